import * as fc from 'fast-check';
import type { Point3 } from '../core/coordinate.js';
import type { CoordinateKind } from './coordinate.js';
import { EMBEDDING_BITS } from './embedding.js';
import { int, intVector } from './lattice.js';

/*
 * Integer building blocks for the triangle families (see lattice.ts for the
 * 2D ones). A point of a triangle is a weighted sum of its vertices with
 * integer weights of total W; the configuration is then scaled by W, so
 * every point stays an integer and every incidence stays exact.
 */

/** An integer 3D vector. */
export type V3 = [bigint, bigint, bigint];

/** An integer 3D triangle. */
export type IntTriangle = [V3, V3, V3];

/** A ray and a triangle, as the triangle families give them. */
export type RayTriangleCase = {
  /** Where the ray starts (t = 0). */
  readonly origin: Point3;
  /** The ray's direction vector; never zero. */
  readonly dir: Point3;
  /** The triangle; its vertices are never collinear. */
  readonly triangle: readonly [Point3, Point3, Point3];
};

/** A 3D segment and a triangle, as the triangle families give them. */
export type SegmentTriangleCase = {
  /** The segment [p, q]. */
  readonly segment: readonly [Point3, Point3];
  /** The triangle; its vertices are never collinear. */
  readonly triangle: readonly [Point3, Point3, Point3];
};

/** Two triangles, as the triangle-pair families give them. */
export type TrianglePair = {
  /** The first triangle; its vertices are never collinear. */
  readonly a: readonly [Point3, Point3, Point3];
  /** The second triangle; its vertices are never collinear. */
  readonly b: readonly [Point3, Point3, Point3];
};

export const sub3 = (p: readonly bigint[], q: readonly bigint[]): V3 => [
  (p[0] as bigint) - (q[0] as bigint),
  (p[1] as bigint) - (q[1] as bigint),
  (p[2] as bigint) - (q[2] as bigint),
];
export const scale3 = (k: bigint, p: readonly bigint[]): V3 => [k * (p[0] as bigint), k * (p[1] as bigint), k * (p[2] as bigint)];
export const cross3 = (u: V3, v: V3): V3 => [u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0]];
export const dot3 = (u: V3, v: V3): bigint => u[0] * v[0] + u[1] * v[1] + u[2] * v[2];
const isZero3 = (v: V3): boolean => v[0] === 0n && v[1] === 0n && v[2] === 0n;

/** The side of the triangle's plane a point lies on: the sign of det(b − a, c − a, p − a) (generator code, on integers). */
export function side(t: IntTriangle, p: V3): bigint {
  const [a, b, c] = t;
  const d = dot3(cross3(sub3(b, a), sub3(c, a)), sub3(p, a));
  return d > 0n ? 1n : d < 0n ? -1n : 0n;
}

/** True when the three points are not collinear. */
export function spansPlane(t: readonly V3[]): boolean {
  const [a, b, c] = t as IntTriangle;
  return !isZero3(cross3(sub3(b, a), sub3(c, a)));
}

/** A vector with entries in [-2^bits, 2^bits]. */
export function intV3(bits: number): fc.Arbitrary<V3> {
  return intVector(3, bits) as fc.Arbitrary<V3>;
}

/** A triangle with vertices in [-2^bits, 2^bits]³ that are not collinear. */
export function intTriangle(bits: number): fc.Arbitrary<IntTriangle> {
  return fc.tuple(intV3(bits), intV3(bits), intV3(bits)).filter(spansPlane);
}

/** Σ wᵢ·pᵢ. */
export function weighted(points: readonly V3[], weights: readonly bigint[]): V3 {
  const out: V3 = [0n, 0n, 0n];
  points.forEach((p, i) => {
    const w = weights[i] as bigint;
    out[0] += w * p[0];
    out[1] += w * p[1];
    out[2] += w * p[2];
  });
  return out;
}

/**
 * The ray from `origin` through x (origin + dir/k = x, so x is at t = 1/k), or
 * from x along `other` when origin is x itself; all integers.
 */
export function rayThrough(x: V3, origin: V3, k: bigint, other: V3): { origin: V3; dir: V3 } {
  const d = sub3(x, origin);
  if (!isZero3(d)) return { origin, dir: scale3(k, d) };
  return { origin: x, dir: isZero3(other) ? [0n, 0n, 1n] : other };
}

/**
 * The bits of W, the total weight of a point on a triangle: 4 (sixteenths)
 * when the kind's budget allows it, 1 (halves: midpoints) for the small
 * grid.
 */
export function weightBits(kind: CoordinateKind): number {
  return EMBEDDING_BITS[kind] < 16 ? 1 : 4;
}

/** An integer weight in [0, w]: 0 or w a fifth of the time each (vertices and edges are where the bugs are), else any. */
export function weight(w: bigint): fc.Arbitrary<bigint> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(0n) },
    { weight: 3, arbitrary: fc.bigInt({ min: 0n, max: w }) },
    { weight: 1, arbitrary: fc.constant(w) },
  );
}

/** A plane through an integer point o, spanned by the independent integer vectors u and w. */
export type IntPlane = { o: V3; u: V3; w: V3 };

/** A plane: o within 2^bits, u and w within 2^(bits − 3), independent. Its points o + i·u + j·w with |i|, |j| ≤ 2 stay within 2^(bits + 1). */
export function intPlane(bits: number): fc.Arbitrary<IntPlane> {
  return fc
    .tuple(intV3(bits), intV3(bits - 3), intV3(bits - 3))
    .filter(([, u, w]) => !isZero3(cross3(u, w)))
    .map(([o, u, w]) => ({ o, u, w }));
}

/** The plane's point o + i·u + j·w. */
export function planePoint(plane: IntPlane, [i, j]: readonly [bigint, bigint]): V3 {
  return weighted([plane.o, plane.u, plane.w], [1n, i, j]);
}

/** Plane coordinates (i, j) in [-2, 2]² of a triangle that spans the plane. */
export function planeTriangle(): fc.Arbitrary<[bigint, bigint][]> {
  const ij = fc.tuple(int(1), int(1));
  return fc.tuple(ij, ij, ij).filter(([a, b, c]) => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]) !== 0n);
}
