import type { Coordinate } from '../core/coordinate.js';
import { arrayAsRead } from '../core/readInputs.js';
import { orient2dFilter } from '../core/signs.js';
import { edgeStepAt, edgeStepValues, ON_BOUNDARY } from './edgeStep.js';
import type { FlatRings } from './readRings.js';
import { readRingsFrom, readStopped, ringLength, startRings, stopAt } from './readRings.js';

/*
 * The winding number of a point around rings, as a sum of edge steps
 * (edgeStep.ts): for a number point while the rings are read (one pass
 * over the caller's arrays, nothing stored while they are numbers), and
 * over rings already read into values.
 */

/**
 * The winding number added up while rings are read for a number point: the
 * sum so far, whether the point is on an edge, and where the reading went
 * over to stored values (see `windRings`).
 */
type RingWinding = {
  /** The winding number of the edges counted so far. */
  winding: number;
  /** The point lies on an edge (then `winding` is not complete). */
  boundary: boolean;
  /**
   * After the number path stopped: the ring it stopped in, the first whose
   * vertices are in `flat.values` (the edges of the rings before it are in
   * `winding`).
   */
  resume: number;
  /**
   * Whether ring `resume` is stored as the open chain of its edges that
   * `winding` does not hold yet: from the last number vertex read, through
   * the rest of the ring, back to its first vertex.
   */
  openChain: boolean;
  /** The last vertex the number path read (where the next edge starts). */
  prevX: number;
  prevY: number;
  /** The first vertex of the ring being read (where its closing edge ends). */
  firstX: number;
  firstY: number;
};

/** The state of one call; a call that comes in while another runs (a getter calling back) gets a fresh one. */
const scratch: RingWinding = freshWinding();
let busy = false;

function freshWinding(): RingWinding {
  return { winding: 0, boundary: false, resume: 0, openChain: false, prevX: 0, prevY: 0, firstX: 0, firstY: 0 };
}

/**
 * The winding number of the number point (qx, qy) around `rings`, or
 * ON_BOUNDARY, read (each coordinate once, errors naming `fn`) into `flat`
 * only as far as it must be: while the vertices are arrays of two finite
 * numbers their edge steps are added up as they are read; from the first
 * vertex that is not, the edges not yet counted are stored as values (the
 * winding number being a sum over edges) and counted exactly there.
 *
 * @example
 * ```ts
 * const flat = acquire();
 * windRings('f', [[[0, 0], [3, 0], [0, 3]]], flat, 1, 1); // 1
 * release(flat);
 * ```
 */
export function windRings(fn: string, rings: unknown, flat: FlatRings, qx: number, qy: number): number {
  const wind = busy ? freshWinding() : scratch;
  const owner = wind === scratch;
  busy = true;
  try {
    wind.winding = 0;
    wind.boundary = false;
    wind.resume = 0;
    wind.openChain = false;
    readWinding(fn, rings, flat, wind, qx, qy);
    if (wind.boundary) return ON_BOUNDARY;
    return flat.values === null ? wind.winding : windingOfValues(flat, wind.resume, wind.openChain, wind.winding, qx, qy);
  } finally {
    if (owner) busy = false;
  }
}

/**
 * Reads the rings for (qx, qy) into `wind` (see `windRings`): number rings
 * only add up their steps; from the first vertex that is not two finite
 * numbers, its ring (as the open chain of the edges not counted yet) and
 * every later ring go into `flat.values`, from `wind.resume` on.
 */
function readWinding(fn: string, rings: unknown, flat: FlatRings, wind: RingWinding, qx: number, qy: number): void {
  const count = startRings(fn, rings, flat);
  const list = rings as ArrayLike<unknown>;
  for (let r = 0; r < count; r++) {
    const ring = list[r];
    const n = ringLength(fn, null, r, ring);
    const k = windNumbers(ring as ArrayLike<unknown>, n, flat, wind, qx, qy);
    if (k === n) continue;
    const values: Coordinate[] = [];
    flat.values = values;
    flat.starts[r] = 0;
    wind.resume = r;
    const chain = k > 0;
    wind.openChain = chain;
    if (chain) values.push(wind.prevX, wind.prevY);
    readStopped(fn, null, r, ring as ArrayLike<unknown>, n, k, flat, values);
    if (chain) values.push(wind.firstX, wind.firstY);
    readRingsFrom(fn, list, r + 1, flat, values.length);
    return;
  }
  readRingsFrom(fn, list, count, flat, 0);
}

