import type { RationalPoint3 } from '../constructions/clipSegment.js';
import type { Point3 } from '../core/coordinate.js';
import { scaleToIntegers } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';
import type { Sign } from '../core/sign.js';
import { planeHitOfWritten, RAY_PLANE_INPUTS, SEGMENT_PLANE_INPUTS } from '../core/values.js';
import { orient3dDirOf, orient3dDirValueOf, orient3dOf, orient3dValueOf } from './pointSigns.js';
import type { LinePiece } from './triangle.js';

/*
 * A segment or ray against a triangle's plane and, when it crosses the
 * plane, against the triangle. With n = (b − a) × (c − a), the plane
 * function g(x) = n·(x − a) = orient3d(a, b, c, x) is affine along the line
 * x(t) = p + t·w, so the line crosses the plane where g(p) + t·(n·w) = 0;
 * n·w is orient3d(a, b, c, q) − g(p) for a segment and orient3d(a, b, c,
 * a + d), the kernel's orient3dDir, for a ray.
 *
 * Where it crosses, the crossing point lies on the line of edge (x, y) iff
 * the line p + t·w meets that edge's line, iff ((x − p) × (y − p))·w = 0,
 * and inside the triangle iff these three signs, for the edges (b, c),
 * (c, a), (a, b), are never strictly opposite (they are the line's Plücker
 * products with the edges: ∝ the barycentric coordinates of the crossing).
 * For a segment the sign is orient3d(p, x, y, q); for a ray orient3dDir(p,
 * x, y, d).
 */

/**
 * The sign of the plane function at the line's start, and at its end: at
 * q for a segment, and for a ray the sign it tends to (its slope n·d, or
 * the start's sign when the ray runs parallel to the plane). The line
 * crosses the plane, within its range, iff these two are not both 0 (that
 * is: it lies in the plane) and not of one strict sign.
 *
 * ```ts
 * planeSides([[0, 0, 0], [1, 0, 0], [0, 1, 0]], { p: [0, 0, 1], q: [0, 0, -1], ray: true }); // [1, -1]
 * ```
 */
export function planeSides(t: readonly [Point3, Point3, Point3], line: LinePiece): [Sign, Sign] {
  const [a, b, c] = t;
  const start = orient3dOf(a, b, c, line.p);
  if (!line.ray) return [start, orient3dOf(a, b, c, line.q)];
  const slope = orient3dDirOf(a, b, c, line.q);
  return [start, slope === 0 ? start : slope];
}

/**
 * The line's side of each edge's line, for the edges (b, c), (c, a), (a, b):
 * the sign of ((x − p) × (y − p))·w (see the comment at the top).
 *
 * ```ts
 * edgeSides([[0, 0, 0], [1, 0, 0], [0, 1, 0]], { p: [0, 0, 1], q: [0, 0, -1], ray: true }); // [0, 0, -1]: through vertex a
 * ```
 */
export function edgeSides(t: readonly [Point3, Point3, Point3], line: LinePiece): [Sign, Sign, Sign] {
  const [a, b, c] = t;
  return [edgeSide(line, b, c), edgeSide(line, c, a), edgeSide(line, a, b)];
}

function edgeSide(line: LinePiece, x: Point3, y: Point3): Sign {
  return line.ray ? orient3dDirOf(line.p, x, y, line.q) : orient3dOf(line.p, x, y, line.q);
}

/**
 * The exact parameter where a line that is not parallel to the plane
 * crosses it: g(p)/(g(p) − g(q)) for a segment, −g(p)/(n·d) for a ray.
 *
 * ```ts
 * planeCrossing([[0, 0, 0], [1, 0, 0], [0, 1, 0]], { p: [0, 0, 1], q: [0, 0, -3], ray: false }).toString(); // '1/4'
 * ```
 */
export function planeCrossing(t: readonly [Point3, Point3, Point3], line: LinePiece): Rational {
  const [a, b, c] = t;
  const g = orient3dValueOf(a, b, c, line.p);
  if (line.ray) return g.neg().div(orient3dDirValueOf(a, b, c, line.q));
  return g.div(g.sub(orient3dValueOf(a, b, c, line.q)));
}

/**
 * Where a line that is not parallel to the plane crosses it: the parameter
 * (planeCrossing's) and the point there. For doubles both come from one
 * value kernel (segmentPlane, rayPlane), lazy: the nearest doubles, the
 * fractions built when asked.
 *
 * ```ts
 * planeHit([[0, 0, 0], [1, 0, 0], [0, 1, 0]], { p: [1, 2, 1], q: [1, 2, -3], ray: false }).t.toString(); // '1/4'
 * ```
 */
export function planeHit(t: readonly [Point3, Point3, Point3], line: LinePiece): { t: Rational; point: RationalPoint3 } {
  const v = [...t[0], ...t[1], ...t[2], ...line.p, ...line.q];
  if (v.every((x) => typeof x === 'number')) {
    const input = line.ray ? RAY_PLANE_INPUTS : SEGMENT_PLANE_INPUTS;
    input.set(v as number[]);
    return planeHitOfWritten(line.ray);
  }
  const at = planeCrossing(t, line);
  return { t: at, point: pointAt(line, at) };
}

/**
 * The point p + t·w of the line, exactly: p + t·(q − p) for a segment,
 * p + t·q for a ray (p itself at t = 0). As clipSegment does, every input
 * coordinate is scaled to an integer by one common factor L, so that with
 * t = N/D each coordinate is (P·D + N·W)/(L·D), one reduction each.
 *
 * ```ts
 * pointAt({ p: [0, 0, 1], q: [0, 0, -3], ray: false }, Rational.of(1n, 4n)).map(String); // ['0', '0', '0']
 * ```
 */
export function pointAt(line: LinePiece, t: Rational): [Rational, Rational, Rational] {
  const { p, q } = line;
  if (t.sign() === 0) return [Rational.from(p[0]), Rational.from(p[1]), Rational.from(p[2])];
  const { ints, scale } = scaleToIntegers([p[0], p[1], p[2], q[0], q[1], q[2]]);
  const at = (k: number): Rational => {
    const P = ints[k] as bigint;
    const Q = ints[k + 3] as bigint;
    const W = line.ray ? Q : Q - P;
    return Rational.of(P * t.den + t.num * W, scale * t.den);
  };
  return [at(0), at(1), at(2)];
}
