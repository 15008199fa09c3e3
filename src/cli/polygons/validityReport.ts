import type { Coordinate, RingIndex, ValidityReason } from '../../index.js';
import { polygonValidity, Rational } from '../../index.js';
import { positionText } from './geoJsonText.js';
import type { FilePoint, FilePolygon, PolygonFile } from './readPolygonFile.js';

/** What each broken rule means, in a report line. */
const REASONS: Record<ValidityReason, string> = {
  too_few_points: 'a ring has fewer than 3 vertices',
  collinear_vertex: 'a vertex is repeated or collinear with its two neighbours',
  self_intersection: 'a ring passes through a point twice',
  rings_overlap: 'two rings share a piece of an edge',
  rings_cross: 'two rings cross',
  wrong_orientation: 'an outer ring turns clockwise or a hole counterclockwise',
  hole_outside: 'a hole is not inside its outer ring',
  nested_holes: 'a hole is inside another hole',
  polygons_overlap: "two polygons' interiors overlap",
  disconnected_interior: "a polygon's interior is not connected",
  order: 'rings out of order',
};

/** One geometry of a file (a Polygon, or a MultiPolygon's parts), in the canonical order the check takes. */
type Geometry = {
  readonly feature: number;
  readonly multi: boolean;
  /** Each canonical polygon's FilePolygon, and each of its rings' place in it. */
  readonly polygons: { source: FilePolygon; rings: number[] }[];
  readonly coordinates: FilePoint[][][];
};

/** Exact (x, then y) order of two points. */
function comparePoints(p: FilePoint, q: FilePoint): number {
  return compare(p[0], q[0]) || compare(p[1], q[1]);
}

function compare(a: Coordinate, b: Coordinate): number {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  return Rational.from(a).compare(Rational.from(b));
}

/** A ring from its smallest vertex on (the first of them), the same cyclic sequence. */
function fromSmallest(ring: FilePoint[]): FilePoint[] {
  let k = 0;
  for (let i = 1; i < ring.length; i++) if (comparePoints(ring[i] as FilePoint, ring[k] as FilePoint) < 0) k = i;
  return k === 0 ? ring : [...ring.slice(k), ...ring.slice(0, k)];
}

/** Vertex sequences point by point, then the shorter first (PROTOCOL.md's order of rings). */
function compareRings(a: readonly FilePoint[], b: readonly FilePoint[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = comparePoints(a[i] as FilePoint, b[i] as FilePoint);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/**
 * The file's polygons grouped into geometries (a Polygon alone; the parts
 * of a MultiPolygon together), each put in PROTOCOL.md's canonical order:
 * the order of a file's rings and vertices is no rule of a valid polygon,
 * so the check asks only the others.
 */
function geometries(file: PolygonFile): Geometry[] {
  const out: Geometry[] = [];
  let previous: FilePolygon | null = null;
  let current: { feature: number; multi: boolean; parts: FilePolygon[] } | null = null;
  const flush = (): void => {
    if (current === null) return;
    const polygons = current.parts.map((source) => {
      const rings = source.rings.map((ring, k) => ({ k, ring: fromSmallest(ring) }));
      const [outer, ...holes] = rings;
      holes.sort((a, b) => compareRings(a.ring, b.ring));
      const ordered = outer === undefined ? holes : [outer, ...holes];
      return { source, rings: ordered.map((r) => r.k), coordinates: ordered.map((r) => r.ring) };
    });
    polygons.sort((a, b) => compareRings(a.coordinates[0] ?? [], b.coordinates[0] ?? []));
    out.push({
      feature: current.feature,
      multi: current.multi,
      polygons: polygons.map(({ source, rings }) => ({ source, rings })),
      coordinates: polygons.map((p) => p.coordinates),
    });
  };
  for (const polygon of file.polygons) {
    const continues =
      previous !== null && polygon.part >= 0 && polygon.feature === previous.feature && polygon.part > previous.part;
    if (!continues) {
      flush();
      current = { feature: polygon.feature, multi: polygon.part >= 0, parts: [] };
    }
    current?.parts.push(polygon);
    previous = polygon;
  }
  flush();
  return out;
}

/** A feature as a report names it: `feature 3 (id "FJI", Fiji)`. */
function featureName(file: PolygonFile, feature: number): string {
  const { id, name } = file.info(feature);
  const said = [id === null ? null : `id ${id}`, name === undefined ? null : JSON.stringify(name)].filter((x) => x !== null);
  return `feature ${feature}${said.length > 0 ? ` (${said.join(', ')})` : ''}`;
}

/** A ring of the check, named in the file: `part 1 ring 0` (a MultiPolygon) or `ring 2` (a Polygon). */
function ringName(g: Geometry, [p, r]: RingIndex): string {
  const polygon = g.polygons[p] as Geometry['polygons'][number];
  const ring = polygon.source.ringNumbers[polygon.rings[r] as number] as number;
  return g.multi ? `part ${polygon.source.part} ring ${ring}` : `ring ${ring}`;
}

/**
 * `validate`'s report on a file: a summary, and one line for each geometry
 * that is not valid, with its feature, the rule broken (polygonValidity's
 * reason and what it means), the rings, and the witness point, exact.
 *
 * ```ts
 * validityReport(file).lines; // ['feature 0: self_intersection (a ring passes through a point twice), ring 0, at [1,1]']
 * ```
 */
export function validityReport(file: PolygonFile): { summary: string; lines: string[] } {
  const lines: string[] = [];
  const all = geometries(file);
  for (const g of all) {
    const verdict = polygonValidity(g.coordinates);
    if (verdict.valid) continue;
    const rings = [ringName(g, verdict.ring), ...(verdict.other === undefined ? [] : [ringName(g, verdict.other)])];
    const at = verdict.point === undefined ? '' : `, at ${positionText(verdict.point)}`;
    lines.push(`${featureName(file, g.feature)}: ${verdict.reason} (${REASONS[verdict.reason]}), ${rings.join(' and ')}${at}`);
  }
  const polygons = file.polygons.length;
  const summary = `${all.length} ${all.length === 1 ? 'geometry' : 'geometries'} (${polygons} ${polygons === 1 ? 'polygon' : 'polygons'}), ${
    lines.length === 0 ? 'all valid' : `${lines.length} not valid`
  }`;
  return { summary, lines };
}
