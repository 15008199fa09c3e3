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
  const ax = a[0] as number;
  const ay = a[1] as number;
  const bx = b[0] as number;
  const by = b[1] as number;
  const cx = c[0] as number;
  const cy = c[1] as number;
  const det = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return det > 0 ? 1 : det < 0 ? -1 : 0;
}
