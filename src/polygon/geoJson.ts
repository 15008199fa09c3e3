import type { Coordinate, PointLike } from '../core/coordinate.js';
import { arrayLikeLength, checkCoordinate, compareCoord, isCoordinate } from '../core/coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';
import type { Rings } from './readRings.js';
import { twiceArea } from './shoelace.js';

/*
 * GeoJSON (RFC 7946) polygons as input to the functions that take rings.
 * A Polygon's coordinates are its exterior ring, then its holes; a
 * MultiPolygon's are several such polygons; a Feature holds one of the two
 * as its geometry. Each ring repeats its first position at the end, and a
 * position may carry an altitude after x and y.
 *
 * The rings are read (each coordinate once) into new rings for the ring
 * functions, with two changes. The closing repeat is dropped (a plain ring
 * is closed implicitly; the repeat would only add an edge of length zero,
 * which changes no answer). And the winding follows the role, whatever the
 * order of the positions in the file: GeoJSON gives a polygon's interior
 * by its rings' roles (RFC 7946 asks for exteriors counterclockwise and
 * holes clockwise, but parsers should not reject the other order, and many
 * files use it), while the ring functions count windings. So an exterior
 * ring whose signed area is negative, or a hole whose signed area is
 * positive, is read in reverse: the winding number is then 1 inside a
 * polygon, 0 in its holes and outside, and the area is the exteriors' less
 * the holes'.
 */

/** A GeoJSON Polygon geometry: `coordinates` is its exterior ring, then its holes. */
export interface GeoJsonPolygon {
  /** The GeoJSON type. */
  readonly type: 'Polygon';
  /** The exterior ring, then the holes: rings of positions `[x, y]` (or `[x, y, altitude]`), each ending with its first position again. */
  readonly coordinates: ArrayLike<ArrayLike<PointLike>>;
}

/** A GeoJSON MultiPolygon geometry: `coordinates` holds polygons as a Polygon's `coordinates`. */
export interface GeoJsonMultiPolygon {
  /** The GeoJSON type. */
  readonly type: 'MultiPolygon';
  /** The polygons, each its exterior ring, then its holes. */
  readonly coordinates: ArrayLike<ArrayLike<ArrayLike<PointLike>>>;
}

/** A GeoJSON Feature whose geometry is a Polygon or a MultiPolygon (other fields are not read). */
export interface GeoJsonFeature {
  /** The GeoJSON type. */
  readonly type: 'Feature';
  /** The polygon or polygons. */
  readonly geometry: GeoJsonPolygon | GeoJsonMultiPolygon;
}

/** GeoJSON input of the polygon functions: a Polygon, a MultiPolygon, or a Feature of either. */
export type GeoJsonPolygonal = GeoJsonPolygon | GeoJsonMultiPolygon | GeoJsonFeature;

/** What the polygon functions take: rings, or GeoJSON. */
export type PolygonInput = Rings | GeoJsonPolygonal;

/** The GeoJSON types read as polygons. */
const TYPES = ['Polygon', 'MultiPolygon', 'Feature'];

/**
 * The rings the polygon functions read for `input`: input itself when it is
 * not GeoJSON (an array or array-like of rings, checked by the reader), new
 * rings as described above for a GeoJSON Polygon, MultiPolygon or Feature of
 * either. An object whose `type` is another GeoJSON type, a Feature without
 * such a geometry, and bad rings or positions are typed errors naming `fn`
 * and the place, from the argument's `name` (`rings.coordinates[0][2][1] is
 * NaN`).
 *
 * @example
 * ```ts
 * const square = { type: 'Polygon', coordinates: [[[0, 0], [0, 2], [2, 2], [2, 0], [0, 0]]] };
 * ringsOfInput('f', square); // [[[0, 0], [2, 0], [2, 2], [0, 2]]]: closing repeat dropped, turned counterclockwise
 * ```
 */
