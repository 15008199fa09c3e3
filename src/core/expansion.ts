/**
 * Error-free transformations of doubles (Dekker, Knuth; Shewchuk 1997 §2).
 * A number written as an "expansion" is an exact sum of doubles, stored in
 * increasing magnitude with no two components overlapping, so the sign of
 * the sum is the sign of its last (largest) non-zero component.
 *
 * All of it is exact only while no product underflows or overflows; callers
 * check their inputs against `EXPANSION_MIN`/`EXPANSION_MAX` first.
 */

/** Unit roundoff of binary64: half an ulp of 1. */
export const EPS = 2 ** -53;
/** Dekker's splitter 2^27 + 1: c = SPLITTER·a, hi = c − (c − a) keeps a's top 26 bits. */
export const SPLITTER = 2 ** 27 + 1;

/**
 * Inputs whose nonzero magnitudes lie in [EXPANSION_MIN, EXPANSION_MAX] =
 * [2^-480, 2^480] keep every step exact. Such a double is a multiple of its
 * ulp, which is at least 2^-532; a sum, difference, rounded result or tail
 * of multiples of 2^-532 is again one (rounding to a spacing ≥ 2^-532 keeps
 * it, a finer spacing means no rounding), and so are Dekker's split halves.
 * Every product and product tail is then a multiple of 2^-1064, which the
 * subnormal spacing 2^-1074 divides: no operation ever rounds in the
 * subnormal range, so the algorithms behave as with unbounded exponents,
 * where Shewchuk (1997, Thms 6, 7, 10, 18) proves them exact. Magnitudes
 * stay below 2^962 (products of differences ≤ 2^481), and splitting
 * multiplies by 2^27 + 1 once more: nothing overflows.
 */
export const EXPANSION_MIN = 2 ** -480;
export const EXPANSION_MAX = 2 ** 480;

/** True when a non-zero |v| lies outside the expansion-safe range (false for NaN). */
export function outsideExpansionRange(v: number): boolean {
  const m = Math.abs(v);
  return m !== 0 && (m < EXPANSION_MIN || m > EXPANSION_MAX);
}

/** True when v is 0 or |v| lies in [EXPANSION_MIN, EXPANSION_MAX] (false for NaN and ±∞). */
export function inExpansionRange(v: number): boolean {
  const m = Math.abs(v);
  return m <= EXPANSION_MAX && (m >= EXPANSION_MIN || m === 0);
}

/** a·b − x exactly, where x = fl(a·b) (Dekker's product via splitting). */
export function twoProductTail(a: number, b: number, x: number): number {
  let c = 134217729 * a; // SPLITTER (a literal: see the generated kernels on bundled constants)
  const ahi = c - (c - a);
  const alo = a - ahi;
  c = 134217729 * b; // SPLITTER (a literal: see the generated kernels on bundled constants)
  const bhi = c - (c - b);
  const blo = b - bhi;
  return alo * blo - (x - ahi * bhi - alo * bhi - ahi * blo);
}

/** (a − b) − x exactly, where x = fl(a − b) (Knuth's two-difference). */
export function twoDiffTail(a: number, b: number, x: number): number {
  const bv = a - x;
  const av = x + bv;
  return a - av + (bv - b);
}

/** (a + b) − x exactly, where x = fl(a + b) (Knuth's two-sum). */
export function twoSumTail(a: number, b: number, x: number): number {
  const bv = x - a;
  const av = x - bv;
  return a - av + (b - bv);
}

/**
 * Adds b to the expansion e[0..len) in place (Shewchuk's Grow-Expansion
 * with zero elimination) and returns the new length. Writing in place is
 * safe: the output index never passes the input index.
 */
export function growExpansion(e: Float64Array, len: number, b: number): number {
  let q = b;
  let out = 0;
  for (let i = 0; i < len; i++) {
    const ei = e[i] as number;
    const sum = q + ei;
    const tail = twoSumTail(q, ei, sum);
    q = sum;
    if (tail !== 0) e[out++] = tail;
  }
  if (q !== 0 || out === 0) e[out++] = q;
  return out;
}

/** Adds the exact product a·b to the expansion; returns the new length. */
export function growByProduct(e: Float64Array, len: number, a: number, b: number): number {
  const p = a * b;
  const t = twoProductTail(a, b, p);
  if (t !== 0) len = growExpansion(e, len, t);
  return growExpansion(e, len, p);
}

/** Sign of an expansion: the sign of its largest non-zero component. */
export function expansionSign(e: Float64Array, len: number): -1 | 0 | 1 {
  const top = e[len - 1] as number;
  return top > 0 ? 1 : top < 0 ? -1 : 0;
}

/** Sum of the components: an estimate with the expansion's sign. */
export function expansionEstimate(e: Float64Array, len: number): number {
  let s = 0;
  for (let i = 0; i < len; i++) s += e[i] as number;
  return s;
}

