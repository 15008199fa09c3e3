import * as fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  doubleCoordinate,
  hullPoints,
  polygonBoundaryPoint,
  ringWithHoles,
  selfIntersectingRing,
  simpleRing,
  spikedRing,
} from '../src/arbitraries/index.js';
import type { Point2 } from '../src/core/coordinate.js';
import { convexHullFloat, pointInPolygonFloat, polygonAreaFloat } from '../src/float/index.js';
import { convexHull, pointInPolygon, polygonArea } from '../src/index.js';
import { sign } from '../test/support/frac.js';
import { signedArea2 } from '../test/support/polygonFrac.js';
import { hullFrac, windingFrac } from '../test/support/polygonsFrac.js';
import { AgreementTable } from './support/agreement.js';
import { nudged } from './support/doubleFamilies.js';
import type { Family } from './support/families.js';
import { params } from './support/params.js';
import { hullSeparated, pnpolySeparated, shoelaceSeparated } from './support/polygonSeparation.js';

/*
 * The float polygon code against the exact functions: PNPOLY's crossing
 * test (pointInPolygonFloat) against pointInPolygon with the even-odd rule
 * for the closed polygon (boundary points are in it), the shoelace area's
 * sign (polygonAreaFloat) against polygonArea's, and the monotone chain in
 * doubles (convexHullFloat) against convexHull. On well-separated cases
 * (polygonSeparation.ts) the float answer must be the exact one; every
 * disagreement is confirmed by the fraction references; the rates per
 * family are printed as tables.
 */

type Rings = number[][][];
type Case = { rings: Rings; point: number[] };
const nums = (x: unknown) => x as number[][][];
const d = { coordinates: 'double' } as const;

/** Rings of doubles with a double point a + (n/16)(b − a) between two of their vertices (computed in doubles). */
function nearPoint(rings: fc.Arbitrary<Point2[][]>): fc.Arbitrary<Case> {
  return fc.tuple(rings, fc.nat(), fc.nat(), fc.integer({ min: -4, max: 20 })).map(([rs, i, j, n]) => {
    const all = nums(rs).flat();
    const a = all[i % all.length] as number[];
    const b = all[j % all.length] as number[];
    const f = n / 16;
    return {
      rings: nums(rs),
      point: [
        (a[0] as number) + f * ((b[0] as number) - (a[0] as number)),
        (a[1] as number) + f * ((b[1] as number) - (a[1] as number)),
      ],
    };
  });
}

/** Integer coordinates up to 2^52 scaled by 2^-45 (exactly): doubles of ordinary size, up to about 100, with 45 fraction bits. */
const s = { coordinates: 'safe' } as const;
const toUnit = <T>(x: T): T =>
  (typeof x === 'number'
    ? x * 2 ** -45
    : Array.isArray(x)
      ? x.map(toUnit)
      : x && typeof x === 'object'
        ? Object.fromEntries(Object.entries(x).map(([k, v]) => [k, toUnit(v)]))
        : x) as T;

const unit = doubleCoordinate({ minExponent: -60, maxExponent: -50 });
const unitPoint = fc.tuple(unit, unit).map((p) => [...p]);
const unitRing = fc.array(unitPoint, { minLength: 3, maxLength: 12 });
const boundary = (at: 'vertex' | 'edge' | 'any') => polygonBoundaryPoint({ ...d, at }) as unknown as fc.Arbitrary<Case>;

const pointFamilies: readonly Family<Case>[] = [
  ['simple ring, points near it', nearPoint(simpleRing(d).map((r) => [r]))],
  ['simple ring at unit scale, points near it', nearPoint(simpleRing(s).map((r) => toUnit([r])))],
  [
    'ring with holes at unit scale, on an edge',
    (polygonBoundaryPoint({ ...s, shape: 'holes', at: 'edge' }) as unknown as fc.Arbitrary<Case>).map(toUnit),
  ],
  ['ring with holes, points near it', nearPoint(ringWithHoles(d))],
  ['self-intersecting, points near it', nearPoint(selfIntersectingRing(d).map((r) => [r]))],
  ['spiked, points near it', nearPoint(spikedRing(d).map((r) => [r]))],
  ['on a vertex', boundary('vertex')],
  ['on an edge', boundary('edge')],
  [
    'on the boundary, one ulp off',
    fc.tuple(boundary('any'), nudged(boundary('any'))).map(([c, moved]) => ({ rings: c.rings, point: moved.point })),
  ],
  ['free unit doubles', fc.tuple(unitRing, unitPoint).map(([ring, point]) => ({ rings: [ring], point }))],
];

