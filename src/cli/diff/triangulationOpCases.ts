import * as fc from 'fast-check';
import type { CoordinateKind } from '../../arbitraries/index.js';
import {
  cocircularPoints,
  hullPoints,
  overlappingSegments,
  ringWithHoles,
  segmentStar,
  selfIntersectingRing,
  simpleRing,
  spikedRing,
  tJunctionSegmentSet,
} from '../../arbitraries/index.js';
import type { Fields } from './opCases.js';

/**
 * The request fields `diff` sends for the triangulation ops: simple,
 * holed, self-intersecting and spiked rings (alone and two together) under
 * both rules; points with many collinear, or all on one line, cocircular
 * quadruples with their centre, and small integer lattices (every unit
 * square cocircular); segments that cross at one point, meet in
 * T-junctions and overlap, with and without such points.
 *
 * ```ts
 * new Map(triangulationOpCases('double')).get('delaunay'); // an fc.Arbitrary of { points }
 * ```
 */
export function triangulationOpCases(k: CoordinateKind): [string, fc.Arbitrary<Fields>][] {
  const c = { coordinates: k } as const;
  const ring = fc.oneof(simpleRing(c), selfIntersectingRing(c), spikedRing(c));
  const rings = fc.oneof(
    ring.map((r) => [r]),
    ringWithHoles(c),
    fc.tuple(ring, ring).map(([a, b]) => [a, b]),
  );
  const rule = fc.constantFrom('nonzero', 'evenodd');
  const lattice = fc
    .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }))
    .map(([n, m]) => Array.from({ length: n * m }, (_, i) => [i % n, Math.floor(i / n)]));
  const points = fc.oneof(
    hullPoints(c),
    hullPoints({ ...c, shape: 'line' }),
    cocircularPoints(c).map((v) => [...v.points, v.center]),
    lattice,
  );
  const segments = fc.oneof(tJunctionSegmentSet(c), segmentStar(c), overlappingSegments(c));
  return [
    ['triangulate', fc.tuple(rings, rule).map(([r, rl]) => ({ rings: r, rule: rl }))],
    ['delaunay', points.map((p) => ({ points: p }))],
    ['constrained_delaunay', fc.tuple(fc.oneof(fc.constant([]), points), segments).map(([p, s]) => ({ points: p, segments: s }))],
  ];
}
