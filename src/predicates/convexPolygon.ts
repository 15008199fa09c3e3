import type { Point2, PointLike, SegmentLike } from '../core/coordinate.js';
import { arrayLikeLength, compareCoord, copyPoint, copySegment } from '../core/coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';
import { inSpan, orientSign, segmentsMeet } from './segmentsIntersect.js';

/** Where a point lies relative to a closed region. */
export type Location = 'inside' | 'boundary' | 'outside';

/** A validated convex polygon, reduced to what it really is. */
export type ConvexShape =
  | { kind: 'point'; p: Point2 }
  | { kind: 'segment'; a: Point2; b: Point2 }
  | { kind: 'polygon'; vertices: Point2[]; turn: 1 | -1 };

function samePoint(a: Point2, b: Point2): boolean {
  return compareCoord(a[0], b[0]) === 0 && compareCoord(a[1], b[1]) === 0;
}

/**
 * Lexicographic (x, then y) comparison of two points: -1, 0 or 1.
 *
 * @example
 * ```ts
 * comparePoints([0, 5], [1, 0]); // -1 (x decides first)
 * comparePoints([1, 2], [1, 2]); // 0
 * ```
 */
function comparePoints(a: Point2, b: Point2): -1 | 0 | 1 {
  return compareCoord(a[0], b[0]) || compareCoord(a[1], b[1]);
}

/**
 * Reads a polygon once (each vertex a validated copy) and classifies it. Consecutive duplicates are
 * dropped; all-collinear vertices span a segment (or a point). Otherwise the
 * polygon is convex iff every non-zero turn has one sign, no vertex turns
 * back on itself (a spike), and the boundary winds around once. Winding
 * once is checked without angles: each edge runs either forward or backward
 * in (x, y) order; a turn is less than 180°, so as the edge direction
 * sweeps k full turns the forward/backward status flips exactly 2k times.
 *
 * @example
 * ```ts
 * analyzeConvexPolygon('f', [[0, 0], [1, 1], [2, 2]]); // { kind: 'segment', a: [0, 0], b: [2, 2] }
 * analyzeConvexPolygon('f', [[0, 0], [2, 0], [0, 2]]); // { kind: 'polygon', vertices: [[0, 0], [2, 0], [0, 2]], turn: 1 }
 * ```
 */
export function analyzeConvexPolygon(fn: string, polygon: ArrayLike<PointLike>, names?: readonly string[]): ConvexShape {
  const count = arrayLikeLength(polygon);
  if (count < 0) {
    throw new ExactTypeError(`${fn}: polygon is ${describeValue(polygon)}, expected an array of [x, y] points`);
  }
  if (count === 0) throw new ExactRangeError(`${fn}: polygon is empty`);
  const points: Point2[] = [];
  for (let i = 0; i < count; i++) points.push(copyPoint(fn, names?.[i] ?? `polygon[${i}]`, polygon[i], 2));
  // The distinct vertices, and where each stands in the polygon (for messages).
  const v: Point2[] = [];
  const at: number[] = [];
  points.forEach((p, i) => {
    if (v.length === 0 || !samePoint(p, v[v.length - 1] as Point2)) {
      v.push(p);
      at.push(i);
    }
  });
  while (v.length > 1 && samePoint(v[0] as Point2, v[v.length - 1] as Point2)) v.pop();
  const n = v.length;
  const v0 = v[0] as Point2;
  if (n === 1) return { kind: 'point', p: v0 };
  const v1 = v[1] as Point2;
  if (v.every((p) => orientSign(v0, v1, p) === 0)) {
    let lo = v0;
    let hi = v0;
    for (const p of v) {
      if (comparePoints(p, lo) < 0) lo = p;
      if (comparePoints(p, hi) > 0) hi = p;
    }
    return { kind: 'segment', a: lo, b: hi };
  }
  let turn: 0 | 1 | -1 = 0;
  let flips = 0;
  for (let i = 0; i < n; i++) {
    const prev = v[(i + n - 1) % n] as Point2;
    const cur = v[i] as Point2;
    const next = v[(i + 1) % n] as Point2;
    const forwardIn = comparePoints(prev, cur) < 0;
    const forwardOut = comparePoints(cur, next) < 0;
    const o = orientSign(prev, cur, next);
    if (forwardIn !== forwardOut) {
      if (o === 0) throw notConvex(fn, `turns back on itself at vertex ${at[i]}`);
      flips++;
    }
    if (o !== 0) {
      if (turn === 0) turn = o;
      else if (o !== turn) throw notConvex(fn, `turns both ways (at vertex ${at[i]})`);
    }
  }
  if (flips !== 2) throw notConvex(fn, `winds around ${flips / 2} times`);
  return { kind: 'polygon', vertices: v, turn: turn as 1 | -1 };
}

