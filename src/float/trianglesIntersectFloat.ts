import type { FloatTriangle } from './rayTriangleFloat.js';

/** The paper's "USE_EPSILON_TEST": a signed distance to a plane within 1e-6 counts as 0. */
const EPSILON = 0.000001;

type V = [number, number, number];

const sub = (p: V, q: V): V => [p[0] - q[0], p[1] - q[1], p[2] - q[2]];
const cross = (p: V, q: V): V => [p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]];
const dot = (p: V, q: V): number => p[0] * q[0] + p[1] * q[1] + p[2] * q[2];
const read = (t: FloatTriangle, i: number): V => {
  const p = t[i] as ArrayLike<number>;
  return [p[0] as number, p[1] as number, p[2] as number];
};
const snap = (d: number): number => (Math.abs(d) < EPSILON ? 0 : d);

/**
 * Möller's 1997 triangle–triangle test ("A Fast Triangle-Triangle
 * Intersection Test", the routine with divisions, epsilon test on), in
 * doubles: true iff the triangles a and b intersect. The signed distances
 * of each triangle's vertices to the other's plane (N·X + d, with values
 * below 1e-6 in magnitude snapped to 0) reject triangles on one side; each
 * triangle's crossing of the other's plane is then an interval on the line
 * where the planes meet, projected on its largest axis, and the triangles
 * intersect iff the two intervals overlap. When every distance is 0 the
 * triangles are coplanar: projected on the plane of the normal's two
 * smaller axes, every edge pair is tested (Antonio's segment test) and one
 * vertex of each triangle against the other.
 *
 * Kept on purpose, to compare with the exact `trianglesIntersect`: the 1e-6
 * snap is not scaled (triangles less than about a thousandth of a unit
 * apart are "touching", and small triangles are all "coplanar"); the
 * interval ends are rounded quotients, so triangles that touch at a point
 * or along an edge can be reported apart; the containment test needs a
 * vertex strictly inside.
 *
 * @example
 * ```ts
 * trianglesIntersectFloat([[0, 0, 0], [2, 0, 0], [0, 2, 0]], [[0.5, 0.5, -1], [0.5, 0.5, 1], [3, 3, 1]]); // true
 * trianglesIntersectFloat([[0, 0, 0], [2, 0, 0], [0, 2, 0]], [[0, 0, 1e-7], [2, 0, 1e-7], [0, 2, 1e-7]]); // true, yet they lie in parallel planes
 * ```
 */
export function trianglesIntersectFloat(a: FloatTriangle, b: FloatTriangle): boolean {
  const V0 = read(a, 0);
  const V1 = read(a, 1);
  const V2 = read(a, 2);
  const U0 = read(b, 0);
  const U1 = read(b, 1);
  const U2 = read(b, 2);
  // Plane of a: N1·X + d1 = 0; b's vertices in it.
  const N1 = cross(sub(V1, V0), sub(V2, V0));
  const d1 = -dot(N1, V0);
  const du0 = snap(dot(N1, U0) + d1);
  const du1 = snap(dot(N1, U1) + d1);
  const du2 = snap(dot(N1, U2) + d1);
  if (du0 * du1 > 0 && du0 * du2 > 0) return false;
  // Plane of b; a's vertices in it.
  const N2 = cross(sub(U1, U0), sub(U2, U0));
  const d2 = -dot(N2, U0);
  const dv0 = snap(dot(N2, V0) + d2);
  const dv1 = snap(dot(N2, V1) + d2);
  const dv2 = snap(dot(N2, V2) + d2);
  if (dv0 * dv1 > 0 && dv0 * dv2 > 0) return false;
  // The line where the planes meet, projected on its largest axis.
  const D = cross(N1, N2);
  let index = 0;
  let max = Math.abs(D[0]);
  if (Math.abs(D[1]) > max) {
    max = Math.abs(D[1]);
    index = 1;
  }
  if (Math.abs(D[2]) > max) index = 2;
  const on = (p: V) => p[index] as number;
  const first = interval([on(V0), on(V1), on(V2)], [dv0, dv1, dv2]);
  if (first === null) return coplanar(N1, [V0, V1, V2], [U0, U1, U2]);
  const second = interval([on(U0), on(U1), on(U2)], [du0, du1, du2]);
  if (second === null) return coplanar(N1, [V0, V1, V2], [U0, U1, U2]);
  return !(first[1] < second[0] || second[1] < first[0]);
}

