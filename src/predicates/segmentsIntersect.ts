import type { Coordinate, Point2, Segment2, SegmentLike } from '../core/coordinate.js';
import { checkSegment, compareCoord } from '../core/coordinate.js';
import type { Sign } from '../core/det2.js';
import { det2Sign, det2SignBig, orient2dAt, orient2dFilterAt, segmentPairFilterPoints, UNDECIDED } from '../core/det2.js';
import { between } from './inRange.js';

/**
 * True iff the closed segments s and t share a point: crossing, touching at
 * an endpoint or T-junction, collinear overlap, zero-length segments.
 *
 * @example
 * ```ts
 * segmentsIntersect([[0, 0], [2, 2]], [[0, 2], [2, 0]]); // true (cross at (1, 1))
 * segmentsIntersect([[0, 0], [1, 1]], [[2, 2], [3, 3]]); // false (collinear, apart)
 * ```
 */
export function segmentsIntersect(s: SegmentLike, t: SegmentLike): boolean {
  const m = pairFilter(s as Segment2, t as Segment2);
  return m >= 0 ? m === 1 : segmentsMeetSlow('segmentsIntersect', s as Segment2, t as Segment2, m);
}

/**
 * segmentsIntersect with errors naming `fn`.
 *
 * @example
 * ```ts
 * segmentsMeet('f', [[0, 0], [2, 2]], [[0, 2], [2, 0]]); // true
 * ```
 */
export function segmentsMeet(fn: string, s: SegmentLike, t: SegmentLike): boolean {
  const m = pairFilter(s as Segment2, t as Segment2);
  return m >= 0 ? m === 1 : segmentsMeetSlow(fn, s as Segment2, t as Segment2, m);
}

/**
 * The fast path: for two segments of two number points each, the four
 * orientations at once (segmentPairFilterPoints): `1` meet, `0` apart; `-1`
 * the shapes and types are right but the filter could not decide (touching,
 * collinear, near-degenerate, NaN, ±∞); `-2` anything else (bigints,
 * Rationals, bad input). The caller sends both out of line. Allocates
 * nothing. As in orient2d, the first coordinate is a probe, so that the
 * reads in segmentPairFilterPoints never see bigint points (V8 would then
 * box every double read).
 */
// Stryker disable next-line BlockStatement: equivalent (an emptied filter returns undefined, which sends every pair to the exact path)
function pairFilter(s: Segment2, t: Segment2): number {
  const isArray = Array.isArray; // a local: smaller bytecode, so the whole fast path inlines
  if (isArray(s) && isArray(t) && s.length === 2 && t.length === 2) {
    const p = s[0];
    const q = s[1];
    const u = t[0];
    const v = t[1];
    if (
      // Stryker disable BlockStatement: equivalent (emptied, the filter answers -2 and the pair takes the exact path)
      isArray(p) &&
      isArray(q) &&
      isArray(u) &&
      isArray(v) &&
      // Stryker disable next-line StringLiteral: equivalent (a probe made `typeof x === ""` only takes the general path)
      typeof p[0] === 'number' &&
      p.length === 2 &&
      q.length === 2 &&
      u.length === 2 &&
      v.length === 2
    ) {
      // Stryker restore BlockStatement
      return segmentPairFilterPoints(p, q, u, v);
    }
  }
  return -2;
}

/** The eight coordinates of a valid all-double pair, read by readFinite. */
const pair = new Float64Array(8);

/**
 * For two segments already known to hold two number points each: true when
 * all eight are finite, which are then in `pair` as px, py, qx, qy, ux, uy,
 * vx, vy.
 */
// Stryker disable next-line BlockStatement: equivalent (undefined reads as false: the pair takes the general exact path)
function readFinite(s: Segment2, t: Segment2): boolean {
  const v = pair;
  v[0] = s[0][0] as number;
  v[1] = s[0][1] as number;
  v[2] = s[1][0] as number;
  v[3] = s[1][1] as number;
  v[4] = t[0][0] as number;
  v[5] = t[0][1] as number;
  v[6] = t[1][0] as number;
  v[7] = t[1][1] as number;
  // Stryker disable next-line UpdateOperator: equivalent (counting down reads v[-1], undefined, so the pair takes the general exact path)
  for (let i = 0; i < 8; i++) if (!Number.isFinite(v[i] as number)) return false;
  // Stryker disable next-line BooleanLiteral: equivalent (false only sends the pair to the general exact path)
  return true;
}

/**
 * True when s and t are two segments of two bigint points each: they need
 * no validation, and go straight to the exact evaluation.
 */
// Stryker disable next-line BlockStatement: equivalent (undefined reads as false: the pair is validated and decided by the general exact path)
function allBigints(s: Segment2, t: Segment2): boolean {
  const isArray = Array.isArray;
  if (!isArray(s) || !isArray(t) || s.length !== 2 || t.length !== 2) return false;
  for (const p of [s[0], s[1], t[0], t[1]]) {
    // Stryker disable next-line StringLiteral: equivalent (a probe made `typeof x === ""` only takes the general path)
    if (!isArray(p) || p.length !== 2 || typeof p[0] !== 'bigint' || typeof p[1] !== 'bigint') return false;
  }
  // Stryker disable next-line BooleanLiteral: equivalent (false only sends the pair to the general exact path)
  return true;
}

/**
 * Exact decision for everything the fast path left: finite doubles first
 * (when `m` is -1 their shapes and types are known, only finiteness is
 * left to check; `-2` means some coordinate is not a number, or the shapes
 * are wrong), then bigints, then anything valid.
 */
