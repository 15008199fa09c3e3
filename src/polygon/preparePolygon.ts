import type { Coordinate, PointLike } from '../core/coordinate.js';
import { arrayLikeLength } from '../core/coordinate.js';
import { compareCoord } from '../core/signs.js';
import type { Location } from '../predicates/convexPolygon.js';
import { edgeStepAt, edgeStepValues, ON_BOUNDARY } from './edgeStep.js';
import type { PolygonInput } from './geoJson.js';
import { ringsOfInput } from './geoJson.js';
import type { PointInPolygonOptions } from './pointInPolygon.js';
import { isEvenOdd, locationOfWinding } from './pointInPolygon.js';
import type { FlatRings } from './readRings.js';
import { acquire, pointCoordinate, readRings, release } from './readRings.js';
import type { SpanIndex } from './spanIndex.js';
import { buildSpanIndex, spanWinding } from './spanIndex.js';
import type { WindingNumber } from './windingNumber.js';

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

/** Many queries against one polygon, each answered as `pointInPolygon` and `windingNumber` would. */
export interface PreparedPolygon {
  /** Where p lies: the answer of `pointInPolygon(p, rings, options)` for the prepared rings. */
  pointInPolygon(p: PointLike, options?: PointInPolygonOptions): Location;
  /** The winding number of p: the answer of `windingNumber(p, rings)` for the prepared rings. */
  windingNumber(p: PointLike): WindingNumber;
}

/** The edges as pairs of coordinate indices (a, b) into the vertex values, every ring's closing edge included. */
function edgeList(flat: FlatRings): Int32Array {
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
function yRanks(v: ArrayLike<Coordinate>, n: number): { ys: Coordinate[]; rank: Int32Array } {
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

type Bands = {
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
function buildBands(edges: Int32Array, ys: Coordinate[], rank: Int32Array): Bands {
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
function bandOf(borders: ArrayLike<Coordinate>, y: Coordinate): number {
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
function bandOfNumber(borders: Float64Array, y: number): number {
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

class Prepared implements PreparedPolygon {
  /** The vertices' coordinates as doubles (two free slots at the end for a query point), or null. */
  private readonly xy: Float64Array | null;
  /** The vertices' coordinates when some are not numbers, else null. */
  private readonly values: Coordinate[] | null;
  private readonly numberBorders: Float64Array | null;
  private readonly borders: Coordinate[];
  private readonly start: Int32Array;
  private readonly entries: Int32Array;
  /** Number rings: each band's spanning edges, sorted for queries (see spanIndex.ts), and its other edges. */
  private readonly spans: SpanIndex | null;
  private readonly partial: Int32Array;
  private readonly partialStart: Int32Array;
  private readonly at: number;

  constructor(flat: FlatRings) {
    const n = flat.vertices;
    this.values = flat.values === null ? null : flat.values.slice();
    this.xy = flat.values === null ? flat.xy.slice(0, 2 * n + 2) : null;
    this.at = 2 * n;
    const v: ArrayLike<Coordinate> = this.values ?? (this.xy as Float64Array);
    const { ys, rank } = yRanks(v, n);
    const edges = edgeList(flat);
    const bands = buildBands(edges, ys, rank);
    this.borders = bands.borders;
    this.numberBorders = this.xy === null ? null : Float64Array.from(bands.borders as number[]);
    this.start = bands.start;
    this.entries = bands.entries;
    this.spans = this.xy === null ? null : buildSpanIndex(this.xy, edges, bands.spanning, bands.spanStart);
    this.partial = bands.partial;
    this.partialStart = bands.partialStart;
  }

  /** The winding number of p, or ON_BOUNDARY. */
  private winding(fn: string, p: unknown): number {
    const n = arrayLikeLength(p);
    const px = pointCoordinate(fn, 'p', p, 0, n);
    const py = pointCoordinate(fn, 'p', p, 1, n);
    const xy = this.xy;
    const entries = this.entries;
    if (xy !== null && typeof px === 'number' && typeof py === 'number') {
      const k = bandOfNumber(this.numberBorders as Float64Array, py);
      if (k < 0) return 0;
      const at = this.at;
      xy[at] = px;
      xy[at + 1] = py;
      const borders = this.numberBorders as Float64Array;
      if (py > (borders[k] as number) && py < (borders[k + 1] as number)) {
        // Strictly inside the band: the spanning edges by their side alone, the others by the whole step.
        let w = spanWinding(this.spans as SpanIndex, k, px, py);
        if (w === ON_BOUNDARY) return ON_BOUNDARY;
        const partial = this.partial;
        for (let e = this.partialStart[k] as number, end = this.partialStart[k + 1] as number; e < end; e += 2) {
          const step = edgeStepAt(xy, partial[e] as number, partial[e + 1] as number, at);
          if (step === ON_BOUNDARY) return ON_BOUNDARY;
          w += step;
        }
        return w;
      }
      let w = 0;
      for (let e = this.start[k] as number, end = this.start[k + 1] as number; e < end; e += 2) {
        const step = edgeStepAt(xy, entries[e] as number, entries[e + 1] as number, at);
        if (step === ON_BOUNDARY) return ON_BOUNDARY;
        w += step;
      }
      return w;
    }
    const k = bandOf(this.borders, py);
    if (k < 0) return 0;
    const v: ArrayLike<Coordinate> = this.values ?? (xy as Float64Array);
    let w = 0;
    for (let e = this.start[k] as number, end = this.start[k + 1] as number; e < end; e += 2) {
      const step = edgeStepValues(v, entries[e] as number, entries[e + 1] as number, px, py);
      if (step === ON_BOUNDARY) return ON_BOUNDARY;
      w += step;
    }
    return w;
  }

  pointInPolygon(p: PointLike, options?: PointInPolygonOptions): Location {
    const fn = 'PreparedPolygon.pointInPolygon';
    const evenOdd = isEvenOdd(fn, options);
    return locationOfWinding(this.winding(fn, p), evenOdd);
  }

  windingNumber(p: PointLike): WindingNumber {
    const w = this.winding('PreparedPolygon.windingNumber', p);
    return w === ON_BOUNDARY ? { boundary: true } : { boundary: false, winding: w };
  }
}

/**
 * Prepares a polygon for many point queries: the rings are read and
 * validated once (as `pointInPolygon` would), copied, and indexed in
 * horizontal bands, so that each query looks only at the edges near its
 * height instead of every edge. The answers are exactly those of
 * `pointInPolygon` and `windingNumber`. Later changes to the caller's
 * arrays do not affect the prepared polygon.
 *
 * The rings may also be given as a GeoJSON Polygon, MultiPolygon or
 * Feature of either: each polygon's first ring is its exterior and the
 * others its holes, whatever their winding in the file (see `ringsOfInput`
 * and docs/polygon.md).
 *
 * @example
 * ```ts
 * const prepared = preparePolygon([[[0, 0], [4, 0], [4, 4], [0, 4]]]);
 * prepared.pointInPolygon([1, 1]); // 'inside'
 * prepared.windingNumber([4, 2]); // { boundary: true }
 * ```
 */
export function preparePolygon(rings: PolygonInput): PreparedPolygon {
  const input = ringsOfInput('preparePolygon', rings);
  const flat = acquire();
  try {
    readRings('preparePolygon', input, flat);
    return new Prepared(flat);
  } finally {
    release(flat);
  }
}
