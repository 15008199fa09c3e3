import { describe, expect, it } from 'vitest';
import type { Point2 } from '../../src/index.js';
import { cwTest } from '../../src/ruby/index.js';
import { fixture } from '../support/fixtures.js';

describe("cwTest: the Ruby post's cw_test assertions (test/fixtures/ruby-post.ndjson)", () => {
  it.each(fixture('ruby-post', 'cw_test'))('$id: $expect', (c) => {
    expect(cwTest(c.a as Point2, c.b as Point2, c.c as Point2)).toBe(c.expect);
  });
});

describe('cwTest', () => {
  it('maps the orientation to the post convention: 1 counterclockwise, 2 clockwise, 0 collinear', () => {
    expect(cwTest([0, 0], [1, 0], [0, 1])).toBe(1);
    expect(cwTest([0, 0], [0, 1], [1, 0])).toBe(2);
    expect(cwTest([0, 0], [1, 1], [2, 2])).toBe(0);
  });

  it('is exact where the post on doubles is not: (12, 12) is 12·2^-53 left of (0.5 + 2^-53, 0.5)→(24, 24)', () => {
    expect(cwTest([0.5 + 2 ** -53, 0.5], [24, 24], [12, 12])).toBe(1);
  });
});
