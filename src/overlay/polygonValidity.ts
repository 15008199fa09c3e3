import { segmentCrossing } from '../arrangement/segmentCrossing.js';
import type { RationalPoint } from '../constructions/segmentIntersection.js';
import type { Coordinate } from '../core/coordinate.js';
import { arrayLikeLength } from '../core/coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';
import { Rational } from '../core/rational.js';
import { compareCoord, orient2dSign } from '../core/signs.js';
import { acquire, readRing, release } from '../polygon/readRings.js';
import type { OverlayEdges } from './overlayEdges.js';
import { readOverlayEdges } from './overlayEdges.js';
import type { EventPoint } from './ringSweep.js';
import { sweepRings } from './ringSweep.js';

/** Why a polygon set is not valid (PROTOCOL.md, "Overlay and triangulation", rules 1–5). */
export type ValidityReason =
  /** A ring has fewer than 3 vertices (rule 2). */
  | 'too_few_points'
  /** A vertex is collinear with its two neighbours, or equal to one (rule 2). */
  | 'collinear_vertex'
  /** A ring passes through a point twice: two of its edges meet away from their shared vertex (rule 2). */
  | 'self_intersection'
  /** Two rings share a piece of an edge (rule 3). */
  | 'rings_overlap'
  /** Two rings cross at a point they share (rule 3). */
  | 'rings_cross'
  /** An outer ring turns clockwise or a hole counterclockwise (rule 1). */
  | 'wrong_orientation'
  /** A hole does not lie inside its polygon's outer ring (rule 4). */
  | 'hole_outside'
  /** A hole lies inside another hole of its polygon (rule 4). */
  | 'nested_holes'
  /** A polygon lies inside another polygon, not in one of its holes: their interiors overlap (rule 1). */
  | 'polygons_overlap'
  /** A polygon's interior is not connected: its rings touch so as to enclose a region (rule 4). */
  | 'disconnected_interior'
  /** A ring does not start at its smallest vertex, or rings or polygons are out of order (rule 5). */
  | 'order';

/** A ring of a polygon set: [polygon, ring] (ring 0 is the outer ring). */
export type RingIndex = [number, number];

/** The answer of `polygonValidity`. */
export type PolygonValidity =
  | {
      /** Every rule holds. */
      valid: true;
    }
  | {
      /** Some rule does not hold. */
      valid: false;
      /** The first rule found broken. */
      reason: ValidityReason;
      /** The ring where it is broken. */
      ring: RingIndex;
      /** The other ring, for a reason that involves two. */
      other?: RingIndex;
      /** A point where it is broken, where there is one (a vertex, a shared point). */
      point?: RationalPoint;
    };

/** A ring read: its polygon, its place there, its vertices as coordinates x0, y0, x1, y1, ... */
export type ReadRing = {
  readonly polygon: number;
  readonly index: number;
  readonly v: readonly Coordinate[];
  readonly count: number;
};

/** An answer that names a broken rule. */
export type Broken = Extract<PolygonValidity, { valid: false }>;

/**
 * Whether a set of polygons obeys the rules of a polygon result
 * (PROTOCOL.md, "Overlay and triangulation (2D)"; the OGC rules for a
 * valid MultiPolygon, made exact): each polygon `[outer, ...holes]` with
 * rings closed implicitly; outer rings counterclockwise and holes
 * clockwise; rings simple, with at least 3 vertices and none collinear
 * with its neighbours; rings meeting only at points, never crossing; each
 * hole inside its own outer ring, no hole inside another, polygons'
 * interiors disjoint and connected; each ring from its smallest vertex,
 * holes and polygons in order. Like JTS `isValid`, the answer names a
 * broken rule with the ring and a witness point. One exact sweep over the
 * edges, O((n + k) log n) for n edges and k points where rings meet; no
 * point is built unless it is a witness. The empty set `[]` is valid.
 *
 * @example
 * ```ts
 * polygonValidity([[[[0, 0], [2, 0], [2, 2], [0, 2]]]]); // { valid: true }
 * polygonValidity([[[[0, 0], [0, 2], [2, 2], [2, 0]]]]).valid; // false (clockwise: 'wrong_orientation')
 * ```
 */
