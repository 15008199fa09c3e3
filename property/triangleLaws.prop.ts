import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RayTriangleCase, SegmentTriangleCase, TrianglePair } from '../src/arbitraries/index.js';
import {
  coplanarTrianglePair,
  hugeBigIntCoordinate,
  point3,
  ray3,
  rayThroughTriangleEdge,
  rayThroughTriangleVertex,
  segment3,
  segmentEndingOnTrianglePlane,
  segmentInTrianglePlane,
  touchingTrianglePair,
} from '../src/arbitraries/index.js';
import type { Coordinate, Point3 } from '../src/core/coordinate.js';
import {
  orient3d,
  Rational,
  rayIntersectsTriangle,
  rayTriangle,
  segmentIntersectsTriangle,
  segmentTriangle,
  triangleBarycentric,
  trianglesIntersect,
} from '../src/index.js';
import { collinearFrac, lineTriangleFrac, showLineTriangle, trianglesIntersectFrac } from '../test/support/triangleFrac.js';
import { permutations, showRayHit, showSegmentTriangle } from '../test/triangle/helpers.js';
import type { Family } from './support/families.js';
import { params } from './support/params.js';
import { scale, translate } from './support/transforms.js';

/*
 * Laws of the triangle functions, on every triangle family and free inputs
 * of several coordinate kinds:
 * - a hit point is origin + t·dir (or s(t)), lies in the triangle's plane
 *   (orient3d = 0), and its barycentric coordinates rebuild it, all ≥ 0,
 *   with as many zeros as `where` says;
 * - the answers are the same for every order of the vertices (and for a
 *   and b swapped), and under a huge bigint translation and a positive
 *   scaling, with t unchanged;
 * - rayTriangle equals segmentTriangle on a segment long enough to hold
 *   the whole triangle's reach, and the yes-or-no predicates equal the
 *   constructions;
 * - everything equals the fraction references (Cramer's rule, barycentric
 *   clipping, separating axes).
 */

type Tri = readonly [Point3, Point3, Point3];
const triangle = (kind: 'grid' | 'mixed' | 'double') =>
  fc
    .tuple(point3({ coordinates: kind }), point3({ coordinates: kind }), point3({ coordinates: kind }))
    .filter((t) => !collinearFrac(t)) as fc.Arbitrary<Tri>;

const rayFamilies: Family<RayTriangleCase>[] = [
  ['through a vertex, mixed', rayThroughTriangleVertex()],
  ['through a vertex, double', rayThroughTriangleVertex({ coordinates: 'double' })],
  ['through an edge, mixed', rayThroughTriangleEdge()],
  ['through an edge, rational', rayThroughTriangleEdge({ coordinates: 'rational' })],
  ['free grid', fc.tuple(ray3({ coordinates: 'grid' }), triangle('grid')).map(([r, t]) => ({ ...r, triangle: t }))],
  ['free mixed', fc.tuple(ray3({ coordinates: 'mixed' }), triangle('mixed')).map(([r, t]) => ({ ...r, triangle: t }))],
];
const segmentFamilies: Family<SegmentTriangleCase>[] = [
  ['ending on the plane, mixed', segmentEndingOnTrianglePlane()],
  ['ending on the plane, huge', segmentEndingOnTrianglePlane({ coordinates: 'huge' })],
  ['in the plane, mixed', segmentInTrianglePlane()],
  ['in the plane, double', segmentInTrianglePlane({ coordinates: 'double' })],
  ['free grid', fc.tuple(segment3({ coordinates: 'grid' }), triangle('grid')).map(([s, t]) => ({ segment: s, triangle: t }))],
];
const pairFamilies: Family<TrianglePair>[] = [
  ['touching, mixed', touchingTrianglePair()],
  ['touching by an edge, double', touchingTrianglePair({ coordinates: 'double', touch: 'edge' })],
  ['coplanar, mixed', coplanarTrianglePair()],
  ['coplanar, rational', coplanarTrianglePair({ coordinates: 'rational' })],
  ['free grid', fc.tuple(triangle('grid'), triangle('grid')).map(([a, b]) => ({ a, b }))],
];

