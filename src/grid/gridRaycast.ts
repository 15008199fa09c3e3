import type { Coordinate, PointLike } from '../core/coordinate.js';
import { checkCoordinate, compareCoord, copyPoint } from '../core/coordinate.js';
import { ExactRangeError } from '../core/errors.js';
import type { Rational } from '../core/rational.js';
import { copyDirection } from '../predicates/rayIntersectsBox.js';
import type { BlockedLike, CellRange, Range } from './blockedCells.js';
import { readBlocked, readRange } from './blockedCells.js';
import { rangeSpan } from './cellSpan.js';
import { firstBlocked } from './firstBlocked.js';
import type { CellIndex, GridLike, GridMode } from './grid.js';
import { checkOptions, readGrid, readMode, showValue } from './grid.js';
import type { GridLine, GridParam } from './gridLine.js';
import { compareParams, gridLine, paramOf, paramValue, pointAtParam, T_ZERO } from './gridLine.js';
import type { Limit } from './gridWalk.js';
import { GridWalk } from './gridWalk.js';
import type { Index, Place } from './locate.js';
import { locate, toIndex } from './locate.js';

/** Options of {@link gridRaycast}. */
export type GridRaycastOptions = {
  /** Which points belong to a cell (see `GridMode`); default `'closed'`. */
  readonly mode?: GridMode;
  /** Only the part of the ray with t ≤ maxT counts (a coordinate ≥ 0). */
  readonly maxT?: Coordinate;
  /**
   * The cells outside this range are never blocked: with a predicate, the
   * walk ends when the ray leaves the range (a predicate needs `bounds` or
   * `maxT`, or a ray that meets no blocked cell would go on for ever).
   */
  readonly bounds?: CellRange;
};

/** What {@link gridRaycast} finds. */
export type GridRaycastHit =
  | {
      /** No blocked cell holds a point of the ray (or of its part with t ≤ maxT). */
      readonly hit: false;
    }
  | {
      /** The ray reaches a blocked cell. */
      readonly hit: true;
      /** The infimum of the parameters t ≥ 0 of the ray's points in blocked cells. */
      readonly t: Rational;
      /** The point origin + t·dir, exactly. */
      readonly point: Rational[];
      /** Every blocked cell whose infimum is t, in index order. */
      readonly cells: CellIndex[];
    };

const MISS: GridRaycastHit = { hit: false };
const ZEROS = [0, 0, 0];

/**
 * The first blocked cells along the ray origin + t·dir (t ≥ 0; 2D or 3D):
 * t is the infimum of the parameters of the ray's points in blocked cells,
 * `point` the ray's point there, `cells` every blocked cell whose infimum
 * is t (a ray through a vertex can reach several at once), in index order.
 * `isBlocked` is a predicate on cell indices or a collection of blocked
 * cells; `mode` says what "in a cell" means (`'closed'`, the default: a
 * corner graze hits). It always ends: a collection is finite, so the walk
 * stops where the ray leaves the range of its cells; a predicate needs
 * `maxT` or `bounds`. `dir` is not normalized: t counts multiples of dir.
 * A zero `dir`, a negative `maxT` or an index that is not an integer is an
 * ExactRangeError (`bad_input`).
 *
 * @example
 * ```ts
 * const grid = { origin: [0, 0], cell: [1, 1] };
 * const hit = gridRaycast([0.5, 0.5], [1, 1], grid, [[2, 1], [1, 2]]);
 * hit.hit && [String(hit.t), hit.cells]; // ['3/2', [[1, 2], [2, 1]]]: both corners touched at (2, 2)
 * gridRaycast([0.5, 0.5], [1, 1], grid, [[2, 1], [1, 2]], { mode: 'open' }).hit; // false
 * ```
 */
