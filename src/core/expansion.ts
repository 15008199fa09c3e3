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
  let c = SPLITTER * a;
  const ahi = c - (c - a);
  const alo = a - ahi;
  c = SPLITTER * b;
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
