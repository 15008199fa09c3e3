import { describe, expect, it } from 'vitest';
import { orient2d, Rational } from '../../src/index.js';
import { orient2dExact } from '../support/frac.js';
import { SUBNORMAL_ORIENT2D_ROTATIONS } from '../support/subnormalProducts.js';

const P53 = 2 ** 53;

/** The naive double formula a user would write. */
const naive = (a: number[], b: number[], c: number[]) =>
  Math.sign(
    ((b[0] as number) - (a[0] as number)) * ((c[1] as number) - (a[1] as number)) -
      ((b[1] as number) - (a[1] as number)) * ((c[0] as number) - (a[0] as number)),
  );

describe('orient2d: obvious cases', () => {
  it('counterclockwise, clockwise, collinear', () => {
    expect(orient2d([0, 0], [1, 0], [0, 1])).toBe(1);
    expect(orient2d([0, 0], [0, 1], [1, 0])).toBe(-1);
    expect(orient2d([0, 0], [1, 1], [2, 2])).toBe(0);
  });
  it('coinciding points are collinear', () => {
    expect(orient2d([3, 4], [3, 4], [3, 4])).toBe(0);
    expect(orient2d([3, 4], [3, 4], [5, 6])).toBe(0);
  });
});

describe('orient2d: where the naive double formula is wrong', () => {
  it('a point one ulp above the line y = x', () => {
    // ulp(24) = 2^-48, so c is a double one ulp above the line through a and b.
    const c: [number, number] = [24, 24 + 2 ** -48];
    expect(orient2d([0.5, 0.5], [12, 12], c)).toBe(1);
    expect(orient2d([0.5, 0.5], [12, 12], [24, 24])).toBe(0);
  });
  it('a near-collinear triple where the naive formula gives the opposite sign', () => {
    // Found by scanning a grid of ulp steps around (0.5, 0.5); the exact sign
    // is confirmed independently with Rational arithmetic on the doubles' values.
    const a: [number, number] = [0.5000000000000046, 0.5000000000000053];
    const b: [number, number] = [12, 12];
    const c: [number, number] = [24, 24];
    expect(orient2dExact(a, b, c)).toBe(1);
    expect(orient2d(a, b, c)).toBe(1);
    expect(naive(a, b, c)).toBe(-1);
  });
  it('integers above 2^53 where differences round', () => {
    const a: [number, number] = [P53, P53];
    const b: [number, number] = [P53 + 2, P53 + 4];
    const c: [number, number] = [-P53, -3 * P53];
    // b − a = (2, 4) and c − a = (−2^54, −2^55): exactly collinear.
    expect(orient2d(a, b, c)).toBe(0);
    expect(orient2dExact(a, b, c)).toBe(0);
  });
  it('subnormal products that round toward each other beside a rounded difference (test/support/subnormalProducts.ts)', () => {
    // The double determinant is +2^-1074 and its relative bound underflows to 0; the points turn clockwise.
    const triples = SUBNORMAL_ORIENT2D_ROTATIONS.map((v) => [v.slice(0, 2), v.slice(2, 4), v.slice(4, 6)]);
    for (const [a, b, c] of triples as [number[], number[], number[]][]) {
      expect(orient2dExact(a, b, c)).toBe(-1);
      expect(orient2d(a, b, c)).toBe(-1);
    }
    const [a, b, c] = triples[0] as [number[], number[], number[]];
    expect(naive(a, b, c)).toBe(1);
  });
  it('the known counterexample to "all |x| < 2^26 makes the naive formula exact"', () => {
    const t = 2 ** 26;
    const a: [number, number] = [t - 3, t - 2];
    const b: [number, number] = [t - 2, t - 1];
    const c: [number, number] = [1 - t, 1 - t];
    expect(orient2d(a, b, c)).toBe(orient2dExact(a, b, c));
  });
});

describe('orient2d: sizes and mixed types', () => {
  it('2^53 − 1, 2^53 and 2^53 + 2 as numbers and bigints', () => {
    const m = P53 - 1;
    expect(orient2d([m, m], [P53, P53], [P53 + 2, P53 + 2])).toBe(0);
    expect(orient2d([m, m], [P53, P53], [P53 + 2, P53 + 4])).toBe(1);
    expect(orient2d([BigInt(m), 0n], [2n ** 53n, 0n], [2n ** 53n + 2n, 1n])).toBe(1);
    // 2^53 + 1 is not a double, but it is a bigint: the turn is exact.
    expect(orient2d([0n, 0n], [2n ** 53n, 2n ** 53n + 1n], [1n, 1n])).toBe(-1);
  });
  it('coordinates around 2^300 as bigints, collinear and one unit off', () => {
    const h = 2n ** 300n;
    expect(orient2d([h, h], [2n * h, 2n * h], [3n * h, 3n * h])).toBe(0);
    expect(orient2d([h, h], [2n * h, 2n * h], [3n * h, 3n * h + 1n])).toBe(1);
    expect(orient2d([-h, h], [h, -h], [0n, 1n])).toBe(1);
  });
  it('mixed number, bigint and Rational in one call', () => {
    expect(orient2d([0, 0n], [1n, 0.5], [Rational.of(2n), 1])).toBe(0);
    expect(orient2d([0, 0n], [1n, 0.5], [Rational.of(2n), Rational.of(1n).add(Rational.of(1n, 2n ** 200n))])).toBe(1);
    expect(orient2d([0.1, 0.1], [2n ** 80n, 2n ** 80n], [Rational.fromNumber(0.1), 0.1])).toBe(0);
  });
  it('extreme doubles: subnormals, 1e300 and the largest double', () => {
    const tiny = Number.MIN_VALUE;
    expect(orient2d([0, 0], [tiny, tiny], [2 * tiny, 2 * tiny])).toBe(0);
    expect(orient2d([0, 0], [tiny, 0], [0, tiny])).toBe(1);
    const max = Number.MAX_VALUE;
    expect(orient2d([-max, -max], [max, max], [0, 0])).toBe(0);
    expect(orient2d([-max, -max], [max, max], [0, tiny])).toBe(1);
    expect(orient2d([1e300, 1e-300], [1e-300, 1e300], [0, 0])).toBe(orient2dExact([1e300, 1e-300], [1e-300, 1e300], [0, 0]));
  });
  it('antisymmetry and cyclic symmetry on a hard case', () => {
    const a: [number, number] = [0.1, 0.2];
    const b: [number, number] = [0.2, 0.4];
    const c: [number, number] = [0.30000000000000004, 0.6000000000000001];
    const s = orient2d(a, b, c);
    expect(s).toBe(orient2dExact(a, b, c));
    expect(orient2d(b, c, a)).toBe(s);
    expect(orient2d(b, a, c)).toBe(s === 0 ? 0 : -s);
  });
});
