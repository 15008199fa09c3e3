import { describe, expect, it } from 'vitest';
import type { Coordinate } from '../../src/index.js';
import { convexHull, ExactRangeError, ExactTypeError, orient2d, pointInConvexPolygon, Rational } from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import { hullFrac } from '../support/polygonsFrac.js';
import { mulberry32 } from '../support/random.js';

type P = readonly Coordinate[];

/** The hull's laws: input points (by value), counterclockwise and strictly convex, every point inside or on it. */
function checkHull(points: readonly P[], hull: readonly P[]): void {
  for (const v of hull) expect(points).toContainEqual(v);
  const n = hull.length;
  if (n >= 3) {
    for (let i = 0; i < n; i++) expect(orient2d(hull[i] as P, hull[(i + 1) % n] as P, hull[(i + 2) % n] as P)).toBe(1);
    for (const p of points) expect(pointInConvexPolygon(p, hull)).not.toBe('outside');
  }
}

describe('convexHull', () => {
  it('a square with points inside and on its edges', () => {
    const pts = [
      [1, 1],
      [0, 0],
      [2, 2],
      [2, 0],
      [1, 0],
      [0, 2],
      [0, 1],
    ];
    expect(convexHull(pts)).toEqual([
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ]);
    expect(convexHull(pts, { collinear: true })).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
      [2, 2],
      [0, 2],
      [0, 1],
    ]);
  });

  it('one point, equal points, two points, collinear points', () => {
    expect(convexHull([[3, 4]])).toEqual([[3, 4]]);
    expect(
      convexHull([
        [3, 4],
        [3, 4],
        [3, 4],
      ]),
    ).toEqual([[3, 4]]);
    expect(
      convexHull([
        [5, 5],
        [1, 2],
      ]),
    ).toEqual([
      [1, 2],
      [5, 5],
    ]);
    const line = [
      [2, 2],
      [0, 0],
      [3, 3],
      [1, 1],
      [3, 3],
    ];
    expect(convexHull(line)).toEqual([
      [0, 0],
      [3, 3],
    ]);
    expect(convexHull(line, { collinear: true })).toEqual([
      [0, 0],
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    const vertical = [
      [0, 5],
      [0, -1],
      [0, 2],
    ];
    expect(convexHull(vertical)).toEqual([
      [0, -1],
      [0, 5],
    ]);
  });

  it("returns new arrays of the values read, never the caller's (a regression: it returned the input objects)", () => {
    const a = [0, 0];
    const b = [0, -0];
    const c = [1n, 0];
    const d = [0, Rational.of(1n, 2n)];
    const hull = convexHull([b, c, a, d]);
    // Of equal points, the first given: b, with its −0.
    expect(hull).toEqual([b, c, d]);
    expect(Object.is(hull[0]?.[1], -0)).toBe(true);
    for (const v of hull) for (const p of [a, b, c, d]) expect(v).not.toBe(p);
  });

  it('vertical edges at both ends keep their collinear points in order with { collinear: true }', () => {
    const pts = [
      [0, 0],
      [0, 1],
      [0, 2],
      [3, 0],
      [3, 1],
      [3, 2],
      [1, 1],
    ];
    expect(convexHull(pts)).toEqual([
      [0, 0],
      [3, 0],
      [3, 2],
      [0, 2],
    ]);
    expect(convexHull(pts, { collinear: true })).toEqual([
      [0, 0],
      [3, 0],
      [3, 1],
      [3, 2],
      [0, 2],
      [0, 1],
    ]);
  });

  it('exact: a point one ulp outside an edge is a vertex, one on it is not', () => {
    const x = 0.1 + 0.2;
    const on = [
      [0, 0],
      [3 * x, 0],
      [0, 3 * x],
      [x, 2 * x],
    ];
    expect(convexHull(on)).toEqual(hullFrac(on).map((i) => on[i]));
    const big = 2n ** 80n;
    const pts = [
      [0n, 0n],
      [big, 0n],
      [0n, big],
      [big / 2n, big / 2n],
      [big / 2n + 1n, big / 2n],
    ];
    expect(convexHull(pts)).toEqual([
      [0n, 0n],
      [big, 0n],
      [big / 2n + 1n, big / 2n],
      [0n, big],
    ]);
    const third = Rational.of(1n, 3n);
    expect(
      convexHull([
        [0, 0],
        [1, 0],
        [third, Rational.of(2n, 3n)],
        [0, 1],
      ]),
    ).toHaveLength(3);
  });

  it('equals gift wrapping on random grid points (many collinear and equal), and keeps the laws', () => {
    const rand = mulberry32(21);
    for (let c = 0; c < 250; c++) {
      const n = 1 + Math.floor(rand() * 30);
      const span = 1 + Math.floor(rand() * 8);
      const pts: number[][] = [];
      for (let i = 0; i < n; i++) pts.push([Math.floor(rand() * span), Math.floor(rand() * span)]);
      const hull = convexHull(pts);
      expect(hull, JSON.stringify(pts)).toEqual(hullFrac(pts).map((i) => pts[i]));
      checkHull(pts, hull);
      // With collinear points kept: the strict hull's vertices in the same order, plus only boundary points.
      const all = convexHull(pts, { collinear: true });
      expect(all.filter((p) => hull.some((h) => h[0] === p[0] && h[1] === p[1]))).toEqual(hull);
      if (hull.length >= 3) for (const p of all) expect(pointInConvexPolygon(p, hull)).toBe('boundary');
    }
  });

  it('doubles of every scale, bigints, Rationals', () => {
    const rand = mulberry32(22);
    for (let c = 0; c < 100; c++) {
      const scale = 2 ** (Math.floor(rand() * 2000) - 1000);
      const pts: Coordinate[][] = [];
      for (let i = 0; i < 20; i++) pts.push([(rand() - 0.5) * scale, (rand() - 0.5) * scale]);
      pts.push([BigInt(Math.floor(rand() * 100)), Rational.of(1n, 7n)]);
      const hull = convexHull(pts);
      expect(hull).toEqual(hullFrac(pts).map((i) => pts[i]));
      checkHull(pts, hull);
    }
  });

  it('bad input', () => {
    expectError(() => convexHull([]), ExactRangeError, 'convexHull: points is empty, expected at least one point');
    expectError(() => convexHull([[0, 0], [1]]), ExactRangeError, 'convexHull: points[1] has 1 coordinates, expected 2');
    expectError(
      () => convexHull([[0, 0]], { collinear: 'yes' as never }),
      ExactTypeError,
      'convexHull: options.collinear is "yes", expected true or false',
    );
  });
});