/**
 * The paper's COMPUTE_INTERVALS: the two points where a triangle crosses
 * the other plane, as projections p on the line, from the vertex alone on
 * its side (ISECT: p0 + (p1 − p0)·d0/(d0 − d1)), sorted; null when all three
 * distances are 0 (coplanar).
 */
function interval(p: V, d: V): [number, number] | null {
  const [d0, d1, d2] = d;
  let order: [number, number, number];
  if (d0 * d1 > 0) order = [2, 0, 1];
  else if (d0 * d2 > 0) order = [1, 0, 2];
  else if (d1 * d2 > 0 || d0 !== 0) order = [0, 1, 2];
  else if (d1 !== 0) order = [1, 0, 2];
  else if (d2 !== 0) order = [2, 0, 1];
  else return null;
  const [i, j, k] = order;
  const isect = (from: number, to: number) => {
    const p0 = p[from] as number;
    const d0 = d[from] as number;
    return p0 + (((p[to] as number) - p0) * d0) / (d0 - (d[to] as number));
  };
  const x = isect(i, j);
  const y = isect(i, k);
  return x > y ? [y, x] : [x, y];
}

/** The paper's coplanar_tri_tri: edge against edge, then one vertex of each inside the other, in the projection keeping most area. */
function coplanar(N: V, v: V[], u: V[]): boolean {
  const A = [Math.abs(N[0]), Math.abs(N[1]), Math.abs(N[2])] as V;
  let i0: number;
  let i1: number;
  if (A[0] > A[1]) [i0, i1] = A[0] > A[2] ? [1, 2] : [0, 1];
  else [i0, i1] = A[2] > A[1] ? [0, 1] : [0, 2];
  const x = (p: V) => p[i0] as number;
  const y = (p: V) => p[i1] as number;
  for (let k = 0; k < 3; k++) {
    const p0 = v[k] as V;
    const p1 = v[(k + 1) % 3] as V;
    for (let m = 0; m < 3; m++) if (edgeEdge(x, y, p0, p1, u[m] as V, u[(m + 1) % 3] as V)) return true;
  }
  return pointInTriangle(x, y, v[0] as V, u) || pointInTriangle(x, y, u[0] as V, v);
}

/** Antonio's "Faster Line Segment Intersection" as the paper's EDGE_EDGE_TEST writes it. */
function edgeEdge(x: (p: V) => number, y: (p: V) => number, v0: V, v1: V, u0: V, u1: V): boolean {
  const ax = x(v1) - x(v0);
  const ay = y(v1) - y(v0);
  const bx = x(u0) - x(u1);
  const by = y(u0) - y(u1);
  const cx = x(v0) - x(u0);
  const cy = y(v0) - y(u0);
  const f = ay * bx - ax * by;
  const d = by * cx - bx * cy;
  if ((f > 0 && d >= 0 && d <= f) || (f < 0 && d <= 0 && d >= f)) {
    const e = ax * cy - ay * cx;
    return f > 0 ? e >= 0 && e <= f : e <= 0 && e >= f;
  }
  return false;
}

/** The paper's POINT_IN_TRI: p strictly on one side of all three edge lines of t (each line as a·x + b·y + c). */
function pointInTriangle(x: (p: V) => number, y: (p: V) => number, p: V, t: V[]): boolean {
  const side = (s: V, e: V) => {
    const a = y(e) - y(s);
    const b = -(x(e) - x(s));
    const c = -a * x(s) - b * y(s);
    return a * x(p) + b * y(p) + c;
  };
  const d0 = side(t[0] as V, t[1] as V);
  const d1 = side(t[1] as V, t[2] as V);
  const d2 = side(t[2] as V, t[0] as V);
  return d0 * d1 > 0 && d0 * d2 > 0;
}
