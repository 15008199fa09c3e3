import type { FloatPoint2 } from './types.js';

/** The naive cross product (a − o) × (b − o) in doubles. */
function cross(o: FloatPoint2, a: FloatPoint2, b: FloatPoint2): number {
  return (
    ((a[0] as number) - (o[0] as number)) * ((b[1] as number) - (o[1] as number)) -
    ((a[1] as number) - (o[1] as number)) * ((b[0] as number) - (o[0] as number))
  );
}

/**
 * Andrew's monotone chain as it is usually written, in doubles: sort the
 * points by x then y, build the lower and the upper chain, popping while
 * the last two kept and the new point do not turn left (cross ≤ 0), and
 * join them. Returns the hull's points counterclockwise from the smallest
 * (the caller's point objects; fewer than 3 points are returned as given,
 * sorted). The cross product rounds: nearly collinear points can be kept
 * as vertices that turn the wrong way or are collinear, and real vertices
 * can be dropped. `convexHull` is the exact twin.
 *
 * @example
 * ```ts
 * convexHullFloat([[0, 0], [2, 0], [1, 1], [2, 2], [0, 2]]); // [[0, 0], [2, 0], [2, 2], [0, 2]]
 * ```
 */
export function convexHullFloat<P extends FloatPoint2>(points: ArrayLike<P>): P[] {
  const pts = Array.from(points).sort((p, q) => (p[0] as number) - (q[0] as number) || (p[1] as number) - (q[1] as number));
  if (pts.length < 3) return pts;
  const lower: P[] = [];
  for (const p of pts) {
    while (lower.length >= 2 && cross(lower[lower.length - 2] as P, lower[lower.length - 1] as P, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: P[] = [];
  for (let i = pts.length - 1; i >= 0; i--) {
    const p = pts[i] as P;
    while (upper.length >= 2 && cross(upper[upper.length - 2] as P, upper[upper.length - 1] as P, p) <= 0) upper.pop();
    upper.push(p);
  }
  lower.pop();
  upper.pop();
  return lower.concat(upper);
}
