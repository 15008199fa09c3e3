import { cwTestFloat } from './cwTestFloat.js';
import type { FloatPoint2 } from './types.js';

/**
 * `point_lies_in?` of the Ruby post on segment–rectangle collision, in doubles: true iff p lies in
 * the closed quadrilateral a, b, c, d (vertices in order around it), i.e.
 * the four `cwTestFloat` results never contain both 1 and 2. As in the
 * post, a quad whose vertices all coincide contains every point (all four
 * tests are 0). Points within rounding of an edge get wrong answers.
 * `pointLiesIn` is the exact twin.
 *
 * @example
 * ```ts
 * pointLiesInFloat([1, 1], [0, 0], [0, 2], [2, 2], [2, 0]); // true
 * ```
 */
export function pointLiesInFloat(p: FloatPoint2, a: FloatPoint2, b: FloatPoint2, c: FloatPoint2, d: FloatPoint2): boolean {
  return (cwTestFloat(p, a, b) | cwTestFloat(p, b, c) | cwTestFloat(p, c, d) | cwTestFloat(p, d, a)) !== 3;
}
