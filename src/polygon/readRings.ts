import type { Coordinate, PointLike } from '../core/coordinate.js';
import { arrayLikeLength, checkCoordinate, readPoint } from '../core/coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';
import { arrayAsRead } from '../core/readInputs.js';

/** A ring: an array of at least one 2D point, closed implicitly (the last vertex joins the first). */
export type Ring = ArrayLike<PointLike>;
/** A non-empty array of rings: an outer boundary and its holes, or several polygons. */
export type Rings = ArrayLike<Ring>;

/**
 * Rings as they were read: every coordinate validated and read once, stored
 * flat. Vertex i is at (xy[2i], xy[2i + 1]) when every coordinate is a
 * number (then `values` is null), else at (values[2i], values[2i + 1]).
 * Ring r holds vertices starts[r] to starts[r + 1] − 1. The two slots after
 * the last vertex are free for a query point.
 */
export type FlatRings = {
  /** The coordinates when all are numbers, with room for two more after the last vertex. */
  xy: Float64Array;
  /** The coordinates when some are bigints or Rationals (then `xy` is not used). */
  values: Coordinate[] | null;
  /** Ring r holds vertices starts[r] .. starts[r + 1] − 1; length rings + 1. */
  starts: Int32Array;
  /** The number of rings. */
  rings: number;
  /** The number of vertices of all rings. */
  vertices: number;
  /** The vertex where a number path stopped (not an array of two finite numbers), handed to the general path. */
  stop: unknown;
  /** Whether its two coordinates were read (into `stopX`, `stopY`), so that they are not read again. */
  stopRead: boolean;
  /** Its first coordinate, as read. */
  stopX: unknown;
  /** Its second coordinate, as read. */
  stopY: unknown;
};

/**
 * Scratch space for the functions that read rings for one call only, so
 * that a call on number rings allocates nothing once the buffers have
 * grown. A call that comes in while another is reading (a getter on a
 * point calling back into the package) gets fresh buffers.
 */
const scratch: FlatRings = fresh();
let busy = false;

/** New, empty flat rings. */
function fresh(): FlatRings {
  return {
    xy: new Float64Array(256),
    values: null,
    starts: new Int32Array(16),
    rings: 0,
    vertices: 0,
    stop: null,
    stopRead: false,
    stopX: undefined,
    stopY: undefined,
  };
}

/** The flat rings of a call: the shared scratch (call `release` after) or, when taken, a fresh one. */
export function acquire(): FlatRings {
  if (busy) return fresh();
  busy = true;
  return scratch;
}

/** Gives the scratch back (a no-op for a fresh one). */
export function release(flat: FlatRings): void {
  if (flat === scratch) {
    busy = false;
    // The general path's values may hold large bigints: do not keep them alive.
    scratch.values = null;
  }
}

/** Makes room for `n` more coordinates after `used`, keeping what is there. */
function reserve(flat: FlatRings, used: number, n: number): void {
  if (used + n <= flat.xy.length) return;
  let size = flat.xy.length * 2;
  while (size < used + n) size *= 2;
  const grown = new Float64Array(size);
  grown.set(flat.xy.subarray(0, used));
  flat.xy = grown;
}

/** The values stored so far as Coordinates: the switch from the number path to the general one. */
function toValues(flat: FlatRings, used: number): Coordinate[] {
  const values: Coordinate[] = new Array(used);
  for (let i = 0; i < used; i++) values[i] = flat.xy[i] as number;
  flat.values = values;
  return values;
}

/**
 * Reads `rings` (validated, each coordinate read once) into `flat`. Errors
 * name `fn` and the place: `rings is empty`, `rings[1] is empty`,
 * `rings[0][2][1] is NaN`.
 *
 * @example
 * ```ts
 * const flat = acquire();
 * readRings('f', [[[0, 0], [1, 0], [0, 1]]], flat); // flat.vertices = 3, flat.xy starts 0, 0, 1, 0, 0, 1
 * release(flat);
 * ```
 */
export function readRings(fn: string, rings: unknown, flat: FlatRings): void {
  startRings(fn, rings, flat);
  readRingsFrom(fn, rings as ArrayLike<unknown>, 0, flat, 0);
}

