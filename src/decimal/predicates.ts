import {
  boundingBox as boundingBoxExact,
  boxesOverlap as boxesOverlapExact,
  clipSegment as clipSegmentExact,
  cohenSutherlandClip as cohenSutherlandClipExact,
  cwTest as cwTestExact,
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

/** `orient2d` accepting Big coordinates: 1 counterclockwise, -1 clockwise, 0 collinear. */
export const orient2d = withBig(orient2dExact);
/** `orient3d` accepting Big coordinates: the sign of ((b−a)×(c−a))·(d−a). */
export const orient3d = withBig(orient3dExact);
/** `cwTest` accepting Big coordinates: 1 counterclockwise, 2 clockwise, 0 collinear. */
export const cwTest = withBig(cwTestExact);
/** `inRange` accepting Big coordinates: x in the closed interval between a and b. */
export const inRange = withBig(inRangeExact);
/** `inBox` accepting Big coordinates: p in the closed box with corners a and b. */
export const inBox = withBig(inBoxExact);
/** `segmentsIntersect` accepting Big coordinates: the closed segments share a point. */
export const segmentsIntersect = withBig(segmentsIntersectExact);
/** `segmentIntersection` accepting Big coordinates: none, a point or a segment, exact. */
export const segmentIntersection = withBig(segmentIntersectionExact);
/** `pointInConvexPolygon` accepting Big coordinates: 'inside', 'boundary' or 'outside'. */
export const pointInConvexPolygon = withBig(pointInConvexPolygonExact);
/** `segmentIntersectsConvexPolygon` accepting Big coordinates. */
export const segmentIntersectsConvexPolygon = withBig(segmentIntersectsConvexPolygonExact);
/** `pointInBox` accepting Big coordinates: 'inside', 'boundary' or 'outside' the closed box. */
export const pointInBox = withBig(pointInBoxExact);
/** `boxesOverlap` accepting Big coordinates: the closed boxes share a point. */
export const boxesOverlap = withBig(boxesOverlapExact);
/** `boundingBox` accepting Big coordinates; a Big extreme comes back as its exact Rational. */
export const boundingBox = withBig(boundingBoxExact);
/** `segmentBox` accepting Big coordinates: null or the exact parameter interval [t0, t1]. */
export const segmentBox = withBig(segmentBoxExact);
/** `segmentIntersectsBox` accepting Big coordinates. */
export const segmentIntersectsBox = withBig(segmentIntersectsBoxExact);
/** `rayBox` accepting Big coordinates: null or the exact parameter interval [t0, t1], t0 ≥ 0. */
export const rayBox = withBig(rayBoxExact);
/** `rayIntersectsBox` accepting Big coordinates. */
export const rayIntersectsBox = withBig(rayIntersectsBoxExact);
/** `clipSegment` accepting Big coordinates: null or the exact clipped segment. */
export const clipSegment = withBig(clipSegmentExact);
/** `cohenSutherlandClip` accepting Big coordinates: same answer as clipSegment. */
export const cohenSutherlandClip = withBig(cohenSutherlandClipExact);
/** `outcode` accepting Big coordinates: the Cohen–Sutherland region code. */
export const outcode = withBig(outcodeExact);
/** `segmentParallelepiped` accepting Big coordinates. */
export const segmentParallelepiped = withBig(segmentParallelepipedExact);
