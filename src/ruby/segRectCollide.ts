import type { Coordinate, Point2 } from '../core/coordinate.js';
import { checkCoordinate, checkPoint } from '../core/coordinate.js';
import { pointInPolygonChecked, segmentMeetsPolygonChecked } from './convexPolygon.js';
import { between } from './inRange.js';
import { segmentsMeet } from './segmentsIntersect.js';

/*
 * The Ruby post's functions under its names, for code ported from it: each
 * pair of scalar arguments there is one [x, y] point here. They are exact on
 * every input, including the degenerate ones the post's tests exercise.
 */

/**
 * The post's `bound?`: x in the closed interval between a and b, either order.
 *
 * @example
 * ```ts
 * bound(2, 3, 1); // true
 * ```
 */
export function bound(x: Coordinate, a: Coordinate, b: Coordinate): boolean {
  checkCoordinate('bound', 'x', x);
  checkCoordinate('bound', 'a', a);
  checkCoordinate('bound', 'b', b);
  return between(x, a, b);
}

/**
 * The post's `bound_inside?`: p in the closed axis-aligned rectangle with
 * opposite corners a and b.
 *
 * @example
 * ```ts
 * boundInside([1, 1], [0, 0], [2, 2]); // true
 * ```
 */
export function boundInside(p: Point2, a: Point2, b: Point2): boolean {
  checkPoint('boundInside', 'p', p, 2);
  checkPoint('boundInside', 'a', a, 2);
  checkPoint('boundInside', 'b', b, 2);
  return between(p[0], a[0], b[0]) && between(p[1], a[1], b[1]);
}

/**
 * The post's `seg_intersect?`: closed segments p1–p2 and q1–q2 share a point.
 *
 * @example
 * ```ts
 * segIntersect([0, 0], [1, 1], [0, 1], [1, 0]); // true
 * ```
 */
export function segIntersect(p1: Point2, p2: Point2, q1: Point2, q2: Point2): boolean {
  try {
    // Stryker disable next-line StringLiteral: equivalent (segmentsMeet throws only for points checkPoint rejects below, under their own names)
    return segmentsMeet('segIntersect', [p1, p2], [q1, q2]);
  } catch (error) {
    // segmentsMeet names the points s[0], s[1], t[0], t[1]; the caller passed
    // p1, p2, q1, q2, so name those (checked only once something is wrong).
    checkPoint('segIntersect', 'p1', p1, 2);
    checkPoint('segIntersect', 'p2', p2, 2);
    checkPoint('segIntersect', 'q1', q1, 2);
    checkPoint('segIntersect', 'q2', q2, 2);
    throw error;
  }
}

/**
 * The post's `point_lies_in?`: p lies in the closed quadrilateral a, b, c, d,
 * whose vertices must be given in order around it (either direction). Unlike
 * the post, a quad whose vertices all coincide contains only that point, and
 * one whose vertices are collinear is the segment they span. Vertices out of
 * order (a self-crossing quad) are an error with code `not_convex`.
 *
 * @example
 * ```ts
 * pointLiesIn([1, 1], [0, 0], [0, 2], [2, 2], [2, 0]); // true
 * ```
 */
export function pointLiesIn(p: Point2, a: Point2, b: Point2, c: Point2, d: Point2): boolean {
  return pointInPolygonChecked('pointLiesIn', p, [a, b, c, d], ['a', 'b', 'c', 'd']) !== 'outside';
}

/**
 * The post's `seg_rect_collide?`: the closed segment a–b meets the closed
 * rectangle (or any convex quad) tl, tr, br, bl, given in order around it.
 *
 * @example
 * ```ts
 * segRectCollide([0, 0], [1, 1], [1, 1], [1, 2], [2, 2], [2, 1]); // true (touches a corner)
 * ```
 */
export function segRectCollide(a: Point2, b: Point2, tl: Point2, tr: Point2, br: Point2, bl: Point2): boolean {
  checkPoint('segRectCollide', 'a', a, 2);
  checkPoint('segRectCollide', 'b', b, 2);
  return segmentMeetsPolygonChecked('segRectCollide', [a, b], [tl, tr, br, bl], ['tl', 'tr', 'br', 'bl']);
}
