import * as fc from 'fast-check';
import type { SegmentSet2 } from '../../src/arbitraries/index.js';
import {
  axisParallelGrid,
  nearlyParallelSegments,
  overlappingSegments,
  pixelBoundaryCrossings,
  segment2,
  segmentStar,
  tJunctionSegmentSet,
} from '../../src/arbitraries/index.js';
import type { Family } from './families.js';

/**
 * Sets of 2D segments for the arrangement laws: every segment-set family,
 * in mixed coordinates and in one other kind each, and free segments of
 * small integers (crowded with coincidences) and of doubles. At most 12
 * segments, so that the all-pairs references stay quick.
 */
export const segmentSetFamilies: readonly Family<SegmentSet2>[] = [
  ['star mixed', segmentStar({ maxSegments: 10 })],
  ['star double', segmentStar({ coordinates: 'double', maxSegments: 10 })],
  ['T-junctions mixed', tJunctionSegmentSet()],
  ['T-junctions huge', tJunctionSegmentSet({ coordinates: 'huge' })],
  ['overlaps mixed', overlappingSegments()],
  ['overlaps rational', overlappingSegments({ coordinates: 'rational' })],
  ['pixel boundaries mixed', pixelBoundaryCrossings().map((c) => c.segments)],
  ['nearly parallel mixed', nearlyParallelSegments()],
  ['nearly parallel double', nearlyParallelSegments({ coordinates: 'double' })],
  ['axis-parallel grid mixed', axisParallelGrid({ maxSegments: 12 })],
  ['axis-parallel grid safe', axisParallelGrid({ coordinates: 'safe', maxSegments: 12 })],
  ['free grid', fc.array(segment2({ coordinates: 'grid' }), { minLength: 1, maxLength: 12 })],
  ['free double', fc.array(segment2({ coordinates: 'double' }), { minLength: 1, maxLength: 12 })],
];
