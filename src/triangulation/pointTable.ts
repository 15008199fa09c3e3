import type { Coordinate } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';
import { orient2dSign } from '../core/signs.js';

const WIDE = 2 ** 17;

/** A point of two exact coordinates. */
type Point = readonly [Coordinate, Coordinate];

/**
 * Distinct points by value, each with an index, and the orientation of
 * index triples worked out once: a checker that compares many pairs of
 * triangles asks the same triple again and again, and on Rationals with
 * long denominators each exact sign is dear.
 */
export class PointTable {
  readonly #index = new Map<string, number>();
  readonly #byObject = new Map<Point, number>();
  readonly #points: Point[] = [];
  readonly #signs = new Map<number | string, number>();

  /** The index of a point equal to p (the same for equal points whatever the coordinates' kinds). */
  index(p: Point): number {
    let i = this.#byObject.get(p);
    if (i !== undefined) return i;
    const key = pointKey(p);
    i = this.#index.get(key);
    if (i === undefined) {
      i = this.#points.length;
      this.#points.push(p);
      this.#index.set(key, i);
    }
    this.#byObject.set(p, i);
    return i;
  }

  /** The sign of orient2d of the points a, b, c. */
  orientOf(a: Point, b: Point, c: Point): number {
    return this.orient(this.index(a), this.index(b), this.index(c));
  }

  /** The point of an index. */
  point(i: number): Point {
    return this.#points[i] as Point;
  }

  /** The sign of orient2d of the points i, j, k (0 when two are the same). */
  orient(i: number, j: number, k: number): number {
    if (i === j || j === k || i === k) return 0;
    // Sort the triple: each swap flips the sign, so one entry serves all six orders.
    let a = i;
    let b = j;
    let c = k;
    let flip = 1;
    if (a > b) [a, b, flip] = [b, a, -flip];
    if (b > c) [b, c, flip] = [c, b, -flip];
    if (a > b) [a, b, flip] = [b, a, -flip];
    // Three indices below 2^17 pack into one integer below 2^51.
    const key = c < WIDE ? (a * WIDE + b) * WIDE + c : `${a} ${b} ${c}`;
    let s = this.#signs.get(key);
    if (s === undefined) {
      const [p, q, r] = [this.point(a), this.point(b), this.point(c)];
      s = orient2dSign(p[0], p[1], q[0], q[1], r[0], r[1]);
      this.#signs.set(key, s);
    }
    return s === 0 ? 0 : flip * s;
  }
}

/** A key equal for equal points whatever the coordinates' kinds. */
export function pointKey(p: Point): string {
  return `${Rational.from(p[0])},${Rational.from(p[1])}`;
}
