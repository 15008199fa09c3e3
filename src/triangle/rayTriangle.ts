import type { RationalPoint3 } from '../constructions/clipSegment.js';
import type { PointLike } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';
import { planeHitOfWritten, RAY_PLANE_INPUTS } from '../core/values.js';
import { coplanarHit } from './coplanarClip.js';
import { planeHit, pointAt } from './lineCrossing.js';
import { lineMeetsTriangle } from './lineMeetsTriangle.js';
import { copyNumbersRead, rayTriangleOnDoubles } from './lineTriangleOnDoubles.js';
import { locateInPlane } from './location.js';
import { readRayTriangle } from './readInputs.js';
import type { LinePiece, Triangle, TriangleLike, TriangleLocation } from './triangle.js';

/** The first point of a ray on a closed triangle. */
export type RayTriangleHit = {
  /** The smallest t ≥ 0 with origin + t·dir on the triangle. */
  t: Rational;
  /** That point, origin + t·dir. */
  point: RationalPoint3;
  /** Where it lies on the triangle. */
  where: TriangleLocation;
};

/**
 * The first hit of the ray r(t) = origin + t·dir, t ≥ 0, on the closed
 * triangle, or `null` when it misses: the smallest t with r(t) on the
 * triangle, the point, and where it lies (`'vertex'`, `'edge'` or
 * `'interior'`). Exact, so a ray through the edge two triangles share hits
 * both, at the same t, with `'edge'`, and a ray from inside a closed mesh
 * always hits it. A ray in the triangle's plane hits where it first
 * touches it (t = 0 when it starts on it). `dir` is not normalized: t
 * counts multiples of dir. A zero `dir` is an ExactRangeError (code
 * `bad_input`); a triangle with collinear vertices one with code
 * `degenerate`.
 *
 * @example
 * ```ts
 * const hit = rayTriangle([1, 1, 4], [0, 0, -2], [[0, 0, 0], [4, 0, 0], [0, 4, 0]]);
 * hit ? [String(hit.t), hit.point.map(String), hit.where] : null; // ['2', ['1', '1', '0'], 'interior']
 * rayTriangle([1, 1, 4], [0, 0, 2], [[0, 0, 0], [4, 0, 0], [0, 4, 0]]); // null (pointing away)
 * ```
 */
export function rayTriangle(origin: PointLike, dir: PointLike, triangle: TriangleLike): RayTriangleHit | null {
  // The filters decide most rays with nothing allocated; a proven hit has
  // every edge sign non-zero, so it is inside, and only t is left to compute.
  const r = rayTriangleOnDoubles(origin, dir, triangle);
  if (r === 0) return null;
  if (r === 1) {
    // The values read go straight to the value kernel: no array per point.
    copyNumbersRead(RAY_PLANE_INPUTS);
    const { t, point } = planeHitOfWritten(true);
    return { t, point, where: 'interior' };
  }
  const { line, plane } = readRayTriangle('rayTriangle', r.p, r.q, r.t);
  const meeting = lineMeetsTriangle(plane, line);
  if (meeting === null) return null;
  if (meeting.kind === 'cross') return crossing(plane.vertices, line, meeting.where);
  const enter = meeting.clip.enter;
  const { t, point } = enter < 0 ? { t: Rational.ZERO, point: pointAt(line, Rational.ZERO) } : coplanarHit(plane, line, enter);
  // The clip put the point in the closed triangle.
  return { t, point, where: locateInPlane(plane, point) as TriangleLocation };
}

/** The hit where a ray that is not in the plane crosses it. */
function crossing(t: Triangle, line: LinePiece, where: TriangleLocation): RayTriangleHit {
  const hit = planeHit(t, line);
  return { t: hit.t, point: hit.point, where };
}
