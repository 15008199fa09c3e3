import type { Coordinate } from '../core/coordinate.js';
import { orient2dSign } from '../core/signs.js';
import { segmentsMeet } from '../predicates/segmentsIntersect.js';

/** A point of a clamped ring. */
type Point = readonly [Coordinate, Coordinate];

/** Arrays kept from call to call, grown as needed (a typed array is slow to make). */
const scratch = {
  minX: new Float64Array(0),
  maxX: new Float64Array(0),
  minY: new Float64Array(0),
  maxY: new Float64Array(0),
  cells: new Int32Array(0),
  count: new Int32Array(0),
  held: new Int32Array(0),
};

/** Makes room for n edges. */
function grow(n: number): void {
  scratch.minX = new Float64Array(2 * n);
  scratch.maxX = new Float64Array(2 * n);
  scratch.minY = new Float64Array(2 * n);
  scratch.maxY = new Float64Array(2 * n);
  scratch.cells = new Int32Array(8 * n);
}

/** What edgeContact finds: no contact, a contact (or work past its budget), a crossing inside both edges. */
export const APART = 0;
export const CONTACT = 1;
export const CROSSING = 2;

/**
 * APART when no two of the edges (points[from[e]] to points[to[e]]) share
 * a point, except two edges that follow each other along a ring
 * (to[e] === from[f]) at their common vertex; else CROSSING when the first
 * two found to meet cross at a point inside both (the touching sweep would
 * hand over to the general sweep there), CONTACT for any other meeting,
 * and CONTACT as well when the work would pass its budget: the caller then
 * takes a sweep, so the answer is never a guess.
 *
 * `xs` and `ys` are the points' nearest doubles. Each edge is entered in
 * the cells of a g × g grid over [bx0, bx1] × [by0, by1] that its box of
 * doubles meets. The cell of a value, ⌊(v − bx0)·g/(bx1 − bx0)⌋ clamped to
 * the grid, never decreases as v grows, and neither does rounding to the
 * nearest double: so a point two edges share has one cell, met by both.
 * Each pair is tested once, in the first cell both meet, by its boxes of
 * doubles (apart there means apart exactly, by the same monotony) and then
 * exactly by segmentsMeet. Edges of real rings are short and spread out:
 * the work is linear in the edges, with a budget on the pairs looked at.
 */
