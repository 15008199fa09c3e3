/**
 * The polygon-clipping API, exact: `union`, `intersection`, `xor` and
 * `difference` of GeoJSON Polygon and MultiPolygon coordinates, answering
 * MultiPolygon coordinates in numbers — valid by the rules of a polygon
 * result (outer rings counterclockwise, holes clockwise, rings closed and
 * simple, touching only at points) on every input. Switch by changing the
 * import:
 *
 * ```ts fragment
 * // import polygonClipping from 'polygon-clipping';
 * import polygonClipping from 'exact-predicates/clip';
 * ```
 *
 * @packageDocumentation
 */
import type { ClipOperation } from './geomMembership.js';
import { clipOverlay } from './clipOverlay.js';
import type { Geom, MultiPolygon } from './readGeoms.js';

export type { Geom, MultiPolygon, Pair, Polygon, Ring } from './readGeoms.js';

function run(fn: ClipOperation, geoms: readonly unknown[]): MultiPolygon {
  return clipOverlay(fn, geoms, fn);
}

/**
 * The union of the geometries: the points some of them hold. Each is a
 * Polygon's or MultiPolygon's coordinates, read as polygon-clipping reads
 * them: rings need not be closed, their winding order does not matter, a
 * self-crossing ring holds where its winding number is not 0, holes take
 * away from their own polygon only, polygons of a MultiPolygon may
 * overlap. The answer's vertices are the exact answer's rounded to the
 * nearest double, and still valid (see the guide, docs/overlay.md).
 *
 * @example
 * ```ts
 * union([[[0, 0], [2, 0], [2, 2], [0, 2], [0, 0]]], [[[1, 1], [3, 1], [3, 3], [1, 3], [1, 1]]]);
 * // [[[[0, 0], [2, 0], [2, 1], [3, 1], [3, 3], [1, 3], [1, 2], [0, 2], [0, 0]]]]
 * ```
 */
export function union(geom: Geom, ...geoms: Geom[]): MultiPolygon {
  return run('union', [geom, ...geoms]);
}

/**
 * The intersection of the geometries: the points all of them hold,
 * regularized (a shared edge alone is nothing). See `union`.
 *
 * @example
 * ```ts
 * intersection([[[0, 0], [2, 0], [2, 2], [0, 2]]], [[[1, 1], [3, 1], [3, 3], [1, 3]]]); // [[[[1, 1], [2, 1], [2, 2], [1, 2], [1, 1]]]]
 * ```
 */
export function intersection(geom: Geom, ...geoms: Geom[]): MultiPolygon {
  return run('intersection', [geom, ...geoms]);
}

/**
 * The points an odd number of the geometries hold. See `union`.
 *
 * @example
 * ```ts
 * xor([[[0, 0], [1, 0], [1, 1], [0, 1]]], [[[0, 0], [1, 0], [1, 1], [0, 1]]]); // []
 * ```
 */
export function xor(geom: Geom, ...geoms: Geom[]): MultiPolygon {
  return run('xor', [geom, ...geoms]);
}

/**
 * The points of the subject that none of the clipping geometries hold.
 * See `union`.
 *
 * @example
 * ```ts
 * difference([[[0, 0], [4, 0], [4, 4], [0, 4]]], [[[1, 1], [3, 1], [3, 3], [1, 3]]]);
 * // [[[[0, 0], [4, 0], [4, 4], [0, 4], [0, 0]], [[1, 1], [1, 3], [3, 3], [3, 1], [1, 1]]]]
 * ```
 */
export function difference(subjectGeom: Geom, ...clipGeoms: Geom[]): MultiPolygon {
  return run('difference', [subjectGeom, ...clipGeoms]);
}

/** The four operations as one object, as polygon-clipping's default export. */
const polygonClipping: {
  /** {@link union} */
  union: typeof union;
  /** {@link intersection} */
  intersection: typeof intersection;
  /** {@link xor} */
  xor: typeof xor;
  /** {@link difference} */
  difference: typeof difference;
} = { union, intersection, xor, difference };
export default polygonClipping;
