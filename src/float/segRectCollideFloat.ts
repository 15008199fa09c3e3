import { pointLiesInFloat } from './pointLiesInFloat.js';
import { segmentsIntersectFloat } from './segmentsIntersectFloat.js';
import type { FloatPoint2 } from './types.js';

/**
 * `seg_rect_collide?` of the Ruby post on segment–rectangle collision, in doubles: true iff the
 * closed segment a–b meets the closed rectangle tl, tr, br, bl (given in
 * order around it): an endpoint lies in it or the segment meets an edge.
 * Inherits the rounding failures of `cwTestFloat`. `segRectCollide` is the
 * exact twin.
 *
 * @example
 * ```ts
 * segRectCollideFloat([0, 0], [1, 1], [1, 1], [1, 2], [2, 2], [2, 1]); // true (touches a corner)
 * ```
 */
export function segRectCollideFloat(
  a: FloatPoint2,
  b: FloatPoint2,
  tl: FloatPoint2,
  tr: FloatPoint2,
  br: FloatPoint2,
  bl: FloatPoint2,
): boolean {
  return (
    pointLiesInFloat(a, tl, tr, br, bl) ||
    pointLiesInFloat(b, tl, tr, br, bl) ||
    segmentsIntersectFloat([a, b], [tl, tr]) ||
    segmentsIntersectFloat([a, b], [tr, br]) ||
    segmentsIntersectFloat([a, b], [br, bl]) ||
    segmentsIntersectFloat([a, b], [bl, tl])
  );
}
