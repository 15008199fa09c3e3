import type { CellIndex, Coordinate, GridCell, GridMode } from '../../src/index.js';
import { gridCells } from '../../src/index.js';
import type { Frac } from '../support/frac.js';
import { equalsRational } from '../support/frac.js';
import type { RefCell } from '../support/gridFrac.js';
import { gridCellsFrac } from '../support/gridFrac.js';

/** A cell index as bigints, for comparing with the reference. */
export const big = (index: CellIndex): bigint[] => index.map((v) => BigInt(v));

/** Index arrays as strings, for messages and equality. */
export const indexText = (cells: readonly (readonly (number | bigint)[])[]): string =>
  cells.map((c) => `[${c.join(',')}]`).join(' ');

/** gridCells with params, as a list. */
export function cellsOf(
  p: readonly Coordinate[],
  q: readonly Coordinate[],
  grid: { origin: Coordinate[]; cell: Coordinate[] },
  mode: GridMode,
): GridCell[] {
  return [...gridCells([p, q], grid, { mode, params: true })];
}

/**
 * Null when gridCells (with params) gives the reference's cells in the
 * reference's order with its exact intervals, else a description of the
 * first difference.
 */
export function differsFromReference(
  p: readonly Coordinate[],
  q: readonly Coordinate[],
  grid: { origin: Coordinate[]; cell: Coordinate[] },
  mode: GridMode,
): string | null {
  const got = cellsOf(p, q, grid, mode);
  const want = gridCellsFrac(p, q, grid.origin, grid.cell, mode);
  const g = indexText(got.map((c) => big(c.index)));
  const w = indexText(want.map((c) => c.index));
  if (g !== w) return `cells ${g}, expected ${w}`;
  for (let i = 0; i < got.length; i++) {
    const t = (got[i] as GridCell).t;
    const r = want[i] as RefCell;
    if (!t || !equalsRational(t[0], r.t0 as Frac) || !equalsRational(t[1], r.t1 as Frac)) {
      return `t of cell ${g.split(' ')[i]} is [${t?.map(String)}]`;
    }
  }
  return null;
}
