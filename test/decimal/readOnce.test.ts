// Each coordinate is read once by the decimal entry, Bigs included (see
// test/predicates/readOnce.test.ts and test/support/readCounting.ts), and
// each part of a Big (sign, exponent, digits) is read once.
import Big from 'big.js';
import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  boxesOverlap,
  clipSegment,
  cohenSutherlandClip,
  fromBig,
  inBox,
  isBig,
  orient2d,
  orient3d,
  outcode,
  pointInBox,
  pointInConvexPolygon,
  rayBox,
  rayIntersectsBox,
  segmentBox,
  segmentIntersection,
  segmentIntersectsBox,
  segmentIntersectsConvexPolygon,
  segmentIntersectsParallelepiped,
  segmentsIntersect,
  toBig,
  toCoordinate,
} from '../../src/decimal/index.js';
import type { Case } from '../support/readCounting.js';
import { describeReadOnce } from '../support/readCounting.js';

const B = (s: string) => new Big(s);
const tenth = B('0.1');
const box2 = { min: [tenth, 0], max: [1, B('0.3')] };
const box3 = { min: [tenth, 0, 0], max: [1, B('0.3'), 1] };

const decimalCases: Case[] = [
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
];

describeReadOnce(decimalCases);

/** A Big whose sign, exponent and digits are getters that count their reads and answer for 1 after the first. */
function countedBig(text: string, count: Record<string, number>): Big {
  const b = new Big(text);
  const one = new Big(1);
  const digits = b.c.slice();
  const counted = Object.create(Object.getPrototypeOf(b)) as Big;
  const part = (name: string, first: () => unknown, later: () => unknown) =>
    Object.defineProperty(counted, name, {
      get: () => {
        count[name] = (count[name] ?? 0) + 1;
        return count[name] === 1 ? first() : later();
      },
    });
  part(
    's',
    () => b.s,
    () => one.s,
  );
  part(
    'e',
    () => b.e,
    () => one.e,
  );
  const c = new Array(digits.length);
  digits.forEach((d, i) => {
    Object.defineProperty(c, i, {
      get: () => {
        count[`c[${i}]`] = (count[`c[${i}]`] ?? 0) + 1;
        return count[`c[${i}]`] === 1 ? d : 1;
      },
    });
  });
  part(
    'c',
    () => c,
    () => one.c,
  );
  return counted;
}

describe("a Big's sign, exponent and digits are read once", () => {
  const once = (count: Record<string, number>) => expect(Object.values(count).every((n) => n === 1)).toBe(true);
  it.each([
    ['fromBig', (b: Big) => String(fromBig(b)), '-123/1000'],
    ['toCoordinate', (b: Big) => String(toCoordinate(b)), '-123/1000'],
    ['toBig', (b: Big) => toBig(b, 2).toFixed(2), '-0.12'],
    ['isBig', (b: Big) => isBig(b), true],
    ['orient2d', (b: Big) => orient2d([0, 0], [1, 0], [0, b]), -1],
  ])('%s', (_, f, expected) => {
    const count: Record<string, number> = {};
    expect(f(countedBig('-0.123', count))).toBe(expected);
    expect(Object.keys(count).sort()).toEqual(['c', 'c[0]', 'c[1]', 'c[2]', 'e', 's']);
    once(count);
  });
});
