// Each coordinate of a set of segments is read once; the cases and checks
// are in test/support/readCounting.ts.
import {
  iterateSegmentIntersections,
  nodeSegments,
  nodingCheck,
  Rational,
  segmentIntersections,
  snapRound,
} from '../../src/index.js';
import type { Case } from '../support/readCounting.js';

const set = [
  [
    [0, 0],
    [4, 4],
  ],
  [
    [0, 4],
    [4, 0],
  ],
  [
    [2, 2],
    [6, 2],
  ],
  [
    [Rational.of(1n, 2n), 0],
    [Rational.of(1n, 2n), 3],
  ],
];

export const arrangementCases: Case[] = [
  ['segmentIntersections', segmentIntersections, [set]],
  [
    'iterateSegmentIntersections',
    (...a: Parameters<typeof iterateSegmentIntersections>) => [...iterateSegmentIntersections(...a)],
    [set],
  ],
  ['nodingCheck', nodingCheck, [set]],
  ['nodeSegments', nodeSegments, [set]],
  ['snapRound', snapRound, [set, { origin: [0, 0], cell: [1, 1] }]],
];
