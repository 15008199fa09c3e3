import * as fc from 'fast-check';
import type { CoordinateKind } from '../../arbitraries/index.js';
import {
  hullPoints,
  point2,
  polygonBoundaryPoint,
  ringWithHoles,
  selfIntersectingRing,
  simpleRing,
  spikedRing,
} from '../../arbitraries/index.js';
import type { Fields } from './opCases.js';

/**
 * The request fields `diff` sends for the polygon ops, from the polygon
 * families of `exact-predicates/arbitraries`: points on a vertex or an
 * edge of simple, holed, self-intersecting and spiked polygons, and free
 * points against the same rings, under both rules; the rings alone for the
 * area; simple, spiked and self-intersecting rings for the simplicity test;
 * point sets with many collinear points, or all on one line, for the hull.
 *
 * ```ts
 * new Map(polygonOpCases('double')).get('point_in_polygon'); // an fc.Arbitrary of { p, rings, rule }
 * ```
 */
export function polygonOpCases(k: CoordinateKind): [string, fc.Arbitrary<Fields>][] {
  const c = { coordinates: k } as const;
  const rings = fc.oneof(
    simpleRing(c).map((r) => [r]),
    ringWithHoles(c),
    selfIntersectingRing(c).map((r) => [r]),
    spikedRing(c).map((r) => [r]),
  );
  const located = fc.oneof(
    polygonBoundaryPoint(c).map((v) => ({ p: v.point, rings: v.rings })),
    fc.tuple(point2(c), rings).map(([p, r]) => ({ p, rings: r })),
  );
  const rule = fc.constantFrom('nonzero', 'evenodd');
  const ring = fc.oneof(simpleRing(c), spikedRing(c), selfIntersectingRing(c));
  const points = fc.oneof(hullPoints(c), hullPoints({ ...c, shape: 'line' }));
  return [
    ['point_in_polygon', fc.tuple(located, rule).map(([v, r]) => ({ ...v, rule: r }))],
    ['winding_number', located],
    ['polygon_area', rings.map((r) => ({ rings: r }))],
    ['polygon_is_simple', ring.map((r) => ({ ring: r }))],
    ['convex_hull', points.map((p) => ({ points: p }))],
  ];
}
