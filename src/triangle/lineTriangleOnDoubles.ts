import type { Point3, PointLike, SegmentLike } from '../core/coordinate.js';
import { arrayAsRead, elementsAsRead, pointAsRead, segmentAsRead } from '../core/readInputs.js';
import { UNDECIDED } from '../core/sign.js';
import { rayMeetsTriangleFilter, segmentMeetsTriangleFilter } from './rayMeetsTriangleFilter.js';
import type { Triangle, TriangleLike } from './triangle.js';

/*
 * The number fast paths of the segment and ray functions, reading every
 * coordinate once (see src/core/readInputs.ts). The 15 coordinates of a
 * line piece p, q (a ray's origin and dir) and a triangle a, b, c are read
 * into locals; when all are numbers they go to module-level Float64Arrays,
 * after the last read (a getter may call back into the package), and the
 * filters read them there: nothing allocated, and doubles never cross a
 * call. When the filter cannot decide, or some value is not a number, the
 * checked path gets fresh arrays of the values read, never the caller's
 * arrays again.
 */

/** The numbers of the last line piece and triangle read: p (or origin), q (or dir), a, b, c. */
const P = new Float64Array(3);
const Q = new Float64Array(3);
const A = new Float64Array(3);
const B = new Float64Array(3);
const C = new Float64Array(3);

/** A line piece's two points and a triangle as a fast path read them, for the checked path. */
export type LineTriangleAsRead = { readonly p: unknown; readonly q: unknown; readonly t: unknown };

/** The same for a segment and a triangle: `s` as read. */
export type SegmentTriangleAsRead = { readonly s: unknown; readonly t: unknown };

/**
 * The ray origin + t·dir against the triangle on doubles: 1 hit, 0 miss,
 * decided by the kernel's filters (with nothing allocated); or the inputs
 * as read, for the checked path, when some value is not a number, a shape
 * is not 3 points of 3, or the filter cannot decide. After 1, `numbersRead`
 * gives the values.
 *
 * ```ts
 * rayTriangleOnDoubles([1, 1, 4], [0, 0, -1], [[0, 0, 0], [4, 0, 0], [0, 4, 0]]); // 1
 * rayTriangleOnDoubles([1, 1, 4], [0, 0, -1], [[0n, 0, 0], [4, 0, 0], [0, 4, 0]]); // { p: [1, 1, 4], q: [0, 0, -1], t: [[0n, 0, 0], ...] }
 * ```
 */
export function rayTriangleOnDoubles(origin: PointLike, dir: PointLike, triangle: TriangleLike): 0 | 1 | LineTriangleAsRead {
  const read = readLineTriangle(origin, dir, triangle);
  if (read !== null) return read;
  const m = rayMeetsTriangleFilter(P, Q, A, B, C);
  return m === UNDECIDED ? numbersRead() : m;
}

/**
 * `rayTriangleOnDoubles` for the segment s = [p, q]: 1 when they meet, 0
 * when not, else s and the triangle as read.
 *
 * ```ts
 * segmentTriangleOnDoubles([[1, 1, 4], [1, 1, -4]], [[0, 0, 0], [4, 0, 0], [0, 4, 0]]); // 1
 * ```
 */
export function segmentTriangleOnDoubles(s: SegmentLike, triangle: TriangleLike): 0 | 1 | SegmentTriangleAsRead {
  // The cast only names the shape the reads below test for.
  const p = (s as readonly PointLike[])?.[0];
  const q = (s as readonly PointLike[])?.[1];
  const sn = s?.length;
  if (sn !== 2) return { s: arrayAsRead(s, sn, [p, q], 2), t: triangle };
  let read = readLineTriangle(p as PointLike, q as PointLike, triangle);
  if (read === null) {
    const m = segmentMeetsTriangleFilter(P, Q, A, B, C);
    if (m !== UNDECIDED) return m;
    read = numbersRead();
  }
  return { s: segmentAsRead(s, read.p, read.q), t: read.t };
}

/**
 * The numbers the last call of the functions above read, as fresh arrays:
 * read them at once, before any code that could call into the package.
 *
 * ```ts
 * numbersRead(); // { p: [1, 1, 4], q: [0, 0, -1], t: [[0, 0, 0], [4, 0, 0], [0, 4, 0]] }
 * ```
 */
