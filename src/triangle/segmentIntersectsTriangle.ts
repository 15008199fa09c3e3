import type { SegmentLike } from '../core/coordinate.js';
import { UNDECIDED } from '../core/sign.js';
import { lineMeetsTriangle } from './lineMeetsTriangle.js';
import type { N3 } from './numberArrays.js';
import { numberArrays } from './numberArrays.js';
import { segmentMeetsTriangleFilter } from './rayMeetsTriangleFilter.js';
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
  if (Array.isArray(s) && s.length === 2 && numberArrays(s[0], s[1], triangle)) {
    const t = triangle as readonly N3[];
    const m = segmentMeetsTriangleFilter(s[0] as N3, s[1] as N3, t[0] as N3, t[1] as N3, t[2] as N3);
    if (m !== UNDECIDED) return m === 1;
  }
  const { line, plane } = readSegmentTriangle('segmentIntersectsTriangle', s, triangle);
  return lineMeetsTriangle(plane, line) !== null;
}
