import type { Box2, Box3, BoxLike } from '../core/box.js';
import { copyBox } from '../core/box.js';
import type { Segment2, Segment3, SegmentLike } from '../core/coordinate.js';
import { copySegment } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';
import { regionCode } from '../predicates/outcode.js';
import type { ClippedSegment, RationalPoint3 } from './clipSegment.js';
import type { RationalPoint } from './segmentIntersection.js';

/**
 * The part of the closed segment s = [p, q] inside the closed box (2D or 3D)
 * by the Cohen–Sutherland iteration, on exact Rational points: accept
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
  const box1 = copyBox(fn, 'box', box, dim);
  const min = box1.min.map((v) => Rational.from(v));
  const max = box1.max.map((v) => Rational.from(v));
  let p0 = p.map((v) => Rational.from(v));
  let p1 = q.map((v) => Rational.from(v));
  let code0 = regionCode(dim, p0, min, max);
  let code1 = regionCode(dim, p1, min, max);
  // Terminates: each step puts one endpoint exactly on a box plane that the
  // segment crosses (exact arithmetic, so that axis then codes 0 for it),
  // moving it monotonically toward the other endpoint; a line crosses each
  // of the 2·dim planes at most once, so each endpoint moves at most 2·dim times.
  for (;;) {
    if ((code0 | code1) === 0) return [p0, p1] as ClippedSegment;
    if ((code0 & code1) !== 0) return null;
    const out = code0 !== 0 ? code0 : code1;
    let moved: Rational[] = p0;
    for (let axis = 0; axis < dim; axis++) {
      const shift = 2 * (dim - 1 - axis);
      const bits = (out >> shift) & 0b11;
      if (bits === 0) continue;
      // Below min (0b01) or above max (0b10). The other endpoint is not on
      // the same side (the codes share no bit), so p1 − p0 ≠ 0 on this axis.
      const side = (bits === 0b01 ? min[axis] : max[axis]) as Rational;
      const a0 = p0[axis] as Rational;
      const t = side.sub(a0).div((p1[axis] as Rational).sub(a0));
      moved = p0.map((v, k) => v.add((p1[k] as Rational).sub(v).mul(t)));
      break;
    }
    if (out === code0) {
      p0 = moved;
      code0 = regionCode(dim, p0, min, max);
    } else {
      p1 = moved;
      code1 = regionCode(dim, p1, min, max);
    }
  }
}
