import type { FloatPoint2 } from './types.js';

/**
 * The naive orientation in doubles: the sign of the rounded
 * (b − a) × (c − a). `1` counterclockwise, `-1` clockwise, `0` collinear —
 * as far as the rounding lets it see: near-collinear points get any of the
 * three answers, and NaN gives `0`. `orient2d` is the exact twin.
 *
 * @example
 * ```ts
 * orient2dFloat([0, 0], [1, 0], [0, 1]); // 1
 * orient2dFloat([0.5, 0.5], [12, 12], [24 + 2 ** -48, 24 + 2 ** -47]); // 0, exact answer is 1
 * ```
 */
export function orient2dFloat(a: FloatPoint2, b: FloatPoint2, c: FloatPoint2): -1 | 0 | 1 {
  const det = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  return det > 0 ? 1 : det < 0 ? -1 : 0;
}
