/*
 * Ear clipping as earcut does it and tutorials teach it, in doubles: rings
 * as index lists, the outer ring made counterclockwise and the holes
 * clockwise by their shoelace area, each hole joined to the outer ring by
 * a bridge from its leftmost vertex (two coincident edges there and back),
 * then ears cut one by one: three consecutive vertices that turn left with
 * no other vertex inside their triangle.
 */

/** The flat coordinates' vertex i: x, y. */
type Coords = { readonly data: ArrayLike<number>; readonly dim: number };

const X = (c: Coords, i: number): number => c.data[i * c.dim] as number;
const Y = (c: Coords, i: number): number => c.data[i * c.dim + 1] as number;

/** (b − a) × (c − a) in doubles. */
function cross(c: Coords, a: number, b: number, d: number): number {
  return (X(c, b) - X(c, a)) * (Y(c, d) - Y(c, a)) - (Y(c, b) - Y(c, a)) * (X(c, d) - X(c, a));
}

/** Twice the signed area of a ring of vertex indices. */
function ringArea2(c: Coords, ring: readonly number[]): number {
  let s = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i] as number;
    const b = ring[(i + 1) % ring.length] as number;
    s += X(c, a) * Y(c, b) - X(c, b) * Y(c, a);
  }
  return s;
}

/** p inside or on the triangle (a, b, d), counterclockwise. */
function inTriangle(c: Coords, a: number, b: number, d: number, p: number): boolean {
  return cross(c, a, b, p) >= 0 && cross(c, b, d, p) >= 0 && cross(c, d, a, p) >= 0;
}

/** True iff the open segments p–q and u–v cross (doubles, strict signs). */
function segmentsCross(c: Coords, p: number, q: number, u: number, v: number): boolean {
  const o1 = cross(c, p, q, u);
  const o2 = cross(c, p, q, v);
  const o3 = cross(c, u, v, p);
  const o4 = cross(c, u, v, q);
  return o1 * o2 < 0 && o3 * o4 < 0;
}

/** Joins a hole (clockwise) into the polygon: a bridge from its leftmost vertex to the nearest polygon vertex left of it that it sees. */
function bridge(c: Coords, polygon: number[], hole: readonly number[]): number[] {
  let h = 0;
  for (let k = 1; k < hole.length; k++) if (X(c, hole[k] as number) < X(c, hole[h] as number)) h = k;
  const hv = hole[h] as number;
  let best = -1;
  let bestD = Number.POSITIVE_INFINITY;
  for (let k = 0; k < polygon.length; k++) {
    const m = polygon[k] as number;
    if (X(c, m) > X(c, hv)) continue;
    const d = (X(c, m) - X(c, hv)) ** 2 + (Y(c, m) - Y(c, hv)) ** 2;
    if (d >= bestD) continue;
    let blocked = false;
    for (let e = 0; e < polygon.length && !blocked; e++) {
      blocked = segmentsCross(c, hv, m, polygon[e] as number, polygon[(e + 1) % polygon.length] as number);
    }
    if (!blocked) {
      best = k;
      bestD = d;
    }
  }
  if (best < 0) return polygon;
  const loop = [...hole.slice(h), ...hole.slice(0, h), hv];
  return [...polygon.slice(0, best + 1), ...loop, ...polygon.slice(best)];
}

/**
 * An earcut-style triangulation in doubles: `data` holds the vertices flat
 * (`dim` values each, x and y first), `holeIndices[k]` the first vertex of
 * hole k; returns three vertex indices per triangle, counterclockwise. The
 * tests (turn direction, point in triangle, bridge visibility) round, so
 * nearly collinear vertices can make a sliver ear that overlaps another,
 * and a polygon that touches itself or crosses can stop with part of it
 * left untriangulated (the loop gives up when no ear is left); the
 * answer's area can then differ from the polygon's. `earcut` in
 * `exact-predicates/earcut` is the exact counterpart.
 *
 * @example
 * ```ts
 * earClippingFloat([0, 0, 4, 0, 4, 4, 0, 4]).length / 3; // 2
 * earClippingFloat([0, 0, 4, 0, 4, 4, 0, 4, 1, 1, 1, 3, 3, 3, 3, 1], [4]).length / 3; // 8
 * ```
 */
export function earClippingFloat(data: ArrayLike<number>, holeIndices: ArrayLike<number> = [], dim = 2): number[] {
  const c: Coords = { data, dim };
  const n = Math.floor(data.length / dim);
  const starts = [0, ...Array.from(holeIndices), n];
  const rings = starts.slice(0, -1).map((s, r) => Array.from({ length: (starts[r + 1] as number) - s }, (_, k) => s + k));
  const outer = rings[0] ?? [];
  if (ringArea2(c, outer) < 0) outer.reverse();
  const holes = rings.slice(1).filter((h) => h.length > 0);
  for (const h of holes) if (ringArea2(c, h) > 0) h.reverse();
  holes.sort((a, b) => Math.min(...a.map((i) => X(c, i))) - Math.min(...b.map((i) => X(c, i))));
  let polygon = outer;
  for (const h of holes) polygon = bridge(c, polygon, h);
  const out: number[] = [];
  const ring = [...polygon];
  let misses = 0;
  let i = 0;
  while (ring.length > 3 && misses < ring.length) {
    const m = ring.length;
    const a = ring[(i + m - 1) % m] as number;
    const b = ring[i % m] as number;
    const d = ring[(i + 1) % m] as number;
    let ear = cross(c, a, b, d) > 0;
    for (let k = 0; k < m && ear; k++) {
      const p = ring[k] as number;
      if (p === a || p === b || p === d) continue;
      // A vertex at a corner's place (a bridge's copy) does not block.
      if ((X(c, p) === X(c, a) && Y(c, p) === Y(c, a)) || (X(c, p) === X(c, d) && Y(c, p) === Y(c, d))) continue;
      if (inTriangle(c, a, b, d, p)) ear = false;
    }
    if (ear) {
      out.push(a, b, d);
      ring.splice(i % m, 1);
      misses = 0;
    } else {
      misses++;
      i++;
    }
  }
  if (ring.length === 3 && cross(c, ring[0] as number, ring[1] as number, ring[2] as number) > 0) out.push(...ring);
  return out;
}
