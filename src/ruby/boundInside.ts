import type { PointLike } from '../core/coordinate.js';
import { copyPoint } from '../core/coordinate.js';
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
  const [px, py] = copyPoint('boundInside', 'p', p, 2);
  const [ax, ay] = copyPoint('boundInside', 'a', a, 2);
  const [bx, by] = copyPoint('boundInside', 'b', b, 2);
  return between(px, ax, bx) && between(py, ay, by);
}
