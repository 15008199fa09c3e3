import type { RationalPoint3 } from '../constructions/clipSegment.js';
import type { Point2 } from '../core/coordinate.js';
import type { Rational } from '../core/rational.js';
import type { Sign } from '../core/sign.js';
import { det2Sign } from '../core/signs.js';
import { coplanarHitOf, det2Value } from '../core/values.js';
import { pointAt } from './lineCrossing.js';
import { orient2dOf, orient2dValueOf } from './pointSigns.js';
import type { LinePiece } from './triangle.js';
import type { TrianglePlane } from './trianglePlane.js';
import { project } from './trianglePlane.js';

/*
 * A segment or ray lying in the triangle's plane, clipped by the triangle
 * (Cyrus–Beck against its three edges), exactly and without dividing while
 * deciding. In the projection (see trianglePlane), the line is
 * x(t) = p + t·w, w = q − p for a segment (t in [0, 1]) or w = d for a ray
 * (t ≥ 0). Edge k runs from vertex k to vertex k + 1 (direction u_k), and
 *     f_k(t) = σ·(u_k × (x(t) − e_k)) = σ·(F_k + t·G_k),
 *     F_k = u_k × (p − e_k) = orient2d(e_k, e_k+1, p),  G_k = u_k × w,
 * is ≥ 0 exactly on the triangle's side of that edge (σ the projected
 * orientation). Every G and every cross product with w is a det2 of
 * coordinate differences, w being q − p or d − 0. An edge where f_k < 0 at the start and ≥ 0 at the end is
 * entered at τ_k = −F_k/G_k; one where f_k ≥ 0 at the start and < 0 at the
 * end is left there; < 0 at both ends misses. The part inside runs from
 * the last entry to the first exit.
 *
 * Two crossings compare without dividing: edges i and j of a triangle meet
 * at a vertex v, and taking F at v (the same affine function),
 *     F_j·G_i − F_i·G_j = (u_j × u_i)·((p − v) × w)
 * (the 2D identity [a,b][c,d] − [c,b][a,d] = [a,c][b,d]), so
 *     sign(τ_i − τ_j) = sign(u_j × u_i)·sign((p − v) × w)·sign(G_i)·sign(G_j),
 * where u_j × u_i is ±σ (consecutive edges of a triangle turn its way) and
 * sign(G) is +σ for an entry, −σ for an exit. Only the winning crossings
 * are turned into Rationals, by the kernel's exact values.
 */

/**
 * The part of a line in the plane inside the closed triangle: from the
 * crossing of edge `enter` (−1: from t = 0) to the crossing of edge `leave`
 * (−1: to t = 1, for segments only); `point` when they are the same
 * parameter (the line only touches the triangle).
 */
export type PlaneClip = { readonly enter: number; readonly leave: number; readonly point: boolean };

/** The projected line p + t·(wa − wb), and the signs of every edge at its start and end. */
type Projected = { p: Point2; wa: Point2; wb: Point2; start: Sign[]; end: Sign[] };

const ORIGIN: Point2 = [0, 0];

/**
 * Clips the line by the closed triangle; null when they share no point. A
 * zero-length segment (p = q) comes back as the whole [0, 1] when p lies in
 * the triangle: the caller knows it is a point.
 *
 * ```ts
 * const plane = trianglePlane('f', 't', [0, 0, 0], [4, 0, 0], [0, 4, 0]);
 * clipToTriangle(plane, { p: [-1, 1, 0], q: [5, 1, 0], ray: false }); // { enter: 2, leave: 1, point: false }
 * ```
 */
export function clipToTriangle(plane: TrianglePlane, line: LinePiece): PlaneClip | null {
  const e = plane.projected;
  const sigma = plane.sigma;
  const x = projectLine(plane, line);
  let enter = -1;
  let leave = -1;
  for (let k = 0; k < 3; k++) {
    const e0 = e[k] as Point2;
    const e1 = e[(k + 1) % 3] as Point2;
    const start = (sigma * orient2dOf(e0, e1, x.p)) as Sign;
    // A ray ends where its slope takes it; parallel to the edge it stays on its side.
    const slope = line.ray ? ((sigma * edgeCross(e0, e1, x)) as Sign) : 0;
    const end = line.ray ? (slope === 0 ? start : slope) : ((sigma * orient2dOf(e0, e1, x.wa)) as Sign);
    x.start.push(start);
    x.end.push(end);
    if (start >= 0 && end >= 0) continue;
    if (start < 0 && end < 0) return null;
    if (start < 0) {
      if (enter < 0 || compareCrossings(plane, x, k, enter) > 0) enter = k;
    } else if (leave < 0 || compareCrossings(plane, x, k, leave) < 0) leave = k;
  }
  if (enter >= 0 && leave >= 0) {
    const order = compareCrossings(plane, x, enter, leave);
    return order > 0 ? null : { enter, leave, point: order === 0 };
  }
  // An exit at t = 0 is where the line starts on the edge; an entry at
  // t = 1 where the segment ends on it. (A ray in the plane of a triangle
  // it meets always leaves it: the edges' slopes G_k sum to 0.)
  if (leave >= 0) return { enter, leave, point: x.start[leave] === 0 };
  if (enter >= 0) return { enter, leave, point: x.end[enter] === 0 };
  return { enter, leave, point: false };
}

