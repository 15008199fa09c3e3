// segmentsIntersectFloat, pointLiesInFloat, segRectCollideFloat: the Ruby
// post's seg_intersect?, point_lies_in? and seg_rect_collide? in doubles.
// The post's own assertions pass; a T-junction that misses by an ulp does not.
import { describe, expect, it } from 'vitest';
import type { FloatPoint2, FloatSegment2 } from '../../src/float/index.js';
import { pointLiesInFloat, segmentsIntersectFloat, segRectCollideFloat } from '../../src/float/index.js';
import { orient2d, segmentsIntersect } from '../../src/index.js';
import { pointLiesIn, segRectCollide } from '../../src/ruby/index.js';
import { fixture } from '../support/fixtures.js';

describe("segmentsIntersectFloat: the Ruby post's seg_intersect? assertions", () => {
  it.each(fixture('ruby-post', 'segments_intersect'))('$id: $expect (test/fixtures/ruby-post.ndjson)', (c) => {
    expect(segmentsIntersectFloat(c.s as FloatSegment2, c.t as FloatSegment2)).toBe(c.expect);
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
  it.each(fixture('ruby-post', 'segment_intersects_convex_polygon'))(
    'the post asserts seg_rect_collide? $expect for $id (test/fixtures/ruby-post.ndjson)',
    (c) => {
      const [a, b] = c.s as [FloatPoint2, FloatPoint2];
      const [tl, tr, br, bl] = c.polygon as [FloatPoint2, FloatPoint2, FloatPoint2, FloatPoint2];
      expect(segRectCollideFloat(a, b, tl, tr, br, bl)).toBe(c.expect);
    },
  );

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
