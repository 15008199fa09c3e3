import { crossingOfInputs } from '../src/constructions/crossingPoint.js';
import type { Box } from '../src/core/box.js';
import { isBoxObject } from '../src/core/box.js';
import { segmentAsRead } from '../src/core/readInputs.js';
import { compareDistance2Sign, compareDistance3Sign } from '../src/core/signs.js';
import { CROSSING_INPUTS } from '../src/core/values.js';
import type { BoxLike, PointLike, SegmentIntersection, SegmentLike, Sign } from '../src/index.js';
import { boxesOverlap, compareDistance, segmentIntersection, segmentsIntersect } from '../src/index.js';
import { segmentPairFilter } from '../src/predicates/segmentPairFilter.js';
import { rayMeetsTriangleFilter } from '../src/triangle/rayMeetsTriangleFilter.js';
import type { TriangleLike } from '../src/triangle/triangle.js';

/*
 * The hand-written fast paths that compareDistance, boxesOverlap,
 * segmentsIntersect (segmentsMeet), segmentIntersection and the line-triangle
 * reader (src/triangle/lineTriangleOnDoubles.ts) had before the
 * generator wrote them (tools/predicates/fastPath.ts), kept for
 * the bench topic "fast path": the generated entry must be no slower than
 * this copy. Input the copy does not decide goes to the public entry (the
 * bench's inputs never do).
 */

export function compareDistanceByHand(p: PointLike, a: PointLike, b: PointLike): Sign {
  const isArray = Array.isArray;
  if (!isArray(p) || !isArray(a) || !isArray(b)) return compareDistance(p, a, b);
  const n = p.length;
  const na = a.length;
  const nb = b.length;
  if (n === 2 && na === 2 && nb === 2) {
    const px = p[0];
    const py = p[1];
    const ax = a[0];
    const ay = a[1];
    const bx = b[0];
    const by = b[1];
    if (
      typeof px === 'number' &&
      typeof py === 'number' &&
      typeof ax === 'number' &&
      typeof ay === 'number' &&
      typeof bx === 'number' &&
      typeof by === 'number'
    ) {
      const sum = px + py + ax + ay + bx + by;
      if (sum - sum === 0) return compareDistance2Sign(px, py, ax, ay, bx, by);
    }
    return compareDistance([px, py], [ax, ay], [bx, by]);
  }
  if (n === 3 && na === 3 && nb === 3) {
    const px = p[0];
    const py = p[1];
    const pz = p[2];
    const ax = a[0];
    const ay = a[1];
    const az = a[2];
    const bx = b[0];
    const by = b[1];
    const bz = b[2];
    if (
      typeof px === 'number' &&
      typeof py === 'number' &&
      typeof pz === 'number' &&
      typeof ax === 'number' &&
      typeof ay === 'number' &&
      typeof az === 'number' &&
      typeof bx === 'number' &&
      typeof by === 'number' &&
      typeof bz === 'number'
    ) {
      const sum = px + py + pz + ax + ay + az + bx + by + bz;
      if (sum - sum === 0) return compareDistance3Sign(px, py, pz, ax, ay, az, bx, by, bz);
    }
    return compareDistance([px, py, pz], [ax, ay, az], [bx, by, bz]);
  }
  return compareDistance(p, a, b);
}

