import * as fc from 'fast-check';
import { dimField, readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraintsDim } from './coordinate.js';
import { kindField } from './coordinate.js';
import { embed, embedding } from './embedding.js';
import { gridAndVertex, gridBudget, gridPoint, steps } from './gridLattice.js';
import { intVector } from './lattice.js';
import type { GridRayCase2, GridRayCase3 } from './types.js';

/**
 * `{ origin, dir, grid, blocked }`: one blocked cell, and a ray through one
 * of its corners that never enters it: along one axis the direction points
 * into the cell's side of the corner and along another out of it (or is
 * 0, sliding along a face). The ray starts at the corner or up to four
 * direction steps before it. In `'closed'` mode it hits the cell at the
 * corner (or along the face), in `'open'` mode never; in `'half_open'` mode
 * it depends on which corner. The blocked index is a number, or a bigint
 * past 2^53. Default coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(rayGrazingCellCorner(), ({ origin, dir, grid, blocked }) => !gridRaycast(origin, dir, grid, blocked, { mode: 'open' }).hit));
 * ```
 */
export function rayGrazingCellCorner<K extends CoordinateKind = 'mixed'>(
  constraints?: FamilyConstraintsDim<2, K>,
): fc.Arbitrary<GridRayCase2<CoordinateOf<K>>>;
export function rayGrazingCellCorner<K extends CoordinateKind = 'mixed'>(
  constraints: FamilyConstraintsDim<3, K>,
): fc.Arbitrary<GridRayCase3<CoordinateOf<K>>>;
export function rayGrazingCellCorner(constraints?: FamilyConstraintsDim<2 | 3>): fc.Arbitrary<GridRayCase2 | GridRayCase3> {
  const fn = 'rayGrazingCellCorner';
  const c = readConstraints(fn, constraints, ['coordinates', 'dim']);
  const kind = kindField(fn, c, 'mixed');
  const dim = dimField(fn, c);
  const budget = gridBudget(kind);
  // The corner: bit k of `corner` set for the cell's max side on axis k; `inward` and `outward` are two distinct axes.
  const axes = fc
    .integer({ min: 0, max: dim - 1 })
    .chain((a) => fc.integer({ min: 1, max: dim - 1 }).map((d) => [a, (a + d) % dim] as const));
  const corner = fc.integer({ min: 0, max: (1 << dim) - 1 });
  const config = fc.tuple(gridAndVertex(dim, budget), corner, axes, intVector(dim, budget.span - 2), steps());
  return fc.tuple(config, embedding(kind)).map(([[[grid, cell], at, [inward, outward], u, k], e]) => {
    const v = gridPoint(
      grid,
      cell.map((i, j) => (at & (1 << j) ? i + 1n : i)),
    );
    // Into the cell's side of the corner is down on a max side, up on a min side.
    const into = (j: number): bigint => (at & (1 << j) ? -1n : 1n);
    const dir = u.map((x, j) => {
      const m = x < 0n ? -x : x;
      if (j === inward) return into(j) * (m === 0n ? 1n : m);
      if (j === outward) return -into(j) * m;
      return x;
    });
    const origin = v.map((x, j) => x - (k < 0n ? -k : k) * (dir[j] as bigint));
    const blocked = [
      cell.map((i) => (i >= -BigInt(Number.MAX_SAFE_INTEGER) && i <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(i) : i)),
    ];
    return { ...embed<Omit<GridRayCase2 | GridRayCase3, 'blocked'>>({ origin, dir, grid }, e), blocked } as
      | GridRayCase2
      | GridRayCase3;
  });
}
