import type { Box2, Box3 } from '../core/box.js';
import type { Coordinate, Point2, Point3, Segment2, Segment3 } from '../core/coordinate.js';
import type { Grid2, Grid3 } from '../grid/grid.js';

/** A 2D ray: the points origin + t·dir for t ≥ 0 (dir is never zero). */
export type Ray2<C extends Coordinate = Coordinate> = {
  /** Where the ray starts (t = 0). */
  readonly origin: Point2<C>;
  /** The direction vector; not normalized, never zero. */
  readonly dir: Point2<C>;
};
/** A 3D ray: the points origin + t·dir for t ≥ 0 (dir is never zero). */
export type Ray3<C extends Coordinate = Coordinate> = {
  /** Where the ray starts (t = 0). */
  readonly origin: Point3<C>;
  /** The direction vector; not normalized, never zero. */
  readonly dir: Point3<C>;
};

/** A parallelepiped: origin + Σ uᵢ·edges[i] with 0 ≤ uᵢ ≤ 1; the edges span a volume. */
export type Parallelepiped<C extends Coordinate = Coordinate> = {
  /** The corner where every uᵢ is 0. */
  readonly origin: Point3<C>;
  /** The three edge vectors leaving `origin`. */
  readonly edges: readonly [Point3<C>, Point3<C>, Point3<C>];
};

/** A 2D segment and a box, made to be tested together. */
export type SegmentBoxCase2<C extends Coordinate = Coordinate> = {
  /** The segment to test. */
  readonly segment: Segment2<C>;
  /** The box to test it against. */
  readonly box: Box2<C>;
};
/** A 3D segment and a box, made to be tested together. */
export type SegmentBoxCase3<C extends Coordinate = Coordinate> = {
  /** The segment to test. */
  readonly segment: Segment3<C>;
  /** The box to test it against. */
  readonly box: Box3<C>;
};
/** A 2D ray and a box, made to be tested together. */
export type RayBoxCase2<C extends Coordinate = Coordinate> = {
  /** Where the ray starts (t = 0). */
  readonly origin: Point2<C>;
  /** The ray's direction vector; never zero. */
  readonly dir: Point2<C>;
  /** The box to test the ray against. */
  readonly box: Box2<C>;
};
/** A 3D ray and a box, made to be tested together. */
export type RayBoxCase3<C extends Coordinate = Coordinate> = {
  /** Where the ray starts (t = 0). */
  readonly origin: Point3<C>;
  /** The ray's direction vector; never zero. */
  readonly dir: Point3<C>;
  /** The box to test the ray against. */
  readonly box: Box3<C>;
};

/** Three 2D points. */
export type Triple2<C extends Coordinate = Coordinate> = readonly [Point2<C>, Point2<C>, Point2<C>];
/** Two 2D segments. */
export type SegmentPair2<C extends Coordinate = Coordinate> = readonly [Segment2<C>, Segment2<C>];

/** A 2D segment and a grid, made to be walked together. */
export type GridSegmentCase2<C extends Coordinate = Coordinate> = {
  /** The segment. */
  readonly segment: Segment2<C>;
  /** The grid. */
  readonly grid: Grid2<C>;
};
/** A 3D segment and a grid, made to be walked together. */
export type GridSegmentCase3<C extends Coordinate = Coordinate> = {
  /** The segment. */
  readonly segment: Segment3<C>;
  /** The grid. */
  readonly grid: Grid3<C>;
};
/** A 2D ray, a grid and blocked cells, made to be cast together. */
export type GridRayCase2<C extends Coordinate = Coordinate> = {
  /** Where the ray starts (t = 0). */
  readonly origin: Point2<C>;
  /** The ray's direction; never zero. */
  readonly dir: Point2<C>;
  /** The grid. */
  readonly grid: Grid2<C>;
  /** The blocked cells' indices (numbers, or bigints past 2^53). */
  readonly blocked: readonly (readonly (number | bigint)[])[];
};
/** A 3D ray, a grid and blocked cells, made to be cast together. */
export type GridRayCase3<C extends Coordinate = Coordinate> = {
  /** Where the ray starts (t = 0). */
  readonly origin: Point3<C>;
  /** The ray's direction; never zero. */
  readonly dir: Point3<C>;
  /** The grid. */
  readonly grid: Grid3<C>;
  /** The blocked cells' indices (numbers, or bigints past 2^53). */
  readonly blocked: readonly (readonly (number | bigint)[])[];
};
/** Points on one circle, with its centre. */
export type CocircularPoints<C extends Coordinate = Coordinate> = {
  /** The circle's centre. */
  readonly center: Point2<C>;
  /** Four points of the circle (they may repeat). */
  readonly points: readonly [Point2<C>, Point2<C>, Point2<C>, Point2<C>];
};
/** Points on one sphere, with its centre. */
export type CosphericalPoints<C extends Coordinate = Coordinate> = {
  /** The sphere's centre. */
  readonly center: Point3<C>;
  /** Five points of the sphere (they may repeat). */
  readonly points: readonly [Point3<C>, Point3<C>, Point3<C>, Point3<C>, Point3<C>];
};
