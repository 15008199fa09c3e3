import * as fc from 'fast-check';
import { dimField, readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraintsDim } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { fractions, intBox, pick, pickAround } from './lattice.js';
import type { SegmentBoxCase2, SegmentBoxCase3 } from './types.js';

/**
 * `{ segment, box }` where the segment touches the box only on its boundary:
 * one endpoint lies on a face (edges and corners included), the other on
 * the outer side of that face's plane (or in it). So the segment always
 * meets the box, and all it shares with it lies in that face. Random
 * direction. Default coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(touchingSegmentBox(), ({ segment, box }) => segmentIntersectsBox(segment, box)));
 * ```
 */
export function touchingSegmentBox<K extends CoordinateKind = 'mixed'>(
  constraints?: FamilyConstraintsDim<2, K>,
): fc.Arbitrary<SegmentBoxCase2<CoordinateOf<K>>>;
export function touchingSegmentBox<K extends CoordinateKind = 'mixed'>(
  constraints: FamilyConstraintsDim<3, K>,
): fc.Arbitrary<SegmentBoxCase3<CoordinateOf<K>>>;
export function touchingSegmentBox(constraints?: FamilyConstraintsDim<2 | 3>): fc.Arbitrary<SegmentBoxCase2 | SegmentBoxCase3> {
  const fn = 'touchingSegmentBox';
  const c = readConstraints(fn, constraints, ['coordinates', 'dim']);
  const kind = kindField(fn, c, 'mixed');
  const dim = dimField(fn, c);
  const b = EMBEDDING_BITS[kind];
  const config = fc.tuple(intBox(dim, b - 1), fc.nat(dim - 1), fc.boolean(), fractions(dim), fractions(dim), fc.boolean());
  return fc.tuple(config, embedding(kind)).map(([[box, axis, atMax, fp, fq, flip], e]) => {
    const bound = (atMax ? box.max : box.min)[axis] as bigint;
    const p = box.min.map((lo, i) => (i === axis ? bound : pick(lo, box.max[i] as bigint, fp[i] as bigint)));
    // The far endpoint: on the outer side of the face's plane, up to a box width away.
    const q = box.min.map((lo, i) => {
      const hi = box.max[i] as bigint;
      if (i !== axis) return pickAround(lo, hi, fq[i] as bigint);
      const away = pick(0n, hi - lo + 2n, fq[i] as bigint);
      return atMax ? bound + away : bound - away;
    });
    return embed<SegmentBoxCase2 | SegmentBoxCase3>({ segment: flip ? [q, p] : [p, q], box }, e);
  });
}
