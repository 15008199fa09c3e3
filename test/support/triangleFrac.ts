import type { Coordinate } from '../../src/core/coordinate.js';
import type { Frac } from './frac.js';
import { add, cmp, div, fracPoint, mul, ONE, show, sign, sub, ZERO } from './frac.js';

/*
 * Independent references for the triangle functions, on plain fractions and
 * by other methods than the library's: a crossing solved by Cramer's rule
 * on the 3×3 system p + t·w = a + u·(b − a) + v·(c − a); a line in the
 * plane clipped by its barycentric coordinates, each an explicit fraction
 * λ_a(x) = n·((b − x) × (c − x)) / n·n; two triangles apart iff a
 * separating axis exists among the normals and cross products of the
 * edges. Slow and obviously correct is the point.
 */

type V3 = [Frac, Frac, Frac];
/** Where a point lies on a triangle, or null when outside. */
export type WhereFrac = 'vertex' | 'edge' | 'interior';
/** The reference answer for a segment or ray against a triangle. */
export type LineTriangleFrac =
  | { kind: 'none' }
  | { kind: 'point'; t: Frac; point: Frac[]; where: WhereFrac }
  | { kind: 'segment'; t: [Frac, Frac] };

const minus = (a: V3, b: V3): V3 => [sub(a[0], b[0]), sub(a[1], b[1]), sub(a[2], b[2])];
const dot = (a: V3, b: V3): Frac => add(add(mul(a[0], b[0]), mul(a[1], b[1])), mul(a[2], b[2]));
const cross = (a: V3, b: V3): V3 => [
  sub(mul(a[1], b[2]), mul(a[2], b[1])),
  sub(mul(a[2], b[0]), mul(a[0], b[2])),
  sub(mul(a[0], b[1]), mul(a[1], b[0])),
];
const isZero = (a: V3): boolean => a.every((x) => x.n === 0n);

