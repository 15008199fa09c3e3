import { UNDECIDED } from '../core/sign.js';
import { orient2dAt, orient2dSign } from '../core/signs.js';
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
    const s = orient2dAt(coords, k, k + 2, k + 4);
    out[i] = s !== UNDECIDED ? s : orient2dChecked(coords, k);
  }
  return out;
}

/** A triple the stages in doubles could not decide: validate it, then BigInt. */
function orient2dChecked(coords: Float64Array, k: number): number {
  checkFinite('orient2dMany', 'coords', coords, k, 6);
  const v = coords;
  return orient2dSign(
    v[k] as number,
    v[k + 1] as number,
    v[k + 2] as number,
    v[k + 3] as number,
    v[k + 4] as number,
    v[k + 5] as number,
  );
}
