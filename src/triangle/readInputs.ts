import type { Coordinate } from '../core/coordinate.js';
import type { LinePiece } from './triangle.js';
import { pointOf, readRay, readSegment3, readTriangle, verticesOf } from './triangle.js';
import type { TrianglePlane } from './trianglePlane.js';
import { trianglePlane } from './trianglePlane.js';

/** A validated line piece and triangle, as the public functions start from. */
export type LineAndTriangle = { readonly line: LinePiece; readonly plane: TrianglePlane };

/**
 * Reads a segment `s` and a `triangle` once, in that order, every
 * `bad_input` check before the `degenerate` one.
 *
 * ```ts
 * readSegmentTriangle('f', [[0, 0, 1], [0, 0, -1]], [[0, 0, 0], [1, 0, 0], [0, 1, 0]]).plane.axis; // 2
 * ```
 */
export function readSegmentTriangle(fn: string, s: unknown, triangle: unknown): LineAndTriangle {
  const v: Coordinate[] = [];
  readSegment3(fn, 's', s, v);
  return withTriangle(fn, v, triangle, false);
}

/**
 * Reads a ray (`origin`, non-zero `dir`) and a `triangle` once, in that
 * order, every `bad_input` check before the `degenerate` one.
 *
 * ```ts
 * readRayTriangle('f', [0, 0, 1], [0, 0, -1], [[0, 0, 0], [1, 0, 0], [0, 1, 0]]).line.ray; // true
 * ```
 */
export function readRayTriangle(fn: string, origin: unknown, dir: unknown, triangle: unknown): LineAndTriangle {
  const v: Coordinate[] = [];
  readRay(fn, origin, dir, v);
  return withTriangle(fn, v, triangle, true);
}

function withTriangle(fn: string, v: Coordinate[], triangle: unknown, ray: boolean): LineAndTriangle {
  readTriangle(fn, 'triangle', triangle, v);
  const plane = trianglePlane(fn, 'triangle', ...verticesOf(v, 6));
  return { line: { p: pointOf(v, 0), q: pointOf(v, 3), ray }, plane };
}
