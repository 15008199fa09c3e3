import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CoordinateKind } from '../src/arbitraries/index.js';
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
} from '../src/arbitraries/index.js';
import type { Coordinate, Point2, Segment2 } from '../src/core/coordinate.js';
import { constrainedDelaunay, delaunay } from '../src/index.js';
import { triangleListProblem } from '../src/triangulation/triangleListProblem.js';
import { cdtRules, checkDelaunay, checkStructure, polygonProblem, trianglePoints } from '../test/support/triangulationCheck.js';
import type { Family } from './support/families.js';
import { params } from './support/params.js';
import { rotate90, translate } from './support/transforms.js';

/*
 * The triangulations on the degenerate families of every coordinate kind:
 * each answer obeys PROTOCOL.md's rules, checked exactly against areas and
 * vertex sets of the fraction kernel (test/support/triangulationCheck.ts):
 * cocircular quadruples with their centre, point sets with long collinear
 * runs or all on one line, lattices, duplicates; segment stars through one
 * point, T-junction chains and collinear overlaps; simple, holed,
 * self-intersecting and spiked rings under both rules. Translations by huge
 * integers and rotations by 90° (exact) keep the answers valid.
 */

const KINDS: CoordinateKind[] = ['grid', 'safe', 'huge', 'double', 'rational', 'mixed'];

/** A k × m lattice scaled and shifted by integers of the family's size (every unit square cocircular). */
const lattice = fc
  .tuple(fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.bigInt({ min: 1n, max: 1n << 60n }), fc.bigInt())
  .map(([k, m, s, o]) =>
    Array.from({ length: k * m }, (_, i) => [BigInt(i % k) * s + o, BigInt(Math.floor(i / k)) * s - o] as Point2),
  );

const pointFamilies = (kind: CoordinateKind): Family<Point2[]>[] => {
  const c = { coordinates: kind };
  return [
    [`hull points ${kind}`, hullPoints(c)],
    [`collinear ${kind}`, hullPoints({ ...c, shape: 'line' })],
    [
      `cocircular ${kind}`,
      fc.tuple(cocircularPoints(c), cocircularPoints(c)).map(([a, b]) => [...a.points, a.center, ...b.points] as Point2[]),
    ],
  ];
};

const segmentFamilies = (kind: CoordinateKind): Family<[Point2[], Segment2[]]>[] => {
  const c = { coordinates: kind };
  const sets = fc.oneof(segmentStar(c), tJunctionSegmentSet(c), overlappingSegments(c));
  return [
    [`segments ${kind}`, sets.map((s) => [[], s] as [Point2[], Segment2[]])],
    [`segments and points ${kind}`, fc.tuple(hullPoints(c), sets).map(([p, s]) => [p, s] as [Point2[], Segment2[]])],
  ];
};

const ringFamilies = (kind: CoordinateKind): Family<Point2[][]>[] => {
  const c = { coordinates: kind };
  return [
    [`simple ${kind}`, simpleRing(c).map((r) => [r])],
    [`holes ${kind}`, ringWithHoles({ ...c, holeWinding: 'any' })],
    [`self-intersecting ${kind}`, selfIntersectingRing(c).map((r) => [r])],
    [`spiked ${kind}`, spikedRing(c).map((r) => [r])],
    [`two overlapping ${kind}`, fc.tuple(simpleRing(c), selfIntersectingRing(c)).map(([a, b]) => [a, b])],
  ];
};

const moved = <T extends readonly Coordinate[]>(p: T, turns: number, shift: readonly bigint[]): Point2 => {
  let q: readonly Coordinate[] = translate(p, shift);
  for (let k = 0; k < turns; k++) q = rotate90(q);
  return q as unknown as Point2;
};

describe.each([...KINDS.flatMap(pointFamilies), ['lattice', lattice] as Family<Point2[]>])('delaunay: %s', (_, arb) => {
  it('obeys the rules, also moved by a huge integer and turned by 90°', () => {
    fc.assert(
      fc.property(arb, fc.integer({ min: 0, max: 3 }), fc.tuple(fc.bigInt(), fc.bigInt()), (points, turns, [a, b]) => {
        checkDelaunay(points, delaunay(points));
        const shift = [a << 100n, b];
        const other = points.map((p) => moved(p, turns, shift));
        checkDelaunay(other, delaunay(other));
      }),
      params(4),
    );
  });
});

describe.each(KINDS.flatMap(segmentFamilies))('constrainedDelaunay: %s', (_, arb) => {
  it('obeys the rules: vertices, hull, every segment a union of edges, the rest locally Delaunay', () => {
    fc.assert(
      fc.property(arb, ([points, segments]) => {
        const t = constrainedDelaunay(points, segments);
        checkStructure(t);
        expect(triangleListProblem(trianglePoints(t), cdtRules(points, segments))).toBeNull();
      }),
      params(5),
    );
  });
});

describe.each(KINDS.flatMap(ringFamilies))('triangulatePolygon: %s', (_, arb) => {
  it('covers exactly the region of either rule, also turned by 90°', () => {
    fc.assert(
      fc.property(arb, fc.integer({ min: 0, max: 3 }), (rings, turns) => {
        const turned = rings.map((r) => r.map((p) => moved(p, turns, [0n, 0n])));
        for (const rule of ['nonzero', 'evenodd'] as const) {
          expect(polygonProblem(rings, rule)).toBeNull();
          expect(polygonProblem(turned, rule)).toBeNull();
        }
      }),
      params(2),
    );
  });
});
