import { isBoxObject } from './box.js';
import { isRational } from './brand.js';

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
 * Lengths count as reads too: a fast path that read `p.length` hands its
 * value on (`arrayAsRead`), and the checked path reads fresh arrays only.
 *
 * A module-level scratch array is safe only once every read is done: a
 * getter may call back into the package while the reads are under way.
 */

/**
 * Whether v, whose `length` was read and found a valid length, is array-like
 * (see `isArrayLike`): an object that is not a Rational. Tells a string or a
 * function with that length apart without reading the length again.
 */
function isObjectOfLength(v: unknown): boolean {
  return typeof v === 'object' && v !== null && !isRational(v);
}

/**
 * The length of v as `isArrayLike` reads it, from the value `raw` a fast
 * path read from `v.length` (or `v?.length`): raw when v is array-like with
 * it, else −1. Reads nothing.
 *
 * @example
 * ```ts
 * lengthAsRead({ length: 2 }, 2); // 2
 * lengthAsRead('ab', 2);          // -1
 * ```
 */
export function lengthAsRead(v: unknown, raw: unknown): number {
  if (!Array.isArray(v) && !isObjectOfLength(v)) return -1;
  return typeof raw === 'number' && Number.isInteger(raw) && raw >= 0 ? raw : -1;
}

/**
 * An array-like v as a fast path read it, for the checked path: with its
 * length `raw` as read and its first elements as read (`read`, already in
 * the form the checked path takes), the others read now, once each, into a
 * fresh array, so that the checked path reads nothing of v again. A length
 * above `max` (more than any reader takes) gives a stand-in of that length
 * whose elements are never read (the checked path refuses it on its
 * length); v itself when it is not array-like.
 *
 * @example
 * ```ts
 * arrayAsRead({ 0: 1, 1: 2, length: 2 }, 2, [], 3); // [1, 2] (a new array)
 * arrayAsRead([1, 2, 3, 4], 4, [], 3);              // { length: 4 }
 * ```
 */
export function arrayAsRead(v: unknown, raw: unknown, read: readonly unknown[], max: number): unknown {
  const n = lengthAsRead(v, raw);
  if (n < 0) return v;
  if (n > max) return { length: n };
  const out: unknown[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = i < read.length ? read[i] : (v as ArrayLike<unknown>)[i];
  return out;
}

/**
 * A point of length n (read and checked by the fast path) as it read it,
 * for the checked path: a fresh array of the n values it read (x, y and,
 * when n is 3, z) when p is array-like, which the checked path then
 * validates under p's name as if it read p; p itself when it is not (a
 * string, a function), which the checked path refuses, as it would have,
 * before reading anything.
 *
 * @example
 * ```ts
 * pointAsRead([1, 2], 2, 1, 2, 0); // [1, 2] (a new array)
 * pointAsRead('ab', 2, 'a', 'b', 0); // 'ab'
 * ```
 */
export function pointAsRead(p: unknown, n: 2 | 3, x: unknown, y: unknown, z: unknown): unknown {
  if (!Array.isArray(p) && !isObjectOfLength(p)) return p;
  return n === 2 ? [x, y] : [x, y, z];
}

/**
 * A segment of length 2 (read and checked by the fast path) as it read it:
 * `[p, q]` (points as `pointAsRead` gives them) when s is array-like, else
 * s itself.
 *
 * @example
 * ```ts
 * segmentAsRead([[0, 0], [1, 1]], [0, 0], [1, 1]); // [[0, 0], [1, 1]] (a new array)
 * ```
 */
export function segmentAsRead(s: unknown, p: unknown, q: unknown): unknown {
  return elementsAsRead(s, [p, q]);
}

/**
 * An array-like whose length a fast path read and checked, as it read it:
 * `items` (its elements as read, in the form the checked path takes) when v
 * is array-like, else v itself.
 *
 * @example
 * ```ts
 * elementsAsRead([[0, 0, 0], [1, 0, 0], [0, 1, 0]], [[0, 0, 0], [1, 0, 0], [0, 1, 0]]); // the items (a new array)
 * ```
 */
export function elementsAsRead(v: unknown, items: readonly unknown[]): unknown {
  return Array.isArray(v) || isObjectOfLength(v) ? items : v;
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
 * A box whose corners a fast path read (lo and hi, with the lengths lon and
 * hin it read from them) but not their coordinates: `{ min, max }` as
 * `arrayAsRead` gives the corners, when box can be read as a box.
 *
 * @example
 * ```ts
 * cornersAsRead({ min: [0, 0], max: [1, 1] }, [0, 0], 2, [1, 1], 2); // { min: [0, 0], max: [1, 1] } (new arrays)
 * ```
 */
export function cornersAsRead(box: unknown, lo: unknown, lon: unknown, hi: unknown, hin: unknown): unknown {
  return boxAsRead(box, arrayAsRead(lo, lon, [], 3), arrayAsRead(hi, hin, [], 3));
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
