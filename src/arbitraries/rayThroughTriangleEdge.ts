import type * as fc from 'fast-check';
import { readConstraints } from './constraints.js';
import type { FamilyConstraints } from './coordinate.js';
import { kindField } from './coordinate.js';
import { rayThroughTrianglePoint } from './rayThroughTrianglePoint.js';
import type { RayTriangleCase } from './triangleLattice.js';
import { weightBits, weighted } from './triangleLattice.js';

/**
 * `{ origin, dir, triangle }` where the ray passes exactly through a point
 * strictly inside an edge of the triangle (at t = 1 or 1/2), from an origin
 * anywhere or, a quarter of the time, in the triangle's plane. Default
 * coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(rayThroughTriangleEdge(), ({ origin, dir, triangle }) => rayTriangle(origin, dir, triangle) !== null));
 * ```
 */
export function rayThroughTriangleEdge(constraints?: FamilyConstraints): fc.Arbitrary<RayTriangleCase> {
  const fn = 'rayThroughTriangleEdge';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const kind = kindField(fn, c, 'mixed');
  // Points of an edge are (m·a + (W − m)·b)/W, 0 < m < W.
  return rayThroughTrianglePoint(kind, weightBits(kind), (t, draw, W) => {
    const k = Number(draw % 3n);
    const m = 1n + ((draw / 3n) % (W - 1n));
    // The triangle is already scaled by W: divide the weighted sum back.
    const p = weighted([t[k] as [bigint, bigint, bigint], t[(k + 1) % 3] as [bigint, bigint, bigint]], [m, W - m]);
    return [p[0] / W, p[1] / W, p[2] / W];
  });
}
