import * as fc from 'fast-check';
import { dimField, readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraintsDim } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { fractions, intBox, intVector, pickAround } from './lattice.js';
import type { RayBoxCase2, RayBoxCase3 } from './types.js';

/**
 * `{ origin, dir, box }` with the origin within a box-width of the box and
 * a non-zero lattice direction (zero components are common: axis-parallel
 * rays). Default coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(rayNearBox({ dim: 3 }), ({ origin, dir, box }) => rayIntersectsBox(origin, dir, box) === (rayBox(origin, dir, box) !== null)));
 * ```
 */
export function rayNearBox<K extends CoordinateKind = 'mixed'>(
  constraints?: FamilyConstraintsDim<2, K>,
): fc.Arbitrary<RayBoxCase2<CoordinateOf<K>>>;
export function rayNearBox<K extends CoordinateKind = 'mixed'>(
  constraints: FamilyConstraintsDim<3, K>,
): fc.Arbitrary<RayBoxCase3<CoordinateOf<K>>>;
export function rayNearBox(constraints?: FamilyConstraintsDim<2 | 3>): fc.Arbitrary<RayBoxCase2 | RayBoxCase3> {
  const fn = 'rayNearBox';
  const c = readConstraints(fn, constraints, ['coordinates', 'dim']);
  const kind = kindField(fn, c, 'mixed');
  const dim = dimField(fn, c);
  const b = EMBEDDING_BITS[kind];
  const config = fc.tuple(intBox(dim, b - 1), fractions(dim), intVector(dim, b - 2), fc.nat(dim - 1));
  return fc.tuple(config, embedding(kind)).map(([[box, f, d, axis], e]) => {
    const origin = box.min.map((lo, i) => pickAround(lo, box.max[i] as bigint, f[i] as bigint));
    const dir: bigint[] = [...d];
    if (!dir.some((x) => x !== 0n)) dir[axis] = 1n;
    return embed<RayBoxCase2 | RayBoxCase3>({ origin, dir, box }, e);
  });
}
