import type { Point2, Segment2 } from '../core/coordinate.js';
import type { FamilyConstraints } from './coordinate.js';

/** A set of 2D segments, for arrangement code (`segmentIntersections`, `nodingCheck`, `snapRound` ...). */
export type SegmentSet2 = Segment2[];

/** A set of segments and a snap-rounding grid, made to be rounded together. */
export type SnapCase = {
  /** The segments to round. */
  readonly segments: SegmentSet2;
  /** The grid: pixel centres at origin + (i·w, j·h). */
  readonly grid: {
    /** The centre of pixel [0, 0]. */
    readonly origin: Point2;
    /** The pixel size [w, h], both > 0. */
    readonly cell: Point2;
  };
};

/** Constraints of the segment-set families: the coordinate kind and how many segments. */
export interface SegmentSetConstraints extends FamilyConstraints {
  /** The fewest segments in a set (default depends on the family, at least 1). */
  minSegments?: number;
  /** The most segments in a set (default depends on the family, at most 64). */
  maxSegments?: number;
}
