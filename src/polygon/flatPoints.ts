import type { Coordinate } from '../core/coordinate.js';
import { compareCoord, orient2dSign } from '../core/signs.js';

/*
 * Signs of points stored flat (point i at v[2i], v[2i + 1]), as the polygon
 * functions keep what they read: a number array, or coordinates of any kind.
 */

/**
 * Lexicographic (x, then y) order of points i and j: -1, 0 or 1.
 *
 * @example
 * ```ts
 * comparePointsAt([0, 5, 1, 0], 0, 1); // -1 (x decides first)
 * ```
 */
export function comparePointsAt(v: ArrayLike<Coordinate>, i: number, j: number): number {
  return (
    compareCoord(v[2 * i] as Coordinate, v[2 * j] as Coordinate) ||
    compareCoord(v[2 * i + 1] as Coordinate, v[2 * j + 1] as Coordinate)
  );
}

/**
 * orient2d of points i, j, k: 1 counterclockwise, -1 clockwise, 0 collinear.
 *
 * @example
 * ```ts
 * orientAt([0, 0, 1, 0, 0, 1], 0, 1, 2); // 1
 * ```
 */
export function orientAt(v: ArrayLike<Coordinate>, i: number, j: number, k: number): number {
  return orient2dSign(
    v[2 * i] as Coordinate,
    v[2 * i + 1] as Coordinate,
    v[2 * j] as Coordinate,
    v[2 * j + 1] as Coordinate,
    v[2 * k] as Coordinate,
    v[2 * k + 1] as Coordinate,
  );
}
