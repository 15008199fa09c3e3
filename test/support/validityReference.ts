import { segmentIntersections } from '../../src/arrangement/segmentIntersections.js';
import type { RationalPoint } from '../../src/constructions/segmentIntersection.js';
import type { Coordinate } from '../../src/core/coordinate.js';
import { Rational } from '../../src/core/rational.js';
import type { Broken, PolygonValidity, ReadRing } from '../../src/overlay/polygonValidity.js';
import { broken, canonicalOrder, readPolygons, ringShapes, vertex } from '../../src/overlay/polygonValidity.js';
import { pointInPolygon } from '../../src/polygon/pointInPolygon.js';
import { polygonOrientation } from '../../src/polygon/polygonArea.js';
import { separates } from './separates.js';

/*
 * An independent check of the rules of a polygon result, written plainly
 * for the tests to compare polygonValidity with: every pair of edges that
 * meet (segmentIntersections, the points built), the crossing test at each
 * shared point by angles, nesting by point-in-polygon tests of a point of
 * each ring against every other ring, connectivity by a union-find of rings
 * and touching points. Quadratic in the rings; exact.
 */

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
export function validityReference(polygons: ArrayLike<ArrayLike<ArrayLike<ArrayLike<Coordinate>>>>): PolygonValidity {
  const fn = 'validityReference';
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
