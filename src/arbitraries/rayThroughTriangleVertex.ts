import type * as fc from 'fast-check';
import { readConstraints } from './constraints.js';
import type { FamilyConstraints } from './coordinate.js';
import { kindField } from './coordinate.js';
import { rayThroughTrianglePoint } from './rayThroughTrianglePoint.js';
import type { RayTriangleCase } from './triangleLattice.js';

/**
 * `{ origin, dir, triangle }` where the ray passes exactly through a vertex
 * of the triangle (at t = 1 or 1/2; from the vertex itself when the origin
 * is the vertex), from an origin anywhere or, a quarter of the time, in the
 * triangle's plane. The hit is at the vertex, or earlier on the triangle
 * for a ray in its plane. Default coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(rayThroughTriangleVertex(), ({ origin, dir, triangle }) => rayIntersectsTriangle(origin, dir, triangle)));
 * ```
 */
export function rayThroughTriangleVertex(constraints?: FamilyConstraints): fc.Arbitrary<RayTriangleCase> {
  const fn = 'rayThroughTriangleVertex';
  const c = readConstraints(fn, constraints, ['coordinates']);
  return rayThroughTrianglePoint(kindField(fn, c, 'mixed'), 0, (t, draw) => t[Number(draw % 3n)] as [bigint, bigint, bigint]);
}
