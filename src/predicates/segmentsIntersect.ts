import type { Coordinate, Point2, SegmentLike } from '../core/coordinate.js';
import { checkCoordinate, compareCoord, notAllDoubles, readPoint, roundedDoubleOf, scaleToIntegers } from '../core/coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';
import type { Sign } from '../core/sign.js';
import { UNDECIDED } from '../core/sign.js';
import { orient2dAt, orient2dFilterRounded, orient2dSign } from '../core/signs.js';
import { between } from './inRange.js';
import { segmentPairFilter } from './segmentPairFilter.js';

/**
 * True iff the closed segments s and t share a point: crossing, touching at
 * an endpoint or T-junction, collinear overlap, zero-length segments.
 *
 * @example
 * ```ts
 * segmentsIntersect([[0, 0], [2, 2]], [[0, 2], [2, 0]]); // true (cross at (1, 1))
 * segmentsIntersect([[0, 0], [1, 1]], [[2, 2], [3, 3]]); // false (collinear, apart)
 * ```
 */
export function segmentsIntersect(s: SegmentLike, t: SegmentLike): boolean {
  return segmentsMeet('segmentsIntersect', s, t);
}

/**
 * segmentsIntersect with errors naming `fn`. Each coordinate is read once.
 * The fast path, for two segments of number points: segmentPairFilter (the
 * kernel's orientation filter, no allocation); the pairs it leaves
 * unproven, and every other input, go on through one call each.
 * As in the kernel's point entries, the first coordinate is read apart, so
 * that the other reads only ever see arrays of numbers.
 *
 * This function is kept small: together with the pair filter (four
 * orientations), the whole fast path must be inlined into the caller's
 * loop, where a call per pair would be a large share of the time
 * (`npm run bench:v8` checks the inlining). Hence one exit per kind of
 * input, each a plain call.
 *
 * @example
 * ```ts
 * segmentsMeet('f', [[0, 0], [2, 2]], [[0, 2], [2, 0]]); // true
 * ```
 */
export function segmentsMeet(fn: string, s: SegmentLike, t: SegmentLike): boolean {
  // segmentsMeet's fast path, down to the end mark: written by `npm run kernel` from tools/predicates/specs.ts.
  const isArray = Array.isArray;
  if (isArray(s) && isArray(t) && s.length === 2 && t.length === 2) {
    const p = s[0];
    const q = s[1];
    const u = t[0];
    const v = t[1];
    if (
      isArray(p) &&
      isArray(q) &&
      isArray(u) &&
      isArray(v) &&
      p.length === 2 &&
      q.length === 2 &&
      u.length === 2 &&
      v.length === 2
    ) {
      const px = p[0];
      if (typeof px !== 'number') return segmentsMeetPoints(fn, px, p, q, u, v);
      const py = p[1];
      const qx = q[0];
      const qy = q[1];
      const ux = u[0];
      const uy = u[1];
      const vx = v[0];
      const vy = v[1];
      let numbers = false;
      if (
        typeof py === 'number' &&
        typeof qx === 'number' &&
        typeof qy === 'number' &&
        typeof ux === 'number' &&
        typeof uy === 'number' &&
        typeof vx === 'number' &&
        typeof vy === 'number'
      ) {
        const m = segmentPairFilter(px, py, qx, qy, ux, uy, vx, vy);
        if (m >= 0) return m === 1;
        numbers = true;
      }
      return segmentsMeetRead(fn, numbers, px, py, qx, qy, ux, uy, vx, vy);
    }
  }
  return segmentsMeetChecked(fn, s, t);
  // The end of segmentsMeet's generated fast path.
}

/** Any two segments (or the values a fast path read): shapes validated, coordinates read once, then decided. */
function segmentsMeetChecked(fn: string, s: unknown, t: unknown): boolean {
  return segmentsMeetValues(fn, readSegments(fn, s, t));
}

/** Names of the eight coordinates, for errors. */
const NAMES = ['s[0][0]', 's[0][1]', 's[1][0]', 's[1][1]', 't[0][0]', 't[0][1]', 't[1][0]', 't[1][1]'];

/** The eight doubles of a pair the filter left undecided, for segmentsMeetAtOrUndecided. */
const pair = new Float64Array(8);

/** Array points whose first coordinate px is not a number: the other seven read once, then decided. */
function segmentsMeetPoints(
  fn: string,
  px: unknown,
  p: readonly unknown[],
  q: readonly unknown[],
  u: readonly unknown[],
  v: readonly unknown[],
): boolean {
  return segmentsMeetValues(fn, [px, p[1], q[0], q[1], u[0], u[1], v[0], v[1]]);
}

/**
 * Eight coordinates read from array points that the filter could not decide
 * (`numbers`: all of them numbers) or that are not all numbers: finite
 * doubles exactly in doubles where they can, everything else validated by
 * name and decided exactly.
 */
