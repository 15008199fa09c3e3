import { copySegment, isArrayLike } from '../core/coordinate.js';
import { describeValue, ExactTypeError } from '../core/errors.js';
import type { Mesh } from './mesh.js';

/**
 * Reads `segments` (an array-like of 2D segments `[p, q]`) into the mesh,
 * each endpoint as a new vertex (p then q), every coordinate read once and
 * validated: errors name the function and the place
 * (`constrainedDelaunay: segments[2][1][0] is NaN`). Returns the index of
 * the first endpoint's vertex; segment i runs from vertex first + 2i to
 * first + 2i + 1.
 *
 * ```ts
 * readSegments('f', [[[0, 0], [1, 2]]], mesh); // mesh.n grows by 2
 * ```
 */
export function readSegments(fn: string, segments: unknown, mesh: Mesh): number {
  if (!isArrayLike(segments)) {
    throw new ExactTypeError(`${fn}: segments is ${describeValue(segments)}, expected an array of segments [p, q]`);
  }
  const first = mesh.n;
  const n = segments.length;
  mesh.reserveVertices(first + 2 * n);
  for (let i = 0; i < n; i++) {
    const s: unknown = segments[i];
    // The values read, handed to the checked path (never the caller's arrays again).
    let read: unknown = s;
    if (Array.isArray(s) && s.length === 2) {
      const p: unknown = s[0];
      const q: unknown = s[1];
      read = [p, q];
      if (Array.isArray(p) && Array.isArray(q) && p.length === 2 && q.length === 2) {
        const px: unknown = p[0];
        const py: unknown = p[1];
        const qx: unknown = q[0];
        const qy: unknown = q[1];
        if (typeof px === 'number' && typeof py === 'number' && typeof qx === 'number' && typeof qy === 'number') {
          if (px - px === 0 && py - py === 0 && qx - qx === 0 && qy - qy === 0) {
            mesh.addDouble(px, py);
            mesh.addDouble(qx, qy);
            continue;
          }
        }
        read = [
          [px, py],
          [qx, qy],
        ];
      }
    }
    const [a, b] = copySegment(fn, `segments[${i}]`, read, 2);
    mesh.addVertex(a[0], a[1]);
    mesh.addVertex(b[0], b[1]);
  }
  return first;
}
