import type { Box, BoxLike } from '../core/box.js';
import { copyBox } from '../core/box.js';
import type { Point3, Segment, SegmentLike } from '../core/coordinate.js';
import { copySegment } from '../core/coordinate.js';
import { arrayAsRead, boxAsRead, cornersAsRead, pointAsRead, pointsAndBoxAreObjects, segmentAsRead } from '../core/readInputs.js';
import { segmentMeetsBox2, segmentMeetsBox3 } from '../core/separatingAxis.js';
import { lineMeetsBoxExact } from '../core/separatingAxisExact.js';

const FN = 'segmentIntersectsBox';

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
  const r = segmentBoxOnDoubles(s, box, false);
  return typeof r === 'number' ? r !== 0 : segmentIntersectsBoxChecked(FN, r.s, r.box);
}

/** A segment and a box as `segmentBoxOnDoubles` read them, for a checked path. */
export type SegmentBoxAsRead = { readonly s: unknown; readonly box: unknown };

/**
 * The coordinates of the last segment and box that `segmentBoxOnDoubles`
 * found to meet (x, y, z; z unused in 2D). Filled once every read is done,
 * so a getter that calls back into the package cannot disturb them; read
 * them at once, before any code that could call it again.
 */
export const MET = {
  p: new Float64Array(3),
  q: new Float64Array(3),
  min: new Float64Array(3),
  max: new Float64Array(3),
} as const;

/**
 * Reads the segment and the box once, each coordinate into a local. Finite
 * numbers with min ≤ max are decided on doubles, exactly and without
 * allocating: 0 when they do not meet, the dimension when they do (with
 * `record`, the values are then in `MET`; the predicate passes false, since
 * eight to twelve stores on every meeting pair cost it about a tenth of the
 * float slab's time on degenerate input). Anything else (other coordinates,
 * bad values, other shapes) gives the segment and box as read, for a
 * checked path.
 *
 * @example
 * ```ts
 * segmentBoxOnDoubles([[0, 2], [2, 0]], { min: [1, 1], max: [3, 3] }, true);    // 2 (they meet, in 2D; MET holds them)
 * segmentBoxOnDoubles([[0n, 2n], [2n, 0n]], { min: [1, 1], max: [3, 3] }, true); // { s: [[0n, 2n], [2n, 0n]], box: { min: [1, 1], max: [3, 3] } }
 * ```
 */
export function segmentBoxOnDoubles(s: SegmentLike, box: BoxLike, record: boolean): 0 | 2 | 3 | SegmentBoxAsRead {
  // Plain property reads only: `p?.[0]` would merge undefined into the
  // loaded double and box it on every call.
  // The casts only name the shapes the reads below test for.
  const p = (s as Segment)?.[0];
  const q = (s as Segment)?.[1];
  const lo = (box as Box)?.min;
  const hi = (box as Box)?.max;
  // Every length read once, before any decision (a Proxy may answer differently on a second read).
  const n = p?.length;
  const qn = q?.length;
  const lon = lo?.length;
  const hin = hi?.length;
  const sn = s?.length;
  if (n === 2 && qn === 2 && lon === 2 && hin === 2 && sn === 2) {
    const px = p[0];
    const py = p[1];
    const qx = q[0];
    const qy = q[1];
    const x0 = lo[0];
    const y0 = lo[1];
    const x1 = hi[0];
    const y1 = hi[1];
    if (
      typeof px === 'number' &&
      typeof py === 'number' &&
      typeof qx === 'number' &&
      typeof qy === 'number' &&
      typeof x0 === 'number' &&
      typeof y0 === 'number' &&
      typeof x1 === 'number' &&
      typeof y1 === 'number' &&
      typeof s === 'object' &&
      pointsAndBoxAreObjects(p, q, lo, hi, box)
    ) {
      // NaN or ±Infinity anywhere makes the sum NaN or infinite (a sum of
      // finite values that overflows only sends valid input to the slow path).
      const sum = px + py + qx + qy + x0 + y0 + x1 + y1;
      if (sum - sum === 0 && x0 <= x1 && y0 <= y1) {
        if (!segmentMeetsBox2(px, py, qx, qy, x0, y0, x1, y1)) return 0;
        if (record) {
          // Stored in place: doubles passed to a call V8 does not inline are boxed.
          const { p: mp, q: mq, min: mlo, max: mhi } = MET;
          mp[0] = px;
          mp[1] = py;
          mq[0] = qx;
          mq[1] = qy;
          mlo[0] = x0;
          mlo[1] = y0;
          mhi[0] = x1;
          mhi[1] = y1;
        }
        return 2;
      }
    }
    // The values read above go on, never the caller's arrays again.
    const min = pointAsRead(lo, 2, x0, y0, 0);
    const max = pointAsRead(hi, 2, x1, y1, 0);
    return { s: segmentAsRead(s, pointAsRead(p, 2, px, py, 0), pointAsRead(q, 2, qx, qy, 0)), box: boxAsRead(box, min, max) };
  }
  if (n === 3 && qn === 3 && lon === 3 && hin === 3 && sn === 2) {
    return segmentBoxOnDoubles3(s, box, p as Point3, q as Point3, lo as Point3, hi as Point3, record);
  }
  const corners = cornersAsRead(box, lo, lon, hi, hin);
  return { s: arrayAsRead(s, sn, [arrayAsRead(p, n, [], 3), arrayAsRead(q, qn, [], 3)], 2), box: corners };
}

