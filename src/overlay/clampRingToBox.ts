import type { Coordinate } from '../core/coordinate.js';
import { roundedDoubleOf } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';
import { compareCoord, orient2dSign } from '../core/signs.js';
import { det2Value, doubleOf, linePointOf } from '../core/values.js';

/** A point of a clamped ring. */
type Point = [Coordinate, Coordinate];

/** Bits of the box's sides a point lies on: x = x0, x = x1, y = y0, y = y1. */
const LEFT = 1;
const RIGHT = 2;
const BOTTOM = 4;
const TOP = 8;

/**
 * A box [x0, x1] × [y0, y1] and the clamped rings so far, one after
 * another: their points and, for each point, the sides it lies on and its
 * nearest doubles, in typed arrays kept from call to call (a typed array
 * is slow to make; entries past the points are stale).
 */
export type ClampState = {
  /** The box's left side. */
  x0: Coordinate;
  /** Its bottom side. */
  y0: Coordinate;
  /** Its right side. */
  x1: Coordinate;
  /** Its top side. */
  y1: Coordinate;
  /** The clamped rings' points, ring after ring. */
  points: Point[];
  /** Where each ring's points start in `points`, then where the last ends. */
  rings: number[];
  /** The sides each point lies on (bits LEFT, RIGHT, BOTTOM, TOP; exact: 0 for a point inside). */
  at: Uint8Array;
  /** The nearest double of each point's x (NaN where the coordinate has none: see roundedDoubleOf). */
  xs: Float64Array;
  /** The nearest double of each point's y. */
  ys: Float64Array;
  /** Scratch: each vertex's levels against the box's x and y ranges (see `level`). */
  levels: Int8Array;
  /** The nearest doubles of x0, y0, x1, y1. */
  near: [number, number, number, number];
};

/**
 * A state for clamping rings onto the box [x0, x1] × [y0, y1], holding no
 * ring yet; with `reuse`, that state made so (its typed arrays kept).
 */
export function clampState(x0: Coordinate, y0: Coordinate, x1: Coordinate, y1: Coordinate, reuse?: ClampState): ClampState {
  const near: [number, number, number, number] = [
    roundedDoubleOf(x0),
    roundedDoubleOf(y0),
    roundedDoubleOf(x1),
    roundedDoubleOf(y1),
  ];
  if (reuse === undefined) {
    const [at, xs, ys, levels] = [new Uint8Array(16), new Float64Array(16), new Float64Array(16), new Int8Array(16)];
    return { x0, y0, x1, y1, points: [], rings: [0], at, xs, ys, levels, near };
  }
  reuse.x0 = x0;
  reuse.y0 = y0;
  reuse.x1 = x1;
  reuse.y1 = y1;
  reuse.points = [];
  reuse.rings = [0];
  reuse.near = near;
  return reuse;
}

/** Makes room in the state's point arrays for `n` points. */
export function reservePoints(state: ClampState, n: number): void {
  if (state.at.length >= n) return;
  const size = Math.max(n, 2 * state.at.length);
  const at = new Uint8Array(size);
  const xs = new Float64Array(size);
  const ys = new Float64Array(size);
  const used = state.points.length;
  at.set(state.at.subarray(0, used));
  xs.set(state.xs.subarray(0, used));
  ys.set(state.ys.subarray(0, used));
  state.at = at;
  state.xs = xs;
  state.ys = ys;
}

/** The state's rings, each its own array of points. */
export function clampedRings(state: ClampState): Point[][] {
  const out: Point[][] = [];
  for (let r = 0; r + 1 < state.rings.length; r++)
    out.push(state.points.slice(state.rings[r] as number, state.rings[r + 1] as number));
  return out;
}

/**
 * The ring (vertices `start` to `end − 1` of the flat coordinates `c`)
 * mapped onto the closed box by the nearest-point map r, which leaves the
 * box fixed and sends every point outside to the box's edge. Every point p
 * inside the box keeps its winding number: the straight path from x to
 * r(x) never enters the open box, so the ring and its image are homotopic
 * in the plane without p. r is affine on each of the nine regions the
 * box's side lines cut the plane into (the identity inside, a projection
 * onto a side beside it, a corner diagonally off it), so the image of an
 * edge is the polyline through the images of the points where the edge
 * changes region: a corner when it enters or leaves a corner region, the
 * exact point where it crosses the box's edge otherwise. Only these
 * crossings are built; the order in which an edge meets a vertical and a
 * horizontal side line is the sign of orient2d against the corner where
 * they meet. Consecutive points along one side are merged as they come
 * (the path between them along the side is replaced by the straight one,
 * also homotopic without any inner point), so a ring that winds far
 * outside the box leaves only the corners it passes. The image is added to
 * the state's rings, unless it has fewer than three points (it bounds
 * nothing); among those is a ring on one side of a side line (its image is
 * on that side: no winding number inside). Returns the number of points
 * added.
 */
