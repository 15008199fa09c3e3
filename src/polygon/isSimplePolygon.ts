import type { Coordinate } from '../core/coordinate.js';
import { segmentsMeet } from '../predicates/segmentsIntersect.js';
import { comparePointsAt, orientAt } from './flatPoints.js';
import type { GeoJsonPolygonal } from './geoJson.js';
import { readGeoJson } from './geoJson.js';
import { boolOption } from './options.js';
import type { Ring } from './readRings.js';
import { acquire, readRing, release } from './readRings.js';

/**
 * Whether a ring is simple: `{ simple: true }`, or `{ simple: false, edges }`
 * with `edges` a pair [i, j] (i < j) of edges that
 * share a point they must not, edge i joining vertex i to vertex i + 1
 * (the last to vertex 0); `edges` is null when the ring has fewer than 3
 * distinct vertices, or when no witness was asked for. For GeoJSON input,
 * whose rings are all simple or not, `ring` is the first ring that is not,
 * as [polygon, ring] (ring 0 is a polygon's exterior; polygon 0 for a
 * Polygon), and `edges` number that ring's edges as written in the file.
 */
export type PolygonSimplicity =
  | {
      /** The ring is simple (for GeoJSON: every ring is). */
      readonly simple: true;
    }
  | {
      /** The ring is not simple (for GeoJSON: some ring is not). */
      readonly simple: false;
      /** A pair [i, j] (i < j) of edges that meet where they must not; null for fewer than 3 distinct vertices, or with `{ witness: false }`. */
      readonly edges: readonly [number, number] | null;
      /** For GeoJSON input only: the first ring that is not simple, [polygon, ring] (as polygonValidity's RingIndex). */
      readonly ring?: readonly [polygon: number, ring: number];
    };

/** Options of `isSimplePolygon`. */
export interface SimplePolygonOptions {
  /** Name a pair of edges that meet where they must not when the ring is not simple (default true). */
  witness?: boolean;
}

/**
 * The ring's vertices, flat (vertex i at v[2i], v[2i + 1]), with the edges
 * that have length: edge k runs from vertex from[k] to vertex to[k], in ring
 * order. Consecutive duplicate vertices leave no edge, so these are the
 * edges of the ring with its consecutive duplicates removed.
 */
export type Edges = { v: ArrayLike<Coordinate>; from: Int32Array; to: Int32Array; m: number };

/**
 * The edges of length > 0 of a ring of n vertices.
 *
 * @example
 * ```ts
 * edgesOf([0, 0, 0, 0, 1, 0], 3).m; // 2 (the edges 1 → 2 and 2 → 0)
 * ```
 */
export function edgesOf(v: ArrayLike<Coordinate>, n: number): Edges {
  const from = new Int32Array(n);
  const to = new Int32Array(n);
  let m = 0;
  for (let i = 0; i < n; i++) {
    const j = i + 1 === n ? 0 : i + 1;
    if (comparePointsAt(v, i, j) !== 0) {
      from[m] = i;
      to[m] = j;
      m++;
    }
  }
  return { v, from, to, m };
}

/**
 * Adjacent edges k and k + 1 (mod m) meet beyond their common vertex: they
 * are collinear and the second turns back along the first (a spike). For
 * three collinear points a, b, c, c lies on the ray from b through a exactly
 * when a and c are on the same side of b in (x, y) order.
 */
export function turnsBack(e: Edges, k: number): boolean {
  const next = k + 1 === e.m ? 0 : k + 1;
  const a = e.from[k] as number;
  const b = e.to[k] as number;
  const c = e.to[next] as number;
  return orientAt(e.v, a, b, c) === 0 && comparePointsAt(e.v, a, b) === comparePointsAt(e.v, c, b);
}

/** Edges k and l are consecutive around the ring. */
function adjacent(e: Edges, k: number, l: number): boolean {
  const d = k > l ? k - l : l - k;
  return d === 1 || d === e.m - 1;
}

/** The closed edges k and l share a point. */
function edgesMeet(e: Edges, k: number, l: number): boolean {
  const v = e.v;
  const p = e.from[k] as number;
  const q = e.to[k] as number;
  const r = e.from[l] as number;
  const s = e.to[l] as number;
  return segmentsMeet(
    'isSimplePolygon',
    [
      [v[2 * p] as Coordinate, v[2 * p + 1] as Coordinate],
      [v[2 * q] as Coordinate, v[2 * q + 1] as Coordinate],
    ],
    [
      [v[2 * r] as Coordinate, v[2 * r + 1] as Coordinate],
      [v[2 * s] as Coordinate, v[2 * s + 1] as Coordinate],
    ],
  );
}

