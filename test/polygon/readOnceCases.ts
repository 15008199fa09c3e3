// Each coordinate is read once by the polygon functions: points whose
// getters count their reads, or change their value on a second read, get
// one read per coordinate and an answer (or a typed error) about the values
// they returned first. preparePolygon is read through its queries (its
// object holds numbers or general values by the path taken, the answers
// are the same). The cases and checks are in test/support/readCounting.ts.
import {
  compareAngle,
  convexHull,
  isSimplePolygon,
  pointInPolygon,
  polygonArea,
  polygonOrientation,
  preparePolygon,
  Rational,
  windingNumber,
} from '../../src/index.js';
import type { Case } from '../support/readCounting.js';

const half = Rational.of(1n, 2n);
const square = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
];
const hole = [
  [1, 1],
  [1, 3],
  [3, 3],
  [3, 1],
];
const bigSquare = square.map((p) => p.map(BigInt));
/** Numbers, then a Rational vertex: the number path hands over to the general one midway. */
const mixed = [
  [0, 0],
  [4, 0],
  [4, half],
  [4, 4],
  [0, 4],
];
const bowtie = [
  [0, 0],
  [4, 4],
  [4, 0],
  [0, 4],
];

export const polygonCases: Case[] = [
  [
    'pointInPolygon (numbers, inside)',
    pointInPolygon,
    [
      [2, 0.5],
      [square, hole],
    ],
  ],
  ['pointInPolygon (numbers, on an edge)', pointInPolygon, [[4, 2], [square]]],
  ['pointInPolygon (numbers, then a Rational vertex)', pointInPolygon, [[2, 2], [mixed], { rule: 'evenodd' }]],
  ['pointInPolygon (bigints)', pointInPolygon, [[1n, 3n], [bigSquare]]],
  ['pointInPolygon (a Rational point)', pointInPolygon, [[half, half], [square]]],
  [
    'windingNumber (numbers)',
    windingNumber,
    [
      [2, 2],
      [square, square],
    ],
  ],
  ['windingNumber (bigints, on a vertex)', windingNumber, [[4n, 4n], [bigSquare]]],
  [
    'preparePolygon(rings).pointInPolygon(p)',
    (p: number[], rings: number[][][]) => preparePolygon(rings).pointInPolygon(p),
    [
      [2, 0.5],
      [square, hole],
    ],
  ],
  [
    'preparePolygon(rings).windingNumber(p) (Rationals)',
    (p: number[], rings: number[][][]) => preparePolygon(rings).windingNumber(p),
    [[half, 2], [mixed]],
  ],
  ['polygonArea (numbers, with a hole)', polygonArea, [[square, hole]]],
  ['polygonArea (numbers, then a Rational vertex)', polygonArea, [[mixed]]],
  ['polygonOrientation', polygonOrientation, [hole]],
  ['polygonOrientation (bigints)', polygonOrientation, [bigSquare]],
  ['isSimplePolygon (simple)', isSimplePolygon, [mixed]],
  ['isSimplePolygon (a bow tie, with its witness)', isSimplePolygon, [bowtie]],
  ['convexHull', convexHull, [[...square, ...hole, [2, 0]]]],
  ['convexHull (collinear kept)', convexHull, [[...square, [2, 0]], { collinear: true }]],
  ['convexHull (bigints)', convexHull, [[...bigSquare, [2n, 2n]]]],
  [
    'compareAngle',
    compareAngle,
    [
      [0, 0],
      [1, 1],
      [-1, 1],
    ],
  ],
  [
    'compareAngle (collinear, a Rational)',
    compareAngle,
    [
      [0, 0],
      [half, half],
      [2, 2],
    ],
  ],
  [
    'pointInPolygon (a GeoJSON Polygon, its hole wound as its exterior)',
    pointInPolygon,
    [[2, 0.5], { type: 'Polygon', coordinates: [[...square, [0, 0]], [...hole].reverse()] }],
  ],
  [
    'polygonArea (a GeoJSON Feature of a MultiPolygon, a Rational)',
    polygonArea,
    [{ type: 'Feature', geometry: { type: 'MultiPolygon', coordinates: [[square, hole], [mixed]] } }],
  ],
  [
    'isSimplePolygon (a GeoJSON MultiPolygon, a bow-tie hole)',
    isSimplePolygon,
    [{ type: 'MultiPolygon', coordinates: [[square], [mixed, bowtie]] }],
  ],
  ['windingNumber (a GeoJSON Polygon)', windingNumber, [[1, 2], { type: 'Polygon', coordinates: [square] }]],
  [
    'preparePolygon(geojson).windingNumber(p)',
    (p: number[], g: unknown) => preparePolygon(g as never).windingNumber(p),
    [[half, 2], { type: 'Polygon', coordinates: [mixed] }],
  ],
];
