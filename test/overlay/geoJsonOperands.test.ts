// The overlay functions and triangulatePolygon take GeoJSON Polygons,
// MultiPolygons and Features as well as rings, read as pointInPolygon reads
// them (test/polygon/geoJson.test.ts): each polygon's first ring its
// exterior, the others its holes, whatever their winding in the file, the
// closing repeat dropped. The answers are those of the same polygons given
// as counterclockwise rings with clockwise holes, worked out by hand.
import { describe, expect, it } from 'vitest';
import {
  clipPolygonToBox,
  ExactTypeError,
  normalizePolygon,
  polygonArea,
  polygonDifference,
  polygonIntersection,
  polygonUnion,
  polygonXor,
  Rational,
  triangulatePolygon,
} from '../../src/index.js';
import { expectError } from '../support/expectError.js';

/** The square [0, 4]² with the hole [1, 3]², as a file might give it: exterior clockwise, hole counterclockwise, both closed. */
const framed = {
  type: 'Polygon',
  coordinates: [
    [
      [0, 0],
      [0, 4],
      [4, 4],
      [4, 0],
      [0, 0],
    ],
    [
      [1, 1],
      [3, 1],
      [3, 3],
      [1, 3],
      [1, 1],
    ],
  ],
} as const;
/** The square [2, 6] × [0, 4], as a Feature, with an altitude on every position. */
const right = {
  type: 'Feature',
  properties: { name: 'right' },
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [2, 0, 9],
        [6, 0, 9],
        [6, 4, 9],
        [2, 4, 9],
        [2, 0, 9],
      ],
    ],
  },
} as const;
/** Two unit squares, far apart, as a MultiPolygon. */
const two = {
  type: 'MultiPolygon',
  coordinates: [
    [
      [
        [10, 0],
        [11, 0],
        [11, 1],
        [10, 1],
        [10, 0],
      ],
    ],
    [
      [
        [20, 0],
        [20, 1],
        [21, 1],
        [21, 0],
        [20, 0],
      ],
    ],
  ],
} as const;

/** The total exact area of an overlay's answer. */
const areaOf = (polygons: readonly (readonly (readonly (readonly unknown[])[])[])[]): string =>
  polygons.reduce((sum, p) => sum.add(polygonArea(p as never)), Rational.ZERO).toString();

describe('GeoJSON operands of the overlay', () => {
  it('a framed square and a Feature square: every operation, by area', () => {
    // framed: 16 − 4 = 12; right: 16; their common part: [2, 4] × [0, 4] less the hole's [2, 3] × [1, 3], 8 − 2 = 6.
    expect(areaOf(polygonIntersection(framed, right))).toBe('6');
    expect(areaOf(polygonUnion(framed, right))).toBe('22');
    expect(areaOf(polygonDifference(framed, right))).toBe('6');
    expect(areaOf(polygonXor(framed, right))).toBe('16');
  });

  it('the same answer as the rings, wound as the roles say', () => {
    const rings = [
      [
        [0, 0],
        [4, 0],
        [4, 4],
        [0, 4],
      ],
      [
        [1, 1],
        [1, 3],
        [3, 3],
        [3, 1],
      ],
    ];
    expect(normalizePolygon(framed)).toEqual(normalizePolygon(rings));
    expect(polygonIntersection(framed, right)).toEqual(
      polygonIntersection(rings, [
        [
          [2, 0],
          [6, 0],
          [6, 4],
          [2, 4],
        ],
      ]),
    );
  });

  it('a MultiPolygon, and a GeoJSON last operand of polygonUnion is an operand, not options', () => {
    expect(areaOf(normalizePolygon(two))).toBe('2');
    expect(areaOf(polygonUnion(framed, right, two))).toBe('24');
  });

  it('clipPolygonToBox and triangulatePolygon take GeoJSON', () => {
    // [0, 2]² of the framed square: 4 less the hole's [1, 2]², 3.
    expect(areaOf(clipPolygonToBox(framed, { min: [0, 0], max: [2, 2] }))).toBe('3');
    // The framed square: 8 triangles (8 vertices, one hole: 8 + 2·1 − 2), 12 in all.
    const t = triangulatePolygon(framed);
    expect(t.triangles.length / 3).toBe(8);
    const area = Array.from({ length: 8 }, (_, i) => {
      const [a, b, c] = [0, 1, 2].map((k) => t.vertex(t.triangles[3 * i + k] as number));
      return polygonArea([[a, b, c]] as never);
    }).reduce((s, x) => s.add(x), Rational.ZERO);
    expect(area.toString()).toBe('12');
  });

  it('other GeoJSON: typed errors naming the operand', () => {
    expectError(
      () => polygonIntersection(framed, { type: 'LineString', coordinates: [] } as never),
      ExactTypeError,
      'polygonIntersection: b is a GeoJSON object of type "LineString", expected a Polygon, a MultiPolygon or a Feature of either',
    );
    expectError(
      () => polygonUnion(framed, right, { type: 'Feature', geometry: null } as never),
      ExactTypeError,
      'polygonUnion: operands[2].geometry is null, expected a Polygon or a MultiPolygon',
    );
    expectError(
      () => triangulatePolygon({ type: 'GeometryCollection', geometries: [] } as never),
      ExactTypeError,
      'triangulatePolygon: rings is a GeoJSON object of type "GeometryCollection", expected a Polygon, a MultiPolygon or a Feature of either',
    );
  });
});
