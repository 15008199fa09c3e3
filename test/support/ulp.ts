/*
 * Neighbouring doubles from the bit pattern: for finite x the doubles
 * adjacent to x are the bit patterns one above and one below (the encoding
 * is monotone within each sign), which is independent of any arithmetic.
 */

const f64 = new Float64Array(1);
const i64 = new BigInt64Array(f64.buffer);

/** The smallest double greater than x (Infinity after Number.MAX_VALUE). */
export function nextUp(x: number): number {
  if (Number.isNaN(x) || x === Number.POSITIVE_INFINITY) return x;
  if (x === 0) return Number.MIN_VALUE;
  f64[0] = x;
  i64[0] = (i64[0] as bigint) + (x > 0 ? 1n : -1n);
  return f64[0] as number;
}

/** The largest double smaller than x. */
export function nextDown(x: number): number {
  return -nextUp(-x);
}

/** True when the last bit of x's significand is 0 (ties go to such a double). */
export function isEvenSignificand(x: number): boolean {
  f64[0] = x;
  return ((i64[0] as bigint) & 1n) === 0n;
}
