import { describe, expect, it } from 'vitest';
import type { Point2, Segment2 } from '../../src/index.js';
import { segRectCollide } from '../../src/ruby/index.js';
import { fixture } from '../support/fixtures.js';

describe("segRectCollide: the Ruby post's seg_rect_collide? assertions (test/fixtures/ruby-post.ndjson)", () => {
  it.each(fixture('ruby-post', 'segment_intersects_convex_polygon'))('$id: $expect', (c) => {
    const [a, b] = c.s as Segment2;
    const [tl, tr, br, bl] = c.polygon as [Point2, Point2, Point2, Point2];
    expect(segRectCollide(a, b, tl, tr, br, bl)).toBe(c.expect);
  });
});

describe('segRectCollide', () => {
  it('a rotated rectangle given in order', () => {
    expect(segRectCollide([0, 0], [10, 0], [1, 1], [2, 0], [1, -1], [0, 0])).toBe(true);
    expect(segRectCollide([3, 3], [10, 3], [1, 1], [2, 0], [1, -1], [0, 0])).toBe(false);
  });
});
