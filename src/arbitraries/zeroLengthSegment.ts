import * as fc from 'fast-check';
import type { Segment2, Segment3 } from '../core/coordinate.js';
import { dimField, readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraintsDim } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { intVector } from './lattice.js';

/**
 * A zero-length segment [p, p] (2D by default, or 3D). With `'mixed'`
 * coordinates the two copies of p may be written differently (5, 5n and the
 * Rational 5), which must not matter. Default coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(zeroLengthSegment(), point2(), ([p, q], r) => orient2d(p, q, r) === 0));
 * ```
 */
export function zeroLengthSegment<K extends CoordinateKind = 'mixed'>(
  constraints?: FamilyConstraintsDim<2, K>,
): fc.Arbitrary<Segment2<CoordinateOf<K>>>;
export function zeroLengthSegment<K extends CoordinateKind = 'mixed'>(
  constraints: FamilyConstraintsDim<3, K>,
): fc.Arbitrary<Segment3<CoordinateOf<K>>>;
export function zeroLengthSegment(constraints?: FamilyConstraintsDim<2 | 3>): fc.Arbitrary<Segment2 | Segment3> {
  const fn = 'zeroLengthSegment';
  const c = readConstraints(fn, constraints, ['coordinates', 'dim']);
  const kind = kindField(fn, c, 'mixed');
  const dim = dimField(fn, c);
  return fc
    .tuple(intVector(dim, EMBEDDING_BITS[kind]), embedding(kind))
    .map(([p, e]) => embed<Segment2 | Segment3>([p, [...p]], e));
}
