import type { PointLike } from '../core/coordinate.js';
import { copyPoint } from '../core/coordinate.js';
import { segmentsMeet } from '../predicates/segmentsIntersect.js';

/**
 * The Ruby post's `seg_intersect?`: the closed segments p1–p2 and q1–q2
 * share a point (crossing, touching, collinear overlap, zero length). The
 * same answer as `segmentsIntersect([p1, p2], [q1, q2])` from the main entry.
 *
 * @example
 * ```ts
 * segIntersect([0, 0], [1, 1], [0, 1], [1, 0]); // true
 * segIntersect([0, 0], [1, 1], [2, 2], [3, 3]); // false (collinear, apart)
 * ```
 */
export function segIntersect(p1: PointLike, p2: PointLike, q1: PointLike, q2: PointLike): boolean {
  // Read and named here, as the caller passed them (segmentsMeet would name them s[0] … t[1]).
  const fn = 'segIntersect';
  const a = copyPoint(fn, 'p1', p1, 2);
  const b = copyPoint(fn, 'p2', p2, 2);
  const c = copyPoint(fn, 'q1', q1, 2);
  const d = copyPoint(fn, 'q2', q2, 2);
  return segmentsMeet(fn, [a, b], [c, d]);
}
