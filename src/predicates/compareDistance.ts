import type { Point, Point2, Point3 } from '../core/coordinate.js';
import { compareDistance2Points } from '../core/generated/compareDistance2.js';
import { compareDistance3Points } from '../core/generated/compareDistance3.js';
import type { Sign } from '../core/sign.js';

/**
 * Which of a and b is nearer to p: the sign of |p − a|² − |p − b|², in 2D or
 * 3D. `-1`: a is nearer; `1`: b is nearer; `0`: equally far. All three
 * points have the same dimension (the dimension of p decides).
 *
 * @example
 * ```ts
 * compareDistance([0, 0], [1, 0], [0, 2]);         // -1 (a is nearer)
 * compareDistance([0, 0, 0], [3, 4, 0], [0, 0, 5]); // 0 (both at distance 5)
 * ```
 */
export function compareDistance(p: Point, a: Point, b: Point): Sign {
  if (p?.length === 3) return compareDistance3Points('compareDistance', p as Point3, a as Point3, b as Point3);
  return compareDistance2Points('compareDistance', p as Point2, a as Point2, b as Point2);
}
