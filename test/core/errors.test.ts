// The error classes and describeValue, which every error message goes
// through: each kind of value must be rendered as documented.
import { describe, expect, it } from 'vitest';
import { checkPoint, checkSegment, compareCoord } from '../../src/core/coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError, isExactError } from '../../src/core/errors.js';
import { Rational } from '../../src/core/rational.js';

class Thing {}

describe('describeValue', () => {
  it.each([
    [5n, '5n'],
    [-0, '-0'],
    [0, '0'],
    [Number.NaN, 'NaN'],
    [-1.5, '-1.5'],
    ['ab', '"ab"'],
    ['x'.repeat(40), `"${'x'.repeat(40)}"`],
    ['y'.repeat(41), `"${'y'.repeat(40)}…"`],
    [null, 'null'],
    [undefined, 'undefined'],
    [[1, 2, 3], 'an array of length 3'],
    [new Map(), 'a Map'],
    [new Thing(), 'a Thing'],
    [{ x: 1 }, 'an object'],
    [Object.create(null), 'an object'],
    [true, 'a boolean'],
    [Symbol('s'), 'a symbol'],
    [() => 1, 'a function'],
  ])('%s → %s', (v, text) => {
    expect(describeValue(v)).toBe(text);
  });

  it('an object whose constructor has no string name is "an object"', () => {
    const odd = { constructor: { name: 42 } };
    expect(describeValue(odd)).toBe('an object');
  });
});

describe('error classes', () => {
  it('carry name, code (default bad_input) and message', () => {
    const t = new ExactTypeError('f: x is "a"');
    const r = new ExactRangeError('f: x is NaN', 'degenerate');
    expect([t.name, t.code, t.message, t instanceof TypeError]).toEqual(['ExactTypeError', 'bad_input', 'f: x is "a"', true]);
    expect([r.name, r.code, r.message, r instanceof RangeError]).toEqual(['ExactRangeError', 'degenerate', 'f: x is NaN', true]);
    expect(new ExactRangeError('m').code).toBe('bad_input');
  });

  it('isExactError is true for ours only', () => {
    expect(isExactError(new ExactTypeError('m'))).toBe(true);
    expect(isExactError(new ExactRangeError('m'))).toBe(true);
    expect(isExactError(new TypeError('m'))).toBe(false);
    expect(isExactError({ code: 'bad_input' })).toBe(false);
  });
});

describe('checkPoint and checkSegment messages', () => {
  const message = (f: () => unknown) => {
    try {
      f();
    } catch (e) {
      return `${(e as Error).name}: ${(e as Error).message}`;
    }
    return 'no error';
  };

  it('name what a point should be for each dimension', () => {
    expect(message(() => checkPoint('f', 'p', 7, 2))).toBe('ExactTypeError: f: p is 7, expected a point [x, y]');
    expect(message(() => checkPoint('f', 'p', 7, 3))).toBe('ExactTypeError: f: p is 7, expected a point [x, y] or [x, y, z]');
    expect(message(() => checkPoint('f', 'p', 7, 0))).toBe('ExactTypeError: f: p is 7, expected a point [x, y] or [x, y, z]');
    expect(message(() => checkPoint('f', 'p', [1, 2, 3, 4], 0))).toBe('ExactRangeError: f: p has 4 coordinates, expected 2 or 3');
    expect(message(() => checkPoint('f', 'p', [1], 0))).toBe('ExactRangeError: f: p has 1 coordinates, expected 2 or 3');
    expect(message(() => checkPoint('f', 'p', [1, 2, 3], 2))).toBe('ExactRangeError: f: p has 3 coordinates, expected 2');
    expect(message(() => checkPoint('f', 'p', [1, 2], 3))).toBe('ExactRangeError: f: p has 2 coordinates, expected 3');
    expect(message(() => checkPoint('f', 'p', [1, 'a'], 2))).toBe(
      'ExactTypeError: f: p[1] is "a", expected a finite number, a bigint or a Rational',
    );
  });

  it('accept points of either dimension when asked for 0, and return it', () => {
    expect(checkPoint('f', 'p', [1, 2], 0)).toBe(2);
    expect(checkPoint('f', 'p', [1, 2n, Rational.ZERO], 0)).toBe(3);
  });

  it('name the endpoint of a segment, and make both endpoints agree', () => {
    expect(
      message(() =>
        checkSegment(
          'f',
          's',
          [
            [0, Number.NaN],
            [1, 1],
          ],
          2,
        ),
      ),
    ).toBe('ExactRangeError: f: s[0][1] is NaN');
    expect(
      message(() =>
        checkSegment(
          'f',
          's',
          [
            [0, 0],
            [1, 1, 1],
          ],
          0,
        ),
      ),
    ).toBe('ExactRangeError: f: s[1] has 3 coordinates, expected 2');
    expect(message(() => checkSegment('f', 's', [[0, 0]], 2))).toBe('ExactRangeError: f: s has 1 points, expected 2');
    expect(message(() => checkSegment('f', 's', 'ab', 2))).toBe('ExactTypeError: f: s is "ab", expected a segment [p, q]');
    expect(
      checkSegment(
        'f',
        's',
        [
          [0, 0, 0],
          [1, 1, 1],
        ],
        0,
      ),
    ).toBe(3);
  });
});

describe('compareCoord', () => {
  it.each([
    [1, 2n, -1],
    [2n, 1, 1],
    [3, 3n, 0],
    [0.5, Rational.of(1n, 2n), 0],
    [Rational.of(1n, 3n), 0.3333333333333333, 1],
    [2n ** 60n, 2 ** 60 + 256, -1],
  ] as const)('compareCoord(%s, %s) = %i', (a, b, s) => {
    expect(compareCoord(a, b)).toBe(s);
  });
});
