import type { Coordinate, PointLike } from '../core/coordinate.js';
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
export function boundInside(p: PointLike, a: PointLike, b: PointLike): boolean {
  checkPoint('boundInside', 'p', p, 2);
  checkPoint('boundInside', 'a', a, 2);
  checkPoint('boundInside', 'b', b, 2);
  const at = (v: PointLike, k: number) => v[k] as Coordinate;
  return between(at(p, 0), at(a, 0), at(b, 0)) && between(at(p, 1), at(a, 1), at(b, 1));
}