export function polygonValidity(polygons: ArrayLike<ArrayLike<ArrayLike<ArrayLike<Coordinate>>>>): PolygonValidity {
  const fn = 'polygonValidity';
  const rings = readPolygons(fn, polygons);
  const shapes = ringShapes(rings);
  if (shapes !== null) return shapes;
  const edges = readOverlayEdges(
    fn,
    rings.map((ring, r) => ({ rings: [pointsOf(ring)], key: r, name: `polygons[${ring.polygon}][${ring.index}]` })),
  );
  const swept = sweepRings(edges, rings.length);
  if (swept.broken !== null) {
    return broken(swept.broken, rings[swept.ring] as ReadRing, eventPoint(edges, swept.event), rings[swept.other]);
  }
  const { ccw, parent, touches, touchPoints } = swept;
  const outerOf = new Map<number, number>();
  rings.forEach((ring, r) => {
    if (ring.index === 0) outerOf.set(ring.polygon, r);
  });
  for (let r = 0; r < rings.length; r++) {
    const ring = rings[r] as ReadRing;
    if ((ccw[r] === 1) !== (ring.index === 0)) return broken('wrong_orientation', ring);
  }
  for (let r = 0; r < rings.length; r++) {
    const ring = rings[r] as ReadRing;
    const p = parent[r] as number;
    const holder = p >= 0 ? (rings[p] as ReadRing) : undefined;
    if (ring.index === 0) {
      // An outer ring lies in nothing, or in a hole.
      if (holder !== undefined && holder.index === 0) return broken('polygons_overlap', ring, undefined, holder);
    } else if (p !== outerOf.get(ring.polygon)) {
      const nested = holder !== undefined && holder.polygon === ring.polygon;
      return broken(
        nested ? 'nested_holes' : 'hole_outside',
        ring,
        undefined,
        holder ?? rings[outerOf.get(ring.polygon) as number],
      );
    }
  }
  return connectedInteriors(rings, touches, touchPoints, edges) ?? canonicalOrder(rings) ?? { valid: true };
}

/** Every ring read and validated (each coordinate once); errors name `polygons[i][j][k]`. */
export function readPolygons(fn: string, polygons: unknown): ReadRing[] {
  const n = arrayLikeLength(polygons);
  if (n < 0) {
    throw new ExactTypeError(`${fn}: polygons is ${describeValue(polygons)}, expected an array of polygons (arrays of rings)`);
  }
  const out: ReadRing[] = [];
  const flat = acquire();
  try {
    for (let p = 0; p < n; p++) {
      const polygon: unknown = (polygons as ArrayLike<unknown>)[p];
      const count = arrayLikeLength(polygon);
      if (count < 0) {
        throw new ExactTypeError(`${fn}: polygons[${p}] is ${describeValue(polygon)}, expected an array of rings`);
      }
      if (count === 0) throw new ExactRangeError(`${fn}: polygons[${p}] is empty, expected an outer ring`);
      for (let r = 0; r < count; r++) {
        readRing(fn, `polygons[${p}][${r}]`, (polygon as ArrayLike<unknown>)[r], flat);
        const k = flat.vertices;
        const v = flat.values !== null ? flat.values.slice(0, 2 * k) : Array.from(flat.xy.subarray(0, 2 * k));
        out.push({ polygon: p, index: r, v, count: k });
      }
    }
  } finally {
    release(flat);
  }
  return out;
}

/** The answer for a broken rule, with its ring, witness point and other ring. */
export function broken(reason: ValidityReason, ring: ReadRing, point?: RationalPoint, other?: ReadRing): Broken {
  const out: Broken = { valid: false, reason, ring: [ring.polygon, ring.index] };
  if (other !== undefined && other !== ring) out.other = [other.polygon, other.index];
  if (point !== undefined) out.point = point;
  return out;
}

/** The ring as points (its own arrays, read already). */
function pointsOf(ring: ReadRing): [Coordinate, Coordinate][] {
  const out: [Coordinate, Coordinate][] = new Array(ring.count);
  for (let i = 0; i < ring.count; i++) out[i] = [ring.v[2 * i] as Coordinate, ring.v[2 * i + 1] as Coordinate];
  return out;
}

/** Vertex i of a ring, exactly. */
export function vertex(ring: ReadRing, i: number): RationalPoint {
  return [Rational.from(ring.v[2 * i] as Coordinate), Rational.from(ring.v[2 * i + 1] as Coordinate)];
}

