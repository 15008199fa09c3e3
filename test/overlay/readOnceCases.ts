// Each coordinate is read once by the overlay functions (the cases are run
// by test/support/readCounting.ts): rings of numbers, and of numbers with a
// Rational vertex, through every operation.
import {
  clipPolygonToBox,
  normalizePolygon,
  polygonDifference,
  polygonIntersection,
  polygonOverlay,
  polygonUnion,
  polygonValidity,
  polygonXor,
  Rational,
} from '../../src/index.js';
import type { Case } from '../support/readCounting.js';

const square = [
  [
    [0, 0],
    [4, 0],
    [4, 4],
    [0, 4],
  ],
];
const shifted = [
  [
    [2, Rational.of(1n, 2n)],
    [6, 1],
    [6, 6],
    [2, 6],
  ],
];
/** A bow tie: normalizePolygon makes two triangles of it. */
const bowTie = [
  [
    [0, 0],
    [2, 2],
    [2, 0],
    [0, 2],
  ],
];

/** The square again, as a GeoJSON Feature of a Polygon (closed, clockwise). */
const squareFeature = {
  type: 'Feature',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [0, 0],
        [0, 4],
        [4, 4],
        [4, 0],
        [0, 0],
      ],
    ],
  },
};

export const overlayCases: Case[] = [
  ['polygonIntersection of a GeoJSON Feature', polygonIntersection, [squareFeature, shifted]],
  ['polygonIntersection', polygonIntersection, [square, shifted]],
  ['polygonUnion', polygonUnion, [square, shifted]],
  ['polygonUnion of three', polygonUnion, [square, shifted, bowTie]],
  ['polygonDifference', polygonDifference, [square, shifted]],
  ['polygonXor', polygonXor, [square, shifted]],
  ['polygonOverlay', (a: unknown, b: unknown) => polygonOverlay(a as never, b as never, 'intersection'), [square, shifted]],
  ['normalizePolygon', normalizePolygon, [bowTie]],
  ['clipPolygonToBox', clipPolygonToBox, [shifted, { min: [1, 1], max: [3, 5] }]],
  ['polygonValidity', polygonValidity, [[square, shifted]]],
];
