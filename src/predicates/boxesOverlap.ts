import type { Box, BoxLike } from '../core/box.js';
import { copyBox, isBoxObject } from '../core/box.js';
import type { Coordinate } from '../core/coordinate.js';
import { compareCoord } from '../core/coordinate.js';
import { boxAsRead, pointAsRead } from '../core/readInputs.js';

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
  // boxesOverlap's fast path, down to the end mark: written by `npm run kernel` from tools/predicates/specs.ts.
  // Each coordinate read once into a local (z as 0 in 2D). Finite numbers
  // are decided here, allocating nothing; anything else goes to the checked
  // path with the values read.
  // A 2D box reads as the 3D box with z in [0, 0], which overlaps on that axis and changes nothing.
  const amin = (a as Box)?.min;
  const amax = (a as Box)?.max;
  const bmin = (b as Box)?.min;
  const bmax = (b as Box)?.max;
  const n = amin?.length;
  if ((n === 2 || n === 3) && amax?.length === n && bmin?.length === n && bmax?.length === n) {
    const three = n === 3;
    const ax0 = amin[0];
    const ay0 = amin[1];
    const az0 = three ? amin[2] : 0;
    const ax1 = amax[0];
    const ay1 = amax[1];
    const az1 = three ? amax[2] : 0;
    const bx0 = bmin[0];
    const by0 = bmin[1];
    const bz0 = three ? bmin[2] : 0;
    const bx1 = bmax[0];
    const by1 = bmax[1];
    const bz1 = three ? bmax[2] : 0;
    if (
      typeof ax0 === 'number' &&
      typeof ay0 === 'number' &&
      typeof az0 === 'number' &&
      typeof ax1 === 'number' &&
      typeof ay1 === 'number' &&
      typeof az1 === 'number' &&
      typeof bx0 === 'number' &&
      typeof by0 === 'number' &&
      typeof bz0 === 'number' &&
      typeof bx1 === 'number' &&
      typeof by1 === 'number' &&
      typeof bz1 === 'number' &&
      isBoxObject(a) &&
      isBoxObject(b) &&
      typeof amin === 'object' &&
      typeof amax === 'object' &&
      typeof bmin === 'object' &&
      typeof bmax === 'object'
    ) {
      // NaN or ±Infinity anywhere makes the sum NaN or infinite (a sum of finite
      // values that overflows only sends valid input to the checked path).
      const sum = ax0 + ay0 + az0 + ax1 + ay1 + az1 + bx0 + by0 + bz0 + bx1 + by1 + bz1;
      if (sum - sum === 0 && ax0 <= ax1 && ay0 <= ay1 && az0 <= az1 && bx0 <= bx1 && by0 <= by1 && bz0 <= bz1) {
        return ax0 <= bx1 && bx0 <= ax1 && ay0 <= by1 && by0 <= ay1 && az0 <= bz1 && bz0 <= az1;
      }
    }
    return boxesOverlapChecked(
      boxAsRead(a, pointAsRead(amin, n, ax0, ay0, az0), pointAsRead(amax, n, ax1, ay1, az1)),
      boxAsRead(b, pointAsRead(bmin, n, bx0, by0, bz0), pointAsRead(bmax, n, bx1, by1, bz1)),
    );
  }
  return boxesOverlapChecked(a, b);
  // The end of boxesOverlap's generated fast path.
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