/**
 * The winding number of (px, py) around rings already read, or ON_BOUNDARY,
 * for coordinates of any kind: the rings from `from` on, `w` the winding
 * number of the edges of those before it, ring `from` an open chain when
 * `open` says so (see `windRings`); `windingOfValues(flat, 0, false, 0, px, py)`
 * for rings read whole.
 *
 * @example
 * ```ts
 * const flat = acquire();
 * readRings('f', [[[0, 0], [3n, 0], [0, 3]]], flat);
 * windingOfValues(flat, 0, false, 0, 1, 1); // 1
 * release(flat);
 * ```
 */
export function windingOfValues(flat: FlatRings, from: number, open: boolean, w: number, px: Coordinate, py: Coordinate): number {
  const v: ArrayLike<Coordinate> = flat.values ?? flat.xy;
  const starts = flat.starts;
  for (let r = from; r < flat.rings; r++) {
    const first = 2 * (starts[r] as number);
    const end = 2 * (starts[r + 1] as number);
    const chain = r === from && open;
    let a = chain ? first : end - 2;
    for (let b = chain ? first + 2 : first; b < end; b += 2) {
      const step = edgeStepValues(v, a, b, px, py);
      if (step === ON_BOUNDARY) return ON_BOUNDARY;
      w += step;
      a = b;
    }
  }
  return w;
}

/**
 * Reads a ring for the point (qx, qy), storing nothing: adds up the steps
 * of its edges into `wind.winding` (or sets `wind.boundary`) as it reads,
 * in one pass over the caller's arrays, the closing edge included, and
 * returns n, or the index of the first vertex that is not two finite
 * numbers (recorded in `flat` by `stopAt`; then `wind.prevX`, `wind.prevY`
 * hold the vertex before it, `wind.firstX`, `wind.firstY` vertex 0).
 *
 * The ring goes through `windChunk` a few hundred vertices at a time. V8
 * compiles a loop that runs long in one call while it runs (on-stack
 * replacement) and keeps that code for later calls; a path the loop had
 * not yet taken then (a crossing the filter cannot decide, a vertex that
 * is not two numbers) throws the code away at every call that takes it,
 * since the kept code is entered again each time (the benchmark met this,
 * several times slower per query). Short calls get ordinary compiled code,
 * which a new path replaces once.
 */
function windNumbers(ring: ArrayLike<unknown>, n: number, flat: FlatRings, wind: RingWinding, qx: number, qy: number): number {
  // Vertex 0 on its own (a chunk of one counts no edge): the closing edge ends there.
  if (windChunk(ring, 0, 1, flat, wind, qx, qy) === 0) return 0;
  const firstX = wind.prevX;
  const firstY = wind.prevY;
  wind.firstX = firstX;
  wind.firstY = firstY;
  for (let k = 1; k < n; ) {
    const to = Math.min(k + CHUNK, n);
    const stop = windChunk(ring, k, to, flat, wind, qx, qy);
    if (stop < to) return stop;
    k = to;
  }
  const step = edgeStepOf(flat.xy, wind.prevX, wind.prevY, firstX, firstY, qx, qy);
  if (step === ON_BOUNDARY) wind.boundary = true;
  else wind.winding += step;
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
 * (the first starting at `wind.prevX`, `wind.prevY`; none ends at vertex
 * 0) to `wind.winding`, leaves the last vertex read in `wind.prevX`,
 * `wind.prevY`, and returns `to`, or the index of a vertex that is not two
 * finite numbers (`flat.xy` is scratch for an edge's exact step).
 *
 * Shaped for the code V8 makes of the loop: the bounds taken `| 0` and the
 * sides held as 0 or 1 keep the loop's index and flags untagged, and the
 * loop leaves by `break`, with the stop recorded after it. A loop whose
 * exits called a function with the vertex that stopped it kept its index
 * and flags as tagged values, checked at every vertex, and ran slower.
 */
function windChunk(
  ring: ArrayLike<unknown>,
  from: number,
  to: number,
  flat: FlatRings,
  wind: RingWinding,
  qx: number,
  qy: number,
): number {
  const isArray = Array.isArray;
  const end = to | 0;
  let k = from | 0;
  let w = 0;
  let prevX = wind.prevX;
  let prevY = wind.prevY;
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
        if (step === ON_BOUNDARY) wind.boundary = true;
        else w = (w + step) | 0;
      }
    }
    wasAbove = above;
    prevX = x;
    prevY = y;
  }
  wind.winding += w;
  wind.prevX = prevX;
  wind.prevY = prevY;
  return k < end ? stopAt(flat, k, stop, read, stopX, stopY) : end;
}
