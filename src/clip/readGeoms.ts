import type { Coordinate } from '../core/coordinate.js';
import { isArrayLike } from '../core/coordinate.js';
import { describeValue, ExactTypeError } from '../core/errors.js';
import type { OperandInput } from '../overlay/overlayEdges.js';
import { readGeoJsonRing } from '../polygon/geoJson.js';

/** A point: [x, y]. */
export type Pair = [number, number];
/** A ring of points; the first point may be repeated at the end. */
export type Ring = Pair[];
/** A polygon: its outer ring, then its holes. */
export type Polygon = Ring[];
/** A set of polygons. */
export type MultiPolygon = Polygon[];
/** A GeoJSON Polygon's or MultiPolygon's coordinates. */
export type Geom = Polygon | MultiPolygon;

/**
 * The geometries as overlay operands, one ring each (ring k's windings
 * count for key k), and where each ring belongs: ring k is in polygon
 * `polygonOf[k]`, which is in geometry `geomOf[polygonOf[k]]`; `outer[k]`
 * is 1 for a polygon's first ring. The rings of a polygon, and the
 * polygons of a geometry, have consecutive keys, outer ring first. The
 * largest |coordinate| is kept for the grid of the numbers out.
 */
export type GeomRings = {
  readonly operands: OperandInput[];
  readonly polygonOf: Int32Array;
  readonly geomOf: Int32Array;
  readonly outer: Uint8Array;
  readonly geoms: number;
  readonly largest: number;
};

/**
 * Reads the geometries (each a Polygon's or MultiPolygon's coordinates: a
 * point is `[x, y]` of finite numbers; a ring's repeated closing point is
 * dropped; `[]` is the empty MultiPolygon). Errors name the place:
 * `union: geoms[1][0][2][1] is NaN`.
 *
 * ```ts
 * readGeoms('union', [[[[0, 0], [1, 0], [0, 1], [0, 0]]]]).operands.length; // 1
 * ```
 */
export function readGeoms(fn: string, geoms: readonly unknown[]): GeomRings {
  const operands: OperandInput[] = [];
  const polygonOf: number[] = [];
  const geomOf: number[] = [];
  const outer: number[] = [];
  let largest = 0;
  for (let g = 0; g < geoms.length; g++) {
    const geom: unknown = geoms[g];
    const name = `geoms[${g}]`;
    if (!isArrayLike(geom))
      throw new ExactTypeError(`${fn}: ${name} is ${describeValue(geom)}, expected a Polygon or MultiPolygon`);
    const count = geom.length;
    const items: unknown[] = new Array(count);
    for (let i = 0; i < count; i++) items[i] = (geom as ArrayLike<unknown>)[i];
    const single = isPolygon(items);
    const polygons = single ? [items] : items;
    for (let p = 0; p < polygons.length; p++) {
      const where = single ? name : `${name}[${p}]`;
      const polygon = polygons[p];
      if (!isArrayLike(polygon))
        throw new ExactTypeError(`${fn}: ${where} is ${describeValue(polygon)}, expected a polygon (an array of rings)`);
      const id = geomOf.length;
      geomOf.push(g);
      const rings = polygon.length;
      for (let r = 0; r < rings; r++) {
        const ring = readRing(fn, `${where}[${r}]`, (polygon as ArrayLike<unknown>)[r]);
        for (const [x, y] of ring) largest = Math.max(largest, Math.abs(x), Math.abs(y));
        polygonOf.push(id);
        outer.push(r === 0 ? 1 : 0);
        operands.push({ rings: [ring], key: operands.length, name: `${where}[${r}]` });
      }
    }
  }
  return {
    operands,
    polygonOf: Int32Array.from(polygonOf),
    geomOf: Int32Array.from(geomOf),
    outer: Uint8Array.from(outer),
    geoms: geoms.length,
    largest,
  };
}

/** True when the items are a Polygon's rings (the first ring's first point is a pair), false for a MultiPolygon's polygons. */
function isPolygon(items: readonly unknown[]): boolean {
  const ring = items[0];
  if (!isArrayLike(ring)) return false;
  const point = ring[0];
  return isArrayLike(point) && !isArrayLike(point[0]);
}

/** A ring read once into new pairs of finite numbers, without a repeated closing point. */
function readRing(fn: string, name: string, ring: unknown): Pair[] {
  // The polygon functions' GeoJSON ring reader, then numbers only.
  const values: Coordinate[] = [];
  readGeoJsonRing(fn, name, ring, values);
  const out: Pair[] = new Array(values.length >> 1);
  for (let k = 0; k < values.length; k++) {
    const v = values[k];
    if (typeof v !== 'number')
      throw new ExactTypeError(`${fn}: ${name}[${k >> 1}][${k & 1}] is ${describeValue(v)}, expected a finite number`);
  }
  for (let i = 0; i < out.length; i++) out[i] = [values[2 * i] as number, values[2 * i + 1] as number];
  return out;
}
