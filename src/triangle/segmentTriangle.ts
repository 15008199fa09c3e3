import type { RationalPoint3 } from '../constructions/clipSegment.js';
import type { Coordinate, SegmentLike } from '../core/coordinate.js';
import { compareCoord } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';
import { planeHitOfWritten, SEGMENT_PLANE_INPUTS } from '../core/values.js';
import { coplanarHit } from './coplanarClip.js';
import { planeHit, pointAt } from './lineCrossing.js';
import { lineMeetsTriangle } from './lineMeetsTriangle.js';
import { copyNumbersRead, segmentTriangleOnDoubles } from './lineTriangleOnDoubles.js';
import { locateInPlane } from './location.js';
import { readSegmentTriangle } from './readInputs.js';
import type { LinePiece, Triangle, TriangleLike, TriangleLocation } from './triangle.js';
import type { TrianglePlane } from './trianglePlane.js';

/** What a closed 3D segment s(t) = p + t·(q − p), 0 ≤ t ≤ 1, shares with a closed triangle. */
export type SegmentTriangleIntersection =
  | {
      /** They share no point. */
      kind: 'none';
    }
  | {
      /** They share exactly one point. */
      kind: 'point';
      /** The shared point, s(t). */
      point: RationalPoint3;
      /** Its segment parameter, in [0, 1] (0 for a zero-length segment). */
      t: Rational;
      /** Where the point lies on the triangle. */
      where: TriangleLocation;
    }
  | {
      /** The segment lies in the triangle's plane and shares a piece of positive length with it. */
      kind: 'segment';
      /** The shared piece [s(t0), s(t1)], in the segment's direction. */
      segment: [RationalPoint3, RationalPoint3];
      /** Its parameter interval [t0, t1], t0 < t1. */
      t: [Rational, Rational];
    };

const NONE: SegmentTriangleIntersection = Object.freeze({ kind: 'none' });

/**
 * The exact intersection of a closed 3D segment and a closed triangle:
 * nothing; one point, with its segment parameter t and where it lies on the
 * triangle (`'vertex'`, `'edge'` or `'interior'`); or, for a segment in the
 * triangle's plane, the shared piece with its parameter interval. A segment
 * crossing the plane is decided by orient3d signs (its Plücker products
 * with the edges); one in the plane is clipped in 2D by orient2d signs of
 * the projected coordinates. A triangle with collinear vertices is an
 * ExactRangeError with code `degenerate`.
 *
 * @example
 * ```ts
 * const tri = [[0, 0, 0], [4, 0, 0], [0, 4, 0]];
 * const x = segmentTriangle([[1, 1, 2], [1, 1, -2]], tri);
 * x.kind === 'point' ? [String(x.t), x.where] : null; // ['1/2', 'interior']
 * const y = segmentTriangle([[-1, 1, 0], [5, 1, 0]], tri);
 * y.kind === 'segment' ? y.t.map(String) : null; // ['1/6', '2/3'] (in the plane, from (0, 1, 0) to (3, 1, 0))
 * ```
 */
export function segmentTriangle(s: SegmentLike, triangle: TriangleLike): SegmentTriangleIntersection {
  // As in rayTriangle: a proven crossing has every edge sign non-zero, so it is inside.
  const r = segmentTriangleOnDoubles(s, triangle);
  if (r === 0) return NONE;
  if (r === 1) {
    // The values read go straight to the value kernel: no array per point.
    copyNumbersRead(SEGMENT_PLANE_INPUTS);
    const { t, point } = planeHitOfWritten(false);
    return { kind: 'point', point, t, where: 'interior' };
  }
  const { line, plane } = readSegmentTriangle('segmentTriangle', r.s, r.t);
  const meeting = lineMeetsTriangle(plane, line);
  if (meeting === null) return NONE;
  if (meeting.kind === 'cross') return crossing(plane.vertices, line, meeting.where);
  const { enter, leave, point } = meeting.clip;
  const start = enter < 0 ? endOf(line, Rational.ZERO) : coplanarHit(plane, line, enter);
  if (point || isZeroLength(line)) return pointResult(plane, start);
  const end = leave < 0 ? endOf(line, Rational.ONE) : coplanarHit(plane, line, leave);
  return { kind: 'segment', segment: [start.point, end.point], t: [start.t, end.t] };
}

/** The point of the line at t = 0 or 1. */
function endOf(line: LinePiece, t: Rational): { t: Rational; point: RationalPoint3 } {
  return { t, point: pointAt(line, t) };
}

/** p = q: every t gives the same point (the clip then spans all of [0, 1]). */
function isZeroLength(line: LinePiece): boolean {
  return line.p.every((x, k) => compareCoord(x, line.q[k] as Coordinate) === 0);
}

/** The single shared point s(t) of a line piece in the plane. */
function pointResult(plane: TrianglePlane, { t, point }: { t: Rational; point: RationalPoint3 }): SegmentTriangleIntersection {
  // The clip put the point in the closed triangle.
  return { kind: 'point', point, t, where: locateInPlane(plane, point) as TriangleLocation };
}

/** The point where a segment that is not in the plane crosses it. */
function crossing(t: Triangle, line: LinePiece, where: TriangleLocation): SegmentTriangleIntersection {
  const { t: at, point } = planeHit(t, line);
  return { kind: 'point', point, t: at, where };
}
