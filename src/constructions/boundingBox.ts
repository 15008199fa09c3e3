import type { Box, Box2, Box3 } from '../core/box.js';
import type { Coordinate, Point, Point2, Point3, PointLike } from '../core/coordinate.js';
import { arrayLikeLength, compareCoord, copyPoint } from '../core/coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';

/**
 * The smallest closed box containing every point (the usual ComputeAABB),
 * 2D or 3D. Its coordinates are the input values themselves (a number stays
 * that number, a bigint that bigint, and the types say so: number points
 * give a `Box<number>`), chosen by exact comparison. An empty list, or
 * points of different dimensions, is an error.
 *
 * @example
 * ```ts
 * boundingBox([[1, 5], [3n, -2], [0.5, 0]]); // { min: [0.5, -2], max: [3n, 5] }
 * boundingBox([[1, 2, 3]]);                  // { min: [1, 2, 3], max: [1, 2, 3] } (a point box)
 * ```
 */
// The conditional widens literal types: [[1, 2]] gives a Box2<number>, not a Box2<1 | 2>.
export function boundingBox<C extends Coordinate>(
  points: readonly Point2<C>[],
): Box2<C extends number ? number : C extends bigint ? bigint : C>;
export function boundingBox<C extends Coordinate>(
  points: readonly Point3<C>[],
): Box3<C extends number ? number : C extends bigint ? bigint : C>;
export function boundingBox<P extends PointLike>(points: ArrayLike<P>): Box<P[number]>;
export function boundingBox(points: ArrayLike<PointLike>): Box {
  const fn = 'boundingBox';
  const count = arrayLikeLength(points);
  if (count < 0) throw new ExactTypeError(`${fn}: points is ${describeValue(points)}, expected a non-empty array of points`);
  if (count === 0) throw new ExactRangeError(`${fn}: points is empty`);
  const first = copyPoint(fn, 'points[0]', points[0], 0);
  const dim = first.length;
  const min = first.slice();
  const max = first.slice();
  for (let i = 1; i < count; i++) {
    const p = copyPoint(fn, 'points', points[i], dim, ' like points[0]', i);
    for (let k = 0; k < dim; k++) {
      const v = p[k] as Coordinate;
      if (compareCoord(v, min[k] as Coordinate) < 0) min[k] = v;
      if (compareCoord(v, max[k] as Coordinate) > 0) max[k] = v;
    }
  }
  return { min: min as unknown as Point, max: max as unknown as Point };
}
