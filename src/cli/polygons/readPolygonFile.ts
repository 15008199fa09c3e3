import type { Coordinate } from '../../index.js';
import { Rational } from '../../index.js';
import type { FeatureInfo } from '../noding/GeoStore.js';
import { sameCoordinate } from '../noding/GeoStore.js';
import { GeoInputError } from '../noding/geoInputError.js';
import type { GeoReadOptions } from '../noding/readGeoJson.js';
import { readGeoFile } from '../noding/readGeoJson.js';

/** A point of a file: its exact coordinates (numbers, integers past 2^53, or a TopoJSON transform's rationals). */
export type FilePoint = [Coordinate, Coordinate];

/** One Polygon of a file, or one part of a MultiPolygon: its rings as written (ring 0 the outer one), closing point left out. */
export type FilePolygon = {
  /** The feature (or the file's one geometry) it belongs to, as `noding` numbers them. */
  readonly feature: number;
  /** Its part of a MultiPolygon (−1 for a Polygon). */
  readonly part: number;
  /** Its rings' file numbers (0 the outer ring), each beside its points. */
  readonly ringNumbers: number[];
  readonly rings: FilePoint[][];
};

/** The polygons of a file, in the order they come, and how to name a feature. */
export type PolygonFile = {
  readonly polygons: FilePolygon[];
  readonly format: 'GeoJSON' | 'TopoJSON';
  readonly info: (feature: number) => FeatureInfo;
};

/**
 * The Polygon and MultiPolygon geometries of a GeoJSON or TopoJSON file, as
 * `noding` reads it (streamed, exact coordinates, the same limits and
 * errors; Points pass by), one FilePolygon per polygon. A ring's closing
 * position (equal to its first) is dropped: rings close implicitly, as the
 * library takes them. A TopoJSON topology's points are given in the file's
 * coordinates, its transform applied exactly. A line (LineString,
 * MultiLineString) is a GeoInputError: these commands read areas.
 *
 * ```ts
 * const file = await readPolygonFile(createReadStream('a.geojson'), { maxSegments: 1e6, maxDepth: 1e5 });
 * file.polygons[0].rings[0]; // the first polygon's outer ring: [[0, 0], [2, 0], [2, 2], [0, 2]]
 * ```
 */
export async function readPolygonFile(chunks: AsyncIterable<Uint8Array>, options: GeoReadOptions): Promise<PolygonFile> {
  const geo = await readGeoFile(chunks, options);
  const { store } = geo;
  const topo = geo.format === 'TopoJSON';
  const point = (p: readonly [Coordinate, Coordinate]): FilePoint => {
    if (!topo) return [p[0], p[1]];
    const q = geo.toFile([Rational.from(p[0]), Rational.from(p[1])]);
    return [q[0], q[1]];
  };
  const polygons: FilePolygon[] = [];
  let ring: FilePoint[] | null = null;
  let last: FilePoint | null = null;
  let at = [-2, -2, -2, -2];
  const closeRing = (): void => {
    if (ring === null || last === null) return;
    const first = ring[0] as FilePoint;
    if (!samePoint(first, last)) ring.push(last);
  };
  for (let s = 0; s < store.segments; s++) {
    const [feature, part, r, edge] = store.source(s);
    if (r < 0) {
      const info = store.infoOf(feature);
      const name = info.id !== null ? `feature ${feature} (id ${info.id})` : `feature ${feature}`;
      throw new GeoInputError(`${name} is a line (LineString or MultiLineString): these commands read polygons`);
    }
    const [a, b] = store.segment(s) as unknown as [[Coordinate, Coordinate], [Coordinate, Coordinate]];
    const sameRing = feature === at[0] && part === at[1] && r === at[2] && edge > (at[3] as number);
    if (!sameRing) {
      closeRing();
      const samePolygon = feature === at[0] && part === at[1] && r > (at[2] as number) && r > 0;
      if (!samePolygon) polygons.push({ feature, part, ringNumbers: [], rings: [] });
      const polygon = polygons[polygons.length - 1] as FilePolygon;
      ring = [];
      polygon.rings.push(ring);
      polygon.ringNumbers.push(r);
    }
    (ring as FilePoint[]).push(point(a));
    last = point(b);
    at = [feature, part, r, edge];
  }
  closeRing();
  return { polygons, format: geo.format, info: (f) => store.infoOf(f) };
}

/** Exact equality of two points of a file. */
export function samePoint(p: FilePoint, q: FilePoint): boolean {
  return sameCoordinate(p[0], q[0]) && sameCoordinate(p[1], q[1]);
}
