import type { Box, BoxLike } from '../core/box.js';
import type { Point, Point3, PointLike } from '../core/coordinate.js';
import { arrayAsRead, boxAsRead, cornersAsRead, pointAsRead, pointsAndBoxAreObjects } from '../core/readInputs.js';
import { rayMeetsBox2, rayMeetsBox3, segmentMeetsBox2, segmentMeetsBox3 } from '../core/separatingAxis.js';

/*
 * The number fast path of the segment and ray predicates against a box,
 * written once for both: a line piece from a through b (a segment p→q, or
 * a ray from its origin along dir) and a box, each coordinate read once
 * into a local. The two differ only in the test on doubles and in a ray's
 * dir, which must not be zero.
 */

/** A line piece's two points and a box as `lineBoxOnDoubles` read them, for a checked path. */
export type LineBoxAsRead = { readonly a: unknown; readonly b: unknown; readonly box: unknown };

/**
 * The coordinates of the last segment and box that `lineBoxOnDoubles`
 * found to meet (x, y, z; z unused in 2D) when asked to record them. Filled
 * once every read is done, so a getter that calls back into the package
 * cannot disturb them; read them at once, before any code that could call
 * it again.
 */
export const MET = {
  p: new Float64Array(3),
  q: new Float64Array(3),
  min: new Float64Array(3),
  max: new Float64Array(3),
} as const;

/**
 * Reads a, b and the box once, each coordinate into a local. Finite numbers
 * with min ≤ max (and, for a ray, b ≠ 0) are decided on doubles, exactly
 * and without allocating: 0 when they do not meet, the dimension when they
 * do (with `record`, the values are then in `MET`; the predicates pass
 * false, since eight to twelve stores on every meeting pair cost them about
 * a tenth of the float slab's time on degenerate input). Anything else
 * (other coordinates, bad values, other shapes) gives a, b and the box as
 * read, for a checked path. `piece` and `object` are what the caller found
 * of the container of a and b, if any: of two points, and an object (both
 * true for a ray, whose points are arguments).
 *
 * @example
 * ```ts
 * lineBoxOnDoubles(false, [0, 2], [2, 0], { min: [1, 1], max: [3, 3] }, true, true, false); // 2 (they meet, in 2D)
 * lineBoxOnDoubles(true, [0n, 2n], [1, 1], { min: [1, 1], max: [3, 3] }, true, true, false); // { a: [0n, 2n], b: [1, 1], box: { min: [1, 1], max: [3, 3] } }
 * ```
 */
export function lineBoxOnDoubles(
  ray: boolean,
  a: PointLike,
  b: PointLike,
  box: BoxLike,
  piece: boolean,
  object: boolean,
  record: boolean,
): 0 | 2 | 3 | LineBoxAsRead {
  // The casts only name the shapes the reads below test for.
  const lo = (box as Box)?.min;
  const hi = (box as Box)?.max;
  // Every length read once, before any decision (a Proxy may answer differently on a second read).
  const n = a?.length;
  const bn = b?.length;
  const lon = lo?.length;
  const hin = hi?.length;
  if (piece && n === 2 && bn === 2 && lon === 2 && hin === 2) {
    const ax = a[0];
    const ay = a[1];
    const bx = b[0];
    const by = b[1];
    const x0 = lo[0];
    const y0 = lo[1];
    const x1 = hi[0];
    const y1 = hi[1];
    if (
      typeof ax === 'number' &&
      typeof ay === 'number' &&
      typeof bx === 'number' &&
      typeof by === 'number' &&
      typeof x0 === 'number' &&
      typeof y0 === 'number' &&
      typeof x1 === 'number' &&
      typeof y1 === 'number' &&
      object &&
      pointsAndBoxAreObjects(a, b, lo, hi, box)
    ) {
      // NaN or ±Infinity anywhere makes the sum NaN or infinite (a sum of
      // finite values that overflows only sends valid input to the slow path).
      const sum = ax + ay + bx + by + x0 + y0 + x1 + y1;
      if (sum - sum === 0 && x0 <= x1 && y0 <= y1 && (!ray || bx !== 0 || by !== 0)) {
        if (!(ray ? rayMeetsBox2(ax, ay, bx, by, x0, y0, x1, y1) : segmentMeetsBox2(ax, ay, bx, by, x0, y0, x1, y1))) return 0;
        if (record) {
          // Stored in place: doubles passed to a call V8 does not inline are boxed.
          const { p: mp, q: mq, min: mlo, max: mhi } = MET;
          mp[0] = ax;
          mp[1] = ay;
          mq[0] = bx;
          mq[1] = by;
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
    return { a: pointAsRead(a, 2, ax, ay, 0), b: pointAsRead(b, 2, bx, by, 0), box: boxAsRead(box, min, max) };
  }
  if (piece && n === 3 && bn === 3 && lon === 3 && hin === 3) {
    return lineBoxOnDoubles3(ray, a as Point3, b as Point3, box, lo as Point, hi as Point, object, record);
  }
  return { a: arrayAsRead(a, n, [], 3), b: arrayAsRead(b, bn, [], 3), box: cornersAsRead(box, lo, lon, hi, hin) };
}

/** lineBoxOnDoubles in 3D, on the parts it read, apart from the 2D path so that each fits the inlining budget on its own (`npm run bench:v8`). */
function lineBoxOnDoubles3(
  ray: boolean,
  a: Point3,
  b: Point3,
  box: BoxLike,
  lo: Point,
  hi: Point,
  object: boolean,
  record: boolean,
): 0 | 3 | LineBoxAsRead {
  const ax = a[0];
  const ay = a[1];
  const az = a[2];
  const bx = b[0];
  const by = b[1];
  const bz = b[2];
  const x0 = lo[0];
  const y0 = lo[1];
  const z0 = lo[2];
  const x1 = hi[0];
  const y1 = hi[1];
  const z1 = hi[2];
  if (
    typeof ax === 'number' &&
    typeof ay === 'number' &&
    typeof az === 'number' &&
    typeof bx === 'number' &&
    typeof by === 'number' &&
    typeof bz === 'number' &&
    typeof x0 === 'number' &&
    typeof y0 === 'number' &&
    typeof z0 === 'number' &&
    typeof x1 === 'number' &&
    typeof y1 === 'number' &&
    typeof z1 === 'number' &&
    object &&
    pointsAndBoxAreObjects(a, b, lo, hi, box)
  ) {
    const sum = ax + ay + az + bx + by + bz + x0 + y0 + z0 + x1 + y1 + z1;
    if (sum - sum === 0 && x0 <= x1 && y0 <= y1 && z0 <= z1 && (!ray || bx !== 0 || by !== 0 || bz !== 0)) {
      const meets = ray
        ? rayMeetsBox3(ax, ay, az, bx, by, bz, x0, y0, z0, x1, y1, z1)
        : segmentMeetsBox3(ax, ay, az, bx, by, bz, x0, y0, z0, x1, y1, z1);
      if (!meets) return 0;
      if (record) {
        const { p: mp, q: mq, min: mlo, max: mhi } = MET;
        mp[0] = ax;
        mp[1] = ay;
        mp[2] = az;
        mq[0] = bx;
        mq[1] = by;
        mq[2] = bz;
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
  return { a: pointAsRead(a, 3, ax, ay, az), b: pointAsRead(b, 3, bx, by, bz), box: boxAsRead(box, min, max) };
}
