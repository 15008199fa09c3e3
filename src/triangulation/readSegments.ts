import { arrayLikeLength, copySegment } from '../core/coordinate.js';
import { describeValue, ExactTypeError } from '../core/errors.js';
import { arrayAsRead } from '../core/readInputs.js';
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
  const n = arrayLikeLength(segments);
  if (n < 0) {
    throw new ExactTypeError(`${fn}: segments is ${describeValue(segments)}, expected an array of segments [p, q]`);
  }
  const first = mesh.n;
  mesh.reserveVertices(first + 2 * n);
  for (let i = 0; i < n; i++) {
    const s: unknown = (segments as ArrayLike<unknown>)[i];
    // The values read, handed to the checked path (never the caller's arrays again, each length read
    // once); an array-like that is not an array goes to it unread.
    const sn = Array.isArray(s) ? s.length : -1;
    let read: unknown = sn < 0 || sn === 2 ? s : arrayAsRead(s, sn, [], 3);
    if (sn === 2) {
      const p: unknown = (s as unknown[])[0];
      const q: unknown = (s as unknown[])[1];
      const pn = Array.isArray(p) ? p.length : -1;
      const qn = Array.isArray(q) ? q.length : -1;
      if (pn !== 2 || qn !== 2) read = [pn < 0 ? p : arrayAsRead(p, pn, [], 3), qn < 0 ? q : arrayAsRead(q, qn, [], 3)];
      else {
        const px: unknown = (p as unknown[])[0];
        const py: unknown = (p as unknown[])[1];
        const qx: unknown = (q as unknown[])[0];
        const qy: unknown = (q as unknown[])[1];
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
