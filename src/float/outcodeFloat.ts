import type { FloatBox, FloatPoint } from './types.js';

/**
 * `compute_outcode` of a Python tutorial on segment–box intersection: the
 * Cohen–Sutherland region code of p
 * against the closed box. Two bits per axis, x in the highest pair:
 * `0b01` below min, `0b10` above max, `0b00` within (boundary included).
 * So in 2D `0b0110` is left of and above the box, and 0 is inside. The
 * comparisons are exact on doubles; wrong answers come only from inputs
 * that are not the intended numbers (a bigint past 2^53 passed through
 * `Number`, a decimal computed in doubles). `outcode` is the exact twin.
 *
 * @example
 * ```ts
 * outcodeFloat([-1, 5], { min: [0, 0], max: [1, 1] }); // 0b0110
 * outcodeFloat([1, 0], { min: [0, 0], max: [1, 1] });  // 0 (on the boundary)
 * outcodeFloat([Number(2n ** 53n + 1n), 0], { min: [0, 0], max: [2 ** 53, 1] }); // 0, exact outcode of 2n ** 53n + 1n is 0b1000
 * ```
 */
export function outcodeFloat(p: FloatPoint, box: FloatBox): number {
  let code = 0;
  for (let axis = 0; axis < p.length; axis++) {
    code = code << 2;
    const x = p[axis] as number;
    if (x < (box.min[axis] as number)) code |= 0b01;
    else if (x > (box.max[axis] as number)) code |= 0b10;
  }
  return code;
}
