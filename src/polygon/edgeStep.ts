import type { Coordinate } from '../core/coordinate.js';
import { UNDECIDED } from '../core/sign.js';
import type { Sign } from '../core/signs.js';
import { compareCoord, orient2dAt, orient2dSign } from '../core/signs.js';

/*
 * What one edge a→b adds to the winding number of a point p (Sunday's
 * crossing rule, exact): the horizontal ray from p towards +x crosses an
 * upward edge (a.y ≤ p.y < b.y) with p strictly left of it (+1), or a
 * downward edge (b.y ≤ p.y < a.y) with p strictly right of it (−1). The
 * half-open rule counts a vertex on the ray once. An edge whose half-open
 * span holds p.y and whose line holds p has p on it (p.y fixes one point of
 * a non-horizontal edge). The only other points of the line y = p.y an edge
 * can hold are an end at that height, or a whole horizontal edge there:
 * those are compared directly. So "p on the boundary" is decided by the same
 * signs as the crossings, and a boundary point is never counted as a crossing.
 */

/** The step of an edge that has p on it: not a winding number (those are integers). */
export const ON_BOUNDARY = 0.5;

/** orient2d of the points stored at xy[a], xy[b], xy[p]: the kernel's stages in doubles, BigInt past their range. */
function orientStored(xy: Float64Array, a: number, b: number, p: number): Sign {
  const o = orient2dAt(xy, a, b, p);
  if (o !== UNDECIDED) return o;
  return orient2dSign(
    xy[a] as number,
    xy[a + 1] as number,
    xy[b] as number,
    xy[b + 1] as number,
    xy[p] as number,
    xy[p + 1] as number,
  );
}

/**
 * The step of edge a→b for p, all stored in `xy` (x at the index, y after
 * it): +1, −1, 0 or ON_BOUNDARY. Doubles compare exactly; orientations come
 * from the kernel. Most edges lie wholly above or below p and cost two
 * comparisons here, as in the float crossing test; the rest is done out of
 * line, so that this stays small enough to be inlined into the loops that
 * call it (`npm run bench:v8` checks the prepared polygon's).
 *
 * @example
 * ```ts
 * edgeStepAt(new Float64Array([2, -1, 2, 1, 0, 0]), 0, 2, 4); // 1 (an upward edge right of (0, 0))
 * ```
 */
export function edgeStepAt(xy: Float64Array, a: number, b: number, p: number): number {
  const py = xy[p + 1] as number;
  const ay = xy[a + 1] as number;
  const by = xy[b + 1] as number;
  const aAbove = ay > py;
  if (aAbove !== by > py) return crossingStep(xy, a, b, p, aAbove);
  return aAbove || (ay !== py && by !== py) ? 0 : touchingStep(xy, a, b, p);
}

/** An edge from one side of the line y = p.y to the other (half-open): ±1 when p is strictly on the counting side, ON_BOUNDARY on it. */
function crossingStep(xy: Float64Array, a: number, b: number, p: number, downward: boolean): number {
  const o = orientStored(xy, a, b, p);
  if (o === 0) return ON_BOUNDARY;
  return downward ? (o < 0 ? -1 : 0) : o > 0 ? 1 : 0;
}

/**
 * An edge with both ends on or below the line y = p.y and one on it: it
 * meets the line only at that end, or along its length when horizontal.
 */
function touchingStep(xy: Float64Array, a: number, b: number, p: number): number {
  const px = xy[p] as number;
  const py = xy[p + 1] as number;
  const ax = xy[a] as number;
  const ay = xy[a + 1] as number;
  const bx = xy[b] as number;
  const by = xy[b + 1] as number;
  if ((ay === py && ax === px) || (by === py && bx === px)) return ON_BOUNDARY;
  return ay === by && ax < px !== bx < px ? ON_BOUNDARY : 0;
}

/**
 * The same step for coordinates of any kind (numbers, bigints, Rationals)
 * stored flat in `v`, p given apart: comparisons by `compareCoord`,
 * orientations by `orient2dSign`.
 *
 * @example
 * ```ts
 * edgeStepValues([2n, -1n, 2n, 1n], 0, 2, 0, 0); // 1
 * ```
 */
export function edgeStepValues(v: ArrayLike<Coordinate>, a: number, b: number, px: Coordinate, py: Coordinate): number {
  const ay = v[a + 1] as Coordinate;
  const by = v[b + 1] as Coordinate;
  const sa = compareCoord(ay, py);
  const sb = compareCoord(by, py);
  if (sa > 0) {
    if (sb > 0) return 0;
    const o = orient2dSign(v[a] as Coordinate, ay, v[b] as Coordinate, by, px, py);
    return o < 0 ? -1 : o === 0 ? ON_BOUNDARY : 0;
  }
  if (sb > 0) {
    const o = orient2dSign(v[a] as Coordinate, ay, v[b] as Coordinate, by, px, py);
    return o > 0 ? 1 : o === 0 ? ON_BOUNDARY : 0;
  }
  if (sa < 0 && sb < 0) return 0;
  const ca = compareCoord(v[a] as Coordinate, px);
  const cb = compareCoord(v[b] as Coordinate, px);
  if ((sa === 0 && ca === 0) || (sb === 0 && cb === 0)) return ON_BOUNDARY;
  return sa === sb && ca !== cb ? ON_BOUNDARY : 0;
}
