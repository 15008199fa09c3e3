import * as fc from 'fast-check';
import type { SegmentSet2, SegmentSetConstraints } from './arrangementTypes.js';
import { embed, embedding } from './embedding.js';
import { along, intVector } from './lattice.js';
import { setFamily } from './setSize.js';

/**
 * Segments on one or two lines, with endpoints at a + cᵢ·g·u for integers
 * cᵢ in [-4, 4]: collinear overlaps, segments inside others, duplicates,
 * ends touching, zero-length segments on the line, and (with two lines) the
 * crossings of the two bundles. Default coordinates `'mixed'`, 2 to 10
 * segments.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(overlappingSegments(), (set) => segmentIntersections(set).every(({ i, j }) => segmentsIntersect(set[i], set[j]))));
 * ```
 */
export function overlappingSegments(constraints?: SegmentSetConstraints): fc.Arbitrary<SegmentSet2> {
  const fn = 'overlappingSegments';
  const { kind, min: minLength, max: maxLength, bits: b } = setFamily(fn, constraints, 2, 10);
  // |a| ≤ 2^(b−1); |cᵢ·g·u| ≤ 4·2^(bg + bu) ≤ 2^(b−1) with bg + bu = b − 3.
  const bu = Math.ceil((b - 3) / 2);
  const bg = Math.max(0, b - 3 - bu);
  const line = fc.tuple(intVector(2, b - 1), intVector(2, bu), fc.bigInt({ min: 1n, max: 1n << BigInt(bg) }));
  const position = fc.integer({ min: -4, max: 4 });
  const segment = fc.tuple(fc.boolean(), position, position);
  return fc
    .tuple(line, line, fc.boolean(), fc.array(segment, { minLength, maxLength }), embedding(kind))
    .map(([first, second, two, segments, e]) =>
      embed<SegmentSet2>(
        segments.map(([onSecond, c1, c2]) => {
          const [a, u, g] = two && onSecond ? second : first;
          return [along(a, BigInt(c1) * g, u), along(a, BigInt(c2) * g, u)];
        }),
        e,
      ),
    );
}
