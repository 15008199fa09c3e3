import type { FloatPoint2 } from './types.js';

/**
 * The shoelace formula in doubles: half the sum over every ring's edges of
 * xᵢ·yᵢ₊₁ − xᵢ₊₁·yᵢ, positive for counterclockwise rings. Each product is
 * rounded, and far from the origin the products dwarf the area, so a small
 * polygon at large coordinates comes out 0 or with the wrong sign.
 * `polygonArea` is the exact twin (a Rational).
 *
 * @example
 * ```ts
 * polygonAreaFloat([[[0, 0], [4, 0], [4, 4], [0, 4]]]); // 16
 * polygonAreaFloat([[[2 ** 52, 2 ** 52], [2 ** 52 + 2, 2 ** 52], [2 ** 52, 2 ** 52 + 1]]]); // 0, the area is 1
 * ```
 */
export function polygonAreaFloat(rings: ArrayLike<ArrayLike<FloatPoint2>>): number {
  let sum = 0;
  for (let r = 0; r < rings.length; r++) {
    const vs = rings[r] as ArrayLike<FloatPoint2>;
    for (let i = 0, j = vs.length - 1; i < vs.length; j = i++) {
      const a = vs[j] as FloatPoint2;
      const b = vs[i] as FloatPoint2;
      sum += (a[0] as number) * (b[1] as number) - (b[0] as number) * (a[1] as number);
    }
  }
  return sum / 2;
}
