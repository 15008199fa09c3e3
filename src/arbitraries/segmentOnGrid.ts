import * as fc from 'fast-check';
import { dimField, readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraintsDim } from './coordinate.js';
import { kindField } from './coordinate.js';
import { embed, embedding } from './embedding.js';
import { gridAndVertex, gridBudget, gridPoint, offsets } from './gridLattice.js';
import type { GridSegmentCase2, GridSegmentCase3 } from './types.js';

/**
 * `{ segment, grid }`: a grid (cell sizes within a factor of two of each
 * other, anywhere the coordinate kind reaches) and a segment between two
 * points a few cells from one of its vertices, so that it crosses a handful
 * of cells. Nothing is made degenerate on purpose, but on integer-like
 * kinds ends often land on grid planes. With `'rational'` coordinates the
 * cell sizes are fractions such as 3/7; with `'huge'` the coordinates reach
 * 2^300 and cell indices pass 2^53 (with `'huge'` and `'rational'`, one
 * case in four near ±2^53, crossing it). Default coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(segmentOnGrid(), ({ segment, grid }) => [...gridCells(segment, grid)].length > 0));
 * ```
 */
export function segmentOnGrid<K extends CoordinateKind = 'mixed'>(
  constraints?: FamilyConstraintsDim<2, K>,
): fc.Arbitrary<GridSegmentCase2<CoordinateOf<K>>>;
export function segmentOnGrid<K extends CoordinateKind = 'mixed'>(
  constraints: FamilyConstraintsDim<3, K>,
): fc.Arbitrary<GridSegmentCase3<CoordinateOf<K>>>;
export function segmentOnGrid(constraints?: FamilyConstraintsDim<2 | 3>): fc.Arbitrary<GridSegmentCase2 | GridSegmentCase3> {
  const fn = 'segmentOnGrid';
  const c = readConstraints(fn, constraints, ['coordinates', 'dim']);
  const kind = kindField(fn, c, 'mixed');
  const dim = dimField(fn, c);
  const budget = gridBudget(kind);
  const config = fc.tuple(gridAndVertex(dim, budget), offsets(dim, budget), offsets(dim, budget));
  return fc
    .tuple(config, embedding(kind))
    .map(([[[grid, v], a, b], e]) =>
      embed<GridSegmentCase2 | GridSegmentCase3>({ segment: [gridPoint(grid, v, a), gridPoint(grid, v, b)], grid }, e),
    );
}
