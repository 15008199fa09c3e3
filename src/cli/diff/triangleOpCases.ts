import * as fc from 'fast-check';
import type { CoordinateKind } from '../../arbitraries/index.js';
import {
  closedTriangleMesh,
  coplanarTrianglePair,
  rayThroughTriangleEdge,
  rayThroughTriangleVertex,
  segment3,
  segmentEndingOnTrianglePlane,
  segmentInTrianglePlane,
  touchingTrianglePair,
} from '../../arbitraries/index.js';
import type { Fields } from './opCases.js';

/**
 * The request fields `diff` sends for the triangle ops, from the triangle
 * families of `exact-predicates/arbitraries` (never a degenerate triangle:
 * every request is valid): segments ending on the triangle's plane or lying
 * in it, and free ones; rays through vertices and edges and rays from
 * inside closed meshes against one of their triangles; touching and
 * coplanar triangle pairs.
 *
 * ```ts
 * new Map(triangleOpCases('double')).get('ray_triangle'); // an fc.Arbitrary of { origin, dir, triangle }
 * ```
 */
export function triangleOpCases(k: CoordinateKind): [string, fc.Arbitrary<Fields>][] {
  const c = { coordinates: k } as const;
  const triangle = rayThroughTriangleVertex(c).map((v) => v.triangle);
  const segments = fc
    .oneof(
      segmentEndingOnTrianglePlane(c),
      segmentInTrianglePlane(c),
      fc.tuple(segment3(c), triangle).map(([segment, t]) => ({ segment, triangle: t })),
    )
    .map((v) => ({ s: v.segment, triangle: v.triangle }));
  const meshRays = fc.tuple(closedTriangleMesh(c), fc.nat()).map(([m, i]) => ({
    origin: m.inside,
    dir: m.dir,
    triangle: m.triangles[i % m.triangles.length],
  }));
  const rays = fc
    .oneof(rayThroughTriangleVertex(c), rayThroughTriangleEdge(c), meshRays)
    .map((v) => ({ origin: v.origin, dir: v.dir, triangle: v.triangle }));
  const pairs = fc.oneof(touchingTrianglePair(c), coplanarTrianglePair(c)).map((v) => ({ a: v.a, b: v.b }));
  return [
    ['segment_triangle', segments],
    ['ray_triangle', rays],
    ['triangles_intersect', pairs],
  ];
}
