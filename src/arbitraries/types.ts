import type { Box2, Box3 } from '../core/box.js';
import type { Point2, Point3, Segment2, Segment3 } from '../core/coordinate.js';

/** A 2D ray: the points origin + t·dir for t ≥ 0 (dir is never zero). */
export type Ray2 = {
  /** Where the ray starts (t = 0). */
  readonly origin: Point2;
  /** The direction vector; not normalized, never zero. */
  readonly dir: Point2;
};
/** A 3D ray: the points origin + t·dir for t ≥ 0 (dir is never zero). */
export type Ray3 = {
  /** Where the ray starts (t = 0). */
  readonly origin: Point3;
  /** The direction vector; not normalized, never zero. */
  readonly dir: Point3;
};

/** A parallelepiped: origin + Σ uᵢ·edges[i] with 0 ≤ uᵢ ≤ 1; the edges span a volume. */
export type Parallelepiped = {
  /** The corner where every uᵢ is 0. */
  readonly origin: Point3;
  /** The three edge vectors leaving `origin`. */
  readonly edges: readonly [Point3, Point3, Point3];
};

/** A 2D segment and a box, made to be tested together. */
export type SegmentBoxCase2 = {
  /** The segment to test. */
  readonly segment: Segment2;
  /** The box to test it against. */
  readonly box: Box2;
};
/** A 3D segment and a box, made to be tested together. */
export type SegmentBoxCase3 = {
  /** The segment to test. */
  readonly segment: Segment3;
  /** The box to test it against. */
  readonly box: Box3;
};
/** A 2D ray and a box, made to be tested together. */
export type RayBoxCase2 = {
  /** Where the ray starts (t = 0). */
  readonly origin: Point2;
  /** The ray's direction vector; never zero. */
  readonly dir: Point2;
  /** The box to test the ray against. */
  readonly box: Box2;
};
/** A 3D ray and a box, made to be tested together. */
export type RayBoxCase3 = {
  /** Where the ray starts (t = 0). */
  readonly origin: Point3;
  /** The ray's direction vector; never zero. */
  readonly dir: Point3;
  /** The box to test the ray against. */
  readonly box: Box3;
};

/** Three 2D points. */
export type Triple2 = readonly [Point2, Point2, Point2];
/** Two 2D segments. */
export type SegmentPair2 = readonly [Segment2, Segment2];
