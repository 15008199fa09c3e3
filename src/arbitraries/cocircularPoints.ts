import type * as fc from 'fast-check';
import type { FamilyConstraints } from './coordinate.js';
import { symmetricPoints } from './symmetricPoints.js';
import type { CocircularPoints } from './types.js';

/**
 * Four points on one circle, and its centre: each is centre + (±u, ±v) or
 * centre + (±v, ±u) for one integer vector (u, v), eight lattice points at
 * squared distance u² + v² from the centre, then carried exactly into the
 * coordinate kind (a similarity keeps them on a circle). `incircle` of any
 * four of them is 0, and so is `compareDistance(center, p, q)` for any two:
 * the cases where a float in-circle test answers by its rounding. Points may
 * repeat; shrinks toward u = v = 0 and the centre at the origin. Default
 * coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(cocircularPoints(), ({ points: [a, b, c, d] }) => incircle(a, b, c, d) === 0));
 * ```
 */
export function cocircularPoints(constraints?: FamilyConstraints): fc.Arbitrary<CocircularPoints> {
  return symmetricPoints<CocircularPoints>('cocircularPoints', constraints, 2, 4);
}
