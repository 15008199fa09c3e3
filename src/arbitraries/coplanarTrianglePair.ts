import * as fc from 'fast-check';
import { readConstraints } from './constraints.js';
import type { FamilyConstraints } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import type { TrianglePair } from './triangleLattice.js';
import { intPlane, planePoint, planeTriangle } from './triangleLattice.js';

/**
 * `{ a, b }`: two triangles in one plane in general position (spanned by two
 * random integer vectors), with vertices on a small lattice of that plane,
 * so that they often overlap, share an edge or a vertex, touch along an
 * edge, or lie one inside the other. Default coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(coplanarTrianglePair(), ({ a, b }) => trianglesIntersect(a, b) === trianglesIntersect(b, a)));
 * ```
 */
export function coplanarTrianglePair(constraints?: FamilyConstraints): fc.Arbitrary<TrianglePair> {
  const fn = 'coplanarTrianglePair';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const kind = kindField(fn, c, 'mixed');
  const config = fc.tuple(intPlane(EMBEDDING_BITS[kind] - 2), planeTriangle(), planeTriangle());
  return fc
    .tuple(config, embedding(kind))
    .map(([[plane, a, b], e]) =>
      embed<TrianglePair>({ a: a.map((v) => planePoint(plane, v)), b: b.map((v) => planePoint(plane, v)) }, e),
    );
}
