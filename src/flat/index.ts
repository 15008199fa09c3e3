/**
 * exact-predicates/flat: `orient2d`, `orient3d`, `incircle` and `insphere`
 * with robust-predicates' argument lists (flat doubles) and sign
 * conventions, so that code written for robust-predicates switches by
 * changing the import:
 *
 * ```ts
 * // import { orient2d, incircle } from 'robust-predicates';
 * import { orient2d, incircle } from 'exact-predicates/flat';
 * ```
 *
 * Every result has the same sign as robust-predicates' on every input
 * (both are exact); the magnitude is the double evaluation when the filter
 * decides, and ±1 or 0 when an exact stage does, so use the sign only. NaN,
 * ±∞ and non-numbers throw a typed error naming the argument
 * (`RangeError: orient2d: cy is NaN`) where robust-predicates returns a
 * meaningless value. The `...fast` names are the same exact functions: code
 * that used robust-predicates' non-robust versions gets exact signs.
 *
 * @packageDocumentation
 */
import { incircleFlat } from '../core/signs.js';
import { insphereFlat } from '../core/signs.js';
import { orient2dFlat } from '../core/signs.js';
import { orient3dFlat } from '../core/signs.js';

/**
 * robust-predicates' orient2d: positive when a, b, c turn clockwise in y-up
 * axes (counterclockwise on a y-down screen), negative the other way, 0 when
 * they are collinear. Exact.
 *
 * @example
 * ```ts
 * orient2d(0, 0, 1, 0, 0, 1); // negative: counterclockwise in y-up axes
 * orient2d(0, 0, 1, 1, 2, 2); // 0
 * ```
 */
export const orient2d: (ax: number, ay: number, bx: number, by: number, cx: number, cy: number) => number = orient2dFlat;

/**
 * robust-predicates' orient3d: positive when d lies on the side of the plane
 * through a, b, c from which they appear clockwise, negative on the other
 * side, 0 when the four points are coplanar (the opposite sign of the main
 * entry's orient3d). Exact.
 *
 * @example
 * ```ts
 * orient3d(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1); // negative
 * ```
 */
export const orient3d: (
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
  dx: number,
  dy: number,
  dz: number,
) => number = orient3dFlat;

/**
 * robust-predicates' incircle: with a, b, c counterclockwise in y-up axes,
 * positive when d lies inside their circle, negative outside, 0 on it (the
 * sign flips with their order). Exact.
 *
 * @example
 * ```ts
 * incircle(0, 0, 2, 0, 0, 2, 1, 1); // positive
 * ```
 */
export const incircle: (
  ax: number,
  ay: number,
  bx: number,
  by: number,
  cx: number,
  cy: number,
  dx: number,
  dy: number,
) => number = incircleFlat;

/**
 * robust-predicates' insphere: when the main entry's orient3d(a, b, c, d) is
 * 1, positive when e lies inside their sphere, negative outside, 0 on it (the
 * sign flips with the orientation). Exact.
 *
 * @example
 * ```ts
 * insphere(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0.25, 0.25, 0.25); // positive
 * ```
 */
export const insphere: (
  ax: number,
  ay: number,
  az: number,
  bx: number,
  by: number,
  bz: number,
  cx: number,
  cy: number,
  cz: number,
  dx: number,
  dy: number,
  dz: number,
  ex: number,
  ey: number,
  ez: number,
) => number = insphereFlat;

/** The same as {@link orient2d}: exact (robust-predicates' orient2dfast is not). */
export const orient2dfast = orient2d;
/** The same as {@link orient3d}: exact. */
export const orient3dfast = orient3d;
/** The same as {@link incircle}: exact. */
export const incirclefast = incircle;
/** The same as {@link insphere}: exact. */
export const inspherefast = insphere;
