import * as fc from 'fast-check';
import { dimField, readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf, FamilyConstraintsDim } from './coordinate.js';
import { kindField } from './coordinate.js';
import { embed, embedding } from './embedding.js';
import { gridAndVertex, gridBudget, gridPoint, steps } from './gridLattice.js';
import { intVector } from './lattice.js';
import type { GridSegmentCase2, GridSegmentCase3 } from './types.js';

/**
 * `{ segment, grid }` where the segment's line passes exactly through a
 * grid vertex: its ends are v + k₁·u and v + k₂·u for a vertex v and k₁, k₂
 * in [-4, 4]. About half of them contain the vertex (k₁ ≤ 0 ≤ k₂ or the
 * reverse), some end on it; where u has a zero component the segment runs
 * along a grid line or plane through v; k₁ = k₂ is a point. The case where
 * float walks list a wrong side cell. Default coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(segmentThroughGridVertex(), ({ segment, grid }) => lineOfSight(segment[0], segment[1], grid, []) === true));
 * ```
 */
export function segmentThroughGridVertex<K extends CoordinateKind = 'mixed'>(
  constraints?: FamilyConstraintsDim<2, K>,
): fc.Arbitrary<GridSegmentCase2<CoordinateOf<K>>>;
export function segmentThroughGridVertex<K extends CoordinateKind = 'mixed'>(
  constraints: FamilyConstraintsDim<3, K>,
): fc.Arbitrary<GridSegmentCase3<CoordinateOf<K>>>;
export function segmentThroughGridVertex(
  constraints?: FamilyConstraintsDim<2 | 3>,
): fc.Arbitrary<GridSegmentCase2 | GridSegmentCase3> {
  const fn = 'segmentThroughGridVertex';
  const c = readConstraints(fn, constraints, ['coordinates', 'dim']);
  const kind = kindField(fn, c, 'mixed');
  const dim = dimField(fn, c);
  const budget = gridBudget(kind);
  // |k·u| ≤ 2^2 · 2^(span − 2): within the span.
  const config = fc.tuple(gridAndVertex(dim, budget), intVector(dim, budget.span - 2), steps(), steps());
  return fc.tuple(config, embedding(kind)).map(([[[grid, v], u, k1, k2], e]) => {
    const at = (k: bigint) =>
      gridPoint(
        grid,
        v,
        u.map((x) => k * x),
      );
    return embed<GridSegmentCase2 | GridSegmentCase3>({ segment: [at(k1), at(k2)], grid }, e);
  });
}
