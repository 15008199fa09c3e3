import type { FloatPoint2 } from './types.js';

/**
 * `cw_test` of the Ruby post on segment–rectangle collision, in doubles: `1` counterclockwise,
 * `2` clockwise, `0` collinear, by comparing the two rounded products
 * (b.y − a.y)(c.x − a.x) and (c.y − a.y)(b.x − a.x). The post runs it on
 * Ruby integers, where it is exact; in doubles both products round, so
 * near-collinear points get wrong answers. NaN gives `2` (the post's `else`).
 * `cwTest` is the exact twin.
 *
 * @example
 * ```ts
 * cwTestFloat([0, 0], [1, 1], [0, 2]); // 1
 * cwTestFloat([0, 0], [134217729, 134217728], [134217728, 134217727]); // 0, exact answer is 2
 * ```
 */
export function cwTestFloat(a: FloatPoint2, b: FloatPoint2, c: FloatPoint2): 0 | 1 | 2 {
  const ax = a[0] as number;
  const ay = a[1] as number;
  const bx = b[0] as number;
  const by = b[1] as number;
  const cx = c[0] as number;
  const cy = c[1] as number;
  const lhs = (by - ay) * (cx - ax);
  const rhs = (cy - ay) * (bx - ax);
  if (lhs === rhs) return 0;
  if (lhs < rhs) return 1;
  return 2;
}
