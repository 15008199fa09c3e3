import * as fc from 'fast-check';
import { Ray, Vector3 } from 'three';
import { afterAll, afterEach, describe, it } from 'vitest';
import type { ClosedMeshCase, RayTriangleCase, TrianglePair } from '../src/arbitraries/index.js';
import {
  closedTriangleMesh,
  coplanarTrianglePair,
  doubleCoordinate,
  rayThroughTriangleEdge,
  rayThroughTriangleVertex,
  touchingTrianglePair,
} from '../src/arbitraries/index.js';
import type { Point3 } from '../src/core/coordinate.js';
import { rayTriangleFloat, trianglesIntersectFloat } from '../src/float/index.js';
import { rayIntersectsTriangle, trianglesIntersect } from '../src/index.js';
import { collinearFrac, lineTriangleFrac, trianglesIntersectFrac } from '../test/support/triangleFrac.js';
import { AgreementTable } from './support/agreement.js';
import { nudged } from './support/doubleFamilies.js';
import type { Family } from './support/families.js';
import { params } from './support/params.js';
import { unitScaled } from './support/unitScale.js';

/*
 * How often the usual float triangle tests agree with the exact ones, per
 * family: Möller–Trumbore (rayTriangleFloat) and three.js's watertight
 * Ray.intersectTriangle against rayIntersectsTriangle, whole closed meshes
 * (does a ray from inside find any triangle, or slip through?), and
 * Möller's triangle–triangle test against trianglesIntersect. Hit or miss
 * only (the float t is rounded; it is not modelled). No separation model:
 * every row is a measured rate, and every disagreement is confirmed by the
 * fraction references of test/support/triangleFrac.ts. "Unit doubles" are
 * the integer families scaled exactly by 2^-50 (coordinates below 4);
 * "all scales" the 'double' kind (subnormal to 1e276); "one ulp off" moves
 * one number of the unit family to a neighbouring double.
 */

type N = number[];
type Tri = readonly [Point3, Point3, Point3];
const nums = (p: Point3) => p as unknown as N;

const unit = doubleCoordinate({ minExponent: -60, maxExponent: -50 });
const unitPoint = fc.tuple(unit, unit, unit) as fc.Arbitrary<Point3>;
const unitTriangle = fc.tuple(unitPoint, unitPoint, unitPoint).filter((t) => !collinearFrac(t)) as fc.Arbitrary<Tri>;

const rayFamilies: Family<RayTriangleCase>[] = [
  [
    'free unit doubles',
    fc
      .tuple(unitPoint, unitPoint, unitTriangle)
      .filter(([, d]) => d.some((x) => x !== 0))
      .map(([origin, dir, triangle]) => ({ origin, dir, triangle })),
  ],
  ['through a vertex, unit doubles', unitScaled(rayThroughTriangleVertex({ coordinates: 'safe' }))],
  ['through a vertex, all scales', rayThroughTriangleVertex({ coordinates: 'double' })],
  ['through a vertex, one ulp off', nudged(unitScaled(rayThroughTriangleVertex({ coordinates: 'safe' })))],
  ['through an edge, unit doubles', unitScaled(rayThroughTriangleEdge({ coordinates: 'safe' }))],
  ['through an edge, all scales', rayThroughTriangleEdge({ coordinates: 'double' })],
  ['through an edge, one ulp off', nudged(unitScaled(rayThroughTriangleEdge({ coordinates: 'safe' })))],
];
const meshFamilies: Family<ClosedMeshCase>[] = [
  ['closed box, unit doubles', unitScaled(closedTriangleMesh({ shape: 'box', coordinates: 'safe' }))],
  ['closed double fan, unit doubles', unitScaled(closedTriangleMesh({ shape: 'fan', coordinates: 'safe' }))],
  ['closed box, all scales', closedTriangleMesh({ shape: 'box', coordinates: 'double' })],
  ['closed double fan, all scales', closedTriangleMesh({ shape: 'fan', coordinates: 'double' })],
];
const pairFamilies: Family<TrianglePair>[] = [
  ['free unit doubles', fc.tuple(unitTriangle, unitTriangle).map(([a, b]) => ({ a, b }))],
  ['touching, unit doubles', unitScaled(touchingTrianglePair({ coordinates: 'safe' }))],
  ['touching, all scales', touchingTrianglePair({ coordinates: 'double' })],
  ['touching, one ulp off', nudged(unitScaled(touchingTrianglePair({ coordinates: 'safe' })))],
  ['coplanar, unit doubles', unitScaled(coplanarTrianglePair({ coordinates: 'safe' }))],
  ['coplanar, one ulp off', nudged(unitScaled(coplanarTrianglePair({ coordinates: 'safe' })))],
];

