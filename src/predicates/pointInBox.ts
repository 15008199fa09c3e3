import type { BoxLike } from '../core/box.js';
import type { PointLike } from '../core/coordinate.js';
import { CODE_BITS } from './axisRegion.js';
import { boxRegion } from './boxRegion.js';
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
  const region = boxRegion('pointInBox', p, box);
  // Outside on some axis; else on a side (the flag); else strictly inside.
  return (region & CODE_BITS) !== 0 ? 'outside' : region !== 0 ? 'boundary' : 'inside';
}
