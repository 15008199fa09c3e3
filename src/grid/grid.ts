import type { Coordinate, Point2, Point3, PointLike } from '../core/coordinate.js';
import { compareCoord, copyPoint, copySegment } from '../core/coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';
import { Rational } from '../core/rational.js';
import { pointAsRead } from '../core/readInputs.js';

/**
 * A regular grid of cells (tiles in 2D, voxels in 3D): `origin` and the
 * cell size per axis, every size > 0, any coordinates (a size of 1/3 is a
 * Rational, not the double nearest it). Cell `[i, j]` (`[i, j, k]`) for any
 * integers is the box from origin + (i·w, j·h) to origin + ((i+1)·w, (j+1)·h).
 *
 * ```ts
 * const tiles = { origin: [0, 0], cell: [16, 16] };                     // 16-pixel tiles
 * const thirds = { origin: [0, 0, 0], cell: [Rational.of(1n, 3n), 1, 1] }; // voxels a third wide
 * ```
 */
export type GridLike = {
  /** The corner shared by cells `[0, 0]`, `[-1, 0]`, `[0, -1]` and `[-1, -1]`. */
  readonly origin: PointLike;
  /** The cell size per axis, every one > 0, of the dimension of `origin`. */
  readonly cell: PointLike;
};
/**
 * A grid of numbers only (origin and cell sizes): with a segment of
 * numbers, its cells' indices are numbers (`CellIndex<number>`).
 */
export type NumberGridLike = {
  /** The corner shared by cells `[0, 0]`, `[-1, 0]`, `[0, -1]` and `[-1, -1]`. */
  readonly origin: ArrayLike<number>;
  /** The cell size per axis, every one > 0. */
  readonly cell: ArrayLike<number>;
};
/** A 2D grid; `Grid2<number>` when its origin and cell sizes are numbers. */
export type Grid2<C extends Coordinate = Coordinate> = {
  /** The grid's origin `[x, y]`. */
  readonly origin: Point2<C>;
  /** The cell width and height, both > 0. */
  readonly cell: Point2<C>;
};
/** A 3D grid; `Grid3<number>` when its origin and cell sizes are numbers. */
export type Grid3<C extends Coordinate = Coordinate> = {
  /** The grid's origin `[x, y, z]`. */
  readonly origin: Point3<C>;
  /** The cell sizes per axis, all > 0. */
  readonly cell: Point3<C>;
};

/**
 * Which points belong to a cell:
 * - `'closed'`: the closed box; touching counts, so a segment through a grid
 *   vertex meets the 4 cells around it (8 in 3D) and a segment along a grid
 *   line meets the cells on both sides;
 * - `'open'`: the open box; the interior must be entered, so a segment lying
 *   in a grid line or only passing through a vertex meets no cell there;
 * - `'half_open'`: closed at the min faces and open at the max faces, so the
 *   cells partition space: every point lies in exactly one cell, the one
 *   with index floor((x − origin)/w) on every axis.
 */
export type GridMode = 'closed' | 'open' | 'half_open';

/** The three modes, in the order of the documentation. */
const GRID_MODES: readonly GridMode[] = ['closed', 'open', 'half_open'];

/**
 * The index of a cell, one integer per axis: a `number` when it is a safe
 * integer (|i| ≤ 2^53 − 1), else a `bigint` (coordinates far from the origin
 * in cells far smaller than them). Walks of a number segment over a number
 * grid (`gridCells`, `gridPieces`, `lineOfSight`) give numbers only, typed
 * `CellIndex<number>` (one that would pass 2^53 − 3 is refused with code
 * `too_large` when called: give bigint or Rational coordinates for bigint
 * indices).
 *
 * ```ts
 * for (const [i, j] of gridCells([[0.5, 0.5], [3.5, 1.5]], { origin: [0, 0], cell: [1, 1] })) tiles[j][i] = 1;
 * ```
 */
export type CellIndex<I extends number | bigint = number | bigint> = readonly I[];
/** A cell index as the functions accept it: any array-like of integers (numbers or bigints). */
export type CellIndexLike = ArrayLike<number | bigint>;

/** A grid read once: flat origin and cell sizes, validated. */
export type GridData = { readonly dim: 2 | 3; readonly origin: readonly Coordinate[]; readonly cell: readonly Coordinate[] };

