import type { SegmentLike } from '../core/coordinate.js';
import { describeValue, ExactTypeError } from '../core/errors.js';
import type { Rational } from '../core/rational.js';
import { cellSpan } from './cellSpan.js';
import type { CellIndex, GridLike, GridMode } from './grid.js';
import { checkOptions, readMode } from './grid.js';
import { paramValue, T_ONE, T_ZERO } from './gridLine.js';
import type { GridWalk } from './gridWalk.js';
import { segmentWalk } from './segmentWalk.js';

/** Options of {@link gridCells}. */
export type GridCellsOptions = {
  /** Which points belong to a cell (see `GridMode`); default `'closed'`. */
  readonly mode?: GridMode;
  /** Also give each cell's parameter interval `t`; default false. */
  readonly params?: boolean;
};

/** A cell met by a segment. */
export type GridCell = {
  /** The cell's index, one integer per axis. */
  readonly index: CellIndex;
  /**
   * With `params: true`: `[t0, t1]`, the infimum and supremum of the
   * parameters t of the segment's points p + t·(q − p) in the cell, exactly.
   */
  readonly t?: readonly [Rational, Rational];
};

/**
 * Every cell of the grid that contains a point of the segment s = [p, q]
 * (2D or 3D), lazily, in traversal order: by T, the smallest parameter t
 * (infimum) of the segment's points in the cell; at equal T first the cells
 * that contain the point p + T·(q − p) itself, then those that only hold
 * points after it; remaining ties by index. `mode` says what "contains"
 * means: `'closed'` (touching counts, the default), `'open'` (the interior
 * must be entered) or `'half_open'` (every point in exactly one cell, the
 * floor rule). Exact for any coordinates; time proportional to the cells
 * given out. Bad input throws when called, not when iterated.
 *
 * @example
 * ```ts
 * const grid = { origin: [0, 0], cell: [1, 1] };
 * [...gridCells([[0.5, 0.5], [1.5, 1.5]], grid)].map((c) => c.index); // [[0, 0], [0, 1], [1, 0], [1, 1]] (through the vertex (1, 1))
 * [...gridCells([[0.5, 0.5], [1.5, 1.5]], grid, { mode: 'half_open' })].map((c) => c.index); // [[0, 0], [1, 1]]
 * ```
 */
export function gridCells(s: SegmentLike, grid: GridLike, options?: GridCellsOptions): IterableIterator<GridCell> {
  const fn = 'gridCells';
  checkOptions(fn, options);
  const mode = readMode(fn, options);
  const params = readFlag(fn, 'params', options?.params);
  const walk = segmentWalk(fn, s, grid, mode);
  return new CellIterator(walk, mode, params);
}

/** A boolean option, false when absent. */
export function readFlag(fn: string, name: string, v: unknown): boolean {
  if (v === undefined) return false;
  if (typeof v !== 'boolean') throw new ExactTypeError(`${fn}: options.${name} is ${describeValue(v)}, expected a boolean`);
  return v;
}

/** The cells of a segment's walk, one at a time. */
class CellIterator implements IterableIterator<GridCell> {
  private pos = 0;
  constructor(
    private readonly walk: GridWalk,
    private readonly mode: GridMode,
    private readonly params: boolean,
  ) {}

  next(): IteratorResult<GridCell> {
    const walk = this.walk;
    while (this.pos >= walk.count) {
      if (!walk.advance()) return { done: true, value: undefined };
      this.pos = 0;
    }
    const cell = walk.buf[this.pos++] as GridCell;
    return { done: false, value: this.params ? { index: cell.index, t: segmentParams(walk, cell.index, this.mode) } : cell };
  }

  [Symbol.iterator](): IterableIterator<GridCell> {
    return this;
  }
}

/** The exact [t0, t1] of a cell the segment's walk gave out. */
export function segmentParams(walk: GridWalk, index: CellIndex, mode: GridMode): [Rational, Rational] {
  const span = cellSpan(walk.line, index, mode, T_ZERO, T_ONE);
  if (span === null || span.hi === null)
    throw new Error(`gridCells: the walk gave out cell ${index.join(', ')}, which the segment misses`);
  return [paramValue(span.lo), paramValue(span.hi)];
}
