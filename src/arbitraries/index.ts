/**
 * exact-predicates/arbitraries — fast-check arbitraries for property-testing
 * geometry code: coordinates of every kind, points, segments, rays, boxes,
 * convex polygons, parallelepipeds, polygons of any shape (simple, with
 * holes, self-intersecting, spiked, with a point on the boundary), hull
 * point sets, and degenerate families (collinear triples, T-junctions,
 * segments in box faces, rays grazing faces, rays through triangle edges
 * and vertices, touching triangles, closed meshes, segments through grid
 * vertices and along grid lines, ...)
 * whose degeneracy is exact in every coordinate kind. fast-check is a peer
 * dependency. Every arbitrary takes an optional constraints object; a bad
 * constraint throws when the arbitrary is built, naming the field.
 *
 * ```ts
 * import fc from 'fast-check';
 * import { segmentIntersectsBox } from 'exact-predicates';
 * import { touchingSegmentBox } from 'exact-predicates/arbitraries';
 * fc.assert(fc.property(touchingSegmentBox(), ({ segment, box }) => segmentIntersectsBox(segment, box)));
 * ```
 *
 * @packageDocumentation
 */
export type {
  CoordinateChoice,
  CoordinateConstraints,
  CoordinateKind,
  CoordinateOf,
  FamilyConstraints,
  FamilyConstraintsDim,
} from './coordinate.js';
export { coordinate, COORDINATE_KINDS } from './coordinate.js';
export { gridCoordinate } from './gridCoordinate.js';
export type { GridCoordinateConstraints } from './gridCoordinate.js';
export { safeIntegerCoordinate } from './safeIntegerCoordinate.js';
export type { SafeIntegerCoordinateConstraints } from './safeIntegerCoordinate.js';
export { hugeBigIntCoordinate } from './hugeBigIntCoordinate.js';
export type { HugeBigIntCoordinateConstraints } from './hugeBigIntCoordinate.js';
export { doubleCoordinate } from './doubleCoordinate.js';
export type { DoubleCoordinateConstraints } from './doubleCoordinate.js';
export { rationalCoordinate } from './rationalCoordinate.js';
export type { RationalCoordinateConstraints } from './rationalCoordinate.js';

export { point2 } from './point2.js';
export type { PointConstraints } from './point2.js';
export { point3 } from './point3.js';
export { segment2 } from './segment2.js';
export { segment3 } from './segment3.js';
export { ray2 } from './ray2.js';
export { ray3 } from './ray3.js';
export { box2 } from './box2.js';
export type { BoxConstraints } from './box2.js';
export { box3 } from './box3.js';
export { convexPolygon } from './convexPolygon.js';
export type { ConvexPolygonConstraints } from './convexPolygon.js';
export { parallelepiped } from './parallelepiped.js';
export type { ParallelepipedConstraints } from './parallelepiped.js';
export { simpleRing } from './simpleRing.js';
export type { PolygonConstraints } from './polygonParts.js';
export { ringWithHoles } from './ringWithHoles.js';
export type { RingWithHolesConstraints } from './ringWithHoles.js';
export { selfIntersectingRing } from './selfIntersectingRing.js';
export type { SelfIntersectingRingConstraints } from './selfIntersectingRing.js';
export { spikedRing } from './spikedRing.js';
export { polygonPair } from './polygonPair.js';
export type { PolygonPair } from './polygonPair.js';
export { polygonBoundaryPoint } from './polygonBoundaryPoint.js';
export type { PolygonBoundaryPointConstraints, PolygonPointCase } from './polygonBoundaryPoint.js';
export type { HoleWinding, PolygonShape } from './polygonShapes.js';
export { hullPoints } from './hullPoints.js';
export type { HullPointsConstraints } from './hullPoints.js';

export { collinearTriple } from './collinearTriple.js';
export { nearlyCollinearTriple } from './nearlyCollinearTriple.js';
export { thinTriangle } from './thinTriangle.js';
export { cocircularPoints } from './cocircularPoints.js';
export { cosphericalPoints } from './cosphericalPoints.js';
export { sharedEndpointSegments } from './sharedEndpointSegments.js';
export { tJunctionSegments } from './tJunctionSegments.js';
export { collinearSegments } from './collinearSegments.js';
export { zeroLengthSegment } from './zeroLengthSegment.js';
export { segmentNearBox } from './segmentNearBox.js';
export { rayNearBox } from './rayNearBox.js';
export { segmentInBoxFace } from './segmentInBoxFace.js';
export { segmentThroughBoxCorner } from './segmentThroughBoxCorner.js';
export { segmentThroughBoxEdge } from './segmentThroughBoxEdge.js';
export { rayGrazingBoxFace } from './rayGrazingBoxFace.js';
export { touchingSegmentBox } from './touchingSegmentBox.js';
export { rayThroughTriangleVertex } from './rayThroughTriangleVertex.js';
export { rayThroughTriangleEdge } from './rayThroughTriangleEdge.js';
export { segmentEndingOnTrianglePlane } from './segmentEndingOnTrianglePlane.js';
export { segmentInTrianglePlane } from './segmentInTrianglePlane.js';
export { coplanarTrianglePair } from './coplanarTrianglePair.js';
export { touchingTrianglePair } from './touchingTrianglePair.js';
export type { TouchingTrianglePairConstraints } from './touchingTrianglePair.js';
export { closedTriangleMesh } from './closedTriangleMesh.js';
export type { ClosedMeshCase, ClosedTriangleMeshConstraints } from './closedTriangleMesh.js';
export type { RayTriangleCase, SegmentTriangleCase, TrianglePair } from './triangleLattice.js';
export { segmentOnGrid } from './segmentOnGrid.js';
export { segmentThroughGridVertex } from './segmentThroughGridVertex.js';
export { segmentAlongGridLine } from './segmentAlongGridLine.js';
export { zeroLengthSegmentOnGrid } from './zeroLengthSegmentOnGrid.js';
export { rayGrazingCellCorner } from './rayGrazingCellCorner.js';

export { segmentStar } from './segmentStar.js';
export { tJunctionSegmentSet } from './tJunctionSegmentSet.js';
export { overlappingSegments } from './overlappingSegments.js';
export { pixelBoundaryCrossings } from './pixelBoundaryCrossings.js';
export { nearlyParallelSegments } from './nearlyParallelSegments.js';
export { axisParallelGrid } from './axisParallelGrid.js';
export type { SegmentSet2, SegmentSetConstraints, SnapCase } from './arrangementTypes.js';

export type {
  CocircularPoints,
  CosphericalPoints,
  GridRayCase2,
  GridRayCase3,
  GridSegmentCase2,
  GridSegmentCase3,
  Parallelepiped,
  Ray2,
  Ray3,
  RayBoxCase2,
  RayBoxCase3,
  SegmentBoxCase2,
  SegmentBoxCase3,
  SegmentPair2,
  Triple2,
} from './types.js';
// The types the arbitraries give, so that a consumer's declarations can name them from this entry.
export type { Box2, Box3 } from '../core/box.js';
export type { Coordinate, Point2, Point3, Segment2, Segment3 } from '../core/coordinate.js';
export type { Rational } from '../core/rational.js';
export type { Grid2, Grid3 } from '../grid/grid.js';
