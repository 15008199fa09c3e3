import type { CellIndex, Coordinate, GridCell, GridMode, Point } from '../../index.js';
import { ExactRangeError, ExactTypeError, gridCells, gridRaycast, Rational } from '../../index.js';
import { pointTexts, rationalText } from '../encodeResult.js';
import type { Operation, ResultJson } from '../operations.js';
import type { RequestReader } from '../RequestReader.js';
import { describeJson as show } from '../shared/describeJson.js';
import { RawJson } from '../shared/jsonText.js';
import { withoutStack } from '../withoutStack.js';
import { answerLimit, isLibraryLimit, itemText, numberBits, ResultSize } from './answerBudget.js';

/*
 * PROTOCOL.md "Grids": grid_cells and grid_raycast. The fields are read in
 * the protocol's order (shapes, then too_large, then values: a cell size
 * ≤ 0, a zero direction, a cell index that is not an integer, a negative
 * max_t), then the library is called. A cell index in a result is a result
 * rational ("-3").
 */

/** max_cells when the request gives none. */
export const DEFAULT_MAX_CELLS = 100_000;

const MODES: readonly GridMode[] = ['closed', 'open', 'half_open'];

type RequestGrid = { origin: Point; cell: Point };

const bad = (message: string): ExactTypeError => withoutStack(() => new ExactTypeError(message));
const outOfRange = (message: string, code: 'bad_input' | 'too_large' = 'bad_input'): ExactRangeError =>
  withoutStack(() => new ExactRangeError(message, code));

/** `{"origin": point, "cell": point}`, both of the request's dimension (shape only). */
function readGrid(r: RequestReader, name: string): RequestGrid {
  const v = r.field(name);
  if (typeof v !== 'object' || v === null || Array.isArray(v))
    throw bad(`${r.op}: ${name} is ${show(v)}, expected a grid {"origin": point, "cell": point}`);
  const g = v as { origin?: unknown; cell?: unknown };
  if (g.origin === undefined) throw bad(`${r.op}: ${name} has no "origin"`);
  const origin = r.pointAt(g.origin, `${name}.origin`);
  if (g.cell === undefined) throw bad(`${r.op}: ${name} has no "cell"`);
  return { origin, cell: r.pointAt(g.cell, `${name}.cell`) };
}

/** `"closed"`, `"open"` or `"half_open"`. */
function readMode(r: RequestReader): GridMode {
  const v = r.field('mode');
  if (!MODES.includes(v as GridMode)) throw bad(`${r.op}: mode is ${show(v)}, expected "closed", "open" or "half_open"`);
  return v as GridMode;
}

/** An optional boolean field, false when absent. */
function readFlag(r: RequestReader, name: string): boolean {
  const v = r.optional(name);
  if (v === undefined) return false;
  if (typeof v !== 'boolean') throw bad(`${r.op}: ${name} is ${show(v)}, expected true or false`);
  return v;
}

/** An array of cells, each an array of coordinates of the request's dimension (shape only: integers are checked later). */
function readCells(r: RequestReader, name: string): Point[] {
  const v = r.field(name);
  if (!Array.isArray(v)) throw bad(`${r.op}: ${name} is ${show(v)}, expected an array of cells`);
  return v.map((c, i) => r.pointAt(c, `${name}[${i}]`));
}

/** Value check: every cell size > 0. */
function checkSizes(r: RequestReader, grid: RequestGrid): void {
  grid.cell.forEach((w, k) => {
    if (Rational.from(w).sign() <= 0) throw outOfRange(`${r.op}: grid.cell[${k}] is ${rationalText(w)}, expected a size > 0`);
  });
}

/** Value check and conversion: a coordinate that is an integer, as a cell index entry. */
function integerAt(r: RequestReader, v: Coordinate, path: string): number | bigint {
  const x = Rational.from(v);
  if (!x.isInteger()) throw outOfRange(`${r.op}: ${path} is ${rationalText(v)}, expected an integer`);
  return x.num >= -BigInt(Number.MAX_SAFE_INTEGER) && x.num <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(x.num) : x.num;
}

