import type { SegmentLike } from '../core/coordinate.js';
import { lineMeetsTriangle } from './lineMeetsTriangle.js';
import { segmentTriangleOnDoubles } from './lineTriangleOnDoubles.js';
import { readSegmentTriangle } from './readInputs.js';
import type { TriangleLike } from './triangle.js';

/**
 * True iff the closed 3D segment s meets the closed triangle: crossing its
 * interior, passing through an edge or a vertex, ending on it, or lying in
 * its plane and overlapping it. A triangle with collinear vertices is an
 * ExactRangeError with code `degenerate`. `segmentTriangle` says where.
 * Points that are arrays of numbers take a fast path: the kernel's double
 * filters, nothing allocated, exact arithmetic only when a sign is 0 or too
 * close to call.
 *
 * @example
 * ```ts
 * segmentIntersectsTriangle([[0, 0, 1], [0, 0, -1]], [[0, 0, 0], [1, 0, 0], [0, 1, 0]]); // true (through the vertex (0, 0, 0))
 * segmentIntersectsTriangle([[1, 1, 1], [1, 1, -1]], [[0, 0, 0], [1, 0, 0], [0, 1, 0]]); // false
 * ```
 */
export function segmentIntersectsTriangle(s: SegmentLike, triangle: TriangleLike): boolean {
  const r = segmentTriangleOnDoubles(s, triangle);
  if (typeof r === 'number') return r === 1;
  // The values read go on, never the caller's arrays again.
  const { line, plane } = readSegmentTriangle('segmentIntersectsTriangle', r.s, r.t);
  return lineMeetsTriangle(plane, line) !== null;
}
