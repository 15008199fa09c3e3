import type { PointLike } from '../core/coordinate.js';
import type { Sign } from '../core/sign.js';
import { orient2dPoints } from '../core/signs.js';

/**
 * Exact orientation of three 2D points, with errors naming `fn` (for
 * predicates built on it).
 *
 * @example
 * ```ts
 * orientation('f', [0, 0], [1, 0], [0, 1]); // 1
 * ```
 */
export function orientation(fn: string, a: PointLike, b: PointLike, c: PointLike): Sign {
  return orient2dPoints(fn, a, b, c);
}

/**
 * Orientation of three 2D points: the sign of (b − a) × (c − a).
 * `1`: a, b, c turn counterclockwise (c left of the line a→b);
 * `-1`: clockwise; `0`: collinear (including coinciding points).
 *
 * @example
 * ```ts
 * orient2d([0, 0], [1, 0], [0, 1]);       // 1
 * orient2d([0, 0], [2n ** 300n, 1], [0.5, 2 ** -1074]); // -1, exact for any input
 * ```
 */
export function orient2d(a: PointLike, b: PointLike, c: PointLike): Sign {
  return orient2dPoints('orient2d', a, b, c);
}
