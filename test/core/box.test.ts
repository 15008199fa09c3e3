import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  boxesOverlap,
  clipSegment,
  cohenSutherlandClip,
  ExactRangeError,
  ExactTypeError,
  outcode,
  pointInBox,
  Rational,
  rayBox,
  rayIntersectsBox,
  segmentBox,
  segmentIntersectsBox,
  segmentIntersectsParallelepiped,
} from '../../src/index.js';
import { any, expectError } from '../support/boxes.js';

const box = { min: [0, 0], max: [1, 1] };
const box3 = { min: [0, 0, 0], max: [1, 1, 1] };
const seg = [
  [0, 0],
  [1, 1],
];

/** Every function that takes (segment, box), under its name. */
const segmentFns: [string, (s: unknown, b: unknown) => unknown][] = [
  ['segmentBox', (s, b) => segmentBox(any(s), any(b))],
  ['segmentIntersectsBox', (s, b) => segmentIntersectsBox(any(s), any(b))],
  ['clipSegment', (s, b) => clipSegment(any(s), any(b))],
  ['cohenSutherlandClip', (s, b) => cohenSutherlandClip(any(s), any(b))],
];

describe('box rules, for every function taking a segment and a box', () => {
  for (const [name, f] of segmentFns) {
    it(`${name}: min > max names the axis and both values`, () => {
      expectError(() => f(seg, { min: [0, 3], max: [1, 2] }), ExactRangeError, `${name}: box.min[1] > box.max[1] (3 > 2)`);
      expectError(() => f(seg, { min: [5n, 0], max: [1, 2] }), ExactRangeError, `${name}: box.min[0] > box.max[0] (5n > 1)`);
      expectError(
        () =>
          f(
            [
              [0, 0, 0],
              [1, 1, 1],
            ],
            { min: [0, 0, Rational.of(1n, 2n)], max: [1, 1, Rational.of(1n, 3n)] },
          ),
        ExactRangeError,
        `${name}: box.min[2] > box.max[2] (1/2 > 1/3)`,
      );
      expectError(
        () => f(seg, { min: [0, 1 + 2 ** -52], max: [1, 1] }),
        ExactRangeError,
        `${name}: box.min[1] > box.max[1] (1.0000000000000002 > 1)`,
      );
    });
    it(`${name}: the box must be { min, max } points of the segment's dimension`, () => {
      expectError(() => f(seg, 5), ExactTypeError, `${name}: box is 5, expected a box { min, max }`);
      expectError(() => f(seg, null), ExactTypeError, `${name}: box is null, expected a box { min, max }`);
      expectError(
        () =>
          f(seg, [
            [0, 0],
            [1, 1],
          ]),
        ExactTypeError,
        `${name}: box is an array of length 2, expected a box { min, max }`,
      );
      expectError(() => f(seg, { max: [1, 1] }), ExactTypeError, `${name}: box.min is undefined, expected a point [x, y]`);
      expectError(() => f(seg, box3), ExactRangeError, `${name}: box.min has 3 coordinates, expected 2`);
      expectError(
        () => f(seg, { min: [0, 0], max: [1, 1, 1] }),
        ExactRangeError,
        `${name}: box.max has 3 coordinates, expected 2`,
      );
    });
    it(`${name}: NaN, infinities and wrong types anywhere`, () => {
      expectError(() => f(seg, { min: [Number.NaN, 0], max: [1, 1] }), ExactRangeError, `${name}: box.min[0] is NaN`);
      expectError(
        () => f(seg, { min: [0, Number.NEGATIVE_INFINITY], max: [1, 1] }),
        ExactRangeError,
        `${name}: box.min[1] is -Infinity`,
      );
      expectError(
        () => f(seg, { min: [0, 0], max: [1, Number.POSITIVE_INFINITY] }),
        ExactRangeError,
        `${name}: box.max[1] is Infinity`,
      );
      expectError(
        () => f(seg, { min: ['0', 0], max: [1, 1] }),
        ExactTypeError,
        `${name}: box.min[0] is "0", expected a finite number, a bigint or a Rational`,
      );
      expectError(
        () =>
          f(
            [
              [0, 0],
              [Number.NaN, 1],
            ],
            box,
          ),
        ExactRangeError,
        `${name}: s[1][0] is NaN`,
      );
      expectError(
        () =>
          f(
            [
              [0, 0],
              [1, Number.POSITIVE_INFINITY],
            ],
            box,
          ),
        ExactRangeError,
        `${name}: s[1][1] is Infinity`,
      );
      expectError(
        () =>
          f(
            [
              [0, 0, Number.NaN],
              [1, 1, 1],
            ],
            box3,
          ),
        ExactRangeError,
        `${name}: s[0][2] is NaN`,
      );
      expectError(
        () =>
          f(
            [
              [0, 0],
              [1, 1],
              [2, 2],
            ],
            box,
          ),
        ExactRangeError,
        `${name}: s has 3 points, expected 2`,
      );
      expectError(
        () =>
          f(
            [
              [0, 0],
              [1, 1, 1],
            ],
            box,
          ),
        ExactRangeError,
        `${name}: s[1] has 3 coordinates, expected 2`,
      );
      expectError(() => f('ab', box), ExactTypeError, `${name}: s is "ab", expected a segment [p, q]`);
      expectError(() => f(undefined, box), ExactTypeError, `${name}: s is undefined, expected a segment [p, q]`);
    });
  }
  it('the 2D and 3D fast paths catch NaN and Infinity in every position', () => {
    for (let i = 0; i < 8; i++) {
      for (const bad of [Number.NaN, Number.POSITIVE_INFINITY]) {
        const v = [0, 0, 1, 1, 0, 0, 2, 2];
        v[i] = bad;
        const s = [
          [v[0], v[1]],
          [v[2], v[3]],
        ];
        const b = { min: [v[4], v[5]], max: [v[6], v[7]] };
        const where = ['s[0][0]', 's[0][1]', 's[1][0]', 's[1][1]', 'box.min[0]', 'box.min[1]', 'box.max[0]', 'box.max[1]'][i];
        expectError(() => segmentIntersectsBox(any(s), any(b)), ExactRangeError, `segmentIntersectsBox: ${where} is ${bad}`);
      }
    }
    for (let i = 0; i < 12; i++) {
      const v = [0, 0, 0, 1, 1, 1, 0, 0, 0, 2, 2, 2];
      v[i] = Number.NaN;
      const s = [v.slice(0, 3), v.slice(3, 6)];
      const b = { min: v.slice(6, 9), max: v.slice(9, 12) };
      const where = i < 6 ? `s[${i < 3 ? 0 : 1}][${i % 3}]` : `box.${i < 9 ? 'min' : 'max'}[${i % 3}]`;
      expectError(() => segmentIntersectsBox(any(s), any(b)), ExactRangeError, `segmentIntersectsBox: ${where} is NaN`);
    }
  });
  it('huge finite numbers whose sums or differences overflow still get exact answers', () => {
    const M = Number.MAX_VALUE;
    expect(
      segmentIntersectsBox(
        [
          [M, M],
          [M, M],
        ],
        { min: [M, M], max: [M, M] },
      ),
    ).toBe(true);
    // q − p overflows to Infinity inside the double kernel; the line y = x/M.
    expect(
      segmentIntersectsBox(
        [
          [-M, -1],
          [M, 1],
        ],
        { min: [1, 0], max: [2, 1] },
      ),
    ).toBe(true);
    expect(
      segmentIntersectsBox(
        [
          [-M, -1],
          [M, 1],
        ],
        { min: [1, 1e-300], max: [2, 1] },
      ),
    ).toBe(false);
    expect(
      segmentBox(
        [
          [-M, -1],
          [M, 1],
        ],
        { min: [1, 0], max: [2, 1] },
      )?.map((t) => t.toNumber()),
    ).toEqual([0.5, 0.5]);
    expect(rayIntersectsBox([-M, -1], [M, 1], { min: [1, 0], max: [2, 1] })).toBe(true);
    expect(rayIntersectsBox([-M, -1], [M, 1], { min: [1, 1e-300], max: [2, 1] })).toBe(false);
  });
});

