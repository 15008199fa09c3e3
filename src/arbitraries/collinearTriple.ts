import * as fc from 'fast-check';
import { readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraints } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { along, int, intVector } from './lattice.js';
import type { Triple2 } from './types.js';

/**
 * Three exactly collinear 2D points a + kᵢ·u (in any order, possibly
 * coinciding), by default with bigint coordinates up to 2^300, where every
 * double evaluation is hopeless. `orient2d` of every permutation is 0.
 * Shrinks toward a = 0, u = 0, kᵢ = 0.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(collinearTriple(), ([a, b, c]) => orient2d(a, b, c) === 0));
 * ```
 */
export function collinearTriple<K extends CoordinateKind = 'huge'>(
  constraints?: FamilyConstraints<K>,
): fc.Arbitrary<Triple2<CoordinateOf<K>>>;
export function collinearTriple(constraints?: FamilyConstraints): fc.Arbitrary<Triple2> {
  const fn = 'collinearTriple';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const kind: CoordinateKind = kindField(fn, c, 'huge');
  const b = EMBEDDING_BITS[kind];
  // |a| ≤ 2^(b-1) and |k·u| ≤ 2^(bu+bk) = 2^(b-1): every value within 2^b.
  const bu = Math.ceil((b - 1) / 2);
  const bk = b - 1 - bu;
  const config = fc.tuple(intVector(2, b - 1), intVector(2, bu), fc.tuple(int(bk), int(bk), int(bk)));
  return fc.tuple(config, embedding(kind)).map(([[a, u, ks], e]) =>
    embed<Triple2>(
      ks.map((k) => along(a, k, u)),
      e,
    ),
  );
}
