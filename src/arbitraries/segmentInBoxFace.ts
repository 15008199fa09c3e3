import * as fc from 'fast-check';
import { dimField, readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraintsDim } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { fractions, intBox, pickAround } from './lattice.js';
import type { SegmentBoxCase2, SegmentBoxCase3 } from './types.js';

/**
 * `{ segment, box }` where the segment lies in the plane of one face of the
 * box (in 2D: on the line of one side): both endpoints have that axis'
 * coordinate equal to the box's min or max there, the other coordinates
 * anywhere around the box, so the segment runs along the face, crosses its
 * edge or stays beside it. Boxes may be flat. Default coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(segmentInBoxFace({ dim: 3 }), ({ segment, box }) => segmentIntersectsBox(segment, box) === (segmentBox(segment, box) !== null)));
 * ```
 */
export function segmentInBoxFace<K extends CoordinateKind = 'mixed'>(
  constraints?: FamilyConstraintsDim<2, K>,
): fc.Arbitrary<SegmentBoxCase2<CoordinateOf<K>>>;
export function segmentInBoxFace<K extends CoordinateKind = 'mixed'>(
  constraints: FamilyConstraintsDim<3, K>,
): fc.Arbitrary<SegmentBoxCase3<CoordinateOf<K>>>;
export function segmentInBoxFace(constraints?: FamilyConstraintsDim<2 | 3>): fc.Arbitrary<SegmentBoxCase2 | SegmentBoxCase3> {
  const fn = 'segmentInBoxFace';
  const c = readConstraints(fn, constraints, ['coordinates', 'dim']);
  const kind = kindField(fn, c, 'mixed');
  const dim = dimField(fn, c);
  const b = EMBEDDING_BITS[kind];
  const config = fc.tuple(intBox(dim, b - 1), fc.nat(dim - 1), fc.boolean(), fractions(dim), fractions(dim));
  return fc.tuple(config, embedding(kind)).map(([[box, axis, atMax, fp, fq], e]) => {
    const bound = (atMax ? box.max : box.min)[axis] as bigint;
    const place = (f: bigint[]) =>
      box.min.map((lo, i) => (i === axis ? bound : pickAround(lo, box.max[i] as bigint, f[i] as bigint)));
    return embed<SegmentBoxCase2 | SegmentBoxCase3>({ segment: [place(fp), place(fq)], box }, e);
  });
}
