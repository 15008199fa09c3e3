import type { Coordinate } from './coordinate.js';
import { compareCoord } from './coordinate.js';
import { det2Sign } from './generated/det2.js';

/*
 * The separating axis test of separatingAxis.ts for any coordinates
 * (number, bigint, Rational), with every sign from compareCoord and
 * det2Sign. The line is p + t·(e − f): a segment p→q is e = q, f = p, t in
 * [0, 1]; a ray is e = dir, f = 0, t ≥ 0.
 */

/** The planes (a, b) whose normal axis d × eₖ is tested: one in 2D, three in 3D. */
const PLANES_2D: readonly (readonly [number, number])[] = [[0, 1]];
const PLANES_3D: readonly (readonly [number, number])[] = [
  [1, 2],
  [2, 0],
  [0, 1],
];

/**
 * True iff the closed segment (ray = false: t in [0, 1], with e = q, f = p)
 * or ray (ray = true: t ≥ 0) meets the closed box [min, max]. Inputs are
 * validated arrays of `dim` coordinates.
 *
 * ```ts
 * lineMeetsBoxExact(2, [0n, 2n], [2n, 0n], [0n, 2n], [1n, 1n], [3n, 3n], false); // true (through the corner (1, 1))
 * ```
 */
export function lineMeetsBoxExact(
  dim: 2 | 3,
  p: ArrayLike<Coordinate>,
  e: ArrayLike<Coordinate>,
  f: ArrayLike<Coordinate>,
  min: ArrayLike<Coordinate>,
  max: ArrayLike<Coordinate>,
  ray: boolean,
): boolean {
  const dir: number[] = [];
  for (let k = 0; k < dim; k++) {
    const pk = p[k] as Coordinate;
    const lo = min[k] as Coordinate;
    const hi = max[k] as Coordinate;
    const s = compareCoord(e[k] as Coordinate, f[k] as Coordinate);
    dir.push(s);
    const belowP = compareCoord(pk, lo) < 0;
    const aboveP = compareCoord(pk, hi) > 0;
    if (ray) {
      // The ray's shadow on axis k is a half-line from p_k (or p_k alone).
      if (s >= 0 && aboveP) return false;
      if (s <= 0 && belowP) return false;
    } else {
      // The segment's shadow is [p_k, q_k] (e = q): both ends beyond one side.
      const qk = e[k] as Coordinate;
      if (belowP && compareCoord(qk, lo) < 0) return false;
      if (aboveP && compareCoord(qk, hi) > 0) return false;
    }
  }
  for (const [a, b] of dim === 2 ? PLANES_2D : PLANES_3D) {
    const sa = dir[a] as number;
    const sb = dir[b] as number;
    if (sa === 0 || sb === 0) continue;
    // Corners of the projected rectangle farthest and nearest along n = (−d_b, d_a).
    const farA = (sb > 0 ? min[a] : max[a]) as Coordinate;
    const farB = (sa > 0 ? max[b] : min[b]) as Coordinate;
    const nearA = (sb > 0 ? max[a] : min[a]) as Coordinate;
    const nearB = (sa > 0 ? min[b] : max[b]) as Coordinate;
    const ea = e[a] as Coordinate;
    const eb = e[b] as Coordinate;
    const fa = f[a] as Coordinate;
    const fb = f[b] as Coordinate;
    const pa = p[a] as Coordinate;
    const pb = p[b] as Coordinate;
    if (det2Sign(ea, fa, farB, pb, eb, fb, farA, pa) < 0) return false;
    if (det2Sign(ea, fa, nearB, pb, eb, fb, nearA, pa) > 0) return false;
  }
  return true;
}
