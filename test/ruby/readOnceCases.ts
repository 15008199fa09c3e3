// Each coordinate is read once by the ruby entry (see
// test/predicates/readOnce.test.ts and test/support/readCounting.ts).
import { Rational } from '../../src/index.js';
import { bound, boundInside, cwTest, pointLiesIn, segIntersect, segRectCollide } from '../../src/ruby/index.js';
import type { Case } from '../support/readCounting.js';

const half = Rational.of(1n, 2n);

export const rubyCases: Case[] = [
  // Coordinates only, no arrays.
  ['bound', bound, [half, 0, 1n]],
  [
    'cwTest',
    cwTest,
    [
      [0, 0],
      [1, 1],
      [0, 2],
    ],
  ],
  [
    'cwTest (collinear bigints)',
    cwTest,
    [
      [0n, 0n],
      [1n, 1n],
      [2n, 2n],
    ],
  ],
  [
    'boundInside',
    boundInside,
    [
      [1, 1],
      [0, 0],
      [2, 2],
    ],
  ],
  [
    'boundInside (outside, a Rational)',
    boundInside,
    [
      [3, half],
      [0, 0],
      [2, 2],
    ],
  ],
  [
    'segIntersect',
    segIntersect,
    [
      [0, 0],
      [1, 1],
      [0, 1],
      [1, 0],
    ],
  ],
  [
    'segIntersect (collinear, apart; a bigint)',
    segIntersect,
    [
      [0, 0],
      [1, 1n],
      [2, 2],
      [3, 3],
    ],
  ],
  [
    'pointLiesIn',
    pointLiesIn,
    [
      [1, 1],
      [0, 0],
      [0, 2],
      [2, 2],
      [2, 0],
    ],
  ],
  [
    'pointLiesIn (one point)',
    pointLiesIn,
    [
      [7, -3],
      [1, 1],
      [1, 1],
      [1, 1],
      [1, 1],
    ],
  ],
  [
    'segRectCollide (a corner)',
    segRectCollide,
    [
      [0, 0],
      [1, 1],
      [1, 1],
      [1, 2],
      [2, 2],
      [2, 1],
    ],
  ],
  [
    'segRectCollide (a miss, a Rational)',
    segRectCollide,
    [
      [0, 0],
      [1, half],
      [1, 1],
      [1, 2],
      [2, 2],
      [2, 1],
    ],
  ],
];
