import type { Segment2 } from '../../index.js';
import { UsageError } from '../shared/usage.js';

/** Where a segment comes from: its feature and its place in the geometry. */
export type SegmentSource = {
  /** The feature's `id` when it has one, else its position in the file (0-based). */
  feature: string | number;
  /** The feature's position in the file (0-based). */
  index: number;
  /** `properties.name` when the feature has a string there. */
  name?: string;
  /** Part (of a Multi geometry), ring (of a polygon) and edge indices; -1 where the geometry has none. */
  part: number;
  ring: number;
  edge: number;
};

/** The segments of a GeoJSON file, each with its source; zero-length edges (repeated vertices) are counted, not kept. */
export type GeoJsonSegments = { segments: Segment2[]; sources: SegmentSource[]; features: number; repeated: number };

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The edges of every LineString, MultiLineString, Polygon and
 * MultiPolygon in a FeatureCollection, a Feature, a GeometryCollection or
 * a bare geometry (other geometries hold no edges). Coordinates are the
 * doubles the JSON numbers are; a position needs two of them (more, such
 * as an altitude, are ignored). Anything else is a UsageError naming where.
 *
 * ```ts
 * readGeoJson({ type: 'LineString', coordinates: [[0, 0], [1, 1], [2, 0]] }).segments.length; // 2
 * ```
 */
export function readGeoJson(doc: Json): GeoJsonSegments {
  const out: GeoJsonSegments = { segments: [], sources: [], features: 0, repeated: 0 };
  if (!isObject(doc)) throw new UsageError('the file is not a GeoJSON object');
  if (doc.type === 'FeatureCollection') {
    if (!Array.isArray(doc.features)) throw new UsageError('the FeatureCollection has no "features" array');
    doc.features.forEach((f, k) => {
      readFeature(f, k, out);
    });
  } else if (doc.type === 'Feature') readFeature(doc, 0, out);
  else {
    out.features = 1;
    readGeometry(doc, { feature: 0, index: 0 }, 'the geometry', out);
  }
  return out;
}

function readFeature(f: Json, index: number, out: GeoJsonSegments): void {
  const where = `feature ${index}`;
  if (!isObject(f) || f.type !== 'Feature') throw new UsageError(`${where} is not a GeoJSON Feature`);
  out.features++;
  const id = typeof f.id === 'string' || typeof f.id === 'number' ? f.id : index;
  const name = isObject(f.properties) && typeof f.properties.name === 'string' ? f.properties.name : undefined;
  if (f.geometry === null) return;
  readGeometry(f.geometry, name === undefined ? { feature: id, index } : { feature: id, index, name }, where, out);
}

type Owner = Pick<SegmentSource, 'feature' | 'index' | 'name'>;

function readGeometry(g: Json, owner: Owner, where: string, out: GeoJsonSegments): void {
  if (!isObject(g) || typeof g.type !== 'string') throw new UsageError(`${where} has no geometry type`);
  const c = g.coordinates;
  if (g.type === 'LineString') readLine(c, owner, -1, -1, `${where} (LineString)`, out);
  else if (g.type === 'MultiLineString') {
    list(c, `${where} (MultiLineString)`).forEach((l, p) => {
      readLine(l, owner, p, -1, `${where} line ${p}`, out);
    });
  } else if (g.type === 'Polygon') {
    list(c, `${where} (Polygon)`).forEach((r, k) => {
      readLine(r, owner, -1, k, `${where} ring ${k}`, out);
    });
  } else if (g.type === 'MultiPolygon') {
    list(c, `${where} (MultiPolygon)`).forEach((poly, p) => {
      list(poly, `${where} polygon ${p}`).forEach((r, k) => {
        readLine(r, owner, p, k, `${where} polygon ${p} ring ${k}`, out);
      });
    });
  } else if (g.type === 'GeometryCollection') {
    list(g.geometries, `${where} (GeometryCollection)`).forEach((h, p) => {
      readGeometry(h, owner, `${where} geometry ${p}`, out);
    });
  } else if (g.type !== 'Point' && g.type !== 'MultiPoint') {
    throw new UsageError(`${where} has the unknown geometry type ${JSON.stringify(g.type).slice(0, 40)}`);
  }
}

function list(v: Json, where: string): Json[] {
  if (!Array.isArray(v)) throw new UsageError(`${where}: coordinates are not an array`);
  return v;
}

/** The edges between consecutive positions of a line or ring (a ring repeats its first position at the end). */
function readLine(v: Json, owner: Owner, part: number, ring: number, where: string, out: GeoJsonSegments): void {
  const positions = list(v, where).map((p, k) => position(p, `${where} position ${k}`));
  for (let e = 0; e + 1 < positions.length; e++) {
    const a = positions[e] as [number, number];
    const b = positions[e + 1] as [number, number];
    if (a[0] === b[0] && a[1] === b[1]) {
      out.repeated++;
      continue;
    }
    out.segments.push([a, b]);
    out.sources.push({ ...owner, part, ring, edge: e });
  }
}

function position(p: Json, where: string): [number, number] {
  if (!Array.isArray(p) || p.length < 2) throw new UsageError(`${where} is not a position [x, y]`);
  const [x, y] = p as Json[];
  if (typeof x !== 'number' || typeof y !== 'number' || !Number.isFinite(x) || !Number.isFinite(y)) {
    throw new UsageError(`${where} is not a position of two numbers`);
  }
  return [x, y];
}
