import { pointAt } from './pointAt.js';
import type { FloatBox, FloatHit, FloatPoint } from './types.js';

/**
 * The slab method for a ray, as `RayIntersectsAABB` of a C++ primer on
 * axis-aligned boxes writes it, in doubles: the ray origin + t·dir (t ≥ 0)
 * against the closed box, as `{ t0, t1, enter, exit }` with 0 ≤ t0 ≤ t1
 * and the enter/exit points origin + dir·t, or `null` when it misses.
 * Per axis t = (min − o)/d and (max − o)/d by division; a zero component
 * means "inside the slab iff min ≤ o ≤ max" (the original's own branch, so no
 * 0 × ∞ here). 2D and 3D alike (the original is 3D).
 *
 * The original uses `float`; this uses doubles. Fixed from the original: (1) it
 * starts tmin at −∞ and never raises it to 0, so for an origin inside the
 * box its `enterPoint` lies behind the origin, off the ray its own formula
 * defines (t ≥ 0): here t0 = max(tmin, 0) and enter is the origin.
 * (2) dir = 0 leaves tmin = −∞ and enterPoint = origin + 0·(−∞) = NaN:
 * RangeError, as `rayBox`. Kept: rounded quotients, so a ray grazing an
 * edge or corner can miss or hit wrongly. `rayBox` is the exact twin.
 *
 * @example
 * ```ts
 * rayBoxFloat([0, 0.5], [1, 0], { min: [2, 0], max: [3, 1] }); // { t0: 2, t1: 3, enter: [2, 0.5], exit: [3, 0.5] }
 * rayBoxFloat([-0.9, -0.9], [0.8, 2], { min: [-0.3, -0.4], max: [0.7, 0.6] }); // null, yet it touches (−0.3, 0.6) at t = 3/4
 * ```
 */
export function rayBoxFloat(origin: FloatPoint, dir: FloatPoint, box: FloatBox): FloatHit | null {
  if (Array.from(dir).every((x) => x === 0)) throw new RangeError('rayBoxFloat: dir is zero, the ray has no direction');
  let tmin = Number.NEGATIVE_INFINITY;
  let tmax = Number.POSITIVE_INFINITY;
  for (let i = 0; i < origin.length; i++) {
    const o = origin[i] as number;
    const d = dir[i] as number;
    const lo = box.min[i] as number;
    const hi = box.max[i] as number;
    if (d === 0) {
      if (o < lo || o > hi) return null; // parallel and outside
    } else {
      let t1 = (lo - o) / d;
      let t2 = (hi - o) / d;
      if (t1 > t2) [t1, t2] = [t2, t1];
      tmin = Math.max(tmin, t1);
      tmax = Math.min(tmax, t2);
      if (tmin > tmax) return null;
      if (tmax < 0) return null;
    }
  }
  const t0 = Math.max(tmin, 0);
  return { t0, t1: tmax, enter: pointAt(origin, dir, t0), exit: pointAt(origin, dir, tmax) };
}