export function edgeContact(
  points: readonly Point[],
  xs: Float64Array,
  ys: Float64Array,
  from: Int32Array,
  to: Int32Array,
  n: number,
  bx0: number,
  by0: number,
  bx1: number,
  by1: number,
): number {
  if (n < 2) return APART;
  // A few edges are tested pair by pair: one cell (a grid of more costs more than the pairs).
  const g = n <= 16 ? 1 : Math.ceil(2 * Math.sqrt(n));
  const sx = g / (bx1 - bx0);
  const sy = g / (by1 - by0);
  if (!(sx > 0 && sy > 0 && sx < Number.POSITIVE_INFINITY && sy < Number.POSITIVE_INFINITY)) return CONTACT;
  const cell = (v: number, lo: number, s: number): number => {
    const c = Math.floor((v - lo) * s);
    return c < 0 ? 0 : c >= g ? g - 1 : c;
  };
  const cellCount = g * g;
  if (scratch.minX.length < n) grow(n);
  if (scratch.count.length < cellCount + 2) scratch.count = new Int32Array(2 * cellCount + 2);
  const { minX, maxX, minY, maxY, cells, count } = scratch;
  count.fill(0, 0, cellCount + 2);
  let entries = 0;
  for (let e = 0; e < n; e++) {
    const a = from[e] as number;
    const b = to[e] as number;
    const ax = xs[a] as number;
    const bx = xs[b] as number;
    const ay = ys[a] as number;
    const by = ys[b] as number;
    const x0 = Math.min(ax, bx);
    const x1 = Math.max(ax, bx);
    const y0 = Math.min(ay, by);
    const y1 = Math.max(ay, by);
    minX[e] = x0;
    maxX[e] = x1;
    minY[e] = y0;
    maxY[e] = y1;
    const cx0 = cell(x0, bx0, sx);
    const cx1 = cell(x1, bx0, sx);
    const cy0 = cell(y0, by0, sy);
    const cy1 = cell(y1, by0, sy);
    cells[4 * e] = cx0;
    cells[4 * e + 1] = cx1;
    cells[4 * e + 2] = cy0;
    cells[4 * e + 3] = cy1;
    entries += (cx1 - cx0 + 1) * (cy1 - cy0 + 1);
    // Long edges meet many cells: past a budget linear in the edges, the sweep does better.
    if (entries > 8 * n + 1024) return CONTACT;
    for (let cy = cy0; cy <= cy1; cy++) {
      for (let cx = cx0; cx <= cx1; cx++) {
        const c = cy * g + cx + 1;
        count[c] = (count[c] as number) + 1;
      }
    }
  }
  // count[c + 1] = where cell c's entries end; filled from the end, it becomes where they start.
  for (let c = 1; c <= cellCount; c++) count[c] = (count[c] as number) + (count[c - 1] as number);
  count[cellCount + 1] = entries;
  if (scratch.held.length < entries) scratch.held = new Int32Array(2 * entries);
  const held = scratch.held;
  for (let e = 0; e < n; e++) {
    for (let cy = cells[4 * e + 2] as number; cy <= (cells[4 * e + 3] as number); cy++) {
      for (let cx = cells[4 * e] as number; cx <= (cells[4 * e + 1] as number); cx++) {
        const c = cy * g + cx + 1;
        const at = (count[c] as number) - 1;
        count[c] = at;
        held[at] = e;
      }
    }
  }
  const s: [Point, Point] = [points[0] as Point, points[0] as Point];
  const t: [Point, Point] = [points[0] as Point, points[0] as Point];
  let looked = 0;
  const budget = 16 * n + 4096;
  for (let cy = 0; cy < g; cy++) {
    for (let cx = 0; cx < g; cx++) {
      const c = cy * g + cx + 1;
      const end = count[c + 1] as number;
      for (let i = count[c] as number; i < end; i++) {
        const e = held[i] as number;
        for (let j = i + 1; j < end; j++) {
          if (++looked > budget) return CONTACT;
          const f = held[j] as number;
          // The first cell both meet: the larger of their first columns and rows.
          const fx = Math.max(cells[4 * e] as number, cells[4 * f] as number);
          const fy = Math.max(cells[4 * e + 2] as number, cells[4 * f + 2] as number);
          if (fx !== cx || fy !== cy) continue;
          // Consecutive edges along a ring meet at their shared vertex; the caller checks them.
          if (to[e] === from[f] || to[f] === from[e]) continue;
          if ((maxX[e] as number) < (minX[f] as number) || (maxX[f] as number) < (minX[e] as number)) continue;
          if ((maxY[e] as number) < (minY[f] as number) || (maxY[f] as number) < (minY[e] as number)) continue;
          s[0] = points[from[e] as number] as Point;
          s[1] = points[to[e] as number] as Point;
          t[0] = points[from[f] as number] as Point;
          t[1] = points[to[f] as number] as Point;
          if (segmentsMeet('clipPolygonToBox', s as never, t as never)) return crossing(s, t) ? CROSSING : CONTACT;
        }
      }
    }
  }
  return APART;
}

/** True iff segments s and t, which meet, cross at a point inside both (each one's ends strictly on either side of the other). */
function crossing([p, q]: readonly [Point, Point], [u, v]: readonly [Point, Point]): boolean {
  const o1 = orient2dSign(p[0], p[1], q[0], q[1], u[0], u[1]);
  const o2 = orient2dSign(p[0], p[1], q[0], q[1], v[0], v[1]);
  if (o1 * o2 >= 0) return false;
  return orient2dSign(u[0], u[1], v[0], v[1], p[0], p[1]) * orient2dSign(u[0], u[1], v[0], v[1], q[0], q[1]) < 0;
}
