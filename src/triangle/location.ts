import type { Point3 } from '../core/coordinate.js';
import type { Sign } from '../core/sign.js';
import { orient2dOf } from './pointSigns.js';
import type { TriangleLocation } from './triangle.js';
import type { TrianglePlane } from './trianglePlane.js';
import { project } from './trianglePlane.js';

/**
 * Where a point lies on a triangle, from its three edge signs (one per
 * edge, all taken the same way round): two strictly opposite signs put it
 * outside (null); otherwise each 0 puts it on that edge's line, so two
 * zeros make a vertex, one an edge and none the interior. Never called with
 * three zeros (no point lies on the three lines of a triangle).
 *
 * ```ts
 * locationOfSigns(1, 0, 1);  // 'edge'
 * locationOfSigns(1, -1, 0); // null
 * ```
 */
export function locationOfSigns(u: Sign, v: Sign, w: Sign): TriangleLocation | null {
  if ((u > 0 || v > 0 || w > 0) && (u < 0 || v < 0 || w < 0)) return null;
  const zeros = +(u === 0) + +(v === 0) + +(w === 0);
  return zeros === 0 ? 'interior' : zeros === 1 ? 'edge' : 'vertex';
}

/**
 * Where a validated point of the triangle's plane lies on the triangle, or
 * null when it is outside: the projected point against each projected edge.
 *
 * ```ts
 * const plane = trianglePlane('f', 't', [0, 0, 0], [2, 0, 0], [0, 2, 0]);
 * locateInPlane(plane, [1, 1, 0]); // 'edge'
 * ```
 */
export function locateInPlane(plane: TrianglePlane, x: Point3): TriangleLocation | null {
  const [a, b, c] = plane.projected;
  const p = project(x, plane.axis);
  return locationOfSigns(orient2dOf(b, c, p), orient2dOf(c, a, p), orient2dOf(a, b, p));
}
