import type { Coordinate } from '../core/coordinate.js';
import type { CellIndexLike, GridMode } from './grid.js';
import type { GridLine, GridParam } from './gridLine.js';
import { compareParams, crossingParam, T_ONE } from './gridLine.js';
import type { Index } from './locate.js';
import { side, toIndex } from './locate.js';

/**
 * The parameters t in [from, to] (to null: no end) at which the line lies
 * in one cell: an interval from `lo` to `hi`, each end included or not.
 */
export type CellSpan = { readonly lo: GridParam; readonly loIn: boolean; readonly hi: GridParam | null; readonly hiIn: boolean };

/**
 * The span of the line inside cell `index` under `mode`, or null when they
 * do not meet. On an axis the line moves along it is inside the cell's
 * slab between the crossings of the slab's two planes, ends included as the
 * mode says (half_open: the min plane's crossing, which comes first moving
 * up and last moving down); on an axis it does not move along it is inside
 * for every t or for none. The span is the intersection, [from, to] too:
 * from the largest entry to the smallest exit, non-empty when they are in
 * order or equal and both included. Its ends are the infimum and supremum
 * of the cell's parameters, whatever the mode.
 *
 * ```ts
 * const line = gridLine(2, [0, 0], [1, 1], [0, 0], [2, 2], [0, 0]);
 * cellSpan(line, [0, 1], 'closed', T_ZERO, T_ONE);    // lo = hi = 1/2 (the corner (1, 1))
 * cellSpan(line, [0, 1], 'half_open', T_ZERO, T_ONE); // null
 * ```
 */
export function cellSpan(
  line: GridLine,
  index: CellIndexLike,
  mode: GridMode,
  from: GridParam,
  to: GridParam | null,
): CellSpan | null {
  return rangeSpan(line, index, index, mode, from, to);
}

/**
 * cellSpan for the block of cells min..max (inclusive on every axis): the
 * span of the line inside the box from the min plane of cell `min` to the
 * max plane of cell `max`.
 */
export function rangeSpan(
  line: GridLine,
  min: CellIndexLike,
  max: CellIndexLike,
  mode: GridMode,
  from: GridParam,
  to: GridParam | null,
): CellSpan | null {
  let lo = from;
  let hi = to;
  let loIn = true;
  let hiIn = true;
  for (let k = 0; k < line.dim; k++) {
    const i = walkIndex(min[k] as Index, line.base[k] as Index);
    const j = walkIndex(max[k] as Index, line.base[k] as Index);
    const i1 = plusOne(j);
    const s = line.s[k] as number;
    if (s === 0) {
      const x = line.P[k] as Coordinate;
      const o = line.o[k] as Coordinate;
      const w = line.w[k] as Coordinate;
      const below = side(x, o, i, w);
      const above = side(x, o, i1, w);
      const inside =
        mode === 'closed' ? below >= 0 && above <= 0 : mode === 'half_open' ? below >= 0 && above < 0 : below > 0 && above < 0;
      if (!inside) return null;
      continue;
    }
    const enter = crossingParam(line, k, s > 0 ? i : i1);
    const exit = crossingParam(line, k, s > 0 ? i1 : i);
    const enterIn = mode === 'closed' || (mode === 'half_open' && s > 0);
    const exitIn = mode === 'closed' || (mode === 'half_open' && s < 0);
    const a = compareParams(enter, lo);
    if (a > 0) {
      lo = enter;
      loIn = enterIn;
    } else if (a === 0) loIn &&= enterIn;
    const b = hi === null ? -1 : compareParams(exit, hi);
    if (b < 0) {
      hi = exit;
      hiIn = exitIn;
    } else if (b === 0) hiIn &&= exitIn;
  }
  if (hi !== null) {
    const c = compareParams(lo, hi);
    if (c > 0 || (c === 0 && !(loIn && hiIn))) return null;
  }
  return { lo, loIn, hi, hiIn };
}

/**
 * The supremum of the parameters of a segment's line in cell `index` in
 * half_open mode, for a cell its walk gave out: the earliest of t = 1 and
 * the moving axes' exit crossings, the same parameter as rangeSpan's `hi`
 * (an earlier one kept on a tie), without its entries and checks.
 *
 * ```ts
 * halfOpenExit(gridLine(2, [0, 0], [1, 1], [0, 0], [2, 1], [0, 0]), [0, 0]); // x = 1's crossing, t = 1/2
 * ```
 */
export function halfOpenExit(line: GridLine, index: CellIndexLike): GridParam {
  let hi = T_ONE;
  for (let k = 0; k < line.dim; k++) {
    const s = line.s[k] as number;
    if (s === 0) continue;
    const i = walkIndex(index[k] as Index, line.base[k] as Index);
    const exit = crossingParam(line, k, s > 0 ? plusOne(i) : i);
    if (compareParams(exit, hi) < 0) hi = exit;
  }
  return hi;
}

/** j + 1 for a walk index, exactly. */
function plusOne(j: Index): Index {
  return typeof j === 'number' && j < Number.MAX_SAFE_INTEGER ? j + 1 : toIndex(BigInt(j) + 1n);
}

/** A given-out index as the line's walk counts it (minus the axis base). */
function walkIndex(v: Index, base: Index): Index {
  if (typeof v === 'number' && base === 0 && Number.isSafeInteger(v)) return v;
  return toIndex(BigInt(v) - BigInt(base));
}
