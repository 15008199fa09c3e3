import type { Point2, SegmentLike } from '../core/coordinate.js';
import { compareCoord, copySegment } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';
import { det2Sign } from '../core/signs.js';
import { segmentsMeet } from '../predicates/segmentsIntersect.js';
import { crossingPoint } from './crossingPoint.js';

/** A point with exact rational coordinates. */
export type RationalPoint = [Rational, Rational];

/** What two closed segments share. */
export type SegmentIntersection =
  | {
      /** The segments share no point. */
      kind: 'none';
    }
  | {
      /** The segments share exactly one point. */
      kind: 'point';
      /** The shared point. */
      point: RationalPoint;
    }
  | {
      /** The segments are collinear and overlap along a segment of positive length. */
      kind: 'segment';
      /** The shared segment's endpoints, the lower one first in (x, then y) order. */
      segment: [RationalPoint, RationalPoint];
    };

/**
 * The exact intersection of two closed 2D segments: nothing, one point, or
 * (collinear overlap) a segment whose endpoints are ordered by x, then y.
 * Coordinates are exact Rationals.
 *
 * @example
 * ```ts
 * segmentIntersection([[0, 0], [1, 1]], [[0, 1], [1, 0]]);
 * // { kind: 'point', point: [1/2, 1/2] }  (Rationals)
 * segmentIntersection([[0, 0], [2, 0]], [[1, 0], [3, 0]]);
 * // { kind: 'segment', segment: [[1, 0], [2, 0]] }
 * ```
 */
export function segmentIntersection(s: SegmentLike, t: SegmentLike): SegmentIntersection {
  const fn = 'segmentIntersection';
  // Each coordinate read once, into validated copies (s and t may be any array-likes).
  const [p, q] = copySegment(fn, 's', s, 2);
  const [u, v] = copySegment(fn, 't', t, 2);
  if (!segmentsMeet(fn, [p, q], [u, v])) return { kind: 'none' };
  const [px, py] = p;
  const [qx, qy] = q;
  const [ux, uy] = u;
  const [vx, vy] = v;
  // r × w with r = q − p, w = v − u: nonzero when the lines cross once.
  if (det2Sign(qx, px, vy, uy, qy, py, vx, ux) !== 0) {
    return { kind: 'point', point: crossingPoint(px, py, qx, qy, ux, uy, vx, vy) };
  }
  // Parallel and meeting: collinear (or a zero-length segment). The shared
  // part runs from the larger of the two lower ends to the smaller upper end
  // in (x, y) order.
  const lex = (a: Point2, b: Point2): number => compareCoord(a[0], b[0]) || compareCoord(a[1], b[1]);
  const [sLo, sHi] = lex(p, q) <= 0 ? [p, q] : [q, p];
  const [tLo, tHi] = lex(u, v) <= 0 ? [u, v] : [v, u];
  const lo = lex(sLo, tLo) >= 0 ? sLo : tLo;
  const hi = lex(sHi, tHi) <= 0 ? sHi : tHi;
  const point = (x: Point2): RationalPoint => [Rational.from(x[0]), Rational.from(x[1])];
  if (lex(lo, hi) === 0) return { kind: 'point', point: point(lo) };
  return { kind: 'segment', segment: [point(lo), point(hi)] };
}
