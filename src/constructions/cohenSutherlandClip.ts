import type { Box2, Box3, BoxLike } from '../core/box.js';
import { copyBox } from '../core/box.js';
import type { Coordinate, Point, Segment2, Segment3, SegmentLike } from '../core/coordinate.js';
import { compareCoord, copySegment } from '../core/coordinate.js';
import { det2Sign } from '../core/signs.js';
import { regionCode } from '../predicates/outcode.js';
import type { ClippedSegment, RationalPoint3 } from './clipSegment.js';
import type { RationalPoint } from './segmentIntersection.js';
import type { Ratio } from './segmentPoint.js';
import { pointAtRatio, RATIO_ONE, RATIO_ZERO } from './segmentPoint.js';

/**
 * The part of the closed segment s = [p, q] inside the closed box (2D or 3D)
 * by the Cohen–Sutherland iteration, on exact points: accept
 * when both outcodes are 0, reject when they share a bit, else move the
 * endpoint that is outside (p's first) onto the first box side its code
 * names, x axis first, low side before high, and repeat. Returns the same
 * segment as `clipSegment`: `[s(t0), s(t1)]` in the direction p → q, or
 * `null`.
 *
 * @example
 * ```ts
 * cohenSutherlandClip([[0, 0], [4, 2]], { min: [1, 0], max: [3, 4] })?.map((P) => P.map(String)); // [['1', '1/2'], ['3', '3/2']]
 * cohenSutherlandClip([[0, 2], [2, 0]], { min: [0, 0], max: [1, 1] })?.map((P) => P.map(String)); // [['1', '1'], ['1', '1']] (touches a corner)
 * ```
 */
export function cohenSutherlandClip(s: Segment2, box: Box2): [RationalPoint, RationalPoint] | null;
export function cohenSutherlandClip(s: Segment3, box: Box3): [RationalPoint3, RationalPoint3] | null;
export function cohenSutherlandClip(s: SegmentLike, box: BoxLike): ClippedSegment | null;
export function cohenSutherlandClip(s: SegmentLike, box: BoxLike): ClippedSegment | null {
  const fn = 'cohenSutherlandClip';
  const [p, q] = copySegment(fn, 's', s, 0);
  const dim = p.length;
  const { min, max } = copyBox(fn, 'box', box, dim);
  // Each endpoint is a point of the line p + t·(q − p), kept as its
  // parameter (a Ratio): moving it onto the box plane x_axis = side puts it
  // at t = (side − p_axis)/(q_axis − p_axis), whichever endpoint moves.
  let t0 = RATIO_ZERO;
  let t1 = RATIO_ONE;
  let code0 = codeAt(p, q, t0, min, max);
  let code1 = codeAt(p, q, t1, min, max);
  // Terminates: each step puts one endpoint exactly on a box plane that the
  // segment crosses (exact arithmetic, so that axis then codes 0 for it),
  // moving it monotonically toward the other endpoint; a line crosses each
  // of the 2·dim planes at most once, so each endpoint moves at most 2·dim times.
  for (;;) {
    if ((code0 | code1) === 0) return [pointAtRatio(p, q, t0), pointAtRatio(p, q, t1)] as ClippedSegment;
    if ((code0 & code1) !== 0) return null;
    const out = code0 !== 0 ? code0 : code1;
    let moved = t0;
    for (let axis = 0; axis < dim; axis++) {
      const bits = (out >> (2 * (dim - 1 - axis))) & 0b11;
      if (bits === 0) continue;
      // Below min (0b01) or above max (0b10). The other endpoint is not on
      // the same side (the codes share no bit), so q − p ≠ 0 on this axis.
      const side = (bits === 0b01 ? min[axis] : max[axis]) as Coordinate;
      const pa = p[axis] as Coordinate;
      const qa = q[axis] as Coordinate;
      moved = { a: side, b: pa, c: qa, d: pa, s: compareCoord(qa, pa), axis, at: side };
      break;
    }
    if (out === code0) {
      t0 = moved;
      code0 = codeAt(p, q, t0, min, max);
    } else {
      t1 = moved;
      code1 = codeAt(p, q, t1, min, max);
    }
  }
}

/**
 * The region code (outcode.ts's layout) of the point s(t) of the line
 * p + t·(q − p): on each axis its coordinate p_j + t·(q_j − p_j) against
 * a box bound m has the sign of (p_j − m)(c − d) + (a − b)(q_j − p_j) times
 * that of c − d, one det2 sign; p, q and the bound's own side are read as
 * they are.
 */
function codeAt(p: Point, q: Point, t: Ratio, min: Point, max: Point): number {
  const dim = p.length;
  if (t === RATIO_ZERO) return regionCode(dim, p, min, max);
  if (t === RATIO_ONE) return regionCode(dim, q, min, max);
  const vs = (j: number, m: Coordinate): number => {
    if (j === t.axis) return compareCoord(t.at, m);
    const pj = p[j] as Coordinate;
    return det2Sign(pj, m, t.c, t.d, t.b, t.a, q[j] as Coordinate, pj) * t.s;
  };
  let code = 0;
  for (let j = 0; j < dim; j++) {
    const bits = vs(j, min[j] as Coordinate) < 0 ? 0b01 : vs(j, max[j] as Coordinate) > 0 ? 0b10 : 0;
    code |= bits << (2 * (dim - 1 - j));
  }
  return code;
}
