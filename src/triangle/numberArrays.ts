import type { PointLike } from '../core/coordinate.js';
import type { TriangleLike } from './triangle.js';

/** Three numbers, as the fast paths read them. */
export type N3 = readonly number[];

/**
 * True when a ray (or segment) and a triangle are plain arrays of three
 * numbers each (and the triangle an array of three of them): the inputs the
 * fast paths read without further checks. Anything else (array-likes,
 * bigints, Rationals, wrong lengths) takes the checked path.
 *
 * ```ts
 * numberArrays([0, 0, 1], [0, 0, -1], [[0, 0, 0], [1, 0, 0], [0, 1, 0]]); // true
 * numberArrays([0n, 0n, 1n], [0, 0, -1], [[0, 0, 0], [1, 0, 0], [0, 1, 0]]); // false
 * ```
 */
export function numberArrays(p: PointLike, q: PointLike, t: TriangleLike): boolean {
  const isArray = Array.isArray;
  if (!(isArray(p) && isArray(q) && isArray(t) && p.length === 3 && q.length === 3 && t.length === 3)) return false;
  const a = t[0];
  const b = t[1];
  const c = t[2];
  return (
    isArray(a) &&
    isArray(b) &&
    isArray(c) &&
    a.length === 3 &&
    b.length === 3 &&
    c.length === 3 &&
    typeof p[0] === 'number' &&
    typeof p[1] === 'number' &&
    typeof p[2] === 'number' &&
    typeof q[0] === 'number' &&
    typeof q[1] === 'number' &&
    typeof q[2] === 'number' &&
    typeof a[0] === 'number' &&
    typeof a[1] === 'number' &&
    typeof a[2] === 'number' &&
    typeof b[0] === 'number' &&
    typeof b[1] === 'number' &&
    typeof b[2] === 'number' &&
    typeof c[0] === 'number' &&
    typeof c[1] === 'number' &&
    typeof c[2] === 'number'
  );
}
