import type { Coordinate, PointLike } from '../core/coordinate.js';
import { copyPoint } from '../core/coordinate.js';
import { arrayAsRead } from '../core/readInputs.js';
import type { Sign } from '../core/sign.js';
import { compareDistance2Sign, compareDistance3Sign } from '../core/signs.js';

const FN = 'compareDistance';

/**
 * Which of a and b is nearer to p: the sign of |p − a|² − |p − b|², in 2D or
 * 3D. `-1`: a is nearer; `1`: b is nearer; `0`: equally far. All three
 * points have the same dimension (the dimension of p decides).
 *
 * @example
 * ```ts
 * compareDistance([0, 0], [1, 0], [0, 2]);         // -1 (a is nearer)
 * compareDistance([0, 0, 0], [3, 4, 0], [0, 0, 5]); // 0 (both at distance 5)
 * ```
 */
export function compareDistance(p: PointLike, a: PointLike, b: PointLike): Sign {
  // compareDistance's fast path, down to the end mark: written by `npm run kernel` from tools/predicates/specs.ts.
  const isArray = Array.isArray;
  if (!isArray(p) || !isArray(a) || !isArray(b)) return compareDistanceChecked(p, a, b);
  // Each length read once: p's decides the dimension, and the kernel is given the coordinates read.
  const n = p.length;
  const na = a.length;
  const nb = b.length;
  if (n === 2 && na === 2 && nb === 2) {
    const px = p[0];
    const py = p[1];
    const ax = a[0];
    const ay = a[1];
    const bx = b[0];
    const by = b[1];
    if (
      typeof px === 'number' &&
      typeof py === 'number' &&
      typeof ax === 'number' &&
      typeof ay === 'number' &&
      typeof bx === 'number' &&
      typeof by === 'number'
    ) {
      // NaN or ±Infinity anywhere makes the sum NaN or infinite (a sum of finite
      // values that overflows only sends valid input to the checked path).
      const sum = px + py + ax + ay + bx + by;
      if (sum - sum === 0) {
        return compareDistance2Sign(px, py, ax, ay, bx, by);
      }
    }
    return compareDistanceChecked([px, py], [ax, ay], [bx, by]);
  }
  if (n === 3 && na === 3 && nb === 3) {
    const px = p[0];
    const py = p[1];
    const pz = p[2];
    const ax = a[0];
    const ay = a[1];
    const az = a[2];
    const bx = b[0];
    const by = b[1];
    const bz = b[2];
    if (
      typeof px === 'number' &&
      typeof py === 'number' &&
      typeof pz === 'number' &&
      typeof ax === 'number' &&
      typeof ay === 'number' &&
      typeof az === 'number' &&
      typeof bx === 'number' &&
      typeof by === 'number' &&
      typeof bz === 'number'
    ) {
      // NaN or ±Infinity anywhere makes the sum NaN or infinite (a sum of finite
      // values that overflows only sends valid input to the checked path).
      const sum = px + py + pz + ax + ay + az + bx + by + bz;
      if (sum - sum === 0) {
        return compareDistance3Sign(px, py, pz, ax, ay, az, bx, by, bz);
      }
    }
    return compareDistanceChecked([px, py, pz], [ax, ay, az], [bx, by, bz]);
  }
  return compareDistanceChecked(arrayAsRead(p, n, [], 3), arrayAsRead(a, na, [], 3), arrayAsRead(b, nb, [], 3));
  // The end of compareDistance's generated fast path.
}

/** Any points: validated copies (p of 3 coordinates makes it 3D, else 2D), then the kernel's exact sign. */
function compareDistanceChecked(p: unknown, a: unknown, b: unknown): Sign {
  const P = copyPoint(FN, 'p', p, 0);
  const dim = P.length;
  const A = copyPoint(FN, 'a', a, dim) as readonly Coordinate[];
  const B = copyPoint(FN, 'b', b, dim) as readonly Coordinate[];
  const [px, py, pz] = P as readonly Coordinate[];
  const c = (v: Coordinate | undefined) => v as Coordinate;
  return dim === 2
    ? compareDistance2Sign(c(px), c(py), c(A[0]), c(A[1]), c(B[0]), c(B[1]))
    : compareDistance3Sign(c(px), c(py), c(pz), c(A[0]), c(A[1]), c(A[2]), c(B[0]), c(B[1]), c(B[2]));
}
