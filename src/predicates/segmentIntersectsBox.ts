import type { Box, BoxLike } from '../core/box.js';
import { checkBox } from '../core/box.js';
import type { PointLike, Segment, SegmentLike } from '../core/coordinate.js';
import { checkSegment } from '../core/coordinate.js';
import { segmentMeetsBox2, segmentMeetsBox3 } from '../core/separatingAxis.js';
import { lineMeetsBoxExact } from '../core/separatingAxisExact.js';

/**
 * True iff the closed segment s = [p, q] meets the closed box (2D or 3D):
 * crossing, touching a corner, lying in a face or along an edge, or a
 * zero-length segment on the box all count. Exact for any mix of number,
 * bigint and Rational coordinates; `segmentBox` gives the parameter interval.
 *
 * @example
 * ```ts
 * segmentIntersectsBox([[0, 2], [2, 0]], { min: [1, 1], max: [3, 3] }); // true (touches the corner (1, 1))
 * segmentIntersectsBox([[0, 0, 0], [1, 1, 0]], { min: [0, 2, 0], max: [1, 3, 1] }); // false
 * ```
 */
export function segmentIntersectsBox(s: SegmentLike, box: BoxLike): boolean {
  // Plain property reads only: `p?.[0]` would merge undefined into the
  // loaded double and box it on every call.
  // The casts only name the shapes the reads below test for.
  const p = (s as Segment)?.[0];
  const q = (s as Segment)?.[1];
  const lo = (box as Box)?.min;
  const hi = (box as Box)?.max;
  const n = p?.length;
  // Stryker disable next-line BlockStatement: equivalent (this fast path emptied, the general path gives the same answer)
  if (n === 2 && q?.length === 2 && lo?.length === 2 && hi?.length === 2 && s.length === 2) {
    const px = p[0];
    const py = p[1];
    const qx = q[0];
    const qy = q[1];
    const x0 = lo[0];
    const y0 = lo[1];
    const x1 = hi[0];
    const y1 = hi[1];
    if (
      // Stryker disable BlockStatement: equivalent (this fast path emptied, the general path gives the same answer)
      typeof px === 'number' &&
      typeof py === 'number' &&
      typeof qx === 'number' &&
      typeof qy === 'number' &&
      typeof x0 === 'number' &&
      typeof y0 === 'number' &&
      typeof x1 === 'number' &&
      typeof y1 === 'number'
    ) {
      // Stryker restore BlockStatement
      // NaN or ±Infinity anywhere makes the sum NaN or infinite (a sum of
      // finite values that overflows only sends valid input to the slow path).
      const sum = px + py + qx + qy + x0 + y0 + x1 + y1;
      if (sum - sum === 0 && x0 <= x1 && y0 <= y1) return segmentMeetsBox2(px, py, qx, qy, x0, y0, x1, y1);
    }
  } else if (
    // Stryker disable BlockStatement: equivalent (this fast path emptied, the general path gives the same answer)
    n === 3
  ) {
    // Stryker restore BlockStatement
    return segmentIntersectsBox3(s as Segment, box as Box);
  }
  return segmentIntersectsBoxChecked('segmentIntersectsBox', s, box);
}

/** The 3D fast path: plain finite numbers with min ≤ max, else the checked path. */
function segmentIntersectsBox3(s: Segment, box: Box): boolean {
  const p = s[0];
  // Stryker disable next-line OptionalChaining: equivalent (only called with p = s[0] of length 3, so s is an array)
  const q = s?.[1];
  const lo = box?.min;
  const hi = box?.max;
  if (q?.length !== 3 || lo?.length !== 3 || hi?.length !== 3 || s.length !== 2) {
    return segmentIntersectsBoxChecked('segmentIntersectsBox', s, box);
  }
  const px = p[0];
  const py = p[1];
  const pz = p[2];
  const qx = q[0];
  const qy = q[1];
  const qz = q[2];
  const x0 = lo[0];
  const y0 = lo[1];
  const z0 = lo[2];
  const x1 = hi[0];
  const y1 = hi[1];
  const z1 = hi[2];
  if (
    // Stryker disable BlockStatement: equivalent (this fast path emptied, the general path gives the same answer)
    typeof px === 'number' &&
    typeof py === 'number' &&
    typeof pz === 'number' &&
    typeof qx === 'number' &&
    typeof qy === 'number' &&
    typeof qz === 'number' &&
    typeof x0 === 'number' &&
    typeof y0 === 'number' &&
    typeof z0 === 'number' &&
    typeof x1 === 'number' &&
    typeof y1 === 'number' &&
    typeof z1 === 'number'
  ) {
    // Stryker restore BlockStatement
    const sum = px + py + pz + qx + qy + qz + x0 + y0 + z0 + x1 + y1 + z1;
    // Stryker disable next-line BlockStatement: equivalent (this fast path emptied, the general path gives the same answer)
    if (sum - sum === 0 && x0 <= x1 && y0 <= y1 && z0 <= z1) {
      return segmentMeetsBox3(px, py, pz, qx, qy, qz, x0, y0, z0, x1, y1, z1);
    }
  }
  return segmentIntersectsBoxChecked('segmentIntersectsBox', s, box);
}

/**
 * `segmentIntersectsBox` without the fast path: validates, then decides
 * exactly for any coordinates; errors name `fn`.
 *
 * @example
 * ```ts
 * segmentIntersectsBoxChecked('f', [[0, 2], [2, 0]], { min: [1, 1], max: [3, 3] }); // true (touches the corner (1, 1))
 * ```
 */
export function segmentIntersectsBoxChecked(fn: string, s: SegmentLike, box: BoxLike): boolean {
  const dim = checkSegment(fn, 's', s, 0);
  checkBox(fn, 'box', box, dim);
  const p = s[0] as PointLike;
  const q = s[1] as PointLike;
  return lineMeetsBoxExact(dim, p, q, p, box.min, box.max, false);
}
