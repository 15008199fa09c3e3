import type { SegmentLike } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';
import { halfOpenExit } from './cellSpan.js';
import type { CellIndex, GridLike, GridMode, NumberGridLike } from './grid.js';
import { checkOptions, readMode } from './grid.js';
import { segmentSpan } from './gridCells.js';
import type { GridParam } from './gridLine.js';
import { paramValue, pointAtParam } from './gridLine.js';
import { segmentWalk } from './segmentWalk.js';

/** Options of {@link gridPieces}. */
export type GridPiecesOptions = {
  /** Which points belong to a cell (see `GridMode`); default `'closed'`. */
  readonly mode?: GridMode;
};

/** The part of a segment in one cell. */
export type GridPiece<I extends number | bigint = number | bigint> = {
  /** The cell's index. */
  readonly index: CellIndex<I>;
  /** `[t0, t1]`: the infimum and supremum of the parameters of the segment's points in the cell. */
  readonly t: readonly [Rational, Rational];
  /** The sub-segment `[p + t0·(q − p), p + t1·(q − p)]`, exactly (its ends need not be in the cell in open or half_open mode: they are the closure's). */
  readonly segment: readonly [Rational[], Rational[]];
};

/**
 * For every cell that contains a point of the segment, in the order of
 * `gridCells`, the piece of the segment in it: its parameter interval and
 * its end points as Rationals. In `'half_open'` mode the pieces tile the
 * segment exactly: the first starts at p, each starts where the one before
 * ends, the last ends at q (a piece can be a single point, where the
 * segment only passes through a cell's corner).
 *
 * @example
 * ```ts
 * const pieces = [...gridPieces([[0, 0], [3, 1]], { origin: [0, 0], cell: [2, 2] }, { mode: 'half_open' })];
 * pieces.map((c) => c.segment.map((p) => p.map(String))); // [[['0', '0'], ['2', '2/3']], [['2', '2/3'], ['3', '1']]]
 * ```
 */
export function gridPieces(
  s: ArrayLike<ArrayLike<number>>,
  grid: NumberGridLike,
  options?: GridPiecesOptions,
): IterableIterator<GridPiece<number>>;
export function gridPieces(s: SegmentLike, grid: GridLike, options?: GridPiecesOptions): IterableIterator<GridPiece>;
export function gridPieces(s: SegmentLike, grid: GridLike, options?: GridPiecesOptions): IterableIterator<GridPiece> {
  const fn = 'gridPieces';
  checkOptions(fn, options);
  const mode = readMode(fn, options);
  const walk = segmentWalk(fn, s, grid, mode);
  function* pieces(): Generator<GridPiece> {
    // In half_open mode the pieces tile the segment: each after the first starts at the end of the one
    // before, whose values it reuses, and only its end (the earliest exit crossing) is found.
    let last: GridParam | null = null;
    let lastT = Rational.ZERO;
    let lastPoint: Rational[] = [];
    while (walk.advance()) {
      for (let i = 0; i < walk.count; i++) {
        const index = walk.buf[i] as CellIndex;
        const tiled: boolean = last !== null && mode === 'half_open';
        const [lo, hi]: readonly [GridParam, GridParam] = tiled
          ? [last as GridParam, halfOpenExit(walk.line, index)]
          : segmentSpan(walk, index, mode);
        const t0 = tiled ? lastT : paramValue(lo);
        // A piece's arrays are its own.
        const start = tiled ? [...lastPoint] : pointAtParam(walk.line, lo);
        last = hi;
        lastT = paramValue(hi);
        lastPoint = pointAtParam(walk.line, hi);
        yield { index, t: [t0, lastT], segment: [start, lastPoint] };
      }
    }
  }
  return pieces();
}
