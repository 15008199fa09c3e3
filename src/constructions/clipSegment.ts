import type { Box2, Box3, BoxLike } from '../core/box.js';
import { copyBox } from '../core/box.js';
import type { Coordinate, Segment2, Segment3, SegmentLike } from '../core/coordinate.js';
import { compareCoord, copySegment } from '../core/coordinate.js';
import type { Rational } from '../core/rational.js';
import type { RationalPoint } from './segmentIntersection.js';
import type { Ratio } from './segmentPoint.js';
import { compareRatios, pointAtRatio, RATIO_ONE, RATIO_ZERO } from './segmentPoint.js';

/** A 3D point with exact rational coordinates. */
export type RationalPoint3 = [Rational, Rational, Rational];
/** A clipped segment [P, Q] with exact rational endpoints, 2D or 3D. */
export type ClippedSegment = [RationalPoint, RationalPoint] | [RationalPoint3, RationalPoint3];

/*
 * Liang–Barsky clipping, exactly. The segment is p + t·d, d = q − p;
 * each box side gives one inequality tᵢ·pᵢ ≤ qᵢ with
 *     pᵢ = −d_k, qᵢ = p_k − min_k   (low side of axis k)
 *     pᵢ =  d_k, qᵢ = max_k − p_k   (high side)
 * pᵢ = 0: parallel to that side, rejected when qᵢ < 0. pᵢ < 0: the segment
 * enters across it at t = qᵢ/pᵢ (raises t0); pᵢ > 0: it leaves (lowers t1).
 * Every pᵢ and qᵢ is a difference of two coordinates, so each ratio is kept
 * as (a − b)/(c − d) (a Ratio, segmentPoint.ts) and two ratios compare by
 * one det2Sign times the signs of their denominators; only the points at t0
 * and t1 are built, at the end.
 */

/**
 * The part of the closed segment s = [p, q] inside the closed box (2D or 3D),
 * clipped by Liang–Barsky with exact arithmetic: `[P, Q]` with P = s(t0) and
 * Q = s(t1) for the interval `[t0, t1]` of `segmentBox` (so P comes first in
 * the direction p → q), or `null` when they do not meet. P = Q when the
 * segment only touches the box; a zero-length segment in the box gives
 * `[p, p]`. Coordinates are Rationals.
 *
 * @example
 * ```ts
 * clipSegment([[0, 0], [4, 2]], { min: [1, 0], max: [3, 4] })?.map((P) => P.map(String)); // [['1', '1/2'], ['3', '3/2']]
 * clipSegment([[0, 0], [1, 0]], { min: [2, 0], max: [3, 1] });                            // null
 * ```
 */
export function clipSegment(s: Segment2, box: Box2): [RationalPoint, RationalPoint] | null;
export function clipSegment(s: Segment3, box: Box3): [RationalPoint3, RationalPoint3] | null;
export function clipSegment(s: SegmentLike, box: BoxLike): ClippedSegment | null;
export function clipSegment(s: SegmentLike, box: BoxLike): ClippedSegment | null {
  const fn = 'clipSegment';
  const [p, q] = copySegment(fn, 's', s, 0);
  const dim = p.length;
  const { min, max } = copyBox(fn, 'box', box, dim);
  const t: [Ratio, Ratio] = [RATIO_ZERO, RATIO_ONE];
  for (let k = 0; k < dim; k++) {
    const pk = p[k] as Coordinate;
    const qk = q[k] as Coordinate;
    const lo = min[k] as Coordinate;
    const hi = max[k] as Coordinate;
    // Low side: pᵢ = p_k − q_k, qᵢ = p_k − lo. High side: pᵢ = q_k − p_k, qᵢ = hi − p_k.
    if (!narrow(t, pk, qk, pk, lo, k, lo) || !narrow(t, qk, pk, hi, pk, k, hi)) return null;
  }
  return [pointAtRatio(p, q, t[0]), pointAtRatio(p, q, t[1])] as ClippedSegment;
}

/**
 * Narrows [t0, t1] by the side with pᵢ = pa − pb and qᵢ = qa − qb (the box
 * side `side` on axis k); false when the interval becomes empty.
 */
function narrow(
  t: [Ratio, Ratio],
  pa: Coordinate,
  pb: Coordinate,
  qa: Coordinate,
  qb: Coordinate,
  axis: number,
  side: Coordinate,
): boolean {
  const sp = compareCoord(pa, pb);
  // Parallel to the side: inside it for every t, or for none.
  if (sp === 0) return compareCoord(qa, qb) >= 0;
  const r: Ratio = { a: qa, b: qb, c: pa, d: pb, s: sp, axis, at: side };
  if (sp < 0) {
    if (compareRatios(r, t[1]) > 0) return false;
    if (compareRatios(r, t[0]) > 0) t[0] = r;
  } else {
    if (compareRatios(r, t[0]) < 0) return false;
    if (compareRatios(r, t[1]) < 0) t[1] = r;
  }
  return true;
}
