/*
 * Greatest common divisors for Rational's reductions. Most reductions in
 * this package are of small numbers (parameters of integer or double
 * coordinates), so those run in doubles; large ones use Lehmer's algorithm,
 * which replaces most multi-precision divisions of Euclid's by a few
 * multiplications with single-word cofactors found from the leading bits.
 */

const MAX_SAFE = 2 ** 53 - 1;
const MAX_SAFE_BIG = BigInt(MAX_SAFE);

/**
 * gcd(a, b) of two non-negative integers below 2^53 held in doubles; for
 * such integers `%` is exact.
 *
 * ```ts
 * gcdSmall(12, 18); // 6
 * gcdSmall(0, 5);   // 5
 * ```
 */
export function gcdSmall(a: number, b: number): number {
  while (b !== 0) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
}

/**
 * gcd(|a|, |b|) of two bigints (0 when both are 0).
 *
 * Small operands go to doubles. Larger ones first lose their common power of
 * two (gcd(2^i·u, 2^j·v) = 2^min(i, j)·gcd(u, v) for odd u, v), which alone
 * settles a power-of-two denominator at once, then run Lehmer's algorithm.
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
  return lehmer(a, b) << shift;
}

/** The number of trailing zero bits of a positive bigint. */
function trailingZeros(n: bigint): number {
  // n & −n keeps the lowest set bit only.
  return bitLength(n & -n) - 1;
}

/** The number of bits of a non-negative bigint (0 for 0). */
export function bitLength(n: bigint): number {
  if (n <= MAX_SAFE_BIG) return bitsOf(Number(n));
  // Hex digits give the length to within 3 bits; the leading digit fixes it.
  const hex = n.toString(16);
  return (hex.length - 1) * 4 + bitsOf(Number.parseInt(hex[0] as string, 16));
}

/** Bits of a non-negative integer below 2^53 held in a double. */
function bitsOf(x: number): number {
  if (x < 2 ** 31) return 32 - Math.clz32(x);
  const high = Math.floor(x / 2 ** 31);
  return 31 + 32 - Math.clz32(high);
}

// Leading bits Lehmer simulates in doubles. With values and cofactors below
// 2^50 every sum, product and difference of the simulation stays below 2^52
// and is exact, and floor(n/d) of the rounded quotient is the true one: for
// n < 2^51 the distance of n/d from the next integer up, at least 1/d, is
// more than the division's rounding error, n/d · 2^-53.
const LEAD = 50;

/**
 * gcd of two positive bigints by Lehmer's algorithm (Knuth, TAOCP vol. 2,
 * 4.5.2, Algorithm L): the leading LEAD bits of a and b, with cofactors
 * tracking both ends of their possible truncation, run Euclid's steps in
 * doubles for as long as both ends agree on every quotient; the combined
 * steps are then applied to a and b at once as a 2×2 matrix. About LEAD/2
 * bits go per multi-precision step, instead of one quotient.
 */
function lehmer(a: bigint, b: bigint): bigint {
  if (a < b) [a, b] = [b, a];
  let bitsA = bitLength(a);
  while (b > MAX_SAFE_BIG) {
    const shift = BigInt(bitsA - LEAD);
    let x = Number(a >> shift);
    let y = Number(b >> shift);
    let A = 1;
    let B = 0;
    let C = 0;
    let D = 1;
    while (y + C !== 0 && y + D !== 0) {
      const q = Math.floor((x + A) / (y + C));
      if (q !== Math.floor((x + B) / (y + D))) break;
      const nextA = A - q * C;
      A = C;
      C = nextA;
      const nextB = B - q * D;
      B = D;
      D = nextB;
      const nextX = x - q * y;
      x = y;
      y = nextX;
    }
    if (B === 0) {
      // Not one quotient could be certified: one step of Euclid.
      const r = a % b;
      a = b;
      b = r;
    } else {
      const nextA = BigInt(A) * a + BigInt(B) * b;
      b = BigInt(C) * a + BigInt(D) * b;
      a = nextA;
    }
    bitsA = bitLengthBelow(a, bitsA);
  }
  if (b === 0n) return a;
  // b fits a double; one division brings a under it too.
  return BigInt(gcdSmall(Number(b), Number(a % b)));
}

/** bitLength(n) for n > 0 known to have at most `upper` bits: one shift instead of a conversion to text. */
function bitLengthBelow(n: bigint, upper: number): number {
  for (let s = upper - LEAD; s > 0; s -= LEAD) {
    const top = Number(n >> BigInt(s));
    if (top !== 0) return s + bitsOf(top);
  }
  return bitLength(n);
}
