import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitLength, gcd, gcdSmall } from '../../src/core/gcd.js';

/** Euclid on bigints, the definition the fast paths must agree with. */
function euclid(a: bigint, b: bigint): bigint {
  let [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/** A bigint of up to `bits` bits (fast-check's bigInt shrinks towards 0). */
const bigOf = (bits: number) => fc.bigInt({ min: 0n, max: (1n << BigInt(bits)) - 1n });

describe('gcd', () => {
  it('small values, signs and zeros', () => {
    expect(gcd(12n, 18n)).toBe(6n);
    expect(gcd(-12n, 18n)).toBe(6n);
    expect(gcd(12n, -18n)).toBe(6n);
    expect(gcd(0n, 7n)).toBe(7n);
    expect(gcd(7n, 0n)).toBe(7n);
    expect(gcd(0n, 0n)).toBe(0n);
    expect(gcdSmall(2 ** 52, 3 * 2 ** 40)).toBe(2 ** 40);
  });

  it('big values with a common factor, shared powers of two, and one side a power of two', () => {
    const g = 3n ** 200n * 2n ** 70n;
    expect(gcd(g * (10n ** 90n + 7n), g * (10n ** 80n + 3n))).toBe(g * euclid(10n ** 90n + 7n, 10n ** 80n + 3n));
    expect(gcd(3n ** 1000n, 2n ** 2000n)).toBe(1n);
    expect(gcd(2n ** 2000n, 6n ** 700n)).toBe(2n ** 700n);
    expect(gcd(2n ** 60n + 1n, 1n)).toBe(1n);
  });

  it('consecutive Fibonacci numbers (the longest Euclid runs) and their multiples', () => {
    let [f0, f1] = [1n, 1n];
    for (let i = 0; i < 2000; i++) [f0, f1] = [f1, f0 + f1];
    expect(gcd(f1, f0)).toBe(1n);
    expect(gcd(f1 * 12345n, f0 * 12345n)).toBe(12345n);
  });

  it('equals Euclid on random operands of every size, with common factors', () => {
    fc.assert(
      fc.property(bigOf(400), bigOf(400), bigOf(200), fc.nat(80), fc.nat(80), (a, b, g, i, j) => {
        const x = (a * (g + 1n)) << BigInt(i);
        const y = (b * (g + 1n)) << BigInt(j);
        expect(gcd(x, y)).toBe(euclid(x, y));
        expect(gcd(-x, y)).toBe(euclid(x, y));
      }),
      { numRuns: 2000 },
    );
  });

  it('bitLength of zero, small and large values', () => {
    expect(bitLength(0n)).toBe(0);
    expect(bitLength(1n)).toBe(1);
    expect(bitLength(2n ** 31n)).toBe(32);
    expect(bitLength(2n ** 53n - 1n)).toBe(53);
    expect(bitLength(2n ** 53n)).toBe(54);
    expect(bitLength(2n ** 1000n + 5n)).toBe(1001);
  });
});