/** Edges k < l share a point they must not: a spike between adjacent edges, any point between others. */
function offending(e: Edges, k: number, l: number): boolean {
  if (adjacent(e, k, l)) return l === k + 1 ? turnsBack(e, k) : turnsBack(e, l);
  return edgesMeet(e, k, l);
}

/** What `sweepContact` answers when the status was not in the order the sweep keeps (see there). */
export const OUT_OF_ORDER = 'out of order';

/**
 * A sweep (Shamos–Hoey) over the edges in (x, y) order of their points,
 * for rings without spikes: null only when no two non-adjacent edges share
 * a point, else the first such pair [k, l] (edge numbers of `e`) it sees,
 * which need not be the first pair in edge order. The status holds the
 * edges that cross the sweep line, bottom to top; as long as no two of
 * them meet, their order never changes, and the edges through the event
 * point form one block of it. Every contact is met, with its pair, before
 * the sweep passes it, so the status is never out of order; were it ever,
 * the answer is OUT_OF_ORDER (a contact exists, its pair unknown).
 */
export function sweepContact(e: Edges): [number, number] | typeof OUT_OF_ORDER | null {
  const { v, m } = e;
  // Left and right ends of each edge in (x, y) order.
  const left = new Int32Array(m);
  const right = new Int32Array(m);
  for (let k = 0; k < m; k++) {
    const a = e.from[k] as number;
    const b = e.to[k] as number;
    const forward = comparePointsAt(v, a, b) < 0;
    left[k] = forward ? a : b;
    right[k] = forward ? b : a;
  }
  // The events: each ring vertex (the start of edge k), in (x, y) order.
  const events = new Int32Array(m);
  for (let k = 0; k < m; k++) events[k] = k;
  events.sort((k, l) => comparePointsAt(v, e.from[k] as number, e.from[l] as number));
  const status: number[] = [];
  /** Where point p is against edge k of the status: > 0 above it, 0 on it, < 0 below. */
  const side = (k: number, p: number) => orientAt(v, left[k] as number, right[k] as number, p);
  for (let t = 0; t < m; t++) {
    const k = events[t] as number;
    const p = e.from[k] as number;
    // Two ring vertices at one point: the four edges there share it.
    if (t + 1 < m && comparePointsAt(v, p, e.from[events[t + 1] as number] as number) === 0) return [k, events[t + 1] as number];
    const before = k === 0 ? m - 1 : k - 1;
    // The block of status edges through p: every one must end at p, so be one of its two edges.
    let lo = 0;
    let hi = status.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (side(status[mid] as number, p) > 0) lo = mid + 1;
      else hi = mid;
    }
    let end = lo;
    while (end < status.length && side(status[end] as number, p) === 0) {
      const s = status[end] as number;
      if (s !== k && s !== before) return [s, k];
      end++;
    }
    const starting: number[] = [];
    if (comparePointsAt(v, left[before] as number, p) === 0) starting.push(before);
    if (comparePointsAt(v, left[k] as number, p) === 0) starting.push(k);
    // The edges that end here must be exactly the block (else the status is not what the sweep assumes).
    if (end - lo !== 2 - starting.length) return OUT_OF_ORDER;
    status.splice(lo, end - lo);
    // The edges that start here, bottom to top: the one whose far end is clockwise of the other's goes first.
    if (
      starting.length === 2 &&
      orientAt(v, p, right[starting[0] as number] as number, right[starting[1] as number] as number) < 0
    ) {
      starting.reverse();
    }
    status.splice(lo, 0, ...starting);
    const below = lo > 0 ? (status[lo - 1] as number) : -1;
    const above = lo + starting.length < status.length ? (status[lo + starting.length] as number) : -1;
    if (starting.length === 0) {
      if (below >= 0 && above >= 0 && !adjacent(e, below, above) && edgesMeet(e, below, above)) return [below, above];
    } else {
      const first = starting[0] as number;
      const last = starting[starting.length - 1] as number;
      if (below >= 0 && !adjacent(e, below, first) && edgesMeet(e, below, first)) return [below, first];
      if (above >= 0 && !adjacent(e, last, above) && edgesMeet(e, last, above)) return [last, above];
    }
  }
  return null;
}

/** The first offending pair in (k, l) order, or null when there is none: O(m²), for a sweep out of order only. */
function firstOffendingPair(e: Edges): [number, number] | null {
  for (let k = 0; k < e.m; k++) {
    for (let l = k + 1; l < e.m; l++) if (offending(e, k, l)) return [k, l];
  }
  return null;
}

