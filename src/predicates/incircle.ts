import type { PointLike } from '../core/coordinate.js';
import type { Sign } from '../core/sign.js';
import { incirclePoints } from '../core/signs.js';

/**
 * Where d lies against the circle through a, b and c: the sign of the
 * determinant with rows (a − d, |a − d|²), (b − d, |b − d|²),
 * (c − d, |c − d|²). When a, b, c turn counterclockwise, `1` means d lies
 * inside the circle, `-1` outside, `0` on it; the sign flips when they turn
 * clockwise. Collinear a, b, c (no circle) give the orientation of the line
 * against d, scaled: 0 when d is on the line too.
 *
 * @example
 * ```ts
 * incircle([0, 0], [2, 0], [0, 2], [1, 1]); // 1 (inside)
 * incircle([0, 0], [2, 0], [0, 2], [2, 2]); // 0 (on the circle)
 * ```
 */
export function incircle(a: PointLike, b: PointLike, c: PointLike, d: PointLike): Sign {
  return incirclePoints('incircle', a, b, c, d);
}
