import { arrayLikeLength, copyPoint } from '../core/coordinate.js';
import { describeValue, ExactTypeError } from '../core/errors.js';
import { arrayAsRead } from '../core/readInputs.js';
import type { Mesh } from './mesh.js';

/**
 * Reads `points` (an array-like of 2D points, each any array-like `[x, y]`)
 * into the mesh as vertices 0, 1, …, every coordinate read once and
 * validated: errors name the function and the place
 * (`delaunay: points[3][1] is NaN`). Returns how many were read.
 *
 * ```ts
 * readPoints('f', [[0, 0], [1, 2]], mesh); // 2; mesh.xy starts 0, 0, 1, 2
 * ```
 */
export function readPoints(fn: string, arg: string, points: unknown, mesh: Mesh): number {
  const n = arrayLikeLength(points);
  if (n < 0) {
    throw new ExactTypeError(`${fn}: ${arg} is ${describeValue(points)}, expected an array of points [x, y]`);
  }
  // One slot more, for a query point (`locate`).
  mesh.reserveVertices(mesh.n + n + 1);
  for (let i = 0; i < n; i++) {
    const p: unknown = (points as ArrayLike<unknown>)[i];
    const len = Array.isArray(p) ? p.length : -1;
    if (len === 2) {
      const x: unknown = (p as unknown[])[0];
      const y: unknown = (p as unknown[])[1];
      if (typeof x === 'number' && typeof y === 'number' && x - x === 0 && y - y === 0) {
        mesh.addDouble(x, y);
        continue;
      }
      const [cx, cy] = copyPoint(fn, arg, [x, y], 2, '', i);
      mesh.addVertex(cx, cy);
      continue;
    }
    // Any other point goes on as read (its length read once).
    const [cx, cy] = copyPoint(fn, arg, len < 0 ? p : arrayAsRead(p, len, [], 3), 2, '', i);
    mesh.addVertex(cx, cy);
  }
  return n;
}