const tables = {
  moller: new AgreementTable('`rayTriangleFloat` (Möller–Trumbore) vs `rayIntersectsTriangle`; no separation model, rates only'),
  mollerRounding: new AgreementTable(
    '`rayTriangleFloat` (Möller–Trumbore) vs `rayIntersectsTriangle`, only the cases where its 1e-6 "parallel" test does not fire: rounding alone',
  ),
  three: new AgreementTable("three.js's `Ray.intersectTriangle` (watertight, doubles) vs `rayIntersectsTriangle`; rates only"),
  meshMoller: new AgreementTable(
    'a ray from inside a closed mesh finds a triangle: Möller–Trumbore (a miss is a ray slipping through)',
  ),
  meshThree: new AgreementTable("a ray from inside a closed mesh finds a triangle: three.js's `Ray.intersectTriangle`"),
  pairs: new AgreementTable('`trianglesIntersectFloat` (Möller 1997) vs `trianglesIntersect`; rates only'),
};
afterEach(() => {
  for (const [file, table] of Object.entries(tables)) table.save(`triangle-${file}`);
});
afterAll(() => {
  for (const [file, table] of Object.entries(tables)) table.print(`triangle-${file}`);
});

/** A check in the hot loop (chai's expect is slow at a deep run's sizes). */
function must(ok: boolean, what: string): void {
  if (!ok) throw new Error(`expected ${what}`);
}

const A = new Vector3();
const B = new Vector3();
const C = new Vector3();
const target = new Vector3();
/** three.js's test, backface culling off, on the case's doubles. */
function threeHits(origin: Point3, dir: Point3, t: Tri): boolean {
  const ray = new Ray(new Vector3(...nums(origin)), new Vector3(...nums(dir)));
  A.set(...(nums(t[0]) as [number, number, number]));
  B.set(...(nums(t[1]) as [number, number, number]));
  C.set(...(nums(t[2]) as [number, number, number]));
  return ray.intersectTriangle(A, B, C, false, target) !== null;
}

/** Möller–Trumbore's determinant edge1 · (dir × edge2), computed as it computes it (for telling its threshold from its rounding). */
function mollerDeterminant(d: N, t: N[]): number {
  const [ax, ay, az] = t[0] as [number, number, number];
  const [bx, by, bz] = t[1] as [number, number, number];
  const [cx, cy, cz] = t[2] as [number, number, number];
  const [dx, dy, dz] = d as [number, number, number];
  const [x2, y2, z2] = [cx - ax, cy - ay, cz - az];
  return (bx - ax) * (dy * z2 - dz * y2) + (by - ay) * (dz * x2 - dx * z2) + (bz - az) * (dx * y2 - dy * x2);
}

describe.each(rayFamilies)('float ray–triangle tests against the exact one: %s', (name, arb) => {
  it('rayTriangleFloat and three.js', () => {
    fc.assert(
      fc.property(arb, ({ origin, dir, triangle }) => {
        const exact = rayIntersectsTriangle(origin, dir, triangle);
        const confirm = () => (lineTriangleFrac(origin, dir, true, triangle).kind !== 'none') === exact;
        const m = rayTriangleFloat(nums(origin), nums(dir), triangle.map(nums)) !== null;
        tables.moller.record(name, { separated: false, agree: m === exact, confirmed: m !== exact && confirm() });
        if (Math.abs(mollerDeterminant(nums(dir), triangle.map(nums))) >= 1e-6) {
          tables.mollerRounding.record(name, { separated: false, agree: m === exact, confirmed: m !== exact && confirm() });
        }
        const w = threeHits(origin, dir, triangle);
        tables.three.record(name, { separated: false, agree: w === exact, confirmed: w !== exact && confirm() });
        if (m !== exact || w !== exact) must(confirm(), 'a disagreement confirmed by the fraction reference');
      }),
      params(50),
    );
  });
});

describe.each(meshFamilies)('rays from inside closed meshes: %s', (name, arb) => {
  it('the exact test always finds a triangle; how often the float tests find none', () => {
    fc.assert(
      fc.property(arb, ({ triangles, inside, dir }) => {
        must(
          triangles.some((t) => rayIntersectsTriangle(inside, dir, t)),
          'the exact ray to hit the closed mesh',
        );
        const m = triangles.some((t) => rayTriangleFloat(nums(inside), nums(dir), t.map(nums)) !== null);
        tables.meshMoller.record(name, { separated: false, agree: m, confirmed: !m });
        const w = triangles.some((t) => threeHits(inside, dir, t));
        tables.meshThree.record(name, { separated: false, agree: w, confirmed: !w });
      }),
      params(30),
    );
  });
});

describe.each(pairFamilies)('float triangle–triangle test against the exact one: %s', (name, arb) => {
  it('trianglesIntersectFloat', () => {
    fc.assert(
      fc.property(arb, ({ a, b }) => {
        const exact = trianglesIntersect(a, b);
        const f = trianglesIntersectFloat(a.map(nums), b.map(nums));
        const ok = f === exact;
        const confirmed = !ok && trianglesIntersectFrac(a, b) === exact;
        tables.pairs.record(name, { separated: false, agree: ok, confirmed });
        if (!ok) must(confirmed, 'a disagreement confirmed by the separating-axis reference');
      }),
      params(50),
    );
  });
});
