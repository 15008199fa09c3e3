/**
 * The kernel's sign entries on flat coordinates, for the package's own
 * predicates and constructions: every sign a predicate needs is asked here
 * (or of `det2Sign` / `compareCoord`), never computed in place. The
 * arguments are validated coordinates (finite numbers, bigints or
 * Rationals); the answers are exact.
 */
import type { Coordinate } from './coordinate.js';
import type { Sign } from './det2.js';
import { det2Sign } from './det2.js';
import { det3Sign } from './det3.js';

export { compareCoord } from './coordinate.js';
export type { Sign } from './det2.js';
export { det2Sign } from './det2.js';

/** sign((b − a) × (c − a)): `1` counterclockwise, `-1` clockwise, `0` collinear. */
export function orient2dSign(
  ax: Coordinate,
  ay: Coordinate,
  bx: Coordinate,
  by: Coordinate,
  cx: Coordinate,
  cy: Coordinate,
): Sign {
  return det2Sign(bx, ax, cy, ay, by, ay, cx, ax);
}

/** sign(((b − a) × (c − a)) · (d − a)), the package's orient3d convention. */
export function orient3dSign(
  ax: Coordinate,
  ay: Coordinate,
  az: Coordinate,
  bx: Coordinate,
  by: Coordinate,
  bz: Coordinate,
  cx: Coordinate,
  cy: Coordinate,
  cz: Coordinate,
  dx: Coordinate,
  dy: Coordinate,
  dz: Coordinate,
): Sign {
  return det3Sign(bx, by, bz, cx, cy, cz, dx, dy, dz, ax, ay, az);
}
