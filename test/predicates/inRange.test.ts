import { describe, expect, it } from 'vitest';
import { inBox, inRange, Rational } from '../../src/index.js';

describe('inRange', () => {
  it('closed interval in either order', () => {
    expect(inRange(2, 1, 3)).toBe(true);
    expect(inRange(2, 3, 1)).toBe(true);
    expect(inRange(1, 1, 3)).toBe(true);
    expect(inRange(3, 3, 1)).toBe(true);
    expect(inRange(0, 1, 3)).toBe(false);
    expect(inRange(4, 3, 1)).toBe(false);
  });
  it('exact across types: 2^53 + 1 as a bigint is not 2^53', () => {
    expect(inRange(2n ** 53n + 1n, 0, 2 ** 53)).toBe(false);
    expect(inRange(2 ** 53, 0n, 2n ** 53n + 1n)).toBe(true);
    expect(inRange(0.1, 0, Rational.of(1n, 10n))).toBe(false); // the double 0.1 is above 1/10
    expect(inRange(0.1, Rational.of(1n, 10n), 1)).toBe(true);
    expect(inRange(Rational.of(1n, 10n), 0.1, 0)).toBe(true);
    expect(inRange(2n ** 300n, 2n ** 300n - 1n, 2n ** 301n)).toBe(true);
  });
});

describe('inBox', () => {
  it('2D, corners in any order, boundary included', () => {
    expect(inBox([1, 1], [0, 2], [2, 0])).toBe(true);
    expect(inBox([2, 0], [0, 2], [2, 0])).toBe(true);
    expect(inBox([2, 2.000000000000001], [0, 2], [2, 0])).toBe(false);
  });
  it('3D and flat boxes', () => {
    expect(inBox([1, 1, 1], [0, 0, 0], [2, 2, 2])).toBe(true);
    expect(inBox([1, 1, 3], [0, 0, 0], [2, 2, 2])).toBe(false);
    expect(inBox([1, 5, 1], [0, 5, 0], [2, 5, 2])).toBe(true);
    expect(inBox([1n, 5n, 1n], [0, 5, 0], [2n ** 300n, 5, 2])).toBe(true);
  });
});

describe('edge cases of the interval and box tests', () => {
  it('a degenerate interval a = b holds exactly its one value', () => {
    expect(inRange(1, 1, 1)).toBe(true);
    expect(inRange(1n, 1, Rational.ONE)).toBe(true);
    expect(inRange(2, 1, 1)).toBe(false);
    expect(inRange(0, 1, 1)).toBe(false);
  });

  it('inBox says when a corner has the wrong dimension, and checks the point otherwise', () => {
    expect(() => inBox([0, 0], [0, 0, 0], [1, 1])).toThrow('inBox: a has 3 coordinates, expected 2 like the other points');
    expect(() => inBox([0, 0, 0], [0, 0], [1, 1, 1])).toThrow('inBox: a has 2 coordinates, expected 3 like the other points');
    expect(() => inBox([0, 0, 0], [0, 0, 0], [1, 1])).toThrow('inBox: b has 2 coordinates, expected 3 like the other points');
    // Four coordinates are no dimension at all: the plain point check speaks.
    expect(() => inBox([0, 0], [0, 0, 0, 0] as never, [1, 1])).toThrow(/^inBox: a has 4 coordinates, expected 2$/);
  });
});
