import type { FloatPoint } from './types.js';

/**
 * `ComputeAABB` of a C++ primer on axis-aligned boxes: the smallest closed box `{ min, max }` holding
 * all the points (2D or 3D; the dimension of the first point). Its extremes
 * are input coordinates, so it is exact on doubles — but as in the C++ a
 * NaN coordinate after the first point is skipped silently (`NaN < min` is
 * false), where `boundingBox` throws.
 *
 * Fixed from the original: it reads `vertices[0]` of an empty list (undefined
 * behaviour in C++, a TypeError in JavaScript): here a RangeError.
 *
 * @example
 * ```ts
 * boundingBoxFloat([[0, 3], [2, -1], [1, 1]]); // { min: [0, -1], max: [2, 3] }
 * boundingBoxFloat([[0, 0], [NaN, 5]]);        // { min: [0, 0], max: [0, 5] }, exact twin throws
 * ```
 */
export function boundingBoxFloat(points: ArrayLike<FloatPoint>): {
  /** The smallest coordinate on each axis. */
  min: number[];
  /** The largest coordinate on each axis. */
  max: number[];
} {
  const first = points[0];
  if (first === undefined) throw new RangeError('boundingBoxFloat: points is empty');
  const min = Array.from(first);
  const max = Array.from(first);
  for (let k = 0; k < points.length; k++) {
    const v = points[k] as FloatPoint;
    for (let i = 0; i < min.length; i++) {
      const x = v[i] as number;
      if (x < (min[i] as number)) min[i] = x;
      if (x > (max[i] as number)) max[i] = x;
    }
  }
  return { min, max };
}
