import * as fc from 'fast-check';
import { dimField, readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraintsDim } from './coordinate.js';
import { kindField } from './coordinate.js';
import { embed, embedding } from './embedding.js';
import { axesMask, gridAndVertex, gridBudget, gridPoint, offsets } from './gridLattice.js';
import type { GridSegmentCase2, GridSegmentCase3 } from './types.js';

/**
 * `{ segment, grid }` where the segment is a point [p, p] on a grid vertex,
 * edge or (3D) face: on some axes, or all, p has the coordinate of a grid
 * plane. In `'closed'` mode such a point is in 2, 4 (or 8) cells, in
 * `'half_open'` in exactly one, in `'open'` in none. Default coordinates
 * `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(zeroLengthSegmentOnGrid(), ({ segment, grid }) => [...gridCells(segment, grid, { mode: 'half_open' })].length === 1));
 * ```
 */
export function zeroLengthSegmentOnGrid<K extends CoordinateKind = 'mixed'>(
  constraints?: FamilyConstraintsDim<2, K>,
): fc.Arbitrary<GridSegmentCase2<CoordinateOf<K>>>;
export function zeroLengthSegmentOnGrid<K extends CoordinateKind = 'mixed'>(
  constraints: FamilyConstraintsDim<3, K>,
): fc.Arbitrary<GridSegmentCase3<CoordinateOf<K>>>;
export function zeroLengthSegmentOnGrid(
  constraints?: FamilyConstraintsDim<2 | 3>,
): fc.Arbitrary<GridSegmentCase2 | GridSegmentCase3> {
  const fn = 'zeroLengthSegmentOnGrid';
  const c = readConstraints(fn, constraints, ['coordinates', 'dim']);
  const kind = kindField(fn, c, 'mixed');
  const dim = dimField(fn, c);
  const budget = gridBudget(kind);
  const config = fc.tuple(gridAndVertex(dim, budget), axesMask(dim, false), offsets(dim, budget));
  return fc.tuple(config, embedding(kind)).map(([[[grid, v], fixed, a], e]) => {
    const p = gridPoint(
      grid,
      v,
      a.map((x, k) => (fixed & (1 << k) ? 0n : x)),
    );
    return embed<GridSegmentCase2 | GridSegmentCase3>({ segment: [p, [...p]], grid }, e);
  });
}
