import * as fc from 'fast-check';
import { symmetricPoint } from './cocircularPoints.js';
import { readConstraints } from './constraints.js';
import type { CoordinateKind, FamilyConstraints } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { intVector } from './lattice.js';
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
  const fn = 'cosphericalPoints';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const kind: CoordinateKind = kindField(fn, c, 'mixed');
  const b = EMBEDDING_BITS[kind];
  // Centre within 2^(b-1), the offset within 2^(b-2): every coordinate within 2^b.
  const picks = fc.array(fc.nat(47), { minLength: 5, maxLength: 5 });
  const config = fc.tuple(intVector(3, b - 1), intVector(3, b - 2), picks);
  return fc
    .tuple(config, embedding(kind))
    .map(([[center, uvw, which], e]) =>
      embed<CosphericalPoints>({ center, points: which.map((k) => symmetricPoint(center, uvw, k)) }, e),
    );
}
