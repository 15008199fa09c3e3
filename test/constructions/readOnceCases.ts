// Each coordinate is read once by the constructions (see
// test/predicates/readOnce.test.ts and test/support/readCounting.ts).
import {
  boundingBox,
  clipSegment,
  cohenSutherlandClip,
  Rational,
  rayBox,
  segmentBox,
  segmentIntersection,
  squaredDistance,
  squaredDistanceToSegment,
} from '../../src/index.js';
import type { Case } from '../support/readCounting.js';

const half = Rational.of(1n, 2n);
const box2 = { min: [1, 0], max: [3, 4] };
const box3 = { min: [1, 0, 0], max: [3, 4, 4] };

export const constructionCases: Case[] = [
  [
    'segmentIntersection (a point)',
    segmentIntersection,
    [
      [
        [0, 0],
        [3, 0],
      ],
      [
        [1, -1],
        [2, 2],
      ],
    ],
  ],
  [
    'segmentIntersection (an overlap)',
    segmentIntersection,
    [
      [
        [2, 0],
        [0, 0],
      ],
      [
        [3, 0],
        [1, 0],
      ],
    ],
  ],
  [
    'segmentIntersection (none)',
    segmentIntersection,
    [
      [
        [0, 0],
        [1, 1],
      ],
      [
        [2, 2],
        [3, 3],
      ],
    ],
  ],
  [
    'segmentIntersection (bigints and a Rational)',
    segmentIntersection,
    [
      [
        [0n, 0n],
        [2n, 2n],
      ],
      [
        [0n, 2n],
        [2n, half],
      ],
    ],
  ],
  [
    'boundingBox 2D',
    boundingBox,
    [
      [
        [1, 5],
        [3n, -2],
        [0.5, 0],
      ],
    ],
  ],
  ['boundingBox 3D (one point)', boundingBox, [[[1, 2, half]]]],
  [
    'segmentBox 2D (a miss)',
    segmentBox,
    [
      [
        [0, 5],
        [4, 6],
      ],
      box2,
    ],
  ],
  [
    'segmentBox 2D (a hit)',
    segmentBox,
    [
      [
        [0, 0],
        [4, 2],
      ],
      box2,
    ],
  ],
  [
    'segmentBox 2D (bigints)',
    segmentBox,
    [
      [
        [0n, 0n],
        [4n, 2n],
      ],
      { min: [1n, 0n], max: [3n, 4n] },
    ],
  ],
  [
    'segmentBox 2D (a Rational)',
    segmentBox,
    [
      [
        [0, 0],
        [4, half],
      ],
      box2,
    ],
  ],
  [
    'segmentBox 3D (a hit)',
    segmentBox,
    [
      [
        [0, 0, 1],
        [4, 2, 1],
      ],
      box3,
    ],
  ],
  [
    'segmentBox 3D (a miss)',
    segmentBox,
    [
      [
        [0, 0, 5],
        [4, 2, 5],
      ],
      box3,
    ],
  ],
  ['rayBox 2D', rayBox, [[0, 0], [2, 1], box2]],
  ['rayBox 2D (a miss)', rayBox, [[5, 0], [1, 0], box2]],
  ['rayBox 3D (bigints)', rayBox, [[0n, 0n, 1n], [2n, 1n, 0n], { min: [1n, 0n, 0n], max: [3n, 4n, 4n] }]],
  [
    'clipSegment 2D',
    clipSegment,
    [
      [
        [0, 0],
        [4, 2],
      ],
      box2,
    ],
  ],
  [
    'clipSegment 2D (a miss)',
    clipSegment,
    [
      [
        [0, 5],
        [4, 6],
      ],
      box2,
    ],
  ],
  [
    'clipSegment 3D (a Rational)',
    clipSegment,
    [
      [
        [0, 0, half],
        [4, 2, 1],
      ],
      box3,
    ],
  ],
  [
    'cohenSutherlandClip 2D',
    cohenSutherlandClip,
    [
      [
        [0, 0],
        [4, 2],
      ],
      box2,
    ],
  ],
  [
    'cohenSutherlandClip 2D (a corner)',
    cohenSutherlandClip,
    [
      [
        [0, 2],
        [2, 0],
      ],
      { min: [0, 0], max: [1, 1] },
    ],
  ],
  [
    'cohenSutherlandClip 3D (bigints)',
    cohenSutherlandClip,
    [
      [
        [0n, 0n, 1n],
        [4n, 2n, 1n],
      ],
      { min: [1n, 0n, 0n], max: [3n, 4n, 4n] },
    ],
  ],
  [
    'squaredDistance',
    squaredDistance,
    [
      [half, 0],
      [3, 4n],
    ],
  ],
  [
    'squaredDistance 3D',
    squaredDistance,
    [
      [0, 0, 0],
      [1, 2, half],
    ],
  ],
  [
    'squaredDistanceToSegment (the foot)',
    squaredDistanceToSegment,
    [
      [1, 1],
      [
        [0, 0],
        [2, half],
      ],
    ],
  ],
  [
    'squaredDistanceToSegment 3D (an end)',
    squaredDistanceToSegment,
    [
      [5, 5, 5],
      [
        [0, 0, 0],
        [1n, 1n, 1n],
      ],
    ],
  ],
];
