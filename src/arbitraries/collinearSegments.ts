import * as fc from 'fast-check';
import { readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraints } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { along, intVector } from './lattice.js';
import type { SegmentPair2 } from './types.js';

/**
 * Two 2D segments on one line, with endpoints at a + cᵢ·g·u for small
 * integers cᵢ in [-3, 3], so that they often overlap, touch end to end,
 * contain one another, coincide, have zero length or lie apart. Default
 * coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(collinearSegments(), ([s, t]) => segmentsIntersect(s, t) === (segmentIntersection(s, t).kind !== 'none')));
 * ```
 */
export function collinearSegments<K extends CoordinateKind = 'mixed'>(
  constraints?: FamilyConstraints<K>,
): fc.Arbitrary<SegmentPair2<CoordinateOf<K>>>;
export function collinearSegments(constraints?: FamilyConstraints): fc.Arbitrary<SegmentPair2> {
  const fn = 'collinearSegments';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const kind: CoordinateKind = kindField(fn, c, 'mixed');
  const b = EMBEDDING_BITS[kind];
  // |a| ≤ 2^(b-1); |cᵢ·g·u| ≤ 3·2^(bg + bu) ≤ 2^(b-1) with bg + bu = b - 3.
  const bu = Math.ceil((b - 3) / 2);
  const bg = Math.max(0, b - 3 - bu);
  const position = fc.integer({ min: -3, max: 3 });
  const config = fc.tuple(
    intVector(2, b - 1),
    intVector(2, bu),
    fc.bigInt({ min: 1n, max: 1n << BigInt(bg) }),
    fc.tuple(position, position, position, position),
  );
  return fc.tuple(config, embedding(kind)).map(([[a, u, g, cs], e]) => {
    const [p, q, r, s] = cs.map((ci) => along(a, BigInt(ci) * g, u));
    return embed<SegmentPair2>(
      [
        [p, q],
        [r, s],
      ],
      e,
    );
  });
}
