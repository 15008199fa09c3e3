import { orient2dFilter, orient2dSign } from '../core/signs.js';
import { ON_BOUNDARY } from './edgeStep.js';

/*
 * The edges that span a band of a prepared polygon, for a point p strictly
 * inside the band's height. Such an edge runs from below p's line to above
 * it, so it adds its ±1 (+1 upward) exactly when p lies strictly left of
 * the line from its lower end to its upper end, and has p on it when p lies
 * on that line. Two exact comparisons decide most edges without the line:
 * p left of both ends is left of the edge, p right of both ends is right
 * of it.
 *
 * So each band's edges are sorted by the smaller x of their ends. Those
 * whose smaller x exceeds p.x all count, and a suffix sum of the ±1 adds
 * them at once; before them, a running maximum of the larger x of the ends
 * finds the first edge that reaches p.x (none before it does, so none of
 * those counts). Only the edges between, whose x-range holds p.x, need
 * their side. Every comparison is between doubles, exactly.
 */

/** The spanning edges of every band (number rings), sorted within each band as above. */
export type SpanIndex = {
  /** Per edge: lower end x, y, upper end x, y, and ±1 (+1 when the edge runs upward). */
  ends: Float64Array;
  /** Per edge: the smaller x of its ends (ascending within each band). */
  minX: Float64Array;
  /** Per edge: the largest x of the ends of the band's edges up to this one. */
  reach: Float64Array;
  /** Per position i (one more than the edges): the sum of the ±1 of the edges from i to the last. */
  after: Float64Array;
  /** Band k holds edges start[k] to start[k + 1] − 1. */
  start: Int32Array;
};

/**
 * The index of the spanning edges. `edges` lists every edge of the polygon
 * as a pair of coordinate indices into `xy` (start, end); `spanning` lists
 * each band's edges the same way, band k from spanStart[k] to
 * spanStart[k + 1] − 1 (pair indices, two per edge).
 */
export function buildSpanIndex(xy: Float64Array, edges: Int32Array, spanning: Int32Array, spanStart: Int32Array): SpanIndex {
  const count = spanning.length >> 1;
  const bands = spanStart.length - 1;
  const ends = new Float64Array(5 * count);
  const minX = new Float64Array(count);
  const reach = new Float64Array(count);
  const after = new Float64Array(count + 1);
  const start = new Int32Array(bands + 1);
  // The edges ranked once by their smaller x; a band then sorts the ranks of its edges as plain integers.
  const smaller = (e: number) => Math.min(xy[edges[2 * e] as number] as number, xy[edges[2 * e + 1] as number] as number);
  const byRank = Int32Array.from({ length: edges.length >> 1 }, (_, e) => e).sort((e, f) => smaller(e) - smaller(f));
  // An edge is known by its start (each vertex starts one edge): the rank of the edge starting at vertex i.
  const rankAt = new Int32Array(edges.length >> 1);
  for (let r = 0; r < byRank.length; r++) rankAt[(edges[2 * (byRank[r] as number)] as number) >> 1] = r;
  for (let k = 0; k < bands; k++) {
    const from = (spanStart[k] as number) >> 1;
    const to = (spanStart[k + 1] as number) >> 1;
    start[k] = from;
    const ranks = new Int32Array(to - from);
    for (let i = from; i < to; i++) ranks[i - from] = rankAt[(spanning[2 * i] as number) >> 1] as number;
    ranks.sort();
    let most = -Infinity;
    for (let i = 0; i < ranks.length; i++) {
      const e = byRank[ranks[i] as number] as number;
      const o = 5 * (from + i);
      const a = edges[2 * e] as number;
      const b = edges[2 * e + 1] as number;
      const up = (xy[a + 1] as number) < (xy[b + 1] as number);
      const lo = up ? a : b;
      const hi = up ? b : a;
      ends[o] = xy[lo] as number;
      ends[o + 1] = xy[lo + 1] as number;
      ends[o + 2] = xy[hi] as number;
      ends[o + 3] = xy[hi + 1] as number;
      ends[o + 4] = up ? 1 : -1;
      minX[from + i] = Math.min(xy[a] as number, xy[b] as number);
      most = Math.max(most, xy[a] as number, xy[b] as number);
      reach[from + i] = most;
    }
  }
  start[bands] = count;
  for (let i = count - 1; i >= 0; i--) after[i] = (after[i + 1] as number) + (ends[5 * i + 4] as number);
  return { ends, minX, reach, after, start };
}

/**
 * What band k's spanning edges add to the winding number of (px, py), p
 * strictly inside the band's height, or ON_BOUNDARY when p lies on one.
 */
export function spanWinding(index: SpanIndex, k: number, px: number, py: number): number {
  const from = index.start[k] as number;
  const to = index.start[k + 1] as number;
  const minX = index.minX;
  // The first edge whose ends are both right of p: it and all after it count.
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((minX[mid] as number) > px) hi = mid;
    else lo = mid + 1;
  }
  const right = lo;
  let w = (index.after[right] as number) - (index.after[to] as number);
  // The first edge that reaches p.x: the ones before it lie wholly left of p and add nothing.
  const reach = index.reach;
  lo = from;
  hi = right;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((reach[mid] as number) >= px) hi = mid;
    else lo = mid + 1;
  }
  const ends = index.ends;
  for (let e = lo; e < right; e++) {
    const o = 5 * e;
    const lx = ends[o] as number;
    const ly = ends[o + 1] as number;
    const ux = ends[o + 2] as number;
    const uy = ends[o + 3] as number;
    if (px > lx && px > ux) continue;
    const d = orient2dFilter(lx, ly, ux, uy, px, py);
    if (d > 0) w += ends[o + 4] as number;
    else if (d === 0) {
      const exact = orient2dSign(lx, ly, ux, uy, px, py);
      if (exact === 0) return ON_BOUNDARY;
      if (exact > 0) w += ends[o + 4] as number;
    }
  }
  return w;
}