const areaFamilies: readonly Family<Rings>[] = [
  ['simple ring', simpleRing(d).map((r) => nums([r]))],
  ['simple ring at unit scale', simpleRing(s).map((r) => toUnit(nums([r])))],
  ['ring with holes at unit scale', ringWithHoles(s).map((r) => toUnit(nums(r)))],
  ['ring with holes', ringWithHoles(d).map(nums)],
  ['self-intersecting', selfIntersectingRing(d).map((r) => nums([r]))],
  ['spiked', spikedRing(d).map((r) => nums([r]))],
  ['simple ring, one ulp off', nudged(simpleRing(d).map((r) => nums([r])))],
  ['free unit doubles', unitRing.map((r) => [r])],
];

const hullFamilies: readonly Family<number[][]>[] = [
  ['triangle with points on its edges', hullPoints(d).map((p) => p as unknown as number[][])],
  ['one line', hullPoints({ ...d, shape: 'line' }).map((p) => p as unknown as number[][])],
  ['triangle with points on its edges, unit scale', hullPoints(s).map((p) => toUnit(p as unknown as number[][]))],
  ['triangle with points on its edges, one ulp off', nudged(hullPoints(d).map((p) => p as unknown as number[][]))],
  ['free unit doubles', fc.array(unitPoint, { minLength: 1, maxLength: 30 })],
];

const pnpolyTable = new AgreementTable('pointInPolygonFloat (PNPOLY) vs pointInPolygon (even-odd, closed)');
const areaTable = new AgreementTable('polygonAreaFloat (shoelace in doubles) vs polygonArea: the sign');
const hullTable = new AgreementTable('convexHullFloat (monotone chain in doubles) vs convexHull');
afterEach(() => {
  pnpolyTable.save('pointInPolygon');
  areaTable.save('polygonArea');
  hullTable.save('convexHull');
});
afterAll(() => {
  pnpolyTable.print('pointInPolygon');
  areaTable.print('polygonArea');
  hullTable.print('convexHull');
});

describe.each(pointFamilies)('PNPOLY agrees when well separated: %s', (name, arb) => {
  it('pointInPolygonFloat', () => {
    fc.assert(
      fc.property(arb, ({ rings, point }) => {
        const location = pointInPolygon(point, rings, { rule: 'evenodd' });
        const exact = location !== 'outside';
        const sep = pnpolySeparated(point, rings, location === 'boundary');
        const agree = pointInPolygonFloat(point, rings) === exact;
        const w = windingFrac(point, rings);
        const confirmed = !agree && (w === 'boundary' || w % 2 !== 0) === exact;
        pnpolyTable.record(name, { separated: sep, agree, confirmed });
        if (sep) expect(agree).toBe(true);
        if (!agree) expect(confirmed).toBe(true);
      }),
      params(60),
    );
  });
});

describe.each(areaFamilies)('the shoelace sign agrees when well separated: %s', (name, arb) => {
  it('polygonAreaFloat', () => {
    fc.assert(
      fc.property(arb, (rings) => {
        const exact = polygonArea(rings).sign();
        const sep = shoelaceSeparated(rings);
        const agree = Math.sign(polygonAreaFloat(rings)) === exact;
        const twice = rings.map(signedArea2).reduce((a, b) => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d }));
        const confirmed = !agree && sign(twice) === exact;
        areaTable.record(name, { separated: sep, agree, confirmed });
        if (sep) expect(agree).toBe(true);
        if (!agree) expect(confirmed).toBe(true);
      }),
      params(60),
    );
  });
});

describe.each(hullFamilies)('the monotone chain agrees when well separated: %s', (name, arb) => {
  it('convexHullFloat', () => {
    fc.assert(
      fc.property(arb, (pts) => {
        const exact = convexHull(pts);
        const sep = hullSeparated(pts);
        const agree = JSON.stringify(convexHullFloat(pts)) === JSON.stringify(exact);
        const confirmed = !agree && JSON.stringify(hullFrac(pts).map((i) => pts[i])) === JSON.stringify(exact);
        hullTable.record(name, { separated: sep, agree, confirmed });
        if (sep) expect(agree).toBe(true);
        if (!agree) expect(confirmed).toBe(true);
      }),
      params(60),
    );
  });
});
