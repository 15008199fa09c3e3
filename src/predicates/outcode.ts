import type { BoxLike } from '../core/box.js';
import type { Coordinate, PointLike } from '../core/coordinate.js';
import { CODE_BITS, regionOf } from './axisRegion.js';
import { boxRegion } from './boxRegion.js';

/**
 * The Cohen–Sutherland region code of p against the closed box, in the
 * usual bit layout: two bits per axis, `0b01` when p is below min on that
 * axis, `0b10` above max, `0b00` within (boundary included); the x axis in
 * the highest bits. 2D: x << 2 | y (0..10); 3D: x << 4 | y << 2 | z. 0 means
 * p is in the closed box. (Some write-ups draw other bits in their tables;
 * this is the layout of their code, and the one PROTOCOL.md fixes.)
 *
 * @example
 * ```ts
 * outcode([-1, 5], { min: [0, 0], max: [4, 4] });       // 0b0110 = 6 (left, above)
 * outcode([2, 2, 9], { min: [0, 0, 0], max: [4, 4, 4] }); // 0b000010 = 2
 * ```
 */
export function outcode(p: PointLike, box: BoxLike): number {
  return boxRegion('outcode', p, box) & CODE_BITS;
}

/**
 * The `outcode` region code for validated input: p against the box
 * [min, max] on the first `dim` axes.
 *
 * @example
 * ```ts
 * regionCode(2, [-1, 5], [0, 0], [4, 4]); // 6 = 0b0110
 * ```
 */
export function regionCode(
  dim: number,
  p: ArrayLike<Coordinate>,
  min: ArrayLike<Coordinate>,
  max: ArrayLike<Coordinate>,
): number {
  return regionOf(dim, p, min, max) & CODE_BITS;
}
