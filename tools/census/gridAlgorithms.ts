import { amanatidesWooFloat, supercoverFloat } from '../../src/float/index.js';
import type { GridMode, SegmentLike } from '../../src/index.js';
import { gridCells } from '../../src/index.js';
import type { Algorithm } from './algorithms.js';
import { listDifference } from './listDifference.js';
import type { CaseOf, Category, Verdict } from './types.js';

/*
 * The float grid walks in the census: a verdict is the list of cells, as
 * text ("0,0 0,1 1,1"), and the exact twin's list is gridCells' in the mode
 * the walk means: half_open, the floor rule, for Amanatides–Woo; closed
 * on pixel cells (unit squares centred on integer points) for the
 * supercover line, "every pixel the line covers" (it lists exactly the
 * open cells: a line through a pixel corner covers the two pixels beside
 * it, which it skips). A float list with a cell the exact
 * one lacks is a false hit, one missing a cell a miss, both wrong; a walk
 * that never ends (it stops at its step limit) is an error.
 */

/** The most cells a float walk takes before it counts as never ending. */
export const STEP_LIMIT = 10_000;

type GridCase = CaseOf<'gridSegment'>;

/** Cells as a verdict: each index "i,j", space-separated, in order. */
export function cellsVerdict(cells: readonly (readonly (number | bigint)[])[]): string {
  return cells.map((c) => c.join(',')).join(' ');
}

function exactCells(c: GridCase, mode: GridMode): string {
  return cellsVerdict([...gridCells(c.s as unknown as SegmentLike, c.grid, { mode })]);
}

/** A float walk's cells; throws when it never ends. */
function walked(cells: number[][]): string {
  if (cells.length >= STEP_LIMIT) throw new Error(`never ends (stopped after ${STEP_LIMIT} cells)`);
  return cellsVerdict(cells);
}

/**
 * Two lists of space-separated items (cells, hull vertices): a miss when
 * the float list lacks exact items, a false hit when it has others, wrong
 * when both, or when only the order differs.
 */
export function compareCells(float: Verdict, exact: Verdict): Category {
  const items = (v: Verdict): string[] => String(v).split(' ').filter(Boolean);
  const { extra, missing } = listDifference(items(float), items(exact));
  return missing && extra ? 'wrong' : missing ? 'miss' : extra ? 'falseHit' : 'wrong';
}

/** "3 cells: 0,0  0,1 …" (the first two). */
function describeCells(v: Verdict): string {
  const cells = String(v).split(' ').filter(Boolean);
  const shown = cells.slice(0, 2).join('  ');
  return `${cells.length} cell${cells.length === 1 ? '' : 's'}${cells.length > 0 ? `: ${shown}${cells.length > 2 ? ' …' : ''}` : ''}`;
}

const awAlg: Algorithm<'gridSegment'> = {
  name: 'amanatidesWooFloat',
  exactName: 'gridCells',
  method: 'the Amanatides–Woo walk',
  kind: 'gridSegment',
  dims: [2, 3],
  float: (c) => walked(amanatidesWooFloat(c.s, c.grid, STEP_LIMIT)),
  exact: (c) => exactCells(c, 'half_open'),
  isHit: (v) => String(v) !== '',
  describe: describeCells,
  compare: compareCells,
};

/** The supercover line walks pixel cells between integer ends (its own kind of case). */
const supercoverAlg: Algorithm<'pixelSegment'> = {
  name: 'supercoverFloat',
  exactName: 'gridCells',
  method: 'the supercover line',
  kind: 'pixelSegment',
  dims: [2],
  float: (c) => walked(supercoverFloat(c.s[0], c.s[1])),
  // Closed: every pixel the segment covers, corners included, as its name promises (it agrees with 'open').
  exact: (c) => exactCells({ kind: 'gridSegment', s: c.s, grid: PIXELS }, 'closed'),
  isHit: (v) => String(v) !== '',
  describe: describeCells,
  compare: compareCells,
};

/** The supercover line's cells: unit squares centred on integer points. */
export const PIXELS = { origin: [-0.5, -0.5], cell: [1, 1] };

/** The grid walks the census runs, in report order. */
export const GRID_ALGORITHMS: readonly Algorithm[] = [awAlg, supercoverAlg] as readonly Algorithm[];
