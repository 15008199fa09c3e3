import { checkPoint } from '../core/coordinate.js';
import type { Point2 } from '../core/coordinate.js';
import { det2Filter, det2Sign } from '../core/det2.js';
import type { Sign } from '../core/det2.js';

/**
 * Exact orientation of three 2D points, with errors naming `fn`. The filter
 * answers in doubles when it can; everything else goes out of line.
 */
export function orientation(fn: string, a: Point2, b: Point2, c: Point2): Sign {
  const ax = a?.[0];
  const ay = a?.[1];
  const bx = b?.[0];
  const by = b?.[1];
  const cx = c?.[0];
  const cy = c?.[1];
  if (
    typeof ax === 'number' &&
    typeof ay === 'number' &&
    typeof bx === 'number' &&
    typeof by === 'number' &&
    typeof cx === 'number' &&
    typeof cy === 'number' &&
    a.length === 2 &&
    b.length === 2 &&
    c.length === 2
  ) {
    const det = det2Filter(bx, ax, cy, ay, by, ay, cx, ax);
    if (det > 0) return 1;
    if (det < 0) return -1;
  }
  return orientationExact(fn, a, b, c);
}

function orientationExact(fn: string, a: Point2, b: Point2, c: Point2): Sign {
  checkPoint(fn, 'a', a, 2);
  checkPoint(fn, 'b', b, 2);
  checkPoint(fn, 'c', c, 2);
  return det2Sign(b[0], a[0], c[1], a[1], b[1], a[1], c[0], a[0]);
}

/**
 * Orientation of three 2D points: the sign of (b − a) × (c − a).
 * `1`: a, b, c turn counterclockwise (c left of the line a→b);
 * `-1`: clockwise; `0`: collinear (including coinciding points).
 *
 * ```ts
 * orient2d([0, 0], [1, 0], [0, 1]);       // 1
 * orient2d([0, 0], [2n ** 300n, 1], [0.5, 2 ** -1074]); // exact for any input
 * ```
 */
export function orient2d(a: Point2, b: Point2, c: Point2): Sign {
  return orientation('orient2d', a, b, c);
}
