import { describe, expect, it } from 'vitest';
import { evaluateLine } from '../../src/cli/evaluateLine.js';
import { DEFAULT_EVAL_OPTIONS } from '../../src/cli/evaluateRequest.js';
import { answerLimit, itemCeiling, numberBits } from '../../src/cli/ops/answerBudget.js';
import type { Coordinate } from '../../src/index.js';
import { Rational } from '../../src/index.js';
import { comb } from '../support/comb.js';

/** Bits of |n|, by its binary text (an independent count). */
const bitsOf = (n: bigint): number => (n === 0n ? 0 : (n < 0n ? -n : n).toString(2).length);
/** The most bits of the exact value's numerator or denominator, through Rational. */
const reference = (v: Coordinate): number => {
  const r = Rational.from(v);
  return Math.max(bitsOf(r.num), bitsOf(r.den));
};

describe('numberBits: the size of the numbers, read from their exact values', () => {
  it.each([0, 1, -1, 0.5, 0.75, 3, 2 ** 52 + 1, 2 ** 53, 0.1, 1e-300, 1e300, 2 ** -1074, -(2 ** -1022), 1.7976931348623157e308])(
    'the double %d',
    (x) => {
      expect(numberBits([x])).toBe(reference(x));
    },
  );

  it('bigints, Rationals, and the most over a list', () => {
    for (const v of [0n, 1n, -255n, 256n, 2n ** 1000n - 1n, Rational.of(-7n, 3n), Rational.of(1n, 2n ** 400n)] as Coordinate[])
      expect(numberBits([v])).toBe(reference(v));
    expect(numberBits([3, 0.5, Rational.of(1n, 1024n)])).toBe(11);
    expect(numberBits([])).toBe(0);
  });
});

describe('itemCeiling and answerLimit', () => {
  it('keep a million items below 80 bits (256 for cells), fewer above', () => {
    expect(itemCeiling(79, 'cubic')).toBe(1_000_000);
    expect(itemCeiling(80, 'cubic')).toBe(125_000);
    expect(itemCeiling(995, 'cubic')).toBe(455);
    expect(itemCeiling(995, 'quadratic')).toBe(5917);
    expect(itemCeiling(255, 'linear')).toBe(1_000_000);
    expect(itemCeiling(995, 'linear')).toBe(250_000);
    expect(itemCeiling(33_216, 'cubic')).toBe(0);
  });

  it('name the limit that holds', () => {
    expect(answerLimit('max_pairs', 10, 53, 'cubic')).toEqual({ max: 10, why: 'over max_pairs 10' });
    expect(answerLimit('max_pairs', 2 ** 53 - 1, 53, 'cubic')).toEqual({ max: 1_000_000, why: 'the most one answer lists' });
    expect(answerLimit('max_pairs', 1_000_000, 995, 'cubic')).toEqual({
      max: 455,
      why: 'the most one answer lists for numbers of 995 bits',
    });
    expect(answerLimit(null, 1_000_000, 53, 'cubic')).toEqual({ max: 1_000_000, why: 'the most one answer lists' });
  });

  it('start from a lower count for the ops whose items cost more memory (the overlay and the triangulations)', () => {
    expect(itemCeiling(79, 'quadratic', 500_000)).toBe(500_000);
    expect(itemCeiling(995, 'quadratic', 500_000)).toBe(2958);
    expect(answerLimit('max_pairs', 2 ** 53 - 1, 53, 'quadratic', 500_000)).toEqual({
      max: 500_000,
      why: 'the most one answer lists',
    });
    expect(answerLimit('max_pairs', 10, 995, 'quadratic', 500_000)).toEqual({ max: 10, why: 'over max_pairs 10' });
  });
});

describe('polygon_overlay of 1000-bit rationals: a pair costs as the square of the size, not the cube', () => {
  // Coordinates k / (2^999 + 1): 1000-bit denominators. Two combs of n teeth across each other meet in
  // (2n)² crossings and the pairs of edges at each vertex; the ceiling for 1000 bits is 500 000 / 13² = 2958.
  const t = (k: number): string => `${k}/${2n ** 999n + 1n}`;

  const answer = (teeth: number): unknown =>
    JSON.parse(
      evaluateLine(
        JSON.stringify({
          id: 1,
          op: 'polygon_overlay',
          a: [comb(teeth, false, t)],
          b: [comb(teeth, true, t)],
          operation: 'intersection',
          rule: 'nonzero',
        }),
        1,
        DEFAULT_EVAL_OPTIONS,
      ) as string,
    );

  it("answers 12 teeth (576 crossings: past the cube's 455 for 1000 bits, within the square's 2958)", () => {
    // The intersection of the combs: one small square at each of the 12 × 12 places where teeth cross.
    const result = (answer(12) as { result: { polygons: unknown[] } }).result;
    expect(result.polygons).toHaveLength(144);
  });

  it("with a grid, the snap rounding's too_large is the op's, naming max_pairs (regression: it came out as snapRound's)", () => {
    const line = JSON.stringify({
      id: 1,
      op: 'polygon_overlay',
      a: [comb(12, false)],
      b: [comb(12, true)],
      operation: 'union',
      rule: 'nonzero',
      grid: { origin: [0, 0], cell: [1, 1] },
      max_pairs: 100,
    });
    expect(JSON.parse(evaluateLine(line, 1, DEFAULT_EVAL_OPTIONS) as string)).toEqual({
      id: 1,
      error: { code: 'too_large', message: 'polygon_overlay: more than 100 intersecting pairs, over max_pairs 100' },
    });
  });

  it('stops 30 teeth (3600 crossings) with too_large, saying why', () => {
    expect(answer(30)).toEqual({
      id: 1,
      error: {
        code: 'too_large',
        message: 'polygon_overlay: more than 2958 intersecting pairs, the most one answer lists for numbers of 1000 bits',
      },
    });
  });
});

describe('segment_intersections of 300-digit points: 455 pairs are the most one answer lists', () => {
  const digits = (n: number, seed: number): string => {
    let s = '1';
    for (let i = 1, x = seed; i < n; i++) {
      x = (x * 1103515245 + 12345) % 2147483648;
      s += String(x % 10);
    }
    return s;
  };
  // n segments from x = 0 to x = 10^299 at random heights, ordered one way at the left and the other at the right: all cross.
  const line = (n: number): string => {
    const ys = Array.from({ length: n }, (_, i) => digits(300, 7 * i + 1)).sort();
    const segments = ys.map((y, i) => [
      ['0', y],
      [`1${'0'.repeat(299)}`, ys[n - 1 - i] as string],
    ]);
    return JSON.stringify({ op: 'segment_intersections', segments });
  };

  it('30 segments that all cross, 435 pairs: answered', () => {
    const out = JSON.parse(evaluateLine(line(30), 1, DEFAULT_EVAL_OPTIONS) as string);
    expect(out.result.pairs).toHaveLength(435);
  });

  it('31 segments, 465 pairs: too_large, saying why', () => {
    const out = JSON.parse(evaluateLine(line(31), 1, DEFAULT_EVAL_OPTIONS) as string);
    expect(out.error.code).toBe('too_large');
    expect(out.error.message).toMatch(
      /^segment_intersections: more than 455 intersecting pairs, the most one answer lists for numbers of 99\d bits$/,
    );
  });
});
