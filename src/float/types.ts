/*
 * Shapes used by the float reference. Plain doubles, no validation: these
 * functions are the seeds' algorithms as a user would copy them, kept to be
 * compared with the exact ones. Points are `[x, y]` or `[x, y, z]`; every
 * function works on as many axes as its points have (the seeds say the 2D
 * code generalizes "by adding an axis").
 */

/** A point of doubles, `[x, y]` or `[x, y, z]`. */
export type FloatPoint = readonly number[];
/** A 2D point of doubles. */
export type FloatPoint2 = readonly [number, number];
/** A closed segment `[p, q]` of doubles. */
export type FloatSegment = readonly [FloatPoint, FloatPoint];
/** A 2D segment of doubles. */
export type FloatSegment2 = readonly [FloatPoint2, FloatPoint2];
/** An axis-aligned box of doubles, `min[i] <= max[i]` on every axis. */
export type FloatBox = { readonly min: FloatPoint; readonly max: FloatPoint };

/**
 * What the slab functions return on a hit: the parameter interval
 * `[t0, t1]` of the part inside the box, and the points `enter = p + t0·d`,
 * `exit = p + t1·d` computed as the seeds say ("如需计算交点"). A miss is
 * `null`. Every number here is rounded: `exit` of an uncut segment is
 * `p + 1·(q − p)`, which need not be q.
 */
export type FloatHit = { t0: number; t1: number; enter: number[]; exit: number[] };
