import type { Coordinate } from '../core/coordinate.js';
import { compareCoord } from '../core/coordinate.js';
import type { SlabParam } from '../core/slab.js';
import { compareParams, PARAM_ONE, PARAM_ZERO } from '../core/slab.js';

/** Where a segment first meets a half-open pixel: the infimum parameter, and whether the point there is in the pixel. */
export type PixelHit = { readonly t: SlabParam; readonly closed: boolean };

/**
 * The points of the segment p + t·(q − p), 0 ≤ t ≤ 1, in the half-open box
 * [lo, hi) on both axes: null when there are none, else the infimum T of
 * their parameters and whether s(T) itself is in the box (`closed`), as
 * grid traversal orders cells. `v` is [px, py, qx, qy, xlo, ylo, xhi, yhi].
 *
 * Per axis with δ = q − p ≠ 0, lo ≤ x(t) < hi is t ∈ [(lo − p)/δ, (hi − p)/δ)
 * going up and t ∈ ((hi − p)/δ, (lo − p)/δ] going down; the parameters
 * compare exactly (det2), and a bound shared by a closed and an open end is
 * open.
 *
 * ```ts
 * pixelHit([0, 0, 2, 0, 0.5, -0.5, 1.5, 0.5])?.closed; // true (t from 1/4)
 * pixelHit([0, 0.5, 2, 0.5, 0.5, -0.5, 1.5, 0.5]); // null (y = 0.5 is the next row)
 * ```
 */
export function pixelHit(v: readonly Coordinate[]): PixelHit | null {
  let lower = PARAM_ZERO;
  let lowerOpen = false;
  let upper = PARAM_ONE;
  let upperOpen = false;
  for (let k = 0; k < 2; k++) {
    const p = v[k] as Coordinate;
    const q = v[2 + k] as Coordinate;
    const lo = v[4 + k] as Coordinate;
    const hi = v[6 + k] as Coordinate;
    const s = compareCoord(q, p);
    if (s === 0) {
      if (compareCoord(p, lo) < 0 || compareCoord(p, hi) >= 0) return null;
      continue;
    }
    const atLo: SlabParam = { a: lo, b: p, c: q, d: p, s };
    const atHi: SlabParam = { a: hi, b: p, c: q, d: p, s };
    const [enter, enterOpen, exit, exitOpen] = s > 0 ? [atLo, false, atHi, true] : [atHi, true, atLo, false];
    const a = compareParams(enter, lower);
    if (a > 0) [lower, lowerOpen] = [enter, enterOpen];
    else if (a === 0) lowerOpen ||= enterOpen;
    const b = compareParams(exit, upper);
    if (b < 0) [upper, upperOpen] = [exit, exitOpen];
    else if (b === 0) upperOpen ||= exitOpen;
  }
  const order = compareParams(lower, upper);
  if (order > 0 || (order === 0 && (lowerOpen || upperOpen))) return null;
  return { t: lower, closed: !lowerOpen };
}
