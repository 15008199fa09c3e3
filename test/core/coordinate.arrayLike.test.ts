// Points, segments, polygons and box corners may be any array-like of the
// right length: a readonly tuple, a typed array, or an object with indices
// and a `length`. Every public function must give the same answer for each
// of these shapes as for plain arrays, and the answer worked out by hand.
import { describe, expect, it } from 'vitest';
import { flatCoordinates, isArrayLike } from '../../src/core/coordinate.js';
import { orient2d as orient2dDecimal, segmentBox as segmentBoxDecimal } from '../../src/decimal/index.js';
import {
  type Box,
  boundingBox,
  boxesOverlap,
  clipSegment,
  cohenSutherlandClip,
  ExactRangeError,
  ExactTypeError,
  inBox,
  orient2d,
  orient3d,
  outcode,
  pointInBox,
  pointInConvexPolygon,
  Rational,
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
  segmentsIntersect,
  segmentTriangle,
  triangleBarycentric,
  trianglesIntersect,
} from '../../src/index.js';
import { boundInside, cwTest, pointLiesIn, segIntersect, segRectCollide } from '../../src/ruby/index.js';
import { expectError } from '../support/expectError.js';

// biome-ignore lint/suspicious/noExplicitAny: every function is called through one generic runner
type Fn = (...args: any[]) => unknown;

/** Rationals as strings, everything else as it is: for comparing answers. */
function shown(v: unknown): unknown {
  if (v instanceof Rational) return v.toString();
  if (Array.isArray(v)) return v.map(shown);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shown(x)]));
  return v;
}

const isPoint = (v: unknown): v is (number | bigint)[] =>
  Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'number' || typeof x === 'bigint');

/** The same value with every point (and every list of points) rebuilt by `point` and `list`. */
function reshape(v: unknown, point: (p: (number | bigint)[]) => unknown, list: (l: unknown[]) => unknown): unknown {
  if (isPoint(v)) return point(v);
  if (Array.isArray(v)) return list(v.map((x) => reshape(x, point, list)));
  if (v !== null && typeof v === 'object') {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, reshape(x, point, list)]));
  }
  return v;
}

/** `{ 0: a, 1: b, length: 2 }`: indices and a length, no iterator, no array methods. */
const arrayLikeObject = <T>(items: readonly T[]): ArrayLike<T> => {
  const o: Record<number, T> & { length: number } = { length: items.length };
  items.forEach((x, i) => {
    o[i] = x;
  });
  return o;
};

const shapes: [string, (args: unknown[]) => unknown[]][] = [
  [
    'readonly arrays (frozen)',
    (args) =>
      args.map((a) =>
        reshape(
          a,
          (p) => Object.freeze([...p]),
          (l) => Object.freeze(l),
        ),
      ),
  ],
  [
    'typed arrays as points (Float64Array, BigInt64Array)',
    (args) =>
      args.map((a) =>
        reshape(
          a,
          (p) => (p.every((x) => typeof x === 'bigint') ? BigInt64Array.from(p as bigint[]) : Float64Array.from(p as number[])),
          (l) => l,
        ),
      ),
  ],
  ['array-like objects as points, segments and lists', (args) => args.map((a) => reshape(a, arrayLikeObject, arrayLikeObject))],
];

const box: Box = { min: [1, 0], max: [3, 4] };
const tri = [
  [0, 0, 0],
  [4, 0, 0],
  [0, 4, 0],
];
const square = [
  [0, 0],
  [2, 0],
  [2, 2],
  [0, 2],
];

