import type { Coordinate } from '../../src/core/coordinate.js';
import { Rational } from '../../src/core/rational.js';
import type { Frac } from './frac.js';
import { add, between, cmp, div, eq, frac, fracPoint, mul, orient2dFrac, reduce, sub, ZERO } from './frac.js';
import { hullFrac } from './polygonsFrac.js';

/*
 * Independent exact references for triangulations, on the fraction
 * kernel, written from the definitions: the area of a polygon operand by
 * vertical slabs (between consecutive x of vertices and crossings no two
 * edges cross, so the edges over a slab stack up, and the winding number
 * between two of them is the sum of the directions below), the area of a
 * convex hull by gift wrapping, and the points that segments share by
 * testing every pair.
 */

type AnyPoint = readonly Coordinate[];
type FPoint = readonly [Frac, Frac];
type FSegment = readonly [FPoint, FPoint];

const toRational = (a: Frac): Rational => Rational.of(a.n, a.d);
const fp = (p: AnyPoint): FPoint => fracPoint(p) as unknown as FPoint;
const samePoint = (a: FPoint, b: FPoint) => eq(a[0], b[0]) && eq(a[1], b[1]);
/** A key equal for equal points. */
const keyOf = (p: FPoint): string => p.map((c) => String(toRational(c))).join(',');

/** The area of the convex hull of the points, exactly. */
export function hullAreaFrac(points: readonly AnyPoint[]): Rational {
  if (points.length === 0) return Rational.ZERO;
  const hull = hullFrac(points).map((i) => fp(points[i] as AnyPoint));
  return toRational(reduce(shoelace(hull)));
}

/** The signed area of a closed polygon of fraction points. */
function shoelace(ring: readonly FPoint[]): Frac {
  let s: Frac = ZERO;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i] as FPoint;
    const b = ring[(i + 1) % ring.length] as FPoint;
    s = reduce(add(s, sub(mul(a[0], b[1]), mul(b[0], a[1]))));
  }
  return div(s, { n: 2n, d: 1n });
}

/** The point two segments share when they cross or touch at one point (not collinear), else null. */
function meetingPoint(s: FSegment, t: FSegment): FPoint | null {
  const [p, q] = s;
  const [u, v] = t;
  const rx = sub(q[0], p[0]);
  const ry = sub(q[1], p[1]);
  const wx = sub(v[0], u[0]);
  const wy = sub(v[1], u[1]);
  const D = sub(mul(rx, wy), mul(ry, wx));
  if (D.n === 0n) return null;
  // p + τ r with τ = ((u − p) × w) / D, on both segments iff τ, σ in [0, 1].
  const ux = sub(u[0], p[0]);
  const uy = sub(u[1], p[1]);
  const tau = div(sub(mul(ux, wy), mul(uy, wx)), D);
  const sigma = div(sub(mul(ux, ry), mul(uy, rx)), D);
  const inUnit = (x: Frac) => cmp(x, ZERO) >= 0 && cmp(x, { n: 1n, d: 1n }) <= 0;
  if (!inUnit(tau) || !inUnit(sigma)) return null;
  return [reduce(add(p[0], mul(tau, rx))), reduce(add(p[1], mul(tau, ry)))];
}

/** The endpoints of the overlap of two collinear segments (none when they do not overlap). */
function overlapEnds(s: FSegment, t: FSegment): FPoint[] {
  const [p, q] = s;
  const [u, v] = t;
  if (orient2dFrac(p, q, u) !== 0 || orient2dFrac(p, q, v) !== 0) return [];
  const on = (x: FPoint, a: FPoint, b: FPoint) => between(x[0], a[0], b[0]) && between(x[1], a[1], b[1]);
  return [p, q, u, v].filter((x, i) => (i < 2 ? on(x, u, v) : on(x, p, q)));
}

/**
 * Every point that two of the segments share: crossings, an endpoint on
 * the other segment, the ends of collinear overlaps, pair by pair.
 */
export function sharedPointsFrac(segments: readonly (readonly [AnyPoint, AnyPoint])[]): FPoint[] {
  const S = segments.map(([a, b]) => [fp(a), fp(b)] as const);
  const out: FPoint[] = [];
  for (let i = 0; i < S.length; i++) {
    for (let j = i + 1; j < S.length; j++) {
      const s = S[i] as FSegment;
      const t = S[j] as FSegment;
      if (samePoint(s[0], s[1]) || samePoint(t[0], t[1])) {
        // A point segment: shared when it lies on the other.
        const [z, o] = samePoint(s[0], s[1]) ? [s[0], t] : [t[0], s];
        if (orient2dFrac(o[0], o[1], z) === 0 && between(z[0], o[0][0], o[1][0]) && between(z[1], o[0][1], o[1][1])) out.push(z);
        continue;
      }
      const x = meetingPoint(s, t);
      if (x !== null) out.push(x);
      else out.push(...overlapEnds(s, t));
    }
  }
  return out;
}

