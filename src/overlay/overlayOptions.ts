import type { PairLimit } from '../arrangement/arrangementOptions.js';
import { pairLimit } from '../arrangement/arrangementOptions.js';
import type { SnapGridLike } from '../arrangement/snapGrid.js';
import { describeValue, ExactTypeError } from '../core/errors.js';
import { optionField } from '../polygon/options.js';
import type { FillRule } from '../polygon/pointInPolygon.js';
import { isEvenOdd } from '../polygon/pointInPolygon.js';

/** Options of the polygon overlay functions. */
export interface OverlayOptions {
  /** How the operands' rings enclose points (default `'nonzero'`): the same rule for every operand. */
  rule?: FillRule;
  /**
   * Snap the operands to this grid first (as `snapRound` does), so that
   * every vertex of the answer is a grid point: the answer for the snapped
   * operands.
   */
  grid?: SnapGridLike;
  /**
   * The most pairs of operand edges that share a point (before snapping),
   * counted as `segmentIntersections` counts them: two consecutive edges of
   * a ring count. Default 1 000 000; more is a `too_large` error raised
   * before the work for them is done. `Infinity` lifts it.
   */
  maxPairs?: number;
}

/** Overlay options read and checked. */
export type ReadOverlayOptions = {
  readonly evenOdd: boolean;
  readonly grid: SnapGridLike | undefined;
  readonly limit: PairLimit;
};

/**
 * Reads the options of an overlay function; errors name `fn` and the field.
 *
 * ```ts
 * readOverlayOptions('polygonUnion', { rule: 'evenodd' }).evenOdd; // true
 * ```
 */
export function readOverlayOptions(fn: string, options: unknown): ReadOverlayOptions {
  const evenOdd = isEvenOdd(fn, options);
  const grid = optionField(fn, options, 'grid');
  if (grid !== undefined && (typeof grid !== 'object' || grid === null)) {
    throw new ExactTypeError(`${fn}: options.grid is ${describeValue(grid)}, expected { origin, cell }`);
  }
  const maxPairs = optionField(fn, options, 'maxPairs');
  const limit = pairLimit(fn, maxPairs === undefined ? undefined : { maxPairs: maxPairs as number });
  return { evenOdd, grid: grid as SnapGridLike | undefined, limit };
}
