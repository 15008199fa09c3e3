import { describe, expect, it } from 'vitest';
import { doubleOf, readPoint, roundedDoubleOf } from '../../src/core/coordinate.js';
import { materialisations, Rational } from '../../src/core/rational.js';
import {
  ExactRangeError,
  ExactTypeError,
  inBox,
  inRange,
  orient2d,
  orient3d,
  pointInConvexPolygon,
  segmentIntersection,
  segmentIntersectsConvexPolygon,
  segmentsIntersect,
} from '../../src/index.js';
import { bound, cwTest, segIntersect } from '../../src/ruby/index.js';
import { expectError } from '../support/expectError.js';
import { frac } from '../support/frac.js';
import { isNearestDouble } from '../support/nearest.js';

// biome-ignore lint/suspicious/noExplicitAny: bad input on purpose
const any = (v: unknown) => v as any;

describe('bad input: each rule names the function, the argument and the value', () => {
  it('NaN and infinities are RangeErrors', () => {
    expectError(() => orient2d([0, 0], [1, Number.NaN], [2, 2]), ExactRangeError, 'orient2d: b[1] is NaN');
    expectError(() => orient2d([Number.POSITIVE_INFINITY, 0], [1, 1], [2, 2]), ExactRangeError, 'orient2d: a[0] is Infinity');
    expectError(() => cwTest([0, 0], [1, 1], [2, Number.NEGATIVE_INFINITY]), ExactRangeError, 'cwTest: c[1] is -Infinity');
    expectError(() => inRange(Number.NaN, 0, 1), ExactRangeError, 'inRange: x is NaN');
    expectError(() => bound(0, 0, Number.NaN), ExactRangeError, 'bound: b is NaN');
  });
  it('non-numbers are TypeErrors, never coerced', () => {
    expectError(
      () => orient2d(any(['1', 0]), [1, 1], [2, 2]),
      ExactTypeError,
      'orient2d: a[0] is "1", expected a finite number, a bigint or a Rational',
    );
    expectError(
      () => orient2d([0, 0], any([null, 1]), [2, 2]),
      ExactTypeError,
      'orient2d: b[0] is null, expected a finite number, a bigint or a Rational',
    );
    expectError(
      () => orient2d([0, 0], [1, 1], any(undefined)),
      ExactTypeError,
      'orient2d: c is undefined, expected a point [x, y]',
    );
    expectError(
      () => inRange(0, any({}), 1),
      ExactTypeError,
      'inRange: a is an object, expected a finite number, a bigint or a Rational',
    );
    expectError(
      () =>
        segmentsIntersect(any(null), [
          [0, 0],
          [1, 1],
        ]),
      ExactTypeError,
      'segmentsIntersect: s is null, expected a segment [p, q]',
    );
  });
  it('points of the wrong length are RangeErrors', () => {
    expectError(() => orient2d(any([0, 0, 0]), [1, 1], [2, 2]), ExactRangeError, 'orient2d: a has 3 coordinates, expected 2');
    expectError(() => orient2d([0, 0], any([1]), [2, 2]), ExactRangeError, 'orient2d: b has 1 coordinates, expected 2');
    expectError(
      () => orient3d([0, 0, 0], [1, 0, 0], any([0, 1]), [0, 0, 1]),
      ExactRangeError,
      'orient3d: c has 2 coordinates, expected 3',
    );
    expectError(
      () => inBox([0, 0], any([0, 0, 0]), [1, 1]),
      ExactRangeError,
      'inBox: a has 3 coordinates, expected 2 like the other points',
    );
    expectError(
      () =>
        segmentsIntersect(any([[0, 0]]), [
          [0, 0],
          [1, 1],
        ]),
      ExactRangeError,
      'segmentsIntersect: s has 1 points, expected 2',
    );
    expectError(
      () => segIntersect([0, 0], any([1, 1, 1]), [0, 0], [1, 1]),
      ExactRangeError,
      'segIntersect: p2 has 3 coordinates, expected 2',
    );
  });
  it('polygons: empty is bad input, non-convex has its own code', () => {
    expectError(() => pointInConvexPolygon([0, 0], []), ExactRangeError, 'pointInConvexPolygon: polygon is empty');
    expectError(
      () => pointInConvexPolygon([0, 0], any('square')),
      ExactTypeError,
      'pointInConvexPolygon: polygon is "square", expected an array of [x, y] points',
    );
    expectError(
      () =>
        pointInConvexPolygon(
          [0, 0],
          [
            [0, 0],
            [2, 0],
            [0, 2],
            [2, 2],
          ],
        ),
      ExactRangeError,
      'pointInConvexPolygon: polygon is not convex: it turns both ways (at vertex 2)',
      'not_convex',
    );
    expectError(
      () =>
        segmentIntersectsConvexPolygon(
          [
            [0, 0],
            [1, 1],
          ],
          any([
            [0, 0],
            [1, Number.NaN],
            [0, 1],
          ]),
        ),
      ExactRangeError,
      'segmentIntersectsConvexPolygon: polygon[1][1] is NaN',
    );
  });
  it('constructions validate like predicates', () => {
    expectError(
      () =>
        segmentIntersection(
          [
            [0, 0],
            [1, 1],
          ],
          any([
            [0, 0],
            [1, '1'],
          ]),
        ),
      ExactTypeError,
      'segmentIntersection: t[1][1] is "1", expected a finite number, a bigint or a Rational',
    );
  });
});