export function gridRaycast(
  origin: PointLike,
  dir: PointLike,
  grid: GridLike,
  isBlocked: BlockedLike,
  options?: GridRaycastOptions,
): GridRaycastHit {
  const fn = 'gridRaycast';
  // Origin and direction are read once, here; the walk uses these copies.
  const o: readonly Coordinate[] = copyPoint(fn, 'origin', origin, 0);
  const dim = o.length as 2 | 3;
  const d: readonly Coordinate[] = copyDirection(fn, dir, dim);
  const g = readGrid(fn, 'grid', grid, dim);
  checkOptions(fn, options);
  const mode = readMode(fn, options);
  const maxT = options?.maxT;
  if (maxT !== undefined) {
    checkCoordinate(fn, 'options.maxT', maxT);
    if (compareCoord(maxT, 0) < 0)
      throw new ExactRangeError(`${fn}: options.maxT is ${showValue(maxT)}, expected a parameter ≥ 0`);
  }
  const given = options?.bounds;
  const bounds = given === undefined ? null : readRange(fn, 'options.bounds', given, dim);
  const blocked = readBlocked(fn, 'isBlocked', isBlocked, dim);
  let region = bounds;
  if (blocked.kind === 'list') {
    if (blocked.range === null) return MISS;
    region = region === null ? blocked.range : overlap(region, blocked.range);
    if (region === null) return MISS;
  } else if (region === null && maxT === undefined) {
    throw new ExactRangeError(
      `${fn}: isBlocked is a function and neither options.maxT nor options.bounds is given, so a ray that meets no blocked cell would never end`,
    );
  }
  const line = gridLine(dim, g.origin, g.cell, o, d, ZEROS.slice(0, dim));
  const to = maxT === undefined ? null : paramOf(maxT);

  // The stretch to walk: [0, maxT], cut to where the ray is inside the range of cells that can be blocked.
  let from: GridParam = T_ZERO;
  let end: GridParam | null = to;
  if (region !== null) {
    const span = rangeSpan(line, region.min, region.max, 'closed', T_ZERO, to);
    if (span === null) return MISS;
    from = span.lo;
    end = span.hi;
  }
  const start = from === T_ZERO ? o : pointAtParam(line, from);
  const places = start.map((x, k) => locate(x, g.origin[k] as Coordinate, g.cell[k] as Coordinate));
  const interval = end === null || compareParams(from, end) < 0;
  const walk = new GridWalk(line, mode, places, limits(line, region, to), interval);
  const first = firstBlocked(walk, line, mode, from, to, blocked);
  if (first === null) return MISS;
  return { hit: true, t: paramValue(first.t), point: pointAtParam(line, first.t), cells: first.cells };
}

/**
 * Where the walk ends on each moving axis: at the far plane of the range of
 * blocked cells (nothing beyond can be blocked), or at the last plane
 * reached by t = maxT, whichever comes first.
 */
function limits(line: GridLine, region: Range | null, to: GridParam | null): (Limit | null)[] {
  const end = to === null ? null : pointAtParam(line, to);
  const out: (Limit | null)[] = [];
  for (let k = 0; k < line.dim; k++) {
    const s = line.s[k] as number;
    if (s === 0) {
      out.push(null);
      continue;
    }
    let limit: Limit | null = null;
    if (end !== null) {
      const at: Place = locate(end[k] as Rational, line.o[k] as Coordinate, line.w[k] as Coordinate);
      limit = { last: s > 0 || at.on ? at.m : plus(at.m, 1), endOn: at.on };
    }
    if (region !== null) {
      const far = s > 0 ? plus(region.max[k] as Index, 1) : (region.min[k] as Index);
      if (limit === null || (s > 0 ? far <= limit.last : far >= limit.last)) limit = { last: far, endOn: true };
    }
    out.push(limit);
  }
  return out;
}

/** The overlap of two index ranges, or null when they share no cell. */
function overlap(a: Range, b: Range): Range | null {
  const min: Index[] = [];
  const max: Index[] = [];
  for (let k = 0; k < a.min.length; k++) {
    // Index is number or bigint, so no Math.max/min.
    let lo = a.min[k] as Index;
    let hi = a.max[k] as Index;
    const bLo = b.min[k] as Index;
    const bHi = b.max[k] as Index;
    if (bLo > lo) lo = bLo;
    if (bHi < hi) hi = bHi;
    if (lo > hi) return null;
    min.push(lo);
    max.push(hi);
  }
  return { min, max };
}

/** i + k for an index, exactly (a bigint past 2^53). */
function plus(i: Index, k: number): Index {
  if (typeof i === 'number' && Number.isSafeInteger(i + k)) return i + k;
  return toIndex(BigInt(i) + BigInt(k));
}
