import { difference, pointAt } from './pointAt.js';
import type { FloatBox, FloatHit, FloatPoint } from './types.js';

/**
 * The slab method for a ray, as `ray_aabb` of a Python tutorial on
 * segment–box intersection writes it, in doubles: the ray from p1 through p2 against the
 * closed box, as `{ t0, t1, enter, exit }` with 0 ≤ t0 ≤ t1 measured in
 * units of d = p2 − p1 (t = 1 is p2), or `null` when it misses. Same slab
 * loop as `segmentBoxFloat` with t unbounded above; 2D and 3D alike.
 *
 * Fixed from the original: (1) it takes `d = np.linalg.norm(p2 - p1)`, a
 * scalar, and then indexes `d[axis]` — it never runs; the direction vector
 * p2 − p1 is what it means. (2) A zero direction component gives
 * 1/d = ∞ and 0 × ∞ = NaN for a ray in a slab plane; as other write-ups of
 * the slab method do, a zero component means "inside the slab iff min ≤ p1 ≤ max".
 * (3) p1 = p2 is no ray (the exit point would be p1 + 0·∞ = NaN): RangeError,
 * as `rayBox` does for a zero direction. Kept: the rounded reciprocal.
 * `rayBox` (with dir = p2 − p1) is the exact twin.
 *
 * @example
 * ```ts
 * rayAabbFloat([0, 0.5], [1, 0.5], { min: [2, 0], max: [3, 1] }); // { t0: 2, t1: 3, ... }
 * rayAabbFloat([0, 0], [5, 15], { min: [3, 8], max: [4, 9] });      // null, yet it touches (3, 9) at t = 3/5
 * ```
 */
export function rayAabbFloat(p1: FloatPoint, p2: FloatPoint, box: FloatBox): FloatHit | null {
  const d = difference(p2, p1);
  if (d.every((x) => x === 0)) throw new RangeError('rayAabbFloat: p1 equals p2, the ray has no direction');
  let tMin = 0;
  let tMax = Number.POSITIVE_INFINITY;
  for (let axis = 0; axis < p1.length; axis++) {
    const o = p1[axis] as number;
    const lo = box.min[axis] as number;
    const hi = box.max[axis] as number;
    const da = d[axis] as number;
    if (da === 0) {
      if (o < lo || o > hi) return null;
      continue;
    }
    const invD = 1.0 / da;
    let t0 = (lo - o) * invD;
    let t1 = (hi - o) * invD;
    if (invD < 0) [t0, t1] = [t1, t0];
    if (t0 > tMin) tMin = t0;
    if (t1 < tMax) tMax = t1;
    if (tMin > tMax) return null;
  }
  return { t0: tMin, t1: tMax, enter: pointAt(p1, d, tMin), exit: pointAt(p1, d, tMax) };
}
