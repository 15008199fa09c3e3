import type { Coordinate, SegmentLike } from '../core/coordinate.js';
import { arrayLikeLength, compareCoord, copySegment } from '../core/coordinate.js';
import { describeValue, ExactTypeError } from '../core/errors.js';
import { arrayAsRead, pointAsRead, segmentAsRead } from '../core/readInputs.js';

/**
 * Segments read once and laid out flat for the sweep. Segment i runs from
 * its start (c[4i], c[4i + 1]) to its end (c[4i + 2], c[4i + 3]), the start
 * being the smaller endpoint in (x, then y) order: the order in which the
 * sweep meets points. `flipped[i]` is 1 when the caller gave the end first;
 * `zero[i]` is 1 for a zero-length segment (a point). When every
 * coordinate is a number, `c` is the Float64Array `f` itself.
 */
export type SegmentSet = {
  readonly n: number;
  readonly c: ArrayLike<Coordinate>;
  /** The coordinates as doubles when all of them are numbers (then `c` is this array), else null (see eventOrder). */
  readonly f: Float64Array | null;
  readonly flipped: Uint8Array;
  readonly zero: Uint8Array;
};

/**
 * Validates `segments` (an array-like of 2D segments, each any array-like
 * `[p, q]`) and reads every coordinate once. Errors name the function and
 * the index: `segmentIntersections: segments[3][1][0] is NaN`.
 *
 * ```ts
 * readSegmentSet('f', [[[2, 0], [0, 0]]]).c; // Float64Array [0, 0, 2, 0]
 * ```
 */
export function readSegmentSet(fn: string, segments: ArrayLike<SegmentLike>): SegmentSet {
  const n = arrayLikeLength(segments);
  if (n < 0) throw new ExactTypeError(`${fn}: segments is ${describeValue(segments)}, expected an array of segments [p, q]`);
  // Doubles until a coordinate is not a number; then everything moves to a plain array.
  let f: Float64Array | null = new Float64Array(4 * n);
  let c: Coordinate[] | null = null;
  const flipped = new Uint8Array(n);
  const zero = new Uint8Array(n);
  const v: Coordinate[] = [0, 0, 0, 0];
  for (let i = 0; i < n; i++) {
    const s: unknown = segments[i];
    readSegmentOnce(fn, i, s, v);
    const order = compareCoord(v[0] as Coordinate, v[2] as Coordinate) || compareCoord(v[1] as Coordinate, v[3] as Coordinate);
    if (order > 0) flipped[i] = 1;
    else if (order === 0) zero[i] = 1;
    // The start first: (v0, v1) unless flipped.
    const k = order > 0 ? 2 : 0;
    const ax = v[k] as Coordinate;
    const ay = v[k + 1] as Coordinate;
    const bx = v[2 - k] as Coordinate;
    const by = v[3 - k] as Coordinate;
    if (f !== null && typeof ax === 'number' && typeof ay === 'number' && typeof bx === 'number' && typeof by === 'number') {
      f[4 * i] = ax;
      f[4 * i + 1] = ay;
      f[4 * i + 2] = bx;
      f[4 * i + 3] = by;
      continue;
    }
    if (c === null) {
      c = Array.from((f as Float64Array).subarray(0, 4 * i));
      f = null;
    }
    c.push(ax, ay, bx, by);
  }
  return f !== null ? { n, c: f, f, flipped, zero } : { n, c: c as Coordinate[], f: null, flipped, zero };
}

/**
 * Segment i read once into v[0..3]: an array of two arrays of two finite
 * numbers, the common case, without building argument names; anything else
 * through `readSegment`, given the values already read (never the caller's
 * indices again), which names what is wrong.
 */
function readSegmentOnce(fn: string, i: number, s: unknown, v: Coordinate[]): void {
  // Lengths too are read once, and handed on as read.
  const sn = Array.isArray(s) ? s.length : -1;
  if (sn !== 2) {
    readSegment(fn, i, sn < 0 ? s : arrayAsRead(s, sn, [], 2), v);
    return;
  }
  const p: unknown = (s as unknown[])[0];
  const q: unknown = (s as unknown[])[1];
  const pn = Array.isArray(p) ? p.length : -1;
  const qn = Array.isArray(q) ? q.length : -1;
  if (pn !== 2 || qn !== 2) {
    readSegment(fn, i, [pn < 0 ? p : arrayAsRead(p, pn, [], 3), qn < 0 ? q : arrayAsRead(q, qn, [], 3)], v);
    return;
  }
  const px: unknown = (p as unknown[])[0];
  const py: unknown = (p as unknown[])[1];
  const qx: unknown = (q as unknown[])[0];
  const qy: unknown = (q as unknown[])[1];
  if (typeof px === 'number' && typeof py === 'number' && typeof qx === 'number' && typeof qy === 'number') {
    // A finite sum proves every term finite; a sum that overflowed is checked term by term.
    const sum = px + py + qx + qy;
    if (sum - sum === 0 || (Number.isFinite(px) && Number.isFinite(py) && Number.isFinite(qx) && Number.isFinite(qy))) {
      v[0] = px;
      v[1] = py;
      v[2] = qx;
      v[3] = qy;
      return;
    }
  }
  readSegment(fn, i, segmentAsRead(s, pointAsRead(p, 2, px, py, 0), pointAsRead(q, 2, qx, qy, 0)), v);
}

/** Segment i validated (errors name `segments[i]` and the part that is wrong), its coordinates read once into v[0..3]. */
function readSegment(fn: string, i: number, s: unknown, v: Coordinate[]): void {
  const [p, q] = copySegment(fn, `segments[${i}]`, s, 2);
  v[0] = p[0];
  v[1] = p[1];
  v[2] = q[0];
  v[3] = q[1];
}

/**
 * A SegmentSet of coordinates already laid out (each segment from its
 * smaller endpoint), not flipped: as doubles when they all are numbers.
 *
 * ```ts
 * segmentSetOf([0, 0, 1, 1], new Uint8Array(1)).f; // Float64Array [0, 0, 1, 1]
 * ```
 */
export function segmentSetOf(c: readonly Coordinate[], zero: Uint8Array): SegmentSet {
  const n = zero.length;
  const numbers = c.every((v) => typeof v === 'number');
  const f = numbers ? Float64Array.from(c as number[]) : null;
  return { n, c: f ?? c, f, flipped: new Uint8Array(n), zero };
}
