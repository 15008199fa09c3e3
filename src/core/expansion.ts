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
const SPLITTER = 2 ** 27 + 1;

/**
 * Inputs whose non-zero magnitudes lie in [EXPANSION_MIN, EXPANSION_MAX]
 * keep every expansion step exact: they and all their differences and
 * difference tails are multiples of ulp(2^-480) = 2^-532, so every product
 * of two such values and its rounding error are multiples of 2^-1064, above
 * the subnormal quantum 2^-1074; and products stay below 2^962, far from
 * overflow (Dekker's split multiplies by 2^27 + 1 at most once more).
 */
export const EXPANSION_MIN = 2 ** -480;
export const EXPANSION_MAX = 2 ** 480;

/** True when a non-zero |v| lies outside the expansion-safe range. */
export function outsideExpansionRange(v: number): boolean {
  const m = Math.abs(v);
  return m !== 0 && (m < EXPANSION_MIN || m > EXPANSION_MAX);
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
