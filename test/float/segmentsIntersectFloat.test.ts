// segmentsIntersectFloat, pointLiesInFloat, segRectCollideFloat: the Ruby
// post's seg_intersect?, point_lies_in? and seg_rect_collide? in doubles.
// The post's own assertions pass; a T-junction that misses by an ulp does not.
import { describe, expect, it } from 'vitest';
import type { FloatPoint2 } from '../../src/float/index.js';
import { pointLiesInFloat, segmentsIntersectFloat, segRectCollideFloat } from '../../src/float/index.js';
import { orient2d, segmentsIntersect } from '../../src/index.js';
import { pointLiesIn, segRectCollide } from '../../src/ruby/index.js';

type N8 = [number, number, number, number, number, number, number, number];
type N12 = [number, number, number, number, number, number, number, number, number, number, number, number];

describe("segmentsIntersectFloat: the Ruby post's seg_intersect? assertions", () => {
  it.each([
    [true, [-6, 7, 13, -1, 10, 2, 0, 0]],
    [true, [0, 0, 1, 1, 0, 1, 1, 0]],
    [true, [-1, -1, 9, 9, 0, -2, -2, 0]],
    [true, [32, 4521, 32, -2156413, 3, 1, 32, 1]],
    [false, [-100, 10000, 100, -10000, -200, 20100, 200, -19900]],
    [false, [32, 13, -14, -4, -34, 77, 0, 6]],
    [false, [0, 0, 14, -8, 11, -14, 22, 0]],
    [false, [1, 6, 14, 6, 15, 11, 15, 1]],
    [false, [0, 0, 1, 1, 2, 2, 3, 3]],
    [false, [-1, -1, -1, 32, -1, 33, -1, 34]],
    [false, [-1, -1, 9, 9, 0, -3, -3, 0]],
    [true, [1, 1, 1, 1, 1, 1, 1, 1]],
    [true, [1, 1, 1, 1, 3, -235421324, 1, 1]],
    [true, [1, 1, 1, 1, 1, 1, 3, 3243]],
    [true, [1, 1, 233, 43, 1, 1, 3, 3243]],
    [true, [1, 1, 1, 9, 1, 7, 1, 34]],
    [true, [-100, 10000, 100, -10000, -500, 50000, 500, -50000]],
  ] as [boolean, N8][])('%s for %j', (expected, v) => {
    expect(
      segmentsIntersectFloat(
        [
          [v[0], v[1]],
          [v[2], v[3]],
        ],
        [
          [v[4], v[5]],
          [v[6], v[7]],
        ],
      ),
    ).toBe(expected);
  });
});

describe('segmentsIntersectFloat: a wrong answer (exact: segmentsIntersect)', () => {
  it('a T-junction that misses by an ulp: (12, 12) lies just left of (0.5 + 2^-53, 0.5)→(24, 24), float says it touches', () => {
    const s: [FloatPoint2, FloatPoint2] = [
      [0.5 + 2 ** -53, 0.5],
      [24, 24],
    ];
    const t: [FloatPoint2, FloatPoint2] = [
      [12, 12],
      [0, 24],
    ];
    // Both ends of t lie strictly left of s's line, so t cannot meet s; the
    // float cw_test rounds (12, 12) onto the line, and it lies in s's box.
    expect(orient2d(s[0], s[1], t[0])).toBe(1);
    expect(orient2d(s[0], s[1], t[1])).toBe(1);
    expect(segmentsIntersectFloat(s, t)).toBe(true);
    expect(segmentsIntersect(s, t)).toBe(false);
  });
});

describe('pointLiesInFloat and segRectCollideFloat', () => {
  it.each([
    [true, [0, 0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 1]],
    [true, [7, 5, 10, 11, 8, 5, 8, 1, 1, 1, 1, 5]],
    [true, [8, 0, 8, 6, 8, 1, 0, 1, 0, 3, 8, 3]],
    [true, [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]],
    [false, [1, 1, 3, 1, 4, 1, 6, 1, 6, 3, 1, 3]],
  ] as [boolean, N12][])('the post asserts seg_rect_collide? %s for %j', (expected, v) => {
    expect(segRectCollideFloat([v[0], v[1]], [v[2], v[3]], [v[4], v[5]], [v[6], v[7]], [v[8], v[9]], [v[10], v[11]])).toBe(
      expected,
    );
  });

  it('point_lies_in? on a square: inside, on an edge, outside', () => {
    const sq: [FloatPoint2, FloatPoint2, FloatPoint2, FloatPoint2] = [
      [0, 0],
      [0, 2],
      [2, 2],
      [2, 0],
    ];
    expect(pointLiesInFloat([1, 1], ...sq)).toBe(true);
    expect(pointLiesInFloat([2, 1], ...sq)).toBe(true);
    expect(pointLiesInFloat([3, 1], ...sq)).toBe(false);
  });

  // A parallelogram whose first edge runs from (0.5, 0.5 + 2^-53) to (24, 24):
  // (12, 12) lies an ulp outside it, and the float cw_test calls it on the edge.
  const quad: [FloatPoint2, FloatPoint2, FloatPoint2, FloatPoint2] = [
    [0.5, 0.5 + 2 ** -53],
    [24, 24],
    [14, 34],
    [-9.5, 10.5],
  ];

  it('wrong: (12, 12) an ulp outside an edge lies in the quad for pointLiesInFloat (exact: pointLiesIn)', () => {
    expect(orient2d(quad[0], quad[1], [12, 12])).toBe(-1); // right of a counterclockwise edge: outside
    expect(pointLiesInFloat([12, 12], ...quad)).toBe(true);
    expect(pointLiesIn([12, 12], ...quad)).toBe(false);
  });

  it('wrong: the segment (12, 12)→(13, 12) outside the quad collides for segRectCollideFloat (exact: segRectCollide)', () => {
    expect(segRectCollideFloat([12, 12], [13, 12], ...quad)).toBe(true);
    expect(segRectCollide([12, 12], [13, 12], ...quad)).toBe(false);
  });
});
