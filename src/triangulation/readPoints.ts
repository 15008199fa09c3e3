import { copyPoint, isArrayLike } from '../core/coordinate.js';
import { describeValue, ExactTypeError } from '../core/errors.js';
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
  if (!isArrayLike(points)) {
    throw new ExactTypeError(`${fn}: ${arg} is ${describeValue(points)}, expected an array of points [x, y]`);
  }
  const n = points.length;
  mesh.reserveVertices(mesh.n + n);
  for (let i = 0; i < n; i++) {
    const p: unknown = points[i];
    if (Array.isArray(p) && p.length === 2) {
      const x: unknown = p[0];
      const y: unknown = p[1];
      if (typeof x === 'number' && typeof y === 'number' && x - x === 0 && y - y === 0) {
        mesh.addDouble(x, y);
        continue;
      }
      const [cx, cy] = copyPoint(fn, `${arg}[${i}]`, [x, y], 2);
      mesh.addVertex(cx, cy);
      continue;
    }
    const [cx, cy] = copyPoint(fn, `${arg}[${i}]`, p, 2);
    mesh.addVertex(cx, cy);
  }
  return n;
}
