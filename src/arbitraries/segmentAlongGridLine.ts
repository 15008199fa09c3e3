import * as fc from 'fast-check';
import { dimField, readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraintsDim } from './coordinate.js';
import { kindField } from './coordinate.js';
import { embed, embedding } from './embedding.js';
import { axesMask, gridAndVertex, gridBudget, gridPoint, offsets } from './gridLattice.js';
import type { GridSegmentCase2, GridSegmentCase3 } from './types.js';

/**
 * `{ segment, grid }` where the segment lies in a grid line (2D) or in a
 * grid plane or along a grid edge line (3D): on some axes (never all) both
 * ends have the coordinate of one grid plane, on the others they range a
 * few cells around. The case where a float walk divides 0 by 0, and where
 * the modes differ most: both sides in `'closed'`, the upper side in
 * `'half_open'`, nothing in `'open'`. Default coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(segmentAlongGridLine(), ({ segment, grid }) => [...gridCells(segment, grid, { mode: 'open' })].length === 0));
 * ```
 */
export function segmentAlongGridLine<K extends CoordinateKind = 'mixed'>(
  constraints?: FamilyConstraintsDim<2, K>,
): fc.Arbitrary<GridSegmentCase2<CoordinateOf<K>>>;
export function segmentAlongGridLine<K extends CoordinateKind = 'mixed'>(
  constraints: FamilyConstraintsDim<3, K>,
): fc.Arbitrary<GridSegmentCase3<CoordinateOf<K>>>;
export function segmentAlongGridLine(
  constraints?: FamilyConstraintsDim<2 | 3>,
): fc.Arbitrary<GridSegmentCase2 | GridSegmentCase3> {
  const fn = 'segmentAlongGridLine';
  const c = readConstraints(fn, constraints, ['coordinates', 'dim']);
  const kind = kindField(fn, c, 'mixed');
  const dim = dimField(fn, c);
  const budget = gridBudget(kind);
  const config = fc.tuple(gridAndVertex(dim, budget), axesMask(dim, true), offsets(dim, budget), offsets(dim, budget));
  return fc.tuple(config, embedding(kind)).map(([[[grid, v], fixed, a, b], e]) => {
    const held = (o: bigint[]) => o.map((x, k) => (fixed & (1 << k) ? 0n : x));
    return embed<GridSegmentCase2 | GridSegmentCase3>(
      { segment: [gridPoint(grid, v, held(a)), gridPoint(grid, v, held(b))], grid },
      e,
    );
  });
}
