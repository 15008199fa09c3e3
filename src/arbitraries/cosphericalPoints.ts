import type * as fc from 'fast-check';
import type { FamilyConstraints } from './coordinate.js';
import { symmetricPoints } from './symmetricPoints.js';
import type { CosphericalPoints } from './types.js';

/**
 * Five points on one sphere, and its centre: each is the centre plus a
 * signed permutation of one integer vector (u, v, w), 48 lattice points at
 * squared distance u² + v² + w², then carried exactly into the coordinate
 * kind. `insphere` of any five of them is 0, and so is
 * `compareDistance(center, p, q)` for any two. Points may repeat; shrinks
 * toward a zero offset and the centre at the origin. Default coordinates
 * `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(cosphericalPoints(), ({ points: [a, b, c, d, e] }) => insphere(a, b, c, d, e) === 0));
 * ```
 */
export function cosphericalPoints(constraints?: FamilyConstraints): fc.Arbitrary<CosphericalPoints> {
  return symmetricPoints<CosphericalPoints>('cosphericalPoints', constraints, 3, 5);
}