/**
 * Whether the ring is a simple polygon, exactly, with a witness when it is
 * not: after removing consecutive duplicate vertices (the last and the
 * first count as consecutive), the ring must have at least 3 vertices,
 * adjacent edges must share only their common vertex (no spike turning
 * back along an edge), and non-adjacent edges must share no point (no
 * crossing, no touching, no vertex visited twice). Collinear vertices are
 * allowed. Edge i joins vertex i to vertex i + 1 (the last to vertex 0) of
 * the ring as given; the witness `[i, j]` (i < j) is a pair of edges that
 * meet where they must not: the first spike in edge order, else the first
 * pair the sweep meets (not necessarily the first in (i, j) order); null
 * when fewer than 3 distinct vertices remain.
 *
 * A GeoJSON Polygon, MultiPolygon or Feature of either is simple when each
 * of its rings is, as GEOS, JTS and shapely answer `is_simple` for
 * polygons: how the rings lie against each other (a hole crossing its
 * exterior, outside it, touching it) is validity, which `polygonValidity`
 * decides. The answer names the first ring that is not simple as `ring`:
 * [polygon, ring], ring 0 being the polygon's exterior; its edges are
 * numbered as written in the file (edge i joins position i to position
 * i + 1), whatever the winding.
 *
 * A sweep decides in O(n log n) comparisons (and O(n) moves of its sorted
 * list per event at worst) and finds the witness on the way. With
 * `{ witness: false }`, `edges` is null.
 *
 * @example
 * ```ts
 * isSimplePolygon([[0, 0], [4, 0], [4, 4], [0, 4]]); // { simple: true }
 * isSimplePolygon([[0, 0], [4, 4], [4, 0], [0, 4]]); // { simple: false, edges: [0, 2] } (a bow tie)
 * isSimplePolygon([[0, 0], [4, 4], [4, 0], [0, 4]], { witness: false }); // { simple: false, edges: null }
 * const holed = { type: 'Polygon', coordinates: [[[0, 0], [4, 0], [4, 4], [0, 4], [0, 0]], [[1, 1], [3, 3], [3, 1], [1, 3], [1, 1]]] } as const;
 * isSimplePolygon(holed); // { simple: false, edges: [0, 2], ring: [0, 1] } (the hole is a bow tie)
 * ```
 */
export function isSimplePolygon(polygon: Ring | GeoJsonPolygonal, options?: SimplePolygonOptions): PolygonSimplicity {
  const fn = 'isSimplePolygon';
  const geoJson = readGeoJson(fn, polygon, 'polygon', 'as written');
  const witness = boolOption(fn, options, 'witness', true);
  if (geoJson === null) return ringSimplicity(polygon, 'ring', witness);
  const { rings, places } = geoJson;
  for (let r = 0; r < rings.length; r++) {
    const answer = ringSimplicity(rings[r], 'polygon', witness);
    if (!answer.simple) return { simple: false, edges: answer.edges, ring: places[r] as [number, number] };
  }
  return { simple: true };
}

/** isSimplePolygon of one ring, errors naming it `name`. */
function ringSimplicity(ring: unknown, name: string, witness: boolean): PolygonSimplicity {
  const flat = acquire();
  let e: Edges;
  try {
    readRing('isSimplePolygon', name, ring, flat);
    // The vertices leave the shared scratch: the sweep calls back into the package.
    const v: ArrayLike<Coordinate> = flat.values ?? flat.xy.slice(0, 2 * flat.vertices);
    e = edgesOf(v, flat.vertices);
  } finally {
    release(flat);
  }
  if (e.m < 3) return { simple: false, edges: null };
  let pair: [number, number] | typeof OUT_OF_ORDER | null = null;
  for (let k = 0; k < e.m && pair === null; k++) if (turnsBack(e, k)) pair = [k, k + 1 === e.m ? 0 : k + 1];
  pair ??= sweepContact(e);
  if (pair === null) return { simple: true };
  if (!witness) return { simple: false, edges: null };
  if (pair === OUT_OF_ORDER) {
    // The sweep is only trusted to say "simple" here: the pair is searched for exactly.
    pair = firstOffendingPair(e);
    if (pair === null) return { simple: true };
  }
  const i = e.from[pair[0]] as number;
  const j = e.from[pair[1]] as number;
  return { simple: false, edges: i < j ? [i, j] : [j, i] };
}
