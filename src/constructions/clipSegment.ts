import type { Box2, Box3, BoxLike } from '../core/box.js';
import { copyBox } from '../core/box.js';
import type { Coordinate, Segment2, Segment3, SegmentLike } from '../core/coordinate.js';
import { compareCoord, copySegment, scaleToIntegers } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';
import { det2Sign } from '../core/signs.js';
import type { RationalPoint } from './segmentIntersection.js';

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
 * as (a − b)/(c − d) and two ratios compare by one det2Sign times the signs
 * of their denominators; only t0 and t1 are divided out at the end.
 */

/** qᵢ/pᵢ = (a − b)/(c − d), with s the sign of c − d (non-zero). */
type Ratio = { a: Coordinate; b: Coordinate; c: Coordinate; d: Coordinate; s: number };

const ZERO: Ratio = { a: 0, b: 0, c: 1, d: 0, s: 1 };
const ONE: Ratio = { a: 1, b: 0, c: 1, d: 0, s: 1 };

/** Sign of x − y for two ratios. */
function compareRatios(x: Ratio, y: Ratio): number {
  // Stryker disable next-line ArithmeticOperator: equivalent (s is 1 or -1, and dividing by it is multiplying by it)
  return det2Sign(x.a, x.b, y.c, y.d, y.a, y.b, x.c, x.d) * x.s * y.s;
}

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
  let t0 = ZERO;
  let t1 = ONE;
  for (let k = 0; k < dim; k++) {
    const pk = p[k] as Coordinate;
    const qk = q[k] as Coordinate;
    const lo = min[k] as Coordinate;
    const hi = max[k] as Coordinate;
    // Low side: pᵢ = p_k − q_k, qᵢ = p_k − lo. High side: pᵢ = q_k − p_k, qᵢ = hi − p_k.
    const sides: [Coordinate, Coordinate, Coordinate, Coordinate][] = [
      [pk, qk, pk, lo],
      [qk, pk, hi, pk],
    ];
    for (const [pa, pb, qa, qb] of sides) {
      const sp = compareCoord(pa, pb);
      if (sp === 0) {
        if (compareCoord(qa, qb) < 0) return null;
        continue;
      }
      const t: Ratio = { a: qa, b: qb, c: pa, d: pb, s: sp };
      if (sp < 0) {
        if (compareRatios(t, t1) > 0) return null;
        if (compareRatios(t, t0) > 0) t0 = t;
      } else {
        if (compareRatios(t, t0) < 0) return null;
        if (compareRatios(t, t1) < 0) t1 = t;
      }
    }
  }
  // s(t) with t = (a − b)/(c − d), on integers: every value times one common
  // positive scale L, so s_k(t) = (P_k·(C − D) + (A − B)·(Q_k − P_k)) / ((C − D)·L)
  // and each coordinate costs one reduction.
  const { ints, scale } = scaleToIntegers([...p, ...q, t0.a, t0.b, t0.c, t0.d, t1.a, t1.b, t1.c, t1.d]);
  const int = (i: number) => ints[i] as bigint;
  const at = (base: number): Rational[] => {
    const num = int(base) - int(base + 1);
    const den = int(base + 2) - int(base + 3);
    return Array.from({ length: dim }, (_, k) => {
      const pk = int(k);
      return Rational.of(pk * den + num * (int(dim + k) - pk), den * scale);
    });
  };
  const P = at(2 * dim);
  const Q = at(2 * dim + 4);
  return [P, Q] as ClippedSegment;
}
