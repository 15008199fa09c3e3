/*
 * Checks of an overlay answer, outside every timed loop: is it a valid
 * polygon set by our exact `polygonValidity`, and what is its exact area.
 *
 * A peer is not counted invalid for a convention. Before the check each
 * peer answer is normalised:
 * - a ring's closing point (the first repeated at the end) is dropped, and
 *   so is a point equal to the one before it;
 * - a vertex that the ring passes straight through (collinear with its
 *   neighbours and strictly between them, exactly) is dropped: the point
 *   set is the same, and OGC allows such vertices (our rule 2 does not);
 * - a ring that touches itself — passes through a vertex twice, or has a
 *   vertex on one of its own edges — is cut there into loops (how Clipper
 *   and the ESRI shapefile write a hole touching its outer ring, or two
 *   parts meeting at a point): a loop turning the ring's way keeps the
 *   ring's role, one turning the other way takes the other role (a hole
 *   cut from an outer ring, an island cut from a hole); when an outer ring
 *   gives several outer loops, each becomes a polygon with the holes inside
 *   it;
 * - outer rings are turned counterclockwise and holes clockwise (GeoJSON,
 *   RFC 7946), by their exact orientation;
 * - each ring starts at its smallest vertex, holes and polygons are sorted
 *   (our rule 5, a canonical order).
 * Nothing else is changed: a spike (a vertex collinear with its neighbours
 * where the ring turns back), a ring of fewer than three points, rings that
 * cross or overlap, a hole outside its polygon, are the peer's answer.
 */
import type { Point2 } from '../src/core/coordinate.js';
import {
  orient2d,
  pointInPolygon,
  polygonArea,
  polygonOrientation,
  polygonValidity,
  Rational,
  segmentIntersections,
} from '../src/index.js';
import type { AnswerPolygon, Pair } from './overlayPeers.js';

/** What the checks found: valid or the broken rule, and the exact area (of the normalised answer). */
export type Verdict = { valid: boolean; reason: string | null; area: Rational | null };

/** A peer's answer normalised as the module comment says (numbers only). */
export function normalisedPolygons(polygons: readonly AnswerPolygon[]): Pair[][][] {
  const out = polygons
    .flatMap((polygon) => untouched(Array.from(polygon, (ring) => straightened(pointsOf(ring)))))
    .map((polygon) => polygon.map((ring, i) => orientRing(startAtSmallest(ring), i === 0 ? 1 : -1)));
  for (const polygon of out) {
    const holes = polygon.slice(1).sort(compareRings);
    polygon.splice(1, holes.length, ...holes);
  }
  return out.filter((polygon) => polygon.length > 0).sort((p, q) => compareRings(p[0] as Pair[], q[0] as Pair[]));
}

function pointsOf(ring: ArrayLike<ArrayLike<unknown>>): Pair[] {
  return Array.from(ring, (p) => [p[0] as number, p[1] as number]);
}

const samePoint = (p: Pair, q: Pair): boolean => p[0] === q[0] && p[1] === q[1];

/** The ring without repeated points and without the vertices it passes straight through (one pass, with a stack). */
function straightened(ring: Pair[]): Pair[] {
  const out: Pair[] = [];
  for (const c of ring) {
    if (out.length > 0 && samePoint(out[out.length - 1] as Pair, c)) continue;
    while (out.length >= 2 && passesThrough(out[out.length - 2] as Pair, out[out.length - 1] as Pair, c)) out.pop();
    out.push(c);
  }
  while (out.length > 1 && samePoint(out[0] as Pair, out[out.length - 1] as Pair)) out.pop();
  // Where the ring closes: its last vertex between the one before and the first, or the first between the last and the second.
  for (let changed = true; changed && out.length > 3; ) {
    const n = out.length;
    changed = true;
    if (passesThrough(out[n - 2] as Pair, out[n - 1] as Pair, out[0] as Pair)) out.pop();
    else if (passesThrough(out[n - 1] as Pair, out[0] as Pair, out[1] as Pair)) out.shift();
    else changed = false;
  }
  return out;
}

