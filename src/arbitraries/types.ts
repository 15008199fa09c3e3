import type { Box2, Box3 } from '../core/box.js';
import type { Point2, Point3, Segment2, Segment3 } from '../core/coordinate.js';
import type { Grid2, Grid3 } from '../grid/grid.js';

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

/** A 2D segment and a grid, made to be walked together. */
export type GridSegmentCase2 = {
  /** The segment. */
  readonly segment: Segment2;
  /** The grid. */
  readonly grid: Grid2;
};
/** A 3D segment and a grid, made to be walked together. */
export type GridSegmentCase3 = {
  /** The segment. */
  readonly segment: Segment3;
  /** The grid. */
  readonly grid: Grid3;
};
/** A 2D ray, a grid and blocked cells, made to be cast together. */
export type GridRayCase2 = {
  /** Where the ray starts (t = 0). */
  readonly origin: Point2;
  /** The ray's direction; never zero. */
  readonly dir: Point2;
  /** The grid. */
  readonly grid: Grid2;
  /** The blocked cells' indices (numbers, or bigints past 2^53). */
  readonly blocked: readonly (readonly (number | bigint)[])[];
};
/** A 3D ray, a grid and blocked cells, made to be cast together. */
export type GridRayCase3 = {
  /** Where the ray starts (t = 0). */
  readonly origin: Point3;
  /** The ray's direction; never zero. */
  readonly dir: Point3;
  /** The grid. */
  readonly grid: Grid3;
  /** The blocked cells' indices (numbers, or bigints past 2^53). */
  readonly blocked: readonly (readonly (number | bigint)[])[];
};
/** Points on one circle, with its centre. */
export type CocircularPoints = {
  /** The circle's centre. */
  readonly center: Point2;
  /** Four points of the circle (they may repeat). */
  readonly points: readonly [Point2, Point2, Point2, Point2];
};
/** Points on one sphere, with its centre. */
export type CosphericalPoints = {
  /** The sphere's centre. */
  readonly center: Point3;
  /** Five points of the sphere (they may repeat). */
  readonly points: readonly [Point3, Point3, Point3, Point3, Point3];
};
