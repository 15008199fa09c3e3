import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CoordinateKind } from '../src/arbitraries/index.js';
import {
  convexPolygon,
  hullPoints,
  point2,
  polygonBoundaryPoint,
  ringWithHoles,
  selfIntersectingRing,
  simpleRing,
  spikedRing,
} from '../src/arbitraries/index.js';
import type { Coordinate, Point2 } from '../src/core/coordinate.js';
import {
  convexHull,
  isSimplePolygon,
  orient2d,
  pointInConvexPolygon,
  pointInPolygon,
  polygonArea,
  preparePolygon,
  Rational,
  windingNumber,
} from '../src/index.js';
import { equalsRational, mul } from '../test/support/frac.js';
import { checkSimplicity } from '../test/support/invariants.js';
import { signedArea2 } from '../test/support/polygonFrac.js';
import { hullFrac, windingFrac } from '../test/support/polygonsFrac.js';
import type { Family } from './support/families.js';
import { params } from './support/params.js';
import { rotate90, translate } from './support/transforms.js';

/*
 * The laws of the polygon functions on every polygon family and coordinate
 * kind: equality with the independent fraction references, invariance of
 * inside/boundary/outside under huge translations and exact rotations by
 * 90°, the two fill rules agreeing on simple rings, reversal negating
 * winding numbers and areas, the hull's laws, and agreement with
 * pointInConvexPolygon on convex rings. Test points are built from the
 * polygon's own vertices by exact affine combinations, so that they fall
 * inside, on and near the boundary often.
 */

type Rings = Point2[][];
type Case = { rings: Rings; point: Point2 };

const R = (x: Coordinate) => Rational.from(x);
/** (1 − n/16)·a + (n/16)·b exactly: on the line ab, between a and b, or beyond either. */
const lerp = (a: Point2, b: Point2, n: number): Point2 => {
  const l = Rational.of(BigInt(n), 16n);
  const one = Rational.ONE.sub(l);
  return [one.mul(R(a[0])).add(l.mul(R(b[0]))), one.mul(R(a[1])).add(l.mul(R(b[1])))];
};

/** Rings with a point made from their vertices (or the family's own boundary point). */
function withPoint(rings: fc.Arbitrary<Rings>): fc.Arbitrary<Case> {
  return fc
    .tuple(rings, fc.nat(), fc.nat(), fc.nat(), fc.integer({ min: -8, max: 24 }), fc.integer({ min: -8, max: 24 }))
    .map(([rs, i, j, k, n, m]) => {
      const all = rs.flat();
      const v = (x: number) => all[x % all.length] as Point2;
      return { rings: rs, point: lerp(lerp(v(i), v(j), n), v(k), m) };
    });
}

const KINDS: CoordinateKind[] = ['grid', 'safe', 'huge', 'double', 'rational', 'mixed'];

/** Every polygon family of a kind, each with points near it. */
const families = (kind: CoordinateKind): Family<Case>[] => {
  const c = { coordinates: kind };
  return [
    [`simple ${kind}`, withPoint(simpleRing(c).map((r) => [r]))],
    [`holes ${kind}`, withPoint(ringWithHoles({ ...c, holeWinding: 'any' }))],
    [`self-intersecting ${kind}`, withPoint(selfIntersectingRing(c).map((r) => [r]))],
    [`spiked ${kind}`, withPoint(spikedRing(c).map((r) => [r]))],
    [`boundary point ${kind}`, polygonBoundaryPoint(c) as fc.Arbitrary<Case>],
  ];
};
const ALL = KINDS.flatMap(families);
const reversedRings = (rings: Rings): Rings => rings.map((r) => [...r].reverse());