/** The point of a sweep event, exactly. */
function eventPoint({ segments }: OverlayEdges, e: EventPoint): RationalPoint {
  const c = segments.c;
  if (e.code >= 0) return [Rational.from(c[2 * e.code] as Coordinate), Rational.from(c[2 * e.code + 1] as Coordinate)];
  return segmentCrossing(segments, e.a, e.b);
}

/** Rule 2 within one ring: at least 3 vertices, none collinear with its neighbours (nor equal to one). */
export function ringShapes(rings: readonly ReadRing[]): Broken | null {
  for (const ring of rings) {
    const { v, count } = ring;
    if (count < 3) return broken('too_few_points', ring);
    for (let i = 0; i < count; i++) {
      const a = 2 * (i === 0 ? count - 1 : i - 1);
      const b = 2 * i;
      const c = 2 * (i + 1 === count ? 0 : i + 1);
      const o = orient2dSign(
        v[a] as Coordinate,
        v[a + 1] as Coordinate,
        v[b] as Coordinate,
        v[b + 1] as Coordinate,
        v[c] as Coordinate,
        v[c + 1] as Coordinate,
      );
      if (o === 0) return broken('collinear_vertex', ring, vertex(ring, i));
    }
  }
  return null;
}

/**
 * Rule 4 on connectivity: within a polygon, rings that touch at points form
 * a graph (rings and touching points as nodes); the interior is connected
 * exactly when that graph has no cycle (a cycle of touching rings encloses
 * a region of its own).
 */
function connectedInteriors(
  rings: readonly ReadRing[],
  touches: readonly (readonly number[])[],
  points: readonly EventPoint[],
  edges: OverlayEdges,
): Broken | null {
  const parent: number[] = rings.map((_, r) => r);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x] as number] as number;
      x = parent[x] as number;
    }
    return x;
  };
  for (let t = 0; t < touches.length; t++) {
    const here = touches[t] as readonly number[];
    // One node per polygon at this point, joined to each of its rings through the point.
    const byPolygon = new Map<number, number[]>();
    for (const r of here) {
      const p = (rings[r] as ReadRing).polygon;
      const list = byPolygon.get(p);
      if (list === undefined) byPolygon.set(p, [r]);
      else list.push(r);
    }
    for (const list of byPolygon.values()) {
      if (list.length < 2) continue;
      const node = parent.length;
      parent.push(node);
      for (const r of list) {
        const a = find(node);
        const b = find(r);
        if (a === b)
          return broken(
            'disconnected_interior',
            rings[r] as ReadRing,
            eventPoint(edges, points[t] as EventPoint),
            rings[list[0] as number],
          );
        parent[a] = b;
      }
    }
  }
  return null;
}

/** Rule 5: each ring from its smallest vertex; holes of a polygon, then polygons, by their vertex sequences. */
export function canonicalOrder(rings: readonly ReadRing[]): Broken | null {
  for (const ring of rings) {
    for (let i = 1; i < ring.count; i++) {
      if (comparePoints(ring, i, ring, 0) < 0) return broken('order', ring, vertex(ring, 0));
    }
  }
  let shell: ReadRing | null = null;
  for (let r = 0; r < rings.length; r++) {
    const b = rings[r] as ReadRing;
    if (b.index === 0) {
      if (shell !== null && compareRings(shell, b) >= 0) return broken('order', b, undefined, shell);
      shell = b;
    } else if (b.index > 1 && compareRings(rings[r - 1] as ReadRing, b) >= 0) return broken('order', b, undefined, rings[r - 1]);
  }
  return null;
}

function comparePoints(a: ReadRing, i: number, b: ReadRing, j: number): number {
  return (
    compareCoord(a.v[2 * i] as Coordinate, b.v[2 * j] as Coordinate) ||
    compareCoord(a.v[2 * i + 1] as Coordinate, b.v[2 * j + 1] as Coordinate)
  );
}

/** Vertex sequences point by point, then the shorter first. */
function compareRings(a: ReadRing, b: ReadRing): number {
  const n = Math.min(a.count, b.count);
  for (let i = 0; i < n; i++) {
    const d = comparePoints(a, i, b, i);
    if (d !== 0) return d;
  }
  return a.count - b.count;
}