/**
 * Checks that `rings` is a non-empty array and readies `flat` for them (no
 * values yet, room for the ring starts); returns the number of rings.
 *
 * @example
 * ```ts
 * startRings('f', [[[0, 0]], [[1, 1]]], acquire()); // 2
 * ```
 */
export function startRings(fn: string, rings: unknown, flat: FlatRings): number {
  const count = arrayLikeLength(rings);
  if (count < 0) {
    throw new ExactTypeError(`${fn}: rings is ${describeValue(rings)}, expected an array of rings (arrays of [x, y] points)`);
  }
  if (count === 0) throw new ExactRangeError(`${fn}: rings is empty, expected at least one ring`);
  if (flat.starts.length < count + 1) flat.starts = new Int32Array(2 * count + 2);
  flat.values = null;
  flat.rings = count;
  return count;
}

/**
 * Reads rings `from` to the last of the `flat.rings` rings after `used`
 * coordinates, then closes the count (`starts`, `vertices`, two free slots).
 *
 * @example
 * ```ts
 * const flat = acquire();
 * const rings = [[[0, 0], [1, 0], [0, 1]]];
 * startRings('f', rings, flat);
 * readRingsFrom('f', rings, 0, flat, 0); // as readRings('f', rings, flat)
 * release(flat);
 * ```
 */
export function readRingsFrom(fn: string, rings: ArrayLike<unknown>, from: number, flat: FlatRings, used: number): void {
  const count = flat.rings;
  for (let r = from; r < count; r++) {
    flat.starts[r] = used >> 1;
    used = readRingAt(fn, null, r, rings[r], flat, used);
  }
  flat.starts[count] = used >> 1;
  flat.vertices = used >> 1;
  reserve(flat, used, 2);
}

/**
 * Reads one ring (or any non-empty array of points) into `flat` as its only
 * ring, errors naming the argument `name`.
 *
 * @example
 * ```ts
 * const flat = acquire();
 * readRing('f', 'ring', [[0, 0], [1n, 0]], flat); // flat.values = [0, 0, 1n, 0]
 * release(flat);
 * ```
 */
export function readRing(fn: string, name: string, ring: unknown, flat: FlatRings): void {
  flat.values = null;
  flat.rings = 1;
  flat.starts[0] = 0;
  const used = readRingAt(fn, name, 0, ring, flat, 0);
  flat.starts[1] = used >> 1;
  flat.vertices = used >> 1;
  reserve(flat, used, 2);
}

/** The name of ring r in messages: `name`, or `rings[r]` (made only when needed: no string per call). */
function ringName(name: string | null, r: number): string {
  return name ?? `rings[${r}]`;
}

/**
 * Checks that ring r (named `name`, or `rings[r]`) is a non-empty array;
 * returns its number of vertices.
 *
 * @example
 * ```ts
 * ringLength('f', null, 0, [[0, 0], [1, 0]]); // 2
 * ringLength('f', null, 1, []); // throws ExactRangeError: f: rings[1] is empty, expected at least one point
 * ```
 */
export function ringLength(fn: string, name: string | null, r: number, ring: unknown): number {
  const n = arrayLikeLength(ring);
  if (n < 0) {
    throw new ExactTypeError(`${fn}: ${ringName(name, r)} is ${describeValue(ring)}, expected an array of [x, y] points`);
  }
  if (n === 0) throw new ExactRangeError(`${fn}: ${ringName(name, r)} is empty, expected at least one point`);
  return n;
}

/**
 * Appends the vertices of one ring after `used` coordinates; returns the new
 * count. Arrays of two finite numbers take the fast path; the first vertex
 * that is anything else moves the rings to the general path for good (the
 * numbers already stored are kept, nothing is read twice).
 */
function readRingAt(fn: string, name: string | null, r: number, ring: unknown, flat: FlatRings, used: number): number {
  const n = ringLength(fn, name, r, ring);
  const values = flat.values;
  if (values !== null) return readGeneral(fn, ringName(name, r), ring as ArrayLike<unknown>, 0, n, values);
  reserve(flat, used, 2 * n + 2);
  const k = readNumbers(ring as ArrayLike<unknown>, n, flat, used);
  if (k === n) return used + 2 * n;
  return readStopped(fn, name, r, ring as ArrayLike<unknown>, n, k, flat, toValues(flat, used + 2 * k));
}

