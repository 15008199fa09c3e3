import * as fc from 'fast-check';
import {
  doubleCoordinate,
  hullPoints,
  point2,
  polygonBoundaryPoint,
  ringWithHoles,
  selfIntersectingRing,
  simpleRing,
  spikedRing,
} from '../../src/arbitraries/index.js';
import type { CensusCoordinates } from './families.js';
import type { Family } from './family.js';
import type { CensusCase, Pt } from './types.js';

/*
 * The census's polygon families, from the polygon arbitraries of
 * `exact-predicates/arbitraries` in the census's coordinates: points on a
 * vertex or an edge of simple rings, rings with holes and self-intersecting
 * rings (every one is in the closed polygon; a crossing test answers as its
 * roundings fall), points a sixteenth-step along the line through two
 * vertices computed in doubles (within a rounding of an edge when the step
 * lands on one), random points and rings; the same rings for the area's
 * sign; and point sets whose hull has many collinear points, or lies on one
 * line, for the hull.
 */

/** A value from an arbitrary as a double; the census only takes cases the float code receives exactly. */
function num(v: unknown): number {
  if (typeof v !== 'number') throw new Error(`census: a polygon family gave a non-double coordinate ${String(v)}`);
  return v;
}
const pt = (p: readonly unknown[]): Pt => p.map(num);
const ringsOf = (rings: readonly (readonly (readonly unknown[])[])[]): Pt[][] => rings.map((r) => r.map(pt));

type RingsValue = readonly (readonly (readonly unknown[])[])[];
type PointValue = { rings: RingsValue; point: readonly unknown[] };

const pointCase = (v: PointValue): CensusCase => ({ kind: 'pointPolygon', p: pt(v.point), rings: ringsOf(v.rings) });
const ringsCase = (rings: RingsValue): CensusCase => ({ kind: 'polygonRings', rings: ringsOf(rings) });

/** Rings with the double point a + (n/16)(b − a), computed in doubles, for two of their vertices a and b. */
function nearVertices(rings: fc.Arbitrary<RingsValue>): fc.Arbitrary<CensusCase> {
  return fc.tuple(rings, fc.nat(), fc.nat(), fc.integer({ min: -4, max: 20 })).map(([rs, i, j, n]) => {
    const all = ringsOf(rs).flat();
    const a = all[i % all.length] as Pt;
    const b = all[j % all.length] as Pt;
    const f = n / 16;
    return pointCase({ rings: rs, point: a.map((x, k) => x + f * ((b[k] as number) - x)) });
  });
}

/**
 * The polygon families for a coordinate kind (random cases use doubles of
 * every resolution in (−16, 16), like the other random families).
 *
 * ```ts
 * polygonFamilies('double').map((f) => f.name); // ['polygon: on a vertex', 'polygon: on an edge', ...]
 * ```
 */
export function polygonFamilies(coords: CensusCoordinates): Family[] {
  const k = { coordinates: coords } as const;
  const rnd = { coordinates: doubleCoordinate({ minExponent: -52, maxExponent: -49 }) };
  const randomRing = fc.array(point2(rnd), { minLength: 3, maxLength: 12 });
  const simple = simpleRing(k).map((r) => [r] as RingsValue);
  const holes = ringWithHoles(k) as fc.Arbitrary<RingsValue>;
  const crossing = selfIntersectingRing(k).map((r) => [r] as RingsValue);
  const spiked = spikedRing(k).map((r) => [r] as RingsValue);
  const boundary = (at: 'vertex' | 'edge', shape?: 'holes' | 'selfIntersecting') =>
    (polygonBoundaryPoint({ ...k, at, ...(shape === undefined ? {} : { shape }) }) as fc.Arbitrary<PointValue>).map(pointCase);
  const family = (name: string, source: string, kind: CensusCase['kind'], arb: fc.Arbitrary<CensusCase>): Family => ({
    name: `polygon: ${name}`,
    source,
    kind,
    dim: 2,
    arb,
  });
  const hull = (shape: 'edges' | 'line'): fc.Arbitrary<CensusCase> =>
    hullPoints({ ...k, shape }).map((points) => ({ kind: 'hullPoints', points: points.map(pt) }));
  return [
    family('on a vertex', "polygonBoundaryPoint({ at: 'vertex' })", 'pointPolygon', boundary('vertex')),
    family('on an edge', "polygonBoundaryPoint({ at: 'edge' })", 'pointPolygon', boundary('edge')),
    family('holes, on an edge', "polygonBoundaryPoint({ shape: 'holes' })", 'pointPolygon', boundary('edge', 'holes')),
    family(
      'self-intersecting, on an edge',
      "polygonBoundaryPoint({ shape: 'selfIntersecting' })",
      'pointPolygon',
      boundary('edge', 'selfIntersecting'),
    ),
    family('near an edge', 'simpleRing + a point between vertices', 'pointPolygon', nearVertices(simple)),
    family('holes, near an edge', 'ringWithHoles + a point between vertices', 'pointPolygon', nearVertices(holes)),
    family(
      'random point and ring',
      'point2 ×(3–12) + point2',
      'pointPolygon',
      fc.tuple(randomRing, point2(rnd)).map(([ring, p]) => pointCase({ rings: [ring], point: p })),
    ),
    family('simple ring', 'simpleRing', 'polygonRings', simple.map(ringsCase)),
    family('ring with holes', 'ringWithHoles', 'polygonRings', holes.map(ringsCase)),
    family('self-intersecting ring', 'selfIntersectingRing', 'polygonRings', crossing.map(ringsCase)),
    family('spiked ring', 'spikedRing', 'polygonRings', spiked.map(ringsCase)),
    family(
      'random ring',
      'point2 ×(3–12)',
      'polygonRings',
      randomRing.map((r) => ringsCase([r])),
    ),
    family('hull, points on a triangle', 'hullPoints', 'hullPoints', hull('edges')),
    family('hull, points on a line', "hullPoints({ shape: 'line' })", 'hullPoints', hull('line')),
  ];
}