// Each answer worked out by hand (the README's box [1, 3] × [0, 4] and the square [0, 2]²).
const cases: [string, Fn, unknown[], unknown][] = [
  [
    'orient2d',
    orient2d,
    [
      [0, 0],
      [1, 0],
      [0, 1],
    ],
    1,
  ],
  [
    'orient2d on bigints',
    orient2d,
    [
      [0n, 0n],
      [2n ** 40n, 1n],
      [2n ** 41n, 2n],
    ],
    0,
  ],
  [
    'orient3d',
    orient3d,
    [
      [0, 0, 0],
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ],
    1,
  ],
  [
    'inBox',
    inBox,
    [
      [1, 1],
      [0, 2],
      [2, 0],
    ],
    true,
  ],
  [
    'segmentsIntersect',
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
    true,
  ],
  [
    'segmentIntersection',
    segmentIntersection,
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
    { kind: 'point', point: ['1', '1'] },
  ],
  ['pointInConvexPolygon', pointInConvexPolygon, [[2, 1], square], 'boundary'],
  [
    'segmentIntersectsConvexPolygon',
    segmentIntersectsConvexPolygon,
    [
      [
        [4, 0],
        [0, 4],
      ],
      square,
    ],
    true,
  ], // the corner (2, 2)
  ['pointInBox', pointInBox, [[2, 2], box], 'inside'],
  ['boxesOverlap', boxesOverlap, [box, { min: [3, 4], max: [5, 5] }], true], // the shared corner (3, 4)
  ['outcode', outcode, [[0, 5], box], 6], // left (01) on x, above (10) on y
  [
    'segmentIntersectsBox',
    segmentIntersectsBox,
    [
      [
        [0, 1],
        [1, 0],
      ],
      box,
    ],
    true,
  ], // ends on the corner (1, 0)
  [
    'segmentIntersectsBox 3D',
    segmentIntersectsBox,
    [
      [
        [0, 2, 0],
        [2, 0, 0],
      ],
      { min: [1.5, 1.5, -1], max: [3, 3, 1] },
    ],
    false,
  ],
  ['rayIntersectsBox', rayIntersectsBox, [[0, 1], [2, 0], box], true],
  [
    'segmentIntersectsParallelepiped',
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
    true,
  ], // the vertex (2, 0)
  [
    'boundingBox',
    boundingBox,
    [
      [
        [1, 5],
        [3, -2],
        [0.5, 0],
      ],
    ],
    { min: [0.5, -2], max: [3, 5] },
  ],
  [
    'segmentBox',
    segmentBox,
    [
      [
        [0, 0],
        [4, 2],
      ],
      box,
    ],
    ['1/4', '3/4'],
  ],
  ['rayBox', rayBox, [[0, 1], [2, 0], box], ['1/2', '3/2']],
  [
    'clipSegment',
    clipSegment,
    [
      [
        [0, 0],
        [4, 2],
      ],
      box,
    ],
    [
      ['1', '1/2'],
      ['3', '3/2'],
    ],
  ],
  [
    'cohenSutherlandClip',
    cohenSutherlandClip,
    [
      [
        [0, 0],
        [4, 2],
      ],
      box,
    ],
    [
      ['1', '1/2'],
      ['3', '3/2'],
    ],
  ],
  [
    'cohenSutherlandClip 3D',
    cohenSutherlandClip,
    [
      [
        [0, 0, 0],
        [3, 6, 9],
      ],
      { min: [0, 0, 0], max: [1, 1, 1] },
    ],
    [
      ['0', '0', '0'],
      ['1/3', '2/3', '1'],
    ],
  ],
  [
    'segmentTriangle',
    segmentTriangle,
    [
      [
        [1, 1, 2],
        [1, 1, -2],
      ],
      tri,
    ],
    { kind: 'point', point: ['1', '1', '0'], t: '1/2', where: 'interior' },
  ],
  [
    'segmentIntersectsTriangle',
    segmentIntersectsTriangle,
    [
      [
        [2, 2, 1],
        [2, 2, -1],
      ],
      tri,
    ],
    true,
  ], // through the edge x + y = 4
  ['rayTriangle', rayTriangle, [[0, 4, 1], [0, 0, -1], tri], { t: '1', point: ['0', '4', '0'], where: 'vertex' }],
  ['rayIntersectsTriangle', rayIntersectsTriangle, [[5, 5, 1], [0, 0, -1], tri], false],
  [
    'trianglesIntersect',
    trianglesIntersect,
    [
      tri,
      [
        [2, 0, 0],
        [2, -1, 1],
        [2, -1, -1],
      ],
    ],
    true,
  ], // touching the edge y = 0 at (2, 0, 0)
  ['triangleBarycentric', triangleBarycentric, [[1, 1, 0], tri], ['1/2', '1/4', '1/4']],
  [
    'cwTest',
    cwTest,
    [
      [0, 0],
      [0, 2],
      [1, 1],
    ],
    2,
  ],
  [
    'boundInside',
    boundInside,
    [
      [1, 1],
      [2, 2],
      [0, 0],
    ],
    true,
  ],
  [
    'segIntersect',
    segIntersect,
    [
      [1, 1],
      [1, 1],
      [3, -235421324],
      [1, 1],
    ],
    true,
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
    true,
  ],
  [
    'segRectCollide',
    segRectCollide,
    [
      [0, 0],
      [1, 1],
      [1, 1],
      [1, 2],
      [2, 2],
      [2, 1],
    ],
    true,
  ],
  [
    'decimal orient2d',
    orient2dDecimal,
    [
      [0, 0],
      [1, 0],
      [0, 1],
    ],
    1,
  ],
  [
    'decimal segmentBox',
    segmentBoxDecimal,
    [
      [
        [0, 0],
        [4, 2],
      ],
      box,
    ],
    ['1/4', '3/4'],
  ],
];

