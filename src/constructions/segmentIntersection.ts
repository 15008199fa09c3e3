import type { Coordinate, SegmentLike } from '../core/coordinate.js';
import { compareCoord, copySegment, notAllDoubles, scaleToIntegers } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';
import { segmentAsRead } from '../core/readInputs.js';
import { det2Sign } from '../core/signs.js';
import { CROSSING_INPUTS } from '../core/values.js';
import { segmentPairFilter } from '../predicates/segmentPairFilter.js';
import { segmentsMeet } from '../predicates/segmentsIntersect.js';
import { crossingOfInputs, crossingPoint, crossingPointOfScaled } from './crossingPoint.js';

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
  // segmentIntersection's fast path, down to the end mark: written by `npm run kernel` from tools/predicates/specs.ts.
  // A pair the kernel's filter proves to cross properly (the lines are not parallel)
  // gets its crossing from the value kernel; every other pair, and every other
  // input, goes to the checked path with the values read.
  const isArray = Array.isArray;
  if (!(isArray(s) && isArray(t) && s.length === 2 && t.length === 2)) return segmentIntersectionChecked(s, t);
  const p = s[0];
  const q = s[1];
  const u = t[0];
  const v = t[1];
  if (
    !(
      isArray(p) &&
      isArray(q) &&
      isArray(u) &&
      isArray(v) &&
      p.length === 2 &&
      q.length === 2 &&
      u.length === 2 &&
      v.length === 2
    )
  )
    return segmentIntersectionChecked(segmentAsRead(s, p, q), segmentAsRead(t, u, v));
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
    typeof vy === 'number'
  ) {
    const m = segmentPairFilter(px, py, qx, qy, ux, uy, vx, vy);
    if (m === 0) return { kind: 'none' };
    if (m === 1) {
      const w = CROSSING_INPUTS;
      w[0] = px;
      w[1] = py;
      w[2] = qx;
      w[3] = qy;
      w[4] = ux;
      w[5] = uy;
      w[6] = vx;
      w[7] = vy;
      return { kind: 'point', point: crossingOfInputs() };
    }
  }
  return segmentIntersectionChecked(
    [
      [px, py],
      [qx, qy],
    ],
    [
      [ux, uy],
      [vx, vy],
    ],
  );
  // The end of segmentIntersection's generated fast path.
}

/** segmentIntersection on any segments: validated copies, then the exact answer. */
function segmentIntersectionChecked(s: unknown, t: unknown): SegmentIntersection {
  const fn = 'segmentIntersection';
  // Each coordinate read once, into validated copies (s and t may be any array-likes).
  const [p, q] = copySegment(fn, 's', s, 2);
  const [u, v] = copySegment(fn, 't', t, 2);
  const c = [p[0], p[1], q[0], q[1], u[0], u[1], v[0], v[1]];
  // Coordinates that are not all doubles: each exact sign below would scale
  // its inputs to integers by their common denominator (a gcd and products
  // of the size of all the digits), so all eight are scaled once, here, and
  // the signs run on the integers (a common positive factor changes no sign).
  const scaled = notAllDoubles(c) ? scaleToIntegers(c) : null;
  const k: readonly Coordinate[] = scaled === null ? c : scaled.ints;
  const [px, py, qx, qy, ux, uy, vx, vy] = k as Eight;
  const sk: SegmentLike = [
    [px, py],
    [qx, qy],
  ];
  const tk: SegmentLike = [
    [ux, uy],
    [vx, vy],
  ];
  if (!segmentsMeet(fn, sk, tk)) return { kind: 'none' };
  // r × w with r = q − p, w = v − u: nonzero when the lines cross once.
  if (det2Sign(qx, px, vy, uy, qy, py, vx, ux) !== 0) {
    const point =
      scaled === null ? crossingPoint(px, py, qx, qy, ux, uy, vx, vy) : crossingPointOfScaled(c, scaled.ints, scaled.scale);
    return { kind: 'point', point };
  }
  // Parallel and meeting: collinear (or a zero-length segment). The shared
  // part runs from the larger of the two lower ends to the smaller upper end
  // in (x, y) order. Points are indices into c and k (0: p, 2: q, 4: u, 6: v).
  const lex = (a: number, b: number): number =>
    compareCoord(k[a] as Coordinate, k[b] as Coordinate) || compareCoord(k[a + 1] as Coordinate, k[b + 1] as Coordinate);
  const [sLo, sHi] = lex(0, 2) <= 0 ? [0, 2] : [2, 0];
  const [tLo, tHi] = lex(4, 6) <= 0 ? [4, 6] : [6, 4];
  const lo = lex(sLo, tLo) >= 0 ? sLo : tLo;
  const hi = lex(sHi, tHi) <= 0 ? sHi : tHi;
  const point = (i: number): RationalPoint => [Rational.from(c[i] as Coordinate), Rational.from(c[i + 1] as Coordinate)];
  if (lex(lo, hi) === 0) return { kind: 'point', point: point(lo) };
  return { kind: 'segment', segment: [point(lo), point(hi)] };
}

type Eight = [Coordinate, Coordinate, Coordinate, Coordinate, Coordinate, Coordinate, Coordinate, Coordinate];
