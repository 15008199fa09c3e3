import type { Point2 } from '../core/coordinate.js';
import { checkPoint } from '../core/coordinate.js';
import { between } from '../predicates/inRange.js';

/**
 * The Ruby post's `bound_inside?`: p in the closed axis-aligned rectangle
 * with opposite corners a and b. The same answer as `inBox` from the main
 * entry, in 2D only.
 *
 * @example
 * ```ts
 * boundInside([1, 1], [0, 0], [2, 2]); // true
 * boundInside([3, 1], [0, 0], [2, 2]); // false
 * ```
 */
export function boundInside(p: Point2, a: Point2, b: Point2): boolean {
  checkPoint('boundInside', 'p', p, 2);
  checkPoint('boundInside', 'a', a, 2);
  checkPoint('boundInside', 'b', b, 2);
  return between(p[0], a[0], b[0]) && between(p[1], a[1], b[1]);
}
