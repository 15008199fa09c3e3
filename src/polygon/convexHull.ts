import type { Coordinate, PointLike } from '../core/coordinate.js';
import { comparePointsAt, orientAt } from './flatPoints.js';
import { boolOption } from './options.js';
import type { FlatRings } from './readRings.js';
import { acquire, readRing, release } from './readRings.js';

/** Options of `convexHull`. */
export interface ConvexHullOptions {
  /**
   * Keep the input points that lie on the hull's edges between two
   * vertices (default false: only the corners, each strictly convex).
   */
  collinear?: boolean;
}

/** The same order for doubles in a typed array: comparisons of doubles are exact. */
function numberComparator(xy: Float64Array): (i: number, j: number) => number {
  return (i, j) => {
    const xi = xy[2 * i] as number;
    const xj = xy[2 * j] as number;
    if (xi !== xj) return xi < xj ? -1 : 1;
    const yi = xy[2 * i + 1] as number;
    const yj = xy[2 * j + 1] as number;
    return yi < yj ? -1 : yi > yj ? 1 : 0;
  };
}

/**
 * The indices of the distinct points in (x, y) order: of equal points, the
 * first in the input (the sort is stable).
 */
function sortedDistinct(flat: FlatRings): Int32Array {
  const n = flat.vertices;
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  const v = flat.values;
  const cmp = v === null ? numberComparator(flat.xy) : (i: number, j: number) => comparePointsAt(v, i, j);
  order.sort(cmp);
  let m = 0;
  for (let k = 0; k < n; k++) {
    const i = order[k] as number;
    if (m === 0 || cmp(order[m - 1] as number, i) !== 0) order[m++] = i;
  }
  return order.subarray(0, m);
}

/**
 * One chain of Andrew's monotone chain over `sorted` from index `from` in
 * direction `dir` (1: the lower chain, left to right; −1: the upper one,
 * right to left), appended to `out` from position `base`: a point is
 * dropped while it and the last two kept do not turn left (or, with
 * `keep`, turn right). Returns the new length of `out`; the chain's last
 * point is not kept, it starts the other chain.
 */
function chain(v: ArrayLike<Coordinate>, sorted: Int32Array, dir: 1 | -1, keep: boolean, out: Int32Array, base: number): number {
  const m = sorted.length;
  let top = base;
  const limit = keep ? 0 : 1;
  for (let k = 0; k < m; k++) {
    const i = sorted[dir === 1 ? k : m - 1 - k] as number;
    while (top - base >= 2 && orientAt(v, out[top - 2] as number, out[top - 1] as number, i) < limit) top--;
    out[top++] = i;
  }
  return top - 1;
}

/**
 * The convex hull of the points, exactly: its vertices counterclockwise,
 * starting at the smallest point in (x, y) order, each vertex strictly
 * convex (a point in the middle of an edge is not a vertex). When all the
 * points are equal the hull is that one point; when they are all collinear
 * it is the two extreme points in (x, y) order. With `{ collinear: true }`
 * the points on the hull's edges are kept too, in order along the boundary
 * (for collinear input: every distinct point, in (x, y) order). Each
 * vertex is a new array `[x, y]` of the coordinates as read (of equal
 * points, the first given): nothing is rounded, and none of the caller's
 * arrays is in the answer (each point is read once, so the answer cannot
 * hold an array whose values changed after they were checked).
 *
 * @example
 * ```ts
 * convexHull([[0, 0], [2, 2], [1, 1], [2, 0], [0, 2], [1, 0]]); // [[0, 0], [2, 0], [2, 2], [0, 2]]
 * convexHull([[0, 0], [2, 2], [1, 1], [2, 0], [0, 2], [1, 0]], { collinear: true }); // [[0, 0], [1, 0], [2, 0], [2, 2], [0, 2]]
 * ```
 */
export function convexHull<P extends PointLike>(points: ArrayLike<P>, options?: ConvexHullOptions): [P[number], P[number]][] {
  const fn = 'convexHull';
  const flat = acquire();
  try {
    readRing(fn, 'points', points, flat);
    const keep = boolOption(fn, options, 'collinear');
    const hull = hullIndices(flat, keep);
    // The values as read: numbers from the number path, any coordinates from the general one.
    const v = (flat.values ?? flat.xy) as ArrayLike<P[number]>;
    const out: [P[number], P[number]][] = new Array(hull.length);
    for (let k = 0; k < hull.length; k++) {
      const i = 2 * (hull[k] as number);
      out[k] = [v[i] as P[number], v[i + 1] as P[number]];
    }
    return out;
  } finally {
    release(flat);
  }
}

/** The hull of the points read, as their indices. */
function hullIndices(flat: FlatRings, keep: boolean): Int32Array {
  const v: ArrayLike<Coordinate> = flat.values ?? flat.xy;
  const sorted = sortedDistinct(flat);
  const m = sorted.length;
  if (m <= 2) return sorted;
  const first = sorted[0] as number;
  const last = sorted[m - 1] as number;
  let flatSet = true;
  for (let k = 1; k < m - 1 && flatSet; k++) flatSet = orientAt(v, first, last, sorted[k] as number) === 0;
  if (flatSet) return keep ? sorted : Int32Array.of(first, last);
  const out = new Int32Array(2 * m + 1);
  const lower = chain(v, sorted, 1, keep, out, 0);
  const all = chain(v, sorted, -1, keep, out, lower);
  return out.subarray(0, all);
}
