import type { PointLike } from '../core/coordinate.js';
import { checkPoint } from '../core/coordinate.js';
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
  try {
    // Stryker disable next-line StringLiteral: equivalent (segmentsMeet throws only for points checkPoint rejects below, under their own names)
    return segmentsMeet('segIntersect', [p1, p2], [q1, q2]);
  } catch (error) {
    // segmentsMeet names the points s[0], s[1], t[0], t[1]; the caller passed
    // p1, p2, q1, q2, so name those (checked only once something is wrong).
    checkPoint('segIntersect', 'p1', p1, 2);
    checkPoint('segIntersect', 'p2', p2, 2);
    checkPoint('segIntersect', 'q1', q1, 2);
    checkPoint('segIntersect', 'q2', q2, 2);
    throw error;
  }
}
