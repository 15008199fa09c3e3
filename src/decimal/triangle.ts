import {
  rayIntersectsTriangle as rayIntersectsTriangleExact,
  rayTriangle as rayTriangleExact,
  segmentIntersectsTriangle as segmentIntersectsTriangleExact,
  segmentTriangle as segmentTriangleExact,
  triangleBarycentric as triangleBarycentricExact,
  trianglesIntersect as trianglesIntersectExact,
} from '../index.js';
import { withBig } from './withBig.js';

/*
 * The triangle functions of the main entry point, each accepting big.js
 * `Big` coordinates besides numbers, bigints and Rationals (see `withBig`).
 */

/**
 * `segmentTriangle` accepting Big coordinates: what a 3D segment shares with a closed triangle.
 *
 * @example
 * ```ts
 * const x = segmentTriangle([[new Big('0.1'), new Big('0.1'), 1], [new Big('0.1'), new Big('0.1'), -1]], [[0, 0, 0], [1, 0, 0], [0, 1, 0]]);
 * x.kind === 'point' ? x.point.map(String) : null; // ['1/10', '1/10', '0']
 * ```
 */
export const segmentTriangle = withBig(segmentTriangleExact);
/**
 * `segmentIntersectsTriangle` accepting Big coordinates: the closed segment meets the closed triangle.
 *
 * @example
 * ```ts
 * segmentIntersectsTriangle([[new Big('0.5'), new Big('0.5'), 1], [new Big('0.5'), new Big('0.5'), -1]], [[0, 0, 0], [1, 0, 0], [0, 1, 0]]); // true (through the edge)
 * ```
 */
export const segmentIntersectsTriangle = withBig(segmentIntersectsTriangleExact);
/**
 * `rayTriangle` accepting Big coordinates: the first hit of a ray on a closed triangle.
 *
 * @example
 * ```ts
 * rayTriangle([new Big('0.3'), new Big('0.7'), 2], [0, 0, -1], [[0, 0, 0], [1, 0, 0], [0, 1, 0]])?.where; // 'edge' (0.3 + 0.7 = 1 exactly)
 * ```
 */
export const rayTriangle = withBig(rayTriangleExact);
/**
 * `rayIntersectsTriangle` accepting Big coordinates: the ray meets the closed triangle.
 *
 * @example
 * ```ts
 * rayIntersectsTriangle([new Big('0.3'), new Big('0.7'), 2], [0, 0, -1], [[0, 0, 0], [1, 0, 0], [0, 1, 0]]); // true
 * ```
 */
export const rayIntersectsTriangle = withBig(rayIntersectsTriangleExact);
/**
 * `trianglesIntersect` accepting Big coordinates: the closed triangles share a point.
 *
 * @example
 * ```ts
 * trianglesIntersect([[0, 0, 0], [1, 0, 0], [0, 1, 0]], [[new Big('0.3'), new Big('0.7'), 0], [1, 1, 1], [1, 1, -1]]); // true (touching the edge)
 * ```
 */
export const trianglesIntersect = withBig(trianglesIntersectExact);
/**
 * `triangleBarycentric` accepting Big coordinates: the exact barycentric coordinates of a point of the triangle's plane.
 *
 * @example
 * ```ts
 * triangleBarycentric([new Big('0.3'), new Big('0.7'), 0], [[0, 0, 0], [1, 0, 0], [0, 1, 0]]).map(String); // ['0', '3/10', '7/10']
 * ```
 */
export const triangleBarycentric = withBig(triangleBarycentricExact);