describe.each(shapes)('points as %s', (_, reshapeArgs) => {
  it.each(cases)('%s gives the answer it gives on plain arrays', (_, f, args, expected) => {
    expect(shown(f(...args))).toEqual(expected);
    expect(shown(f(...reshapeArgs(args)))).toEqual(expected);
  });
});

describe('array-likes of the wrong shape are refused as before', () => {
  it('a typed array of the wrong length', () => {
    expectError(
      () => orient2d(new Float64Array(3), [1, 0], [0, 1]),
      ExactRangeError,
      'orient2d: a has 3 coordinates, expected 2',
    );
    expectError(
      () => segmentBox([new Float64Array([0, 0]), new Float64Array([1, 1, 1])], box),
      ExactRangeError,
      'segmentBox: s[1] has 3 coordinates, expected 2',
    );
  });

  it('a typed array holding NaN names the coordinate', () => {
    expectError(() => orient2d(Float64Array.of(0, Number.NaN), [1, 0], [0, 1]), ExactRangeError, 'orient2d: a[1] is NaN');
  });

  it('objects without an integer length, and strings, are not points', () => {
    // biome-ignore lint/suspicious/noExplicitAny: bad input on purpose
    const bad = (v: unknown) => v as any;
    expectError(
      () => orient2d(bad({ 0: 0, 1: 0 }), [1, 0], [0, 1]),
      ExactTypeError,
      'orient2d: a is an object, expected a point [x, y]',
    );
    expectError(
      () => orient2d(bad({ 0: 0, 1: 0, length: 1.5 }), [1, 0], [0, 1]),
      ExactTypeError,
      'orient2d: a is an object, expected a point [x, y]',
    );
    expectError(() => orient2d(bad('01'), [1, 0], [0, 1]), ExactTypeError, 'orient2d: a is "01", expected a point [x, y]');
    expectError(
      () => pointInBox(bad(Rational.ONE), box),
      ExactTypeError,
      'pointInBox: p is the Rational 1, expected a point [x, y] or [x, y, z]',
    );
  });
});

describe('isArrayLike and flatCoordinates', () => {
  it('isArrayLike: arrays, typed arrays and objects with an integer length; not Rationals, strings or boxes', () => {
    expect([[], new Float64Array(2), { length: 0 }, { 0: 1, length: 1 }].map(isArrayLike)).toEqual([true, true, true, true]);
    expect([Rational.ONE, '12', { min: [0, 0] }, { length: -1 }, { length: 2.5 }, null, 3].map(isArrayLike)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('flatCoordinates reads each point by index, in order', () => {
    expect(flatCoordinates([[1, 2], Float64Array.of(3, 4), arrayLikeObject([5n, Rational.ONE])])).toEqual([
      1,
      2,
      3,
      4,
      5n,
      Rational.ONE,
    ]);
  });
});
