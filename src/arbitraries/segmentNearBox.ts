import * as fc from 'fast-check';
import { dimField, readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraintsDim } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { fractions, intBox, pickAround } from './lattice.js';
import type { SegmentBoxCase2, SegmentBoxCase3 } from './types.js';

/**
 * `{ segment, box }` with both endpoints within a box-width of the box, so
 * that hits, misses, clips and touches all come up often (free segments and
 * boxes almost always miss each other). Endpoints sit on the integer
 * lattice before scaling, so they often share a coordinate with a box side.
 * Boxes may be flat. Default coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(segmentNearBox(), ({ segment, box }) => segmentIntersectsBox(segment, box) === (segmentBox(segment, box) !== null)));
 * ```
 */
export function segmentNearBox<K extends CoordinateKind = 'mixed'>(
  constraints?: FamilyConstraintsDim<2, K>,
): fc.Arbitrary<SegmentBoxCase2<CoordinateOf<K>>>;
export function segmentNearBox<K extends CoordinateKind = 'mixed'>(
  constraints: FamilyConstraintsDim<3, K>,
): fc.Arbitrary<SegmentBoxCase3<CoordinateOf<K>>>;
export function segmentNearBox(constraints?: FamilyConstraintsDim<2 | 3>): fc.Arbitrary<SegmentBoxCase2 | SegmentBoxCase3> {
  const fn = 'segmentNearBox';
  const c = readConstraints(fn, constraints, ['coordinates', 'dim']);
  const kind = kindField(fn, c, 'mixed');
  const dim = dimField(fn, c);
  const config = fc.tuple(intBox(dim, EMBEDDING_BITS[kind] - 1), fractions(dim), fractions(dim));
  return fc.tuple(config, embedding(kind)).map(([[box, fp, fq], e]) => {
    const place = (f: bigint[]) => box.min.map((lo, i) => pickAround(lo, box.max[i] as bigint, f[i] as bigint));
    return embed<SegmentBoxCase2 | SegmentBoxCase3>({ segment: [place(fp), place(fq)], box }, e);
  });
}