describe('rays', () => {
  for (const [name, f] of [
    ['rayBox', (o: unknown, d: unknown, b: unknown) => rayBox(any(o), any(d), any(b))],
    ['rayIntersectsBox', (o: unknown, d: unknown, b: unknown) => rayIntersectsBox(any(o), any(d), any(b))],
  ] as const) {
    it(`${name}: a zero direction is a RangeError (bad_input)`, () => {
      expectError(() => f([0, 0], [0, 0], box), ExactRangeError, `${name}: dir is [0, 0], expected a non-zero direction`);
      expectError(() => f([0, 0], [-0, 0n], box), ExactRangeError, `${name}: dir is [-0, 0n], expected a non-zero direction`);
      expectError(
        () => f([0, 0, 0], [Rational.of(0n), 0, 0], box3),
        ExactRangeError,
        `${name}: dir is [0, 0, 0], expected a non-zero direction`,
      );
    });
    it(`${name}: origin, dir and box rules`, () => {
      expectError(() => f([0, Number.NaN], [1, 0], box), ExactRangeError, `${name}: origin[1] is NaN`);
      expectError(() => f([0, 0], [Number.POSITIVE_INFINITY, 0], box), ExactRangeError, `${name}: dir[0] is Infinity`);
      expectError(() => f([0, 0], [1, 0, 0], box), ExactRangeError, `${name}: dir has 3 coordinates, expected 2`);
      expectError(() => f([0, 0], 'x', box), ExactTypeError, `${name}: dir is "x", expected a point [x, y]`);
      expectError(
        () => f([0, 0], [1, 0], { min: [2, 0], max: [1, 1] }),
        ExactRangeError,
        `${name}: box.min[0] > box.max[0] (2 > 1)`,
      );
      expectError(() => f([0, 0, 0], [1, 0, 0], box), ExactRangeError, `${name}: box.min has 2 coordinates, expected 3`);
      expectError(() => f({}, [1, 0], box), ExactTypeError, `${name}: origin is an object, expected a point [x, y] or [x, y, z]`);
    });
  }
});