export function ringsOfInput(fn: string, input: unknown, name = 'rings'): unknown {
  return readGeoJson(fn, input, name, 'by role')?.rings ?? input;
}

/** GeoJSON polygons read as rings: ring k is ring places[k][1] of polygon places[k][0] (0 is its exterior). */
export type GeoJsonRings = { rings: Coordinate[][][]; places: [polygon: number, ring: number][] };

/**
 * ringsOfInput's reading, with each ring's place, or null when `input` is
 * not GeoJSON. With `winding` 'as written', no ring is reversed: ring k's
 * vertex i is position i of that ring in the file (for a function whose
 * answer does not depend on the winding, and names vertices).
 *
 * @example
 * ```ts
 * const square = [[0, 0], [0, 2], [2, 2], [2, 0], [0, 0]];
 * readGeoJson('f', { type: 'MultiPolygon', coordinates: [[square], [square]] }, 'p', 'as written');
 * // { rings: [[[0, 0], [0, 2], [2, 2], [2, 0]], [[0, 0], [0, 2], [2, 2], [2, 0]]], places: [[0, 0], [1, 0]] }
 * ```
 */
export function readGeoJson(fn: string, input: unknown, name: string, winding: 'by role' | 'as written'): GeoJsonRings | null {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return null;
  const type = (input as { type?: unknown }).type;
  if (type === undefined) return null;
  if (typeof type !== 'string' || !TYPES.includes(type)) {
    throw new ExactTypeError(
      `${fn}: ${name} is a GeoJSON object of type ${describeValue(type)}, expected a Polygon, a MultiPolygon or a Feature of either`,
    );
  }
  if (type !== 'Feature') {
    const coordinates = (input as { coordinates?: unknown }).coordinates;
    return readGeometry(fn, name, type as 'Polygon' | 'MultiPolygon', coordinates, winding);
  }
  const geometry = (input as { geometry?: unknown }).geometry;
  const geometryType = typeof geometry === 'object' && geometry !== null ? (geometry as { type?: unknown }).type : undefined;
  if (geometryType !== 'Polygon' && geometryType !== 'MultiPolygon') {
    const what = geometryType === undefined ? describeValue(geometry) : `of type ${describeValue(geometryType)}`;
    throw new ExactTypeError(`${fn}: ${name}.geometry is ${what}, expected a Polygon or a MultiPolygon`);
  }
  return readGeometry(fn, `${name}.geometry`, geometryType, (geometry as { coordinates?: unknown }).coordinates, winding);
}

/** The rings of a Polygon's or MultiPolygon's coordinates, named `${name}.coordinates`. */
function readGeometry(
  fn: string,
  name: string,
  type: 'Polygon' | 'MultiPolygon',
  coordinates: unknown,
  winding: 'by role' | 'as written',
): GeoJsonRings {
  const read: Read = { values: [], starts: [0], places: [] };
  const path = `${name}.coordinates`;
  if (type === 'Polygon') readPolygon(fn, path, coordinates, 0, read);
  else {
    const n = arrayLikeLength(coordinates);
    if (n < 0) throw new ExactTypeError(`${fn}: ${path} is ${describeValue(coordinates)}, expected an array of polygons`);
    if (n === 0) throw new ExactRangeError(`${fn}: ${path} is empty, expected at least one polygon`);
    for (let k = 0; k < n; k++) readPolygon(fn, `${path}[${k}]`, (coordinates as ArrayLike<unknown>)[k], k, read);
  }
  return { rings: ringsOfRead(read, winding === 'by role'), places: read.places };
}

type Read = { values: Coordinate[]; starts: number[]; places: [number, number][] };

