import type { PointLike } from '../core/coordinate.js';
import { pointInPolygonChecked } from '../predicates/convexPolygon.js';

/**
 * The Ruby post's `point_lies_in?`: p lies in the closed quadrilateral a, b,
 * c, d, whose vertices must be given in order around it (either direction).
 * Unlike the post, a quad whose vertices all coincide contains only that
 * point, and one whose vertices are collinear is the segment they span.
 * Vertices out of order (a self-crossing quad) are an error with code
 * `not_convex`. The same answer as `pointInConvexPolygon(p, [a, b, c, d]) !== 'outside'`.
 *
 * @example
 * ```ts
 * pointLiesIn([1, 1], [0, 0], [0, 2], [2, 2], [2, 0]); // true
 * pointLiesIn([7, -3], [1, 1], [1, 1], [1, 1], [1, 1]); // false (the post says true for any point)
 * ```
 */
export function pointLiesIn(p: PointLike, a: PointLike, b: PointLike, c: PointLike, d: PointLike): boolean {
  return pointInPolygonChecked('pointLiesIn', p, [a, b, c, d], ['a', 'b', 'c', 'd']) !== 'outside';
}
