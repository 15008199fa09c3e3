import { describe, expect, it } from 'vitest';
import type { Point2 } from '../../src/core/coordinate.js';
import {
  ExactRangeError,
  ExactTypeError,
  normalizePolygon,
  polygonDifference,
  polygonIntersection,
  polygonOverlay,
  polygonUnion,
  polygonXor,
  Rational,
} from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import { overlayProblem } from '../support/overlayCheck.js';
import { show } from './show.js';

const square = (x: number, y: number, s: number): Point2[] => [
  [x, y],
  [x + s, y],
  [x + s, y + s],
  [x, y + s],
];

describe('polygonOverlay on two overlapping squares', () => {
  const a = [square(0, 0, 2)];
  const b = [square(1, 1, 2)];
  it('intersection: the square they share, its two cut corners exact', () => {
    expect(show(polygonIntersection(a, b))).toEqual([['1,1 2,1 2,2 1,2']]);
  });
  it('union: one L-shaped outline from its smallest vertex, counterclockwise', () => {
    expect(show(polygonUnion(a, b))).toEqual([['0,0 2,0 2,1 3,1 3,3 1,3 1,2 0,2']]);
  });
  it('difference: a with the corner b covers cut away', () => {
    expect(show(polygonDifference(a, b))).toEqual([['0,0 2,0 2,1 1,1 1,2 0,2']]);
    expect(show(polygonDifference(b, a))).toEqual([['1,2 2,2 2,1 3,1 3,3 1,3']]);
  });
  it('xor: both differences, ordered by their first vertices', () => {
    expect(show(polygonXor(a, b))).toEqual([['0,0 2,0 2,1 1,1 1,2 0,2'], ['1,2 2,2 2,1 3,1 3,3 1,3']]);
  });
  it('polygonOverlay names the same four operations', () => {
    for (const op of ['intersection', 'union', 'difference', 'xor'] as const) {
      const direct = { intersection: polygonIntersection, union: polygonUnion, difference: polygonDifference, xor: polygonXor }[
        op
      ];
      expect(show(polygonOverlay(a, b, op))).toEqual(show(direct(a, b)));
    }
  });
});

describe('shared edges and corners (regularized answers)', () => {
  const left = [square(0, 0, 1)];
  const right = [square(1, 0, 1)];
  const diagonal = [square(1, 1, 1)];
  it('squares sharing an edge unite into one rectangle without the edge’s vertices', () => {
    expect(show(polygonUnion(left, right))).toEqual([['0,0 2,0 2,1 0,1']]);
  });
  it('their intersection is empty: a shared edge has no area', () => {
    expect(polygonIntersection(left, right)).toEqual([]);
    expect(show(polygonDifference(left, right))).toEqual([['0,0 1,0 1,1 0,1']]);
    expect(show(polygonXor(left, right))).toEqual([['0,0 2,0 2,1 0,1']]);
  });
  it('squares touching at a corner stay two polygons meeting at that point', () => {
    expect(show(polygonUnion(left, diagonal))).toEqual([['0,0 1,0 1,1 0,1'], ['1,1 2,1 2,2 1,2']]);
    expect(polygonIntersection(left, diagonal)).toEqual([]);
  });
  it('identical operands: union and intersection are the operand, xor and difference empty', () => {
    expect(show(polygonUnion(left, left))).toEqual([['0,0 1,0 1,1 0,1']]);
    expect(show(polygonIntersection(left, left))).toEqual([['0,0 1,0 1,1 0,1']]);
    expect(polygonXor(left, left)).toEqual([]);
    expect(polygonDifference(left, left)).toEqual([]);
  });
  it('a square inside another sharing part of its boundary', () => {
    const big = [square(0, 0, 4)];
    const corner = [square(0, 0, 2)];
    expect(show(polygonDifference(big, corner))).toEqual([['0,2 2,2 2,0 4,0 4,4 0,4']]);
    expect(show(polygonUnion(big, corner))).toEqual([['0,0 4,0 4,4 0,4']]);
  });
});