export function boxesOverlapByHand(a: BoxLike, b: BoxLike): boolean {
  const amin = (a as Box)?.min;
  const amax = (a as Box)?.max;
  const bmin = (b as Box)?.min;
  const bmax = (b as Box)?.max;
  const n = amin?.length;
  if ((n === 2 || n === 3) && amax?.length === n && bmin?.length === n && bmax?.length === n) {
    const three = n === 3;
    const ax0 = amin[0];
    const ay0 = amin[1];
    const az0 = three ? amin[2] : 0;
    const ax1 = amax[0];
    const ay1 = amax[1];
    const az1 = three ? amax[2] : 0;
    const bx0 = bmin[0];
    const by0 = bmin[1];
    const bz0 = three ? bmin[2] : 0;
    const bx1 = bmax[0];
    const by1 = bmax[1];
    const bz1 = three ? bmax[2] : 0;
    if (
      typeof ax0 === 'number' &&
      typeof ay0 === 'number' &&
      typeof az0 === 'number' &&
      typeof ax1 === 'number' &&
      typeof ay1 === 'number' &&
      typeof az1 === 'number' &&
      typeof bx0 === 'number' &&
      typeof by0 === 'number' &&
      typeof bz0 === 'number' &&
      typeof bx1 === 'number' &&
      typeof by1 === 'number' &&
      typeof bz1 === 'number' &&
      isBoxObject(a) &&
      isBoxObject(b) &&
      typeof amin === 'object' &&
      typeof amax === 'object' &&
      typeof bmin === 'object' &&
      typeof bmax === 'object'
    ) {
      const sum = ax0 + ay0 + az0 + ax1 + ay1 + az1 + bx0 + by0 + bz0 + bx1 + by1 + bz1;
      if (sum - sum === 0 && ax0 <= ax1 && ay0 <= ay1 && az0 <= az1 && bx0 <= bx1 && by0 <= by1 && bz0 <= bz1) {
        return ax0 <= bx1 && bx0 <= ax1 && ay0 <= by1 && by0 <= ay1 && az0 <= bz1 && bz0 <= az1;
      }
    }
  }
  return boxesOverlap(a, b);
}

export function segmentsIntersectByHand(s: SegmentLike, t: SegmentLike): boolean {
  return segmentsMeetByHand('segmentsIntersect', s, t);
}

function segmentsMeetByHand(fn: string, s: SegmentLike, t: SegmentLike): boolean {
  const isArray = Array.isArray;
  if (isArray(s) && isArray(t) && s.length === 2 && t.length === 2) {
    const p = s[0];
    const q = s[1];
    const u = t[0];
    const v = t[1];
    if (
      isArray(p) &&
      isArray(q) &&
      isArray(u) &&
      isArray(v) &&
      p.length === 2 &&
      q.length === 2 &&
      u.length === 2 &&
      v.length === 2
    ) {
      const px = p[0];
      if (typeof px !== 'number') return segmentsMeetPoints(fn, px, p, q, u, v);
      const py = p[1];
      const qx = q[0];
      const qy = q[1];
      const ux = u[0];
      const uy = u[1];
      const vx = v[0];
      const vy = v[1];
      let numbers = false;
      if (
        typeof py === 'number' &&
        typeof qx === 'number' &&
        typeof qy === 'number' &&
        typeof ux === 'number' &&
        typeof uy === 'number' &&
        typeof vx === 'number' &&
        typeof vy === 'number'
      ) {
        const m = segmentPairFilter(px, py, qx, qy, ux, uy, vx, vy);
        if (m >= 0) return m === 1;
        numbers = true;
      }
      return segmentsMeetRead(fn, numbers, px, py, qx, qy, ux, uy, vx, vy);
    }
  }
  return segmentsMeetValues(fn, readSegments(fn, s, t));
}

// The former exits, of the same arities, each ending in the public entry
// (the bench's random pairs almost never take them).
const segmentsMeetPoints = (_fn: string, _px: unknown, p: unknown, q: unknown, u: unknown, v: unknown): boolean =>
  segmentsIntersect([p, q] as SegmentLike, [u, v] as SegmentLike);
const segmentsMeetRead = (_fn: string, _numbers: boolean, ...read: unknown[]): boolean => {
  const [px, py, qx, qy, ux, uy, vx, vy] = read as number[];
  return segmentsIntersect(
    [
      [px as number, py as number],
      [qx as number, qy as number],
    ],
    [
      [ux as number, uy as number],
      [vx as number, vy as number],
    ],
  );
};
const readSegments = (_fn: string, s: SegmentLike, t: SegmentLike): [SegmentLike, SegmentLike] => [s, t];
const segmentsMeetValues = (_fn: string, [s, t]: [SegmentLike, SegmentLike]): boolean => segmentsIntersect(s, t);

