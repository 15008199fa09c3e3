import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CoordinateKind } from '../src/arbitraries/index.js';
import { convexPolygon, segment2 } from '../src/arbitraries/index.js';
import type { Coordinate, Point2, Segment2 } from '../src/core/coordinate.js';
import { orient2d, pointInConvexPolygon, Rational, segmentIntersectsConvexPolygon } from '../src/index.js';
import { locateFrac, segmentMeetsPolygonFrac } from '../test/support/polygonFrac.js';
import { params } from './support/params.js';

/*
 * pointInConvexPolygon and segmentIntersectsConvexPolygon against
 * independent exact methods (crossing number, Cyrus–Beck), plus
 * invariance under the polygon's presentation (winding, start vertex,
 * repeated vertices). Test points and segments are built from the
 * polygon's own vertices by exact affine combinations so that they land
 * inside, on and near the boundary often.
 */

const R = (x: Coordinate) => Rational.from(x);
/** (1 − λ)·a + λ·b exactly, λ = n/16 in [-1, 2]: on the line ab, inside, beyond either end. */
const lerp = (a: Point2, b: Point2, n: number): Point2 => {
  const l = Rational.of(BigInt(n), 16n);
  const one = Rational.ONE.sub(l);
  return [one.mul(R(a[0])).add(l.mul(R(b[0]))), one.mul(R(a[1])).add(l.mul(R(b[1])))];
};

/** A polygon with a point near it: on a line through two vertices, or a blend of three. */
const polygonAndPoint = (kind: CoordinateKind) =>
  fc
    .tuple(
      convexPolygon({ coordinates: kind }),
      fc.nat(),
      fc.nat(),
      fc.nat(),
      fc.integer({ min: -16, max: 32 }),
      fc.integer({ min: -16, max: 32 }),
    )
    .map(([poly, i, j, k, n, m]) => {
      const v = (x: number) => poly[x % poly.length] as Point2;
      return [poly, lerp(lerp(v(i), v(j), n), v(k), m)] as const;
    });

const polygonAndSegment = (kind: CoordinateKind) =>
  fc
    .tuple(polygonAndPoint(kind), polygonAndPoint(kind), fc.boolean(), segment2({ coordinates: kind }))
    .map(([[poly, p], [, q], free, s]) => {
      const seg: Segment2 = free ? s : [p, lerp(q, p, 0)];
      return [poly, seg] as const;
    });

/** Same polygon, other presentations: reversed, rotated, with a vertex repeated. */
const presentations = (poly: Point2[], k: number): Point2[][] => {
  const n = poly.length;
  const rotated = [...poly.slice(k % n), ...poly.slice(0, k % n)];
  const doubled = poly.flatMap((p, i) => (i === k % n ? [p, p] : [p]));
  return [[...poly].reverse(), rotated, doubled];
};

const KINDS: CoordinateKind[] = ['grid', 'safe', 'huge', 'double', 'rational', 'mixed'];

describe.each(KINDS)('convex polygons, %s coordinates', (kind) => {
  it('every vertex and every edge midpoint is on the boundary; a triangle centroid is inside', () => {
    fc.assert(
      fc.property(convexPolygon({ coordinates: kind }), (poly) => {
        const n = poly.length;
        for (let i = 0; i < n; i++) {
          const a = poly[i] as Point2;
          const b = poly[(i + 1) % n] as Point2;
          expect(pointInConvexPolygon(a, poly)).toBe('boundary');
          expect(pointInConvexPolygon(lerp(a, b, 8), poly)).toBe('boundary');
        }
        // Any three vertices spanning area: their centroid is interior.
        for (let i = 1; i + 1 < n; i++) {
          const [a, b, c] = [poly[0], poly[i], poly[i + 1]] as [Point2, Point2, Point2];
          if (orient2d(a, b, c) === 0) continue;
          const third = Rational.of(1n, 3n);
          const centroid: Point2 = [0, 1].map((k) =>
            R(a[k] as Coordinate)
              .add(R(b[k] as Coordinate))
              .add(R(c[k] as Coordinate))
              .mul(third),
          ) as unknown as Point2;
          expect(pointInConvexPolygon(centroid, poly)).toBe('inside');
          break;
        }
      }),
      params(50),
    );
  });

  it('pointInConvexPolygon equals the crossing-number method, for every presentation', () => {
    fc.assert(
      fc.property(polygonAndPoint(kind), fc.nat(), ([poly, p], k) => {
        const expected = locateFrac(p, poly);
        expect(pointInConvexPolygon(p, poly)).toBe(expected);
        for (const other of presentations(poly, k)) expect(pointInConvexPolygon(p, other)).toBe(expected);
      }),
      params(),
    );
  });

  it('segmentIntersectsConvexPolygon equals Cyrus–Beck clipping, for every presentation', () => {
    fc.assert(
      fc.property(polygonAndSegment(kind), fc.nat(), ([poly, s], k) => {
        const expected = segmentMeetsPolygonFrac(s, poly);
        expect(segmentIntersectsConvexPolygon(s, poly)).toBe(expected);
        for (const other of presentations(poly, k)) expect(segmentIntersectsConvexPolygon(s, other)).toBe(expected);
      }),
      params(),
    );
  });
});
