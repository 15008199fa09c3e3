import { checkSegment } from '../core/coordinate.js';
import type { Coordinate, Point2, Segment2 } from '../core/coordinate.js';
import { det2Sign, det2SignNumbers, segmentPairFilter } from '../core/det2.js';
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
  const m = pairFilter(s, t);
  return m >= 0 ? m === 1 : segmentsMeetSlow('segmentsIntersect', s, t);
}

/** segmentsIntersect with errors naming `fn`. */
export function segmentsMeet(fn: string, s: Segment2, t: Segment2): boolean {
  const m = pairFilter(s, t);
  return m >= 0 ? m === 1 : segmentsMeetSlow(fn, s, t);
}

/**
 * The fast path: for two segments of two double points each, the four
 * orientations at once (segmentPairFilter): `1` meet, `0` apart, `-1` for
 * anything else (touching, collinear, near-degenerate, bigints, Rationals,
 * bad input), which the caller sends out of line. Allocates nothing.
 */
function pairFilter(s: Segment2, t: Segment2): number {
  const isArray = Array.isArray; // a local: smaller bytecode, so the whole fast path inlines
  if (isArray(s) && isArray(t)) {
    const p = s[0];
    const q = s[1];
    const u = t[0];
    const v = t[1];
    if (isArray(p) && isArray(q) && isArray(u) && isArray(v)) {
      const px = p[0];
      const py = p[1];
      const qx = q[0];
      const qy = q[1];
      const ux = u[0];
      const uy = u[1];
      const vx = v[0];
      const vy = v[1];
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
        return segmentPairFilter(px, py, qx, qy, ux, uy, vx, vy);
      }
    }
  }
  return -1;
}

/** The eight coordinates of a valid all-double pair, read by readDoubles. */
const pair = new Float64Array(8);

/**
 * True when s and t are two segments of two finite doubles each; their
 * coordinates are then in `pair` as px, py, qx, qy, ux, uy, vx, vy.
 */
function readDoubles(s: Segment2, t: Segment2): boolean {
  if (!Array.isArray(s) || !Array.isArray(t) || s.length !== 2 || t.length !== 2) return false;
  return readPoint(s[0], 0) && readPoint(s[1], 2) && readPoint(t[0], 4) && readPoint(t[1], 6);
}

function readPoint(p: unknown, k: number): boolean {
  if (!Array.isArray(p) || p.length !== 2) return false;
  const x: unknown = p[0];
  const y: unknown = p[1];
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) return false;
  pair[k] = x;
  pair[k + 1] = y;
  return true;
}

/** Exact decision for everything the fast path left: doubles first, then any coordinates. */
function segmentsMeetSlow(fn: string, s: Segment2, t: Segment2): boolean {
  if (readDoubles(s, t)) {
    return segmentsMeetAt(pair, 0);
  }
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

/**
 * The exact answer for segments p–q and u–v of finite doubles (not checked
 * here) stored as v[k .. k + 7] = px, py, qx, qy, ux, uy, vx, vy: the four
 * exact orientations, then the collinear and touching cases by exact
 * comparisons of doubles. (A typed array rather than eight arguments: V8
 * boxes doubles passed to a function it does not inline.)
 *
 * ```ts
 * segmentsMeetAt(new Float64Array([0, 0, 2, 2, 1, 1, 5, 0]), 0); // true (T-junction at (1, 1))
 * ```
 */
export function segmentsMeetAt(values: Float64Array, k: number): boolean {
  const px = values[k] as number;
  const py = values[k + 1] as number;
  const qx = values[k + 2] as number;
  const qy = values[k + 3] as number;
  const ux = values[k + 4] as number;
  const uy = values[k + 5] as number;
  const vx = values[k + 6] as number;
  const vy = values[k + 7] as number;
  const o1 = det2SignNumbers(qx, px, uy, py, qy, py, ux, px);
  const o2 = det2SignNumbers(qx, px, vy, py, qy, py, vx, px);
  const o3 = det2SignNumbers(vx, ux, py, uy, vy, uy, px, ux);
  const o4 = det2SignNumbers(vx, ux, qy, uy, vy, uy, qx, ux);
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return (
    (o1 === 0 && spans(ux, uy, px, py, qx, qy)) ||
    (o2 === 0 && spans(vx, vy, px, py, qx, qy)) ||
    (o3 === 0 && spans(px, py, ux, uy, vx, vy)) ||
    (o4 === 0 && spans(qx, qy, ux, uy, vx, vy))
  );
}

/** (x, y) in the closed box with corners (ax, ay), (bx, by); doubles compare exactly. */
function spans(x: number, y: number, ax: number, ay: number, bx: number, by: number): boolean {
  return ((ax <= x && x <= bx) || (bx <= x && x <= ax)) && ((ay <= y && y <= by) || (by <= y && y <= ay));
}

/** Exact orientation of validated points. */
export function orientSign(a: Point2, b: Point2, c: Point2): Sign {
  return det2Sign(b[0], a[0], c[1], a[1], b[1], a[1], c[0], a[0]);
}

/** x in the closed bounding box of a and b (for a point collinear with them: on the segment). */
export function inSpan(x: Point2, a: Point2, b: Point2): boolean {
  return between(x[0] as Coordinate, a[0], b[0]) && between(x[1] as Coordinate, a[1], b[1]);
}