describe('holes', () => {
  const outer = [square(0, 0, 4)];
  it('a square minus a square strictly inside is a square with a clockwise hole', () => {
    expect(show(polygonDifference(outer, [square(1, 1, 2)]))).toEqual([['0,0 4,0 4,4 0,4', '1,1 1,3 3,3 3,1']]);
  });
  it('a hole touching the outer ring at one point stays a hole', () => {
    const wedge: Point2[] = [
      [0, 2],
      [2, 1],
      [2, 3],
    ];
    expect(show(polygonDifference(outer, [wedge]))).toEqual([['0,0 4,0 4,4 0,4', '0,2 2,3 2,1']]);
  });
  it('a hole touching the outer ring at two points cuts the polygon in two', () => {
    const diamond: Point2[] = [
      [0, 2],
      [2, 1],
      [4, 2],
      [2, 3],
    ];
    expect(show(polygonDifference(outer, [diamond]))).toEqual([['0,0 4,0 4,2 2,1 0,2'], ['0,2 2,3 4,2 4,4 0,4']]);
  });
  it('two holes touching at a point are two holes of one polygon', () => {
    const h1 = square(1, 1, 1);
    const h2 = square(2, 2, 1);
    expect(show(polygonDifference(outer, [h1, h2]))).toEqual([['0,0 4,0 4,4 0,4', '1,1 1,2 2,2 2,1', '2,2 2,3 3,3 3,2']]);
  });
  it('an island inside a hole is its own polygon', () => {
    const rings = [square(0, 0, 6), square(1, 1, 4).reverse(), square(2, 2, 2)];
    expect(show(normalizePolygon(rings))).toEqual([['0,0 6,0 6,6 0,6', '1,1 1,5 5,5 5,1'], ['2,2 4,2 4,4 2,4']]);
  });
  it('a hole given counterclockwise is a hole under evenodd, an overlap under nonzero', () => {
    const rings = [square(0, 0, 4), square(1, 1, 2)];
    expect(show(normalizePolygon(rings, { rule: 'evenodd' }))).toEqual([['0,0 4,0 4,4 0,4', '1,1 1,3 3,3 3,1']]);
    expect(show(normalizePolygon(rings))).toEqual([['0,0 4,0 4,4 0,4']]);
  });
});

describe('normalizePolygon: make-valid', () => {
  it('a bowtie becomes two triangles meeting at the crossing', () => {
    const bowtie: Point2[] = [
      [0, 0],
      [2, 2],
      [2, 0],
      [0, 2],
    ];
    const want = [['0,0 1,1 0,2'], ['1,1 2,0 2,2']];
    expect(show(normalizePolygon([bowtie]))).toEqual(want);
    expect(show(normalizePolygon([bowtie], { rule: 'evenodd' }))).toEqual(want);
  });
  it('a pentagram: its outline under nonzero (the centre winds twice), five points under evenodd', () => {
    const star: Point2[] = [
      [0, 0],
      [4, 0],
      [1, 3],
      [2, -1],
      [3, 3],
    ];
    expect(show(normalizePolygon([star]))).toEqual([['0,0 7/4,0 2,-1 9/4,0 4,0 13/5,7/5 3,3 2,2 1,3 7/5,7/5']]);
    expect(show(normalizePolygon([star], { rule: 'evenodd' }))).toEqual([
      ['0,0 7/4,0 7/5,7/5'],
      ['1,3 7/5,7/5 2,2'],
      ['7/4,0 2,-1 9/4,0'],
      ['2,2 13/5,7/5 3,3'],
      ['9/4,0 4,0 13/5,7/5'],
    ]);
  });
  it('a spike, a ring there and back and a single point add nothing', () => {
    const spiked: Point2[] = [
      [0, 0],
      [2, 0],
      [2, 2],
      [3, 3],
      [2, 2],
      [0, 2],
    ];
    expect(show(normalizePolygon([spiked]))).toEqual([['0,0 2,0 2,2 0,2']]);
    expect(
      normalizePolygon([
        [
          [0, 0],
          [1, 1],
        ],
        [[5, 5]],
      ]),
    ).toEqual([]);
  });
  it('a ring traced twice winds twice: inside under nonzero, outside under evenodd', () => {
    const twice = [...square(0, 0, 2), ...square(0, 0, 2)];
    expect(show(normalizePolygon([twice]))).toEqual([['0,0 2,0 2,2 0,2']]);
    expect(normalizePolygon([twice], { rule: 'evenodd' })).toEqual([]);
  });
  it('repeated and collinear vertices of the input leave no trace', () => {
    const ring: Point2[] = [
      [0, 0],
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 2],
      [2, 2],
      [0, 2],
      [0, 1],
    ];
    expect(show(normalizePolygon([ring]))).toEqual([['0,0 2,0 2,2 0,2']]);
  });
  it('a clockwise ring is read by its winding (-1: inside under both rules) and given back counterclockwise', () => {
    expect(show(normalizePolygon([square(0, 0, 1).reverse()]))).toEqual([['0,0 1,0 1,1 0,1']]);
  });
});

