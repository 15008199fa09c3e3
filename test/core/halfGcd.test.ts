// The half-gcd that brings very large operands down before Lehmer's
// algorithm: each result is a reduced pair in Möller's sense (checked
// exactly), and gcds through it agree with Lehmer's alone and with gcds
// known by construction. Rational.of with two 350 000-digit parts used to
// take seconds (37 s on a slower machine) in Lehmer's quadratic steps; it
// now goes through the half-gcd (see bench/arithmetic.bench.ts for figures).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gcd } from '../../src/core/gcd.js';
import { halfGcd, reduceLarge } from '../../src/core/halfGcd.js';
import { bitLength, lehmer } from '../../src/core/lehmer.js';
import { Rational } from '../../src/index.js';
import { mulberry32 } from '../support/mulberry32.js';

/** A random odd bigint of exactly `bits` bits. */
function randomBits(next: () => number, bits: number): bigint {
  let v = 1n;
  for (let i = 1; i < bits; i += 30)
    v = (v << BigInt(Math.min(30, bits - i))) | BigInt(Math.floor(next() * 2 ** Math.min(30, bits - i)));
  return v | 1n;
}

/** Möller's conditions on (α, β) = M⁻¹(a, b): det M = 1, M ≥ 0, #α, #β > s and #|α − β| ≤ s, s = ⌊n/2⌋ + 1. */
function expectReduced(a: bigint, b: bigint): void {
  const r = halfGcd(a, b);
  const [w, x, y, z] = r.m;
  const n = Math.max(bitLength(a), bitLength(b));
  const s = (n >> 1) + 1;
  expect(w * z - x * y).toBe(1n);
  expect([w, x, y, z].every((e) => e >= 0n)).toBe(true);
  expect([w * r.a + x * r.b, y * r.a + z * r.b]).toEqual([a, b]);
  const reducible = Math.min(bitLength(a), bitLength(b)) > s && bitLength(a > b ? a - b : b - a) > s;
  if (!reducible) {
    expect(r.m).toEqual([1n, 0n, 0n, 1n]);
    return;
  }
  expect(Math.min(bitLength(r.a), bitLength(r.b))).toBeGreaterThan(s);
  expect(bitLength(r.a > r.b ? r.a - r.b : r.b - r.a)).toBeLessThanOrEqual(s);
}

describe('halfGcd', () => {
  it('reduces random pairs of every size, through the small path and the recursion', () => {
    const next = mulberry32(36);
    for (const bits of [60, 200, 1000, 4095, 4096, 6000, 12000, 30000]) {
      for (const gap of [0, 1, 7, 300]) expectReduced(randomBits(next, bits), randomBits(next, bits - gap));
    }
  });

  it('leaves a pair that is already reduced, or too unequal to reduce, as it is', () => {
    expectReduced(2n ** 5000n + 1n, 2n ** 5000n);
    expectReduced(2n ** 5000n + 3n, 5n);
    expectReduced(3n, 2n);
  });

  it('reduces consecutive Fibonacci numbers (every quotient 1) and pairs with large quotients', () => {
    const [f0, f1] = fibonacciPair(30_000);
    expectReduced(f1, f0);
    expectReduced(f0, f1);
    const next = mulberry32(7);
    const q = randomBits(next, 3000);
    const b = randomBits(next, 9000);
    expectReduced(q * b + randomBits(next, 8000), b);
  });

  it('reduces random pairs (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 2n ** 9000n }), fc.bigInt({ min: 1n, max: 2n ** 9000n }), (a, b) =>
        expectReduced(a, b),
      ),
      { numRuns: 60 },
    );
  });
});

describe('gcd of very large operands', () => {
  it('agrees with Lehmer alone, with common factors of every size', () => {
    const next = mulberry32(3);
    for (const bits of [33000, 60000, 120000]) {
      for (const common of [1, 64, bits >> 1]) {
        const g = randomBits(next, common);
        const a = randomBits(next, bits) * g;
        const b = randomBits(next, bits - 40) * g;
        const expected = lehmer(a, b);
        const [x, y] = reduceLarge(a, b, 32768);
        expect(x).toBeGreaterThanOrEqual(y);
        expect(bitLength(y)).toBeLessThan(32768);
        expect(y === 0n ? x : lehmer(x, y)).toBe(expected);
        expect(gcd(a, b)).toBe(expected);
      }
    }
  });

  it('is 1 for consecutive Fibonacci numbers of 139 000 bits, and their common factor once multiplied', () => {
    const [f0, f1] = fibonacciPair(200_000);
    expect(bitLength(f1)).toBeGreaterThan(138000);
    expect(gcd(f1, f0)).toBe(1n);
    const g = 3n ** 5000n * 1000003n;
    expect(gcd(f1 * g, f0 * g)).toBe(g);
  });

  it('Rational.of with two 350 000-digit parts (a regression: seconds of quadratic work)', () => {
    // F(k)·g / (F(k − 1)·g) is F(k)/F(k − 1) in lowest terms: consecutive Fibonacci numbers are coprime.
    const [f0, f1] = fibonacciPair(1_675_000);
    expect(f1.toString().length).toBeGreaterThan(350_000);
    const g = 7n ** 1200n;
    const r = Rational.of(f1 * g, f0 * g);
    expect(r.num).toBe(f1);
    expect(r.den).toBe(f0);
  });
});

/** [F(k − 1), F(k)] by fast doubling: F(2j) = F(j)·(2F(j + 1) − F(j)), F(2j + 1) = F(j)² + F(j + 1)². */
function fibonacciPair(k: number): [bigint, bigint] {
  let [a, b] = [0n, 1n]; // F(j), F(j + 1) for j = 0
  for (let bit = 31 - Math.clz32(k); bit >= 0; bit--) {
    const c = a * (2n * b - a);
    const d = a * a + b * b;
    [a, b] = (k >> bit) & 1 ? [d, c + d] : [c, d];
  }
  return [b - a, a];
}
