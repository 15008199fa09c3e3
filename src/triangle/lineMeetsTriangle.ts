import type { PlaneClip } from './coplanarClip.js';
import { clipToTriangle } from './coplanarClip.js';
import { edgeSides, planeSides } from './lineCrossing.js';
import { locationOfSigns } from './location.js';
import type { LinePiece, TriangleLocation } from './triangle.js';
import type { TrianglePlane } from './trianglePlane.js';

/**
 * How a segment or ray meets a closed triangle: it crosses the plane at one
 * point, which lies on the triangle at `where`; or it lies in the plane and
 * `clip` is the part inside the triangle.
 */
export type Meeting =
  | { readonly kind: 'cross'; readonly where: TriangleLocation }
  | { readonly kind: 'plane'; readonly clip: PlaneClip };

/**
 * Decides, with signs only, whether the line piece meets the triangle and
 * how; null when it does not. The exact parameters are computed afterwards,
 * only by the constructions that need them.
 *
 * ```ts
 * const plane = trianglePlane('f', 't', [0, 0, 0], [1, 0, 0], [0, 1, 0]);
 * lineMeetsTriangle(plane, { p: [0, 0, 1], q: [0, 0, -1], ray: false }); // { kind: 'cross', where: 'vertex' }
 * ```
 */
export function lineMeetsTriangle(plane: TrianglePlane, line: LinePiece): Meeting | null {
  const [start, end] = planeSides(plane.vertices, line);
  if (start === 0 && end === 0) {
    const clip = clipToTriangle(plane, line);
    return clip === null ? null : { kind: 'plane', clip };
  }
  if (start * end > 0) return null;
  const where = locationOfSigns(...edgeSides(plane.vertices, line));
  return where === null ? null : { kind: 'cross', where };
}
