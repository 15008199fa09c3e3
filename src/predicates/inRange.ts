import type { Coordinate, PointLike } from '../core/coordinate.js';
import { checkCoordinate, compareCoord, copyPoint } from '../core/coordinate.js';

/**
 * Exact closed-interval test, no validation: a ≤ x ≤ b or b ≤ x ≤ a.
 *
 * @example
 * ```ts
 * between(2, 3, 1);  // true
 * between(0, 1n, 2); // false
 * ```
 */
export function between(x: Coordinate, a: Coordinate, b: Coordinate): boolean {
  const lo = compareCoord(x, a);
  const hi = compareCoord(x, b);
  // x differs in direction from a and from b (one of them may be 0: x is an
  // end), or x equals both.
  return lo !== hi || lo === 0;
}

/**
 * True iff x lies in the closed interval between a and b, in either order.
 *
 * @example
 * ```ts
 * inRange(2, 3, 1);        // true
 * inRange(0.1, 0.1, 10n);  // true
 * ```
 */
export function inRange(x: Coordinate, a: Coordinate, b: Coordinate): boolean {
  checkCoordinate('inRange', 'x', x);
  checkCoordinate('inRange', 'a', a);
  checkCoordinate('inRange', 'b', b);
  return between(x, a, b);
}

/**
 * True iff p lies in the closed axis-aligned box with opposite corners a and
 * b, in any order (2D or 3D; all three points of one dimension).
 *
 * @example
 * ```ts
 * inBox([1, 1], [0, 2], [2, 0]); // true
 * ```
 */
export function inBox(p: PointLike, a: PointLike, b: PointLike): boolean {
  const fn = 'inBox';
  const x = copyPoint(fn, 'p', p, 0);
  const dim = x.length;
  const lo = copyPoint(fn, 'a', a, dim, ' like the other points');
  const hi = copyPoint(fn, 'b', b, dim, ' like the other points');
  for (let i = 0; i < dim; i++) {
    if (!between(x[i] as Coordinate, lo[i] as Coordinate, hi[i] as Coordinate)) return false;
  }
  return true;
}
