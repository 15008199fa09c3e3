import type { FloatBox, FloatPoint } from './types.js';

/**
 * `PointInsideAABB` of a C++ primer on axis-aligned boxes: true iff p lies in the closed box
 * (boundary included), 2D or 3D. Exact on doubles — the comparisons do not
 * round; it is wrong only when its inputs are not the intended numbers: a
 * bigint past 2^53 passed through `Number`, a decimal computed in doubles
 * (0.1 + 0.2 > 0.3), a point computed by a float clip. NaN gives false.
 * `pointInBox` is the exact twin (it also tells boundary from inside).
 *
 * @example
 * ```ts
 * pointInBoxFloat([1, 0.5], { min: [0, 0], max: [1, 1] });         // true (boundary)
 * pointInBoxFloat([0.1 + 0.2, 0], { min: [0, 0], max: [0.3, 1] }); // false: 0.1 + 0.2 rounds above 0.3
 * ```
 */
export function pointInBoxFloat(p: FloatPoint, box: FloatBox): boolean {
  for (let i = 0; i < p.length; i++) {
    const x = p[i] as number;
    if (!(x >= (box.min[i] as number) && x <= (box.max[i] as number))) return false;
  }
  return true;
}
