import type { Coordinate, Point2, Point3 } from '../core/coordinate.js';
import { ExactRangeError } from '../core/errors.js';
import { orient2dOf } from './pointSigns.js';

/**
 * A triangle that spans a plane, and a projection of that plane onto a
 * coordinate plane that keeps it a triangle. With n = (b − a) × (c − a), the
 * projection dropping axis k maps the triangle's plane one-to-one onto the
 * plane of the other two axes whenever n_k ≠ 0, and multiplies every
 * orientation in the plane by sign(n_k): each component of n is the 2D
 * orientation of the projected vertices (n_z = orient2d of (x, y), n_x of
 * (y, z), n_y of (z, x)). So questions about points in the plane (which side
 * of an edge, where a coplanar segment enters) are 2D questions, decided by
 * orient2d on the projected coordinates.
 */
export type TrianglePlane = {
  /** The vertices a, b, c as read. */
  readonly vertices: readonly [Point3, Point3, Point3];
  /** The axis dropped by the projection (0 x, 1 y, 2 z): one where the normal is not 0. */
  readonly axis: 0 | 1 | 2;
  /** The vertices projected (see `project`). */
  readonly projected: readonly [Point2, Point2, Point2];
  /** The orientation of the projected vertices, the sign of n_axis: 1 counterclockwise, -1 clockwise. */
  readonly sigma: 1 | -1;
};

/**
 * The point without coordinate `axis`: the next two coordinates in cyclic
 * order ((x, y) for axis z, (y, z) for x, (z, x) for y), so that the
 * projected orientation of a triangle is the normal's component on `axis`.
 *
 * ```ts
 * project([1, 2, 3], 0); // [2, 3]
 * ```
 */
export function project(p: readonly Coordinate[], axis: 0 | 1 | 2): Point2 {
  return [p[(axis + 1) % 3] as Coordinate, p[(axis + 2) % 3] as Coordinate];
}

/**
 * The plane of the validated triangle a, b, c, or an ExactRangeError with
 * code `degenerate` naming `fn` and `arg` when its vertices are collinear
 * (every component of the normal is 0). Tries z, then x, then y.
 *
 * ```ts
 * trianglePlane('f', 't', [0, 0, 0], [0, 1, 0], [0, 0, 1]).axis; // 0 (the triangle lies in x = 0)
 * ```
 */
export function trianglePlane(fn: string, arg: string, a: Point3, b: Point3, c: Point3): TrianglePlane {
  for (const axis of [2, 0, 1] as const) {
    const projected = [project(a, axis), project(b, axis), project(c, axis)] as const;
    const sigma = orient2dOf(projected[0], projected[1], projected[2]);
    if (sigma !== 0) return { vertices: [a, b, c], axis, projected, sigma };
  }
  throw new ExactRangeError(`${fn}: ${arg} is degenerate (its three vertices are collinear)`, 'degenerate');
}