/** Reads polygon k's rings (exterior first) into `read`. */
function readPolygon(fn: string, path: string, polygon: unknown, k: number, read: Read): void {
  const n = arrayLikeLength(polygon);
  if (n < 0) throw new ExactTypeError(`${fn}: ${path} is ${describeValue(polygon)}, expected an array of rings`);
  if (n === 0) throw new ExactRangeError(`${fn}: ${path} is empty, expected an exterior ring`);
  for (let r = 0; r < n; r++) {
    readGeoJsonRing(fn, `${path}[${r}]`, (polygon as ArrayLike<unknown>)[r], read.values);
    read.starts.push(read.values.length >> 1);
    read.places.push([k, r]);
  }
}

/**
 * Appends a GeoJSON ring's positions to `values`: x and y of each (an
 * altitude is not read), each coordinate read once and validated, the
 * closing repeat dropped (by exact comparison). Errors name `fn` and `path`.
 *
 * @example
 * ```ts
 * const values: Coordinate[] = [];
 * readGeoJsonRing('f', 'ring', [[0, 0], [1, 0], [0, 1], [0, 0]], values); // values = [0, 0, 1, 0, 0, 1]
 * ```
 */
export function readGeoJsonRing(fn: string, path: string, ring: unknown, values: Coordinate[]): void {
  const n = arrayLikeLength(ring);
  if (n < 0) throw new ExactTypeError(`${fn}: ${path} is ${describeValue(ring)}, expected an array of positions [x, y]`);
  if (n === 0) throw new ExactRangeError(`${fn}: ${path} is empty, expected at least one position`);
  const start = values.length;
  for (let i = 0; i < n; i++) readPosition(fn, path, i, (ring as ArrayLike<unknown>)[i], values);
  const end = values.length;
  if (
    end - start >= 4 &&
    compareCoord(values[start] as Coordinate, values[end - 2] as Coordinate) === 0 &&
    compareCoord(values[start + 1] as Coordinate, values[end - 1] as Coordinate) === 0
  ) {
    values.length = end - 2;
  }
}

/**
 * Appends x and y of position i of the ring at `path`, `[x, y]` or
 * `[x, y, altitude]` (the altitude is not read); its name is put together
 * only for an error.
 */
function readPosition(fn: string, path: string, i: number, p: unknown, values: Coordinate[]): void {
  const n = arrayLikeLength(p);
  if (n < 0) throw new ExactTypeError(`${fn}: ${path}[${i}] is ${describeValue(p)}, expected a position [x, y]`);
  if (n !== 2 && n !== 3)
    throw new ExactRangeError(`${fn}: ${path}[${i}] has ${n} coordinates, expected 2 (or 3, with an altitude)`);
  const x = (p as ArrayLike<unknown>)[0];
  if (!isCoordinate(x)) checkCoordinate(fn, `${path}[${i}][0]`, x);
  const y = (p as ArrayLike<unknown>)[1];
  if (!isCoordinate(y)) checkCoordinate(fn, `${path}[${i}][1]`, y);
  values.push(x as Coordinate, y as Coordinate);
}

/**
 * New rings of [x, y] points; `byRole`: each exterior counterclockwise and
 * each hole clockwise (by its exact signed area), else as written.
 */
function ringsOfRead({ values, starts, places }: Read, byRole: boolean): Coordinate[][][] {
  const numbers = byRole && values.every((x) => typeof x === 'number');
  const v: ArrayLike<Coordinate> = numbers ? Float64Array.from(values as number[]) : values;
  const rings: Coordinate[][][] = [];
  for (let r = 0; r < places.length; r++) {
    const turn = byRole ? twiceArea(v, starts, r, r + 1).sign() : 0;
    const reverse = (places[r] as [number, number])[1] === 0 ? turn < 0 : turn > 0;
    const first = starts[r] as number;
    const end = starts[r + 1] as number;
    const ring: Coordinate[][] = [];
    for (let k = 0; k < end - first; k++) {
      const i = 2 * (reverse ? end - 1 - k : first + k);
      ring.push([values[i] as Coordinate, values[i + 1] as Coordinate]);
    }
    rings.push(ring);
  }
  return rings;
}