describe.each(ALL)('polygon laws: %s', (_, arb) => {
  it("windingNumber and the prepared polygon's equal the fraction reference; pointInPolygon follows from it", () => {
    fc.assert(
      fc.property(arb, ({ rings, point }) => {
        const w = windingFrac(point, rings);
        const want = w === 'boundary' ? { boundary: true } : { boundary: false, winding: w };
        expect(windingNumber(point, rings)).toEqual(want);
        const prepared = preparePolygon(rings);
        expect(prepared.windingNumber(point)).toEqual(want);
        for (const rule of ['nonzero', 'evenodd'] as const) {
          const inside = w !== 'boundary' && (rule === 'nonzero' ? w !== 0 : w % 2 !== 0);
          const answer = w === 'boundary' ? 'boundary' : inside ? 'inside' : 'outside';
          expect(pointInPolygon(point, rings, { rule })).toBe(answer);
          expect(prepared.pointInPolygon(point, { rule })).toBe(answer);
        }
      }),
      params(20),
    );
  });

  it('inside, boundary and outside are invariant under a huge translation and rotations by 90°', () => {
    fc.assert(
      fc.property(arb, fc.tuple(fc.bigInt(), fc.bigInt()), ({ rings, point }, t) => {
        const shift = [t[0] << 200n, t[1] * 3n ** 150n];
        for (const rule of ['nonzero', 'evenodd'] as const) {
          const answer = pointInPolygon(point, rings, { rule });
          const moved = rings.map((r) => r.map((p) => translate(p, shift) as unknown as Point2));
          expect(pointInPolygon(translate(point, shift), moved, { rule })).toBe(answer);
          let r = rings;
          let p: readonly Coordinate[] = point;
          for (let turn = 0; turn < 3; turn++) {
            r = r.map((ring) => ring.map((v) => rotate90(v) as unknown as Point2));
            p = rotate90(p);
            expect(pointInPolygon(p, r, { rule })).toBe(answer);
          }
        }
      }),
      params(12),
    );
  });

  it('reversing every ring negates the winding number and the area', () => {
    fc.assert(
      fc.property(arb, ({ rings, point }) => {
        const w = windingNumber(point, rings);
        const back = windingNumber(point, reversedRings(rings));
        expect(back).toEqual(w.boundary ? w : { boundary: false, winding: -w.winding || 0 });
        expect(polygonArea(reversedRings(rings)).equals(polygonArea(rings).neg())).toBe(true);
        expect(
          equalsRational(
            polygonArea(rings),
            mul(
              rings.map(signedArea2).reduce((a, b) => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d })),
              { n: 1n, d: 2n },
            ),
          ),
        ).toBe(true);
      }),
      params(20),
    );
  });

  it('isSimplePolygon agrees with the pair-by-pair definition on every ring, its witness an offending pair', () => {
    fc.assert(
      fc.property(arb, ({ rings }) => {
        for (const ring of rings) checkSimplicity(ring, isSimplePolygon(ring));
      }),
      params(12),
    );
  });
});

describe.each(KINDS)('the two fill rules agree on simple rings and on holes that wind the other way: %s', (kind) => {
  it('nonzero = evenodd, and the winding number is -1, 0 or 1', () => {
    const c = { coordinates: kind };
    const simple = fc.oneof(withPoint(simpleRing(c).map((r) => [r])), withPoint(ringWithHoles({ ...c, maxParts: 3 })));
    fc.assert(
      fc.property(simple, ({ rings, point }) => {
        expect(pointInPolygon(point, rings, { rule: 'nonzero' })).toBe(pointInPolygon(point, rings, { rule: 'evenodd' }));
        const w = windingNumber(point, rings);
        if (!w.boundary) expect([-1, 0, 1]).toContain(w.winding);
      }),
      params(25),
    );
  });
});

describe.each(KINDS)('convex hull laws: %s', (kind) => {
  const c = { coordinates: kind };
  const sets: Family<Point2[]>[] = [
    ['triangle with points on its edges', hullPoints(c)],
    ['one line', hullPoints({ ...c, shape: 'line' })],
    ['free grid points', hullPoints({ ...c, shape: 'free' })],
    ['free points', fc.array(point2(c), { minLength: 1, maxLength: 30 })],
  ];
  it.each(sets)(
    '%s: the hull holds every point, its vertices are input points (by value), strictly convex, as gift wrapping finds it',
    (_, arb) => {
      fc.assert(
        fc.property(arb, (pts) => {
          const hull = convexHull(pts);
          for (const v of hull) expect(pts).toContainEqual(v);
          expect(hull).toEqual(hullFrac(pts).map((i) => pts[i]));
          const n = hull.length;
          if (n >= 3) {
            for (let i = 0; i < n; i++)
              expect(orient2d(hull[i] as Point2, hull[(i + 1) % n] as Point2, hull[(i + 2) % n] as Point2)).toBe(1);
          }
          for (const p of pts) expect(pointInConvexPolygon(p, hull)).not.toBe('outside');
          const all = convexHull(pts, { collinear: true });
          // The same coordinate values (as read, so the same objects for bigints and Rationals).
          expect(all.filter((p) => hull.some((h) => h[0] === p[0] && h[1] === p[1]))).toEqual(hull);
          if (n >= 3) for (const p of all) expect(pointInConvexPolygon(p, hull)).toBe('boundary');
        }),
        params(15),
      );
    },
  );
});

describe.each(KINDS)('pointInPolygon on a convex ring equals pointInConvexPolygon: %s', (kind) => {
  it('for points on, in and around the polygon', () => {
    fc.assert(
      fc.property(withPoint(convexPolygon({ coordinates: kind }).map((r) => [r])), ({ rings, point }) => {
        const ring = rings[0] as Point2[];
        const convex = pointInConvexPolygon(point, ring);
        expect(pointInPolygon(point, [ring])).toBe(convex);
        expect(pointInPolygon(point, [ring], { rule: 'evenodd' })).toBe(convex);
      }),
      params(30),
    );
  });
});
