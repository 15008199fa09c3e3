import type { Point2, Point3 } from '../core/coordinate.js';
import type { Rational } from '../core/rational.js';
import type { Sign } from '../core/signs.js';
import { orient2dSign, orient3dDirSign, orient3dSign } from '../core/signs.js';
import { orient2dValue, orient3dDirValue, orient3dValue } from '../core/values.js';

/*
 * The kernel's entries on validated points (tuples of coordinates), so that
 * the triangle code reads as geometry. No arithmetic here: each is one
 * kernel call.
 */

/** orient3d of four validated 3D points: the sign of ((b − a) × (c − a)) · (d − a). */
export function orient3dOf(a: Point3, b: Point3, c: Point3, d: Point3): Sign {
  return orient3dSign(a[0], a[1], a[2], b[0], b[1], b[2], c[0], c[1], c[2], d[0], d[1], d[2]);
}

/** The exact value of ((b − a) × (c − a)) · (d − a). */
export function orient3dValueOf(a: Point3, b: Point3, c: Point3, d: Point3): Rational {
  return orient3dValue(a[0], a[1], a[2], b[0], b[1], b[2], c[0], c[1], c[2], d[0], d[1], d[2]);
}

/** The sign of ((b − a) × (c − a)) · v for a vector v: orient3d(a, b, c, a + v) without rounding a + v. */
export function orient3dDirOf(a: Point3, b: Point3, c: Point3, v: Point3): Sign {
  return orient3dDirSign(a[0], a[1], a[2], b[0], b[1], b[2], c[0], c[1], c[2], v[0], v[1], v[2]);
}

/** The exact value of ((b − a) × (c − a)) · v. */
export function orient3dDirValueOf(a: Point3, b: Point3, c: Point3, v: Point3): Rational {
  return orient3dDirValue(a[0], a[1], a[2], b[0], b[1], b[2], c[0], c[1], c[2], v[0], v[1], v[2]);
}

/** orient2d of three validated 2D points: the sign of (b − a) × (c − a). */
export function orient2dOf(a: Point2, b: Point2, c: Point2): Sign {
  return orient2dSign(a[0], a[1], b[0], b[1], c[0], c[1]);
}

/** The exact value of (b − a) × (c − a). */
export function orient2dValueOf(a: Point2, b: Point2, c: Point2): Rational {
  return orient2dValue(a[0], a[1], b[0], b[1], c[0], c[1]);
}
