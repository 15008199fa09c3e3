import { isBoxObject } from './box.js';
import { isArrayLike } from './coordinate.js';

/*
 * Reading the public functions' inputs once. Points, segments and boxes
 * come from callers as any array-likes, so an index may be a getter or a
 * Proxy trap whose answer changes from one read to the next. Every
 * coordinate is therefore read exactly once, at the edge:
 *
 * - checked paths take fresh validated copies, `copyPoint` and
 *   `copySegment` (coordinate.ts) and `copyBox` (box.ts), with the same
 *   error messages as `checkPoint` and `checkSegment`, and work on those
 *   copies only;
 * - number fast paths read each coordinate into a local, validate the
 *   locals without allocating (`typeof` and a finite sum), and when they
 *   decline hand the values they read to the checked path, rebuilt by the
 *   functions below (fresh arrays of those values, never the caller's
 *   arrays again).
 *
 * A module-level scratch array is safe only once every read is done: a
 * getter may call back into the package while the reads are under way.
 */

/**
 * A point as a fast path read it, for the checked path: a fresh array of
 * the n values it read (x, y and, when n is 3, z) when p is array-like,
 * which the checked path then validates under p's name as if it read p;
 * p itself when it is not (a string, a function), which the checked path
 * refuses, as it would have, before reading anything.
 *
 * @example
 * ```ts
 * pointAsRead([1, 2], 2, 1, 2, 0); // [1, 2] (a new array)
 * pointAsRead('ab', 2, 'a', 'b', 0); // 'ab'
 * ```
 */
export function pointAsRead(p: unknown, n: 2 | 3, x: unknown, y: unknown, z: unknown): unknown {
  if (!isArrayLike(p)) return p;
  return n === 2 ? [x, y] : [x, y, z];
}

/**
 * A segment as a fast path read it: `[p, q]` (points as `pointAsRead` gives
 * them) when s is array-like, else s itself.
 *
 * @example
 * ```ts
 * segmentAsRead([[0, 0], [1, 1]], [0, 0], [1, 1]); // [[0, 0], [1, 1]] (a new array)
 * ```
 */
export function segmentAsRead(s: unknown, p: unknown, q: unknown): unknown {
  return isArrayLike(s) ? [p, q] : s;
}

/**
 * A box as a fast path read it: `{ min, max }` (corners as `pointAsRead`
 * gives them) when box can be read as a box, else box itself.
 *
 * @example
 * ```ts
 * boxAsRead({ min: [0, 0], max: [1, 1] }, [0, 0], [1, 1]); // { min: [0, 0], max: [1, 1] } (a new object)
 * ```
 */
export function boxAsRead(box: unknown, min: unknown, max: unknown): unknown {
  return isBoxObject(box) ? { min, max } : box;
}

/**
 * Whether two points and a box's corners are objects and the box a box
 * object (`isBoxObject`), as the checked path requires: a number fast path that
 * tested only lengths and coordinate types would answer for a function with
 * numeric keys, which the checked path refuses as a point.
 *
 * @example
 * ```ts
 * pointsAndBoxAreObjects([0, 0], [1, 1], [0, 0], [2, 2], { min: [0, 0], max: [2, 2] }); // true
 * ```
 */
export function pointsAndBoxAreObjects(p: unknown, q: unknown, lo: unknown, hi: unknown, box: unknown): boolean {
  return typeof p === 'object' && typeof q === 'object' && typeof lo === 'object' && typeof hi === 'object' && isBoxObject(box);
}
