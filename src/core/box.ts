import { isRational } from './brand.js';
import type { Coordinate, Point, Point2, Point3, PointLike } from './coordinate.js';
import { checkPoint, compareCoord } from './coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError } from './errors.js';

/**
 * A closed axis-aligned box: every point x with min[i] ≤ x[i] ≤ max[i] on
 * every axis. min[i] = max[i] is allowed (a flat box, or a single point when
 * it holds on every axis); such a box has no interior.
 *
 * ```ts
 * const unit: Box2 = { min: [0, 0], max: [1, 1] };
 * const flat: Box3 = { min: [0, 0, 5n], max: [2, 2, 5n] }; // a square in the plane z = 5
 * ```
 */
export type Box = {
  /** The low corner: the smallest coordinate on every axis. */
  readonly min: Point;
  /** The high corner: the largest coordinate on every axis, of the same dimension as `min`. */
  readonly max: Point;
};
/**
 * A box as the functions accept it: `{ min, max }` with two points of one
 * dimension, each any array-like of coordinates (see `PointLike`). A box of
 * numbers is also a `FloatBox`, so one box serves `segmentBox` and
 * `segmentBoxFloat` alike.
 *
 * ```ts
 * const box = { min: [-4, -3], max: [4, 3] }; // { min: number[]; max: number[] }
 * segmentIntersectsBox([[-7, -6], [-2, 9]], box); // true
 * ```
 */
export type BoxLike = {
  /** The low corner. */
  readonly min: PointLike;
  /** The high corner, of the same dimension as `min`. */
  readonly max: PointLike;
};
/** A 2D box. */
export type Box2 = {
  /** The low corner `[xmin, ymin]`. */
  readonly min: Point2;
  /** The high corner `[xmax, ymax]`. */
  readonly max: Point2;
};
/** A 3D box. */
export type Box3 = {
  /** The low corner `[xmin, ymin, zmin]`. */
  readonly min: Point3;
  /** The high corner `[xmax, ymax, zmax]`. */
  readonly max: Point3;
};

/**
 * A coordinate as it appears in messages.
 *
 * ```ts
 * showCoordinate(3); showCoordinate(5n); showCoordinate(Rational.of(-7n, 3n)); // '3', '5n', '-7/3'
 * ```
 */
export function showCoordinate(v: Coordinate): string {
  return isRational(v) ? v.toString() : describeValue(v);
}

/**
 * Throws unless `box` is `{ min, max }` with two points of one dimension
 * (`dim`, or 2 or 3 when dim is 0) and min[i] ≤ max[i] on every axis.
 * Returns the dimension. Errors name the argument and the axis:
 * `segmentBox: box.min[1] > box.max[1] (3 > 2)`.
 *
 * ```ts
 * checkBox('f', 'box', { min: [0, 0], max: [1, 1] }, 0); // 2
 * checkBox('f', 'box', { min: [0, 3], max: [1, 2] }, 2); // throws ExactRangeError
 * ```
 */
export function checkBox(fn: string, arg: string, box: unknown, dim: 0 | 2 | 3): 2 | 3 {
  if (typeof box !== 'object' || box === null || Array.isArray(box) || isRational(box)) {
    throw new ExactTypeError(`${fn}: ${arg} is ${describeValue(box)}, expected a box { min, max }`);
  }
  const { min, max } = box as { min?: unknown; max?: unknown };
  const d = checkPoint(fn, `${arg}.min`, min, dim);
  checkPoint(fn, `${arg}.max`, max, d);
  const lo = min as Point;
  const hi = max as Point;
  for (let i = 0; i < d; i++) {
    const a = lo[i] as Coordinate;
    const b = hi[i] as Coordinate;
    if (compareCoord(a, b) > 0) {
      throw new ExactRangeError(`${fn}: ${arg}.min[${i}] > ${arg}.max[${i}] (${showCoordinate(a)} > ${showCoordinate(b)})`);
    }
  }
  return d;
}
