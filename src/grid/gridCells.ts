import type { SegmentLike } from '../core/coordinate.js';
import { describeValue, ExactTypeError } from '../core/errors.js';
import type { Rational } from '../core/rational.js';
import { cellSpan } from './cellSpan.js';
import type { CellIndex, GridLike, GridMode, NumberGridLike } from './grid.js';
import { checkOptions, readMode } from './grid.js';
import type { GridParam } from './gridLine.js';
import { paramValue, T_ONE, T_ZERO } from './gridLine.js';
import type { GridWalk } from './gridWalk.js';
import { segmentWalk } from './segmentWalk.js';

/** Options of {@link gridCells}. */
export type GridCellsOptions = {
  /** Which points belong to a cell (see `GridMode`); default `'closed'`. */
  readonly mode?: GridMode;
  /** Give each cell with its parameter interval, as `{ index, t }`, instead of its index alone; default false. */
  readonly params?: boolean;
};

/** A cell met by a segment, with its parameter interval (what `gridCells` gives with `params: true`). */
export type GridCell<I extends number | bigint = number | bigint> = {
  /** The cell's index, one integer per axis. */
  readonly index: CellIndex<I>;
  /** `[t0, t1]`: the infimum and supremum of the parameters t of the segment's points p + t·(q − p) in the cell, exactly. */
  readonly t: readonly [Rational, Rational];
};

/**
 * Every cell of the grid that contains a point of the segment s = [p, q]
 * (2D or 3D), lazily, in traversal order: by T, the smallest parameter t
 * (infimum) of the segment's points in the cell; at equal T first the cells
 * that contain the point p + T·(q − p) itself, then those that only hold
 * points after it; remaining ties by index. Each cell comes as its index
 * (`[i, j]` or `[i, j, k]`), or with `params: true` as `{ index, t }` with
 * its exact parameter interval. `mode` says what "contains" means:
 * `'closed'` (touching counts, the default), `'open'` (the interior must be
 * entered) or `'half_open'` (every point in exactly one cell, the floor
 * rule). Exact for any coordinates; time proportional to the cells given
 * out. Bad input throws when called, not when iterated.
 *
 * @example
 * ```ts
 * const grid = { origin: [0, 0], cell: [1, 1] };
 * [...gridCells([[0.5, 0.5], [1.5, 1.5]], grid)]; // [[0, 0], [0, 1], [1, 0], [1, 1]] (through the vertex (1, 1))
 * [...gridCells([[0.5, 0.5], [1.5, 1.5]], grid, { mode: 'half_open' })]; // [[0, 0], [1, 1]]
 * for (const [i, j] of gridCells([[0.5, 0.5], [3.5, 1.5]], grid, { mode: 'half_open' })) tiles[j][i] = 1; // numbers in, numbers out
 * ```
 */
export function gridCells(
  s: ArrayLike<ArrayLike<number>>,
  grid: NumberGridLike,
  options?: GridCellsOptions & { readonly params?: false },
): IterableIterator<CellIndex<number>>;
export function gridCells(
  s: ArrayLike<ArrayLike<number>>,
  grid: NumberGridLike,
  options: GridCellsOptions & { readonly params: true },
): IterableIterator<GridCell<number>>;
export function gridCells(
  s: SegmentLike,
  grid: GridLike,
  options?: GridCellsOptions & { readonly params?: false },
): IterableIterator<CellIndex>;
export function gridCells(
  s: SegmentLike,
  grid: GridLike,
  options: GridCellsOptions & { readonly params: true },
): IterableIterator<GridCell>;
export function gridCells(s: SegmentLike, grid: GridLike, options?: GridCellsOptions): IterableIterator<CellIndex | GridCell>;
export function gridCells(s: SegmentLike, grid: GridLike, options?: GridCellsOptions): IterableIterator<CellIndex | GridCell> {
  const fn = 'gridCells';
  checkOptions(fn, options);
  const mode = readMode(fn, options);
  const params = readFlag(fn, 'params', options?.params);
  const walk = segmentWalk(fn, s, grid, mode);
  return params ? new CellParamsIterator(walk, mode) : new CellIterator(walk);
}

/** A boolean option, false when absent. */
function readFlag(fn: string, name: string, v: unknown): boolean {
  if (v === undefined) return false;
  if (typeof v !== 'boolean') throw new ExactTypeError(`${fn}: options.${name} is ${describeValue(v)}, expected a boolean`);
  return v;
}

/** The cells of a segment's walk, one index at a time. */
class CellIterator implements IterableIterator<CellIndex> {
  protected pos = 0;
  constructor(protected readonly walk: GridWalk) {}

  next(): IteratorResult<CellIndex> {
    // Small and with one result object, so that V8 inlines it into the caller's loop and need not allocate the result
    // (`npm run bench:v8` checks the inlining).
    const done = this.pos >= this.walk.count && !this.refill();
    return { done, value: (done ? undefined : this.walk.buf[this.pos++]) as CellIndex };
  }

  /** Moves the walk on until it gives cells; false when it is over. */
  protected refill(): boolean {
    this.pos = 0;
    while (this.walk.advance()) if (this.walk.count > 0) return true;
    return false;
  }

  [Symbol.iterator](): IterableIterator<CellIndex> {
    return this;
  }
}

/** The cells of a segment's walk with their parameter intervals. */
class CellParamsIterator implements IterableIterator<GridCell> {
  private readonly cells: CellIterator;
  constructor(
    private readonly walk: GridWalk,
    private readonly mode: GridMode,
  ) {
    this.cells = new CellIterator(walk);
  }

  next(): IteratorResult<GridCell> {
    const c = this.cells.next();
    if (c.done) return c;
    return { done: false, value: { index: c.value, t: segmentParams(this.walk, c.value, this.mode) } };
  }

  [Symbol.iterator](): IterableIterator<GridCell> {
    return this;
  }
}

/** The exact [t0, t1] of a cell the segment's walk gave out. */
export function segmentParams(walk: GridWalk, index: CellIndex, mode: GridMode): [Rational, Rational] {
  const [lo, hi] = segmentSpan(walk, index, mode);
  return [paramValue(lo), paramValue(hi)];
}

/** The parameters [t0, t1] of a cell the segment's walk gave out. */
export function segmentSpan(walk: GridWalk, index: CellIndex, mode: GridMode): [GridParam, GridParam] {
  const span = cellSpan(walk.line, index, mode, T_ZERO, T_ONE);
  if (span === null || span.hi === null)
    throw new Error(`gridCells: the walk gave out cell ${index.join(', ')}, which the segment misses`);
  return [span.lo, span.hi];
}
