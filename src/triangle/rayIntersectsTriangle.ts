import type { PointLike } from '../core/coordinate.js';
import { lineMeetsTriangle } from './lineMeetsTriangle.js';
import { rayTriangleOnDoubles } from './lineTriangleOnDoubles.js';
import { readRayTriangle } from './readInputs.js';
import type { TriangleLike } from './triangle.js';

/**
 * True iff the ray r(t) = origin + t·dir, t ≥ 0, meets the closed triangle
 * (through its interior, an edge or a vertex, starting on it, or running in
 * its plane across it). Exact: a ray through the edge two triangles share
 * meets both. A zero `dir` is an ExactRangeError (code `bad_input`); a
 * triangle with collinear vertices one with code `degenerate`.
 * `rayTriangle` gives the first hit. Points that are arrays of numbers take
 * a fast path: the kernel's double filters, nothing allocated, exact
 * arithmetic only when a sign is 0 or too close to call.
 *
 * @example
 * ```ts
 * rayIntersectsTriangle([1, 1, 4], [0, 0, -1], [[0, 0, 0], [2, 0, 0], [0, 2, 0]]); // true (through the edge from (2, 0, 0) to (0, 2, 0))
 * rayIntersectsTriangle([1, 1, 4], [0, 0, 1], [[0, 0, 0], [2, 0, 0], [0, 2, 0]]);  // false
 * ```
 */
export function rayIntersectsTriangle(origin: PointLike, dir: PointLike, triangle: TriangleLike): boolean {
  const r = rayTriangleOnDoubles(origin, dir, triangle);
  if (typeof r === 'number') return r === 1;
  // The values read go on, never the caller's arrays again.
  const { line, plane } = readRayTriangle('rayIntersectsTriangle', r.p, r.q, r.t);
  return lineMeetsTriangle(plane, line) !== null;
}
