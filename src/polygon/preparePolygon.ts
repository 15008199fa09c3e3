import type { Coordinate, PointLike } from '../core/coordinate.js';
import { arrayLikeLength } from '../core/coordinate.js';
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
import { bandOf, bandOfNumber, buildBands, edgeList, yRanks } from './yBands.js';

/** Many queries against one polygon, each answered as `pointInPolygon` and `windingNumber` would. */
export interface PreparedPolygon {
  /** Where p lies: the answer of `pointInPolygon(p, rings, options)` for the prepared rings. */
  pointInPolygon(p: PointLike, options?: PointInPolygonOptions): Location;
  /** The winding number of p: the answer of `windingNumber(p, rings)` for the prepared rings. */
  windingNumber(p: PointLike): WindingNumber;
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
