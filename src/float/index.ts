/**
 * exact-predicates/float — the usual float algorithms, in plain doubles as a
 * user would copy them from tutorials and blog posts: the naive orientation,
 * the Ruby post's segment–rectangle tests, the slab method for segments and
 * rays, Liang–Barsky and Cohen–Sutherland clipping, a segment against a rotated
 * cuboid, the basic box tests, Möller's ray–triangle and triangle–triangle
 * tests, the grid walks of tile-map and voxel code (Amanatides–Woo, the
 * supercover line), the textbook sweep and snap rounding, and for polygons
 * the PNPOLY ray crossing, the shoelace area, Andrew's monotone chain,
 * earcut-style ear clipping, the Bowyer–Watson Delaunay triangulation and
 * the Greiner–Hormann overlay.
 * Only outright bugs are fixed (each fix is in
 * the function's doc comment). For comparison with the exact
 * functions of the main entry point, and for users who want the fast float
 * answer and accept its failures. Nothing here is used by the exact code.
 *
 * @packageDocumentation
 */
export type { FloatBox, FloatGrid, FloatHit, FloatPoint, FloatPoint2, FloatSegment, FloatSegment2 } from './types.js';
export { orient2dFloat } from './orient2dFloat.js';
export { cwTestFloat } from './cwTestFloat.js';
export { segmentsIntersectFloat } from './segmentsIntersectFloat.js';
export { pointLiesInFloat } from './pointLiesInFloat.js';
export { segRectCollideFloat } from './segRectCollideFloat.js';
export { segmentBoxFloat } from './segmentBoxFloat.js';
export { rayAabbFloat } from './rayAabbFloat.js';
export { rayBoxFloat } from './rayBoxFloat.js';
export { rayAabbSeed004Float, rayAabbTolerantFloat } from './rayAabbTolerantFloat.js';
export { liangBarskyFloat } from './liangBarskyFloat.js';
export { outcodeFloat } from './outcodeFloat.js';
export { cohenSutherlandClipFloat } from './cohenSutherlandClipFloat.js';
export { segmentCuboidFloat } from './segmentCuboidFloat.js';
export { pointInBoxFloat } from './pointInBoxFloat.js';
export { boxesOverlapFloat } from './boxesOverlapFloat.js';
export { boundingBoxFloat } from './boundingBoxFloat.js';
export { rayTriangleFloat } from './rayTriangleFloat.js';
export type { FloatTriangle, FloatTriangleHit } from './rayTriangleFloat.js';
export { trianglesIntersectFloat } from './trianglesIntersectFloat.js';
export { amanatidesWooFloat } from './amanatidesWooFloat.js';
export { supercoverFloat } from './supercoverFloat.js';
export { lineOfSightFloat } from './lineOfSightFloat.js';
export { segmentIntersectionsFloat } from './segmentIntersectionsFloat.js';
export type { FloatIntersection } from './segmentIntersectionsFloat.js';
export { snapRoundFloat } from './snapRoundFloat.js';
export type { FloatSnapGrid } from './snapRoundFloat.js';
export { pointInPolygonFloat } from './pointInPolygonFloat.js';
export { polygonAreaFloat } from './polygonAreaFloat.js';
export { convexHullFloat } from './convexHullFloat.js';
export { earClippingFloat } from './earClippingFloat.js';
export { delaunayFloat } from './delaunayFloat.js';
export { polygonOverlayFloat } from './polygonOverlayFloat.js';
export type { FloatOverlayOperation } from './polygonOverlayFloat.js';