/**
 * Vertex k of ring r (of n vertices), where a number path stopped (`flat.stop`, and its
 * coordinates when they were read), and the rest of the ring after it, into
 * `values`: validated, nothing read twice; returns the coordinate count.
 */
export function readStopped(
  fn: string,
  name: string | null,
  r: number,
  ring: ArrayLike<unknown>,
  n: number,
  k: number,
  flat: FlatRings,
  values: Coordinate[],
): number {
  const p = flat.stop;
  flat.stop = null;
  if (flat.stopRead) {
    checkCoordinate(fn, `${ringName(name, r)}[${k}][0]`, flat.stopX);
    checkCoordinate(fn, `${ringName(name, r)}[${k}][1]`, flat.stopY);
    values.push(flat.stopX, flat.stopY);
  } else {
    readPoint(fn, `${ringName(name, r)}[${k}]`, p, 2, values);
  }
  return readGeneral(fn, ringName(name, r), ring, k + 1, n, values);
}

/** Where a number path stopped: vertex k, the point object read there and, when `read`, its two coordinates. */
export function stopAt(flat: FlatRings, k: number, p: unknown, read: boolean, x: unknown, y: unknown): number {
  flat.stop = p;
  flat.stopRead = read;
  flat.stopX = x;
  flat.stopY = y;
  return k;
}

/**
 * The fast path of `readRingAt`: stores the ring's
 * vertices after `used` while they are arrays of two finite numbers, and
 * returns how many were (n when all were).
 */
function readNumbers(ring: ArrayLike<unknown>, n: number, flat: FlatRings, used: number): number {
  const xy = flat.xy;
  const isArray = Array.isArray;
  let k = 0;
  let stop: unknown;
  let read = false;
  let stopX: unknown;
  let stopY: unknown;
  for (; k < n; k++) {
    const p = ring[k];
    const len = isArray(p) ? p.length : -1;
    if (len !== 2) {
      // A vertex that is not an array of two goes on as read (its length read once).
      stop = len < 0 ? p : arrayAsRead(p, len, [], 3);
      break;
    }
    const x = (p as unknown[])[0];
    const y = (p as unknown[])[1];
    if (typeof x !== 'number' || typeof y !== 'number' || x - x + (y - y) !== 0) {
      stop = p;
      read = true;
      stopX = x;
      stopY = y;
      break;
    }
    xy[used] = x;
    xy[used + 1] = y;
    used += 2;
  }
  return k < n ? stopAt(flat, k, stop, read, stopX, stopY) : n;
}

/** The rest of a ring of n vertices from vertex k on, into the general values; returns the coordinate count. */
function readGeneral(fn: string, name: string, ring: ArrayLike<unknown>, k: number, n: number, values: Coordinate[]): number {
  for (let i = k; i < n; i++) readPoint(fn, name, ring[i], 2, values, i);
  return values.length;
}

/**
 * Coordinate i (0 or 1) of a 2D point argument p of length n (as
 * `arrayLikeLength(p)` read it, once for both coordinates), validated;
 * errors name `fn` and `name`. Reading x and then y this way reads each once
 * and allocates nothing.
 *
 * @example
 * ```ts
 * pointCoordinate('f', 'p', [3, 4n], 1, 2); // 4n
 * ```
 */
export function pointCoordinate(fn: string, name: string, p: unknown, i: 0 | 1, n: number): Coordinate {
  if (n !== 2) {
    if (n < 0) throw new ExactTypeError(`${fn}: ${name} is ${describeValue(p)}, expected a point [x, y]`);
    throw new ExactRangeError(`${fn}: ${name} has ${n} coordinates, expected 2`);
  }
  const v = (p as ArrayLike<unknown>)[i];
  if (typeof v !== 'number' || v - v !== 0) checkCoordinate(fn, `${name}[${i}]`, v);
  return v as Coordinate;
}
