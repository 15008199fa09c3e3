import type { Coordinate, PointLike } from '../core/coordinate.js';
import { readPoint } from '../core/coordinate.js';
import { ExactRangeError } from '../core/errors.js';
import type { Rational } from '../core/rational.js';
import { barycentricOf } from '../core/values.js';
import { orient2dValueOf, orient3dOf } from './pointSigns.js';
import type { TriangleLike } from './triangle.js';
import { pointOf, readTriangle, verticesOf } from './triangle.js';
import { project, trianglePlane } from './trianglePlane.js';

/**
 * The barycentric coordinates [α, β, γ] of a point of the triangle's plane:
 * the exact Rationals with point = α·a + β·b + γ·c and α + β + γ = 1, for
 * interpolating across a hit (normals, texture coordinates, colours). All
 * three are ≥ 0 exactly when the point lies on the closed triangle; a point
 * of the plane outside it gets negative ones. Each is a ratio of areas in
 * the projection that keeps the triangle a triangle (α = area(p, b, c) /
 * area(a, b, c), ...); for doubles they are lazy (each carries its nearest
 * double, and builds its fraction when asked). A point off the plane is an ExactRangeError (code
 * `bad_input`); a triangle with collinear vertices one with code
 * `degenerate`.
 *
 * @example
 * ```ts
 * const tri = [[0, 0, 0], [4, 0, 0], [0, 4, 0]];
 * triangleBarycentric([1, 1, 0], tri).map(String); // ['1/2', '1/4', '1/4']
 * const hit = rayTriangle([1, 2, 5], [0, 0, -1], tri);
 * hit ? triangleBarycentric(hit.point, tri).map(String) : null; // ['1/4', '1/4', '1/2']
 * ```
 */
export function triangleBarycentric(point: PointLike, triangle: TriangleLike): [Rational, Rational, Rational] {
  const fn = 'triangleBarycentric';
  const v: Coordinate[] = [];
  readPoint(fn, 'point', point, 3, v);
  readTriangle(fn, 'triangle', triangle, v);
  const plane = trianglePlane(fn, 'triangle', ...verticesOf(v, 3));
  const x = pointOf(v, 0);
  const [a, b, c] = plane.vertices;
  if (orient3dOf(a, b, c, x) !== 0) throw new ExactRangeError(`${fn}: point is not in the plane of the triangle`);
  const [A, B, C] = plane.projected;
  const X = project(x, plane.axis);
  const projected = [...A, ...B, ...C, ...X];
  // Doubles: lazy, from the value kernel barycentric.
  if (projected.every((c) => typeof c === 'number'))
    return barycentricOf(projected as number[]) as [Rational, Rational, Rational];
  const area = orient2dValueOf(A, B, C);
  return [orient2dValueOf(X, B, C).div(area), orient2dValueOf(A, X, C).div(area), orient2dValueOf(A, B, X).div(area)];
}
