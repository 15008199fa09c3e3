import type { BoxLike } from '../core/box.js';
import { copyBox, showCoordinate } from '../core/box.js';
import type { Point, PointLike } from '../core/coordinate.js';
import { compareCoord, copyPoint } from '../core/coordinate.js';
import { ExactRangeError } from '../core/errors.js';
import { arrayAsRead, boxAsRead, cornersAsRead, pointAsRead, pointsAndBoxAreObjects } from '../core/readInputs.js';
import { rayMeetsBox2, rayMeetsBox3 } from '../core/separatingAxis.js';
import { lineMeetsBoxExact } from '../core/separatingAxisExact.js';

const ZEROS = [0, 0, 0] as const;
const FN = 'rayIntersectsBox';

/**
 * True iff the closed ray r(t) = origin + t·dir, t ≥ 0, meets the closed box
 * (2D or 3D): starting inside or on the boundary, grazing a corner or an
 * edge, running along a face all count. A zero `dir` is an ExactRangeError
 * (code `bad_input`). `rayBox` gives the parameter interval.
 *
 * @example
 * ```ts
 * rayIntersectsBox([0, 0], [1, 1], { min: [2, 2], max: [3, 3] });  // true
 * rayIntersectsBox([5, 5], [1, 1], { min: [2, 2], max: [3, 3] });  // false (the box is behind)
 * ```
 */
export function rayIntersectsBox(origin: PointLike, dir: PointLike, box: BoxLike): boolean {
  const lo = box?.min;
  const hi = box?.max;
  // Every length read once, before any decision (a Proxy may answer differently on a second read).
  const n = origin?.length;
  const dn = dir?.length;
  const lon = lo?.length;
  const hin = hi?.length;
  if (n === 2 && dn === 2 && lon === 2 && hin === 2) {
    const ox = origin[0];
    const oy = origin[1];
    const dx = dir[0];
    const dy = dir[1];
    const x0 = lo[0];
    const y0 = lo[1];
    const x1 = hi[0];
    const y1 = hi[1];
    if (
      typeof ox === 'number' &&
      typeof oy === 'number' &&
      typeof dx === 'number' &&
      typeof dy === 'number' &&
      typeof x0 === 'number' &&
      typeof y0 === 'number' &&
      typeof x1 === 'number' &&
      typeof y1 === 'number' &&
      pointsAndBoxAreObjects(origin, dir, lo, hi, box)
    ) {
      // NaN or ±Infinity anywhere makes the sum NaN or infinite.
      const sum = ox + oy + dx + dy + x0 + y0 + x1 + y1;
      if (sum - sum === 0 && x0 <= x1 && y0 <= y1 && (dx !== 0 || dy !== 0)) {
        return rayMeetsBox2(ox, oy, dx, dy, x0, y0, x1, y1);
      }
    }
    // The values read above go on, never the caller's arrays again.
    const box2 = boxAsRead(box, pointAsRead(lo, 2, x0, y0, 0), pointAsRead(hi, 2, x1, y1, 0));
    return rayIntersectsBoxChecked(FN, pointAsRead(origin, 2, ox, oy, 0), pointAsRead(dir, 2, dx, dy, 0), box2);
  }
  if (n === 3 && dn === 3 && lon === 3 && hin === 3) return rayIntersectsBox3(origin as Point, dir as Point, box, lo, hi);
  const corners = cornersAsRead(box, lo, lon, hi, hin);
  return rayIntersectsBoxChecked(FN, arrayAsRead(origin, n, [], 3), arrayAsRead(dir, dn, [], 3), corners);
}

/** The 3D fast path on the points read (each of length 3): plain finite numbers, min ≤ max, dir ≠ 0; else the checked path. */
function rayIntersectsBox3(origin: Point, dir: Point, box: BoxLike, lo: PointLike, hi: PointLike): boolean {
  const ox = origin[0];
  const oy = origin[1];
  const oz = origin[2];
  const dx = dir[0];
  const dy = dir[1];
  const dz = dir[2];
  const x0 = lo[0];
  const y0 = lo[1];
  const z0 = lo[2];
  const x1 = hi[0];
  const y1 = hi[1];
  const z1 = hi[2];
  if (
    typeof ox === 'number' &&
    typeof oy === 'number' &&
    typeof oz === 'number' &&
    typeof dx === 'number' &&
    typeof dy === 'number' &&
    typeof dz === 'number' &&
    typeof x0 === 'number' &&
    typeof y0 === 'number' &&
    typeof z0 === 'number' &&
    typeof x1 === 'number' &&
    typeof y1 === 'number' &&
    typeof z1 === 'number' &&
    pointsAndBoxAreObjects(origin, dir, lo, hi, box)
  ) {
    const sum = ox + oy + oz + dx + dy + dz + x0 + y0 + z0 + x1 + y1 + z1;
    if (sum - sum === 0 && x0 <= x1 && y0 <= y1 && z0 <= z1 && (dx !== 0 || dy !== 0 || dz !== 0)) {
      return rayMeetsBox3(ox, oy, oz, dx, dy, dz, x0, y0, z0, x1, y1, z1);
    }
  }
  const box3 = boxAsRead(box, pointAsRead(lo, 3, x0, y0, z0), pointAsRead(hi, 3, x1, y1, z1));
  return rayIntersectsBoxChecked(FN, pointAsRead(origin, 3, ox, oy, oz), pointAsRead(dir, 3, dx, dy, dz), box3);
}

/**
 * `rayIntersectsBox` without the fast path: reads origin, dir and box once
 * (validated copies), then decides exactly for any coordinates; errors
 * name `fn`.
 *
 * @example
 * ```ts
 * rayIntersectsBoxChecked('f', [0, 0], [1, 1], { min: [2n, 2n], max: [3n, 3n] }); // true
 * ```
 */
export function rayIntersectsBoxChecked(fn: string, origin: unknown, dir: unknown, box: unknown): boolean {
  const o = copyPoint(fn, 'origin', origin, 0);
  const d = copyDirection(fn, dir, o.length);
  const { min, max } = copyBox(fn, 'box', box, o.length);
  return lineMeetsBoxExact(o.length, o, d, ZEROS, min, max, true);
}

/**
 * Reads dir once: throws unless it is a point of `dim` coordinates, not all
 * zero, else returns a validated copy (see `copyPoint`).
 *
 * @example
 * ```ts
 * copyDirection('f', [0, 1], 2); // [0, 1]
 * copyDirection('f', [0, 0], 2); // throws ExactRangeError: f: dir is [0, 0], expected a non-zero direction
 * ```
 */
export function copyDirection(fn: string, dir: unknown, dim: 2 | 3): Point {
  const d = copyPoint(fn, 'dir', dir, dim);
  if (d.every((v) => compareCoord(v, 0) === 0)) {
    throw new ExactRangeError(`${fn}: dir is [${d.map(showCoordinate).join(', ')}], expected a non-zero direction`);
  }
  return d;
}
