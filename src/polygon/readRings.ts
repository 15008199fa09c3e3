import type { Coordinate, PointLike } from '../core/coordinate.js';
import { arrayLikeLength, checkCoordinate, readPoint } from '../core/coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';
import { arrayAsRead } from '../core/readInputs.js';
import { orient2dFilter } from '../core/signs.js';
import { edgeStepAt, ON_BOUNDARY } from './edgeStep.js';

/** A ring: an array of at least one 2D point, closed implicitly (the last vertex joins the first). */
export type Ring = ArrayLike<PointLike>;
/** A non-empty array of rings: an outer boundary and its holes, or several polygons. */
export type Rings = ArrayLike<Ring>;

/**
 * Rings as they were read: every coordinate validated and read once, stored
 * flat. Vertex i is at (xy[2i], xy[2i + 1]) when every coordinate is a
 * number (then `values` is null), else at (values[2i], values[2i + 1]).
 * Ring r holds vertices starts[r] to starts[r + 1] − 1. The two slots after
 * the last vertex are free for a query point. Read with a query point
 * (`track`), the number rings are not stored: `xy` and the counts hold only
 * what the general path stored, from ring `resume` on.
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
  /** With a query point and number rings: the winding number added up while reading. */
  winding: number;
  /** With a query point and number rings: the point lies on an edge (then `winding` is not complete). */
  boundary: boolean;
  /**
   * With a query point, after the number path stopped: the ring it stopped
   * in, the first whose vertices are in `values` (the edges of the rings
   * before it are in `winding`).
   */
  resume: number;
  /**
   * Whether ring `resume` is stored as the open chain of its edges that
   * `winding` does not hold yet: from the last number vertex read, through
   * the rest of the ring, back to its first vertex.
   */
  openChain: boolean;
  /** With a query point: the last vertex the number path read (where the next edge starts). */
  prevX: number;
  prevY: number;
  /** With a query point: the first vertex of the ring being read (where its closing edge ends). */
  firstX: number;
  firstY: number;
  /** The vertex where the number path stopped (not an array of two finite numbers), handed to the general path. */
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
    winding: 0,
    boundary: false,
    resume: 0,
    openChain: false,
    prevX: 0,
    prevY: 0,
    firstX: 0,
    firstY: 0,
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
export function readRings(fn: string, rings: unknown, flat: FlatRings, track = false, qx = 0, qy = 0): void {
  const count = arrayLikeLength(rings);
  if (count < 0) {
    throw new ExactTypeError(`${fn}: rings is ${describeValue(rings)}, expected an array of rings (arrays of [x, y] points)`);
  }
  if (count === 0) throw new ExactRangeError(`${fn}: rings is empty, expected at least one ring`);
  if (flat.starts.length < count + 1) flat.starts = new Int32Array(2 * count + 2);
  flat.values = null;
  flat.rings = count;
  flat.winding = 0;
  flat.boundary = false;
  flat.resume = 0;
  flat.openChain = false;
  let used = 0;
  for (let r = 0; r < count; r++) {
    flat.starts[r] = used >> 1;
    used = readRingAt(fn, null, r, (rings as ArrayLike<unknown>)[r], flat, used, track, qx, qy);
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
  flat.resume = 0;
  flat.openChain = false;
  flat.rings = 1;
  flat.starts[0] = 0;
  const used = readRingAt(fn, name, 0, ring, flat, 0, false, 0, 0);
  flat.starts[1] = used >> 1;
  flat.vertices = used >> 1;
  reserve(flat, used, 2);
}

/** The name of ring r in messages: `name`, or `rings[r]` (made only when needed: no string per call). */
function ringName(name: string | null, r: number): string {
  return name ?? `rings[${r}]`;
}

/**
 * Appends the vertices of one ring after `used` coordinates; returns the new
 * count. Arrays of two finite numbers take the fast path; the first vertex
 * that is anything else moves the rings to the general path for good (the
 * numbers already stored are kept, nothing is read twice). With `track`,
 * for the query point (qx, qy), the fast path stores nothing: it adds up
 * the ring's edge steps for the point as it reads (one pass over the
 * caller's arrays) into `flat.winding` and `flat.boundary`. Where it stops,
 * the winding number being a sum over edges, the general path needs only
 * the edges not yet counted: `values` starts with this ring as an open
 * chain (see `FlatRings.openChain`).
 */
function readRingAt(
  fn: string,
  name: string | null,
  r: number,
  ring: unknown,
  flat: FlatRings,
  used: number,
  track: boolean,
  qx: number,
  qy: number,
): number {
  const n = arrayLikeLength(ring);
  if (n < 0) {
    throw new ExactTypeError(`${fn}: ${ringName(name, r)} is ${describeValue(ring)}, expected an array of [x, y] points`);
  }
  if (n === 0) throw new ExactRangeError(`${fn}: ${ringName(name, r)} is empty, expected at least one point`);
  let values = flat.values;
  if (values === null) {
    let k: number;
    let chain = false;
    if (track) {
      k = windNumbers(ring as ArrayLike<unknown>, n, flat, qx, qy);
      if (k === n) return used;
      values = [];
      flat.values = values;
      flat.resume = r;
      chain = k > 0;
      flat.openChain = chain;
      if (chain) values.push(flat.prevX, flat.prevY);
    } else {
      reserve(flat, used, 2 * n + 2);
      k = readNumbers(ring as ArrayLike<unknown>, n, flat, used);
      used += 2 * k;
      if (k === n) return used;
      values = toValues(flat, used);
    }
    // Vertex k is not an array of two finite numbers: the general path from there on, with what was read of it.
    const p = flat.stop;
    flat.stop = null;
    if (flat.stopRead) {
      checkCoordinate(fn, `${ringName(name, r)}[${k}][0]`, flat.stopX);
      checkCoordinate(fn, `${ringName(name, r)}[${k}][1]`, flat.stopY);
      values.push(flat.stopX, flat.stopY);
    } else {
      readPoint(fn, `${ringName(name, r)}[${k}]`, p, 2, values);
    }
    readGeneral(fn, ringName(name, r), ring as ArrayLike<unknown>, k + 1, n, values);
    if (chain) values.push(flat.firstX, flat.firstY);
    return values.length;
  }
  return readGeneral(fn, ringName(name, r), ring as ArrayLike<unknown>, 0, n, values);
}

/** Where the fast path stopped: vertex k, the point object read there and, when `read`, its two coordinates. */
function stopAt(flat: FlatRings, k: number, p: unknown, read: boolean, x: unknown, y: unknown): number {
  flat.stop = p;
  flat.stopRead = read;
  flat.stopX = x;
  flat.stopY = y;
  return k;
}

/**
 * The fast path of `readRingAt` without a query point: stores the ring's
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

/**
 * `readNumbers` for a query point (qx, qy), storing nothing: adds up the
 * steps of the ring's edges into `flat.winding` (or sets `flat.boundary`)
 * as it reads, in one pass over the caller's arrays, the closing edge
 * included, and returns n, or the index of the first vertex that is not
 * two finite numbers (then `flat.prevX`, `flat.prevY` hold the vertex
 * before it, `flat.firstX`, `flat.firstY` vertex 0).
 *
 * The ring goes through `windChunk` a few hundred vertices at a time. V8
 * compiles a loop that runs long in one call while it runs (on-stack
 * replacement) and keeps that code for later calls; a path the loop had
 * not yet taken then (a crossing the filter cannot decide, a vertex that
 * is not two numbers) throws the code away at every call that takes it,
 * since the kept code is entered again each time (the benchmark met this:
 * 25 µs per 1000-vertex query instead of 5). Short calls get ordinary
 * compiled code, which a new path replaces once.
 */
function windNumbers(ring: ArrayLike<unknown>, n: number, flat: FlatRings, qx: number, qy: number): number {
  // Vertex 0 on its own (a chunk of one counts no edge): the closing edge ends there.
  if (windChunk(ring, 0, 1, flat, qx, qy) === 0) return 0;
  const firstX = flat.prevX;
  const firstY = flat.prevY;
  flat.firstX = firstX;
  flat.firstY = firstY;
  for (let k = 1; k < n; ) {
    const to = Math.min(k + CHUNK, n);
    const stop = windChunk(ring, k, to, flat, qx, qy);
    if (stop < to) return stop;
    k = to;
  }
  const step = edgeStepOf(flat.xy, flat.prevX, flat.prevY, firstX, firstY, qx, qy);
  if (step === ON_BOUNDARY) flat.boundary = true;
  else flat.winding += step;
  return n;
}

/** Vertices per call of `windChunk`. */
const CHUNK = 256;

/** The step of the edge (ax, ay)→(bx, by) for (px, py), by `edgeStepAt` on the first six slots of `xy`. */
function edgeStepOf(xy: Float64Array, ax: number, ay: number, bx: number, by: number, px: number, py: number): number {
  xy[0] = ax;
  xy[1] = ay;
  xy[2] = bx;
  xy[3] = by;
  xy[4] = px;
  xy[5] = py;
  return edgeStepAt(xy, 0, 2, 4);
}

/**
 * Vertices `from` to `to` − 1: adds the steps of the edges ending at them
 * (the first starting at `flat.prevX`, `flat.prevY`; none ends at vertex
 * 0) to `flat.winding`, leaves the last vertex read in `flat.prevX`,
 * `flat.prevY`, and returns `to`, or the index of a vertex that is not two
 * finite numbers.
 *
 * Written for the code V8 makes of it when it is compiled on its own (it
 * is too large to be inlined into its caller): the bounds taken `| 0` and
 * the sides held as 0 or 1 keep the loop's index and flags untagged, and
 * the loop leaves by `break`, with the stop recorded after it. Before
 * this, the index and flags were tagged values checked at every vertex,
 * and the loop ran 1.4 to 1.5 times as long.
 */
function windChunk(ring: ArrayLike<unknown>, from: number, to: number, flat: FlatRings, qx: number, qy: number): number {
  const isArray = Array.isArray;
  const end = to | 0;
  let k = from | 0;
  let w = 0;
  let prevX = flat.prevX;
  let prevY = flat.prevY;
  let wasAbove = prevY > qy ? 1 : 0;
  let stop: unknown;
  let read = false;
  let stopX: unknown;
  let stopY: unknown;
  for (; k < end; k++) {
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
    // Two comparisons per vertex, as in the float crossing test: only an edge that crosses the line
    // y = qy, or ends on it, needs its step (an edge that only starts on it has p on it only at that
    // start, which the edge before it, ending there, answers for). A crossing the kernel's filter
    // decides costs a few operations on values at hand; the rest take the whole exact step.
    const above = y > qy ? 1 : 0;
    if ((above !== wasAbove || y === qy) && k > 0) {
      const d = above !== wasAbove ? orient2dFilter(prevX, prevY, x, y, qx, qy) : 0;
      if (d !== 0) w = (w + (above !== 0 ? +(d > 0) : -(d < 0))) | 0;
      else {
        const step = edgeStepOf(flat.xy, prevX, prevY, x, y, qx, qy);
        if (step === ON_BOUNDARY) flat.boundary = true;
        else w = (w + step) | 0;
      }
    }
    wasAbove = above;
    prevX = x;
    prevY = y;
  }
  flat.winding += w;
  flat.prevX = prevX;
  flat.prevY = prevY;
  return k < end ? stopAt(flat, k, stop, read, stopX, stopY) : end;
}

/** The rest of a ring of n vertices from vertex k on, into the general values; returns the coordinate count. */
function readGeneral(fn: string, name: string, ring: ArrayLike<unknown>, k: number, n: number, values: Coordinate[]): number {
  for (let i = k; i < n; i++) readPoint(fn, `${name}[${i}]`, ring[i], 2, values);
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
