import * as fc from 'fast-check';
import { boolField } from './boolField.js';
import { readConstraints } from './constraints.js';
import type { CoordinateKind } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { intVector } from './lattice.js';
import type { Parallelepiped } from './types.js';

/** Constraints of {@link parallelepiped}. */
export interface ParallelepipedConstraints {
  /** The coordinate kind it is carried into, exactly (default `'mixed'`). */
  coordinates?: CoordinateKind;
  /** Edges along the axes, of either sign (default false: any edges spanning a volume). */
  axisAligned?: boolean;
}

/** The 3×3 determinant of three integer vectors. */
function det3(a: readonly bigint[], b: readonly bigint[], c: readonly bigint[]): bigint {
  const [a0, a1, a2] = a as [bigint, bigint, bigint];
  const [b0, b1, b2] = b as [bigint, bigint, bigint];
  const [c0, c1, c2] = c as [bigint, bigint, bigint];
  return a0 * (b1 * c2 - b2 * c1) - a1 * (b0 * c2 - b2 * c0) + a2 * (b0 * c1 - b1 * c0);
}

/**
 * A 3D parallelepiped `{ origin, edges }` (the points origin + Σ uᵢ·edges[i],
 * 0 ≤ uᵢ ≤ 1) whose edges span a volume: skewed by default, or with
 * axis-aligned edges of either sign. Shrinks toward small edges.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(segment3(), parallelepiped(), (s, { origin, edges }) => typeof segmentIntersectsParallelepiped(s, origin, edges) === 'boolean'));
 * ```
 */
export function parallelepiped(constraints?: ParallelepipedConstraints): fc.Arbitrary<Parallelepiped> {
  const fn = 'parallelepiped';
  const c = readConstraints(fn, constraints, ['coordinates', 'axisAligned']);
  const kind = kindField(fn, c, 'mixed');
  const axisAligned = boolField(fn, c, 'axisAligned', false);
  const b = EMBEDDING_BITS[kind];
  // origin within 2^(b-2), three edges within 2^(b-4) each: every vertex within 2^(b-1).
  const edges = axisAligned
    ? intVector(3, b - 4).map((len) => len.map((l, i) => [0n, 0n, 0n].map((z, k) => (k === i ? (l === 0n ? 1n : l) : z))))
    : fc.tuple(intVector(3, b - 4), intVector(3, b - 4), intVector(3, b - 4)).filter(([e0, e1, e2]) => det3(e0, e1, e2) !== 0n);
  return fc
    .tuple(intVector(3, b - 2), edges, embedding(kind))
    .map(([origin, es, e]) => embed<Parallelepiped>({ origin, edges: es }, e));
}