/** Distinct points as the checker's vertices (Rational coordinates). */
export function distinctVertices(points: readonly FPoint[]): [Rational, Rational][] {
  const seen = new Map<string, [Rational, Rational]>();
  for (const p of points) {
    const k = keyOf(p);
    if (!seen.has(k)) seen.set(k, [toRational(p[0]), toRational(p[1])]);
  }
  return [...seen.values()];
}

/** The vertices a constrained Delaunay triangulation must have: points, segment ends, shared points. */
export function cdtVerticesFrac(
  points: readonly AnyPoint[],
  segments: readonly (readonly [AnyPoint, AnyPoint])[],
): [Rational, Rational][] {
  return distinctVertices([...points.map(fp), ...segments.flatMap(([a, b]) => [fp(a), fp(b)]), ...sharedPointsFrac(segments)]);
}

/** The edges of rings (the last vertex to the first), zero-length ones left out. */
export function ringEdges(rings: readonly (readonly AnyPoint[])[]): [AnyPoint, AnyPoint][] {
  const out: [AnyPoint, AnyPoint][] = [];
  for (const ring of rings) {
    for (let i = 0; i < ring.length; i++) {
      const a = ring[i] as AnyPoint;
      const b = ring[(i + 1) % ring.length] as AnyPoint;
      if (!samePoint(fp(a), fp(b))) out.push([a, b]);
    }
  }
  return out;
}

/** The vertices of the arrangement of the rings' edges: ring vertices and the points edges share. */
export function arrangementVerticesFrac(rings: readonly (readonly AnyPoint[])[]): [Rational, Rational][] {
  return distinctVertices([...rings.flatMap((r) => r.map(fp)), ...sharedPointsFrac(ringEdges(rings))]);
}

/**
 * The area of a polygon operand (rings read with a fill rule), by vertical
 * slabs: between consecutive x of the vertices and of the edges' crossings,
 * the edges spanning the slab do not cross, so in order of height the
 * winding number between two of them is the sum of the directions below
 * (+1 for an edge going towards +x, since a counterclockwise ring's lower
 * side does); each trapezoid whose winding passes the rule counts.
 */
export function regionAreaFrac(rings: readonly (readonly AnyPoint[])[], evenOdd: boolean): Rational {
  const edges = ringEdges(rings).map(([a, b]) => [fp(a), fp(b)] as const);
  const xs: Frac[] = edges.flatMap(([a, b]) => [a[0], b[0]]);
  for (let i = 0; i < edges.length; i++) {
    for (let j = i + 1; j < edges.length; j++) {
      const x = meetingPoint(edges[i] as FSegment, edges[j] as FSegment);
      if (x !== null) xs.push(x[0]);
    }
  }
  xs.sort(cmp);
  const slabs: Frac[] = [];
  for (const x of xs) if (slabs.length === 0 || !eq(slabs[slabs.length - 1] as Frac, x)) slabs.push(reduce(x));
  let area: Frac = ZERO;
  for (let k = 0; k + 1 < slabs.length; k++) {
    const x0 = slabs[k] as Frac;
    const x1 = slabs[k + 1] as Frac;
    const xm = div(add(x0, x1), { n: 2n, d: 1n });
    const yAt = ([a, b]: FSegment, x: Frac): Frac => add(a[1], div(mul(sub(x, a[0]), sub(b[1], a[1])), sub(b[0], a[0])));
    const over = edges
      .filter(([a, b]) => {
        const c = cmp(a[0], b[0]);
        if (c === 0) return false;
        const [lo, hi] = c < 0 ? [a[0], b[0]] : [b[0], a[0]];
        return cmp(lo, x0) <= 0 && cmp(hi, x1) >= 0;
      })
      .map((e) => ({ y0: yAt(e, x0), y1: yAt(e, x1), ym: yAt(e, xm), dir: cmp(e[0][0], e[1][0]) < 0 ? 1 : -1 }));
    over.sort((p, q) => cmp(p.ym, q.ym));
    let w = 0;
    for (let i = 0; i + 1 < over.length; i++) {
      const lo = over[i] as (typeof over)[number];
      const hi = over[i + 1] as (typeof over)[number];
      w += lo.dir;
      const passes = evenOdd ? (w & 1) !== 0 : w !== 0;
      if (!passes) continue;
      const height = sub(add(hi.y0, hi.y1), add(lo.y0, lo.y1));
      area = reduce(add(area, div(mul(sub(x1, x0), height), { n: 2n, d: 1n })));
    }
  }
  return toRational(area);
}

/** The fraction of a coordinate, for callers that mix the two kernels. */
export const fracOf = (c: Coordinate): Frac => frac(c);
