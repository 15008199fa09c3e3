import type { Coordinate } from '../core/coordinate.js';
import { compareCoord } from '../core/signs.js';
import type { FlatRings } from './readRings.js';

/*
 * Horizontal bands. Only the edges whose closed y-range holds p.y can add to
 * p's winding number or have p on them. The vertices' distinct y values,
 * sorted, are cut into bands of a few values each; every edge is listed in
 * each band its y-range meets (closed: an edge that ends on a band's border
 * is listed on both sides). A query finds a band that holds p.y by binary
 * search and steps through that band's edges only, with the same exact edge
 * step as `pointInPolygon`. Edges that cross many bands are listed many
 * times; the band width grows until the lists hold at most a few times as
 * many entries as there are edges.
 */

/** The lists may hold this many entries per edge (plus a constant) before the bands get wider. */
const ENTRIES_PER_EDGE = 32;

/** The edges as pairs of coordinate indices (a, b) into the vertex values, every ring's closing edge included. */
export function edgeList(flat: FlatRings): Int32Array {
  const edges = new Int32Array(2 * flat.vertices);
  let e = 0;
  for (let r = 0; r < flat.rings; r++) {
    const first = 2 * (flat.starts[r] as number);
    const end = 2 * (flat.starts[r + 1] as number);
    let a = end - 2;
    for (let b = first; b < end; b += 2) {
      edges[e++] = a;
      edges[e++] = b;
      a = b;
    }
  }
  return edges;
}

/** The distinct y values of the vertices, ascending, and each vertex's rank among them. */
export function yRanks(v: ArrayLike<Coordinate>, n: number): { ys: Coordinate[]; rank: Int32Array } {
  const order = new Int32Array(n);
  for (let i = 0; i < n; i++) order[i] = i;
  order.sort((i, j) => compareCoord(v[2 * i + 1] as Coordinate, v[2 * j + 1] as Coordinate));
  const ys: Coordinate[] = [];
  const rank = new Int32Array(n);
  for (let k = 0; k < n; k++) {
    const i = order[k] as number;
    const y = v[2 * i + 1] as Coordinate;
    if (ys.length === 0 || compareCoord(ys[ys.length - 1] as Coordinate, y) !== 0) ys.push(y);
    rank[i] = ys.length - 1;
  }
  return { ys, rank };
}

/**
 * Bands of `width` distinct y values: band k runs from ys[k·width] to
 * ys[min((k + 1)·width, last)]. For edge (a, b) with y ranks lo ≤ hi, the
 * bands it meets are those from ⌈lo / width⌉ − 1 (at least 0) to
 * ⌊hi / width⌋ (at most the last band).
 */
function bandRange(lo: number, hi: number, width: number, bands: number): [number, number] {
  return [Math.max(0, Math.ceil(lo / width) - 1), Math.min(bands - 1, Math.floor(hi / width))];
}

/** The bands: their borders, and per band the edges it lists (all, then split into spanning and partial). */
export type Bands = {
  borders: Coordinate[];
  start: Int32Array;
  entries: Int32Array;
  /** Per band, the edges that span it from border to border, then those that do not (partial). */
  spanning: Int32Array;
  spanStart: Int32Array;
  partial: Int32Array;
  partialStart: Int32Array;
};

/** The bands for the edges, as wide as needed to keep the lists short. */
export function buildBands(edges: Int32Array, ys: Coordinate[], rank: Int32Array): Bands {
  const count = edges.length >> 1;
  const u = ys.length;
  const rankOf = (c: number) => rank[c >> 1] as number;
  let width = 2;
  let bands = 1;
  for (;;) {
    bands = Math.max(1, Math.ceil((u - 1) / width));
    let total = 0;
    for (let e = 0; e < edges.length; e += 2) {
      const ra = rankOf(edges[e] as number);
      const rb = rankOf(edges[e + 1] as number);
      const [k0, k1] = bandRange(Math.min(ra, rb), Math.max(ra, rb), width, bands);
      total += k1 - k0 + 1;
    }
    if (total <= ENTRIES_PER_EDGE * count + 1024 || bands === 1) break;
    width *= 2;
  }
  const start = new Int32Array(bands + 1);
  for (let e = 0; e < edges.length; e += 2) {
    const ra = rankOf(edges[e] as number);
    const rb = rankOf(edges[e + 1] as number);
    const [k0, k1] = bandRange(Math.min(ra, rb), Math.max(ra, rb), width, bands);
    for (let k = k0; k <= k1; k++) start[k + 1] = (start[k + 1] as number) + 2;
  }
  for (let k = 0; k < bands; k++) start[k + 1] = (start[k + 1] as number) + (start[k] as number);
  const fill = start.slice(0, bands);
  const entries = new Int32Array(start[bands] as number);
  for (let e = 0; e < edges.length; e += 2) {
    const ra = rankOf(edges[e] as number);
    const rb = rankOf(edges[e + 1] as number);
    const [k0, k1] = bandRange(Math.min(ra, rb), Math.max(ra, rb), width, bands);
    for (let k = k0; k <= k1; k++) {
      const at = fill[k] as number;
      entries[at] = edges[e] as number;
      entries[at + 1] = edges[e + 1] as number;
      fill[k] = at + 2;
    }
  }
  const borders: Coordinate[] = [];
  for (let k = 0; k <= bands; k++) borders.push(ys[Math.min(k * width, u - 1)] as Coordinate);
  // Split each band's list: an edge spans band k when its y-range covers the band's (ranks lo..hi, lo < hi).
  const spans = (k: number, e: number) => {
    const lo = k * width;
    const hi = Math.min((k + 1) * width, u - 1);
    const ra = rankOf(entries[e] as number);
    const rb = rankOf(entries[e + 1] as number);
    return lo < hi && Math.min(ra, rb) <= lo && Math.max(ra, rb) >= hi;
  };
  const spanStart = new Int32Array(bands + 1);
  const partialStart = new Int32Array(bands + 1);
  const spanning = new Int32Array(entries.length);
  const partial = new Int32Array(entries.length);
  let ns = 0;
  let np = 0;
  for (let k = 0; k < bands; k++) {
    spanStart[k] = ns;
    partialStart[k] = np;
    for (let e = start[k] as number; e < (start[k + 1] as number); e += 2) {
      const a = entries[e] as number;
      const b = entries[e + 1] as number;
      if (spans(k, e)) {
        spanning[ns++] = a;
        spanning[ns++] = b;
      } else {
        partial[np++] = a;
        partial[np++] = b;
      }
    }
  }
  spanStart[bands] = ns;
  partialStart[bands] = np;
  return { borders, start, entries, spanning: spanning.slice(0, ns), spanStart, partial: partial.slice(0, np), partialStart };
}

/** The band holding y (borders ascending), or −1 when y is below the first border or above the last. */
export function bandOf(borders: ArrayLike<Coordinate>, y: Coordinate): number {
  const last = borders.length - 1;
  if (compareCoord(y, borders[0] as Coordinate) < 0 || compareCoord(y, borders[last] as Coordinate) > 0) return -1;
  let lo = 0;
  let hi = last - 1;
  // The last band whose lower border is at most y.
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (compareCoord(borders[mid] as Coordinate, y) <= 0) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The same for number borders and a number y, in doubles (exact comparisons). */
export function bandOfNumber(borders: Float64Array, y: number): number {
  const last = borders.length - 1;
  if (!(y >= (borders[0] as number) && y <= (borders[last] as number))) return -1;
  let lo = 0;
  let hi = last - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((borders[mid] as number) <= y) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