/** The library's refusal of a number index past 2^53 − 3 (number coordinates give number indices), by its marker. */
function isNumberIndexLimit(e: unknown): boolean {
  return e instanceof ExactRangeError && e.code === 'too_large' && e.limit === 'number_index';
}

/** A point with every coordinate as a Rational of the same value. */
function exactPoint<P extends readonly Coordinate[]>(p: P): P {
  return p.map((v) => Rational.from(v)) as unknown as P;
}

/** A cell index as a result: a list of result rationals. */
const cellTexts = (index: CellIndex): string[] => index.map((i) => rationalText(i));

/** PROTOCOL.md's grid operations. */
export const gridOps: Record<string, Operation> = {
  grid_cells: {
    dim: 0,
    run(r): ResultJson {
      const s = r.segment('s');
      const grid = readGrid(r, 'grid');
      const mode = readMode(r);
      const params = readFlag(r, 'params');
      const maxCells = r.limit('max_cells', DEFAULT_MAX_CELLS);
      r.finish();
      checkSizes(r, grid);
      const bits = numberBits([...s[0], ...s[1], ...grid.origin, ...grid.cell]);
      const limit = answerLimit('max_cells', maxCells(), bits, params ? 'quadratic' : 'linear');
      const size = new ResultSize(r.op);
      // Decided before the walk when the planes crossed say so, else at the cell past the limit: never the whole list first.
      const cells: string[] = [];
      const t: string[] = [];
      const walk = (seg: typeof s, g: RequestGrid): void => {
        for (const c of gridCells(seg, g, { mode, params, maxCells: limit.max }) as Iterable<CellIndex | GridCell>) {
          if (!params) cells.push(itemText(size, cellTexts(c as CellIndex)));
          else {
            cells.push(itemText(size, cellTexts((c as GridCell).index)));
            t.push(itemText(size, [(c as GridCell).t[0].toString(), (c as GridCell).t[1].toString()]));
          }
        }
      };
      try {
        try {
          walk(s, grid);
        } catch (e) {
          // Number coordinates give number indices; an index past 2^53 needs the same walk on exact values.
          if (!isNumberIndexLimit(e)) throw e;
          cells.length = 0;
          t.length = 0;
          walk(s.map((p) => exactPoint(p)) as unknown as typeof s, {
            origin: exactPoint(grid.origin),
            cell: exactPoint(grid.cell),
          });
        }
      } catch (e) {
        // The library's maxCells, decided before the walk or at the cell past it.
        if (isLibraryLimit(e, 'gridCells'))
          throw outOfRange(`${r.op}: the segment meets more than ${limit.max} cells, ${limit.why}`, 'too_large');
        throw e;
      }
      const list = (texts: string[]) => new RawJson(`[${texts.join(',')}]`);
      return params ? { cells: list(cells), t: list(t) } : { cells: list(cells) };
    },
  },
  grid_raycast: {
    dim: 0,
    run(r): ResultJson {
      const origin = r.point('origin');
      const dir = r.point('dir');
      const grid = readGrid(r, 'grid');
      const mode = readMode(r);
      const blocked = readCells(r, 'blocked');
      const maxField = r.optional('max_t');
      const maxT = maxField === undefined ? undefined : r.coordinateAt(maxField, 'max_t');
      r.finish();
      checkSizes(r, grid);
      const cells = blocked.map((c, i) => c.map((v, k) => integerAt(r, v, `blocked[${i}][${k}]`)));
      if (maxT !== undefined && Rational.from(maxT).sign() < 0) {
        throw outOfRange(`${r.op}: max_t is ${rationalText(maxT)}, expected a parameter ≥ 0`);
      }
      const hit = gridRaycast(origin, dir, grid, cells, { mode, maxT });
      if (!hit.hit) return { hit: false };
      return { hit: true, t: hit.t.toString(), point: pointTexts(hit.point), cells: hit.cells.map(cellTexts) };
    },
  },
};
