import * as fc from 'fast-check';
import type { SegmentSet2, SegmentSetConstraints } from './arrangementTypes.js';
import { embed, embedding } from './embedding.js';
import { along, int, intVector } from './lattice.js';
import { setFamily } from './setSize.js';

/**
 * Long segments in almost the same direction: each runs from a point near
 * a common start a (within a few units) along u + δ, where u is long (up to
 * a quarter of the coordinate budget) and δ a change of −2 to 2 in each
 * coordinate. The angles between them are tiny, so whether and where they
 * cross is decided far from the start, where float sweeps and float
 * crossing points go wrong; some coincide, overlap or cross near their
 * ends. Default coordinates `'mixed'`, 2 to 8 segments.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(nearlyParallelSegments(), (set) => segmentIntersections(set).length <= (set.length * (set.length - 1)) / 2));
 * ```
 */
export function nearlyParallelSegments(constraints?: SegmentSetConstraints): fc.Arbitrary<SegmentSet2> {
  const fn = 'nearlyParallelSegments';
  const { kind, min: minLength, max: maxLength, bits: b } = setFamily(fn, constraints, 2, 8);
  // |a| ≤ 2^(b−2), offsets ≤ 4, |u + δ| ≤ 2^(b−3) + 2 and k ≤ 2: within 2^b.
  const small = fc.bigInt({ min: -2n, max: 2n });
  const segment = fc.tuple(fc.tuple(int(2), int(2)), fc.tuple(small, small), fc.integer({ min: 1, max: 2 }), fc.boolean());
  return fc
    .tuple(intVector(2, b - 2), intVector(2, b - 3), fc.array(segment, { minLength, maxLength }), embedding(kind))
    .map(([a, u, segments, e]) =>
      embed<SegmentSet2>(
        segments.map(([offset, delta, k, flip]) => {
          const p = along(a, 1n, offset);
          const q = along(p, BigInt(k), along(u, 1n, delta));
          return flip ? [q, p] : [p, q];
        }),
        e,
      ),
    );
}
