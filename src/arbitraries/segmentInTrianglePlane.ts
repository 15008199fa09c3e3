import * as fc from 'fast-check';
import { readConstraints } from './constraints.js';
import type { FamilyConstraints } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { int } from './lattice.js';
import type { SegmentTriangleCase } from './triangleLattice.js';
import { intPlane, planePoint, planeTriangle } from './triangleLattice.js';

/**
 * `{ segment, triangle }` lying in one plane, in general position (the
 * plane is spanned by two random integer vectors): both ends and the
 * vertices are points of a small lattice of that plane, so the segment
 * often runs along an edge, through a vertex, inside the triangle, or
 * touches it at one point; zero-length segments included. Default
 * coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(segmentInTrianglePlane(), ({ segment, triangle }) => segmentTriangle(segment, triangle).kind !== 'none' || !segmentIntersectsTriangle(segment, triangle)));
 * ```
 */
export function segmentInTrianglePlane(constraints?: FamilyConstraints): fc.Arbitrary<SegmentTriangleCase> {
  const fn = 'segmentInTrianglePlane';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const kind = kindField(fn, c, 'mixed');
  const ij = fc.tuple(int(1), int(1));
  const config = fc.tuple(intPlane(EMBEDDING_BITS[kind] - 2), planeTriangle(), ij, ij);
  return fc
    .tuple(config, embedding(kind))
    .map(([[plane, tri, p, q], e]) =>
      embed<SegmentTriangleCase>(
        { segment: [planePoint(plane, p), planePoint(plane, q)], triangle: tri.map((v) => planePoint(plane, v)) },
        e,
      ),
    );
}