function notConvex(fn: string, why: string): ExactRangeError {
  return new ExactRangeError(`${fn}: polygon is not convex: it ${why}`, 'not_convex');
}

/**
 * Location of validated p in a classified shape.
 *
 * @example
 * ```ts
 * locateInShape([1, 0], { kind: 'segment', a: [0, 0], b: [2, 0] }); // 'boundary'
 * ```
 */
function locateInShape(p: Point2, shape: ConvexShape): Location {
  if (shape.kind === 'point') return samePoint(p, shape.p) ? 'boundary' : 'outside';
  if (shape.kind === 'segment') {
    return orientSign(shape.a, shape.b, p) === 0 && inSpan(p, shape.a, shape.b) ? 'boundary' : 'outside';
  }
  const { vertices, turn } = shape;
  const n = vertices.length;
  let onEdge = false;
  // A convex polygon is the intersection of its edges' closed half-planes.
  for (let i = 0; i < n; i++) {
    const o = orientSign(vertices[i] as Point2, vertices[(i + 1) % n] as Point2, p);
    if (o === 0) onEdge = true;
    else if (o !== turn) return 'outside';
  }
  return onEdge ? 'boundary' : 'inside';
}

/**
 * `pointInConvexPolygon` with errors naming `fn`; `names[i]`, when given,
 * names vertex i in messages about its value (default `polygon[i]`).
 *
 * @example
 * ```ts
 * pointInPolygonChecked('f', [1, 1], [[0, 0], [2, 0], [2, 2], [0, 2]]); // 'inside'
 * ```
 */
export function pointInPolygonChecked(
  fn: string,
  p: PointLike,
  polygon: ArrayLike<PointLike>,
  names?: readonly string[],
): Location {
  const point = copyPoint(fn, 'p', p, 2);
  return locateInShape(point, analyzeConvexPolygon(fn, polygon, names));
}

/**
 * `segmentIntersectsConvexPolygon` for a segment the caller has already
 * read and validated (`copySegment`): only the polygon is read here. Errors
 * name `fn`, and `names` as in `pointInPolygonChecked`.
 *
 * @example
 * ```ts
 * segmentMeetsPolygonChecked('f', [[-1, 1], [0, 1]], [[0, 0], [2, 0], [2, 2], [0, 2]]); // true
 * ```
 */
export function segmentMeetsPolygonChecked(
  fn: string,
  s: readonly [Point2, Point2],
  polygon: ArrayLike<PointLike>,
  names?: readonly string[],
): boolean {
  const shape = analyzeConvexPolygon(fn, polygon, names);
  const [a, b] = s;
  if (shape.kind === 'point') return segmentsMeet(fn, s, [shape.p, shape.p]);
  if (shape.kind === 'segment') return segmentsMeet(fn, s, [shape.a, shape.b]);
  if (locateInShape(a, shape) !== 'outside' || locateInShape(b, shape) !== 'outside') return true;
  const v = shape.vertices;
  for (let i = 0; i < v.length; i++) {
    if (segmentsMeet(fn, s, [v[i] as Point2, v[(i + 1) % v.length] as Point2])) return true;
  }
  return false;
}

/**
 * Where p lies in the closed convex polygon (vertices in either winding;
 * duplicate and collinear vertices allowed): `'inside'` (interior),
 * `'boundary'` (on an edge or vertex) or `'outside'`. A polygon whose vertices
 * are all collinear (or equal) is the segment (or point) they span, which has
 * no interior. A non-convex polygon throws an error with code `not_convex`.
 *
 * @example
 * ```ts
 * pointInConvexPolygon([1, 1], [[0, 0], [2, 0], [2, 2], [0, 2]]); // 'inside'
 * pointInConvexPolygon([2, 1], [[0, 0], [2, 0], [2, 2], [0, 2]]); // 'boundary'
 * ```
 */
export function pointInConvexPolygon(p: PointLike, polygon: ArrayLike<PointLike>): Location {
  return pointInPolygonChecked('pointInConvexPolygon', p, polygon);
}

/**
 * True iff the closed segment s meets the closed convex polygon (any convex
 * polygon, rotated rectangles included; same polygon rules as
 * `pointInConvexPolygon`).
 *
 * @example
 * ```ts
 * segmentIntersectsConvexPolygon([[-1, 1], [0, 1]], [[0, 0], [2, 0], [2, 2], [0, 2]]); // true
 * ```
 */
export function segmentIntersectsConvexPolygon(s: SegmentLike, polygon: ArrayLike<PointLike>): boolean {
  const fn = 'segmentIntersectsConvexPolygon';
  return segmentMeetsPolygonChecked(fn, copySegment(fn, 's', s, 2), polygon);
}
