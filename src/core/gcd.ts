import { reduceLarge } from './halfGcd.js';
import { bitLength, gcdSmall, lehmer } from './lehmer.js';

export { bitLength, gcdSmall } from './lehmer.js';

/*
 * Greatest common divisors for Rational's reductions. Most reductions in
 * this package are of small numbers (parameters of integer or double
 * coordinates), so those run in doubles; larger ones use Lehmer's
 * algorithm (lehmer.ts), which replaces most multi-precision divisions of
 * Euclid's by a few multiplications with single-word cofactors found from
 * the leading bits; very large ones are first brought down by the
 * half-gcd (halfGcd.ts), whose work grows as a multiplication's does, not
 * as the square of the size.
 */

const MAX_SAFE_BIG = BigInt(2 ** 53 - 1);

/** Operands of at least this many bits (the smaller one) go through the half-gcd first. */
const HALF_GCD_BITS = 40000;

/**
 * gcd(|a|, |b|) of two bigints (0 when both are 0).
 *
 * Small operands go to doubles. Larger ones first lose their common power of
 * two (gcd(2^i·u, 2^j·v) = 2^min(i, j)·gcd(u, v) for odd u, v), which alone
 * settles a power-of-two denominator at once, then run the half-gcd while
 * they are very large, and Lehmer's algorithm.
 *
 * ```ts
 * gcd(-12n, 18n);                  // 6n
 * gcd(3n ** 1000n, 2n ** 2000n);   // 1n, without a division
 * ```
 */
export function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  if (a <= MAX_SAFE_BIG && b <= MAX_SAFE_BIG) return BigInt(gcdSmall(Number(a), Number(b)));
  if (a === 0n) return b;
  if (b === 0n) return a;
  const za = trailingZeros(a);
  const zb = trailingZeros(b);
  const shift = BigInt(Math.min(za, zb));
  a >>= BigInt(za);
  b >>= BigInt(zb);
  if (a < b) [a, b] = [b, a];
  if (bitLength(b) >= HALF_GCD_BITS) [a, b] = reduceLarge(a, b, HALF_GCD_BITS);
  return (b === 0n ? a : lehmer(a, b)) << shift;
}

/** The number of trailing zero bits of a positive bigint. */
function trailingZeros(n: bigint): number {
  // n & −n keeps the lowest set bit only.
  return bitLength(n & -n) - 1;
}
