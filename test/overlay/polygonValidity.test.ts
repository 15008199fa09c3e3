import { describe, expect, it } from 'vitest';
import type { Point2 } from '../../src/core/coordinate.js';
import { ExactRangeError, ExactTypeError, polygonValidity, Rational } from '../../src/index.js';
import { expectError } from '../support/expectError.js';

const square = (x: number, y: number, s: number): Point2[] => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
];
/** A clockwise square from its smallest vertex, as a hole. */
const hole = (x: number, y: number, s: number): Point2[] => [
  [x, y],
  [x, y + s],
  [x + s, y + s],
  [x + s, y],
];
const reason = (polygons: Point2[][][]): string => {
  const v = polygonValidity(polygons);
  return v.valid ? 'valid' : v.reason;
};

describe('polygonValidity: valid sets', () => {
  it('the empty set, a square, a square with a hole, two polygons', () => {
    expect(polygonValidity([])).toEqual({ valid: true });
    expect(polygonValidity([[square(0, 0, 2)]])).toEqual({ valid: true });
    expect(polygonValidity([[square(0, 0, 4), hole(1, 1, 2)]])).toEqual({ valid: true });
    expect(polygonValidity([[square(0, 0, 1)], [square(2, 0, 1)]])).toEqual({ valid: true });
  });
  it('rings meeting at points: polygons at a corner, a hole touching its outer ring, an island touching its hole', () => {
    expect(reason([[square(0, 0, 1)], [square(1, 1, 1)]])).toBe('valid');
    const wedge: Point2[] = [
      [0, 2],
      [2, 3],
      [2, 1],
    ];
    expect(reason([[square(0, 0, 4), wedge]])).toBe('valid');
    const island: Point2[] = [
      [1, 3],
      [3, 2],
      [4, 3],
      [3, 4],
    ];
    expect(reason([[square(0, 0, 6), hole(1, 1, 4)], [island]])).toBe('valid');
  });
  it('exact rational and bigint coordinates', () => {
    const t = Rational.of(1n, 3n);
    expect(
      reason([
        [
          [
            [0n, 0n],
            [t, 0],
            [t, t],
          ],
        ],
      ]),
    ).toBe('valid');
  });
});

describe('polygonValidity: each broken rule, with its witness', () => {
  it('too few points, a collinear vertex, a repeated vertex', () => {
    expect(
      polygonValidity([
        [
          [
            [0, 0],
            [1, 0],
          ],
        ],
      ]),
    ).toEqual({ valid: false, reason: 'too_few_points', ring: [0, 0] });
    const straight: Point2[] = [
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 2],
    ];
    const v = polygonValidity([[straight]]);
    expect(v.valid === false && v.reason).toBe('collinear_vertex');
    expect(v.valid === false && v.point?.map(String)).toEqual(['1', '0']);
    expect(
      reason([
        [
          [
            [0, 0],
            [2, 0],
            [2, 0],
            [0, 2],
          ],
        ],
      ]),
    ).toBe('collinear_vertex');
  });
  it('a ring through a point twice: a bowtie, a ring touching itself', () => {
    expect(
      reason([
        [
          [
            [0, 0],
            [2, 2],
            [2, 0],
            [0, 2],
          ],
        ],
      ]),
    ).toBe('self_intersection');
    const pinched: Point2[] = [
      [0, 0],
      [4, 0],
      [2, 2],
      [4, 4],
      [0, 4],
      [2, 2],
    ];
    const v = polygonValidity([[pinched]]);
    expect(v.valid === false && [v.reason, v.point?.map(String)]).toEqual(['self_intersection', ['2', '2']]);
  });
  it('rings sharing a piece of edge, rings crossing', () => {
    expect(reason([[square(0, 0, 1)], [square(1, 0, 1)]])).toBe('rings_overlap');
    const v = polygonValidity([[square(0, 0, 2)], [square(1, 1, 2)]]);
    expect(v.valid === false && [v.reason, v.ring, v.other]).toEqual(['rings_cross', [0, 0], [1, 0]]);
  });
  it('orientation: a clockwise outer ring, a counterclockwise hole', () => {
    expect(reason([[hole(0, 0, 2)]])).toBe('wrong_orientation');
    expect(reason([[square(0, 0, 4), square(1, 1, 2)]])).toBe('wrong_orientation');
  });
  it('a hole outside its outer ring, nested holes, overlapping polygons', () => {
    expect(reason([[square(0, 0, 2), hole(5, 5, 1)]])).toBe('hole_outside');
    expect(reason([[square(0, 0, 8), hole(1, 1, 6), hole(2, 2, 2)]])).toBe('nested_holes');
    expect(reason([[square(0, 0, 8)], [square(2, 2, 2)]])).toBe('polygons_overlap');
  });
  it('a disconnected interior: a hole touching its outer ring twice, holes touching in a cycle', () => {
    const diamond: Point2[] = [
      [0, 2],
      [2, 3],
      [4, 2],
      [2, 1],
    ];
    const v = polygonValidity([[square(0, 0, 4), diamond]]);
    expect(v.valid === false && v.reason).toBe('disconnected_interior');
    // Two holes touching each other, each touching the outer ring: the part above them is cut off.
    const a: Point2[] = [
      [0, 3],
      [2, 4],
      [3, 3],
      [2, 2],
    ];
    const b: Point2[] = [
      [3, 3],
      [4, 4],
      [6, 3],
      [4, 2],
    ];
    expect(reason([[square(0, 0, 6), a, b]])).toBe('disconnected_interior');
    expect(reason([[square(0, 0, 6), a]])).toBe('valid');
  });
  it('order: a ring not from its smallest vertex, holes or polygons out of order', () => {
    const late: Point2[] = [
      [1, 0],
      [1, 1],
      [0, 1],
      [0, 0],
    ];
    expect(reason([[late]])).toBe('order');
    expect(reason([[square(3, 0, 1)], [square(0, 0, 1)]])).toBe('order');
    expect(reason([[square(0, 0, 8), hole(5, 5, 1), hole(1, 1, 1)]])).toBe('order');
  });
});

describe('polygonValidity: bad input is an error, not an invalid answer', () => {
  it('names the place', () => {
    expectError(
      () =>
        polygonValidity([
          [
            [
              [0, 0],
              [1, Number.POSITIVE_INFINITY],
              [0, 1],
            ],
          ],
        ]),
      ExactRangeError,
      'polygonValidity: polygons[0][0][1][1] is Infinity',
    );
    expectError(() => polygonValidity([[]]), ExactRangeError, 'polygonValidity: polygons[0] is empty, expected an outer ring');
    expectError(
      () => polygonValidity(5 as unknown as Point2[][][]),
      ExactTypeError,
      'polygonValidity: polygons is 5, expected an array of polygons (arrays of rings)',
    );
  });
});
