import * as fc from 'fast-check';
import type { SegmentSet2, SegmentSetConstraints } from './arrangementTypes.js';
import { embed, embedding } from './embedding.js';
import { along, intVector } from './lattice.js';
import { setFamily } from './setSize.js';

/**
 * Many segments through one point: each runs from c − k₁·u to c + k₂·u for
 * its own integer direction u and 0 ≤ k₁, k₂ ≤ 3, so the centre c is an
 * endpoint of some, interior to others, and some have zero length; random
 * directions of travel. Every pair shares c (collinear pairs may share
 * more). Default coordinates `'mixed'`, 3 to 12 segments.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(segmentStar(), (set) => segmentIntersections(set).length === (set.length * (set.length - 1)) / 2));
 * ```
 */
export function segmentStar(constraints?: SegmentSetConstraints): fc.Arbitrary<SegmentSet2> {
  const fn = 'segmentStar';
  const { kind, min: minLength, max: maxLength, bits: b } = setFamily(fn, constraints, 3, 12);
  // |c| ≤ 2^(b−1), |k·u| ≤ 3·2^(b−3) < 2^(b−1).
  const k = fc.integer({ min: 0, max: 3 });
  const spoke = fc.tuple(intVector(2, b - 3), k, k, fc.boolean());
  return fc.tuple(intVector(2, b - 1), fc.array(spoke, { minLength, maxLength }), embedding(kind)).map(([centre, spokes, e]) =>
    embed<SegmentSet2>(
      spokes.map(([u, k1, k2, flip]) => {
        const p = along(centre, BigInt(-k1), u);
        const q = along(centre, BigInt(k2), u);
        return flip ? [q, p] : [p, q];
      }),
      e,
    ),
  );
}
