/**
 * exact-predicates: exact geometric predicates and constructions in 2D and
 * 3D (orientation, segment intersection, convex polygons, points, segments
 * and rays against boxes, clipping, outcodes) for coordinates that are
 * finite doubles, bigints or exact Rationals. Every answer is exact for the
 * values passed, with no epsilon; computed points and parameters come back as
 * Rationals.
 *
 * @packageDocumentation
 */
export { ExactRangeError, ExactTypeError, isExactError } from './core/errors.js';
export type { ErrorCode } from './core/errors.js';
export { Rational } from './core/rational.js';
export type {
  Coordinate,
  Point,
  Point2,
  Point3,
  PointLike,
  Segment,
  Segment2,
  Segment3,
  SegmentLike,
} from './core/coordinate.js';
export type { KernelStage, Sign } from './core/sign.js';
export { orient2d } from './predicates/orient2d.js';
export { orient3d } from './predicates/orient3d.js';
export { inRange, inBox } from './predicates/inRange.js';
export { segmentsIntersect } from './predicates/segmentsIntersect.js';
export { pointInConvexPolygon, segmentIntersectsConvexPolygon } from './predicates/convexPolygon.js';
export type { Location } from './predicates/convexPolygon.js';
export { segmentIntersection } from './constructions/segmentIntersection.js';
export type { RationalPoint, SegmentIntersection } from './constructions/segmentIntersection.js';
export { orient2dMany } from './batch/orient2dMany.js';
export { segmentsIntersectMany } from './batch/segmentsIntersectMany.js';
export type { Box, Box2, Box3, BoxLike } from './core/box.js';
export { boundingBox } from './constructions/boundingBox.js';
export { pointInBox } from './predicates/pointInBox.js';
export { boxesOverlap } from './predicates/boxesOverlap.js';
export { outcode } from './predicates/outcode.js';
export { segmentIntersectsBox } from './predicates/segmentIntersectsBox.js';
export { rayIntersectsBox } from './predicates/rayIntersectsBox.js';
export { segmentParallelepiped } from './predicates/segmentParallelepiped.js';
export { segmentBox } from './constructions/segmentBox.js';
export { rayBox } from './constructions/rayBox.js';
export { clipSegment } from './constructions/clipSegment.js';
export type { ClippedSegment, RationalPoint3 } from './constructions/clipSegment.js';
export { cohenSutherlandClip } from './constructions/cohenSutherlandClip.js';
export { segmentBoxMany } from './batch/segmentBoxMany.js';
export { incircle } from './predicates/incircle.js';
export { insphere } from './predicates/insphere.js';
export { compareDistance } from './predicates/compareDistance.js';
export { pointInPolygon } from './polygon/pointInPolygon.js';
export type { FillRule, PointInPolygonOptions } from './polygon/pointInPolygon.js';
export { windingNumber } from './polygon/windingNumber.js';
export type { WindingNumber } from './polygon/windingNumber.js';
export type { Ring, Rings } from './polygon/readRings.js';
export { polygonArea, polygonOrientation } from './polygon/polygonArea.js';
export { isSimplePolygon } from './polygon/isSimplePolygon.js';
export type { PolygonSimplicity, SimplePolygonOptions } from './polygon/isSimplePolygon.js';
export { convexHull } from './polygon/convexHull.js';
export type { ConvexHullOptions } from './polygon/convexHull.js';
export { compareAngle } from './polygon/compareAngle.js';
export { preparePolygon } from './polygon/preparePolygon.js';
export type { PreparedPolygon } from './polygon/preparePolygon.js';
// The command-line tool still imports these two from here; it moves to
// './ruby/index.js' and then these lines go. Everyone else: exact-predicates/ruby.
/** @deprecated Import `cwTest` and `segRectCollide` from `exact-predicates/ruby`. */
export { cwTest, segRectCollide } from './ruby/index.js';
