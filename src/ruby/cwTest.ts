import type { Point2, PointLike } from '../core/coordinate.js';
import { orientation } from '../predicates/orient2d.js';

/**
 * The Ruby post's `cw_test`, exact: `1` counterclockwise, `2` clockwise,
 * `0` collinear. The three states make `(t1 | t2) === 3` mean "one of each".
 * The same test as `orient2d` from the main entry, which answers 1, -1, 0.
 *
 * @example
 * ```ts
 * cwTest([0, 0], [1, 1], [0, 2]); // 1
 * cwTest([0, 0], [0, 2], [1, 1]); // 2
 * ```
 */
export function cwTest(a: PointLike, b: PointLike, c: PointLike): 0 | 1 | 2 {
  const s = orientation('cwTest', a as Point2, b as Point2, c as Point2);
  return s === 1 ? 1 : s === -1 ? 2 : 0;
}
