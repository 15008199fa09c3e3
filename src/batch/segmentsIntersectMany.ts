import { segmentPairFilter } from '../predicates/segmentPairFilter.js';
import { segmentsMeetAt } from '../predicates/segmentsIntersect.js';
import { checkCoords, checkFinite, checkOut } from './checkBatch.js';

/**
 * `segmentsIntersect` for many pairs of closed segments at once: pair i is
 * stored in `coords[8i .. 8i + 7]` as px, py, qx, qy, ux, uy, vx, vy (segments
 * p–q and u–v), and `out[i]` receives `1` when they share a point, else `0`.
 * Returns `out`. Throws naming the index of the first NaN or ±∞ it meets
 * (items before it are already written), or a wrong length.
 *
 * @example
 * ```ts
 * segmentsIntersectMany(new Float64Array([0, 0, 2, 2, 0, 2, 2, 0]), new Uint8Array(1)); // Uint8Array [1]
 * ```
 */
export function segmentsIntersectMany(coords: Float64Array, out: Uint8Array): Uint8Array {
  const n = checkCoords('segmentsIntersectMany', 'coords', coords, 8, 'px, py, qx, qy, ux, uy, vx, vy per pair');
  checkOut('segmentsIntersectMany', out, Uint8Array, n, 'pair');
  for (let i = 0, k = 0; i < n; i++, k += 8) {
    const px = coords[k] as number;
    const py = coords[k + 1] as number;
    const qx = coords[k + 2] as number;
    const qy = coords[k + 3] as number;
    const ux = coords[k + 4] as number;
    const uy = coords[k + 5] as number;
    const vx = coords[k + 6] as number;
    const vy = coords[k + 7] as number;
    const m = segmentPairFilter(px, py, qx, qy, ux, uy, vx, vy);
    out[i] = m >= 0 ? m : segmentsExact(coords, k);
  }
  return out;
}

/** The filter could not decide the pair at coords[k..]: validate it, then decide exactly. */
function segmentsExact(coords: Float64Array, k: number): number {
  checkFinite('segmentsIntersectMany', 'coords', coords, k, 8);
  return segmentsMeetAt(coords, k) ? 1 : 0;
}
