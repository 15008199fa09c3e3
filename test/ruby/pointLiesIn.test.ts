import { describe, expect, it } from 'vitest';
import { pointLiesIn } from '../../src/ruby/index.js';

describe('pointLiesIn and the coinciding-quad case', () => {
  it('a quad whose four vertices coincide contains only that point', () => {
    // The post's point_lies_in? ORs four cw_tests that are all 0 here, so it
    // answers true for every point; the exact answer is: only the point itself.
    expect(pointLiesIn([1, 1], [1, 1], [1, 1], [1, 1], [1, 1])).toBe(true);
    expect(pointLiesIn([7, -3], [1, 1], [1, 1], [1, 1], [1, 1])).toBe(false);
  });
  it('clockwise and counterclockwise quads', () => {
    expect(pointLiesIn([1, 1], [0, 0], [0, 2], [2, 2], [2, 0])).toBe(true);
    expect(pointLiesIn([1, 1], [0, 0], [2, 0], [2, 2], [0, 2])).toBe(true);
    expect(pointLiesIn([3, 1], [0, 0], [2, 0], [2, 2], [0, 2])).toBe(false);
  });
  it('vertices out of order are not convex', () => {
    expect(() => pointLiesIn([1, 1], [0, 0], [2, 2], [2, 0], [0, 2])).toThrow(/pointLiesIn: polygon is not convex/);
  });
});
