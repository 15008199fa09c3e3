import { checkSegment } from '../core/coordinate.js';
import type { Coordinate, Point2, Segment2 } from '../core/coordinate.js';
import { det2Filter, det2Sign } from '../core/det2.js';
import type { Sign } from '../core/det2.js';
import { between } from './inRange.js';

/**
 * True iff the closed segments s and t share a point: crossing, touching at
 * an endpoint or T-junction, collinear overlap, zero-length segments.
 *
 * ```ts
 * segmentsIntersect([[0, 0], [2, 2]], [[0, 2], [2, 0]]); // true (cross at (1, 1))
 * segmentsIntersect([[0, 0], [1, 1]], [[2, 2], [3, 3]]); // false (collinear, apart)
 * ```
 */
export function segmentsIntersect(s: Segment2, t: Segment2): boolean {
  return segmentsMeet('segmentsIntersect', s, t);
}

/** segmentsIntersect with errors naming `fn`. */
export function segmentsMeet(fn: string, s: Segment2, t: Segment2): boolean {
  const p = s?.[0];
  const q = s?.[1];
  const u = t?.[0];
  const v = t?.[1];
  const px = p?.[0];
  const py = p?.[1];
  const qx = q?.[0];
  const qy = q?.[1];
  const ux = u?.[0];
  const uy = u?.[1];
  const vx = v?.[0];
  const vy = v?.[1];
  if (
    typeof px === 'number' &&
    typeof py === 'number' &&
    typeof qx === 'number' &&
    typeof qy === 'number' &&
    typeof ux === 'number' &&
    typeof uy === 'number' &&
    typeof vx === 'number' &&
    typeof vy === 'number' &&
    s.length === 2 &&
    t.length === 2 &&
    p.length === 2 &&
    q.length === 2 &&
    u.length === 2 &&
    v.length === 2
  ) {
    // Orientations of each endpoint against the other segment's line.
    const d1 = det2Filter(qx, px, uy, py, qy, py, ux, px);
    const d2 = det2Filter(qx, px, vy, py, qy, py, vx, px);
    const d3 = det2Filter(vx, ux, py, uy, vy, uy, px, ux);
    const d4 = det2Filter(vx, ux, qy, uy, vy, uy, qx, ux);
    // All four proven non-zero (the filter returns 0 when unsure): the
    // segments meet iff each pair straddles the other's line.
    if (d1 !== 0 && d2 !== 0 && d3 !== 0 && d4 !== 0) {
      return (d1 > 0) !== (d2 > 0) && (d3 > 0) !== (d4 > 0);
    }
  }
  return segmentsMeetExact(fn, s, t);
}

function segmentsMeetExact(fn: string, s: Segment2, t: Segment2): boolean {
  checkSegment(fn, 's', s, 2);
  checkSegment(fn, 't', t, 2);
  const [p, q] = s;
  const [u, v] = t;
  const o1 = orientSign(p, q, u);
  const o2 = orientSign(p, q, v);
  const o3 = orientSign(u, v, p);
  const o4 = orientSign(u, v, q);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return (
    (o1 === 0 && inSpan(u, p, q)) ||
    (o2 === 0 && inSpan(v, p, q)) ||
    (o3 === 0 && inSpan(p, u, v)) ||
    (o4 === 0 && inSpan(q, u, v))
  );
}

/** Exact orientation of validated points. */
export function orientSign(a: Point2, b: Point2, c: Point2): Sign {
  return det2Sign(b[0], a[0], c[1], a[1], b[1], a[1], c[0], a[0]);
}

/** x in the closed bounding box of a and b (for a point collinear with them: on the segment). */
export function inSpan(x: Point2, a: Point2, b: Point2): boolean {
  return between(x[0] as Coordinate, a[0], b[0]) && between(x[1] as Coordinate, a[1], b[1]);
}