export function clampRingToBox(c: ArrayLike<Coordinate>, start: number, end: number, state: ClampState): number {
  const { x0, y0, x1, y1 } = state;
  const n = end - start;
  if (state.levels.length < 2 * n) state.levels = new Int8Array(4 * n);
  const first = state.points.length;
  const levels = state.levels;
  let outside: number;
  if (
    c instanceof Float64Array &&
    typeof x0 === 'number' &&
    typeof y0 === 'number' &&
    typeof x1 === 'number' &&
    typeof y1 === 'number'
  )
    outside = numberLevels(c, start, n, x0, y0, x1, y1, levels);
  else {
    coordinateLevels(c, start, n, state, levels);
    outside = beyond(levels, n);
  }
  const all = outside & 15;
  const any = outside >> 4;
  if (all !== 0) return 0;
  if (any === 0) {
    if (n < 3) return 0;
    reservePoints(state, first + n);
    const { points, at, xs, ys } = state;
    for (let i = start, k = first; i < end; i++, k++) {
      const lx = levels[2 * (i - start)] as number;
      const ly = levels[2 * (i - start) + 1] as number;
      const x = c[2 * i] as Coordinate;
      const y = c[2 * i + 1] as Coordinate;
      points.push([x, y]);
      xs[k] = typeof x === 'number' ? x : roundedDoubleOf(x);
      ys[k] = typeof y === 'number' ? y : roundedDoubleOf(y);
      at[k] = (lx < 0 ? LEFT : lx > 0 ? RIGHT : 0) | (ly < 0 ? BOTTOM : ly > 0 ? TOP : 0);
    }
    state.rings.push(state.points.length);
    return n;
  }
  const last = n - 1;
  pushImage(state, c, start + last, levels[2 * last] as number, levels[2 * last + 1] as number);
  for (let i = 0, prev = last; i < n; prev = i, i++) {
    const lx = levels[2 * i] as number;
    const ly = levels[2 * i + 1] as number;
    // Inside a run of vertices at the same levels outside the box, a vertex adds nothing: its edges stay in one
    // region (no region change), and its image lies on the sides of its neighbours' images, so push drops it.
    if (i !== 0 && i !== last && (lx === 2 || lx === -2 || ly === 2 || ly === -2)) {
      if (levels[2 * prev] === lx && levels[2 * prev + 1] === ly && levels[2 * i + 2] === lx && levels[2 * i + 3] === ly)
        continue;
    }
    clampEdge(
      state,
      c,
      start + prev,
      start + i,
      band(levels[2 * prev] as number),
      band(levels[2 * prev + 1] as number),
      band(lx),
      band(ly),
    );
    // The last edge ends where the ring's image began.
    if (i !== last) pushImage(state, c, start + i, lx, ly);
  }
  closeRuns(state, first);
  const added = state.points.length - first;
  if (added < 3) {
    state.points.length = first;
    return 0;
  }
  state.rings.push(state.points.length);
  return added;
}

/** Writes each vertex's levels (see `level`) to `levels`. */
function coordinateLevels(c: ArrayLike<Coordinate>, start: number, n: number, box: ClampState, levels: Int8Array): void {
  const { x0, y0, x1, y1 } = box;
  for (let i = 0; i < n; i++) {
    levels[2 * i] = level(c[2 * (start + i)] as Coordinate, x0, x1);
    levels[2 * i + 1] = level(c[2 * (start + i) + 1] as Coordinate, y0, y1);
  }
}

/**
 * `coordinateLevels` when every coordinate and the box are numbers (finite:
 * compared as they are), returning `beyond`'s bits from the same pass.
 */
function numberLevels(
  c: Float64Array,
  start: number,
  n: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  levels: Int8Array,
): number {
  let all = 15;
  let any = 0;
  for (let i = 0; i < n; i++) {
    const x = c[2 * (start + i)] as number;
    const y = c[2 * (start + i) + 1] as number;
    const lx = x < x0 ? -2 : x === x0 ? -1 : x < x1 ? 0 : x === x1 ? 1 : 2;
    const ly = y < y0 ? -2 : y === y0 ? -1 : y < y1 ? 0 : y === y1 ? 1 : 2;
    levels[2 * i] = lx;
    levels[2 * i + 1] = ly;
    const code = (lx === -2 ? LEFT : lx === 2 ? RIGHT : 0) | (ly === -2 ? BOTTOM : ly === 2 ? TOP : 0);
    all &= code;
    any |= code;
  }
  return all | (any << 4);
}

