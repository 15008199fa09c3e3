import type { Coordinate } from '../core/coordinate.js';
import { checkCoordinate } from '../core/coordinate.js';
import { between } from '../predicates/inRange.js';

/**
 * The Ruby post's `bound?`: x in the closed interval between a and b, either
 * order. The same answer as `inRange` from the main entry.
 *
 * @example
 * ```ts
 * bound(2, 3, 1); // true
 * bound(0, 1, 2); // false
 * ```
 */
export function bound(x: Coordinate, a: Coordinate, b: Coordinate): boolean {
  checkCoordinate('bound', 'x', x);
  checkCoordinate('bound', 'a', a);
  checkCoordinate('bound', 'b', b);
  return between(x, a, b);
}