function segmentsMeetRead(
  fn: string,
  numbers: boolean,
  px: unknown,
  py: unknown,
  qx: unknown,
  qy: unknown,
  ux: unknown,
  uy: unknown,
  vx: unknown,
  vy: unknown,
): boolean {
  if (numbers) {
    const v = pair;
    v[0] = px as number;
    v[1] = py as number;
    v[2] = qx as number;
    v[3] = qy as number;
    v[4] = ux as number;
    v[5] = uy as number;
    v[6] = vx as number;
    v[7] = vy as number;
    const m = segmentsMeetAtOrUndecided(v, 0);
    if (m !== UNDECIDED) return m === 1;
  }
  return segmentsMeetValues(fn, [px, py, qx, qy, ux, uy, vx, vy]);
}

/** Two segments read from anything but arrays of two arrays of two: validated shapes, coordinates read once. */
function readSegments(fn: string, s: unknown, t: unknown): Coordinate[] {
  const out: Coordinate[] = [];
  for (const [name, seg] of [
    ['s', s],
    ['t', t],
  ] as const) {
    if (typeof seg !== 'object' || seg === null) {
      throw new ExactTypeError(`${fn}: ${name} is ${describeValue(seg)}, expected a segment [p, q]`);
    }
    const n = (seg as { length?: unknown }).length;
    if (n !== 2) throw new ExactRangeError(`${fn}: ${name} has ${typeof n === 'number' ? n : 'no'} points, expected 2`);
    readPoint(fn, `${name}[0]`, (seg as ArrayLike<unknown>)[0], 2, out);
    readPoint(fn, `${name}[1]`, (seg as ArrayLike<unknown>)[1], 2, out);
  }
  return out;
}

/**
 * Coordinates already read (px, py, qx, qy, ux, uy, vx, vy): validated by
 * name, then decided exactly. When they are not all doubles, each exact
 * orientation would scale its six inputs to integers by their common
 * denominator (a gcd and products the size of all their digits): the eight
 * are scaled once instead, and the orientations run on the integers (a
 * common positive factor changes no sign).
 */
function segmentsMeetValues(fn: string, values: unknown[]): boolean {
  for (let i = 0; i < 8; i++) checkCoordinate(fn, NAMES[i] as string, values[i]);
  let c: unknown[] = values;
  if (notAllDoubles(values as Coordinate[])) {
    const m = segmentsMeetRounded(values as Coordinate[]);
    if (m !== UNDECIDED) return m === 1;
    c = scaleToIntegers(values as Coordinate[]).ints;
  }
  const [px, py, qx, qy, ux, uy, vx, vy] = c as Coordinate[] as [
    Coordinate,
    Coordinate,
    Coordinate,
    Coordinate,
    Coordinate,
    Coordinate,
    Coordinate,
    Coordinate,
  ];
  return segmentsMeetCoords([px, py], [qx, qy], [ux, uy], [vx, vy]);
}

/**
 * The decision from the coordinates' nearest doubles (a lazy construction
 * result carries its own), where the kernel's filter for rounded inputs
 * proves the signs it needs: 1 meet, 0 apart, UNDECIDED when an
 * orientation is unproven (or is 0, or a value has no nearest double, as
 * a bigint): the exact path decides those.
 */
function segmentsMeetRounded(values: readonly Coordinate[]): 0 | 1 | 2 {
  const r = rounded;
  for (let i = 0; i < 8; i++) r[i] = roundedDoubleOf(values[i] as Coordinate);
  const px = r[0] as number;
  const py = r[1] as number;
  const qx = r[2] as number;
  const qy = r[3] as number;
  const ux = r[4] as number;
  const uy = r[5] as number;
  const vx = r[6] as number;
  const vy = r[7] as number;
  const o1 = Math.sign(orient2dFilterRounded(px, py, qx, qy, ux, uy));
  const o2 = Math.sign(orient2dFilterRounded(px, py, qx, qy, vx, vy));
  if (o1 * o2 > 0) return 0;
  const o3 = Math.sign(orient2dFilterRounded(ux, uy, vx, vy, px, py));
  const o4 = Math.sign(orient2dFilterRounded(ux, uy, vx, vy, qx, qy));
  if (o3 * o4 > 0) return 0;
  // NaN (a value without a nearest double) makes every filter 0.
  if (o1 * o2 < 0 && o3 * o4 < 0) return 1;
  return UNDECIDED;
}

/** Scratch for segmentsMeetRounded. */
const rounded = new Float64Array(8);

/**
 * The exact decision for validated points p–q and u–v of any coordinates.
 * From the orientations o1 = (p, q, u), o2 = (p, q, v), o3 = (u, v, p),
 * o4 = (u, v, q): if u and v lie strictly on one side of line pq (o1·o2 > 0),
 * or p and q of line uv, they are apart. If both pairs straddle strictly,
 * they cross. Otherwise some orientation is 0, and they meet iff a point
 * with orientation 0 lies in the other segment's bounding box (collinear
 * with it, so on it). When o1 = o2 = 0 and p ≠ q, all four points are on one
 * line, so o3 = o4 = 0 without computing them (the common degenerate case).
 */
