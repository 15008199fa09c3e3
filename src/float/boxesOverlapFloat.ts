import type { FloatBox } from './types.js';

/**
 * `AABBOverlap` of a C++ primer on axis-aligned boxes: true iff the closed boxes a and b share a point
 * (touching faces, edges or corners count), 2D or 3D. Exact on doubles; wrong
 * only when its inputs are not the intended numbers (bigints past 2^53
 * through `Number`, decimals computed in doubles). NaN gives false.
 * `boxesOverlap` is the exact twin.
 *
 * @example
 * ```ts
 * boxesOverlapFloat({ min: [0, 0], max: [1, 1] }, { min: [1, 1], max: [2, 2] }); // true (corner)
 * boxesOverlapFloat({ min: [0, 0], max: [1, 1] }, { min: [2, 0], max: [3, 1] }); // false
 * ```
 */
export function boxesOverlapFloat(a: FloatBox, b: FloatBox): boolean {
  for (let i = 0; i < a.min.length; i++) {
    if (!((a.min[i] as number) <= (b.max[i] as number) && (a.max[i] as number) >= (b.min[i] as number))) return false;
  }
  return true;
}
