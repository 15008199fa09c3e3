import { pointAt } from './pointAt.js';
import type { FloatPoint } from './types.js';

/** A triangle of doubles, `[a, b, c]`: three 3D points (any array-likes of numbers). */
export type FloatTriangle = ArrayLike<FloatPoint>;

/** What Möller–Trumbore returns on a hit: the ray parameter, the barycentric u and v, and the point in doubles. */
export type FloatTriangleHit = {
  /** The ray parameter of the hit. */
  t: number;
  /** The weight of the second vertex b (computed in doubles). */
  u: number;
  /** The weight of the third vertex c (computed in doubles). */
  v: number;
  /** origin + t·dir, computed in doubles. */
  point: number[];
};

/** The 1997 paper's threshold for a determinant "near zero", and the common copies' for t. */
const EPSILON = 0.000001;

/**
 * Möller–Trumbore ray–triangle intersection as most code writes it (the
 * 1997 paper's non-culling routine, in doubles, with the check t > EPSILON
 * that most copies add to keep hits in front of the origin):
 * edge1 = b − a, edge2 = c − a, p = dir × edge2, det = edge1 · p; a
 * determinant within ±1e-6 means "parallel to the plane", a miss; then
 * u = ((origin − a) · p)/det must be in [0, 1], v = (dir · q)/det with
 * q = (origin − a) × edge1 must be ≥ 0 with u + v ≤ 1, and t =
 * (edge2 · q)/det must exceed 1e-6. Returns `{ t, u, v, point }` or `null`.
 *
 * Kept on purpose, to compare with the exact `rayTriangle`: u and v are
 * rounded, so a ray through the edge two triangles share can get u < 0 from
 * one and v < 0 from the other and slip through both; a ray through a
 * vertex can miss every triangle around it; the 1e-6 thresholds are not
 * scaled, so a triangle a thousandth of a unit wide is "parallel" to every
 * ray, and a ray starting on a triangle misses it; a ray in the triangle's
 * plane always misses.
 *
 * @example
 * ```ts
 * rayTriangleFloat([1, 1, 4], [0, 0, -2], [[0, 0, 0], [4, 0, 0], [0, 4, 0]]); // { t: 2, u: 0.25, v: 0.25, point: [1, 1, 0] }
 * rayTriangleFloat([0.0001, 0.0001, 1], [0, 0, -1], [[0, 0, 0], [0.0004, 0, 0], [0, 0.0004, 0]]); // null, yet it hits at t = 1
 * ```
 */
export function rayTriangleFloat(origin: FloatPoint, dir: FloatPoint, triangle: FloatTriangle): FloatTriangleHit | null {
  const a = triangle[0] as FloatPoint;
  const b = triangle[1] as FloatPoint;
  const c = triangle[2] as FloatPoint;
  const ax = a[0] as number;
  const ay = a[1] as number;
  const az = a[2] as number;
  const dx = dir[0] as number;
  const dy = dir[1] as number;
  const dz = dir[2] as number;
  const e1x = (b[0] as number) - ax;
  const e1y = (b[1] as number) - ay;
  const e1z = (b[2] as number) - az;
  const e2x = (c[0] as number) - ax;
  const e2y = (c[1] as number) - ay;
  const e2z = (c[2] as number) - az;
  // p = dir × edge2; det = edge1 · p.
  const px = dy * e2z - dz * e2y;
  const py = dz * e2x - dx * e2z;
  const pz = dx * e2y - dy * e2x;
  const det = e1x * px + e1y * py + e1z * pz;
  if (det > -EPSILON && det < EPSILON) return null;
  const inv = 1 / det;
  // s = origin − a; u = (s · p)/det.
  const sx = (origin[0] as number) - ax;
  const sy = (origin[1] as number) - ay;
  const sz = (origin[2] as number) - az;
  const u = (sx * px + sy * py + sz * pz) * inv;
  if (u < 0 || u > 1) return null;
  // q = s × edge1; v = (dir · q)/det.
  const qx = sy * e1z - sz * e1y;
  const qy = sz * e1x - sx * e1z;
  const qz = sx * e1y - sy * e1x;
  const v = (dx * qx + dy * qy + dz * qz) * inv;
  if (v < 0 || u + v > 1) return null;
  const t = (e2x * qx + e2y * qy + e2z * qz) * inv;
  if (t <= EPSILON) return null;
  return { t, u, v, point: pointAt(origin, dir, t) };
}
