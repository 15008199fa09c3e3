// Each coordinate is read once: a point whose getters count their reads,
// or change their value on a second read, gets one read per coordinate and
// an answer (or a typed error) about the values it returned first. The
// constructions, the ruby and the decimal entries have their own readOnce
// tests; the cases and checks are in test/support/readCounting.ts.
import {
  boxesOverlap,
  compareDistance,
  inBox,
  incircle,
  inRange,
  insphere,
  orient2d,
  orient3d,
  outcode,
  pointInBox,
  pointInConvexPolygon,
  Rational,
  rayIntersectsBox,
  segmentIntersectsBox,
  segmentIntersectsConvexPolygon,
  segmentIntersectsParallelepiped,
  segmentParallelepiped,
  segmentsIntersect,
} from '../../src/index.js';
import type { Case } from '../support/readCounting.js';

const half = Rational.of(1n, 2n);
const square = [
  [0, 0],
  [2, 0],
  [2, 2],
  [0, 2],
];
const unit2 = { min: [0, 0], max: [2, 2] };
const unit3 = { min: [0, 0, 0], max: [2, 2, 2] };

export const predicateCases: Case[] = [
  // Coordinates only, no arrays: enumerated so that every public function has a case.
  ['inRange', inRange, [half, 0, 1n]],
  [
    'orient2d (decided by the filter)',
    orient2d,
    [
      [0, 0],
      [1, 0],
      [0, 1],
    ],
  ],
  [
    'orient2d (collinear: past the filter)',
    orient2d,
    [
      [0, 0],
      [1, 1],
      [2, 2],
    ],
  ],
  [
    'orient2d (bigints)',
    orient2d,
    [
      [0n, 0n],
      [1n, 1n],
      [2n, 3n],
    ],
  ],
  [
    'orient2d (a Rational)',
    orient2d,
    [
      [half, 0],
      [1, 1],
      [2, 2],
    ],
  ],
  [
    'orient3d (coplanar)',
    orient3d,
    [
      [0, 0, 0],
      [1, 0, 0],
      [0, 1, 0],
      [1, 1, 0],
    ],
  ],
  [
    'orient3d (bigints)',
    orient3d,
    [
      [0n, 0n, 0n],
      [1n, 0n, 0n],
      [0n, 1n, 0n],
      [0n, 0n, 1n],
    ],
  ],
  [
    'incircle (cocircular)',
    incircle,
    [
      [0, 0],
      [2, 0],
      [0, 2],
      [2, 2],
    ],
  ],
  [
    'insphere',
    insphere,
    [
      [0, 0, 0],
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
      [1, 1, 1],
    ],
  ],
  [
    'compareDistance 2D',
    compareDistance,
    [
      [0, 0],
      [1, 0],
      [0, 1],
    ],
  ],
  [
    'compareDistance 3D',
    compareDistance,
    [
      [0, 0, 0],
      [3, 4, 0],
      [0, 0, 5n],
    ],
  ],
  [
    'segmentsIntersect (crossing)',
    segmentsIntersect,
    [
      [
        [0, 0],
        [2, 2],
      ],
      [
        [0, 2],
        [2, 0],
      ],
    ],
  ],
  [
    'segmentsIntersect (touching)',
    segmentsIntersect,
    [
      [
        [0, 0],
        [2, 2],
      ],
      [
        [1, 1],
        [3, 0],
      ],
    ],
  ],
  [
    'segmentsIntersect (numbers, then a bigint)',
    segmentsIntersect,
    [
      [
        [0, 0],
        [2, 2n],
      ],
      [
        [1, 1],
        [3, 0],
      ],
    ],
  ],
  [
    'segmentsIntersect (bigints)',
    segmentsIntersect,
    [
      [
        [0n, 0n],
        [2n, 2n],
      ],
      [
        [1n, 1n],
        [3n, 0n],
      ],
    ],
  ],
  [
    'inBox 2D',
    inBox,
    [
      [1, 1],
      [0, 2],
      [2, 0],
    ],
  ],
  [
    'inBox 3D (outside, mixed)',
    inBox,
    [
      [1, 1, 3n],
      [0, 0, 0],
      [half, 2, 2],
    ],
  ],
  ['pointInConvexPolygon (inside)', pointInConvexPolygon, [[1, 1], square]],
  ['pointInConvexPolygon (boundary, Rational)', pointInConvexPolygon, [[half, 0], square]],
  [
    'pointInConvexPolygon (a collinear polygon)',
    pointInConvexPolygon,
    [
      [1, 1],
      [
        [0, 0],
        [1, 1],
        [2, 2],
      ],
    ],
  ],
  [
    'segmentIntersectsConvexPolygon (crossing an edge)',
    segmentIntersectsConvexPolygon,
    [
      [
        [-1, 1],
        [1, 1],
      ],
      square,
    ],
  ],
  [
    'segmentIntersectsConvexPolygon (outside)',
    segmentIntersectsConvexPolygon,
    [
      [
        [3, 0],
        [3, 3],
      ],
      square,
    ],
  ],
  ['pointInBox 2D (inside)', pointInBox, [[1, 1], unit2]],
  ['pointInBox 2D (boundary)', pointInBox, [[2, 1], unit2]],
  ['pointInBox 3D (outside)', pointInBox, [[1, 1, 3], unit3]],
  ['pointInBox (bigints)', pointInBox, [[1n, 2n], { min: [0n, 0n], max: [2n, 2n] }]],
  ['pointInBox (a Rational)', pointInBox, [[half, 2], unit2]],
  ['boxesOverlap 2D (touching)', boxesOverlap, [unit2, { min: [2, 2], max: [3, 3] }]],
  ['boxesOverlap 3D (apart)', boxesOverlap, [unit3, { min: [0, 0, 3], max: [1, 1, 4] }]],
  [
    'boxesOverlap (bigints)',
    boxesOverlap,
    [
      { min: [0n, 0n], max: [1n, 1n] },
      { min: [1n, 0n], max: [2n, 1n] },
    ],
  ],
  ['outcode 2D', outcode, [[-1, 5], unit2]],
  ['outcode 3D', outcode, [[1, 1, 9], unit3]],
  ['outcode (a Rational)', outcode, [[half, -1], unit2]],
  [
    'segmentIntersectsBox 2D (decided by the filter)',
    segmentIntersectsBox,
    [
      [
        [-1, 1],
        [3, 1],
      ],
      unit2,
    ],
  ],
  [
    'segmentIntersectsBox 2D (through a corner)',
    segmentIntersectsBox,
    [
      [
        [0, 4],
        [4, 0],
      ],
      unit2,
    ],
  ],
  [
    'segmentIntersectsBox 2D (bigints)',
    segmentIntersectsBox,
    [
      [
        [-1n, 1n],
        [3n, 1n],
      ],
      { min: [0n, 0n], max: [2n, 2n] },
    ],
  ],
  [
    'segmentIntersectsBox 2D (a bigint box)',
    segmentIntersectsBox,
    [
      [
        [-1, 1],
        [3, 1],
      ],
      { min: [0n, 0], max: [2, 2] },
    ],
  ],
  [
    'segmentIntersectsBox 3D',
    segmentIntersectsBox,
    [
      [
        [-1, 1, 1],
        [3, 1, 1],
      ],
      unit3,
    ],
  ],
  [
    'segmentIntersectsBox 3D (a Rational)',
    segmentIntersectsBox,
    [
      [
        [-1, 1, half],
        [3, 1, 1],
      ],
      unit3,
    ],
  ],
  ['rayIntersectsBox 2D', rayIntersectsBox, [[-1, 1], [1, 0], unit2]],
  ['rayIntersectsBox 2D (behind)', rayIntersectsBox, [[5, 1], [1, 0], unit2]],
  ['rayIntersectsBox 2D (bigints)', rayIntersectsBox, [[-1n, 1n], [1n, 0n], { min: [0n, 0n], max: [2n, 2n] }]],
  ['rayIntersectsBox 3D', rayIntersectsBox, [[-1, 1, 1], [1, 0, 0], unit3]],
  ['rayIntersectsBox 3D (a Rational)', rayIntersectsBox, [[-1, 1, 1], [1, half, 0], unit3]],
  [
    'segmentIntersectsParallelepiped 2D',
    segmentIntersectsParallelepiped,
    [
      [
        [0, 0],
        [4, 0],
      ],
      [1, -1],
      [
        [1, 1],
        [1, -1],
      ],
    ],
  ],
  [
    'segmentIntersectsParallelepiped 3D',
    segmentIntersectsParallelepiped,
    [
      [
        [0, 0, 20],
        [4, 4, 20],
      ],
      [0, 0, 0],
      [
        [20, 0, 0],
        [0, 20, 0],
        [10, 10, 40],
      ],
    ],
  ],
  [
    'segmentParallelepiped (the former name)',
    segmentParallelepiped,
    [
      [
        [0, 0],
        [4, 0],
      ],
      [1, -1],
      [
        [1, 1],
        [1, -1],
      ],
    ],
  ],
];