/** The line projected: w = q − p for a segment, d − 0 for a ray. */
function projectLine(plane: TrianglePlane, line: LinePiece): Projected {
  const p = project(line.p, plane.axis);
  const q = project(line.q, plane.axis);
  return { p, wa: q, wb: line.ray ? ORIGIN : p, start: [], end: [] };
}

/** G = u × w for the edge e0 → e1: (e1 − e0) × (wa − wb). */
function edgeCross(e0: Point2, e1: Point2, x: Projected): Sign {
  return det2Sign(e1[0], e0[0], x.wa[1], x.wb[1], e1[1], e0[1], x.wa[0], x.wb[0]);
}

/** sign(τ_i − τ_j) for two edges the line crosses (see the comment at the top). */
function compareCrossings(plane: TrianglePlane, x: Projected, i: number, j: number): Sign {
  const iAfterJ = i === (j + 1) % 3;
  const v = plane.projected[iAfterJ ? i : j] as Point2;
  const turn = iAfterJ ? plane.sigma : -plane.sigma;
  const pw = det2Sign(x.p[0], v[0], x.wa[1], x.wb[1], x.p[1], v[1], x.wa[0], x.wb[0]);
  // An entry has σ·G > 0 and an exit σ·G < 0; the two σ cancel.
  const si = x.start[i] as Sign;
  const sj = x.start[j] as Sign;
  const gi = si < 0 ? 1 : -1;
  const gj = sj < 0 ? 1 : -1;
  return (turn * pw * gi * gj) as Sign;
}

/**
 * The exact parameter τ = −F/G where the line crosses edge k's line (see
 * the comment at the top).
 *
 * ```ts
 * crossingValue(plane, { p: [-1, 1, 0], q: [5, 1, 0], ray: false }, 2).toString(); // '1/6'
 * ```
 */
export function crossingValue(plane: TrianglePlane, line: LinePiece, k: number): Rational {
  const e0 = plane.projected[k] as Point2;
  const e1 = plane.projected[(k + 1) % 3] as Point2;
  const x = projectLine(plane, line);
  const g = det2Value(e1[0], e0[0], x.wa[1], x.wb[1], e1[1], e0[1], x.wa[0], x.wb[0]);
  return orient2dValueOf(e0, e1, x.p).neg().div(g);
}

/**
 * Where the line crosses edge k's line, the parameter (crossingValue's) and
 * the 3D point there. For doubles both come from the value kernels
 * coplanarParam and coplanarPoint, lazy.
 *
 * ```ts
 * coplanarHit(plane, { p: [-1, 1, 0], q: [5, 1, 0], ray: false }, 2).t.toString(); // '1/6'
 * ```
 */
export function coplanarHit(plane: TrianglePlane, line: LinePiece, k: number): { t: Rational; point: RationalPoint3 } {
  const e0 = plane.projected[k] as Point2;
  const e1 = plane.projected[(k + 1) % 3] as Point2;
  const x = projectLine(plane, line);
  const projected = [...e0, ...e1, ...x.p, ...x.wa, ...x.wb];
  const f = line.ray ? [0, 0, 0] : line.p;
  const all = [...projected, ...line.p, ...line.q, ...f];
  if (all.every((v) => typeof v === 'number')) {
    const [t, px, py, pz] = coplanarHitOf(
      projected as number[],
      line.p as readonly number[],
      line.q as readonly number[],
      f as readonly number[],
    ) as [Rational, Rational, Rational, Rational];
    return { t, point: [px, py, pz] };
  }
  const t = crossingValue(plane, line, k);
  return { t, point: pointAt(line, t) };
}
