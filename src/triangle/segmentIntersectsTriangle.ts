import type { SegmentLike } from '../core/coordinate.js';
import { lineMeetsTriangle } from './lineMeetsTriangle.js';
import { readSegmentTriangle } from './readInputs.js';
import type { TriangleLike } from './triangle.js';

/**
 * True iff the closed 3D segment s meets the closed triangle: crossing its
 * interior, passing through an edge or a vertex, ending on it, or lying in
 * its plane and overlapping it. A triangle with collinear vertices is an
 * ExactRangeError with code `degenerate`. `segmentTriangle` says where.
 *
 * @example
 * ```ts
 * segmentIntersectsTriangle([[0, 0, 1], [0, 0, -1]], [[0, 0, 0], [1, 0, 0], [0, 1, 0]]); // true (through the vertex (0, 0, 0))
 * segmentIntersectsTriangle([[1, 1, 1], [1, 1, -1]], [[0, 0, 0], [1, 0, 0], [0, 1, 0]]); // false
 * ```
 */
export function segmentIntersectsTriangle(s: SegmentLike, triangle: TriangleLike): boolean {
  const fn = 'segmentIntersectsTriangle';
  const { line, plane } = readSegmentTriangle(fn, s, triangle);
  return lineMeetsTriangle(plane, line) !== null;
}
