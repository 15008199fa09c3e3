import {
  boundingBox as boundingBoxExact,
  boxesOverlap as boxesOverlapExact,
  clipSegment as clipSegmentExact,
  cohenSutherlandClip as cohenSutherlandClipExact,
  inBox as inBoxExact,
  inRange as inRangeExact,
  orient2d as orient2dExact,
  orient3d as orient3dExact,
  outcode as outcodeExact,
  pointInBox as pointInBoxExact,
  pointInConvexPolygon as pointInConvexPolygonExact,
  rayBox as rayBoxExact,
  rayIntersectsBox as rayIntersectsBoxExact,
  segmentBox as segmentBoxExact,
  segmentIntersection as segmentIntersectionExact,
  segmentIntersectsBox as segmentIntersectsBoxExact,
  segmentIntersectsConvexPolygon as segmentIntersectsConvexPolygonExact,
  segmentIntersectsParallelepiped as segmentIntersectsParallelepipedExact,
  segmentParallelepiped as segmentParallelepipedExact,
  segmentsIntersect as segmentsIntersectExact,
} from '../index.js';
import { withBig } from './withBig.js';

/*
 * The package's predicates and constructions, each accepting big.js `Big`
 * coordinates besides numbers, bigints and Rationals (see `withBig`). Same
 * names, meanings and errors as the main entry point; results are the main
 * entry point's (Rationals for constructions: render them with `toBig`).
 */

/**
 * `orient2d` accepting Big coordinates: 1 counterclockwise, -1 clockwise, 0 collinear.
 *
 * @example
 * ```ts
 * orient2d([new Big('0.1'), 0], [new Big('0.2'), 0], [new Big('0.3'), 0]); // 0
 * orient2d([0, 0], [new Big('0.1'), new Big('0.1')], [0.3, new Big('0.3')]); // 1: the double 0.3 is below 3/10
 * ```
 */
export const orient2d = withBig(orient2dExact);
/**
 * `orient3d` accepting Big coordinates: the sign of ((b−a)×(c−a))·(d−a).
 *
 * @example
 * ```ts
 * orient3d([0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, new Big('0.1')]); // 1
 * ```
 */
export const orient3d = withBig(orient3dExact);
/**
 * `inRange` accepting Big coordinates: x in the closed interval between a and b.
 *
 * @example
 * ```ts
 * inRange(new Big('0.2'), new Big('0.3'), new Big('0.1')); // true
 * inRange(new Big('0.3'), 0, 0.3);                         // false: the double 0.3 is below 3/10
 * ```
 */
export const inRange = withBig(inRangeExact);
/**
 * `inBox` accepting Big coordinates: p in the closed box with corners a and b.
 *
 * @example
 * ```ts
 * inBox([new Big('0.5'), 1], [0, 0], [1, 2]); // true
 * ```
 */
export const inBox = withBig(inBoxExact);
/**
 * `segmentsIntersect` accepting Big coordinates: the closed segments share a point.
 *
 * @example
 * ```ts
 * segmentsIntersect([[0, 0], [new Big('0.3'), new Big('0.3')]], [[new Big('0.1'), new Big('0.1')], [1, 0]]); // true (they meet at (0.1, 0.1))
 * ```
 */
export const segmentsIntersect = withBig(segmentsIntersectExact);
/**
 * `segmentIntersection` accepting Big coordinates: none, a point or a segment, exact.
 *
 * @example
 * ```ts
 * segmentIntersection([[0, 0], [new Big('0.2'), new Big('0.2')]], [[0, new Big('0.2')], [new Big('0.2'), 0]]);
 * // { kind: 'point', point: [1/10, 1/10] }  (Rationals)
 * ```
 */
export const segmentIntersection = withBig(segmentIntersectionExact);
/**
 * `pointInConvexPolygon` accepting Big coordinates: 'inside', 'boundary' or 'outside'.
 *
 * @example
 * ```ts
 * pointInConvexPolygon([new Big('0.1'), 0], [[0, 0], [1, 0], [0, 1]]);              // 'boundary'
 * pointInConvexPolygon([new Big('0.1'), new Big('0.1')], [[0, 0], [1, 0], [0, 1]]); // 'inside'
 * ```
 */
export const pointInConvexPolygon = withBig(pointInConvexPolygonExact);
/**
 * `segmentIntersectsConvexPolygon` accepting Big coordinates: the closed segment meets the closed convex polygon.
 *
 * @example
 * ```ts
 * segmentIntersectsConvexPolygon([[new Big('-0.5'), new Big('0.5')], [0, new Big('0.5')]], [[0, 0], [1, 0], [1, 1], [0, 1]]); // true (touches the left side)
 * ```
 */
export const segmentIntersectsConvexPolygon = withBig(segmentIntersectsConvexPolygonExact);
/**
 * `pointInBox` accepting Big coordinates: 'inside', 'boundary' or 'outside' the closed box.
 *
 * @example
 * ```ts
 * pointInBox([new Big('0.3'), 0.5], { min: [0, 0], max: [new Big('0.3'), 1] }); // 'boundary'
 * pointInBox([new Big('0.3'), 0.5], { min: [0, 0], max: [0.3, 1] });           // 'outside': the double 0.3 is below 3/10
 * ```
 */