function segmentsMeetSlow(fn: string, s: Segment2, t: Segment2, m: number): boolean {
  // Stryker disable next-line UnaryOperator: equivalent (only m < 0 reaches here, so `m === +1` never holds and every pair takes the general exact path)
  if (m === -1 && readFinite(s, t)) return segmentsMeetAt(pair, 0);
  if (!allBigints(s, t)) {
    checkSegment(fn, 's', s, 2);
    checkSegment(fn, 't', t, 2);
  }
  const p = s[0];
  const q = s[1];
  const u = t[0];
  const v = t[1];
  // The same decision as segmentsMeetAt, on exact orientations of any coordinates.
  const o1 = orientSign(p, q, u);
  const o2 = orientSign(p, q, v);
  if (o1 * o2 > 0) return false;
  const collinear = o1 === 0 && o2 === 0 && !(compareCoord(p[0], q[0]) === 0 && compareCoord(p[1], q[1]) === 0);
  const o3 = collinear ? 0 : orientSign(u, v, p);
  const o4 = collinear ? 0 : orientSign(u, v, q);
  if (o3 * o4 > 0) return false;
  // Stryker disable next-line LogicalOperator,ArithmeticOperator: equivalent (past the early returns both products are ≤ 0, and when one is 0 and the other negative the segments meet at an endpoint lying on the other line, which the span tests below find too; the o are signs, so o1 / o2 is negative exactly when o1 · o2 is, or when o2 = 0 and o1 = −1, a case of the same kind)
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
 * here) stored as v[k .. k + 7] = px, py, qx, qy, ux, uy, vx, vy. (A typed
 * array rather than eight arguments: V8 boxes doubles passed to a function
 * it does not inline.)
 *
 * From the exact orientations o1 = (p, q, u), o2 = (p, q, v), o3 = (u, v, p),
 * o4 = (u, v, q): if u and v lie strictly on one side of line pq (o1·o2 > 0),
 * or p and q of line uv, they are apart. If both pairs straddle strictly,
 * they cross. Otherwise some orientation is 0, and they meet iff a point
 * with orientation 0 lies in the other segment's bounding box (collinear
 * with it, so on it). When o1 = o2 = 0 and p ≠ q, all four points are on one
 * line, so o3 = o4 = 0 without computing them (the common degenerate case).
 *
 * @example
 * ```ts
 * segmentsMeetAt(new Float64Array([0, 0, 2, 2, 1, 1, 5, 0]), 0); // true (T-junction at (1, 1))
 * ```
 */
export function segmentsMeetAt(values: Float64Array, k: number): boolean {
  const p = k;
  const q = k + 2;
  const u = k + 4;
  const v = k + 6;
  const o1 = orientAt(values, p, q, u);
  const o2 = orientAt(values, p, q, v);
  if (o1 * o2 > 0) return false;
  const collinear = o1 === 0 && o2 === 0 && !(values[p] === values[q] && values[p + 1] === values[q + 1]);
  const o3 = collinear ? 0 : orientAt(values, u, v, p);
  const o4 = collinear ? 0 : orientAt(values, u, v, q);
  if (o3 * o4 > 0) return false;
  // Stryker disable next-line LogicalOperator,ArithmeticOperator: equivalent (past the early returns both products are ≤ 0, and when one is 0 and the other negative the segments meet at an endpoint lying on the other line, which the span tests below find too; the o are signs, so o1 / o2 is negative exactly when o1 · o2 is, or when o2 = 0 and o1 = −1, a case of the same kind)
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return (
    (o1 === 0 && spansAt(values, u, p, q)) ||
    (o2 === 0 && spansAt(values, v, p, q)) ||
    (o3 === 0 && spansAt(values, p, u, v)) ||
    (o4 === 0 && spansAt(values, q, u, v))
  );
}

/** The exact orientation of three points of finite doubles stored in values: doubles, else BigInt. */
function orientAt(values: Float64Array, a: number, b: number, c: number): Sign {
  const f = orient2dFilterAt(values, a, b, c);
  if (f !== 0) return f as Sign;
  const s = orient2dAt(values, a, b, c);
  if (s !== UNDECIDED) return s;
  const ax = values[a] as number;
  const ay = values[a + 1] as number;
  return det2SignBig(values[b] as number, ax, values[c + 1] as number, ay, values[b + 1] as number, ay, values[c] as number, ax);
}

/**
 * The point stored at values[x] lies in the closed box with corners at
 * values[a] and values[b]; doubles compare exactly. (Indices, not doubles:
 * see segmentsMeetAt.)
 */
function spansAt(values: Float64Array, x: number, a: number, b: number): boolean {
  const px = values[x] as number;
  const py = values[x + 1] as number;
  const ax = values[a] as number;
  const ay = values[a + 1] as number;
  const bx = values[b] as number;
  const by = values[b + 1] as number;
  return ((ax <= px && px <= bx) || (bx <= px && px <= ax)) && ((ay <= py && py <= by) || (by <= py && py <= ay));
}

/**
 * Exact orientation of validated points, as `orient2d`: 1, -1 or 0.
 *
 * @example
 * ```ts
 * orientSign([0, 0], [1, 0], [0, -1]); // -1
 * ```
 */
export function orientSign(a: Point2, b: Point2, c: Point2): Sign {
  return det2Sign(b[0], a[0], c[1], a[1], b[1], a[1], c[0], a[0]);
}

/**
 * x in the closed bounding box of a and b (for a point collinear with them: on the segment).
 *
 * @example
 * ```ts
 * inSpan([1, 1], [0, 0], [2, 2]); // true
 * inSpan([3, 3], [0, 0], [2, 2]); // false
 * ```
 */
export function inSpan(x: Point2, a: Point2, b: Point2): boolean {
  return between(x[0] as Coordinate, a[0], b[0]) && between(x[1] as Coordinate, a[1], b[1]);
}
