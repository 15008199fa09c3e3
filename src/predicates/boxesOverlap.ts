import type { BoxLike } from '../core/box.js';
import { copyBox } from '../core/box.js';
import type { Coordinate } from '../core/coordinate.js';
import { compareCoord } from '../core/coordinate.js';
import { boxesOverlapOnDoubles } from './generated/boxesOverlapOnDoubles.js';

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
  const r = boxesOverlapOnDoubles(a, b);
  return typeof r === 'boolean' ? r : boxesOverlapChecked(r.a, r.b);
}

/** lo ≤ hi, exactly. */
function ordered(lo: Coordinate, hi: Coordinate): boolean {
  return compareCoord(lo, hi) <= 0;
}

/** Validates both boxes (reading each coordinate once), then: on every axis each min is at most the other max. */
function boxesOverlapChecked(a: unknown, b: unknown): boolean {
  const fn = 'boxesOverlap';
  const p = copyBox(fn, 'a', a, 0);
  const q = copyBox(fn, 'b', b, p.min.length);
  for (let k = 0; k < p.min.length; k++) {
    if (!ordered(p.min[k] as Coordinate, q.max[k] as Coordinate) || !ordered(q.min[k] as Coordinate, p.max[k] as Coordinate))
      return false;
  }
  return true;
}
