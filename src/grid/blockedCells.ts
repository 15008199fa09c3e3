import { isArrayLike } from '../core/coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';
import type { CellIndex, CellIndexLike } from './grid.js';
import type { Index } from './locate.js';
import { toIndex } from './locate.js';

/**
 * Which cells block: a predicate on cell indices, or a finite collection
 * of cell indices (an array, a Set, any iterable of `[i, j]` or `[i, j, k]`).
 */
export type BlockedLike<I extends number | bigint = number | bigint> =
  | ((index: CellIndex<I>) => boolean)
  | Iterable<CellIndexLike>;

/** An inclusive range of cell indices: every cell with min[k] ≤ index[k] ≤ max[k] on every axis. */
export type CellRange = {
  /** The smallest index on every axis. */
  readonly min: CellIndexLike;
  /** The largest index on every axis (≥ min). */
  readonly max: CellIndexLike;
};

/** A blocked set read once: a predicate, or a list with its keys and the range of its indices. */
export type Blocked =
  | { readonly kind: 'predicate'; readonly test: (index: CellIndex) => boolean }
  | { readonly kind: 'list'; readonly keys: Set<string>; readonly cells: CellIndex[]; readonly range: Range | null };

/** An inclusive index range, read. */
export type Range = { readonly min: Index[]; readonly max: Index[] };

/** The key of a cell index in a blocked list: its integers joined by commas. */
export function cellKey(index: CellIndex): string {
  return index.join(',');
}

/**
 * Reads a blocked set: a function is kept as it is; a collection is read
 * once into keys, its distinct cells and the range of their indices. An
 * index that is not an integer (1.5, NaN, a string) throws naming its place:
 * `gridRaycast: isBlocked[2][0] is 1.5, expected an integer`.
 *
 * ```ts
 * readBlocked('f', 'isBlocked', [[0, 1], [2, 1n]], 2).kind; // 'list'
 * ```
 */
export function readBlocked(fn: string, arg: string, blocked: unknown, dim: 2 | 3): Blocked {
  if (typeof blocked === 'function') return { kind: 'predicate', test: blocked as (index: CellIndex) => boolean };
  if (typeof blocked !== 'object' || blocked === null || typeof (blocked as Iterable<unknown>)[Symbol.iterator] !== 'function') {
    throw new ExactTypeError(`${fn}: ${arg} is ${describeValue(blocked)}, expected a function or an iterable of cell indices`);
  }
  const keys = new Set<string>();
  const cells: CellIndex[] = [];
  let i = 0;
  let min: Index[] | null = null;
  let max: Index[] | null = null;
  for (const c of blocked as Iterable<unknown>) {
    const index = readCellIndex(fn, `${arg}[${i++}]`, c, dim);
    const key = cellKey(index);
    if (keys.has(key)) continue;
    keys.add(key);
    cells.push(index);
    if (min === null || max === null) {
      min = [...index];
      max = [...index];
    } else {
      for (let k = 0; k < dim; k++) {
        const v = index[k] as Index;
        if (v < (min[k] as Index)) min[k] = v;
        if (v > (max[k] as Index)) max[k] = v;
      }
    }
  }
  return { kind: 'list', keys, cells, range: min && max ? { min, max } : null };
}

/** Reads an inclusive range of cell indices (`bounds`): min ≤ max on every axis. */
export function readRange(fn: string, arg: string, range: unknown, dim: 2 | 3): Range {
  if (typeof range !== 'object' || range === null || Array.isArray(range)) {
    throw new ExactTypeError(`${fn}: ${arg} is ${describeValue(range)}, expected a cell range { min, max }`);
  }
  const { min, max } = range as { min?: unknown; max?: unknown };
  const lo = readCellIndex(fn, `${arg}.min`, min, dim);
  const hi = readCellIndex(fn, `${arg}.max`, max, dim);
  for (let k = 0; k < dim; k++) {
    const a = lo[k] as Index;
    const b = hi[k] as Index;
    if (a > b) {
      throw new ExactRangeError(`${fn}: ${arg}.min[${k}] > ${arg}.max[${k}] (${a} > ${b})`);
    }
  }
  return { min: [...lo], max: [...hi] };
}

/** A cell index: `dim` integers, numbers or bigints, given out as numbers when safe. */
function readCellIndex(fn: string, arg: string, v: unknown, dim: 2 | 3): CellIndex {
  if (!isArrayLike(v))
    throw new ExactTypeError(`${fn}: ${arg} is ${describeValue(v)}, expected a cell index [i, j${dim === 3 ? ', k' : ''}]`);
  if (v.length !== dim) throw new ExactRangeError(`${fn}: ${arg} has ${v.length} indices, expected ${dim}`);
  const out: Index[] = [];
  for (let k = 0; k < dim; k++) {
    const x = v[k];
    if (typeof x === 'bigint') out.push(toIndex(x));
    else if (typeof x === 'number') {
      if (!Number.isInteger(x)) throw new ExactRangeError(`${fn}: ${arg}[${k}] is ${describeValue(x)}, expected an integer`);
      out.push(Number.isSafeInteger(x) ? x + 0 : toIndex(BigInt(x))); // + 0: -0 is 0
    } else throw new ExactTypeError(`${fn}: ${arg}[${k}] is ${describeValue(x)}, expected an integer (a number or a bigint)`);
  }
  return out;
}
