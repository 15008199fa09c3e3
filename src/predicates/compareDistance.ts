import type { PointLike } from '../core/coordinate.js';
import type { Sign } from '../core/sign.js';
import { compareDistance2Points, compareDistance3Points } from '../core/signs.js';

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
export function compareDistance(p: PointLike, a: PointLike, b: PointLike): Sign {
  if (p?.length === 3) return compareDistance3Points('compareDistance', p, a, b);
  return compareDistance2Points('compareDistance', p, a, b);
}
