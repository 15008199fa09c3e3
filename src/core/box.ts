import { isRational } from './brand.js';
import type { Coordinate, Point, Point2, Point3, PointLike } from './coordinate.js';
import { compareCoord, copyPoint } from './coordinate.js';
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
export type Box<C extends Coordinate = Coordinate> = {
  /** The low corner: the smallest coordinate on every axis. */
  readonly min: Point<C>;
  /** The high corner: the largest coordinate on every axis, of the same dimension as `min`. */
  readonly max: Point<C>;
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
/** A 2D box; `Box2<number>` when its corners are numbers only. */
export type Box2<C extends Coordinate = Coordinate> = {
  /** The low corner `[xmin, ymin]`. */
  readonly min: Point2<C>;
  /** The high corner `[xmax, ymax]`. */
  readonly max: Point2<C>;
};
/** A 3D box; `Box3<number>` when its corners are numbers only. */
export type Box3<C extends Coordinate = Coordinate> = {
  /** The low corner `[xmin, ymin, zmin]`. */
  readonly min: Point3<C>;
  /** The high corner `[xmax, ymax, zmax]`. */
  readonly max: Point3<C>;
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
 * True iff box can be read as a box: an object that is not an array or a
 * Rational (its `min` and `max` are checked apart).
 *
 * @example
 * ```ts
 * isBoxObject({ min: [0, 0], max: [1, 1] }); // true
 * isBoxObject([[0, 0], [1, 1]]);             // false
 * ```
 */
export function isBoxObject(box: unknown): box is { min?: unknown; max?: unknown } {
  return typeof box === 'object' && box !== null && !Array.isArray(box) && !isRational(box);
}

/** A box read once: fresh arrays of its validated corners, min ≤ max on every axis. */
export type BoxCopy = { readonly min: Point; readonly max: Point };

/**
 * Reads `box` once: throws unless it is `{ min, max }` with two points of
 * one dimension (`dim`, or 2 or 3 when dim is 0) and min[i] ≤ max[i] on
 * every axis, else returns fresh arrays of the corners' coordinates as it
 * read and validated them (see `copyPoint`). Errors name the argument and
 * the axis: `segmentBox: box.min[1] > box.max[1] (3 > 2)`.
 *
 * ```ts
 * copyBox('f', 'box', { min: [0, 0], max: [1, 1] }, 0); // { min: [0, 0], max: [1, 1] } (new arrays)
 * copyBox('f', 'box', { min: [0, 3], max: [1, 2] }, 2); // throws ExactRangeError
 * ```
 */
export function copyBox(fn: string, arg: string, box: unknown, dim: 0 | 2 | 3): BoxCopy {
  if (!isBoxObject(box)) throw new ExactTypeError(`${fn}: ${arg} is ${describeValue(box)}, expected a box { min, max }`);
  const { min, max } = box;
  const lo = copyPoint(fn, arg, min, dim, '', '.min');
  const hi = copyPoint(fn, arg, max, lo.length, '', '.max');
  for (let i = 0; i < lo.length; i++) {
    const a = lo[i] as Coordinate;
    const b = hi[i] as Coordinate;
    if (compareCoord(a, b) > 0) {
      throw new ExactRangeError(`${fn}: ${arg}.min[${i}] > ${arg}.max[${i}] (${showCoordinate(a)} > ${showCoordinate(b)})`);
    }
  }
  return { min: lo, max: hi };
}
