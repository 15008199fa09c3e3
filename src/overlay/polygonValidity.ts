import { segmentIntersections } from '../arrangement/segmentIntersections.js';
import type { RationalPoint } from '../constructions/segmentIntersection.js';
import type { Coordinate } from '../core/coordinate.js';
import { isArrayLike } from '../core/coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';
import { Rational } from '../core/rational.js';
import { compareCoord, orient2dSign } from '../core/signs.js';
import { pointInPolygon } from '../polygon/pointInPolygon.js';
import { polygonOrientation } from '../polygon/polygonArea.js';
import { acquire, readRing, release } from '../polygon/readRings.js';
import { separates } from './separates.js';

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

/** A ring read: its vertices as coordinates x0, y0, x1, y1, ... */
type ReadRing = { readonly polygon: number; readonly index: number; readonly v: readonly Coordinate[]; readonly count: number };

/** Where two rings touch: one ring's edge, the point, the other ring. */
type Touch = { ring: number; edge: number; other: number; point: RationalPoint };

/**
 * Whether a set of polygons obeys the rules of a polygon result
 * (PROTOCOL.md, "Overlay and triangulation (2D)"; the OGC rules for a
 * valid MultiPolygon, made exact): each polygon `[outer, ...holes]` with
 * rings closed implicitly; outer rings counterclockwise and holes
 * clockwise; rings simple, with at least 3 vertices and none collinear
 * with its neighbours; rings meeting only at points, never crossing; each
 * hole inside its own outer ring, no hole inside another, polygons'
 * interiors disjoint and connected; each ring from its smallest vertex,
 * holes and polygons in order. Like JTS `isValid`, the answer names the
 * first broken rule with the ring and a witness point. Every check is
 * exact. The empty set `[]` is valid.
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
  const meetings = ringMeetings(rings);
  if (!Array.isArray(meetings)) return meetings;
  return (
    orientations(rings) ??
    nesting(rings, meetings) ??
    connectedInteriors(rings, meetings) ??
    canonicalOrder(rings) ?? { valid: true }
  );
}

/** Every ring read and validated (each coordinate once); errors name `polygons[i][j][k]`. */
function readPolygons(fn: string, polygons: unknown): ReadRing[] {
  if (!isArrayLike(polygons)) {
    throw new ExactTypeError(`${fn}: polygons is ${describeValue(polygons)}, expected an array of polygons (arrays of rings)`);
  }
  const out: ReadRing[] = [];
  const flat = acquire();
  try {
    for (let p = 0; p < polygons.length; p++) {
      const polygon: unknown = (polygons as ArrayLike<unknown>)[p];
      if (!isArrayLike(polygon)) {
        throw new ExactTypeError(`${fn}: polygons[${p}] is ${describeValue(polygon)}, expected an array of rings`);
      }
      const count = polygon.length;
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

type Broken = Extract<PolygonValidity, { valid: false }>;

function broken(reason: ValidityReason, ring: ReadRing, point?: RationalPoint, other?: ReadRing): Broken {
  const out: Broken = { valid: false, reason, ring: [ring.polygon, ring.index] };
  if (other !== undefined) out.other = [other.polygon, other.index];
  if (point !== undefined) out.point = point;
  return out;
}

/** Vertex i of a ring, exactly. */
function vertex(ring: ReadRing, i: number): RationalPoint {
  return [Rational.from(ring.v[2 * i] as Coordinate), Rational.from(ring.v[2 * i + 1] as Coordinate)];
}

/** Rule 2 within one ring: at least 3 vertices, none collinear with its neighbours (nor equal to one). */
function ringShapes(rings: readonly ReadRing[]): Broken | null {
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
 * Rules 2 and 3 between edges: every pair of edges that meet (all of them,
 * exactly) must be two consecutive edges of a ring at their shared vertex,
 * or edges of two rings that share one point where the rings do not cross.
 * Returns the points where rings touch, for the later checks.
 */
function ringMeetings(rings: readonly ReadRing[]): Broken | Touch[] {
  const segments: [Coordinate, Coordinate][][] = [];
  const owner: number[] = [];
  const edgeIndex: number[] = [];
  rings.forEach((ring, r) => {
    for (let i = 0; i < ring.count; i++) {
      const j = i + 1 === ring.count ? 0 : i + 1;
      segments.push([
        [ring.v[2 * i] as Coordinate, ring.v[2 * i + 1] as Coordinate],
        [ring.v[2 * j] as Coordinate, ring.v[2 * j + 1] as Coordinate],
      ]);
      owner.push(r);
      edgeIndex.push(i);
    }
  });
  const touches: Touch[] = [];
  for (const pair of segmentIntersections(segments, { maxPairs: Number.POSITIVE_INFINITY })) {
    const ra = owner[pair.i] as number;
    const rb = owner[pair.j] as number;
    const a = rings[ra] as ReadRing;
    const b = rings[rb] as ReadRing;
    const ea = edgeIndex[pair.i] as number;
    const eb = edgeIndex[pair.j] as number;
    if (pair.kind === 'segment') {
      return ra === rb ? broken('self_intersection', a, pair.segment[0]) : broken('rings_overlap', a, pair.segment[0], b);
    }
    if (ra === rb) {
      const adjacent = eb === ea + 1 || (ea === 0 && eb === a.count - 1);
      // Consecutive edges share their common vertex; the collinear check rules out more.
      if (!adjacent) return broken('self_intersection', a, pair.point);
      continue;
    }
    if (separates(around(a, ea, pair.point), around(b, eb, pair.point), pair.point))
      return broken('rings_cross', a, pair.point, b);
    touches.push({ ring: ra, edge: ea, other: rb, point: pair.point });
    touches.push({ ring: rb, edge: eb, other: ra, point: pair.point });
  }
  return touches;
}

/**
 * The two points that ring `ring` goes to from point p on its edge e, one
 * each way along the ring: p's neighbours when p is a vertex, else the
 * edge's own ends.
 */
function around(ring: ReadRing, e: number, p: RationalPoint): [RationalPoint, RationalPoint] {
  const j = e + 1 === ring.count ? 0 : e + 1;
  const start = vertex(ring, e);
  const end = vertex(ring, j);
  if (samePoint(start, p)) return [vertex(ring, e === 0 ? ring.count - 1 : e - 1), end];
  if (samePoint(end, p)) return [start, vertex(ring, j + 1 === ring.count ? 0 : j + 1)];
  return [start, end];
}

function samePoint(p: RationalPoint, q: RationalPoint): boolean {
  return p[0].equals(q[0]) && p[1].equals(q[1]);
}

/** Rule 1: outer rings counterclockwise, holes clockwise. */
function orientations(rings: readonly ReadRing[]): Broken | null {
  for (const ring of rings) {
    const want = ring.index === 0 ? 1 : -1;
    if (polygonOrientation(ringPoints(ring)) !== want) return broken('wrong_orientation', ring);
  }
  return null;
}

/** The ring as points, for the package's polygon functions. */
function ringPoints(ring: ReadRing): [Coordinate, Coordinate][] {
  const out: [Coordinate, Coordinate][] = new Array(ring.count);
  for (let i = 0; i < ring.count; i++) out[i] = [ring.v[2 * i] as Coordinate, ring.v[2 * i + 1] as Coordinate];
  return out;
}

/**
 * A point of the ring that lies on no other ring: on an edge, away from the
 * points where other rings touch it (finitely many, so one of the points at
 * t = 1/2, 1/3, 2/3, 1/4, ... of an edge will do).
 */
function samplePoint(ring: ReadRing, touches: readonly Touch[]): RationalPoint {
  const [px, py] = vertex(ring, 0);
  const [qx, qy] = vertex(ring, 1);
  const taken = touches.filter((t) => t.edge === 0).map((t) => t.point);
  for (let d = 2n; ; d++) {
    for (let k = 1n; k < d; k++) {
      const t = Rational.of(k, d);
      const m: RationalPoint = [px.add(qx.sub(px).mul(t)), py.add(qy.sub(py).mul(t))];
      if (!taken.some((p) => samePoint(p, m))) return m;
    }
  }
}

/** Rules 4 and 1 on nesting: holes inside their outer ring and not in each other, polygons not inside one another. */
function nesting(rings: readonly ReadRing[], touches: readonly Touch[]): Broken | null {
  const samples = rings.map((ring, r) =>
    samplePoint(
      ring,
      touches.filter((t) => t.ring === r),
    ),
  );
  const points = rings.map(ringPoints);
  const inside = (r: number, s: number): boolean =>
    pointInPolygon(samples[r] as RationalPoint, [points[s] as [Coordinate, Coordinate][]]) === 'inside';
  const outerOf = new Map<number, number>();
  rings.forEach((ring, r) => {
    if (ring.index === 0) outerOf.set(ring.polygon, r);
  });
  for (let r = 0; r < rings.length; r++) {
    const ring = rings[r] as ReadRing;
    if (ring.index === 0) continue;
    const shell = outerOf.get(ring.polygon) as number;
    if (!inside(r, shell)) return broken('hole_outside', ring, undefined, rings[shell]);
    for (let s = 0; s < rings.length; s++) {
      const other = rings[s] as ReadRing;
      if (s !== r && other.polygon === ring.polygon && other.index !== 0 && inside(r, s))
        return broken('nested_holes', ring, undefined, other);
    }
  }
  for (const [p, shell] of outerOf) {
    for (const [q, other] of outerOf) {
      if (p === q || !inside(shell, other)) continue;
      // Inside another polygon's outer ring: only in one of its holes.
      const inHole = rings.some((h, s) => h.polygon === q && h.index !== 0 && inside(shell, s));
      if (!inHole) return broken('polygons_overlap', rings[shell] as ReadRing, undefined, rings[other]);
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
function connectedInteriors(rings: readonly ReadRing[], touches: readonly Touch[]): Broken | null {
  const parent: number[] = rings.map((_, r) => r);
  const find = (x: number): number => {
    while (parent[x] !== x) {
      parent[x] = parent[parent[x] as number] as number;
      x = parent[x] as number;
    }
    return x;
  };
  const pointNode = new Map<string, number>();
  const linked = new Set<string>();
  for (const t of touches) {
    const ring = rings[t.ring] as ReadRing;
    if (ring.polygon !== (rings[t.other] as ReadRing).polygon) continue;
    const key = `${ring.polygon}:${t.point[0]},${t.point[1]}`;
    let node = pointNode.get(key);
    if (node === undefined) {
      node = parent.length;
      parent.push(node);
      pointNode.set(key, node);
    }
    const link = `${key}:${t.ring}`;
    if (linked.has(link)) continue;
    linked.add(link);
    const a = find(node);
    const b = find(t.ring);
    if (a === b) return broken('disconnected_interior', ring, t.point, rings[t.other]);
    parent[a] = b;
  }
  return null;
}

/** Rule 5: each ring from its smallest vertex; holes of a polygon, then polygons, by their vertex sequences. */
function canonicalOrder(rings: readonly ReadRing[]): Broken | null {
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
