import type { Coordinate } from '../../src/core/coordinate.js';
import type { Frac } from './frac.js';
import { add, between, cmp, div, eq, fracPoint, mul, orient2dFrac, sub } from './frac.js';
import { segmentsIntersectFrac } from './segmentsFrac.js';

/*
 * Independent exact references for general polygons on the fraction kernel,
 * written from the definitions rather than from the library's methods:
 * winding numbers from the x where each edge meets the line y = p.y,
 * simplicity from every pair of edges, hulls by gift wrapping.
 */

type AnyPoint = readonly Coordinate[];

/**
 * The winding number of p around the rings, or 'boundary': an edge counts
 * +1 (upward) or −1 (downward) when it crosses the line y = p.y half-open
 * at an x greater than p.x.
 */
export function windingFrac(p: AnyPoint, rings: readonly (readonly AnyPoint[])[]): number | 'boundary' {
  const P = fracPoint(p);
  const [px, py] = P as [Frac, Frac];
  let w = 0;
  for (const ring of rings) {
    const V = ring.map(fracPoint);
    for (let i = 0; i < V.length; i++) {
      const a = V[i] as Frac[];
      const b = V[(i + 1) % V.length] as Frac[];
      const [ax, ay] = a as [Frac, Frac];
      const [bx, by] = b as [Frac, Frac];
      if (orient2dFrac(a, b, P) === 0 && between(px, ax, bx) && between(py, ay, by)) return 'boundary';
      const up = cmp(ay, py) <= 0 && cmp(by, py) > 0;
      const down = cmp(by, py) <= 0 && cmp(ay, py) > 0;
      if (!up && !down) continue;
      const x = add(ax, div(mul(sub(py, ay), sub(bx, ax)), sub(by, ay)));
      if (cmp(x, px) > 0) w += up ? 1 : -1;
    }
  }
  return w;
}

const samePoint = (a: Frac[], b: Frac[]) => eq(a[0] as Frac, b[0] as Frac) && eq(a[1] as Frac, b[1] as Frac);

/** x lies on the closed segment a–b. */
function onSegment(x: Frac[], a: Frac[], b: Frac[]): boolean {
  return (
    orient2dFrac(a, b, x) === 0 &&
    between(x[0] as Frac, a[0] as Frac, b[0] as Frac) &&
    between(x[1] as Frac, a[1] as Frac, b[1] as Frac)
  );
}

/**
 * Every offending pair [i, j] (i < j) of a ring's edges, PROTOCOL.md's
 * polygon_is_simple pair by pair (edge i from vertex i to i + 1 of the
 * ring as given, zero-length edges skipped), in (i, j) order; 'few' when
 * fewer than 3 vertices remain after removing consecutive duplicates.
 */
export function offendingPairsFrac(ring: readonly AnyPoint[]): [number, number][] | 'few' {
  const V = ring.map(fracPoint);
  const n = V.length;
  const edges: number[] = [];
  for (let i = 0; i < n; i++) if (!samePoint(V[i] as Frac[], V[(i + 1) % n] as Frac[])) edges.push(i);
  const m = edges.length;
  if (m < 3) return 'few';
  const ends = (k: number): [Frac[], Frac[]] => {
    const i = edges[k] as number;
    return [V[i] as Frac[], V[(i + 1) % n] as Frac[]];
  };
  const out: [number, number][] = [];
  for (let k = 0; k < m; k++) {
    for (let l = k + 1; l < m; l++) {
      const [a, b] = ends(k);
      const [c, d] = ends(l);
      let bad: boolean;
      if (l === k + 1) {
        // Shared vertex b = c: any other common point puts d on a–b or a on c–d.
        bad = (onSegment(d, a, b) && !samePoint(d, b)) || (onSegment(a, c, d) && !samePoint(a, c));
      } else if (k === 0 && l === m - 1) {
        // Shared vertex a = d.
        bad = (onSegment(c, a, b) && !samePoint(c, a)) || (onSegment(b, c, d) && !samePoint(b, d));
      } else {
        const i = edges[k] as number;
        const j = edges[l] as number;
        bad = segmentsIntersectFrac(
          [ring[i] as AnyPoint, ring[(i + 1) % n] as AnyPoint],
          [ring[j] as AnyPoint, ring[(j + 1) % n] as AnyPoint],
        );
      }
      if (bad) out.push([edges[k] as number, edges[l] as number]);
    }
  }
  return out;
}

/**
 * PROTOCOL.md's polygon_is_simple: null when simple, else the first
 * offending pair [i, j] of edges in (i, j) order, or 'few' (see
 * `offendingPairsFrac`).
 */
export function simplicityFrac(ring: readonly AnyPoint[]): [number, number] | 'few' | null {
  const pairs = offendingPairsFrac(ring);
  return pairs === 'few' ? 'few' : (pairs[0] ?? null);
}

/**
 * The convex hull by gift wrapping: from the smallest point in (x, y) order,
 * repeatedly the point such that every other lies left of or on the way to
 * it, the farthest on ties (so collinear points are skipped). Indices into
 * `points`, counterclockwise; the first of equal points.
 */
export function hullFrac(points: readonly AnyPoint[]): number[] {
  const V = points.map(fracPoint);
  const lexLess = (i: number, j: number) => {
    const c = cmp(V[i]?.[0] as Frac, V[j]?.[0] as Frac);
    return c < 0 || (c === 0 && cmp(V[i]?.[1] as Frac, V[j]?.[1] as Frac) < 0);
  };
  const distinct: number[] = [];
  for (let i = 0; i < V.length; i++) if (!distinct.some((j) => samePoint(V[i] as Frac[], V[j] as Frac[]))) distinct.push(i);
  let start = distinct[0] as number;
  for (const i of distinct) if (lexLess(i, start)) start = i;
  if (distinct.length === 1) return [start];
  const dist2 = (a: Frac[], b: Frac[]) => {
    const dx = sub(b[0] as Frac, a[0] as Frac);
    const dy = sub(b[1] as Frac, a[1] as Frac);
    return add(mul(dx, dx), mul(dy, dy));
  };
  const hull: number[] = [];
  let cur = start;
  for (;;) {
    hull.push(cur);
    let next = -1;
    for (const i of distinct) {
      if (i === cur) continue;
      if (next < 0) {
        next = i;
        continue;
      }
      const o = orient2dFrac(V[cur] as Frac[], V[next] as Frac[], V[i] as Frac[]);
      // i is clockwise of next, or in line with it and farther: wrap to i.
      if (o < 0 || (o === 0 && cmp(dist2(V[cur] as Frac[], V[i] as Frac[]), dist2(V[cur] as Frac[], V[next] as Frac[])) > 0))
        next = i;
    }
    if (next === start || hull.length > distinct.length) break;
    cur = next;
  }
  return hull;
}
