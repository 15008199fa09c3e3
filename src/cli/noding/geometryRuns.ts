import type { NumberRun } from './NestedNumbers.js';

/**
 * The depth of the runs of positions (GeoJSON) or of arc references
 * (TopoJSON) of each type with edges, and how a run's indices name its part
 * and ring: `[part, ring]` from (i1, i2).
 */
export const GEOMETRY_RUNS: Record<string, { depth: number; name: (r: NumberRun) => [number, number] }> = {
  LineString: { depth: 0, name: () => [-1, -1] },
  MultiLineString: { depth: 1, name: (r) => [r.i1, -1] },
  Polygon: { depth: 1, name: (r) => [-1, r.i1] },
  MultiPolygon: { depth: 2, name: (r) => [r.i1, r.i2] },
};
