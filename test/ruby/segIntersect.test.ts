import { describe, expect, it } from 'vitest';
import type { Segment2 } from '../../src/index.js';
import { segIntersect } from '../../src/ruby/index.js';
import { fixture } from '../support/fixtures.js';

describe("segIntersect: the Ruby post's seg_intersect? assertions (test/fixtures/ruby-post.ndjson)", () => {
  it.each(fixture('ruby-post', 'segments_intersect'))('$id: $expect', (c) => {
    const [p1, p2] = c.s as Segment2;
    const [q1, q2] = c.t as Segment2;
    expect(segIntersect(p1, p2, q1, q2)).toBe(c.expect);
  });
});
