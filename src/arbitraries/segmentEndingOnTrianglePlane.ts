import * as fc from 'fast-check';
import { readConstraints } from './constraints.js';
import type { FamilyConstraints } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { int } from './lattice.js';
import type { IntTriangle, SegmentTriangleCase } from './triangleLattice.js';
import { intTriangle, intV3, scale3, weight, weightBits, weighted } from './triangleLattice.js';

/**
 * `{ segment, triangle }` where one end of the segment lies exactly in the
 * triangle's plane: on the triangle (at a vertex, on an edge or inside it:
 * each often) or beside it in the plane, the other end anywhere (off the
 * plane, or on it: then the whole segment is in the plane). Either end
 * may come first. Default coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(segmentEndingOnTrianglePlane(), ({ segment, triangle }) => segmentTriangle(segment, triangle).kind !== 'segment' || orient3d(...triangle, segment[0]) === 0));
 * ```
 */
export function segmentEndingOnTrianglePlane(constraints?: FamilyConstraints): fc.Arbitrary<SegmentTriangleCase> {
  const fn = 'segmentEndingOnTrianglePlane';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const kind = kindField(fn, c, 'mixed');
  // A point of the plane is (wa·a + wb·b + wc·c)/W with wa + wb + wc = W. The triangle within 2^t
  // scaled by W; the plane point within 4·2^(t + w); the other end within 2^(t + w + 3).
  const w = weightBits(kind);
  const W = 1n << BigInt(w);
  const t = EMBEDDING_BITS[kind] - w - 4;
  const config = fc.tuple(
    intTriangle(t),
    weight(W),
    weight(W),
    fc.oneof(
      intV3(t + w + 1).map((p) => ({ free: p })),
      fc.tuple(int(0), int(0)).map((ij) => ({ ij })),
    ),
    fc.boolean(),
  );
  return fc.tuple(config, embedding(kind)).map(([[tri, wb, wc, other, flip], e]) => {
    const T = tri.map((v) => scale3(W, v)) as IntTriangle;
    const q = weighted(tri, [W - wb - wc, wb, wc]);
    // The other end: free, or a plane point q + i·(b − a) + j·(c − a).
    const p =
      'free' in other ? other.free : weighted([q, T[0], T[1], T[2]], [1n, -other.ij[0] - other.ij[1], other.ij[0], other.ij[1]]);
    return embed<SegmentTriangleCase>({ segment: flip ? [q, p] : [p, q], triangle: T }, e);
  });
}
