import type { Point, Point2, Point3, PointLike, Segment2, Segment3, SegmentLike } from '../core/coordinate.js';
import { arrayLikeLength, copyPoint, copySegment } from '../core/coordinate.js';
import { toEdgeBasis } from '../core/cramer.js';
import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';
import { PARAM_ONE, PARAM_ZERO, slabInterval } from '../core/slab.js';

/**
 * True iff the closed segment s meets the closed parallelepiped
 * { origin + Σ uᵢ·edges[i] : 0 ≤ uᵢ ≤ 1 } — a parallelogram from 2 edge
 * vectors in 2D, a parallelepiped from 3 in 3D. This is the usual
 * "segment against a rotated cuboid" test without its normalization (no
 * square roots, no tolerance): the segment is mapped into the edge basis
 * by Cramer's rule, where the solid is the unit box, and clipped by an exact
 * slab test there. Edges need not be perpendicular or of equal length. Edges
 * that span no area (2D) or volume (3D) throw an ExactRangeError with code
 * `degenerate` (after every `bad_input` check).
 *
 * @example
 * ```ts
 * segmentIntersectsParallelepiped([[0, 0], [4, 0]], [1, -1], [[1, 1], [1, -1]]);                  // true (a rotated square)
 * segmentIntersectsParallelepiped([[0, 0, 20], [4, 4, 20]], [0, 0, 0], [[20, 0, 0], [0, 20, 0], [10, 10, 40]]); // false (at z = 20 the slanted solid is [5, 25]²)
 * ```
 */
export function segmentIntersectsParallelepiped(s: Segment2, origin: Point2, edges: readonly Point2[]): boolean;
export function segmentIntersectsParallelepiped(s: Segment3, origin: Point3, edges: readonly Point3[]): boolean;
export function segmentIntersectsParallelepiped(s: SegmentLike, origin: PointLike, edges: ArrayLike<PointLike>): boolean;
export function segmentIntersectsParallelepiped(s: SegmentLike, origin: PointLike, edges: ArrayLike<PointLike>): boolean {
  return meetsParallelepiped('segmentIntersectsParallelepiped', s, origin, edges);
}

/**
 * The former name of `segmentIntersectsParallelepiped`: the same test, with
 * errors that name `segmentParallelepiped`.
 *
 * @deprecated Use `segmentIntersectsParallelepiped` (a predicate is named as a statement).
 *
 * @example
 * ```ts
 * segmentParallelepiped([[0, 0], [4, 0]], [1, -1], [[1, 1], [1, -1]]); // true
 * ```
 */
export const segmentParallelepiped: typeof segmentIntersectsParallelepiped = (
  s: SegmentLike,
  origin: PointLike,
  edges: ArrayLike<PointLike>,
) => meetsParallelepiped('segmentParallelepiped', s, origin, edges);

/** The test, with errors naming `fn`. */
function meetsParallelepiped(fn: string, s: SegmentLike, origin: PointLike, edges: ArrayLike<PointLike>): boolean {
  const [p, q] = copySegment(fn, 's', s, 0);
  const dim = p.length;
  const o = copyPoint(fn, 'origin', origin, dim);
  const count = arrayLikeLength(edges);
  if (count < 0) {
    throw new ExactTypeError(`${fn}: edges is ${describeValue(edges)}, expected an array of ${dim} edge vectors`);
  }
  if (count !== dim) throw new ExactRangeError(`${fn}: edges has ${count} vectors, expected ${dim}`);
  const vectors: Point[] = [];
  for (let i = 0; i < dim; i++) vectors.push(copyPoint(fn, 'edges', edges[i], dim, '', i));
  const { a, b, det } = toEdgeBasis(p, q, o, vectors);
  if (det === 0n) {
    throw new ExactRangeError(`${fn}: edges span no ${dim === 2 ? 'area' : 'volume'} (their determinant is 0)`, 'degenerate');
  }
  // In the edge basis the segment is a + t·b (scaled by det) and the solid
  // is [0, det] on every axis.
  const e = a.map((v, i) => v + (b[i] as bigint));
  const zeros = a.map(() => 0n);
  const dets = a.map(() => det);
  return slabInterval(dim, a, e, a, zeros, dets, PARAM_ZERO, PARAM_ONE) !== null;
}
