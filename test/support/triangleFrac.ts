import type { Coordinate } from '../../src/core/coordinate.js';
import type { Frac } from './frac.js';
import { add, cmp, determinant, div, fracPoint, mul, ONE, show, sign, sub, ZERO } from './frac.js';

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

const v3 = (p: readonly Coordinate[]): V3 => fracPoint(p) as V3;
const minus = (a: V3, b: V3): V3 => [sub(a[0], b[0]), sub(a[1], b[1]), sub(a[2], b[2])];
const dot = (a: V3, b: V3): Frac => add(add(mul(a[0], b[0]), mul(a[1], b[1])), mul(a[2], b[2]));
const cross = (a: V3, b: V3): V3 => [
  sub(mul(a[1], b[2]), mul(a[2], b[1])),
  sub(mul(a[2], b[0]), mul(a[0], b[2])),
  sub(mul(a[0], b[1]), mul(a[1], b[0])),
];
const isZero = (a: V3): boolean => a.every((x) => x.n === 0n);

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
  const [a, b, c] = tri.map(v3) as [V3, V3, V3];
  return isZero(cross(minus(b, a), minus(c, a)));
}

/** The reference for the segment p → q (ray false) or the ray from p along q (ray true) against the triangle a, b, c. */
export function lineTriangleFrac(
  p0: readonly Coordinate[],
  q0: readonly Coordinate[],
  ray: boolean,
  tri: readonly (readonly Coordinate[])[],
): LineTriangleFrac {
  const [a, b, c] = tri.map(v3) as [V3, V3, V3];
  const p = v3(p0);
  const w = ray ? v3(q0) : minus(v3(q0), p);
  const e1 = minus(b, a);
  const e2 = minus(c, a);
  if (isZero(cross(e1, e2))) throw new Error('degenerate triangle');
  const inRange = (t: Frac) => sign(t) >= 0 && (ray || cmp(t, ONE) <= 0);
  const at = (t: Frac): V3 => [add(p[0], mul(t, w[0])), add(p[1], mul(t, w[1])), add(p[2], mul(t, w[2]))];
  // Cramer: columns e1, e2, −w; right side p − a.
  const cols = (x: V3, y: V3, z: V3): Frac[][] => [0, 1, 2].map((i) => [x[i] as Frac, y[i] as Frac, z[i] as Frac]);
  const negW: V3 = [sub(ZERO, w[0]), sub(ZERO, w[1]), sub(ZERO, w[2])];
  const r = minus(p, a);
  const det = determinant(cols(e1, e2, negW));
  if (det.n !== 0n) {
    const u = div(determinant(cols(r, e2, negW)), det);
    const v = div(determinant(cols(e1, r, negW)), det);
    const t = div(determinant(cols(e1, e2, r)), det);
    const where = whereOf([sub(sub(ONE, u), v), u, v]);
    if (!inRange(t) || where === null) return { kind: 'none' };
    return { kind: 'point', t, point: at(t), where };
  }
  // Parallel to the plane: off it, or in it.
  if (dot(cross(e1, e2), r).n !== 0n) return { kind: 'none' };
  const l0 = barycentric(p, a, b, c);
  if (isZero(w)) {
    const where = whereOf(l0);
    return where === null ? { kind: 'none' } : { kind: 'point', t: ZERO, point: p, where };
  }
  const l1 = barycentric(at(ONE), a, b, c);
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
    return { kind: 'point', t: lo, point: at(lo), where: whereOf(barycentric(at(lo), a, b, c)) as WhereFrac };
  }
  return { kind: 'segment', t: [lo, hi as Frac] };
}

/** The reference for two closed triangles: they meet iff no axis separates them (thin prisms' face normals and edge crosses). */
export function trianglesIntersectFrac(ta: readonly (readonly Coordinate[])[], tb: readonly (readonly Coordinate[])[]): boolean {
  const A = ta.map(v3);
  const B = tb.map(v3);
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