describe('coordinates of every kind', () => {
  it('bigints of 200 bits and Rationals, exactly', () => {
    const big = 2n ** 200n;
    const a = [
      [
        [0n, 0n],
        [2n * big, 0n],
        [2n * big, 2n * big],
        [0n, 2n * big],
      ] as Point2[],
    ];
    const b = [square(1, 1, 3)];
    expect(show(polygonIntersection(a, b))).toEqual([['1,1 4,1 4,4 1,4']]);
    const third = Rational.of(1n, 3n);
    const c: Point2[] = [
      [third, third],
      [1, third],
      [1, 1],
      [third, 1],
    ];
    expect(show(polygonIntersection([square(0, 0, 1)], [c]))).toEqual([['1/3,1/3 1,1/3 1,1 1/3,1']]);
  });
  it('tiny doubles: squares of side 2^-1000', () => {
    const u = 2 ** -1000;
    const a = [square(0, 0, 2 * u)];
    const b = [square(u, u, 2 * u)];
    // Two corners are the squares' own vertices (numbers), two are crossings (Rationals of the same values).
    const q = (x: number): string => Rational.fromNumber(x).toString();
    expect(show(polygonIntersection(a, b))).toEqual([[`${u},${u} ${q(2 * u)},${q(u)} ${2 * u},${2 * u} ${q(u)},${q(2 * u)}`]]);
  });
  it('near-degenerate doubles: an edge leaning one ulp away from another is not shared', () => {
    const e = 2 ** -52;
    const a = [square(0, 0, 1)];
    const b: Point2[][] = [
      [
        [1 + e, 0],
        [2, 0],
        [2, 1],
        [1, 1],
      ],
    ];
    const u = polygonUnion(a, b);
    // b's left edge leans from (1 + 2^-52, 0) to (1, 1): the two touch at (1, 1) only, a sliver apart below it.
    expect(show(u)).toEqual([['0,0 1,0 1,1 0,1'], [`1,1 ${1 + e},0 2,0 2,1`]]);
    expect(overlayProblem('union', a, b, 'nonzero', u)).toBeNull();
    expect(polygonIntersection(a, b)).toEqual([]);
  });
});

describe('bad input', () => {
  const a = [square(0, 0, 1)];
  it('names the operand and the place of a bad coordinate', () => {
    expectError(
      () =>
        polygonUnion(a, [
          [
            [0, 0],
            [1, Number.NaN],
            [0, 1],
          ],
        ]),
      ExactRangeError,
      'polygonUnion: b[0][1][1] is NaN',
    );
    expectError(() => polygonIntersection([], a), ExactRangeError, 'polygonIntersection: a is empty, expected at least one ring');
    expectError(
      () => normalizePolygon([[[0, 0, 0]]] as unknown as Point2[][]),
      ExactRangeError,
      'normalizePolygon: rings[0][0] has 3 coordinates, expected 2',
    );
  });
  it('an unknown rule or operation', () => {
    expectError(
      () => polygonXor(a, a, { rule: 'winding' as 'nonzero' }),
      ExactRangeError,
      "polygonXor: options.rule is \"winding\", expected 'nonzero' or 'evenodd'",
    );
    expectError(
      () => polygonOverlay(a, a, 'merge' as 'union'),
      ExactRangeError,
      "polygonOverlay: operation is \"merge\", expected 'intersection', 'union', 'difference' or 'xor'",
    );
    expectError(
      () => polygonOverlay(a, a, 7 as unknown as 'union'),
      ExactTypeError,
      "polygonOverlay: operation is 7, expected 'intersection', 'union', 'difference' or 'xor'",
    );
  });
  it('more pairs of edges that meet than maxPairs is too_large, before the work', () => {
    // Two squares: 4 + 4 consecutive pairs, and the two crossings of the overlap.
    const b = [square(0.5, 0.5, 1)];
    expect(polygonUnion(a, b, { maxPairs: 10 })).toHaveLength(1);
    expectError(
      () => polygonUnion(a, b, { maxPairs: 9 }),
      ExactRangeError,
      'polygonUnion: more than 9 intersecting pairs (options.maxPairs)',
      'too_large',
    );
  });
});

describe('unions of many operands', () => {
  it('a dissolve of a checkerboard of 400 unit squares sharing edges and corners is one square', () => {
    const squares: Point2[][][] = [];
    for (let i = 0; i < 20; i++) for (let j = 0; j < 20; j++) squares.push([square(i, j, 1)]);
    expect(show(polygonUnion(squares[0] as Point2[][], ...squares.slice(1)))).toEqual([['0,0 20,0 20,20 0,20']]);
  });
  it('under evenodd an operand holds where its own winding is odd, whatever the others do', () => {
    const twice = [...square(0, 0, 2), ...square(0, 0, 2)];
    expect(polygonUnion([twice], [square(5, 0, 1)], [twice], { rule: 'evenodd' }).length).toBe(1);
    // Each operand winds once around its square: both hold it, though their windings add up to 2.
    expect(show(polygonUnion([square(0, 0, 2)], [square(0, 0, 2)], [square(5, 0, 1)], { rule: 'evenodd' }))).toEqual([
      ['0,0 2,0 2,2 0,2'],
      ['5,0 6,0 6,1 5,1'],
    ]);
  });
  it('rings nested thousands deep: a too_large error within bounded memory, not an exhausted heap', () => {
    const nested = Array.from({ length: 6000 }, (_, i) => [square(-i - 1, -i - 1, 2 * i + 2)]);
    expectError(
      () => polygonUnion(nested[0] as Point2[][], ...nested.slice(1)),
      ExactRangeError,
      'polygon overlay: rings nested too deep (more than 2^24 winding numbers to keep for the regions among them)',
      'too_large',
    );
    // 2000 deep is fine: one square.
    expect(show(polygonUnion(nested[0] as Point2[][], ...nested.slice(1, 2000)))).toEqual([
      ['-2000,-2000 2000,-2000 2000,2000 -2000,2000'],
    ]);
  });
});
