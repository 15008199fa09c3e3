/**
 * exact-predicates/ruby — the functions of a well-known Ruby post on
 * segment–rectangle collision, under that post's names, for code ported from
 * it: `cw_test`, `bound?`, `bound_inside?`, `seg_intersect?`,
 * `point_lies_in?` and `seg_rect_collide?`. Each pair of scalar arguments
 * there is one `[x, y]` point here. They answer exactly on every input,
 * including the degenerate ones the post's own tests exercise; each is a
 * thin layer over a function of the main entry, named in its comment.
 *
 * ```ts
 * import { cwTest, segIntersect } from 'exact-predicates/ruby';
 * cwTest([0, 0], [1, 1], [0, 2]);                // 1 (counterclockwise)
 * segIntersect([0, 0], [1, 1], [0, 1], [1, 0]); // true
 * ```
 *
 * @packageDocumentation
 */
export { cwTest } from './cwTest.js';
export { bound } from './bound.js';
export { boundInside } from './boundInside.js';
export { segIntersect } from './segIntersect.js';
export { pointLiesIn } from './pointLiesIn.js';
export { segRectCollide } from './segRectCollide.js';
// The types these functions take, so that a consumer's declarations can name them from this entry.
export type { Coordinate, PointLike } from '../core/coordinate.js';
