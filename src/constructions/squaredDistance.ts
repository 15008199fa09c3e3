import type { Coordinate, PointLike, SegmentLike } from '../core/coordinate.js';
import { copyPoint, copySegment, scaleToIntegers } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';

/*
 * Exact squared distances. A distance itself is a square root, irrational
 * in general; its square is exact, and compares as the distance does. Both
 * functions scale every coordinate by one common factor L (the least
 * common denominator, see scaleToIntegers) and work on integers, reducing
 * once at the end: the squared distance of the scaled points is L² times
 * the true one.
 */

/** Σ (x_i − y_i)² over the first n entries of x and y. */
function sumOfSquares(x: readonly bigint[], y: readonly bigint[], n: number): bigint {
  let s = 0n;
  for (let i = 0; i < n; i++) {
    const d = (x[i] as bigint) - (y[i] as bigint);
    s += d * d;
  }
  return s;
}

/**
 * The exact squared distance |p − q|² between two points of one dimension
 * (2D or 3D), a Rational (an integer, den 1, for integer coordinates). The
 * distance orders as its square: compare squared distances, or use
 * `compareDistance` for the sign alone.
 *
 * @example
 * ```ts
 * squaredDistance([0, 0], [3, 4]).toString();       // '25'
 * squaredDistance([0.5, 0, 0], [0, 0, 1n]).toString(); // '5/4'
 * ```
 */
export function squaredDistance(p: PointLike, q: PointLike): Rational {
  const fn = 'squaredDistance';
  const a = copyPoint(fn, 'p', p, 0);
  const dim = a.length;
  const b = copyPoint(fn, 'q', q, dim, ' like p');
  const { ints, scale } = scaleToIntegers([...(a as readonly Coordinate[]), ...(b as readonly Coordinate[])]);
  return Rational.of(sumOfSquares(ints, ints.slice(dim), dim), scale * scale);
}

/**
 * The exact squared distance from the point p to the closed segment s =
 * [a, b] (2D or 3D, one dimension), a Rational: to the nearest point of s,
 * which is a or b when p's projection on the line falls outside s (or s is
 * a single point), else the foot of the perpendicular. With w = p − a and
 * d = b − a: |w|² when w·d ≤ 0, |p − b|² when w·d ≥ |d|², else
 * |w|² − (w·d)²/|d|². The cases are told apart by the exact integers the
 * value is made of, so nothing is rounded.
 *
 * @example
 * ```ts
 * squaredDistanceToSegment([1, 1], [[0, 0], [2, 0]]).toString(); // '1' (the foot (1, 0))
 * squaredDistanceToSegment([3, 1], [[0, 0], [2, 0]]).toString(); // '2' (to the end (2, 0))
 * squaredDistanceToSegment([0, 1], [[0, 0], [2, 2]]).toString(); // '1/2'
 * ```
 */
export function squaredDistanceToSegment(p: PointLike, s: SegmentLike): Rational {
  const fn = 'squaredDistanceToSegment';
  const point = copyPoint(fn, 'p', p, 0);
  const dim = point.length;
  const [a, b] = copySegment(fn, 's', s, dim);
  const values = [...point, ...a, ...b] as Coordinate[];
  const { ints, scale } = scaleToIntegers(values);
  const P = ints.slice(0, dim);
  const A = ints.slice(dim, 2 * dim);
  const B = ints.slice(2 * dim);
  let dd = 0n;
  let wd = 0n;
  for (let i = 0; i < dim; i++) {
    const d = (B[i] as bigint) - (A[i] as bigint);
    dd += d * d;
    wd += ((P[i] as bigint) - (A[i] as bigint)) * d;
  }
  const scale2 = scale * scale;
  if (wd <= 0n) return Rational.of(sumOfSquares(P, A, dim), scale2);
  if (wd >= dd) return Rational.of(sumOfSquares(P, B, dim), scale2);
  // The foot of the perpendicular: |w|² − (w·d)²/|d|², over |d|² (dd > 0 here, since 0 < wd < dd).
  return Rational.of(sumOfSquares(P, A, dim) * dd - wd * wd, dd * scale2);
}