describe('readPoint', () => {
  it('names the shape it expected, with z in 3D', () => {
    expectError(() => readPoint('f', 'p', 'x', 2, []), ExactTypeError, 'f: p is "x", expected a point [x, y]');
    expectError(() => readPoint('f', 'p', 7, 3, []), ExactTypeError, 'f: p is 7, expected a point [x, y, z]');
  });
});

describe('roundedDoubleOf: the double a kernel filter for rounded inputs may read (within ε·|x| of the value, 0 only for 0)', () => {
  const crossing = (): Rational[] => {
    const x = segmentIntersection(
      [
        [0, 0],
        [1, 1],
      ],
      [
        [0, 1],
        [1.5, 0.1],
      ],
    );
    if (x.kind !== 'point') throw new Error('expected a point');
    return [...x.point] as Rational[];
  };

  it('numbers are themselves, bigints NaN, a Rational its toNumber() (kept)', () => {
    expect(roundedDoubleOf(0.5)).toBe(0.5);
    expect(roundedDoubleOf(5n)).toBeNaN();
    const third = Rational.of(1n, 3n);
    expect(roundedDoubleOf(third)).toBe(1 / 3);
    const long = Rational.of(10n ** 400n + 1n, 3n * 10n ** 399n);
    expect(roundedDoubleOf(long)).toBe(10 / 3);
    expect(long.toNumber()).toBe(10 / 3);
  });

  it('Rational.from of a number is that double exactly, for every stage (−0 as 0)', () => {
    expect(doubleOf(Rational.from(0.1))).toBe(0.1);
    expect(roundedDoubleOf(Rational.fromNumber(-2.5e-310))).toBe(-2.5e-310);
    expect(Object.is(doubleOf(Rational.from(-0)), 0)).toBe(true);
    expect(doubleOf(Rational.of(1n, 2n))).toBeNaN();
  });

  it('0 means exactly 0: a value that toNumber() rounds to ±0 gives NaN', () => {
    const tiny = Rational.of(1n, 1n << 1100n);
    expect(roundedDoubleOf(tiny)).toBeNaN();
    expect(tiny.toNumber()).toBe(0);
    expect(roundedDoubleOf(tiny)).toBeNaN();
    const negative = tiny.neg();
    expect(Object.is(negative.toNumber(), -0)).toBe(true);
    expect(roundedDoubleOf(negative)).toBeNaN();
    Rational.ZERO.toNumber();
    expect(roundedDoubleOf(Rational.ZERO)).toBe(0);
  });

  it('below 2^-1022 (subnormal doubles: the error is no fraction of x) and past the doubles it gives NaN', () => {
    // 2^-1022 − 2^-1080 rounds to 2^-1022: in range.
    const above = Rational.of((1n << 58n) - 1n, 1n << 1080n);
    expect(above.toNumber()).toBe(2 ** -1022);
    expect(roundedDoubleOf(above)).toBe(2 ** -1022);
    // 2^-1022 − 0.75·2^-1074 rounds to the subnormal 2^-1022 − 2^-1074.
    const below = Rational.of((1n << 54n) - 3n, 1n << 1076n);
    expect(below.toNumber()).toBe(2 ** -1022 - 2 ** -1074);
    expect(roundedDoubleOf(below)).toBeNaN();
    const huge = Rational.of(1n << 1100n);
    expect(huge.toNumber()).toBe(Number.POSITIVE_INFINITY);
    expect(roundedDoubleOf(huge)).toBeNaN();
  });

  it('a lazy construction result gives its nearest double, and a kernel decides on it without building its fraction', () => {
    const [x, y] = crossing() as [Rational, Rational];
    const before = materialisations();
    // Clearly off the line through (0, 0) and (1, 0): decided by the filter for rounded inputs.
    expect(orient2d([0, 0], [1, 0], [x, y])).toBe(1);
    expect(orient2d([x, y], [0, 0], [0, 1])).toBe(-1);
    expect(materialisations()).toBe(before);
    expect(roundedDoubleOf(x)).toBe(x.toNumber());
    expect(isNearestDouble(frac(Rational.of(x.num, x.den)), roundedDoubleOf(x))).toBe(true);
    expect(materialisations()).toBeGreaterThan(before);
    // On the segment the point was made from: exactly collinear, which no filter can prove (BigInt says 0).
    const [u, v] = crossing() as [Rational, Rational];
    expect(orient2d([0, 0], [1, 1], [u, v])).toBe(0);
    expect(orient2d([0, 1], [1.5, 0.1], [u, v])).toBe(0);
  });
});