function segmentsMeetCoords(p: Point2, q: Point2, u: Point2, v: Point2): boolean {
  const o1 = orientSign(p, q, u);
  const o2 = orientSign(p, q, v);
  if (o1 * o2 > 0) return false;
  const collinear = o1 === 0 && o2 === 0 && !(compareCoord(p[0], q[0]) === 0 && compareCoord(p[1], q[1]) === 0);
  const o3 = collinear ? 0 : orientSign(u, v, p);
  const o4 = collinear ? 0 : orientSign(u, v, q);
  if (o3 * o4 > 0) return false;
  if (o1 * o2 < 0 && o3 * o4 < 0) return true;
  return (
    (o1 === 0 && inSpan(u, p, q)) ||
    (o2 === 0 && inSpan(v, p, q)) ||
    (o3 === 0 && inSpan(p, u, v)) ||
    (o4 === 0 && inSpan(q, u, v))
  );
}

/**
 * The exact answer for segments p–q and u–v of finite doubles (not checked
 * here) stored as values[k .. k + 7] = px, py, qx, qy, ux, uy, vx, vy: the
 * decision of segmentsMeetCoords, on the kernel's orient2dAt. (A typed
 * array rather than eight arguments: V8 boxes doubles passed to a function
 * it does not inline.)
 *
 * @example
 * ```ts
 * segmentsMeetAt(new Float64Array([0, 0, 2, 2, 1, 1, 5, 0]), 0); // true (T-junction at (1, 1))
 * ```
 */
export function segmentsMeetAt(values: Float64Array, k: number): boolean {
  const m = segmentsMeetAtOrUndecided(values, k);
  if (m !== UNDECIDED) return m === 1;
  const c: Coordinate[] = [];
  for (let i = 0; i < 8; i++) c.push(values[k + i] as number);
  return segmentsMeetCoords(
    [c[0] as number, c[1] as number],
    [c[2] as number, c[3] as number],
    [c[4] as number, c[5] as number],
    [c[6] as number, c[7] as number],
  );
}

/** segmentsMeetAt in doubles: 1 meet, 0 apart, UNDECIDED when an orientation needs BigInt (or a value is not finite). */
function segmentsMeetAtOrUndecided(values: Float64Array, k: number): 0 | 1 | 2 {
  const p = k;
  const q = k + 2;
  const u = k + 4;
  const v = k + 6;
  const o1 = orient2dAt(values, p, q, u);
  const o2 = orient2dAt(values, p, q, v);
  if (o1 === UNDECIDED || o2 === UNDECIDED) return UNDECIDED;
  if (o1 * o2 > 0) return 0;
  const collinear = o1 === 0 && o2 === 0 && !(values[p] === values[q] && values[p + 1] === values[q + 1]);
  const o3 = collinear ? 0 : orient2dAt(values, u, v, p);
  const o4 = collinear ? 0 : orient2dAt(values, u, v, q);
  if (o3 === UNDECIDED || o4 === UNDECIDED) return UNDECIDED;
  if (o3 * o4 > 0) return 0;
  if (o1 * o2 < 0 && o3 * o4 < 0) return 1;
  return (o1 === 0 && spansAt(values, u, p, q)) ||
    (o2 === 0 && spansAt(values, v, p, q)) ||
    (o3 === 0 && spansAt(values, p, u, v)) ||
    (o4 === 0 && spansAt(values, q, u, v))
    ? 1
    : 0;
}

/**
 * The point stored at values[x] lies in the closed box with corners at
 * values[a] and values[b]; doubles compare exactly. (Indices, not doubles:
 * see segmentsMeetAt.)
 */
function spansAt(values: Float64Array, x: number, a: number, b: number): boolean {
  const px = values[x] as number;
  const py = values[x + 1] as number;
  const ax = values[a] as number;
  const ay = values[a + 1] as number;
  const bx = values[b] as number;
  const by = values[b + 1] as number;
  return ((ax <= px && px <= bx) || (bx <= px && px <= ax)) && ((ay <= py && py <= by) || (by <= py && py <= ay));
}

/**
 * Exact orientation of validated points, as `orient2d`: 1, -1 or 0.
 *
 * @example
 * ```ts
 * orientSign([0, 0], [1, 0], [0, -1]); // -1
 * ```
 */
export function orientSign(a: Point2, b: Point2, c: Point2): Sign {
  return orient2dSign(a[0], a[1], b[0], b[1], c[0], c[1]);
}

/**
 * x in the closed bounding box of a and b (for a point collinear with them: on the segment).
 *
 * @example
 * ```ts
 * inSpan([1, 1], [0, 0], [2, 2]); // true
 * inSpan([3, 3], [0, 0], [2, 2]); // false
 * ```
 */
export function inSpan(x: Point2, a: Point2, b: Point2): boolean {
  return between(x[0] as Coordinate, a[0], b[0]) && between(x[1] as Coordinate, a[1], b[1]);
}
