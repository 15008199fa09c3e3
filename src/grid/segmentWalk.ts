import type { Coordinate, SegmentLike } from '../core/coordinate.js';
import { ExactRangeError } from '../core/errors.js';
import type { GridLike, GridMode } from './grid.js';
import { readGrid, readGridSegment } from './grid.js';
import { gridLine } from './gridLine.js';
import type { Limit } from './gridWalk.js';
import { GridWalk } from './gridWalk.js';
import type { Index, Place } from './locate.js';
import { locate } from './locate.js';

/**
 * The walk along segment s over the grid (validated here, so that errors
 * are thrown by the public call, not by the first step): p + t·(q − p) for
 * t in [0, 1]. It starts in p's slabs and ends on each moving axis at the
 * last plane at or before q (on it when q is). Every coordinate of s and
 * the grid is read once, here.
 *
 * ```ts
 * const walk = segmentWalk('f', [[0.5, 0.5], [2.5, 0.5]], { origin: [0, 0], cell: [1, 1] }, 'half_open');
 * walk.advance(); walk.buf.slice(0, walk.count); // [[0, 0]]
 * ```
 */
export function segmentWalk(fn: string, s: SegmentLike, grid: GridLike, mode: GridMode): GridWalk {
  const [p, q] = readGridSegment(fn, s);
  return walkBetween(fn, p, q, grid, mode);
}

/**
 * The walk from p to q, points already read (fresh arrays of validated
 * coordinates of one dimension, kept by the walk), over the grid, read here.
 *
 * ```ts
 * walkBetween('f', [0.5, 0.5], [2.5, 0.5], { origin: [0, 0], cell: [1, 1] }, 'closed');
 * ```
 */
export function walkBetween(
  fn: string,
  p: readonly Coordinate[],
  q: readonly Coordinate[],
  grid: GridLike,
  mode: GridMode,
): GridWalk {
  const dim = p.length as 2 | 3;
  const g = readGrid(fn, 'grid', grid, dim);
  const line = gridLine(dim, g.origin, g.cell, p, q, p);
  const start = p.map((x, k) => locate(x, g.origin[k] as Coordinate, g.cell[k] as Coordinate));
  const limits: (Limit | null)[] = q.map((x, k) => {
    const s = line.s[k] as number;
    if (s === 0) return null;
    const end = locate(x, g.origin[k] as Coordinate, g.cell[k] as Coordinate);
    // Moving down, the last plane reached is the slab's top one unless q lies on its bottom one.
    const last = s > 0 || end.on ? end.m : typeof end.m === 'number' ? end.m + 1 : end.m + 1n;
    return { last, endOn: end.on };
  });
  if (isNumbers(p) && isNumbers(q) && isNumbers(g.origin) && isNumbers(g.cell)) {
    // Numbers in, numbers out: every cell visited lies within one of p's and q's cells on every axis.
    for (let k = 0; k < dim; k++) {
      checkNumberIndex(fn, k, (start[k] as Place).m);
      const limit = limits[k];
      if (limit) checkNumberIndex(fn, k, limit.last);
    }
  }
  return new GridWalk(
    line,
    mode,
    start,
    limits,
    line.s.some((x) => x !== 0),
  );
}

/** Every value is a number. */
function isNumbers(v: readonly Coordinate[]): boolean {
  return v.every((x) => typeof x === 'number');
}

/** The largest index a walk of numbers may start or end at: the cells beside it stay safe integers. */
const NUMBER_INDEX_LIMIT = Number.MAX_SAFE_INTEGER - 2;

/** Throws `too_large` unless m is a number within ±NUMBER_INDEX_LIMIT. */
function checkNumberIndex(fn: string, axis: number, m: Index): void {
  if (typeof m === 'number' && Math.abs(m) <= NUMBER_INDEX_LIMIT) return;
  throw new ExactRangeError(
    `${fn}: cell index ${m} on axis ${axis} is past 2^53 − 3; with number coordinates every index is a number: give bigint or Rational coordinates for bigint indices`,
    'too_large',
    'number_index',
  );
}
