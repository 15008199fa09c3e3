import type { PointLike } from '../core/coordinate.js';
import { copyPoint } from '../core/coordinate.js';
import { segmentMeetsPolygonChecked } from '../predicates/convexPolygon.js';

/**
 * The Ruby post's `seg_rect_collide?`: the closed segment a–b meets the
 * closed rectangle (or any convex quad) tl, tr, br, bl, given in order
 * around it. The same answer as
 * `segmentIntersectsConvexPolygon([a, b], [tl, tr, br, bl])` from the main entry.
 *
 * @example
 * ```ts
 * segRectCollide([0, 0], [1, 1], [1, 1], [1, 2], [2, 2], [2, 1]); // true (touches a corner)
 * segRectCollide([0, 0], [1, 0], [1, 1], [1, 2], [2, 2], [2, 1]); // false
 * ```
 */
export function segRectCollide(a: PointLike, b: PointLike, tl: PointLike, tr: PointLike, br: PointLike, bl: PointLike): boolean {
  const fn = 'segRectCollide';
  const s = [copyPoint(fn, 'a', a, 2), copyPoint(fn, 'b', b, 2)] as const;
  return segmentMeetsPolygonChecked(fn, s, [tl, tr, br, bl], ['tl', 'tr', 'br', 'bl']);
}
