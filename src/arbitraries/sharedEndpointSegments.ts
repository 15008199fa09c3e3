import * as fc from 'fast-check';
import { readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraints } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { along, int, intVector, rareFlag } from './lattice.js';
import type { SegmentPair2 } from './types.js';

/**
 * Two 2D segments with one endpoint in common (each segment in either
 * direction); one time in four the other endpoints are collinear with it,
 * so the segments overlap or meet only at the shared point. They always
 * intersect. Default coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(sharedEndpointSegments(), ([s, t]) => segmentsIntersect(s, t)));
 * ```
 */
export function sharedEndpointSegments<K extends CoordinateKind = 'mixed'>(
  constraints?: FamilyConstraints<K>,
): fc.Arbitrary<SegmentPair2<CoordinateOf<K>>>;
export function sharedEndpointSegments(constraints?: FamilyConstraints): fc.Arbitrary<SegmentPair2> {
  const fn = 'sharedEndpointSegments';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const kind: CoordinateKind = kindField(fn, c, 'mixed');
  const b = EMBEDDING_BITS[kind];
  const bu = Math.ceil((b - 1) / 2);
  const bk = b - 1 - bu;
  const config = fc.tuple(
    intVector(2, b - 1),
    intVector(2, bu),
    intVector(2, bu),
    fc.tuple(int(bk), int(bk)),
    fc.tuple(rareFlag(), fc.boolean(), fc.boolean()),
  );
  return fc.tuple(config, embedding(kind)).map(([[p, u, w, [j, k], [collinear, flipS, flipT]], e]) => {
    const q = along(p, j, u);
    const r = along(p, k, collinear ? u : w);
    const s = flipS ? [q, p] : [p, q];
    const t = flipT ? [r, p] : [p, r];
    return embed<SegmentPair2>([s, t], e);
  });
}
