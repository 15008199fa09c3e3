import { showCoordinate } from '../core/box.js';
import type { Coordinate, Point3, PointLike } from '../core/coordinate.js';
import { arrayLikeLength, compareCoord, readPoint } from '../core/coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';

/** A triangle of three 3D points `[a, b, c]`; three collinear points are degenerate. */
export type Triangle = readonly [Point3, Point3, Point3];

/** A triangle as the functions accept it: an array-like of three 3D points (each any array-like of 3 coordinates). */
export type TriangleLike = ArrayLike<PointLike>;

/**
 * Where a point of a closed triangle lies on it: at one of its three
 * vertices, on an edge between two vertices (endpoints excluded), or in its
 * interior (off every edge).
 */
export type TriangleLocation = 'vertex' | 'edge' | 'interior';

/**
 * A segment p → q (t in [0, 1]) or a ray from p along the vector q (t ≥ 0),
 * of validated coordinates: the line p + t·w, w = q − p or q.
 */
export type LinePiece = { readonly p: Point3; readonly q: Point3; readonly ray: boolean };

/**
 * Reads the triangle `tri` (an array-like of three 3D points) once,
 * validating every coordinate, and appends its 9 coordinates to `out`.
 * Errors name `fn` and the argument: `rayTriangle: triangle[2][0] is NaN`.
 * Collinear vertices are not checked here (see trianglePlane).
 *
 * ```ts
 * const v: Coordinate[] = [];
 * readTriangle('f', 'triangle', [[0, 0, 0], [1, 0, 0], [0, 1, 0]], v); // v = [0, 0, 0, 1, 0, 0, 0, 1, 0]
 * ```
 */
export function readTriangle(fn: string, arg: string, tri: unknown, out: Coordinate[]): void {
  const n = arrayLikeLength(tri);
  if (n < 0) throw new ExactTypeError(`${fn}: ${arg} is ${describeValue(tri)}, expected a triangle [a, b, c] of 3D points`);
  if (n !== 3) throw new ExactRangeError(`${fn}: ${arg} has ${n} points, expected 3`);
  for (let i = 0; i < 3; i++) readPoint(fn, arg, (tri as ArrayLike<unknown>)[i], 3, out, i);
}

/**
 * Reads the 3D segment `s` (an array-like `[p, q]`) once, validating every
 * coordinate, and appends its 6 coordinates to `out`.
 *
 * ```ts
 * readSegment3('f', 's', [[0, 0, 0], [1, 2, 3]], v); // v gets 0, 0, 0, 1, 2, 3
 * ```
 */
export function readSegment3(fn: string, arg: string, s: unknown, out: Coordinate[]): void {
  const n = arrayLikeLength(s);
  if (n < 0) throw new ExactTypeError(`${fn}: ${arg} is ${describeValue(s)}, expected a segment [p, q]`);
  if (n !== 2) throw new ExactRangeError(`${fn}: ${arg} has ${n} points, expected 2`);
  readPoint(fn, arg, (s as ArrayLike<unknown>)[0], 3, out, 0);
  readPoint(fn, arg, (s as ArrayLike<unknown>)[1], 3, out, 1);
}

/**
 * Reads a ray's `origin` and `dir` (3D) once, validating every coordinate,
 * and appends their 6 coordinates to `out`; a zero `dir` is an
 * ExactRangeError (code `bad_input`).
 *
 * ```ts
 * readRay('f', [0, 0, 0], [0, 0, 0], v); // throws: f: dir is [0, 0, 0], expected a non-zero direction
 * ```
 */
export function readRay(fn: string, origin: unknown, dir: unknown, out: Coordinate[]): void {
  readPoint(fn, 'origin', origin, 3, out);
  readPoint(fn, 'dir', dir, 3, out);
  const d = out.slice(out.length - 3);
  if (d.every((x) => compareCoord(x, 0) === 0)) {
    throw new ExactRangeError(`${fn}: dir is [${d.map(showCoordinate).join(', ')}], expected a non-zero direction`);
  }
}

/** The 3D point stored at v[i], v[i + 1], v[i + 2], as a tuple (no copy of the values, only of the references). */
export function pointOf(v: readonly Coordinate[], i: number): Point3 {
  return [v[i] as Coordinate, v[i + 1] as Coordinate, v[i + 2] as Coordinate];
}

/** The three vertices stored from v[i] on. */
export function verticesOf(v: readonly Coordinate[], i: number): [Point3, Point3, Point3] {
  return [pointOf(v, i), pointOf(v, i + 3), pointOf(v, i + 6)];
}
