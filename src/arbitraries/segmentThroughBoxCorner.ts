import * as fc from 'fast-check';
import { dimField, readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraintsDim } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { along, int, intBox, intVector } from './lattice.js';
import type { SegmentBoxCase2, SegmentBoxCase3 } from './types.js';

/**
 * `{ segment, box }` where the segment's line passes exactly through a
 * corner of the box: endpoints c + k₁·u and c + k₂·u. About half of them
 * contain the corner (k₁ ≤ 0 ≤ k₂ or the reverse); depending on u the
 * segment enters the box there, only touches the corner, or runs along an
 * edge. When k₁ = k₂ the segment is the corner itself (a point has no line
 * through anything else). Default coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(segmentThroughBoxCorner(), ({ segment, box }) => segmentIntersectsBox(segment, box) === (clipSegment(segment, box) !== null)));
 * ```
 */
export function segmentThroughBoxCorner<K extends CoordinateKind = 'mixed'>(
  constraints?: FamilyConstraintsDim<2, K>,
): fc.Arbitrary<SegmentBoxCase2<CoordinateOf<K>>>;
export function segmentThroughBoxCorner<K extends CoordinateKind = 'mixed'>(
  constraints: FamilyConstraintsDim<3, K>,
): fc.Arbitrary<SegmentBoxCase3<CoordinateOf<K>>>;
export function segmentThroughBoxCorner(
  constraints?: FamilyConstraintsDim<2 | 3>,
): fc.Arbitrary<SegmentBoxCase2 | SegmentBoxCase3> {
  const fn = 'segmentThroughBoxCorner';
  const c = readConstraints(fn, constraints, ['coordinates', 'dim']);
  const kind = kindField(fn, c, 'mixed');
  const dim = dimField(fn, c);
  const b = EMBEDDING_BITS[kind];
  // Corner within 2^(b-2), |k·u| ≤ 2^(bu+bk) = 2^(b-2).
  const bu = Math.ceil((b - 2) / 2);
  const bk = b - 2 - bu;
  const corner = fc.array(fc.boolean(), { minLength: dim, maxLength: dim });
  const config = fc.tuple(intBox(dim, b - 1), corner, intVector(dim, bu), int(bk), int(bk));
  return fc.tuple(config, embedding(kind)).map(([[box, atMax, u, k1, k2], e]) => {
    const c0 = box.min.map((lo, i) => (atMax[i] ? (box.max[i] as bigint) : lo));
    return embed<SegmentBoxCase2 | SegmentBoxCase3>(
      { segment: k1 === k2 ? [c0, [...c0]] : [along(c0, k1, u), along(c0, k2, u)], box },
      e,
    );
  });
}
