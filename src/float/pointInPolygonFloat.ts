import type { FloatPoint2 } from './types.js';

/**
 * The ray-crossing test as W. Randolph Franklin's PNPOLY writes it (and the
 * `point-in-polygon` package after it), in doubles: true iff the
 * horizontal ray from p towards +x crosses the rings' edges an odd number
 * of times. An edge counts when one end is above p and the other not
 * (`(yi > y) !== (yj > y)`) and p is left of the x where it meets p's
 * height, `(xj − xi)·(y − yi)/(yj − yi) + xi`, rounded. Every ring counts
 * (PNPOLY's way with holes and several parts: even-odd). There is no
 * boundary answer: a point on an edge or a vertex comes out inside or
 * outside depending on which edge it is on, and points within rounding of
 * an edge can come out on the wrong side. `pointInPolygon` with
 * `{ rule: 'evenodd' }` is the exact twin (`!== 'outside'` for the closed
 * polygon).
 *
 * @example
 * ```ts
 * pointInPolygonFloat([1, 1], [[[0, 0], [2, 0], [2, 2], [0, 2]]]); // true
 * pointInPolygonFloat([2, 1], [[[0, 0], [2, 0], [2, 2], [0, 2]]]); // false (on the right edge)
 * ```
 */
export function pointInPolygonFloat(p: FloatPoint2, rings: ArrayLike<ArrayLike<FloatPoint2>>): boolean {
  const x = p[0] as number;
  const y = p[1] as number;
  let inside = false;
  for (let r = 0; r < rings.length; r++) {
    const vs = rings[r] as ArrayLike<FloatPoint2>;
    for (let i = 0, j = vs.length - 1; i < vs.length; j = i++) {
      const xi = (vs[i] as FloatPoint2)[0] as number;
      const yi = (vs[i] as FloatPoint2)[1] as number;
      const xj = (vs[j] as FloatPoint2)[0] as number;
      const yj = (vs[j] as FloatPoint2)[1] as number;
      const intersect = yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi;
      if (intersect) inside = !inside;
    }
  }
  return inside;
}