/**
 * Validates `grid` for a caller of dimension `dim` and reads it once: each
 * coordinate of its origin and cell sizes is read once, into fresh arrays
 * that are all the walk uses. A zero or negative size, or an origin or size
 * of another dimension, is an ExactRangeError naming the field:
 * `gridCells: grid.cell[1] is 0, expected a size > 0`.
 *
 * ```ts
 * readGrid('f', 'grid', { origin: [0, 0], cell: [1, 2] }, 2); // { dim: 2, origin: [0, 0], cell: [1, 2] }
 * ```
 */
export function readGrid(fn: string, arg: string, grid: unknown, dim: 2 | 3): GridData {
  if (typeof grid !== 'object' || grid === null || Array.isArray(grid) || grid instanceof Rational) {
    throw new ExactTypeError(`${fn}: ${arg} is ${describeValue(grid)}, expected a grid { origin, cell }`);
  }
  const { origin, cell } = grid as { origin?: unknown; cell?: unknown };
  const o = readGridPoint(fn, `${arg}.origin`, origin, dim);
  const w = readGridPoint(fn, `${arg}.cell`, cell, dim);
  for (let k = 0; k < dim; k++) {
    const size = w[k] as Coordinate;
    if (compareCoord(size, 0) <= 0) {
      throw new ExactRangeError(`${fn}: ${arg}.cell[${k}] is ${showValue(size)}, expected a size > 0`);
    }
  }
  return { dim, origin: o, cell: w };
}

/**
 * Reads the point p once (`dim` coordinates; 2 or 3 when dim is 0) into a
 * fresh array of the values read, validated. An array of finite numbers,
 * the common input, is copied without building names for errors it cannot
 * have; anything else goes to `copyPoint`, given the values already read
 * (never p's indices again), which names what is wrong: `f: s[0][1] is NaN`.
 *
 * ```ts
 * readGridPoint('f', 'a', [1, 2], 0); // [1, 2] (a new array)
 * readGridPoint('f', 'a', [1, Number.NaN], 2); // throws ExactRangeError: f: a[1] is NaN
 * ```
 */
export function readGridPoint(fn: string, arg: string, p: unknown, dim: 0 | 2 | 3): readonly Coordinate[] {
  if (Array.isArray(p)) {
    const n = p.length;
    if ((n === 2 || n === 3) && (dim === 0 || n === dim)) {
      const x: unknown = p[0];
      const y: unknown = p[1];
      const z: unknown = n === 3 ? p[2] : 0;
      if (typeof x === 'number' && typeof y === 'number' && typeof z === 'number') {
        // NaN or ±Infinity makes the sum NaN or infinite (an overflowing sum of finite values only takes the checked path).
        const sum = x + y + z;
        if (sum - sum === 0) return n === 2 ? [x, y] : [x, y, z];
      }
      return copyPoint(fn, arg, pointAsRead(p, n as 2 | 3, x, y, z), n as 2 | 3);
    }
  }
  return copyPoint(fn, arg, p, dim);
}

/**
 * Reads the segment s = [p, q] once (2D or 3D, both ends of one dimension)
 * into fresh arrays of its coordinates, validated as `readGridPoint` does;
 * errors name `s`: `gridCells: s[1] has 3 coordinates, expected 2`.
 *
 * ```ts
 * readGridSegment('f', [[0, 0], [1, 2]]); // [[0, 0], [1, 2]] (new arrays)
 * ```
 */
export function readGridSegment(fn: string, s: unknown): [readonly Coordinate[], readonly Coordinate[]] {
  if (!Array.isArray(s) || s.length !== 2) return copySegment(fn, 's', s, 0);
  const p = readGridPoint(fn, 's[0]', s[0], 0);
  return [p, readGridPoint(fn, 's[1]', s[1], p.length as 2 | 3)];
}

/** The `mode` option: one of GRID_MODES, `'closed'` when absent. */
export function readMode(fn: string, options: { readonly mode?: unknown } | undefined): GridMode {
  const mode = options?.mode;
  if (mode === undefined) return 'closed';
  if (!GRID_MODES.includes(mode as GridMode)) {
    throw new ExactRangeError(`${fn}: options.mode is ${describeValue(mode)}, expected 'closed', 'open' or 'half_open'`);
  }
  return mode as GridMode;
}

/** Throws unless `options` is undefined or an object. */
export function checkOptions(fn: string, options: unknown): void {
  if (options !== undefined && (typeof options !== 'object' || options === null || Array.isArray(options))) {
    throw new ExactTypeError(`${fn}: options is ${describeValue(options)}, expected an object or undefined`);
  }
}

/** A coordinate as it appears in messages: Rationals as n/d. */
export function showValue(v: Coordinate): string {
  return v instanceof Rational ? v.toString() : describeValue(v);
}
