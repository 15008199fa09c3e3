// Differences that round at a tie. (1 − 2^-53) − (−2^-52) = 1 + 2^-53 lies halfway
// between 1 and its successor and rounds to 1 (ties to even). The kernel's test
// "all four Two-Diff tails are zero" must see that this difference is inexact:
// taken as 1, it makes D exactly 0 when it is ±2^-53. Each case puts the tie in
// one of the four differences of D = (bx − ax)(cy − ay) − (by − ay)(cx − ax),
// with the other three exactly 1, so that the float filter sees 1·1 − 1·1 = 0
// and hands the points on to the exact stages.
import { describe, expect, it } from 'vitest';
import { orient2dMany } from '../../../src/batch/orient2dMany.js';
import { orient2d } from '../../../src/predicates/orient2d.js';
import { segmentsIntersect } from '../../../src/predicates/segmentsIntersect.js';
import { orient2dAt, orient2dDoubles } from '../../support/det2Entries.js';
import { orient2dExact } from '../../support/frac.js';

const LOW = 1 - 2 ** -53; // the largest double below 1
const NEG = -(2 ** -52);
const JUST_BELOW = 1 - 2 ** -52;

type P = [number, number];
const cases: { name: string; a: P; b: P; c: P; sign: 1 | -1 }[] = [
  { name: 'bx − ax', a: [NEG, 0], b: [LOW, 1], c: [JUST_BELOW, 1], sign: 1 },
  { name: 'cy − ay', a: [0, NEG], b: [1, JUST_BELOW], c: [1, LOW], sign: 1 },
  { name: 'by − ay', a: [0, NEG], b: [1, LOW], c: [1, JUST_BELOW], sign: -1 },
  { name: 'cx − ax', a: [NEG, 0], b: [JUST_BELOW, 1], c: [LOW, 1], sign: -1 },
];

describe('a difference that rounds at a tie is not taken as exact', () => {
  for (const { name, a, b, c, sign } of cases) {
    it(`${name}: D = ${sign > 0 ? '+' : '−'}2^-53`, () => {
      // The float filter's view: every product is 1, so it cannot decide.
      expect((b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])).toBe(0);
      expect(orient2dExact(a, b, c)).toBe(sign);
      expect(orient2dDoubles(a, b, c)).toBe(sign);
      expect(orient2dAt(new Float64Array([...a, ...b, ...c]), 0, 2, 4)).toBe(sign);
      expect(orient2d(a, b, c)).toBe(sign);
      expect(orient2dMany(new Float64Array([...a, ...b, ...c]), new Int8Array(1))).toEqual(new Int8Array([sign]));
    });
  }

  it('a segment through b, drawn to c and beyond, is not taken as touching a–b', () => {
    // With the tie in bx − ax, c lies 2^-53 to the left of the line a–b, so the
    // segment from c away from that line misses segment a–b.
    const [{ a, b, c }] = cases as [(typeof cases)[0]];
    expect(segmentsIntersect([a, b], [c, [c[0] - 1, c[1] + 1]])).toBe(false);
  });
});
