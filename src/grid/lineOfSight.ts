import type { Coordinate, PointLike } from '../core/coordinate.js';
import { compareCoord } from '../core/coordinate.js';
import type { BlockedLike } from './blockedCells.js';
import { readBlocked } from './blockedCells.js';
import { firstBlocked } from './firstBlocked.js';
import type { GridLike, GridMode, NumberGridLike } from './grid.js';
import { checkOptions, readGridPoint, readMode } from './grid.js';
import { T_ONE, T_ZERO } from './gridLine.js';
import { walkBetween } from './segmentWalk.js';

/** Options of {@link lineOfSight}. */
export type LineOfSightOptions = {
  /**
   * Which points belong to a cell, and so what a corner graze means:
   * `'closed'` (the default) blocks a sight line that touches a blocked
   * cell, even at a corner; `'open'` only one that enters a blocked cell's
   * interior (it passes between two blocked cells that share only a
   * corner); `'half_open'` one that has a point in a blocked cell by the
   * floor rule.
   */
  readonly mode?: GridMode;
};

/**
 * True iff no blocked cell contains a point of the segment from a to b
 * (2D or 3D; both ends included, so a or b in a blocked cell sees
 * nothing). The answer depends on the set of cells the segment meets,
 * which does not depend on its direction; the walk goes from the smaller
 * end to the larger (in x, then y, then z) whichever is given first, so
 * `lineOfSight(a, b, …)` equals `lineOfSight(b, a, …)` by construction.
 * `isBlocked` is a predicate on cell indices or a collection of cells.
 *
 * @example
 * ```ts
 * const grid = { origin: [0, 0], cell: [1, 1] };
 * const walls = [[1, 0], [0, 1]]; // two walls that share only the corner (1, 1)
 * lineOfSight([0.5, 0.5], [1.5, 1.5], grid, walls);                   // false: the line touches both walls at (1, 1)
 * lineOfSight([0.5, 0.5], [1.5, 1.5], grid, walls, { mode: 'open' }); // true: it enters neither
 * ```
 */
export function lineOfSight(
  a: ArrayLike<number>,
  b: ArrayLike<number>,
  grid: NumberGridLike,
  isBlocked: BlockedLike<number>,
  options?: LineOfSightOptions,
): boolean;
export function lineOfSight(
  a: PointLike,
  b: PointLike,
  grid: GridLike,
  isBlocked: BlockedLike,
  options?: LineOfSightOptions,
): boolean;
export function lineOfSight(
  a: PointLike,
  b: PointLike,
  grid: GridLike,
  isBlocked: BlockedLike | BlockedLike<number>,
  options?: LineOfSightOptions,
): boolean {
  const fn = 'lineOfSight';
  // a and b are read once, here; the walk uses these copies.
  const p = readGridPoint(fn, 'a', a, 0);
  const dim = p.length as 2 | 3;
  const q = readGridPoint(fn, 'b', b, dim);
  checkOptions(fn, options);
  const mode = readMode(fn, options);
  const walk = lexicographic(p, q, dim) > 0 ? walkBetween(fn, q, p, grid, mode) : walkBetween(fn, p, q, grid, mode);
  // The walk's indices are numbers whenever BlockedLike<number> was allowed (number points and grid).
  const blocked = readBlocked(fn, 'isBlocked', isBlocked as BlockedLike, dim);
  return firstBlocked(walk, walk.line, mode, T_ZERO, T_ONE, blocked) === null;
}

/** The order of two validated points in x, then y, then z. */
function lexicographic(a: readonly Coordinate[], b: readonly Coordinate[], dim: number): number {
  for (let k = 0; k < dim; k++) {
    const c = compareCoord(a[k] as Coordinate, b[k] as Coordinate);
    if (c !== 0) return c;
  }
  return 0;
}
