import type { Box, BoxLike } from '../core/box.js';
import { copyBox, isBoxObject } from '../core/box.js';
import type { Coordinate, PointLike } from '../core/coordinate.js';
import { compareCoord, copyPoint } from '../core/coordinate.js';
import { boxAsRead, pointAsRead } from '../core/readInputs.js';

/*
 * Where a point lies against a closed box, axis by axis, as one integer:
 * the Cohen–Sutherland region code (two bits per axis, x highest: 0b01
 * below min, 0b10 above max, 0b00 within) in CODE_BITS, and ON_SIDE when
 * the point equals min or max on some axis. `outcode` answers the code,
 * `pointInBox` reads inside / boundary / outside from both.
 */

/** The flag set when the point equals min or max on some axis (within the box on that axis). */
const ON_SIDE = 1 << 6;
/** The bits of the region code (two per axis, up to three axes). */
export const CODE_BITS = ON_SIDE - 1;

/** One axis: 0b01 when v < lo, 0b10 when v > hi, else ON_SIDE when v is lo or hi, else 0. */
function axisRegion(v: Coordinate, lo: Coordinate, hi: Coordinate): number {
  const below = compareCoord(v, lo);
  if (below < 0) return 0b01;
  const above = compareCoord(v, hi);
  if (above > 0) return 0b10;
  return below === 0 || above === 0 ? ON_SIDE : 0;
}

/** The region of the axes so far followed by one more axis: their code moves up two bits, the flag stays. */
function withAxis(region: number, axis: number): number {
  return ((region & CODE_BITS) << 2) | (region & ON_SIDE) | axis;
}

/**
 * The region (code and flag) of validated p against the box [min, max] on
 * the first `dim` axes.
 *
 * @example
 * ```ts
 * regionOf(2, [-1, 5], [0, 0], [4, 4]); // 6 = 0b0110
 * regionOf(2, [0, 2], [0, 0], [4, 4]);  // ON_SIDE
 * ```
 */
export function regionOf(dim: number, p: ArrayLike<Coordinate>, min: ArrayLike<Coordinate>, max: ArrayLike<Coordinate>): number {
  let region = 0;
  for (let k = 0; k < dim; k++)
    region = withAxis(region, axisRegion(p[k] as Coordinate, min[k] as Coordinate, max[k] as Coordinate));
  return region;
}

/**
 * The region (code and flag) of p against the box, both as callers pass
 * them; errors name `fn`. Each coordinate is read once. The fast path, for
 * arrays or array-likes of the right lengths, reads the coordinates into
 * locals (z only in 3D) and, when they are finite numbers with min ≤ max,
 * answers on doubles, where comparisons are exact, allocating nothing;
 * otherwise the checked path takes the values it read.
 *
 * @example
 * ```ts
 * boxRegion('f', [-1, 5], { min: [0, 0], max: [4, 4] }) & CODE_BITS; // 6 = 0b0110
 * ```
 */
export function boxRegion(fn: string, p: PointLike, box: BoxLike): number {
  const lo = (box as Box)?.min;
  const hi = (box as Box)?.max;
  const n = p?.length;
  if ((n === 2 || n === 3) && lo?.length === n && hi?.length === n) {
    const three = n === 3;
    const px = p[0];
    const py = p[1];
    const pz = three ? p[2] : 0;
    const x0 = lo[0];
    const y0 = lo[1];
    const z0 = three ? lo[2] : 0;
    const x1 = hi[0];
    const y1 = hi[1];
    const z1 = three ? hi[2] : 0;
    if (
      typeof px === 'number' &&
      typeof py === 'number' &&
      typeof pz === 'number' &&
      typeof x0 === 'number' &&
      typeof y0 === 'number' &&
      typeof z0 === 'number' &&
      typeof x1 === 'number' &&
      typeof y1 === 'number' &&
      typeof z1 === 'number' &&
      typeof p === 'object' &&
      isBoxObject(box) &&
      typeof lo === 'object' &&
      typeof hi === 'object'
    ) {
      // NaN or ±Infinity anywhere makes the sum NaN or infinite.
      const sum = px + py + pz + x0 + y0 + z0 + x1 + y1 + z1;
      if (sum - sum === 0 && x0 <= x1 && y0 <= y1 && z0 <= z1) {
        const region = withAxis(axisRegion(px, x0, x1), axisRegion(py, y0, y1));
        return three ? withAxis(region, axisRegion(pz, z0, z1)) : region;
      }
    }
    const min = pointAsRead(lo, n, x0, y0, z0);
    const max = pointAsRead(hi, n, x1, y1, z1);
    return boxRegionChecked(fn, pointAsRead(p, n, px, py, pz), boxAsRead(box, min, max));
  }
  return boxRegionChecked(fn, p, box);
}

/** Validates p and box (reading each coordinate once), then their region. */
function boxRegionChecked(fn: string, p: unknown, box: unknown): number {
  const point = copyPoint(fn, 'p', p, 0);
  const { min, max } = copyBox(fn, 'box', box, point.length);
  return regionOf(point.length, point, min, max);
}
