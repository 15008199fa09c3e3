import type { Coordinate } from '../core/coordinate.js';
import { compareCoord } from '../core/coordinate.js';

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

/**
 * One axis: 0b01 when v < lo, 0b10 when v > hi, else ON_SIDE when v is lo or hi, else 0.
 *
 * @example
 * ```ts
 * axisRegion(-1, 0, 4); // 0b01
 * ```
 */
export function axisRegion(v: Coordinate, lo: Coordinate, hi: Coordinate): number {
  const below = compareCoord(v, lo);
  if (below < 0) return 0b01;
  const above = compareCoord(v, hi);
  if (above > 0) return 0b10;
  return below === 0 || above === 0 ? ON_SIDE : 0;
}

/**
 * The region of the axes so far followed by one more axis: their code moves up two bits, the flag stays.
 *
 * @example
 * ```ts
 * withAxis(0b01, 0b10); // 0b0110
 * ```
 */
export function withAxis(region: number, axis: number): number {
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