/** The side bits every vertex is beyond (bits 0–3) and those some vertex is beyond (bits 4–7), from the levels. */
function beyond(levels: Int8Array, n: number): number {
  let all = 15;
  let any = 0;
  for (let i = 0; i < n; i++) {
    const lx = levels[2 * i] as number;
    const ly = levels[2 * i + 1] as number;
    const code = (lx === -2 ? LEFT : lx === 2 ? RIGHT : 0) | (ly === -2 ? BOTTOM : ly === 2 ? TOP : 0);
    all &= code;
    any |= code;
  }
  return all | (any << 4);
}

/**
 * Where v is against [lo, hi] (lo < hi): −2 below lo, −1 at lo, 0 strictly
 * between, 1 at hi, 2 above hi.
 */
function level(v: Coordinate, lo: Coordinate, hi: Coordinate): number {
  const a = compareCoord(v, lo);
  if (a <= 0) return a - 1;
  const b = compareCoord(v, hi);
  return b < 0 ? 0 : b + 1;
}

/** The band of a level: −1 below the box's range, 0 in it (closed), 1 above. */
function band(level: number): number {
  return level === -2 ? -1 : level === 2 ? 1 : 0;
}

/** Appends r(vertex i), with the sides it lies on (from its levels). */
function pushImage(state: ClampState, c: ArrayLike<Coordinate>, i: number, lx: number, ly: number): void {
  const { x0, y0, x1, y1, near } = state;
  const cx = c[2 * i] as Coordinate;
  const cy = c[2 * i + 1] as Coordinate;
  const px = lx < 0 ? x0 : lx > 0 ? x1 : cx;
  const py = ly < 0 ? y0 : ly > 0 ? y1 : cy;
  const dx = lx < 0 ? near[0] : lx > 0 ? near[2] : typeof cx === 'number' ? cx : roundedDoubleOf(cx);
  const dy = ly < 0 ? near[1] : ly > 0 ? near[3] : typeof cy === 'number' ? cy : roundedDoubleOf(cy);
  const sides = (lx < 0 ? LEFT : lx > 0 ? RIGHT : 0) | (ly < 0 ? BOTTOM : ly > 0 ? TOP : 0);
  push(state, [px, py], dx, dy, sides);
}

/**
 * Appends the images of the region changes along the edge from a to b
 * (not r(a) or r(b)): the edge walks the 3 × 3 regions one side line at a
 * time, or through a corner when it meets both lines there at once.
 */
function clampEdge(
  state: ClampState,
  c: ArrayLike<Coordinate>,
  a: number,
  b: number,
  fromX: number,
  fromY: number,
  tx: number,
  ty: number,
): void {
  const { x0, y0, x1, y1 } = state;
  const ax = c[2 * a] as Coordinate;
  const ay = c[2 * a + 1] as Coordinate;
  const bx = c[2 * b] as Coordinate;
  const by = c[2 * b + 1] as Coordinate;
  let rx = fromX;
  let ry = fromY;
  const dx = Math.sign(tx - rx);
  const dy = Math.sign(ty - ry);
  while (rx !== tx || ry !== ty) {
    // The side lines next crossed: x = lx leaving the band rx, y = ly leaving ry.
    const lx = dx > 0 ? (rx < 0 ? x0 : x1) : rx > 0 ? x1 : x0;
    const ly = dy > 0 ? (ry < 0 ? y0 : y1) : ry > 0 ? y1 : y0;
    let step: number;
    if (rx === tx) step = -1;
    else if (ry === ty) step = 1;
    else {
      // The edge meets x = lx at a height above ly exactly when (lx, ly) is
      // left of it going right (orient2d > 0 with dx > 0): x comes first when
      // orient · dx · dy > 0, both at once on the corner.
      step = orient2dSign(ax, ay, bx, by, lx, ly) * dx * dy;
    }
    if (step === 0) {
      rx += dx;
      ry += dy;
      push(state, [lx, ly], nearOf(state, lx), nearOf(state, ly), cornerSides(state, lx, ly));
    } else if (step > 0) {
      rx += dx;
      if (ry === 0) {
        // Between the box and the region beside it: the exact crossing.
        const cy = crossing(ax, ay, bx, by, lx);
        push(state, [lx, cy], nearOf(state, lx), roundedDoubleOf(cy), sideOfX(state, lx) | sidesAtY(state, cy));
      } else {
        const cy = ry < 0 ? y0 : y1;
        push(state, [lx, cy], nearOf(state, lx), nearOf(state, cy), cornerSides(state, lx, cy));
      }
    } else {
      ry += dy;
      if (rx === 0) {
        const cx = crossing(ay, ax, by, bx, ly);
        push(state, [cx, ly], roundedDoubleOf(cx), nearOf(state, ly), sideOfY(state, ly) | sidesAtX(state, cx));
      } else {
        const cx = rx < 0 ? x0 : x1;
        push(state, [cx, ly], nearOf(state, cx), nearOf(state, ly), cornerSides(state, cx, ly));
      }
    }
  }
}

