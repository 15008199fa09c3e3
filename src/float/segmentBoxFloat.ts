import { difference, pointAt } from './pointAt.js';
import type { FloatBox, FloatHit, FloatPoint, FloatSegment } from './types.js';

/**
 * The slab method for a segment in doubles, as `seg_aabb` of a Python
 * tutorial on segment–box intersection writes it (multiplying by the
 * reciprocal 1/d): the part of the closed segment s = [p, q] inside the
 * closed box, as `{ t0, t1, enter, exit }` with 0 ≤ t0 ≤ t1 ≤ 1 along
 * d = q − p, or `null` when they miss. Per axis the entry and exit
 * parameters are (min − p)·(1/d) and (max − p)·(1/d), the reciprocal
 * computed once as the original does; 2D and 3D alike.
 *
 * Fixed from the original: a zero component of d gives 1/d = ∞, and a segment
 * lying in a slab plane (p on min or max) then computes 0 × ∞ = NaN (in
 * JavaScript `Math.max` spreads it and the segment "hits" with NaN bounds).
 * As other write-ups of the slab method do, a zero component means "inside the slab iff
 * min ≤ p ≤ max" here. Kept from the original: the rounded reciprocal and
 * products (a segment touching a corner can miss), and a subnormal d whose
 * reciprocal overflows to ∞. `segmentBox` is the exact twin.
 *
 * @example
 * ```ts
 * segmentBoxFloat([[-1, 0.5], [2, 0.5]], { min: [0, 0], max: [1, 1] }); // { t0: 1/3, t1: 2/3, ... }
 * segmentBoxFloat([[0, 0], [5, 15]], { min: [3, 8], max: [4, 9] });     // null, yet it touches (3, 9) at t = 3/5
 * ```
 */
export function segmentBoxFloat(s: FloatSegment, box: FloatBox): FloatHit | null {
  const p = s[0] as FloatPoint;
  const d = difference(s[1] as FloatPoint, p);
  let tMin = 0;
  let tMax = 1;
  for (let axis = 0; axis < p.length; axis++) {
    const o = p[axis] as number;
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
    // Python's max/min as the original uses them: a NaN argument leaves the bound.
    if (t0 > tMin) tMin = t0;
    if (t1 < tMax) tMax = t1;
    if (tMin > tMax) return null;
  }
  return { t0: tMin, t1: tMax, enter: pointAt(p, d, tMin), exit: pointAt(p, d, tMax) };
}
