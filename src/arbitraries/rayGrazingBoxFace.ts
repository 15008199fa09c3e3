import * as fc from 'fast-check';
import { dimField, readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraintsDim } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { fractions, intBox, intVector, pickAround } from './lattice.js';
import type { RayBoxCase2, RayBoxCase3 } from './types.js';

/**
 * `{ origin, dir, box }` where the ray lies in the plane of one face of the
 * box (in 2D: on the line of one side): the origin's coordinate on that
 * axis equals the box's min or max there and the direction's is 0, so the
 * ray slides along the face, hits its edge, or passes beside it — the slab
 * method's 0 × ∞ case. Default coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(rayGrazingBoxFace(), ({ origin, dir, box }) => rayIntersectsBox(origin, dir, box) === (rayBox(origin, dir, box) !== null)));
 * ```
 */
export function rayGrazingBoxFace<K extends CoordinateKind = 'mixed'>(
  constraints?: FamilyConstraintsDim<2, K>,
): fc.Arbitrary<RayBoxCase2<CoordinateOf<K>>>;
export function rayGrazingBoxFace<K extends CoordinateKind = 'mixed'>(
  constraints: FamilyConstraintsDim<3, K>,
): fc.Arbitrary<RayBoxCase3<CoordinateOf<K>>>;
export function rayGrazingBoxFace(constraints?: FamilyConstraintsDim<2 | 3>): fc.Arbitrary<RayBoxCase2 | RayBoxCase3> {
  const fn = 'rayGrazingBoxFace';
  const c = readConstraints(fn, constraints, ['coordinates', 'dim']);
  const kind = kindField(fn, c, 'mixed');
  const dim = dimField(fn, c);
  const b = EMBEDDING_BITS[kind];
  const config = fc.tuple(intBox(dim, b - 1), fc.nat(dim - 1), fc.boolean(), fractions(dim), intVector(dim, b - 2));
  return fc.tuple(config, embedding(kind)).map(([[box, axis, atMax, f, d], e]) => {
    const origin = box.min.map((lo, i) =>
      i === axis ? ((atMax ? box.max : box.min)[i] as bigint) : pickAround(lo, box.max[i] as bigint, f[i] as bigint),
    );
    const dir: bigint[] = d.map((x, i) => (i === axis ? 0n : x));
    // The direction must not vanish: give it a unit step along the next axis.
    if (!dir.some((x) => x !== 0n)) dir[(axis + 1) % dim] = 1n;
    return embed<RayBoxCase2 | RayBoxCase3>({ origin, dir, box }, e);
  });
}
