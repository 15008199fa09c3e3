import type { BoxLike } from '../core/box.js';
import { checkBox } from '../core/box.js';
import type { Coordinate, PointLike } from '../core/coordinate.js';
import { checkPoint, compareCoord } from '../core/coordinate.js';
import type { Location } from './convexPolygon.js';

/**
 * Where p lies relative to the closed box (2D or 3D): `'inside'` (strictly
 * between min and max on every axis), `'boundary'` (in the box and equal to
 * min or max on some axis) or `'outside'`. A flat or point box has no
 * interior, so its points are `'boundary'`.
 *
 * @example
 * ```ts
 * pointInBox([1, 1], { min: [0, 0], max: [2, 2] }); // 'inside'
 * pointInBox([1, 0], { min: [0, 0], max: [2, 0] }); // 'boundary' (flat box)
 * ```
 */
export function pointInBox(p: PointLike, box: BoxLike): Location {
  const fn = 'pointInBox';
  const dim = checkPoint(fn, 'p', p, 0);
  checkBox(fn, 'box', box, dim);
  let onSide = false;
  for (let k = 0; k < dim; k++) {
    const v = p[k] as Coordinate;
    const lo = compareCoord(v, box.min[k] as Coordinate);
    const hi = compareCoord(v, box.max[k] as Coordinate);
    if (lo < 0 || hi > 0) return 'outside';
    if (lo === 0 || hi === 0) onSide = true;
  }
  return onSide ? 'boundary' : 'inside';
}
