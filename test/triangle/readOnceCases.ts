// Each coordinate of a ray, segment or triangle is read once, on the fast
// paths (arrays of numbers) and off them; the cases and checks are in
// test/support/readCounting.ts.
import {
  Rational,
  rayIntersectsTriangle,
  rayTriangle,
  segmentIntersectsTriangle,
  segmentTriangle,
  triangleBarycentric,
  trianglesIntersect,
} from '../../src/index.js';
import type { Case } from '../support/readCounting.js';

const tri = [
  [0, 0, 0],
  [4, 0, 0],
  [0, 4, 0],
];
const half = Rational.of(1n, 2n);

export const triangleCases: Case[] = [
  ['rayIntersectsTriangle (decided by the filter)', rayIntersectsTriangle, [[1, 1, 4], [0, 0, -1], tri]],
  ['rayIntersectsTriangle (through an edge: past the filter)', rayIntersectsTriangle, [[2, 2, 4], [0, 0, -1], tri]],
  ['rayIntersectsTriangle (a Rational)', rayIntersectsTriangle, [[half, 1, 4], [0, 0, -1], tri]],
  ['rayTriangle (a hit)', rayTriangle, [[1, 1, 4], [0, 0, -2], tri]],
  ['rayTriangle (a miss)', rayTriangle, [[1, 1, 4], [0, 0, 2], tri]],
  [
    'segmentIntersectsTriangle (through a vertex)',
    segmentIntersectsTriangle,
    [
      [
        [4, 0, 3],
        [4, 0, -1],
      ],
      tri,
    ],
  ],
  [
    'segmentTriangle (in the plane)',
    segmentTriangle,
    [
      [
        [-1, 1, 0],
        [5, 1, 0],
      ],
      tri,
    ],
  ],
  [
    'trianglesIntersect (touching at a vertex)',
    trianglesIntersect,
    [
      tri,
      [
        [4, 0, 0],
        [5, 0, 1],
        [5, 0, -1],
      ],
    ],
  ],
  ['triangleBarycentric', triangleBarycentric, [[1, 1, 0], tri]],
];
