import { det2FilterSign, det2SignBig, orient2dAt, UNDECIDED } from '../core/det2.js';
import { checkCoords, checkFinite, checkOut } from './checkBatch.js';

/**
 * Orientations of many triples of points at once, exactly as `orient2d`:
 * triple i is stored in `coords[6i .. 6i + 5]` as ax, ay, bx, by, cx, cy, and
 * `out[i]` receives `1` (counterclockwise), `-1` (clockwise) or `0`
 * (collinear). Returns `out`. Throws naming the index of the first NaN or
 * ±∞ it meets (items before it are already written), or a wrong length.
 *
 * @example
 * ```ts
 * orient2dMany(new Float64Array([0, 0, 1, 0, 0, 1, 0, 0, 1, 1, 2, 2]), new Int8Array(2)); // Int8Array [1, 0]
 * ```
 */
export function orient2dMany(coords: Float64Array, out: Int8Array): Int8Array {
  const n = checkCoords('orient2dMany', 'coords', coords, 6, 'ax, ay, bx, by, cx, cy per triple');
  checkOut('orient2dMany', out, Int8Array, n, 'triple');
  for (let i = 0, k = 0; i < n; i++, k += 6) {
    const ax = coords[k] as number;
    const ay = coords[k + 1] as number;
    const bx = coords[k + 2] as number;
    const by = coords[k + 3] as number;
    const cx = coords[k + 4] as number;
    const cy = coords[k + 5] as number;
    const s = det2FilterSign(bx, ax, cy, ay, by, ay, cx, ax);
    out[i] = s !== 0 ? s : orient2dExact(coords, k);
  }
  return out;
}

/** The filter could not decide the triple at coords[k..]: exact in doubles, else validate and use BigInt. */
function orient2dExact(coords: Float64Array, k: number): number {
  const s = orient2dAt(coords, k, k + 2, k + 4);
  if (s !== UNDECIDED) return s;
  checkFinite('orient2dMany', 'coords', coords, k, 6);
  const ax = coords[k] as number;
  const ay = coords[k + 1] as number;
  return det2SignBig(
    coords[k + 2] as number,
    ax,
    coords[k + 5] as number,
    ay,
    coords[k + 3] as number,
    ay,
    coords[k + 4] as number,
    ax,
  );
}