/** The side bits of the vertical line x = lx (one of x0, x1; both when the box has no width). */
function sideOfX(state: ClampState, lx: Coordinate): number {
  return (lx === state.x0 ? LEFT : 0) | (lx === state.x1 ? RIGHT : 0);
}

/** The side bits of the horizontal line y = ly (one of y0, y1). */
function sideOfY(state: ClampState, ly: Coordinate): number {
  return (ly === state.y0 ? BOTTOM : 0) | (ly === state.y1 ? TOP : 0);
}

/** The side bits of a crossing's other coordinate: a side when it lies there (the crossing is then a corner). */
function sidesAtY(state: ClampState, y: Coordinate): number {
  return (compareCoord(y, state.y0) === 0 ? BOTTOM : 0) | (compareCoord(y, state.y1) === 0 ? TOP : 0);
}

/** sidesAtY for an x. */
function sidesAtX(state: ClampState, x: Coordinate): number {
  return (compareCoord(x, state.x0) === 0 ? LEFT : 0) | (compareCoord(x, state.x1) === 0 ? RIGHT : 0);
}

/** The side bits of a corner. */
function cornerSides(state: ClampState, x: Coordinate, y: Coordinate): number {
  return sideOfX(state, x) | sideOfY(state, y);
}

/**
 * The other coordinate where the edge from (a, o_a) to (b, o_b) meets the
 * line where its first coordinate is `bound` (a ≠ b):
 * o_a + (bound − a)(o_b − o_a)/(b − a), that is
 * ((bound − a)(o_b − o_a) − o_a·(a − b)) / (b − a).
 */
function crossing(a: Coordinate, oa: Coordinate, b: Coordinate, ob: Coordinate, bound: Coordinate): Rational {
  const x = doubleOf(a);
  const ox = doubleOf(oa);
  const y = doubleOf(b);
  const oy = doubleOf(ob);
  const t = doubleOf(bound);
  // Doubles: a lazy value, o_a + ((bound − a)/(b − a))·(o_b − o_a); NaN marks a coordinate that is not one.
  if (!Number.isNaN(x + ox + y + oy + t)) return linePointOf(ox, oy, ox, t, x, y, x);
  return det2Value(bound, a, ob, oa, oa, 0, a, b).div(Rational.from(b).sub(Rational.from(a)));
}

/**
 * Appends point p, its nearest doubles (dx, dy) and sides, first dropping
 * the last point of the ring while it lies between its neighbours on a
 * side they all lie on (the path along the side is replaced by the
 * straight one). Each caller makes its own p: an array literal's site
 * learns its elements' kind (the number sites keep unboxed doubles).
 */
function push(state: ClampState, p: Point, dx: number, dy: number, sides: number): void {
  const { points, at } = state;
  const first = state.rings[state.rings.length - 1] as number;
  let n = points.length;
  while (n - first >= 2 && ((at[n - 2] as number) & (at[n - 1] as number) & sides) !== 0) n--;
  if (n !== points.length) points.length = n;
  if (n === at.length) reservePoints(state, n + 1);
  points.push(p);
  state.at[n] = sides;
  state.xs[n] = dx;
  state.ys[n] = dy;
}

/** The nearest double of one of the box's coordinates. */
function nearOf(state: ClampState, v: Coordinate): number {
  return v === state.x0 ? state.near[0] : v === state.y0 ? state.near[1] : v === state.x1 ? state.near[2] : state.near[3];
}

/** Merges the runs along a side across the closing edge of the ring that starts at point `first`. */
function closeRuns(state: ClampState, first: number): void {
  const { points, at } = state;
  let head = first;
  let n = points.length;
  for (;;) {
    if (n - head < 3) break;
    const h = at[head] as number;
    if (((at[n - 2] as number) & (at[n - 1] as number) & h) !== 0) n--;
    else if (((at[n - 1] as number) & h & (at[head + 1] as number)) !== 0) head++;
    else break;
  }
  points.length = n;
  if (head > first) {
    points.splice(first, head - first);
    at.copyWithin(first, head, n);
    state.xs.copyWithin(first, head, n);
    state.ys.copyWithin(first, head, n);
  }
}