/*
 * Arithmetic on whole expansions, for the generated kernels (src/core/generated).
 * Inputs are non-overlapping expansions, smallest component first, possibly
 * with zero components and possibly empty (length 0, the value 0); outputs
 * are non-overlapping with zeros removed (empty for 0). An output array
 * never aliases an input. All exact under the range conditions above.
 */

/**
 * h = e + s·f (s = 1 or -1), by merging the components in order of
 * magnitude and adding them up with Two-Sum, keeping every non-zero error
 * term (Shewchuk's Fast-Expansion-Sum with zero elimination; it relies on
 * round-to-even, which JavaScript's arithmetic is). Returns h's length.
 */
export function sumExpansions(elen: number, e: Float64Array, flen: number, f: Float64Array, s: number, h: Float64Array): number {
  let i = 0;
  let j = 0;
  let n = 0;
  // Skip leading zeros so that the merge compares real magnitudes.
  while (i < elen && e[i] === 0) i++;
  while (j < flen && f[j] === 0) j++;
  if (i === elen) {
    for (; j < flen; j++) if (f[j] !== 0) h[n++] = s * (f[j] as number);
    return n;
  }
  if (j === flen) {
    for (; i < elen; i++) if (e[i] !== 0) h[n++] = e[i] as number;
    return n;
  }
  let ei = e[i] as number;
  let fj = s * (f[j] as number);
  // Take components in order of magnitude; q holds the running sum, and each
  // Two-Sum error term goes out as the next component of h.
  let q = 0;
  let first = true;
  while (i < elen || j < flen) {
    let x: number;
    if (j >= flen || (i < elen && fj > ei === fj > -ei)) {
      x = ei;
      ei = ++i < elen ? (e[i] as number) : 0;
    } else {
      x = fj;
      fj = ++j < flen ? s * (f[j] as number) : 0;
    }
    if (first) {
      q = x;
      first = false;
      continue;
    }
    const sum = q + x;
    const bv = sum - q;
    const tail = q - (sum - bv) + (x - bv);
    q = sum;
    if (tail !== 0) h[n++] = tail;
  }
  if (q !== 0) h[n++] = q;
  return n;
}

/**
 * h = b·e: each component times b by Two-Product, the partial products
 * accumulated with Two-Sum (Shewchuk's Scale-Expansion with zero
 * elimination). Returns h's length (at most 2·elen).
 */
export function scaleExpansion(elen: number, e: Float64Array, b: number, h: Float64Array): number {
  if (b === 0) return 0;
  let c = 134217729 * b; // SPLITTER (a literal: see the generated kernels on bundled constants)
  const bhi = c - (c - b);
  const blo = b - bhi;
  let n = 0;
  let q = 0;
  for (let i = 0; i < elen; i++) {
    const a = e[i] as number;
    if (a === 0) continue;
    const p = a * b;
    c = 134217729 * a; // SPLITTER (a literal: see the generated kernels on bundled constants)
    const ahi = c - (c - a);
    const alo = a - ahi;
    const pt = alo * blo - (p - ahi * bhi - alo * bhi - ahi * blo);
    // q + pt by Two-Sum, then p + that sum by Fast-Two-Sum (|p| is the larger:
    // Shewchuk 1997, Theorem 19); each error term goes out, the sum stays in q.
    const sum = q + pt;
    const bv = sum - q;
    let tail = q - (sum - bv) + (pt - bv);
    if (tail !== 0) h[n++] = tail;
    const next = p + sum;
    tail = sum - (next - p);
    if (tail !== 0) h[n++] = tail;
    q = next;
  }
  if (q !== 0) h[n++] = q;
  return n;
}

/**
 * h = e·f: f's components each scale e, and the partial expansions are
 * summed. t1 holds one scaled copy (2·max(elen, flen) doubles); t2 and h
 * hold running sums (2·elen·flen doubles each). Returns h's length.
 */
export function multiplyExpansions(
  elen: number,
  e: Float64Array,
  flen: number,
  f: Float64Array,
  h: Float64Array,
  t1: Float64Array,
  t2: Float64Array,
): number {
  // Scale the longer expansion by each component of the shorter.
  if (flen > elen) return multiplyExpansions(flen, f, elen, e, h, t1, t2);
  let acc = h;
  let other = t2;
  let n = 0;
  for (let j = 0; j < flen; j++) {
    const b = f[j] as number;
    if (b === 0) continue;
    const m = scaleExpansion(elen, e, b, t1);
    n = sumExpansions(n, acc, m, t1, 1, other);
    const swap = acc;
    acc = other;
    other = swap;
  }
  if (acc !== h) for (let i = 0; i < n; i++) h[i] = acc[i] as number;
  return n;
}
