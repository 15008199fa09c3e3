import type { RationalPoint } from '../constructions/segmentIntersection.js';
import type { Coordinate, PointLike } from '../core/coordinate.js';
import { compareCoord, readPoint } from '../core/coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';
import { Rational } from '../core/rational.js';

/** A grid for snap rounding: pixel centres at origin + (i·w, j·h) for integers i, j. */
export type SnapGridLike = {
  /** The centre of pixel [0, 0] (default [0, 0]). */
  origin?: PointLike;
  /** The pixel size [w, h], both > 0 (default [1, 1]). */
  cell?: PointLike;
};

/**
 * A validated snap grid. Pixel [i, j] is the half-open box
 * [x0 + (i − ½)w, x0 + (i + ½)w) × [y0 + (j − ½)h, y0 + (j + ½)h): the
 * cells of the grid shifted by half a cell, so that each pixel's centre is a
 * grid point.
 */
export class SnapGrid {
  private readonly x0: Rational;
  private readonly y0: Rational;
  private readonly w: Rational;
  private readonly h: Rational;

  private constructor(x0: Coordinate, y0: Coordinate, w: Coordinate, h: Coordinate) {
    this.x0 = Rational.from(x0);
    this.y0 = Rational.from(y0);
    this.w = Rational.from(w);
    this.h = Rational.from(h);
  }

  /** Reads `grid` (undefined: origin [0, 0], cell [1, 1]); errors name `fn` and the field. */
  static read(fn: string, grid: SnapGridLike | undefined): SnapGrid {
    if (grid === undefined) return new SnapGrid(0, 0, 1, 1);
    if (typeof grid !== 'object' || grid === null) {
      throw new ExactTypeError(`${fn}: grid is ${describeValue(grid)}, expected { origin, cell }`);
    }
    const v: Coordinate[] = [];
    readPoint(fn, 'grid.origin', grid.origin ?? [0, 0], 2, v);
    readPoint(fn, 'grid.cell', grid.cell ?? [1, 1], 2, v);
    const [x0, y0, w, h] = v as [Coordinate, Coordinate, Coordinate, Coordinate];
    for (const [k, size] of [w, h].entries()) {
      if (compareCoord(size, 0) <= 0)
        throw new ExactRangeError(`${fn}: grid.cell[${k}] is ${describeValue(size)}, expected a size > 0`);
    }
    return new SnapGrid(x0, y0, w, h);
  }

  /** The pixel [i, j] holding the point: i = ⌊(x − x0)/w + ½⌋, j likewise. */
  pixelOf(x: Rational, y: Rational): [bigint, bigint] {
    return [index(x, this.x0, this.w), index(y, this.y0, this.h)];
  }

  /** The centre of pixel [i, j]: origin + (i·w, j·h). */
  centre(i: bigint, j: bigint): RationalPoint {
    return [this.x0.add(this.w.mul(i)), this.y0.add(this.h.mul(j))];
  }

  /** The corners of pixel [i, j]: [x_lo, y_lo, x_hi, y_hi], each a number when it is exactly one (faster kernels), else a Rational. */
  bounds(i: bigint, j: bigint): [Coordinate, Coordinate, Coordinate, Coordinate] {
    const half = Rational.of(1n, 2n);
    const ix = Rational.of(i);
    const jy = Rational.of(j);
    return [
      exactDouble(this.x0.add(this.w.mul(ix.sub(half)))),
      exactDouble(this.y0.add(this.h.mul(jy.sub(half)))),
      exactDouble(this.x0.add(this.w.mul(ix.add(half)))),
      exactDouble(this.y0.add(this.h.mul(jy.add(half)))),
    ];
  }
}

/** ⌊(v − origin)/size + ½⌋ = ⌊(2(v − origin) + size) / (2·size)⌋. */
function index(v: Rational, origin: Rational, size: Rational): bigint {
  const q = v.sub(origin).mul(2n).add(size).div(size.mul(2n));
  const f = q.num / q.den;
  return q.num < 0n && f * q.den !== q.num ? f - 1n : f;
}

/**
 * r as the double it equals when there is one, else r itself.
 *
 * ```ts
 * exactDouble(Rational.of(3n, 4n)); // 0.75
 * ```
 */
export function exactDouble(r: Rational): Coordinate {
  const d = r.toNumber();
  return Number.isFinite(d) && Rational.fromNumber(d).equals(r) ? d : r;
}
