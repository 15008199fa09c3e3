/*
 * The float algorithms the exact functions are measured against, written
 * here as plain scalar code reading the same `[x, y]` arrays (so that the
 * floor is as low as a user's hand-written loop), plus the npm peers'
 * imports in one place. None of this is exact; the benchmark counts how
 * often each disagrees with the exact answer.
 */
import { createRequire } from 'node:module';
import { orient2d as rpOrient2d } from 'robust-predicates';

export { clip as liangBarskyClip } from 'liang-barsky';
export { rpOrient2d };

const require = createRequire(import.meta.url);

/** robust-orientation's 3-point orientation: positive when a, b, c turn clockwise. */
export const roOrient3 = (require('robust-orientation') as { 3: (a: number[], b: number[], c: number[]) => number })[3];

/** robust-segment-intersect: true when the closed segments a0–a1 and b0–b1 meet. */
export const rsIntersect = require('robust-segment-intersect') as (
  a0: number[],
  a1: number[],
  b0: number[],
  b1: number[],
) => boolean;

/**
 * robust-predicates' orient2d under orient2d's contract: the same checks on
 * its input (arrays of two numbers, else an error) and a sign for an answer
 * (1 counterclockwise, as ours). Timed beside the bare call, it shows what
 * the contract costs any implementation; robust-predicates itself checks
 * nothing and returns its determinant.
 */
export function rpOrient2dChecked(a: readonly unknown[], b: readonly unknown[], c: readonly unknown[]): number {
  const isArray = Array.isArray;
  if (isArray(a) && isArray(b) && isArray(c) && a.length === 2 && b.length === 2 && c.length === 2) {
    const ax = a[0];
    const ay = a[1];
    const bx = b[0];
    const by = b[1];
    const cx = c[0];
    const cy = c[1];
    if (
      typeof ax === 'number' &&
      typeof ay === 'number' &&
      typeof bx === 'number' &&
      typeof by === 'number' &&
      typeof cx === 'number' &&
      typeof cy === 'number'
    ) {
      const det = rpOrient2d(ax, ay, bx, by, cx, cy);
      return +(det < 0) - +(det > 0);
    }
  }
  throw new TypeError('rpOrient2dChecked: a point is not an array of two numbers');
}

/** The naive double formula (b − a) × (c − a): the floor every orientation is measured against. */
export function orient2dNaive(a: readonly number[], b: readonly number[], c: readonly number[]): number {
  return (
    ((b[0] as number) - (a[0] as number)) * ((c[1] as number) - (a[1] as number)) -
    ((b[1] as number) - (a[1] as number)) * ((c[0] as number) - (a[0] as number))
  );
}

/** The Ruby post's cw_test in doubles: 0 collinear, 1 counterclockwise, 2 clockwise. */
function cwTest(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const lhs = (by - ay) * (cx - ax);
  const rhs = (cy - ay) * (bx - ax);
  return lhs === rhs ? 0 : lhs < rhs ? 1 : 2;
}

function bound(x: number, a: number, b: number): boolean {
  return (a <= x && x <= b) || (a >= x && x >= b);
}

/** The Ruby post's seg_intersect? transcribed to doubles, as a user would port it. */
export function segIntersectNaive(
  p1: readonly number[],
  p2: readonly number[],
  q1: readonly number[],
  q2: readonly number[],
): boolean {
  const px1 = p1[0] as number;
  const py1 = p1[1] as number;
  const px2 = p2[0] as number;
  const py2 = p2[1] as number;
  const qx1 = q1[0] as number;
  const qy1 = q1[1] as number;
  const qx2 = q2[0] as number;
  const qy2 = q2[1] as number;
  const t1 = cwTest(px1, py1, qx1, qy1, qx2, qy2);
  const t2 = cwTest(px2, py2, qx1, qy1, qx2, qy2);
  const t3 = cwTest(qx1, qy1, px1, py1, px2, py2);
  const t4 = cwTest(qx2, qy2, px1, py1, px2, py2);
  return (
    (3 === (t1 | t2) && 3 === (t3 | t4)) ||
    (0 === t1 && bound(px1, qx1, qx2) && bound(py1, qy1, qy2)) ||
    (0 === t2 && bound(px2, qx1, qx2) && bound(py2, qy1, qy2)) ||
    (0 === t3 && bound(qx1, px1, px2) && bound(qy1, py1, py2)) ||
    (0 === t4 && bound(qx2, px1, px2) && bound(qy2, py1, py2))
  );
}

/**
 * The slab method for a ray o + t·d, t ≥ 0, in doubles (segAabbFloat with
 * no upper end), the same zero-component fix: the float reference's loop
 * without its allocations (rayBoxFloat returns the hit as an object).
 */
export function rayAabbSlabFloat(
  o: readonly number[],
  d: readonly number[],
  min: readonly number[],
  max: readonly number[],
): boolean {
  return slabMeets(o, d, true, min, max);
}