describe('points and boxes', () => {
  it('pointInBox and outcode', () => {
    expectError(() => pointInBox(any([0, Number.NaN]), any(box)), ExactRangeError, 'pointInBox: p[1] is NaN');
    expectError(
      () => pointInBox(any([0, 0]), any({ min: [0, 2], max: [1, 1] })),
      ExactRangeError,
      'pointInBox: box.min[1] > box.max[1] (2 > 1)',
    );
    expectError(() => pointInBox(any([0, 0, 0]), any(box)), ExactRangeError, 'pointInBox: box.min has 2 coordinates, expected 3');
    expectError(
      () => outcode(any([0, 0]), any({ min: [0, 0], max: [1, -1n] })),
      ExactRangeError,
      'outcode: box.min[1] > box.max[1] (0 > -1n)',
    );
    expectError(() => outcode(any([0]), any(box)), ExactRangeError, 'outcode: p has 1 coordinates, expected 2 or 3');
  });
  it('boxesOverlap checks both boxes and their dimensions', () => {
    expectError(
      () => boxesOverlap(any({ min: [1, 0], max: [0, 1] }), any(box)),
      ExactRangeError,
      'boxesOverlap: a.min[0] > a.max[0] (1 > 0)',
    );
    expectError(
      () => boxesOverlap(any(box), any({ min: [0, 0], max: [1, Number.NaN] })),
      ExactRangeError,
      'boxesOverlap: b.max[1] is NaN',
    );
    expectError(() => boxesOverlap(any(box), any(box3)), ExactRangeError, 'boxesOverlap: b.min has 3 coordinates, expected 2');
    expectError(() => boxesOverlap(any(7n), any(box)), ExactTypeError, 'boxesOverlap: a is 7n, expected a box { min, max }');
  });
  it('boundingBox: empty, mixed dimensions, bad values', () => {
    expectError(() => boundingBox([]), ExactRangeError, 'boundingBox: points is empty');
    expectError(
      () => boundingBox(any(null)),
      ExactTypeError,
      'boundingBox: points is null, expected a non-empty array of points',
    );
    expectError(
      () =>
        boundingBox(
          any([
            [0, 0],
            [1, 1, 1],
          ]),
        ),
      ExactRangeError,
      'boundingBox: points[1] has 3 coordinates, expected 2 like points[0]',
    );
    expectError(
      () =>
        boundingBox(
          any([
            [0, 0],
            [1, Number.NaN],
          ]),
        ),
      ExactRangeError,
      'boundingBox: points[1][1] is NaN',
    );
    expectError(() => boundingBox(any([[0, 0], [1]])), ExactRangeError, 'boundingBox: points[1] has 1 coordinates, expected 2');
    expectError(() => boundingBox(any([5])), ExactTypeError, 'boundingBox: points[0] is 5, expected a point [x, y] or [x, y, z]');
  });
});