export function segmentIntersectionByHand(s: SegmentLike, t: SegmentLike): SegmentIntersection {
  // The fast path: two segments of number points, read once into locals. A
  // pair the kernel's filter proves to cross properly (the lines are not
  // parallel) gets its crossing from the value kernel; every other pair, and
  // every other input, goes to the checked path with the values read.
  const isArray = Array.isArray;
  if (!(isArray(s) && isArray(t) && s.length === 2 && t.length === 2)) return segmentIntersection(s, t);
  const p = s[0];
  const q = s[1];
  const u = t[0];
  const v = t[1];
  if (
    !(
      isArray(p) &&
      isArray(q) &&
      isArray(u) &&
      isArray(v) &&
      p.length === 2 &&
      q.length === 2 &&
      u.length === 2 &&
      v.length === 2
    )
  )
    return segmentIntersection(segmentAsRead(s, p, q) as SegmentLike, segmentAsRead(t, u, v) as SegmentLike);
  const [px, py, qx, qy, ux, uy, vx, vy] = [p[0], p[1], q[0], q[1], u[0], u[1], v[0], v[1]];
  if (
    typeof px === 'number' &&
    typeof py === 'number' &&
    typeof qx === 'number' &&
    typeof qy === 'number' &&
    typeof ux === 'number' &&
    typeof uy === 'number' &&
    typeof vx === 'number' &&
    typeof vy === 'number'
  ) {
    const m = segmentPairFilter(px, py, qx, qy, ux, uy, vx, vy);
    if (m === 0) return { kind: 'none' };
    if (m === 1) {
      const w = CROSSING_INPUTS;
      w[0] = px;
      w[1] = py;
      w[2] = qx;
      w[3] = qy;
      w[4] = ux;
      w[5] = uy;
      w[6] = vx;
      w[7] = vy;
      return { kind: 'point', point: crossingOfInputs() };
    }
  }
  return segmentIntersection(
    [
      [px, py],
      [qx, qy],
    ],
    [
      [ux, uy],
      [vx, vy],
    ],
  );
}

/* The line-triangle reader as written by hand, storing into arrays of its own. */
const P = new Float64Array(3);
const Q = new Float64Array(3);
const A = new Float64Array(3);
const B = new Float64Array(3);
const C = new Float64Array(3);

/** rayTriangleOnDoubles's filter on the hand-written reader: 1, 0, or -1 for anything it does not decide (-2 for the values read). */
export function rayTriangleFilterByHand(origin: PointLike, dir: PointLike, triangle: TriangleLike): number {
  if (!readLineTriangleByHand(origin, dir, triangle)) return -2;
  return rayMeetsTriangleFilter(P, Q, A, B, C);
}

function readLineTriangleByHand(p: PointLike, q: PointLike, t: TriangleLike): boolean {
  const tn = t?.length;
  if (tn !== 3) return false;
  const a = t[0] as PointLike;
  const b = t[1] as PointLike;
  const c = t[2] as PointLike;
  const pn = p?.length;
  const qn = q?.length;
  const an = a?.length;
  const bn = b?.length;
  const cn = c?.length;
  if (pn !== 3 || qn !== 3 || an !== 3 || bn !== 3 || cn !== 3) return false;
  const px = p[0];
  const py = p[1];
  const pz = p[2];
  const qx = q[0];
  const qy = q[1];
  const qz = q[2];
  const ax = a[0];
  const ay = a[1];
  const az = a[2];
  const bx = b[0];
  const by = b[1];
  const bz = b[2];
  const cx = c[0];
  const cy = c[1];
  const cz = c[2];
  if (
    typeof px === 'number' &&
    typeof py === 'number' &&
    typeof pz === 'number' &&
    typeof qx === 'number' &&
    typeof qy === 'number' &&
    typeof qz === 'number' &&
    typeof ax === 'number' &&
    typeof ay === 'number' &&
    typeof az === 'number' &&
    typeof bx === 'number' &&
    typeof by === 'number' &&
    typeof bz === 'number' &&
    typeof cx === 'number' &&
    typeof cy === 'number' &&
    typeof cz === 'number' &&
    typeof p === 'object' &&
    typeof q === 'object' &&
    typeof t === 'object' &&
    typeof a === 'object' &&
    typeof b === 'object' &&
    typeof c === 'object'
  ) {
    P[0] = px;
    P[1] = py;
    P[2] = pz;
    Q[0] = qx;
    Q[1] = qy;
    Q[2] = qz;
    A[0] = ax;
    A[1] = ay;
    A[2] = az;
    B[0] = bx;
    B[1] = by;
    B[2] = bz;
    C[0] = cx;
    C[1] = cy;
    C[2] = cz;
    return true;
  }
  return false;
}