export const pointInBox = withBig(pointInBoxExact);
/**
 * `boxesOverlap` accepting Big coordinates: the closed boxes share a point.
 *
 * @example
 * ```ts
 * boxesOverlap({ min: [0, 0], max: [new Big('0.5'), 1] }, { min: [new Big('0.5'), 0], max: [1, 1] }); // true (a shared side)
 * ```
 */
export const boxesOverlap = withBig(boxesOverlapExact);
/**
 * `boundingBox` accepting Big coordinates; a Big extreme comes back as its exact Rational.
 *
 * @example
 * ```ts
 * boundingBox([[new Big('0.1'), 2], [1, new Big('-0.5')]]);
 * // { min: [1/10, -1/2], max: [1, 2] }  (min holds Rationals, max the numbers given)
 * ```
 */
export const boundingBox = withBig(boundingBoxExact);
/**
 * `segmentBox` accepting Big coordinates: null or the exact parameter interval [t0, t1].
 *
 * @example
 * ```ts
 * segmentBox([[0, 0], [1, 0]], { min: [new Big('0.1'), 0], max: [new Big('0.3'), 1] })?.map(String); // ['1/10', '3/10']
 * ```
 */
export const segmentBox = withBig(segmentBoxExact);
/**
 * `segmentIntersectsBox` accepting Big coordinates: the closed segment meets the closed box.
 *
 * @example
 * ```ts
 * segmentIntersectsBox([[0, 0], [new Big('0.1'), new Big('0.1')]], { min: [new Big('0.1'), new Big('0.1')], max: [1, 1] }); // true (touches the corner)
 * ```
 */
export const segmentIntersectsBox = withBig(segmentIntersectsBoxExact);
/**
 * `rayBox` accepting Big coordinates: null or the exact parameter interval [t0, t1], t0 ≥ 0.
 *
 * @example
 * ```ts
 * rayBox([0, 0], [new Big('0.1'), 0], { min: [1, 0], max: [2, 1] })?.map(String); // ['10', '20']
 * rayBox([0, 0], [0.1, 0], { min: [1, 0], max: [2, 1] })?.map(String);
 * // ['36028797018963968/3602879701896397', '72057594037927936/3602879701896397']: the double 0.1 is above 1/10
 * ```
 */
export const rayBox = withBig(rayBoxExact);
/**
 * `rayIntersectsBox` accepting Big coordinates: the closed ray meets the closed box.
 *
 * @example
 * ```ts
 * rayIntersectsBox([0, 0], [1, new Big('0.5')], { min: [2, 1], max: [3, 2] }); // true (it enters the box at its corner (2, 1))
 * ```
 */
export const rayIntersectsBox = withBig(rayIntersectsBoxExact);
/**
 * `clipSegment` accepting Big coordinates: null or the exact clipped segment.
 *
 * @example
 * ```ts
 * clipSegment([[0, 0], [new Big('0.3'), new Big('0.3')]], { min: [new Big('0.1'), 0], max: [1, new Big('0.2')] })?.map((P) => P.map(String));
 * // [['1/10', '1/10'], ['1/5', '1/5']]
 * ```
 */
export const clipSegment = withBig(clipSegmentExact);
/**
 * `cohenSutherlandClip` accepting Big coordinates: same answer as clipSegment.
 *
 * @example
 * ```ts
 * cohenSutherlandClip([[0, 0], [new Big('0.3'), new Big('0.3')]], { min: [new Big('0.1'), 0], max: [1, new Big('0.2')] })
 *   ?.map((P) => P.map((x) => toBig(x, 1).toFixed(1))); // [['0.1', '0.1'], ['0.2', '0.2']]
 * ```
 */
export const cohenSutherlandClip = withBig(cohenSutherlandClipExact);
/**
 * `outcode` accepting Big coordinates: the Cohen–Sutherland region code.
 *
 * @example
 * ```ts
 * outcode([new Big('-0.1'), new Big('2.5')], { min: [0, 0], max: [1, 1] }); // 6 = 0b0110 (left of and above the box)
 * ```
 */
export const outcode = withBig(outcodeExact);
/**
 * `segmentIntersectsParallelepiped` accepting Big coordinates: the closed segment meets the closed parallelogram or parallelepiped.
 *
 * @example
 * ```ts
 * segmentIntersectsParallelepiped([[0, new Big('0.5')], [new Big('0.5'), new Big('0.5')]], [1, 0], [[1, 0], [0, 1]]); // false (it stops short of x = 1)
 * ```
 */
export const segmentIntersectsParallelepiped = withBig(segmentIntersectsParallelepipedExact);
/**
 * The former name of `segmentIntersectsParallelepiped`, accepting Big
 * coordinates; its errors name `segmentParallelepiped`.
 *
 * @deprecated Use `segmentIntersectsParallelepiped`.
 */
export const segmentParallelepiped = withBig(segmentParallelepipedExact);