describe('segmentIntersectsParallelepiped input rules', () => {
  const s = [
    [0, 0],
    [1, 1],
  ];
  const f = (a: unknown, b: unknown, c: unknown) => segmentIntersectsParallelepiped(any(a), any(b), any(c));
  it('edges: an array of dim vectors of dim coordinates', () => {
    expectError(
      () => f(s, [0, 0], [[1, 0]]),
      ExactRangeError,
      'segmentIntersectsParallelepiped: edges has 1 vectors, expected 2',
    );
    expectError(
      () =>
        f(
          s,
          [0, 0],
          [
            [1, 0],
            [0, 1],
            [1, 1],
          ],
        ),
      ExactRangeError,
      'segmentIntersectsParallelepiped: edges has 3 vectors, expected 2',
    );
    expectError(
      () => f(s, [0, 0], 'e'),
      ExactTypeError,
      'segmentIntersectsParallelepiped: edges is "e", expected an array of 2 edge vectors',
    );
    expectError(
      () =>
        f(
          s,
          [0, 0],
          [
            [1, 0],
            [0, 1, 0],
          ],
        ),
      ExactRangeError,
      'segmentIntersectsParallelepiped: edges[1] has 3 coordinates, expected 2',
    );
    expectError(
      () =>
        f(
          s,
          [0, 0],
          [
            [1, Number.NaN],
            [0, 1],
          ],
        ),
      ExactRangeError,
      'segmentIntersectsParallelepiped: edges[0][1] is NaN',
    );
  });
  it('origin and segment', () => {
    expectError(
      () =>
        f(
          s,
          [0, 0, 0],
          [
            [1, 0],
            [0, 1],
          ],
        ),
      ExactRangeError,
      'segmentIntersectsParallelepiped: origin has 3 coordinates, expected 2',
    );
    expectError(
      () =>
        f(
          [
            [0, 0],
            [1, '1'],
          ],
          [0, 0],
          [
            [1, 0],
            [0, 1],
          ],
        ),
      ExactTypeError,
      'segmentIntersectsParallelepiped: s[1][1] is "1", expected a finite number, a bigint or a Rational',
    );
  });
  it('bad_input comes before degenerate', () => {
    expectError(
      () =>
        f(
          s,
          [0, 0],
          [
            [0, 0],
            [Number.NaN, 0],
          ],
        ),
      ExactRangeError,
      'segmentIntersectsParallelepiped: edges[1][0] is NaN',
    );
    expectError(
      () =>
        f(
          s,
          [0, Number.NaN],
          [
            [0, 0],
            [0, 0],
          ],
        ),
      ExactRangeError,
      'segmentIntersectsParallelepiped: origin[1] is NaN',
    );
  });
});
