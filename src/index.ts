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
export type { ErrorCode, ErrorLimit } from './core/errors.js';
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
export { segmentIntersectsParallelepiped, segmentParallelepiped } from './predicates/segmentIntersectsParallelepiped.js';
export { segmentBox } from './constructions/segmentBox.js';
export { rayBox } from './constructions/rayBox.js';
export { clipSegment } from './constructions/clipSegment.js';
export type { ClippedSegment, RationalPoint3 } from './constructions/clipSegment.js';
export { cohenSutherlandClip } from './constructions/cohenSutherlandClip.js';
export { segmentBoxMany } from './batch/segmentBoxMany.js';
export { incircle } from './predicates/incircle.js';
export { insphere } from './predicates/insphere.js';
export { compareDistance } from './predicates/compareDistance.js';
export { squaredDistance, squaredDistanceToSegment } from './constructions/squaredDistance.js';
export { segmentTriangle } from './triangle/segmentTriangle.js';
export type { SegmentTriangleIntersection } from './triangle/segmentTriangle.js';
export { segmentIntersectsTriangle } from './triangle/segmentIntersectsTriangle.js';
export { rayTriangle } from './triangle/rayTriangle.js';
export type { RayTriangleHit } from './triangle/rayTriangle.js';
export { rayIntersectsTriangle } from './triangle/rayIntersectsTriangle.js';
export { trianglesIntersect } from './triangle/trianglesIntersect.js';
export { triangleBarycentric } from './triangle/triangleBarycentric.js';
export type { Triangle, TriangleLike, TriangleLocation } from './triangle/triangle.js';
export type { CellIndex, CellIndexLike, Grid2, Grid3, GridLike, GridMode, NumberGridLike } from './grid/grid.js';
export type { BlockedLike, CellRange } from './grid/blockedCells.js';
export { gridCells } from './grid/gridCells.js';
export type { GridCell, GridCellsOptions } from './grid/gridCells.js';
export { gridPieces } from './grid/gridPieces.js';
export type { GridPiece, GridPiecesOptions } from './grid/gridPieces.js';
export { gridRaycast } from './grid/gridRaycast.js';
export type { GridRaycastHit, GridRaycastOptions } from './grid/gridRaycast.js';
export { lineOfSight } from './grid/lineOfSight.js';
export type { LineOfSightOptions } from './grid/lineOfSight.js';
export { iterateSegmentIntersections, segmentIntersections } from './arrangement/segmentIntersections.js';
export type { IntersectionPair } from './arrangement/segmentIntersections.js';
export type { ArrangementOptions } from './arrangement/arrangementOptions.js';
export { nodeSegments } from './arrangement/nodeSegments.js';
export type { NodedSegment } from './arrangement/nodeSegments.js';
export { nodingCheck } from './arrangement/nodingCheck.js';
export type { NodingCheck } from './arrangement/nodingCheck.js';
export { snapRound } from './arrangement/snapRound.js';
export type { SnapGridLike } from './arrangement/snapRound.js';
export { pointInPolygon } from './polygon/pointInPolygon.js';
export type { FillRule, PointInPolygonOptions } from './polygon/pointInPolygon.js';
export { windingNumber } from './polygon/windingNumber.js';
export type { WindingNumber } from './polygon/windingNumber.js';
export type { Ring, Rings } from './polygon/readRings.js';
export type {
  GeoJsonFeature,
  GeoJsonMultiPolygon,
  GeoJsonPolygon,
  GeoJsonPolygonal,
  PolygonInput,
} from './polygon/geoJson.js';
export { polygonArea, polygonOrientation } from './polygon/polygonArea.js';
export { isSimplePolygon } from './polygon/isSimplePolygon.js';
export type { PolygonSimplicity, SimplePolygonOptions } from './polygon/isSimplePolygon.js';
export { convexHull } from './polygon/convexHull.js';
export type { ConvexHullOptions } from './polygon/convexHull.js';
export { compareAngle } from './polygon/compareAngle.js';
export { preparePolygon } from './polygon/preparePolygon.js';
export type { PreparedPolygon } from './polygon/preparePolygon.js';
export {
  normalizePolygon,
  polygonDifference,
  polygonIntersection,
  polygonOverlay,
  polygonUnion,
  polygonXor,
} from './overlay/polygonOverlay.js';
export type { Operation as OverlayOperation } from './overlay/membership.js';
export type { OverlayOptions } from './overlay/overlayOptions.js';
export type { ResultPoint, ResultPolygon } from './overlay/eventPoints.js';
export { clipPolygonToBox } from './overlay/clipPolygonToBox.js';
export { polygonValidity } from './overlay/polygonValidity.js';
export type { PolygonValidity, RingIndex, ValidityReason } from './overlay/polygonValidity.js';
export { delaunay, Triangulation } from './triangulation/delaunay.js';
export type { PointLocation } from './triangulation/delaunay.js';
export { constrainedDelaunay, ConstrainedTriangulation } from './triangulation/constrainedDelaunay.js';
export { triangulatePolygon, PolygonTriangulation } from './triangulation/triangulatePolygon.js';
export type { TriangulatePolygonOptions } from './triangulation/triangulatePolygon.js';
export { triangleListProblem } from './triangulation/triangleListProblem.js';
export type { ListPoint, TriangleListRules } from './triangulation/triangleListProblem.js';
