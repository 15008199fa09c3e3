import { difference, pointAt } from './pointAt.js';
import type { FloatBox, FloatHit, FloatPoint, FloatSegment } from './types.js';

/**
 * Liang–Barsky clipping in doubles, as `liang_barsky` of a Python tutorial
 * on segment–box intersection writes it: clips the closed segment s = [p, q]
 * to the closed box. Returns `{ t0, t1, enter, exit }` — the clipped
 * parameters along d = q − p and the clipped segment [enter, exit] =
 * [p + t0·d, p + t1·d] — or `null` when the segment misses the box. Per
 * axis the two inequalities −d·t ≤ p − min and d·t ≤ max − p, each
 * bound t = q/p by one division; 2D and 3D alike (two inequalities per axis).
 *
 * No bug to fix. Kept: the rounded quotients and points, so a segment
 * touching a corner can miss, and a clipped endpoint can land a rounding
 * outside the box. `clipSegment` is the exact twin.
 *
 * @example
 * ```ts
 * liangBarskyFloat([[-1, 0.5], [3, 0.5]], { min: [0, 0], max: [1, 1] }); // enter [0, 0.5], exit [1, 0.5]
 * liangBarskyFloat([[-0.5, -0.5], [0.1, 0.2]], { min: [0.1, 0.2], max: [0.7, 0.9] }); // enter ≈ [0.09999999999999998, 0.19999999999999996], outside the box
 * ```
 */
export function liangBarskyFloat(s: FloatSegment, box: FloatBox): FloatHit | null {
  const p1 = s[0] as FloatPoint;
  const d = difference(s[1] as FloatPoint, p1);
  let t0 = 0.0;
  let t1 = 1.0;
  for (let axis = 0; axis < p1.length; axis++) {
    const o = p1[axis] as number;
    const da = d[axis] as number;
    // The original's p = [-dx, dx, ...] and q = [x1 - xmin, xmax - x1, ...].
    for (const [p, q] of [
      [-da, o - (box.min[axis] as number)],
      [da, (box.max[axis] as number) - o],
    ] as const) {
      if (p === 0) {
        // Parallel to this side: outside it means outside the box.
        if (q < 0) return null;
      } else {
        const t = q / p;
        if (p < 0) {
          if (t > t1) return null;
          if (t > t0) t0 = t; // entering: raise the lower bound
        } else {
          if (t < t0) return null;
          if (t < t1) t1 = t; // leaving: lower the upper bound
        }
      }
    }
  }
  return { t0, t1, enter: pointAt(p1, d, t0), exit: pointAt(p1, d, t1) };
}