/** b lies on the segment ac, strictly between a and c (exact orientation; the comparisons are exact). */
function passesThrough(a: Pair, b: Pair, c: Pair): boolean {
  if (orient2d(a, b, c) !== 0) return false;
  const between = (u: number, v: number, w: number): boolean => (u < v && v < w) || (u > v && v > w);
  return between(a[0] as number, b[0] as number, c[0] as number) || between(a[1] as number, b[1] as number, c[1] as number);
}

/**
 * A polygon (outer ring, holes) with every self-touching ring cut into
 * loops, as the module comment says: one polygon, or several when the
 * outer ring gave several outer loops.
 */
function untouched(polygon: Pair[][]): Pair[][][] {
  const [outer, ...holes] = polygon;
  if (outer === undefined) return [];
  const outers: Pair[][] = [];
  const inner: Pair[][] = [];
  const sort = (ring: Pair[], role: 'outer' | 'hole'): void => {
    const turn = orientation(ring);
    for (const loop of loops(ring).map(straightened)) {
      const same = turn === 0 || orientation(loop) !== -turn;
      (same === (role === 'outer') ? outers : inner).push(loop);
    }
  };
  sort(outer, 'outer');
  for (const hole of holes) sort(hole, 'hole');
  if (outers.length === 1) return [[outers[0] as Pair[], ...inner]];
  // Several outer loops: each hole goes with the first outer loop that holds one of its vertices strictly inside.
  const groups = outers.map((o): Pair[][] => [o]);
  for (const hole of inner) {
    const k = outers.findIndex((o) => hole.some((p) => pointInPolygon(p, [o]) === 'inside'));
    (groups[k] ?? groups[0])?.push(hole);
  }
  return groups;
}

const orientation = (ring: Pair[]): number => (ring.length < 3 ? 0 : polygonOrientation(ring));

/**
 * The loops of a ring that touches itself: first every vertex that lies
 * inside another of its edges is added to that edge (exactly, from the
 * ring's own intersections), then the ring is cut at every point it
 * passes twice. A ring that does not touch itself is its own one loop;
 * edges that cross or overlap are left as they are.
 */
function loops(ring: Pair[]): Pair[][] {
  const n = ring.length;
  if (n < 4) return [ring];
  const edges = ring.map((p, i): [Pair, Pair] => [p, ring[(i + 1) % n] as Pair]);
  const extra = new Map<number, Pair[]>();
  for (const hit of segmentIntersections(edges, { maxPairs: Number.POSITIVE_INFINITY })) {
    if (hit.kind !== 'point') continue;
    const q: Pair = [hit.point[0].toNumber(), hit.point[1].toNumber()];
    for (const [e, f] of [
      [hit.i, hit.j],
      [hit.j, hit.i],
    ] as const) {
      const [p0, p1] = edges[e] as [Pair, Pair];
      const atEnd = samePoint(q, p0) || samePoint(q, p1);
      // A vertex of edge f (exact: its coordinates are doubles) strictly inside edge e.
      const [r0, r1] = edges[f] as [Pair, Pair];
      const known = extra.get(e) ?? [];
      if (!atEnd && (samePoint(q, r0) || samePoint(q, r1)) && !known.some((k) => samePoint(k, q))) extra.set(e, [...known, q]);
    }
  }
  const walked: Pair[] = [];
  ring.forEach((p, i) => {
    walked.push(p);
    const along = extra.get(i);
    if (along === undefined) return;
    const [x0, y0] = p;
    walked.push(...along.sort((u, v) => Math.abs(u[0] - x0) + Math.abs(u[1] - y0) - (Math.abs(v[0] - x0) + Math.abs(v[1] - y0))));
  });
  // Cut at repeated points: a stack of the path so far; a point already on it closes the loop since.
  const out: Pair[][] = [];
  const path: Pair[] = [];
  const at = new Map<string, number>();
  for (const p of walked) {
    const key = `${p[0]},${p[1]}`;
    const k = at.get(key);
    if (k === undefined) {
      at.set(key, path.length);
      path.push(p);
      continue;
    }
    const loop = path.splice(k + 1);
    for (const q of loop) at.delete(`${q[0]},${q[1]}`);
    out.push([path[k] as Pair, ...loop]);
  }
  out.push(path);
  return out.filter((loop) => loop.length > 0);
}

