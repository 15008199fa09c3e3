import * as fc from 'fast-check';
import type { CoordinateKind } from './coordinate.js';
import { EMBEDDING_BITS } from './embedding.js';
import { int, intVector } from './lattice.js';

/*
 * Integer grids for the grid families, built like the other degenerate
 * families: on integers, where a point on a grid plane is exactly on it, and
 * then carried into the requested kind by one similarity (which scales the
 * cell sizes too, so every incidence survives). Sizes lie within a factor of
 * two of each other and the segments reach at most two cells from a grid vertex,
 * so a case crosses a handful of cells (small enough to check by brute
 * force), wherever the grid is: the origin and the vertex index use the rest
 * of the kind's bits, so `'huge'` and `'rational'` grids have coordinates far
 * from 0 and cell indices past 2^53, and some of their segments cross ±2^53.
 */

/** Bit budgets: sizes in [2^(size−1), 2^size], offsets from a vertex within 2^span, origin within 2^origin, indices within 2^index. */
export type GridBudget = { readonly size: number; readonly span: number; readonly origin: number; readonly index: number };

/** The budget of a kind: origin, vertex offset i·w and the span each below 2^(bits − 3), so every value stays below 2^bits. */
export function gridBudget(kind: CoordinateKind): GridBudget {
  const bits = EMBEDDING_BITS[kind];
  const size = Math.min(24, Math.max(1, bits - 8));
  return { size, span: Math.min(size, bits - 3), origin: bits - 3, index: Math.max(0, bits - 3 - size) };
}

/** An integer grid `{ origin, cell }` of a budget. */
function intGrid(dim: number, budget: GridBudget): fc.Arbitrary<{ origin: bigint[]; cell: bigint[] }> {
  const lo = 1n << BigInt(budget.size - 1);
  const size = fc.bigInt({ min: lo, max: 2n * lo });
  return fc.record({ origin: intVector(dim, budget.origin), cell: fc.array(size, { minLength: dim, maxLength: dim }) });
}

/** A grid and the index of one of its vertices (the vertex of cell `index` at its min corner). */
export function gridAndVertex(dim: number, budget: GridBudget): fc.Arbitrary<[{ origin: bigint[]; cell: bigint[] }, bigint[]]> {
  return fc.tuple(intGrid(dim, budget), vertexIndex(dim, budget));
}

const EDGE = 1n << 53n;

/**
 * Vertex indices within 2^index; when they may pass 2^53, also (one case in
 * four) indices a few cells from ±2^53, on each axis, so that segments cross
 * from indices that are safe integers to indices that are not.
 */
function vertexIndex(dim: number, budget: GridBudget): fc.Arbitrary<bigint[]> {
  const any = intVector(dim, budget.index);
  if (budget.index <= 53) return any;
  const near = fc.tuple(fc.boolean(), int(2)).map(([below, d]) => (below ? -EDGE : EDGE) + d);
  return fc.oneof({ arbitrary: any, weight: 3 }, { arbitrary: fc.array(near, { minLength: dim, maxLength: dim }), weight: 1 });
}

/** origin + index·cell + offset, per axis. */
export function gridPoint(
  grid: { origin: bigint[]; cell: bigint[] },
  index: readonly bigint[],
  offset?: readonly bigint[],
): bigint[] {
  return grid.origin.map((o, k) => o + (index[k] as bigint) * (grid.cell[k] as bigint) + (offset?.[k] ?? 0n));
}

/** Offsets from a vertex, each within the span. */
export function offsets(dim: number, budget: GridBudget): fc.Arbitrary<bigint[]> {
  return intVector(dim, budget.span);
}

/** An integer in [-4, 4], shrinking to 0: how many direction steps a point lies from a vertex. */
export function steps(): fc.Arbitrary<bigint> {
  return int(2);
}

/** A non-empty set of axes as a bit mask, never all of them when `proper`: the axes held on grid planes. */
export function axesMask(dim: number, proper: boolean): fc.Arbitrary<number> {
  const full = (1 << dim) - 1;
  return fc.integer({ min: 1, max: proper ? full - 1 : full });
}
