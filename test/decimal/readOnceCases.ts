// Each coordinate is read once by the decimal entry, Bigs included (see
// test/predicates/readOnce.test.ts and test/support/readCounting.ts), and
// each part of a Big (sign, exponent, digits) is read once.
import Big from 'big.js';
import {
  boundingBox,
  boxesOverlap,
  clipSegment,
  cohenSutherlandClip,
  convertBigs,
  inBox,
  inRange,
  orient2d,
  orient3d,
  outcode,
  pointInBox,
  pointInConvexPolygon,
  rayBox,
  rayIntersectsBox,
  rayIntersectsTriangle,
  rayTriangle,
  segmentBox,
  segmentIntersection,
  segmentIntersectsBox,
  segmentIntersectsConvexPolygon,
  segmentIntersectsParallelepiped,
  segmentIntersectsTriangle,
  segmentParallelepiped,
  segmentsIntersect,
  segmentTriangle,
  triangleBarycentric,
  trianglesIntersect,
  withBig,
} from '../../src/decimal/index.js';
import { segmentsIntersect as segmentsIntersectExact } from '../../src/index.js';
import type { Case } from '../support/readCounting.js';

const B = (s: string) => new Big(s);
const tenth = B('0.1');
const box2 = { min: [tenth, 0], max: [1, B('0.3')] };
const tri = [
  [0, 0, 0],
  [4, 0, 0],
  [0, 4, 0],
];
const box3 = { min: [tenth, 0, 0], max: [1, B('0.3'), 1] };

export const decimalCases: Case[] = [
  [
    'orient2d',
    orient2d,
    [
      [tenth, 0],
      [B('0.2'), 0],
      [B('0.3'), 0],
    ],
  ],
  [
    'orient3d',
    orient3d,
    [
      [0, 0, 0],
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, tenth],
    ],
  ],
  [
    'inBox',
    inBox,
    [
      [B('0.5'), 1],
      [0, 0],
      [1, 2],
    ],
  ],
  [
    'segmentsIntersect',
    segmentsIntersect,
    [
      [
        [0, 0],
        [B('0.3'), B('0.3')],
      ],
      [
        [tenth, tenth],
        [1, 0],
      ],
    ],
  ],
  [
    'segmentIntersection',
    segmentIntersection,
    [
      [
        [0, 0],
        [B('0.2'), B('0.2')],
      ],
      [
        [0, B('0.2')],
        [B('0.2'), 0],
      ],
    ],
  ],
  [
    'pointInConvexPolygon',
    pointInConvexPolygon,
    [
      [tenth, tenth],
      [
        [0, 0],
        [1, 0],
        [0, 1],
      ],
    ],
  ],
  [
    'segmentIntersectsConvexPolygon',
    segmentIntersectsConvexPolygon,
    [
      [
        [B('-0.5'), B('0.5')],
        [0, B('0.5')],
      ],
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
      ],
    ],
  ],
  ['pointInBox', pointInBox, [[B('0.3'), 0.5], { min: [0, 0], max: [B('0.3'), 1] }]],
  [
    'boxesOverlap',
    boxesOverlap,
    [
      { min: [0, 0], max: [B('0.5'), 1] },
      { min: [B('0.5'), 0], max: [1, 1] },
    ],
  ],
  [
    'boundingBox',
    boundingBox,
    [
      [
        [tenth, 2],
        [1, B('-0.5')],
      ],
    ],
  ],
  [
    'segmentBox',
    segmentBox,
    [
      [
        [0, 0],
        [1, 0],
      ],
      box2,
    ],
  ],
  [
    'segmentIntersectsBox',
    segmentIntersectsBox,
    [
      [
        [0, 0],
        [tenth, tenth],
      ],
      box2,
    ],
  ],
  [
    'segmentIntersectsBox 3D',
    segmentIntersectsBox,
    [
      [
        [0, 0, 0],
        [tenth, tenth, tenth],
      ],
      box3,
    ],
  ],
  ['rayBox', rayBox, [[0, 0], [tenth, 0], box2]],
  ['rayIntersectsBox', rayIntersectsBox, [[0, 0], [1, B('0.5')], { min: [2, 1], max: [3, 2] }]],
  [
    'clipSegment',
    clipSegment,
    [
      [
        [0, 0],
        [B('0.3'), B('0.3')],
      ],
      box2,
    ],
  ],
  [
    'cohenSutherlandClip',
    cohenSutherlandClip,
    [
      [
        [0, 0],
        [B('0.3'), B('0.3')],
      ],
      box2,
    ],
  ],
  ['outcode', outcode, [[B('-0.1'), B('2.5')], { min: [0, 0], max: [1, 1] }]],
  [
    'segmentIntersectsParallelepiped',
    segmentIntersectsParallelepiped,
    [
      [
        [0, B('0.5')],
        [B('0.5'), B('0.5')],
      ],
      [1, 0],
      [
        [1, 0],
        [0, 1],
      ],
    ],
  ],
  [
    'segmentParallelepiped (the former name)',
    segmentParallelepiped,
    [
      [
        [0, B('0.5')],
        [B('0.5'), B('0.5')],
      ],
      [1, 0],
      [
        [1, 0],
        [0, 1],
      ],
    ],
  ],
  ['inRange', inRange, [tenth, 0, B('0.2')]],
  ['rayIntersectsTriangle', rayIntersectsTriangle, [[tenth, tenth, 4], [0, 0, -1], tri]],
  ['rayTriangle', rayTriangle, [[tenth, tenth, 4], [0, 0, B('-0.5')], tri]],
  [
    'segmentIntersectsTriangle',
    segmentIntersectsTriangle,
    [
      [
        [tenth, tenth, 3],
        [tenth, tenth, -1],
      ],
      tri,
    ],
  ],
  [
    'segmentTriangle',
    segmentTriangle,
    [
      [
        [tenth, tenth, 3],
        [tenth, tenth, -1],
      ],
      tri,
    ],
  ],
  ['triangleBarycentric', triangleBarycentric, [[tenth, B('0.2'), 0], tri]],
  [
    'trianglesIntersect',
    trianglesIntersect,
    [
      tri,
      [
        [tenth, tenth, -1],
        [tenth, tenth, 1],
        [1, 1, 0],
      ],
    ],
  ],
  ['convertBigs', convertBigs, [{ min: [tenth, 0], max: [[1, B('0.3')]], label: 'kept' }], 'validates nothing'],
  [
    'withBig(segmentsIntersect)',
    (s: unknown, t: unknown) => withBig(segmentsIntersectExact)(s as never, t as never),
    [
      [
        [0, 0],
        [B('0.3'), B('0.3')],
      ],
      [
        [tenth, tenth],
        [1, 0],
      ],
    ],
  ],
];
