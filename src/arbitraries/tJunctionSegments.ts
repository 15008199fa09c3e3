import * as fc from 'fast-check';
import { readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraints } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { along, fraction, int, intVector, pick } from './lattice.js';
import type { SegmentPair2 } from './types.js';

/**
 * Two 2D segments forming a T: an endpoint of one lies exactly on the
 * other, anywhere from its start to its end (ends included). Random order
 * and directions. They always intersect, and the junction is an exact
 * intersection point. Default coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(tJunctionSegments(), ([s, t]) => segmentIntersection(s, t).kind !== 'none'));
 * ```
 */
export function tJunctionSegments<K extends CoordinateKind = 'mixed'>(
  constraints?: FamilyConstraints<K>,
): fc.Arbitrary<SegmentPair2<CoordinateOf<K>>>;
export function tJunctionSegments(constraints?: FamilyConstraints): fc.Arbitrary<SegmentPair2> {
  const fn = 'tJunctionSegments';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const kind: CoordinateKind = kindField(fn, c, 'mixed');
  const b = EMBEDDING_BITS[kind];
  // a, k·u and m·w each within 2^(b-2): the sum stays within 2^b.
  const bu = Math.ceil((b - 2) / 2);
  const bk = b - 2 - bu;
  const config = fc.tuple(
    intVector(2, b - 2),
    intVector(2, bu),
    fc.tuple(int(bk), int(bk), fraction()),
    intVector(2, bu),
    int(bk),
    fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()),
  );
  return fc.tuple(config, embedding(kind)).map(([[a, u, [k1, k2, f], w, m, [flipS, flipT, swap]], e]) => {
    const p = along(a, k1, u);
    const q = along(a, k2, u);
    const junction = along(a, pick(k1, k2, f), u);
    const other = along(junction, m, w);
    const s = flipS ? [q, p] : [p, q];
    const t = flipT ? [other, junction] : [junction, other];
    return embed<SegmentPair2>(swap ? [t, s] : [s, t], e);
  });
}
