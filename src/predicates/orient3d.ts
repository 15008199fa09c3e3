import type { PointLike } from '../core/coordinate.js';
import type { Sign } from '../core/sign.js';
import { orient3dPoints } from '../core/signs.js';

/**
 * Orientation of four 3D points: the sign of ((b − a) × (c − a)) · (d − a).
 * `1`: d lies on the side of the plane through a, b, c from which a, b, c
 * appear counterclockwise; `-1`: the other side; `0`: coplanar. (This is the
 * opposite sign of Shewchuk's `orient3d`.)
 *
 * @example
 * ```ts
 * orient3d([0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]); // 1
 * ```
 */
export function orient3d(a: PointLike, b: PointLike, c: PointLike, d: PointLike): Sign {
  return orient3dPoints('orient3d', a, b, c, d);
}