/** gcd of non-negative bigints. */
function gcdOf(x: bigint, y: bigint): bigint {
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

/**
 * The points with every coordinate times L, the least common denominator
 * of all of them: integers, so that the arithmetic on them never grows
 * denominators (doubles near the underflow have 2^1074 ones).
 */
function integers(points: readonly (readonly Coordinate[])[]): { points: V3[]; scale: Frac } {
  const fs = points.map((q) => fracPoint(q));
  let L = 1n;
  for (const q of fs) for (const x of q) L = (L / gcdOf(L, x.d)) * x.d;
  return { points: fs.map((q) => q.map((x) => ({ n: x.n * (L / x.d), d: 1n })) as V3), scale: { n: L, d: 1n } };
}

/** The barycentric coordinates of a point of the plane of a, b, c (n ≠ 0). */
function barycentric(x: V3, a: V3, b: V3, c: V3): [Frac, Frac, Frac] {
  const n = cross(minus(b, a), minus(c, a));
  const nn = dot(n, n);
  const area = (u: V3, v: V3) => div(dot(n, cross(minus(u, x), minus(v, x))), nn);
  return [area(b, c), area(c, a), area(a, b)];
}

/** Where barycentric coordinates put a point: by how many are 0, null when one is negative. */
function whereOf(l: readonly Frac[]): WhereFrac | null {
  if (l.some((x) => sign(x) < 0)) return null;
  const zeros = l.filter((x) => sign(x) === 0).length;
  return zeros === 0 ? 'interior' : zeros === 1 ? 'edge' : 'vertex';
}

/** True when the three points are collinear (the normal (b − a) × (c − a) is 0). */
export function collinearFrac(tri: readonly (readonly Coordinate[])[]): boolean {
  const [a, b, c] = integers(tri).points as [V3, V3, V3];
  return isZero(cross(minus(b, a), minus(c, a)));
}

/** The reference for the segment p → q (ray false) or the ray from p along q (ray true) against the triangle a, b, c. */
export function lineTriangleFrac(
  p0: readonly Coordinate[],
  q0: readonly Coordinate[],
  ray: boolean,
  tri: readonly (readonly Coordinate[])[],
): LineTriangleFrac {
  // Every coordinate times the common denominator L, so that the arithmetic
  // below is on integers (t and the barycentric weights are ratios, which L
  // does not change; the point is divided by L again).
  const {
    points: [p, q, a, b, c],
    scale: L,
  } = integers([p0, q0, ...tri]) as { points: [V3, V3, V3, V3, V3]; scale: Frac };
  const w = ray ? q : minus(q, p);
  const e1 = minus(b, a);
  const e2 = minus(c, a);
  if (isZero(cross(e1, e2))) throw new Error('degenerate triangle');
  const inRange = (t: Frac) => sign(t) >= 0 && (ray || cmp(t, ONE) <= 0);
  const scaledAt = (t: Frac): V3 => [0, 1, 2].map((k) => add(p[k] as Frac, mul(t, w[k] as Frac))) as V3;
  const at = (t: Frac): V3 => [0, 1, 2].map((k) => div(add(p[k] as Frac, mul(t, w[k] as Frac)), L)) as V3;
  // Cramer: columns e1, e2, −w; right side p − a. The determinant of three
  // columns is x · (y × z), expanded (no reduction, so no gcd of the huge
  // numerators that doubles near the underflow make).
  const det3 = (x: V3, y: V3, z: V3): Frac => dot(x, cross(y, z));
  const negW: V3 = [sub(ZERO, w[0]), sub(ZERO, w[1]), sub(ZERO, w[2])];
  const r = minus(p, a);
  const det = det3(e1, e2, negW);
  if (det.n !== 0n) {
    const u = div(det3(r, e2, negW), det);
    const v = div(det3(e1, r, negW), det);
    const t = div(det3(e1, e2, r), det);
    const where = whereOf([sub(sub(ONE, u), v), u, v]);
    if (!inRange(t) || where === null) return { kind: 'none' };
    return { kind: 'point', t, point: at(t), where };
  }
  // Parallel to the plane: off it, or in it.
  if (dot(cross(e1, e2), r).n !== 0n) return { kind: 'none' };
  const l0 = barycentric(p, a, b, c);
  if (isZero(w)) {
    const where = whereOf(l0);
    return where === null ? { kind: 'none' } : { kind: 'point', t: ZERO, point: at(ZERO), where };
  }
  const l1 = barycentric(scaledAt(ONE), a, b, c);
  // λ_i(t) = l0_i + t·(l1_i − l0_i) ≥ 0 for each i, and t in range.
  let lo: Frac = ZERO;
  let hi: Frac | null = ray ? null : ONE;
  for (let i = 0; i < 3; i++) {
    const s = l0[i] as Frac;
    const slope = sub(l1[i] as Frac, s);
    if (slope.n === 0n) {
      if (sign(s) < 0) return { kind: 'none' };
      continue;
    }
    const t = div(sub(ZERO, s), slope);
    if (sign(slope) > 0) lo = cmp(t, lo) > 0 ? t : lo;
    else hi = hi === null || cmp(t, hi) < 0 ? t : hi;
  }
  if (hi !== null && cmp(lo, hi) > 0) return { kind: 'none' };
  if (ray || (hi !== null && cmp(lo, hi) === 0)) {
    return { kind: 'point', t: lo, point: at(lo), where: whereOf(barycentric(scaledAt(lo), a, b, c)) as WhereFrac };
  }
  return { kind: 'segment', t: [lo, hi as Frac] };
}

/** The reference for two closed triangles: they meet iff no axis separates them (thin prisms' face normals and edge crosses). */
export function trianglesIntersectFrac(ta: readonly (readonly Coordinate[])[], tb: readonly (readonly Coordinate[])[]): boolean {
  // Scaled to integers by one positive factor: separation does not change.
  const all = integers([...ta, ...tb]).points;
  const A = all.slice(0, 3);
  const B = all.slice(3);
  const edges = (t: V3[]) => [minus(t[1] as V3, t[0] as V3), minus(t[2] as V3, t[1] as V3), minus(t[0] as V3, t[2] as V3)];
  const eA = edges(A);
  const eB = edges(B);
  const nA = cross(eA[0] as V3, eA[1] as V3);
  const nB = cross(eB[0] as V3, eB[1] as V3);
  if (isZero(nA) || isZero(nB)) throw new Error('degenerate triangle');
  const dirsA = [...eA, nA];
  const dirsB = [...eB, nB];
  const axes: V3[] = [nA, nB, ...eA.map((e) => cross(nA, e)), ...eB.map((e) => cross(nB, e))];
  for (const x of dirsA) for (const y of dirsB) axes.push(cross(x, y));
  const range = (t: V3[], axis: V3): [Frac, Frac] => {
    const d = t.map((p) => dot(p, axis));
    return d.reduce(([lo, hi], x) => [cmp(x, lo) < 0 ? x : lo, cmp(x, hi) > 0 ? x : hi], [d[0], d[0]] as [Frac, Frac]);
  };
  return !axes.some((axis) => {
    if (isZero(axis)) return false;
    const [aLo, aHi] = range(A, axis);
    const [bLo, bHi] = range(B, axis);
    return cmp(aHi, bLo) < 0 || cmp(bHi, aLo) < 0;
  });
}

/** A library answer (segmentTriangle, or rayTriangle's hit) in the reference's shape, as strings. */
export function showLineTriangle(x: LineTriangleFrac): unknown {
  if (x.kind === 'none') return { kind: 'none' };
  if (x.kind === 'segment') return { kind: 'segment', t: x.t.map(show) };
  return { kind: 'point', t: show(x.t), point: x.point.map(show), where: x.where };
}