const R = (x: Coordinate) => Rational.from(x);
/** How many barycentric zeros each location has. */
const ZEROS = { vertex: 2, edge: 1, interior: 0 } as const;

/** The hit point p + t·w is on the triangle where it says, by orient3d and the barycentric weights. */
function checkPoint(point: readonly Rational[], t: Tri, where: 'vertex' | 'edge' | 'interior'): void {
  expect(orient3d(t[0], t[1], t[2], point as unknown as Point3)).toBe(0);
  const w = triangleBarycentric(point as unknown as Point3, t);
  expect(w.every((x) => x.sign() >= 0)).toBe(true);
  expect(w.filter((x) => x.sign() === 0).length).toBe(ZEROS[where]);
  for (let k = 0; k < 3; k++) {
    const at = (i: number) => R(t[i]?.[k] as Coordinate);
    const x = w[0]
      .mul(at(0))
      .add(w[1].mul(at(1)))
      .add(w[2].mul(at(2)));
    expect(x.equals(point[k] as Rational)).toBe(true);
  }
}

const huge = hugeBigIntCoordinate();
const shift = fc.tuple(huge, huge, huge).map((v) => v.map((x) => BigInt(x as bigint)));
const move = (t: Tri, by: bigint[], k: bigint) => t.map((p) => scale(translate(p, by), k)) as unknown as Tri;

describe.each(rayFamilies)('rayTriangle laws: %s', (_name, arb) => {
  it('the hit is origin + t·dir, in the plane, where it says; the predicate agrees; the fraction reference agrees', () => {
    fc.assert(
      fc.property(arb, ({ origin, dir, triangle: t }) => {
        const hit = rayTriangle(origin, dir, t);
        expect(rayIntersectsTriangle(origin, dir, t)).toBe(hit !== null);
        expect(showRayHit(hit)).toEqual(showLineTriangle(lineTriangleFrac(origin, dir, true, t)));
        if (hit === null) return;
        expect(hit.t.sign() >= 0).toBe(true);
        const along = origin.map((x, k) => R(x).add(hit.t.mul(R(dir[k] as Coordinate))));
        expect(hit.point.map(String)).toEqual(along.map(String));
        checkPoint(hit.point, t, hit.where);
      }),
      params(60),
    );
  });

  it('the same for every order of the vertices, and under a huge translation and a scaling of everything (t unchanged)', () => {
    fc.assert(
      fc.property(arb, shift, fc.bigInt({ min: 1n, max: 1n << 80n }), ({ origin, dir, triangle: t }, by, k) => {
        const want = rayTriangle(origin, dir, t);
        for (const u of permutations(t as never)) expect(showRayHit(rayTriangle(origin, dir, u))).toEqual(showRayHit(want));
        const moved = rayTriangle(move([origin, origin, origin], by, k)[0], scale(dir, k) as unknown as Point3, move(t, by, k));
        expect([moved?.t.toString(), moved?.where]).toEqual([want?.t.toString(), want?.where]);
      }),
      params(30),
    );
  });

  it('equals segmentTriangle on a segment from the origin past anything the ray can reach on the triangle', () => {
    fc.assert(
      fc.property(arb, ({ origin, dir, triangle: t }) => {
        const hit = rayTriangle(origin, dir, t);
        // A point origin + s·dir of the triangle has s·max|dir_k| ≤ max over vertices of |v_k − origin_k|: L is past it.
        const reach = t.flatMap((v) =>
          v.map((x, k) =>
            R(x)
              .sub(R(origin[k] as Coordinate))
              .abs(),
          ),
        );
        const top = dir.map((x) => R(x).abs()).reduce((a, b) => Rational.max(a, b));
        const L = reach
          .reduce((a, b) => Rational.max(a, b))
          .div(top)
          .add(1);
        const end = origin.map((x, k) => R(x).add(L.mul(R(dir[k] as Coordinate)))) as unknown as Point3;
        const seg = segmentTriangle([origin, end], t);
        if (hit === null) return seg.kind === 'none';
        const first = seg.kind === 'point' ? seg.t : seg.kind === 'segment' ? seg.t[0] : null;
        expect(first?.mul(L).equals(hit.t)).toBe(true);
        if (seg.kind === 'point') expect(seg.where).toBe(hit.where);
        return true;
      }),
      params(60),
    );
  });
});

