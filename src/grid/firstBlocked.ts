import type { Blocked } from './blockedCells.js';
import { cellKey } from './blockedCells.js';
import { cellSpan } from './cellSpan.js';
import type { CellIndex, GridMode } from './grid.js';
import type { GridLine, GridParam } from './gridLine.js';
import { compareParams } from './gridLine.js';
import type { GridWalk } from './gridWalk.js';
import type { Index } from './locate.js';

/** The first blocked cells along a stretch of line: their common infimum parameter t, and the cells in index order. */
export type FirstBlocked = { readonly t: GridParam; readonly cells: CellIndex[] };

/**
 * The blocked cells whose infimum parameter is the smallest among the
 * blocked cells that the stretch [from, to] of the line meets (to null: no
 * end), or null when it meets none. Two ways to the same answer:
 *
 * - walk: the cells come in traversal order, event by event, and a cell's
 *   infimum is its event's parameter; the first event with a blocked cell
 *   holds all of them. Time proportional to the cells up to the hit.
 * - direct, for a list shorter than the walk could be: each blocked cell's
 *   span (cellSpan), the smallest infimum kept. Time proportional to the
 *   list, however far apart its cells are.
 *
 * `walk` runs over the same stretch as `line` (with huge-index axes shifted).
 */
export function firstBlocked(
  walk: GridWalk,
  line: GridLine,
  mode: GridMode,
  from: GridParam,
  to: GridParam | null,
  blocked: Blocked,
): FirstBlocked | null {
  if (blocked.kind === 'list' && blocked.cells.length < walk.length()) return firstInList(line, mode, from, to, blocked.cells);
  const isBlocked = blocked.kind === 'list' ? (c: CellIndex) => blocked.keys.has(cellKey(c)) : blocked.test;
  walk.track = true;
  while (walk.advance()) {
    for (let i = 0; i < walk.count; i++) {
      if (!isBlocked(walk.buf[i] as CellIndex)) continue;
      // The first blocked cell: its event's parameter is the infimum; the event's other blocked cells share it.
      const cells: CellIndex[] = [];
      for (let j = i; j < walk.count && walk.sameEvent(i, j); j++) {
        const index = walk.buf[j] as CellIndex;
        if (j === i || isBlocked(index)) cells.push(index);
      }
      return { t: walk.eventParam(i, from), cells: cells.sort(compareIndices) };
    }
  }
  return null;
}

/** The direct way: every listed cell's span, the smallest infimum and its cells. */
function firstInList(
  line: GridLine,
  mode: GridMode,
  from: GridParam,
  to: GridParam | null,
  cells: readonly CellIndex[],
): FirstBlocked | null {
  let best: GridParam | null = null;
  let hits: CellIndex[] = [];
  for (const c of cells) {
    const span = cellSpan(line, c, mode, from, to);
    if (span === null) continue;
    const order = best === null ? -1 : compareParams(span.lo, best);
    if (order < 0) {
      best = span.lo;
      hits = [c];
    } else if (order === 0) hits.push(c);
  }
  return best === null ? null : { t: best, cells: hits.sort(compareIndices) };
}

/** Cell indices in lexicographic order, numerically on each axis. */
function compareIndices(a: CellIndex, b: CellIndex): number {
  for (let k = 0; k < a.length; k++) {
    const x = a[k] as Index;
    const y = b[k] as Index;
    if (x < y) return -1;
    if (x > y) return 1;
  }
  return 0;
}
