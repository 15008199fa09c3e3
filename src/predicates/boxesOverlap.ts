import type { BoxLike } from '../core/box.js';
import { checkBox } from '../core/box.js';
import type { Coordinate } from '../core/coordinate.js';
import { compareCoord } from '../core/coordinate.js';

/**
 * True iff the closed boxes a and b (both 2D or both 3D) share a point:
 * overlapping, touching along a face or edge, or at a single corner.
 *
 * @example
 * ```ts
 * boxesOverlap({ min: [0, 0], max: [1, 1] }, { min: [1, 1], max: [2, 2] }); // true (corner)
 * boxesOverlap({ min: [0, 0], max: [1, 1] }, { min: [2, 0], max: [3, 1] }); // false
 * ```
 */
export function boxesOverlap(a: BoxLike, b: BoxLike): boolean {
  const fn = 'boxesOverlap';
  const dim = checkBox(fn, 'a', a, 0);
  checkBox(fn, 'b', b, dim);
  for (let k = 0; k < dim; k++) {
    if (compareCoord(a.min[k] as Coordinate, b.max[k] as Coordinate) > 0) return false;
    if (compareCoord(b.min[k] as Coordinate, a.max[k] as Coordinate) > 0) return false;
  }
  return true;
}
