import { describe, it } from 'vitest';
import { readPoint } from '../../src/core/coordinate.js';
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
