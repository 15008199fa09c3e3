import type { Box2, Box3 } from '../core/box.js';
import type { Point2, Point3, Segment2, Segment3 } from '../core/coordinate.js';

/** A 2D ray: the points origin + t·dir for t ≥ 0 (dir is never zero). */
export type Ray2 = { readonly origin: Point2; readonly dir: Point2 };
/** A 3D ray: the points origin + t·dir for t ≥ 0 (dir is never zero). */
export type Ray3 = { readonly origin: Point3; readonly dir: Point3 };

/** A parallelepiped: origin + Σ uᵢ·edges[i] with 0 ≤ uᵢ ≤ 1; the edges span a volume. */
export type Parallelepiped = { readonly origin: Point3; readonly edges: readonly [Point3, Point3, Point3] };

/** A segment and a box, made to be tested together. */
export type SegmentBoxCase2 = { readonly segment: Segment2; readonly box: Box2 };
export type SegmentBoxCase3 = { readonly segment: Segment3; readonly box: Box3 };
/** A ray and a box, made to be tested together. */
export type RayBoxCase2 = { readonly origin: Point2; readonly dir: Point2; readonly box: Box2 };
export type RayBoxCase3 = { readonly origin: Point3; readonly dir: Point3; readonly box: Box3 };

/** Three 2D points. */
export type Triple2 = readonly [Point2, Point2, Point2];
/** Two 2D segments. */
export type SegmentPair2 = readonly [Segment2, Segment2];