export function numbersRead(): { p: Point3; q: Point3; t: Triangle } {
  const point = (v: Float64Array): Point3 => [v[0] as number, v[1] as number, v[2] as number];
  return { p: point(P), q: point(Q), t: [point(A), point(B), point(C)] };
}

/**
 * Copies the numbers the last call of the functions above read into `out`,
 * in the order a, b, c, p, q (15 of them): for a construction that goes on
 * from a decided hit without an array per point.
 *
 * ```ts
 * copyNumbersRead(new Float64Array(15)); // a, b, c, p, q
 * ```
 */
export function copyNumbersRead(out: Float64Array): void {
  // Element by element: TypedArray#set is a call into the runtime, slow for three values.
  for (let k = 0; k < 3; k++) {
    out[k] = A[k] as number;
    out[3 + k] = B[k] as number;
    out[6 + k] = C[k] as number;
    out[9 + k] = P[k] as number;
    out[12 + k] = Q[k] as number;
  }
}

/**
 * Reads p, q and the triangle t once. When they are three points of three
 * numbers each, stores the numbers in P, Q, A, B, C and returns null; else
 * returns them as read: fresh arrays of the values read, the caller's
 * objects where nothing of them was read.
 */
function readLineTriangle(p: PointLike, q: PointLike, t: TriangleLike): LineTriangleAsRead | null {
  // readLineTriangle's fast path, down to the end mark: written by `npm run kernel` from tools/predicates/specs.ts.
  // Containers the checked path would refuse (a function with numeric keys) fail the object checks and go to it.
  // Every length read once, before any decision, and handed on as read.
  const tn = t?.length;
  if (tn !== 3) return { p, q, t: arrayAsRead(t, tn, [], 3) };
  const a = t[0] as PointLike;
  const b = t[1] as PointLike;
  const c = t[2] as PointLike;
  const pn = p?.length;
  const qn = q?.length;
  const an = a?.length;
  const bn = b?.length;
  const cn = c?.length;
  if (pn !== 3 || qn !== 3 || an !== 3 || bn !== 3 || cn !== 3) {
    const vertices = [arrayAsRead(a, an, [], 3), arrayAsRead(b, bn, [], 3), arrayAsRead(c, cn, [], 3)];
    return { p: arrayAsRead(p, pn, [], 3), q: arrayAsRead(q, qn, [], 3), t: elementsAsRead(t, vertices) };
  }
  const px = p[0];
  const py = p[1];
  const pz = p[2];
  const qx = q[0];
  const qy = q[1];
  const qz = q[2];
  const ax = a[0];
  const ay = a[1];
  const az = a[2];
  const bx = b[0];
  const by = b[1];
  const bz = b[2];
  const cx = c[0];
  const cy = c[1];
  const cz = c[2];
  if (
    typeof px === 'number' &&
    typeof py === 'number' &&
    typeof pz === 'number' &&
    typeof qx === 'number' &&
    typeof qy === 'number' &&
    typeof qz === 'number' &&
    typeof ax === 'number' &&
    typeof ay === 'number' &&
    typeof az === 'number' &&
    typeof bx === 'number' &&
    typeof by === 'number' &&
    typeof bz === 'number' &&
    typeof cx === 'number' &&
    typeof cy === 'number' &&
    typeof cz === 'number' &&
    typeof p === 'object' &&
    typeof q === 'object' &&
    typeof t === 'object' &&
    typeof a === 'object' &&
    typeof b === 'object' &&
    typeof c === 'object'
  ) {
    // NaN and ±Infinity go on too: the filters decline them, and the
    // checked path names them from the values stored here.
    P[0] = px;
    P[1] = py;
    P[2] = pz;
    Q[0] = qx;
    Q[1] = qy;
    Q[2] = qz;
    A[0] = ax;
    A[1] = ay;
    A[2] = az;
    B[0] = bx;
    B[1] = by;
    B[2] = bz;
    C[0] = cx;
    C[1] = cy;
    C[2] = cz;
    return null;
  }
  const vertices = [pointAsRead(a, 3, ax, ay, az), pointAsRead(b, 3, bx, by, bz), pointAsRead(c, 3, cx, cy, cz)];
  return { p: pointAsRead(p, 3, px, py, pz), q: pointAsRead(q, 3, qx, qy, qz), t: elementsAsRead(t, vertices) };
  // The end of readLineTriangle's generated fast path.
}
