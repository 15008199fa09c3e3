import type { Coordinate, Point3 } from '../core/coordinate.js';
import type { Sign } from '../core/sign.js';
import { lineMeetsTriangle } from './lineMeetsTriangle.js';
import { locateInPlane } from './location.js';
import { orient3dOf } from './pointSigns.js';
import type { TriangleLike } from './triangle.js';
import { readTriangle, verticesOf } from './triangle.js';
import type { TrianglePlane } from './trianglePlane.js';
import { trianglePlane } from './trianglePlane.js';

/**
 * True iff the closed triangles a and b share a point: crossing, touching
 * at a vertex or along an edge, one piercing the other, or coplanar and
 * overlapping (one inside the other included). A triangle with collinear
 * vertices is an ExactRangeError with code `degenerate`.
 *
 * Decided by signs only: when all of b's vertices lie strictly on one side
 * of a's plane (or a's of b's) they are apart; coplanar triangles meet iff
 * an edge of a meets b or b lies inside a; otherwise their common points
 * lie on the line where the planes meet, and the ends of that piece lie on
 * edges, so they meet iff an edge of one meets the other.
 *
 * @example
 * ```ts
 * trianglesIntersect([[0, 0, 0], [2, 0, 0], [0, 2, 0]], [[1, 1, 0], [1, 1, 5], [3, 3, 5]]); // true (touching at (1, 1, 0))
 * trianglesIntersect([[0, 0, 0], [2, 0, 0], [0, 2, 0]], [[0, 0, 1], [2, 0, 1], [0, 2, 1]]); // false (parallel planes)
 * ```
 */
export function trianglesIntersect(a: TriangleLike, b: TriangleLike): boolean {
  const fn = 'trianglesIntersect';
  const v: Coordinate[] = [];
  readTriangle(fn, 'a', a, v);
  readTriangle(fn, 'b', b, v);
  const A = trianglePlane(fn, 'a', ...verticesOf(v, 0));
  const B = trianglePlane(fn, 'b', ...verticesOf(v, 9));
  const bSides = sides(A, B);
  if (oneSide(bSides)) return false;
  if (bSides.every((s) => s === 0)) return edgesMeet(A, bSides, B) || locateInPlane(A, B.vertices[0]) !== null;
  const aSides = sides(B, A);
  if (oneSide(aSides)) return false;
  return edgesMeet(A, aSides, B) || edgesMeet(B, bSides, A);
}

/** The side of the plane of `of` on which each vertex of `t` lies. */
function sides(of: TrianglePlane, t: TrianglePlane): Sign[] {
  const [a, b, c] = of.vertices;
  return t.vertices.map((x) => orient3dOf(a, b, c, x));
}

/** All strictly on one side. */
function oneSide(s: readonly Sign[]): boolean {
  return s.every((x) => x > 0) || s.every((x) => x < 0);
}

/** Some edge of t, among those whose ends are not strictly on one side of other's plane, meets other. */
function edgesMeet(t: TrianglePlane, tSides: readonly Sign[], other: TrianglePlane): boolean {
  for (let i = 0; i < 3; i++) {
    const j = (i + 1) % 3;
    if ((tSides[i] as Sign) * (tSides[j] as Sign) > 0) continue;
    if (lineMeetsTriangle(other, { p: t.vertices[i] as Point3, q: t.vertices[j] as Point3, ray: false }) !== null) return true;
  }
  return false;
}
