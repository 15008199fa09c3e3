/*
 * Shapes used by the float reference. Plain doubles, no validation: these
 * functions are the usual float algorithms as a user would copy them, kept
 * to be compared with the exact ones. Points are `[x, y]` or `[x, y, z]`;
 * every function works on as many axes as its points have (the tutorials
 * say the 2D code generalizes "by adding an axis").
 */

/**
 * A point of doubles, `[x, y]` or `[x, y, z]`: any array-like of numbers
 * (an array, a readonly tuple, a `Float64Array`), as the exact functions
 * take their points.
 */
export type FloatPoint = ArrayLike<number>;
/** A 2D point of doubles, `[x, y]` (any array-like of two numbers). */
export type FloatPoint2 = ArrayLike<number>;
/** A closed segment `[p, q]` of doubles. */
export type FloatSegment = ArrayLike<FloatPoint>;
/** A 2D segment of doubles. */
export type FloatSegment2 = ArrayLike<FloatPoint2>;
/**
 * An axis-aligned box of doubles, `min[i] <= max[i]` on every axis. The
 * same shape as the exact functions' boxes: a `{ min, max }` of numbers can
 * be passed to `segmentBox` and to `segmentBoxFloat` alike.
 */
export type FloatBox = {
  /** The low corner: the smallest coordinate on every axis. */
  readonly min: FloatPoint;
  /** The high corner: the largest coordinate on every axis. */
  readonly max: FloatPoint;
};

/**
 * What the slab functions return on a hit: the parameter interval
 * `[t0, t1]` of the part inside the box, and the points `enter = p + t0·d`,
 * `exit = p + t1·d` computed the way float slab code computes the crossing points. A miss is
 * `null`. Every number here is rounded: `exit` of an uncut segment is
 * `p + 1·(q − p)`, which need not be q.
 */
export type FloatHit = {
  /** The parameter where the part inside the box starts. */
  t0: number;
  /** The parameter where the part inside the box ends (t0 ≤ t1). */
  t1: number;
  /** The point at t0, computed in doubles. */
  enter: number[];
  /** The point at t1, computed in doubles. */
  exit: number[];
};

/**
 * A grid of doubles: `origin` and the cell size per axis. The same shape as
 * the exact functions' grids: a `{ origin, cell }` of numbers can be passed
 * to `gridCells` and to `amanatidesWooFloat` alike.
 */
export type FloatGrid = {
  /** The corner shared by the cells with indices 0 and -1 on every axis. */
  readonly origin: FloatPoint;
  /** The cell size per axis. */
  readonly cell: FloatPoint;
};
