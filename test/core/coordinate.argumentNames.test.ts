// Every public predicate names itself and the offending argument, at every
// argument position: a caller with six points learns which one is bad.
import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  clipSegment,
  delaunay,
  ExactTypeError,
  inBox,
  inRange,
  orient2d,
  orient3d,
  pointInConvexPolygon,
  rayTriangle,
  segmentIntersectsConvexPolygon,
  segmentsIntersect,
} from '../../src/index.js';
import { bound, boundInside, pointLiesIn, segIntersect, segRectCollide } from '../../src/ruby/index.js';

type Kind = 'coord' | 'point2' | 'point3' | 'segment2' | 'polygon';
const valid: Record<Kind, unknown> = {
  coord: 0,
  point2: [0, 0],
  point3: [0, 0, 0],
  segment2: [
    [0, 0],
    [1, 1],
  ],
  polygon: [
    [0, 0],
    [1, 0],
    [1, 1],
  ],
};
/** A bad value of each kind and the path its message gives after the argument's name. */
const bad: Record<Kind, [unknown, string]> = {
  coord: ['bad', ''],
  point2: [[0, 'bad'], '[1]'],
  point3: [[0, 0, 'bad'], '[2]'],
  segment2: [
    [
      [0, 0],
      ['bad', 1],
    ],
    '[1][0]',
  ],
  polygon: [
    [
      [0, 0],
      [1, 0],
      ['bad', 1],
    ],
    '[2][0]',
  ],
};

const cases: [string, (...args: never[]) => unknown, [string, Kind][]][] = [
  [
    'orient2d',
    orient2d,
    [
      ['a', 'point2'],
      ['b', 'point2'],
      ['c', 'point2'],
    ],
  ],
  [
    'orient3d',
    orient3d,
    [
      ['a', 'point3'],
      ['b', 'point3'],
      ['c', 'point3'],
      ['d', 'point3'],
    ],
  ],
  [
    'inRange',
    inRange,
    [
      ['x', 'coord'],
      ['a', 'coord'],
      ['b', 'coord'],
    ],
  ],
  [
    'inBox',
    inBox,
    [
      ['p', 'point2'],
      ['a', 'point2'],
      ['b', 'point2'],
    ],
  ],
  [
    'bound',
    bound,
    [
      ['x', 'coord'],
      ['a', 'coord'],
      ['b', 'coord'],
    ],
  ],
  [
    'boundInside',
    boundInside,
    [
      ['p', 'point2'],
      ['a', 'point2'],
      ['b', 'point2'],
    ],
  ],
  [
    'segIntersect',
    segIntersect,
    [
      ['p1', 'point2'],
      ['p2', 'point2'],
      ['q1', 'point2'],
      ['q2', 'point2'],
    ],
  ],
  [
    'pointLiesIn',
    pointLiesIn,
    [
      ['p', 'point2'],
      ['a', 'point2'],
      ['b', 'point2'],
      ['c', 'point2'],
      ['d', 'point2'],
    ],
  ],
  [
    'segRectCollide',
    segRectCollide,
    [
      ['a', 'point2'],
      ['b', 'point2'],
      ['tl', 'point2'],
      ['tr', 'point2'],
      ['br', 'point2'],
      ['bl', 'point2'],
    ],
  ],
  [
    'segmentsIntersect',
    segmentsIntersect,
    [
      ['s', 'segment2'],
      ['t', 'segment2'],
    ],
  ],
  [
    'pointInConvexPolygon',
    pointInConvexPolygon,
    [
      ['p', 'point2'],
      ['polygon', 'polygon'],
    ],
  ],
  [
    'segmentIntersectsConvexPolygon',
    segmentIntersectsConvexPolygon,
    [
      ['s', 'segment2'],
      ['polygon', 'polygon'],
    ],
  ],
];

describe.each(cases)('%s names itself and the bad argument', (fn, f, params) => {
  it.each(params.map(([name, kind], i) => [name, kind, i] as const))('%s (%s)', (name, kind, i) => {
    const args = params.map(([, k]) => valid[k]);
    const [value, path] = bad[kind];
    args[i] = value;
    // A Ruby-post quad is its corners in order: a bad corner must still be the one named.
    const call = () => (f as (...a: unknown[]) => unknown)(...args);
    expect(call).toThrow(ExactTypeError);
    expect(call).toThrow(`${fn}: ${name}${path} is "bad", expected a finite number, a bigint or a Rational`);
  });
});

describe('a polygon that is not convex is named with the reason', () => {
  it.each([
    [
      'turns back on itself',
      [
        [0, 0],
        [2, 0],
        [1, 0],
        [1, 1],
      ],
      'it turns back on itself at vertex 1',
    ],
    [
      'turns both ways',
      [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ],
      'it turns both ways (at vertex 2)',
    ],
    [
      'winds twice',
      [
        [0, 0],
        [1, 0],
        [1, 1],
        [0, 1],
        [0, 0.5],
        [1, 0.5],
        [1, 1],
        [0, 1],
      ],
      'it winds around 2 times',
    ],
  ])('%s', (_, polygon, reason) => {
    const poly = polygon as [number, number][];
    expect(() => pointInConvexPolygon([0, 0], poly)).toThrow(`pointInConvexPolygon: polygon is not convex: ${reason}`);
    expect(() =>
      segmentIntersectsConvexPolygon(
        [
          [0, 0],
          [1, 1],
        ],
        poly,
      ),
    ).toThrow(`segmentIntersectsConvexPolygon: polygon is not convex: ${reason}`);
  });
});

describe('names put together only on error: a point read as part of a segment, box, triangle or list', () => {
  it('gives the same path as written out', () => {
    expect(() =>
      clipSegment(
        [
          [0, 0],
          [1, Number.NaN],
        ] as never,
        { min: [0, 0], max: [1, 1] },
      ),
    ).toThrow('clipSegment: s[1][1] is NaN');
    expect(() => clipSegment([[0, 0], 'p'] as never, { min: [0, 0], max: [1, 1] })).toThrow(
      'clipSegment: s[1] is "p", expected a point [x, y]',
    );
    expect(() =>
      clipSegment(
        [
          [0, 0],
          [1, 1],
        ],
        { min: [0, Number.POSITIVE_INFINITY], max: [1, 1] },
      ),
    ).toThrow('clipSegment: box.min[1] is Infinity');
    expect(() =>
      clipSegment(
        [
          [0, 0],
          [1, 1],
        ],
        { min: [0, 0], max: [1, 1, 1] } as never,
      ),
    ).toThrow('clipSegment: box.max has 3 coordinates, expected 2');
    expect(() =>
      rayTriangle([0, 0, 0], [0, 0, 1], [
        [0, 0, 1],
        [1, 0, 1],
        [0, 1, 'z'],
      ] as never),
    ).toThrow('rayTriangle: triangle[2][2] is "z", expected a finite number, a bigint or a Rational');
    expect(() =>
      boundingBox([
        [0, 0],
        [1, Number.NaN],
      ]),
    ).toThrow('boundingBox: points[1][1] is NaN');
    expect(() =>
      delaunay([
        [0, 0],
        [1, 0],
        [0, [1]],
      ] as never),
    ).toThrow('delaunay: points[2][1] is an array of length 1');
  });
});