function comparePoints(p: Pair, q: Pair): number {
  return (p[0] as number) - (q[0] as number) || (p[1] as number) - (q[1] as number);
}

function compareRings(a: Pair[], b: Pair[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const d = comparePoints(a[i] as Pair, b[i] as Pair);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

function startAtSmallest(ring: Pair[]): Pair[] {
  let k = 0;
  for (let i = 1; i < ring.length; i++) if (comparePoints(ring[i] as Pair, ring[k] as Pair) < 0) k = i;
  return [...ring.slice(k), ...ring.slice(0, k)];
}

/** The ring turned to orientation `want` (1 counterclockwise) if it turns the other way; a ring without area as it is. */
function orientRing(ring: Pair[], want: 1 | -1): Pair[] {
  if (ring.length < 3 || polygonOrientation(ring) !== -want) return ring;
  const [first, ...rest] = ring;
  return [first as Pair, ...rest.reverse()];
}

/** Validity of an answer taken as it is (ours: no normalisation). */
export function validityOf(polygons: readonly AnswerPolygon[]): Pick<Verdict, 'valid' | 'reason'> {
  let validity: ReturnType<typeof polygonValidity>;
  try {
    validity = polygonValidity(polygons as never);
  } catch (e) {
    return unreadable(e);
  }
  return { valid: validity.valid, reason: validity.valid ? null : validity.reason };
}

/**
 * Validity and exact area of an answer of numbers taken as it is. (An
 * exact answer's area is not taken: summed over thousands of crossings'
 * Rationals, the fraction grows past any use.)
 */
export function verdict(polygons: readonly ArrayLike<ArrayLike<Pair>>[]): Verdict {
  const validity = validityOf(polygons);
  return { ...validity, area: validity.valid ? areaOf(polygons) : null };
}

/** The exact area of polygons of numbers, outer rings counterclockwise and holes clockwise (null for none). */
export function areaOf(polygons: readonly ArrayLike<ArrayLike<Pair>>[]): Rational | null {
  const rings: Point2[][] = polygons.flatMap((polygon) => Array.from(polygon, (ring) => Array.from(ring)));
  return rings.length === 0 ? null : polygonArea(rings.filter((r) => r.length > 0));
}

/** A peer's answer normalised, then checked. */
export function peerVerdict(polygons: readonly AnswerPolygon[]): Verdict {
  let normalised: Pair[][][];
  try {
    normalised = normalisedPolygons(polygons);
  } catch (e) {
    return unreadable(e);
  }
  return verdict(normalised);
}

/** A NaN or an infinite coordinate in an answer: not a polygon at all. */
function unreadable(e: unknown): Verdict {
  return { valid: false, reason: `unreadable: ${(e as Error).message}`, area: null };
}

/**
 * How far a peer's area may be from the exact one and still count as
 * right: moving each vertex of a polygon by at most `shift` changes its
 * area by at most about `shift` times its perimeter (vertex i moved by e
 * changes twice the area by e × (v(i+1) − v(i−1))). The perimeter is
 * taken from the exact answer (its vertices rounded), in doubles.
 */
export function areaTolerance(polygons: readonly Pair[][][], shift: number): number {
  let perimeter = 0;
  for (const ring of polygons.flat()) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const p = ring[i] as Pair;
      const q = ring[j] as Pair;
      perimeter += Math.hypot(p[0] - q[0], p[1] - q[1]);
    }
  }
  return perimeter * shift;
}

/** |area − exact| as a double (both exact; the difference rounded once). */
export function areaDifference(area: Rational | null, exact: Rational | null): number {
  const zero = Rational.ZERO;
  return (area ?? zero)
    .sub(exact ?? zero)
    .abs()
    .toNumber();
}

/**
 * How far a float peer's vertices may be from exact ones: 2^-40 of the
 * largest coordinate (about 4000 rounding units of it; a crossing computed
 * in doubles is off by a few).
 */
export const FLOAT_SHIFT = 2 ** -40;