/**
 * The Python tutorial's seg_aabb (the slab method with one reciprocal per axis) in
 * doubles, 2D or 3D, with the fix other slab write-ups use for a zero direction
 * component (inside the slab iff min ≤ p ≤ max, instead of 0 × ∞ = NaN).
 */
export function segAabbFloat(
  p: readonly number[],
  q: readonly number[],
  min: readonly number[],
  max: readonly number[],
): boolean {
  return slabMeets(p, q, false, min, max);
}

/** The slab loop of both: o + t·d for t in [0, 1] with d = v − o, or in [0, ∞) with d = v (`ray`, a constant at each call site). */
function slabMeets(
  o: readonly number[],
  v: readonly number[],
  ray: boolean,
  min: readonly number[],
  max: readonly number[],
): boolean {
  let tMin = 0;
  let tMax = ray ? Number.POSITIVE_INFINITY : 1;
  for (let axis = 0; axis < o.length; axis++) {
    const oa = o[axis] as number;
    const d = ray ? (v[axis] as number) : (v[axis] as number) - oa;
    const lo = min[axis] as number;
    const hi = max[axis] as number;
    if (d === 0) {
      if (oa < lo || oa > hi) return false;
      continue;
    }
    const inv = 1 / d;
    let t0 = (lo - oa) * inv;
    let t1 = (hi - oa) * inv;
    if (inv < 0) {
      const t = t0;
      t0 = t1;
      t1 = t;
    }
    if (t0 > tMin) tMin = t0;
    if (t1 < tMax) tMax = t1;
    if (tMin > tMax) return false;
  }
  return true;
}

/** The same orientation formula on bigints: the plain exact evaluation. */
export function orient2dBig(a: readonly bigint[], b: readonly bigint[], c: readonly bigint[]): number {
  const d =
    ((b[0] as bigint) - (a[0] as bigint)) * ((c[1] as bigint) - (a[1] as bigint)) -
    ((b[1] as bigint) - (a[1] as bigint)) * ((c[0] as bigint) - (a[0] as bigint));
  return d > 0n ? 1 : d < 0n ? -1 : 0;
}

function cwTestBig(ax: bigint, ay: bigint, bx: bigint, by: bigint, cx: bigint, cy: bigint): number {
  const lhs = (by - ay) * (cx - ax);
  const rhs = (cy - ay) * (bx - ax);
  return lhs === rhs ? 0 : lhs < rhs ? 1 : 2;
}

function boundBig(x: bigint, a: bigint, b: bigint): boolean {
  return (a <= x && x <= b) || (a >= x && x >= b);
}

/** The Ruby post's seg_intersect? on bigints, as the post runs it on Ruby integers: exact. */
export function segIntersectBig(
  p1: readonly bigint[],
  p2: readonly bigint[],
  q1: readonly bigint[],
  q2: readonly bigint[],
): boolean {
  const px1 = p1[0] as bigint;
  const py1 = p1[1] as bigint;
  const px2 = p2[0] as bigint;
  const py2 = p2[1] as bigint;
  const qx1 = q1[0] as bigint;
  const qy1 = q1[1] as bigint;
  const qx2 = q2[0] as bigint;
  const qy2 = q2[1] as bigint;
  const t1 = cwTestBig(px1, py1, qx1, qy1, qx2, qy2);
  const t2 = cwTestBig(px2, py2, qx1, qy1, qx2, qy2);
  const t3 = cwTestBig(qx1, qy1, px1, py1, px2, py2);
  const t4 = cwTestBig(qx2, qy2, px1, py1, px2, py2);
  return (
    (3 === (t1 | t2) && 3 === (t3 | t4)) ||
    (0 === t1 && boundBig(px1, qx1, qx2) && boundBig(py1, qy1, qy2)) ||
    (0 === t2 && boundBig(px2, qx1, qx2) && boundBig(py2, qy1, qy2)) ||
    (0 === t3 && boundBig(qx1, px1, px2) && boundBig(qy1, py1, py2)) ||
    (0 === t4 && boundBig(qx2, px1, px2) && boundBig(qy2, py1, py2))
  );
}

/**
 * The float line–line formula for two segments: the crossing of their lines
 * p + t·(q − p), with t = ((u − p) × w)/(r × w), when t and the other
 * segment's parameter lie in [0, 1]; null for parallel lines or no crossing.
 */
export function lineLineFloat(
  p: readonly number[],
  q: readonly number[],
  u: readonly number[],
  v: readonly number[],
): [number, number] | null {
  const px = p[0] as number;
  const py = p[1] as number;
  const rx = (q[0] as number) - px;
  const ry = (q[1] as number) - py;
  const wx = (v[0] as number) - (u[0] as number);
  const wy = (v[1] as number) - (u[1] as number);
  const d = rx * wy - ry * wx;
  if (d === 0) return null;
  const ux = (u[0] as number) - px;
  const uy = (u[1] as number) - py;
  const t = (ux * wy - uy * wx) / d;
  const s = (ux * ry - uy * rx) / d;
  if (t < 0 || t > 1 || s < 0 || s > 1) return null;
  return [px + t * rx, py + t * ry];
}
