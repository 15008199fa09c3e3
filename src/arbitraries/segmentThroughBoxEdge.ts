import * as fc from 'fast-check';
import { dimField, readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraintsDim } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { along, fraction, int, intBox, intVector, pick } from './lattice.js';
import type { SegmentBoxCase2, SegmentBoxCase3 } from './types.js';

/**
 * `{ segment, box }` where the segment's line passes exactly through a
 * point of an edge of the box: in 3D a point with two coordinates on the
 * box's bounds and the third between them, in 2D a point of a side. The
 * segment is e + k₁·u to e + k₂·u through that point e (just e when
 * k₁ = k₂). Default coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(segmentThroughBoxEdge({ dim: 3 }), ({ segment, box }) => segmentIntersectsBox(segment, box) === (cohenSutherlandClip(segment, box) !== null)));
 * ```
 */
export function segmentThroughBoxEdge<K extends CoordinateKind = 'mixed'>(
  constraints?: FamilyConstraintsDim<2, K>,
): fc.Arbitrary<SegmentBoxCase2<CoordinateOf<K>>>;
export function segmentThroughBoxEdge<K extends CoordinateKind = 'mixed'>(
  constraints: FamilyConstraintsDim<3, K>,
): fc.Arbitrary<SegmentBoxCase3<CoordinateOf<K>>>;
export function segmentThroughBoxEdge(
  constraints?: FamilyConstraintsDim<2 | 3>,
): fc.Arbitrary<SegmentBoxCase2 | SegmentBoxCase3> {
  const fn = 'segmentThroughBoxEdge';
  const c = readConstraints(fn, constraints, ['coordinates', 'dim']);
  const kind = kindField(fn, c, 'mixed');
  const dim = dimField(fn, c);
  const b = EMBEDDING_BITS[kind];
  const bu = Math.ceil((b - 2) / 2);
  const bk = b - 2 - bu;
  const sides = fc.array(fc.boolean(), { minLength: dim, maxLength: dim });
  const config = fc.tuple(intBox(dim, b - 1), fc.nat(dim - 1), fraction(), sides, intVector(dim, bu), int(bk), int(bk));
  return fc.tuple(config, embedding(kind)).map(([[box, free, f, atMax, u, k1, k2], e]) => {
    // The edge runs along axis `free`; every other coordinate is at a bound.
    const point = box.min.map((lo, i) => {
      const hi = box.max[i] as bigint;
      if (i === free) return pick(lo, hi, f);
      return atMax[i] ? hi : lo;
    });
    return embed<SegmentBoxCase2 | SegmentBoxCase3>(
      { segment: k1 === k2 ? [point, [...point]] : [along(point, k1, u), along(point, k2, u)], box },
      e,
    );
  });
}
