import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import type { CoordinateKind } from '../src/arbitraries/index.js';
import {
  segmentAlongGridLine,
  segmentOnGrid,
  segmentThroughGridVertex,
  zeroLengthSegmentOnGrid,
} from '../src/arbitraries/index.js';
import type { CellIndex, GridCell, GridMode, Segment } from '../src/index.js';
import { gridCells, gridPieces, Rational, segmentBox } from '../src/index.js';
import type { AnyGrid } from './support/gridCheck.js';
import { cellBox, cellsAround, cellWitness, floorOf, key, pointAt, pointInCell, touching } from './support/gridCheck.js';
import { params } from './support/params.js';

/*
 * The laws of gridCells, on every grid family, kind and dimension, in each
 * mode, decided with the box functions (segmentBox, pointInBox) and never
 * with the walk:
 * - every listed cell contains a point of the segment (the middle of its
 *   parameter interval), and in closed mode its interval is segmentBox's;
 * - no cell is missing: brute force over the box of indices around the
 *   segment finds exactly the listed cells;
 * - the order is by the interval's start, and consecutive cells share a
 *   face, an edge or a vertex (closed mode: each cell touches an earlier
 *   one — at a vertex the cells around it come in index order);
 * - reversing the segment gives the same set;
 * - `maxCells` equal to the count lists them all, one fewer is too_large;
 * - half_open: every point's single cell (the floor rule) is listed, and
 *   the pieces tile the segment end to end.
 */

const MODES: GridMode[] = ['closed', 'open', 'half_open'];
type Case = { segment: Segment; grid: AnyGrid };
type Family = (c: { coordinates: CoordinateKind; dim: 2 }) => fc.Arbitrary<unknown>;

const families: [string, Family][] = [
  ['on a grid', segmentOnGrid as Family],
  ['through a grid vertex', segmentThroughGridVertex as Family],
  ['along a grid line', segmentAlongGridLine as Family],
  ['zero-length on a vertex or edge', zeroLengthSegmentOnGrid as Family],
];
const kinds: CoordinateKind[] = ['mixed', 'double', 'rational', 'huge'];

/** A check in the hot loop, with what failed. */
function must(ok: boolean, what: string): void {
  if (!ok) throw new Error(`expected ${what}`);
}

const text = (cells: readonly (CellIndex | readonly bigint[])[]) => cells.map(key).sort().join(' ');

function checkMode(c: Case, mode: GridMode): void {
  const s = c.segment;
  const cells = [...gridCells(s, c.grid, { mode, params: true })] as GridCell[];
  // Sound: each cell holds the middle of its interval; closed: the interval is segmentBox's.
  for (const { index, t } of cells) {
    const box = cellBox(c.grid, index);
    must(
      pointInCell(pointAt(s, t[0].add(t[1]).div(2)), box, mode),
      `cell ${key(index)} to hold the middle of its interval (${mode})`,
    );
    if (mode === 'closed') {
      const exact = segmentBox(s, box as never);
      must(exact?.[0].equals(t[0]) === true && exact[1].equals(t[1]), `cell ${key(index)}: t to be segmentBox's (${mode})`);
    }
  }
  // Complete: brute force over the cells around the segment.
  const expected = cellsAround(s, c.grid).filter((i) => cellWitness(s, c.grid, i, mode) !== null);
  must(
    text(cells.map((x) => x.index)) === text(expected),
    `the cells ${text(expected)} (${mode}), got ${text(cells.map((x) => x.index))}`,
  );
  // Ordered, and connected.
  for (let n = 1; n < cells.length; n++) {
    const cell = cells[n] as GridCell;
    must((cells[n - 1] as GridCell).t[0].le(cell.t[0]), `cells in order of their infimum (${mode})`);
    const near =
      mode === 'closed'
        ? cells.slice(0, n).some((x) => touching(x.index, cell.index))
        : touching((cells[n - 1] as GridCell).index, cell.index);
    must(near, `cell ${key(cell.index)} to touch ${mode === 'closed' ? 'an earlier cell' : 'the one before'} (${mode})`);
  }
  // Reversed: the same set.
  const back = [...gridCells([s[1], s[0]], c.grid, { mode })];
  must(text(back) === text(cells.map((x) => x.index)), `the reversed segment to meet the same cells (${mode})`);
  // maxCells: exactly the count passes (the bound decided before the walk never overshoots), one fewer is too_large.
  must([...gridCells(s, c.grid, { mode, maxCells: cells.length })].length === cells.length, `maxCells ${cells.length} to pass`);
  if (cells.length > 0) {
    let code: unknown;
    try {
      for (const _ of gridCells(s, c.grid, { mode, maxCells: cells.length - 1 }));
    } catch (e) {
      code = (e as { code?: unknown }).code;
    }
    must(code === 'too_large', `maxCells ${cells.length - 1} to be too_large (${mode})`);
  }
  if (mode !== 'half_open') return;
  // half_open: each point in exactly the cell of the floor rule, and pieces that tile [0, 1].
  const floorCell = (x: Rational[]) => x.map((v, k) => floorOf(v.sub(c.grid.origin[k] as never).div(c.grid.cell[k] as never)));
  const listed = new Set(cells.map((x) => key(x.index)));
  for (const x of [pointAt(s, Rational.ZERO), pointAt(s, Rational.ONE)])
    must(listed.has(key(floorCell(x))), 'the ends\u2019 cells listed');
  for (const { index, t } of cells)
    must(key(floorCell(pointAt(s, t[0].add(t[1]).div(2)))) === key(index), 'each cell to be its middle\u2019s floor cell');
  const pieces = [...gridPieces(s, c.grid, { mode })];
  const [first, last] = [pieces[0], pieces.at(-1)];
  must(first !== undefined && last !== undefined && first.t[0].equals(0) && last.t[1].equals(1), 'pieces from t = 0 to t = 1');
  for (let n = 1; n < pieces.length; n++)
    must(pieces[n]?.t[0].equals(pieces[n - 1]?.t[1] as Rational) === true, 'pieces end to end');
}

for (const dim of [2, 3] as const) {
  describe.each(families)(`gridCells laws ${dim}D: %s`, (_, family) => {
    it.each(kinds)('%s coordinates: sound, complete, ordered, connected, reversible, the floor rule', (kind) => {
      fc.assert(
        fc.property(family({ coordinates: kind, dim: dim as 2 }) as fc.Arbitrary<Case>, (c) => {
          for (const mode of MODES) checkMode(c, mode);
        }),
        params(dim === 2 ? 25 : 10),
      );
    });
  });
}
