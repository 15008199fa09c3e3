import * as fc from 'fast-check';
import type { CoordinateKind, SegmentSet2 } from '../../arbitraries/index.js';
import {
  axisParallelGrid,
  nearlyParallelSegments,
  overlappingSegments,
  pixelBoundaryCrossings,
  segment2,
  segmentStar,
  tJunctionSegmentSet,
} from '../../arbitraries/index.js';
import type { Fields } from './opCases.js';

/**
 * Sets of segments for the arrangement ops: many through one point,
 * T-junctions, collinear overlaps, crossings on pixel boundaries, nearly
 * parallel long segments, axis-parallel grids, and free segments; at most
 * 12 per request. snap_round gets the pixel-boundary sets with their grid,
 * and the others on the default grid.
 *
 * ```ts
 * fc.sample(arrangementCases('grid').get('noding_check')!, 1); // [{ segments: [[[...], [...]], ...] }]
 * ```
 */
export function arrangementCases(k: CoordinateKind): [string, fc.Arbitrary<Fields>][] {
  const c = { coordinates: k, maxSegments: 12 };
  const sets: fc.Arbitrary<SegmentSet2> = fc.oneof(
    segmentStar(c),
    tJunctionSegmentSet(c),
    overlappingSegments(c),
    pixelBoundaryCrossings(c).map((x) => x.segments),
    nearlyParallelSegments({ coordinates: k }),
    axisParallelGrid(c),
    fc.array(segment2({ coordinates: k }), { minLength: 0, maxLength: 8 }),
  );
  const segments = sets.map((s) => ({ segments: s }));
  const snap = fc.oneof(
    pixelBoundaryCrossings(c).map(({ segments: s, grid }) => ({ segments: s, grid }) as Fields),
    segments as fc.Arbitrary<Fields>,
  );
  return [
    ['segment_intersections', segments],
    ['noding_check', segments],
    ['snap_round', snap],
  ];
}