describe.each(segmentFamilies)('segmentTriangle laws: %s', (_name, arb) => {
  it('points are s(t) in the plane where they say; pieces have t0 < t1 and lie in the plane; the predicate and the reference agree', () => {
    fc.assert(
      fc.property(arb, ({ segment: [p, q], triangle: t }) => {
        const x = segmentTriangle([p, q], t);
        expect(segmentIntersectsTriangle([p, q], t)).toBe(x.kind !== 'none');
        expect(showSegmentTriangle(x)).toEqual(showLineTriangle(lineTriangleFrac(p, q, false, t)));
        const at = (s: Rational) => p.map((v, k) => R(v).add(s.mul(R(q[k] as Coordinate).sub(R(v)))));
        if (x.kind === 'point') {
          expect(x.point.map(String)).toEqual(at(x.t).map(String));
          checkPoint(x.point, t, x.where);
        }
        if (x.kind === 'segment') {
          expect(x.t[0].lt(x.t[1])).toBe(true);
          expect(x.segment.map((e) => e.map(String))).toEqual(x.t.map((s) => at(s).map(String)));
          for (const e of x.segment) expect(orient3d(t[0], t[1], t[2], e as unknown as Point3)).toBe(0);
        }
      }),
      params(60),
    );
  });

  it('the same for every order of the vertices; reversing the segment maps t to 1 − t', () => {
    fc.assert(
      fc.property(arb, ({ segment: [p, q], triangle: t }) => {
        const want = showSegmentTriangle(segmentTriangle([p, q], t));
        for (const u of permutations(t as never)) expect(showSegmentTriangle(segmentTriangle([p, q], u))).toEqual(want);
        const x = segmentTriangle([p, q], t);
        const y = segmentTriangle([q, p], t);
        expect(y.kind).toBe(x.kind);
        const flip = (s: Rational) => Rational.ONE.sub(s).toString();
        if (x.kind === 'segment' && y.kind === 'segment') expect(y.t.map(String)).toEqual([flip(x.t[1]), flip(x.t[0])]);
        const zeroLength = p.every((v, k) => R(v).equals(R(q[k] as Coordinate)));
        if (x.kind === 'point' && y.kind === 'point' && !zeroLength) expect(y.t.toString()).toBe(flip(x.t));
      }),
      params(40),
    );
  });
});

describe.each(pairFamilies)('trianglesIntersect laws: %s', (_name, arb) => {
  it('symmetric, the same for every order of either triangle, equal to the separating-axis reference', () => {
    fc.assert(
      fc.property(arb, ({ a, b }) => {
        const want = trianglesIntersect(a, b);
        expect(want).toBe(trianglesIntersectFrac(a, b));
        for (const u of permutations(a as never)) expect(trianglesIntersect(b, u)).toBe(want);
        for (const v of permutations(b as never)) expect(trianglesIntersect(v, a)).toBe(want);
      }),
      params(40),
    );
  });

  it('invariant under a huge translation and a scaling of both', () => {
    fc.assert(
      fc.property(arb, shift, fc.bigInt({ min: 1n, max: 1n << 80n }), ({ a, b }, by, k) => {
        expect(trianglesIntersect(move(a, by, k), move(b, by, k))).toBe(trianglesIntersect(a, b));
      }),
      params(30),
    );
  });
});
