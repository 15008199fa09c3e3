// GeoJSON Polygons, MultiPolygons and Features as input to the functions that
// take rings (they used to be refused as "an object"): each polygon's first
// ring is its exterior and the others its holes, whatever their winding in
// the file; the closing repeat of the first position is dropped, and an
// altitude is not read. Answers are checked against the plain rings wound as
// RFC 7946 asks (exteriors counterclockwise, holes clockwise) and the
// fraction reference.
import { describe, expect, it } from 'vitest';
import {
  ExactRangeError,
  ExactTypeError,
  pointInPolygon,
  polygonArea,
  preparePolygon,
  Rational,
  windingNumber,
} from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import { windingFrac } from '../support/polygonsFrac.js';

type P = readonly (number | bigint | Rational)[];
const close = (ring: readonly P[]): P[] => [...ring, ring[0] as P];
const ccw: P[] = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
];
const cw = [...ccw].reverse();
const holeCw: P[] = [
  [1, 1],
  [1, 3],
  [3, 3],
  [3, 1],
];
const holeCcw = [...holeCw].reverse();
const queries: P[] = [
  [2, 2],
  [0.5, 0.5],
  [5, 5],
  [1, 2],
  [4, 4],
  [3.5, 2],
];

/** What the functions answer on GeoJSON input: the same as on the rings wound as RFC 7946 asks. */
function expectAsRfcRings(input: unknown, rings: readonly (readonly P[])[]): void {
  const prepared = preparePolygon(input as never);
  expect(polygonArea(input as never).equals(polygonArea(rings))).toBe(true);
  for (const q of queries) {
    const w = windingFrac(q, rings);
    expect(windingNumber(q, input as never)).toEqual(w === 'boundary' ? { boundary: true } : { boundary: false, winding: w });
    expect(windingNumber(q, rings)).toEqual(windingNumber(q, input as never));
    expect(pointInPolygon(q, input as never)).toBe(pointInPolygon(q, rings));
    expect(prepared.pointInPolygon(q, { rule: 'evenodd' })).toBe(pointInPolygon(q, rings, { rule: 'evenodd' }));
    expect(prepared.windingNumber(q)).toEqual(windingNumber(q, rings));
  }
}

describe('GeoJSON polygons as rings', () => {
  it.each([
    ['exterior counterclockwise, hole clockwise (RFC 7946)', ccw, holeCw],
    ['exterior clockwise, hole counterclockwise (shapefile order)', cw, holeCcw],
    ['exterior and hole both clockwise', cw, holeCw],
    ['exterior and hole both counterclockwise', ccw, holeCcw],
  ])('a Polygon with a hole, %s: area 12, 0 in the hole, 1 around it', (_, exterior, hole) => {
    const polygon = { type: 'Polygon', coordinates: [close(exterior), close(hole)] };
    expectAsRfcRings(polygon, [ccw, holeCw]);
    expect(polygonArea(polygon as never).toString()).toBe('12');
    expect(pointInPolygon([2, 2], polygon as never)).toBe('outside');
    expect(windingNumber([0.5, 0.5], polygon as never)).toEqual({ boundary: false, winding: 1 });
  });

  it('a MultiPolygon adds its polygons; a Feature of either is read through its geometry', () => {
    const triangle: P[] = [
      [10, 0],
      [10, 2],
      [12, 0],
    ]; // clockwise: read reversed
    const multi = { type: 'MultiPolygon', coordinates: [[close(cw), close(holeCw)], [close(triangle)]] };
    const rfc = [ccw, holeCw, [...triangle].reverse()];
    expectAsRfcRings(multi, rfc);
    expect(polygonArea(multi as never).toString()).toBe('14');
    expectAsRfcRings({ type: 'Feature', properties: { name: 'x' }, geometry: multi }, rfc);
    expectAsRfcRings({ type: 'Feature', geometry: { type: 'Polygon', coordinates: [close(cw)] } }, [ccw]);
  });

  it('the closing repeat is dropped (an unclosed ring is taken as it is), and an altitude is not read', () => {
    const withAltitude = close(cw).map(([x, y]) => [x, y, 100]);
    expectAsRfcRings({ type: 'Polygon', coordinates: [withAltitude] }, [ccw]);
    expectAsRfcRings({ type: 'Polygon', coordinates: [cw] }, [ccw]);
    const altitude = [0, 0, 0];
    Object.defineProperty(altitude, 2, {
      get: () => {
        throw new Error('the altitude was read');
      },
    });
    expect(polygonArea({ type: 'Polygon', coordinates: [[altitude, [4, 0], [0, 4]]] }).toString()).toBe('8');
  });

  it('bigints and Rationals: the winding is decided exactly', () => {
    const half = Rational.of(1n, 2n);
    // A triangle whose signed area is −1/2 (clockwise) read as an exterior: reversed.
    const sliver: P[] = [
      [0n, 0n],
      [half, 1n],
      [1n, 0n],
    ];
    const polygon = { type: 'Polygon', coordinates: [close(sliver)] };
    expect(polygonArea(polygon as never).toString()).toBe('1/2');
    expect(windingNumber([half, Rational.of(1n, 3n)], polygon as never)).toEqual({ boundary: false, winding: 1 });
  });

  it('bad GeoJSON: typed errors naming the place', () => {
    const fn = 'polygonArea';
    expectError(
      () => polygonArea({ type: 'LineString', coordinates: [] } as never),
      ExactTypeError,
      `${fn}: rings is a GeoJSON object of type "LineString", expected a Polygon, a MultiPolygon or a Feature of either`,
    );
    expectError(
      () => polygonArea({ type: 'Feature', geometry: null } as never),
      ExactTypeError,
      `${fn}: rings.geometry is null, expected a Polygon or a MultiPolygon`,
    );
    expectError(
      () => polygonArea({ type: 'Feature', geometry: { type: 'Point', coordinates: [0, 0] } } as never),
      ExactTypeError,
      `${fn}: rings.geometry is of type "Point", expected a Polygon or a MultiPolygon`,
    );
    expectError(
      () => polygonArea({ type: 'Polygon', coordinates: [] } as never),
      ExactRangeError,
      `${fn}: rings.coordinates is empty, expected an exterior ring`,
    );
    expectError(
      () =>
        polygonArea({
          type: 'MultiPolygon',
          coordinates: [
            [
              [
                [0, 0],
                [1, Number.NaN],
                [0, 1],
              ],
            ],
          ],
        } as never),
      ExactRangeError,
      `${fn}: rings.coordinates[0][0][1][1] is NaN`,
    );
    expectError(
      () => pointInPolygon([0, 0], { type: 'Polygon', coordinates: [[[0, 0], [1]]] } as never),
      ExactRangeError,
      'pointInPolygon: rings.coordinates[0][1] has 1 coordinates, expected 2 (or 3, with an altitude)',
    );
  });
});
