// Each coordinate of a segment, a ray and the grid is read once (cell
// indices given to isBlocked are the function's own); the cases and checks
// are in test/support/readCounting.ts.
import { gridCells, gridPieces, gridRaycast, lineOfSight, Rational } from '../../src/index.js';
import type { Case } from '../support/readCounting.js';

type Args = Parameters<typeof gridCells>;
const unit = { origin: [0, 0], cell: [1, 1] };
const thirds = { origin: [0, 0], cell: [Rational.of(1n, 3n), 1] };
const wall = (c: readonly (number | bigint)[]) => c[0] === 2 && c[1] === 1;

export const gridCases: Case[] = [
  [
    'gridCells (through a vertex, closed)',
    (...a: Args) => [...gridCells(...a)],
    [
      [
        [0.5, 0.5],
        [1.5, 1.5],
      ],
      unit,
    ],
  ],
  [
    'gridCells (half_open, with parameters)',
    (...a: Args) => [...gridCells(...a)].map(String),
    [
      [
        [0, 0.5],
        [1, 0.5],
      ],
      thirds,
      { mode: 'half_open', params: true },
    ],
  ],
  [
    'gridCells 3D',
    (...a: Args) => [...gridCells(...a)],
    [
      [
        [0.5, 0.5, 0.5],
        [2.5, 1.5, 0.5],
      ],
      { origin: [0, 0, 0], cell: [1, 1, 1] },
    ],
  ],
  [
    'gridPieces',
    (...a: Parameters<typeof gridPieces>) => [...gridPieces(...a)].map((p) => p.segment.map((q) => q.map(String))),
    [
      [
        [0, 0],
        [3, 1],
      ],
      { origin: [0, 0], cell: [2, 2] },
      { mode: 'half_open' },
    ],
  ],
  ['gridRaycast (grazing a corner)', gridRaycast, [[0.5, 0.5], [1, 1], unit, wall, { maxT: 10 }]],
  ['lineOfSight', lineOfSight, [[0.5, 0.5], [3.5, 1.5], unit, wall]],
];
