import * as fc from 'fast-check';
import type { CoordinateKind } from '../../src/arbitraries/index.js';
import {
  collinearSegments,
  collinearTriple,
  nearlyCollinearTriple,
  point2,
  segment2,
  sharedEndpointSegments,
  tJunctionSegments,
  zeroLengthSegment,
} from '../../src/arbitraries/index.js';
import type { Point2, Segment2 } from '../../src/core/coordinate.js';

/** Named arbitraries, so that every law runs (and reports) per family. */
export type Family<T> = readonly [name: string, arb: fc.Arbitrary<T>];

const KINDS: readonly CoordinateKind[] = ['grid', 'safe', 'huge', 'double', 'rational', 'mixed'];

/** Triples of 2D points: free ones of each kind, and the degenerate families. */
export const tripleFamilies: readonly Family<readonly [Point2, Point2, Point2]>[] = [
  ...KINDS.map(
    (k) => [`free ${k}`, fc.tuple(point2({ coordinates: k }), point2({ coordinates: k }), point2({ coordinates: k }))] as const,
  ),
  ['collinear huge', collinearTriple()],
  ['collinear double', collinearTriple({ coordinates: 'double' })],
  ['collinear mixed', collinearTriple({ coordinates: 'mixed' })],
  ['nearly collinear safe', nearlyCollinearTriple({ coordinates: 'safe' })],
  ['nearly collinear double', nearlyCollinearTriple({ coordinates: 'double' })],
  ['nearly collinear huge', nearlyCollinearTriple({ coordinates: 'huge' })],
  ['nearly collinear mixed', nearlyCollinearTriple({ coordinates: 'mixed' })],
];

/** Pairs of 2D segments: free ones of each kind, and the degenerate families. */
export const segmentPairFamilies: readonly Family<readonly [Segment2, Segment2]>[] = [
  ...KINDS.map((k) => [`free ${k}`, fc.tuple(segment2({ coordinates: k }), segment2({ coordinates: k }))] as const),
  ['shared endpoint mixed', sharedEndpointSegments()],
  ['shared endpoint double', sharedEndpointSegments({ coordinates: 'double' })],
  ['T-junction mixed', tJunctionSegments()],
  ['T-junction huge', tJunctionSegments({ coordinates: 'huge' })],
  ['collinear grid', collinearSegments({ coordinates: 'grid' })],
  ['collinear mixed', collinearSegments()],
  ['collinear double', collinearSegments({ coordinates: 'double' })],
  ['zero-length vs free', fc.tuple(zeroLengthSegment(), segment2({ coordinates: 'grid' }))],
  [
    'zero-length on collinear',
    collinearTriple({ coordinates: 'mixed' }).map(
      ([a, b, c]) =>
        [
          [a, b],
          [c, c],
        ] as const,
    ),
  ],
];
