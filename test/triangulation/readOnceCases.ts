// Each coordinate is read once by the triangulations (the cases are run by
// test/support/readCounting.ts).
import { constrainedDelaunay, delaunay, Rational, triangleListProblem, triangulatePolygon } from '../../src/index.js';
import type { Case } from '../support/readCounting.js';

const points = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
  [1, Rational.of(3n, 2n)],
];
const square = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
];
const hole = [
  [1, 1],
  [1, 3],
  [3, 3],
  [3, 1],
];

export const triangulationCases: Case[] = [
  ['delaunay', delaunay, [points]],
  [
    'constrainedDelaunay',
    constrainedDelaunay,
    [
      points,
      [
        [
          [0, 0],
          [4, 4],
        ],
      ],
    ],
  ],
  ['triangulatePolygon', triangulatePolygon, [[square, hole]]],
  [
    'triangulatePolygon of a GeoJSON MultiPolygon',
    triangulatePolygon,
    [
      {
        type: 'MultiPolygon',
        coordinates: [
          [
            [...square, [0, 0]],
            [...hole, [1, 1]],
          ],
        ],
      },
    ],
  ],
  [
    'triangleListProblem',
    triangleListProblem,
    [
      [
        [
          [0, 0],
          [4, 0],
          [4, 4],
        ],
        [
          [0, 0],
          [4, 4],
          [0, 4],
        ],
      ],
      { vertices: square, allVertices: true, area: Rational.of(16n, 1n) },
    ],
  ],
];