/** segmentBoxOnDoubles in 3D, on the parts it read, apart from the 2D path so that each fits the inlining budget on its own (`npm run bench:v8`). */
function segmentBoxOnDoubles3(
  s: SegmentLike,
  box: BoxLike,
  p: Point3,
  q: Point3,
  lo: Point3,
  hi: Point3,
  record: boolean,
): 0 | 3 | SegmentBoxAsRead {
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
    typeof z1 === 'number' &&
    typeof s === 'object' &&
    pointsAndBoxAreObjects(p, q, lo, hi, box)
  ) {
    const sum = px + py + pz + qx + qy + qz + x0 + y0 + z0 + x1 + y1 + z1;
    if (sum - sum === 0 && x0 <= x1 && y0 <= y1 && z0 <= z1) {
      if (!segmentMeetsBox3(px, py, pz, qx, qy, qz, x0, y0, z0, x1, y1, z1)) return 0;
      if (record) {
        const { p: mp, q: mq, min: mlo, max: mhi } = MET;
        mp[0] = px;
        mp[1] = py;
        mp[2] = pz;
        mq[0] = qx;
        mq[1] = qy;
        mq[2] = qz;
        mlo[0] = x0;
        mlo[1] = y0;
        mlo[2] = z0;
        mhi[0] = x1;
        mhi[1] = y1;
        mhi[2] = z1;
      }
      return 3;
    }
  }
  const min = pointAsRead(lo, 3, x0, y0, z0);
  const max = pointAsRead(hi, 3, x1, y1, z1);
  return { s: segmentAsRead(s, pointAsRead(p, 3, px, py, pz), pointAsRead(q, 3, qx, qy, qz)), box: boxAsRead(box, min, max) };
}

/**
 * `segmentIntersectsBox` without the fast path: reads s and box once
 * (validated copies), then decides exactly for any coordinates; errors
 * name `fn`.
 *
 * @example
 * ```ts
 * segmentIntersectsBoxChecked('f', [[0, 2], [2, 0]], { min: [1, 1], max: [3, 3] }); // true (touches the corner (1, 1))
 * ```
 */
export function segmentIntersectsBoxChecked(fn: string, s: unknown, box: unknown): boolean {
  const [p, q] = copySegment(fn, 's', s, 0);
  const { min, max } = copyBox(fn, 'box', box, p.length);
  return lineMeetsBoxExact(p.length, p, q, p, min, max, false);
}
