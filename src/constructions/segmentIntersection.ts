import type { Coordinate, Segment2, SegmentLike } from '../core/coordinate.js';
import { checkSegment, flatCoordinates, scaleToIntegers } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';
import { segmentsMeet } from '../predicates/segmentsIntersect.js';

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
  checkSegment(fn, 's', s, 2);
  checkSegment(fn, 't', t, 2);
  if (!segmentsMeet(fn, s as Segment2, t as Segment2)) return { kind: 'none' };
  // Work on integers: every value times one common positive scale L.
  const { ints, scale } = scaleToIntegers(flatCoordinates([s[0], s[1], t[0], t[1]] as ArrayLike<Coordinate>[]));
  const [px, py, qx, qy, ux, uy, vx, vy] = ints as [bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint];
  const point = (x: bigint, y: bigint, den: bigint): RationalPoint => [Rational.of(x, den * scale), Rational.of(y, den * scale)];
  const rx = qx - px;
  const ry = qy - py;
  const wx = vx - ux;
  const wy = vy - uy;
  const cross = rx * wy - ry * wx;
  if (cross !== 0n) {
    // Lines cross once: p + τ r with τ = ((u − p) × w) / (r × w).
    const tau = (ux - px) * wy - (uy - py) * wx;
    return { kind: 'point', point: point(px * cross + tau * rx, py * cross + tau * ry, cross) };
  }
  // Parallel and meeting: collinear (or a zero-length segment). The shared
  // part runs from the larger of the two lower ends to the smaller upper end
  // in (x, y) order.
  const lex = (ax: bigint, ay: bigint, bx: bigint, by: bigint) =>
    ax < bx || (ax === bx && ay < by) ? -1 : ax === bx && ay === by ? 0 : 1;
  const [sLoX, sLoY, sHiX, sHiY] = lex(px, py, qx, qy) <= 0 ? [px, py, qx, qy] : [qx, qy, px, py];
  const [tLoX, tLoY, tHiX, tHiY] = lex(ux, uy, vx, vy) <= 0 ? [ux, uy, vx, vy] : [vx, vy, ux, uy];
  const [loX, loY] = lex(sLoX, sLoY, tLoX, tLoY) >= 0 ? [sLoX, sLoY] : [tLoX, tLoY];
  const [hiX, hiY] = lex(sHiX, sHiY, tHiX, tHiY) <= 0 ? [sHiX, sHiY] : [tHiX, tHiY];
  if (loX === hiX && loY === hiY) return { kind: 'point', point: point(loX, loY, 1n) };
  return { kind: 'segment', segment: [point(loX, loY, 1n), point(hiX, hiY, 1n)] };
}
