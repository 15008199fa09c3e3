import { pointAt } from './pointAt.js';
import type { FloatBox, FloatHit, FloatPoint } from './types.js';

/** The tolerance: a direction component below it counts as parallel. */
const PARALLEL = 0.000001;
/** The far limit: the ray is cut at t = 10000 (a distance when dir is a unit vector). */
const T_FAR = 10000;

/**
 * The slab method for a ray with a tolerance, as `intersectWithAABB` of a
 * Python article on ray–box picking writes it, faithful, tolerance and all: the ray
 * origin + t·dir against the closed box, as `{ t0, t1, enter, exit }` with
 * 0 ≤ t0 ≤ t1 ≤ 10000, or `null`. The post expects a unit `dir`; then t is
 * a distance. 2D and 3D alike (the post is 3D, one block per axis).
 *
 * Kept on purpose, to compare with the exact `rayBox`: a component with
 * |d| < 1e-6 counts as parallel (the slab test uses the origin alone, so a
 * ray that drifts into or out of a slab is misjudged), and the ray ends at
 * t = 10000 (boxes farther away are missed). Not a tolerance anything else
 * in this package uses.
 *
 * @example
 * ```ts
 * rayAabbTolerantFloat([0, 0.5], [1, 0], { min: [2, 0], max: [3, 1] });     // { t0: 2, t1: 3, ... }
 * rayAabbTolerantFloat([0, 0.5], [1, 0], { min: [2e4, 0], max: [3e4, 1] }); // null, exact answer is a hit
 * ```
 */
export function rayAabbTolerantFloat(origin: FloatPoint, dir: FloatPoint, box: FloatBox): FloatHit | null {
  let tmin = 0;
  let tmax = T_FAR;
  for (let i = 0; i < origin.length; i++) {
    const o = origin[i] as number;
    const d = dir[i] as number;
    const lo = box.min[i] as number;
    const hi = box.max[i] as number;
    if (Math.abs(d) < PARALLEL) {
      if (o < lo || o > hi) return null;
    } else {
      const ood = 1.0 / d;
      let t1 = (lo - o) * ood;
      let t2 = (hi - o) * ood;
      // t1 is the near plane, t2 the far one.
      if (t1 > t2) [t1, t2] = [t2, t1];
      if (t1 > tmin) tmin = t1;
      if (t2 < tmax) tmax = t2;
      if (tmin > tmax) return null;
    }
  }
  return { t0: tmin, t1: tmax, enter: pointAt(origin, dir, tmin), exit: pointAt(origin, dir, tmax) };
}

/**
 * The former name of `rayAabbTolerantFloat`, kept for code written against
 * it.
 *
 * @deprecated Use `rayAabbTolerantFloat`.
 */
export const rayAabbSeed004Float = rayAabbTolerantFloat;
