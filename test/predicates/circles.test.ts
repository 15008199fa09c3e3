// incircle, insphere and compareDistance: the signs PROTOCOL.md defines, on
// numbers, bigints, Rationals and array-likes, against the independent
// references of test/support/frac.ts; errors name the argument.
import { describe, expect, it } from 'vitest';
import type { Coordinate } from '../../src/core/coordinate.js';
import { compareDistance, incircle, insphere, isExactError, orient3d, Rational } from '../../src/index.js';
import { compareDistanceExact, incircleExact, insphereExact } from '../support/frac.js';
import { mulberry32 } from '../support/random.js';
import { SUBNORMAL_COMPARE_DISTANCE2, SUBNORMAL_COMPARE_DISTANCE3 } from '../support/subnormalProducts.js';

const r = (n: bigint, d: bigint) => Rational.of(n, d);

describe('incircle', () => {
  it('is 1 inside, -1 outside, 0 on the circle, for a counterclockwise triangle', () => {
    const [a, b, c] = [
      [0, 0],
      [2, 0],
      [0, 2],
    ] as const;
    expect(incircle(a, b, c, [1, 1])).toBe(1);
    expect(incircle(a, b, c, [3, 3])).toBe(-1);
    expect(incircle(a, b, c, [2, 2])).toBe(0);
    // clockwise: the sign flips
    expect(incircle(a, c, b, [1, 1])).toBe(-1);
  });

  it('is exact where doubles are not: four points of one circle, translated far', () => {
    const t = 2 ** 40;
    const pts = [
      [3, 4],
      [-4, 3],
      [-3, -4],
      [5, 0],
    ].map(([x, y]) => [(x as number) + t, (y as number) + t] as const);
    expect(
      incircle(pts[0] as [number, number], pts[1] as [number, number], pts[2] as [number, number], pts[3] as [number, number]),
    ).toBe(0);
    // one unit further out: outside
    expect(incircle(pts[0] as [number, number], pts[1] as [number, number], pts[2] as [number, number], [6 + t, t])).toBe(-1);
  });

  it('takes bigints, Rationals and Float64Arrays', () => {
    expect(incircle([0n, 0n], [2n, 0n], [0n, 2n], [1n, 1n])).toBe(1);
    // the circle x² + y² = 1 through (3/5, 4/5)
    expect(incircle([1, 0], [0, 1], [-1, 0], [r(3n, 5n), r(4n, 5n)])).toBe(0);
    expect(incircle(new Float64Array([0, 0]) as never, new Float64Array([2, 0]) as never, [0, 2], [1, 1])).toBe(1);
  });

  it('agrees with the determinant on random small integers', () => {
    const rand = mulberry32(11);
    for (let i = 0; i < 500; i++) {
      const p = () => [Math.floor(rand() * 7) - 3, Math.floor(rand() * 7) - 3] as [number, number];
      const [a, b, c, d] = [p(), p(), p(), p()];
      expect(incircle(a, b, c, d), `${[a, b, c, d]}`).toBe(incircleExact(a, b, c, d));
    }
  });

  it('names the bad argument', () => {
    expect(() => incircle([0, 0], [1, 0], [0, 1], [Number.NaN, 0])).toThrow('incircle: d[0] is NaN');
    expect(() => incircle([0, 0], [1, 0, 0] as never, [0, 1], [0, 0])).toThrow('incircle: b has 3 coordinates, expected 2');
    try {
      incircle([0, 0], [1, 0], [0, 1], ['1', 0] as never);
    } catch (e) {
      expect(isExactError(e) && e.code).toBe('bad_input');
    }
  });
});

describe('insphere', () => {
  const [a, b, c, d] = [
    [0, 0, 0],
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ] as const;

  it('is 1 inside when orient3d(a, b, c, d) is 1, -1 outside, 0 on the sphere', () => {
    expect(orient3d(a, b, c, d)).toBe(1);
    expect(insphere(a, b, c, d, [0.25, 0.25, 0.25])).toBe(1);
    expect(insphere(a, b, c, d, [2, 2, 2])).toBe(-1);
    expect(insphere(a, b, c, d, [1, 1, 1])).toBe(0);
    // the other orientation flips the sign
    expect(insphere(b, a, c, d, [0.25, 0.25, 0.25])).toBe(-1);
  });

  it('agrees with the determinant on random small integers, bigints and Rationals', () => {
    const rand = mulberry32(12);
    for (let i = 0; i < 300; i++) {
      const p = () => [0, 1, 2].map(() => Math.floor(rand() * 5) - 2) as [number, number, number];
      const pts = [p(), p(), p(), p(), p()];
      const [A, B, C, D, E] = pts as [
        [number, number, number],
        [number, number, number],
        [number, number, number],
        [number, number, number],
        [number, number, number],
      ];
      const want = insphereExact(A, B, C, D, E);
      expect(insphere(A, B, C, D, E)).toBe(want);
      const big = pts.map((q) => q.map((x) => BigInt(x))) as unknown as [bigint, bigint, bigint][];
      expect(insphere(big[0] as never, big[1] as never, big[2] as never, big[3] as never, big[4] as never)).toBe(want);
      const rat = pts.map((q) => q.map((x) => r(BigInt(x) * 3n, 3n))) as Coordinate[][];
      expect(insphere(rat[0] as never, rat[1] as never, rat[2] as never, rat[3] as never, rat[4] as never)).toBe(want);
    }
  });
});

describe('compareDistance', () => {
  it('is -1 when a is nearer, 1 when b is, 0 when equally far, in 2D and 3D', () => {
    expect(compareDistance([0, 0], [1, 0], [0, 2])).toBe(-1);
    expect(compareDistance([0, 0], [0, 2], [1, 0])).toBe(1);
    expect(compareDistance([0, 0, 0], [3, 4, 0], [0, 0, 5])).toBe(0);
  });

  it('is exact for points whose distances differ below the double precision', () => {
    // |p − a|² − |p − b|² = 2^-104·(…): far below what doubles resolve.
    const p = [0.1, 0.2] as const;
    const a = [0.1 + 2 ** -52, 0.2] as const;
    const b = [0.1, 0.2 + 2 ** -52] as const;
    expect(compareDistance(p, a, b)).toBe(compareDistanceExact(p, a, b));
    expect(compareDistance(p, a, a)).toBe(0);
  });

  it('is exact where squares in the subnormal range round up beside a rounded difference (test/support/subnormalProducts.ts)', () => {
    // In doubles |p − a|² − |p − b|² is +2^-1074 with a relative bound that underflows to 0; a is the nearer.
    const v2 = SUBNORMAL_COMPARE_DISTANCE2;
    const v3 = SUBNORMAL_COMPARE_DISTANCE3;
    const [p, a, b] = [v2.slice(0, 2), v2.slice(2, 4), v2.slice(4, 6)];
    expect(compareDistanceExact(p, a, b)).toBe(-1);
    expect(compareDistance(p, a, b)).toBe(-1);
    expect(compareDistance(v3.slice(0, 3), v3.slice(3, 6), v3.slice(6, 9))).toBe(-1);
  });

  it('names the bad argument', () => {
    expect(() => compareDistance([0, 0], [1, 0], [0, Number.POSITIVE_INFINITY])).toThrow('compareDistance: b[1] is Infinity');
  });
});
