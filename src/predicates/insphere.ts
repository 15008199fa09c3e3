import type { PointLike } from '../core/coordinate.js';
import type { Sign } from '../core/sign.js';
import { inspherePoints } from '../core/signs.js';

/**
 * Where e lies against the sphere through a, b, c and d: minus the sign of
 * the determinant with rows (p − e, |p − e|²) for p = a, b, c, d. When
 * `orient3d(a, b, c, d)` is `1`, `1` means e lies inside the sphere, `-1`
 * outside, `0` on it; the sign flips with the orientation.
 *
 * @example
 * ```ts
 * insphere([0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1], [0.25, 0.25, 0.25]); // 1 (inside)
 * insphere([0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1], [1, 1, 1]);          // 0 (on the sphere)
 * ```
 */
export function insphere(a: PointLike, b: PointLike, c: PointLike, d: PointLike, e: PointLike): Sign {
  return inspherePoints('insphere', a, b, c, d, e);
}
