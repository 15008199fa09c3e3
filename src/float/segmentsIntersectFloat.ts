import { cwTestFloat } from './cwTestFloat.js';
import type { FloatPoint2, FloatSegment2 } from './types.js';

/** The post's `bound?`: x in the closed interval between a and b, either order. */
function bound(x: number, a: number, b: number): boolean {
  return (a <= x && x <= b) || (a >= x && x >= b);
}

/** The post's `bound_inside?`: p in the closed box with opposite corners a and b. */
function boundInside(p: FloatPoint2, a: FloatPoint2, b: FloatPoint2): boolean {
  return bound(p[0] as number, a[0] as number, b[0] as number) && bound(p[1] as number, a[1] as number, b[1] as number);
}

/**
 * `seg_intersect?` of the Ruby post on segment–rectangle collision, in doubles: true iff the closed
 * segments s and t share a point, decided by `cwTestFloat` on the four
 * endpoint/line triples (each pair must straddle the other's line, or a
 * collinear endpoint must lie in the other segment's box). No bug to fix;
 * the rounding of `cwTestFloat` makes near-touching and near-collinear
 * segments come out wrong. `segmentsIntersect` is the exact twin.
 *
 * @example
 * ```ts
 * segmentsIntersectFloat([[0, 0], [1, 1]], [[0, 1], [1, 0]]); // true
 * segmentsIntersectFloat([[0.5 + 2 ** -53, 0.5], [24, 24]], [[12, 12], [0, 24]]); // true, exact answer is false
 * ```
 */
export function segmentsIntersectFloat(s: FloatSegment2, t: FloatSegment2): boolean {
  const p1 = s[0] as FloatPoint2;
  const p2 = s[1] as FloatPoint2;
  const q1 = t[0] as FloatPoint2;
  const q2 = t[1] as FloatPoint2;
  const t1 = cwTestFloat(p1, q1, q2);
  const t2 = cwTestFloat(p2, q1, q2);
  const t3 = cwTestFloat(q1, p1, p2);
  const t4 = cwTestFloat(q2, p1, p2);
  return (
    (3 === (t1 | t2) && 3 === (t3 | t4)) ||
    (0 === t1 && boundInside(p1, q1, q2)) ||
    (0 === t2 && boundInside(p2, q1, q2)) ||
    (0 === t3 && boundInside(q1, p1, p2)) ||
    (0 === t4 && boundInside(q2, p1, p2))
  );
}
