import type { Coordinate } from './coordinate.js';
import { flatCoordinates, scaleToIntegers } from './coordinate.js';

/*
 * Coordinates in a skew basis without division or square roots. With the
 * edge vectors e₁..e_n as the columns of E (n = 2 or 3), a point X is
 * origin + E·u with u = E⁻¹(X − origin), and Cramer's rule gives
 *     uᵢ = cᵢ·(X − origin) / det E,
 * where cᵢ is the i-th cofactor vector: in 3D c₁ = e₂ × e₃, c₂ = e₃ × e₁,
 * c₃ = e₁ × e₂ (so det E = e₁·c₁); in 2D c₁ = (e₂y, −e₂x), c₂ = (−e₁y, e₁x).
 * On the segment X(t) = p + t·(q − p) this is
 *     uᵢ(t) = (Aᵢ + t·Bᵢ) / det E,  Aᵢ = cᵢ·(p − origin),  Bᵢ = cᵢ·(q − p).
 * Everything is computed on BigInts after scaling all inputs by one common
 * positive factor L (scaleToIntegers): Aᵢ, Bᵢ and det E are all homogeneous
 * of degree n, so their ratios — the uᵢ — do not change.
 */

/** The segment in the edge basis: uᵢ(t) = (a[i] + t·b[i]) / det, with det ≥ 0. */
export type EdgeBasisSegment = { a: bigint[]; b: bigint[]; det: bigint };

/**
 * Maps the segment p→q into the basis of `edges` at `origin` (validated
 * points and vectors of one dimension, `edges.length` = dimension). The
 * signs are normalized so that det ≥ 0; det = 0 means the edges span no
 * area (2D) or volume (3D).
 *
 * ```ts
 * toEdgeBasis([0, 0], [4, 0], [1, -1], [[1, 1], [1, -1]]); // { a: [0n, -2n], b: [4n, 4n], det: 2n }: p has u = (0, -1)
 * ```
 */
export function toEdgeBasis(
  p: ArrayLike<Coordinate>,
  q: ArrayLike<Coordinate>,
  origin: ArrayLike<Coordinate>,
  edges: ArrayLike<ArrayLike<Coordinate>>,
): EdgeBasisSegment {
  const n = p.length;
  const { ints } = scaleToIntegers(flatCoordinates([p, q, origin, ...Array.from(edges)]));
  const at = (i: number) => ints[i] as bigint;
  const P = Array.from({ length: n }, (_, k) => at(k));
  const Q = Array.from({ length: n }, (_, k) => at(n + k));
  const O = Array.from({ length: n }, (_, k) => at(2 * n + k));
  const E = Array.from({ length: n }, (_, i) => Array.from({ length: n }, (_, k) => at(3 * n + i * n + k)));
  const cof = cofactors(E);
  const dot = (c: bigint[], v: (k: number) => bigint) => c.reduce((acc, ck, k) => acc + ck * v(k), 0n);
  let det = dot(cof[0] as bigint[], (k) => (E[0] as bigint[])[k] as bigint);
  let a = cof.map((c) => dot(c, (k) => (P[k] as bigint) - (O[k] as bigint)));
  let b = cof.map((c) => dot(c, (k) => (Q[k] as bigint) - (P[k] as bigint)));
  if (det < 0n) {
    det = -det;
    a = a.map((v) => -v);
    b = b.map((v) => -v);
  }
  return { a, b, det };
}

/** The cofactor vectors cᵢ of the edge vectors (see above). */
function cofactors(E: bigint[][]): bigint[][] {
  if (E.length === 2) {
    const [e1x, e1y] = E[0] as [bigint, bigint];
    const [e2x, e2y] = E[1] as [bigint, bigint];
    return [
      [e2y, -e2x],
      [-e1y, e1x],
    ];
  }
  const cross = (u: bigint[], v: bigint[]): bigint[] => {
    const [ux, uy, uz] = u as [bigint, bigint, bigint];
    const [vx, vy, vz] = v as [bigint, bigint, bigint];
    return [uy * vz - uz * vy, uz * vx - ux * vz, ux * vy - uy * vx];
  };
  const [e1, e2, e3] = E as [bigint[], bigint[], bigint[]];
  return [cross(e2, e3), cross(e3, e1), cross(e1, e2)];
}
