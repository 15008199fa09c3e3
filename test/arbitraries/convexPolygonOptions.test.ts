import { describe, expect, it } from 'vitest';
import { convexPolygon } from '../../src/arbitraries/index.js';
import type { Point2 } from '../../src/core/coordinate.js';
import { orient2dExact } from '../support/frac.js';
import { int, sample } from './sampling.js';

/*
 * convexPolygon's options. With collinear and duplicates off the polygon is
 * the strictly convex hull of at most maxPoints lattice points; with them
 * on, mid-edge and repeated vertices are added to any edge or vertex, about
 * one in four. Grid coordinates, so vertices can be compared with ===.
 */

const same = (p: Point2, q: Point2) => p[0] === q[0] && p[1] === q[1];
const at = <T>(xs: readonly T[], i: number) => xs[(i + xs.length) % xs.length] as T;
/** Twice the signed area, on the integer vertices. */
const area2 = (poly: Point2[]) =>
  poly.reduce((s, p, i) => s + int(p[0]) * int(at(poly, i + 1)[1]) - int(p[1]) * int(at(poly, i + 1)[0]), 0n);
/** Positions of the vertices strictly between their (distinct) neighbours on a line. */
const midVertices = (poly: Point2[]) =>
  poly.flatMap((p, i) => {
    const a = at(poly, i - 1);
    const b = at(poly, i + 1);
    return !same(a, p) && !same(p, b) && orient2dExact(a, p, b) === 0 ? [i] : [];
  });
/** Positions i where vertex i + 1 repeats vertex i. */
const repeats = (poly: Point2[]) => poly.flatMap((p, i) => (same(p, at(poly, i + 1)) ? [i] : []));

describe('collinear: false, duplicates: false', () => {
  const plain = (maxPoints: number) =>
    sample(convexPolygon({ coordinates: 'grid', maxPoints, collinear: false, duplicates: false }), 300);
  it('gives strictly convex polygons: every turn has the sign of the area', () => {
    for (const poly of [...plain(8), ...plain(3)]) {
      const s = area2(poly) > 0n ? 1 : -1;
      expect(poly.length).toBeGreaterThanOrEqual(3);
      expect(poly.every((p) => p.length === 2)).toBe(true);
      expect(poly.every((p, i) => orient2dExact(at(poly, i - 1), p, at(poly, i + 1)) === s)).toBe(true);
    }
  });
  it('has at most maxPoints vertices, many when maxPoints is large', () => {
    expect(plain(3).every((poly) => poly.length === 3)).toBe(true);
    expect(plain(8).every((poly) => poly.length <= 8)).toBe(true);
    expect(Math.max(...plain(8).map((poly) => poly.length))).toBe(8);
  });
  it('the triangles are all sorts of triangles', () => {
    const keys = new Set(plain(3).map((poly) => JSON.stringify(poly)));
    expect(keys.size).toBeGreaterThan(100);
  });
  it('comes in both windings', () => {
    const signs = new Set(plain(8).map((poly) => area2(poly) > 0n));
    expect(signs).toEqual(new Set([true, false]));
  });
});

/** Added vertices (those `find` reports) per original vertex, over all polygons. */
function extraShare(polys: Point2[][], find: (poly: Point2[]) => number[]): number {
  const found = polys.map(find);
  const count = found.reduce((s, f) => s + f.length, 0);
  const original = polys.reduce((s, p, i) => s + p.length - (found[i] as number[]).length, 0);
  return count / original;
}

describe('collinear mid-edge vertices (duplicates off)', () => {
  const polys = sample(convexPolygon({ coordinates: 'grid', duplicates: false }), 300);
  it('appear, on about one edge in four', () => {
    const share = extraShare(polys, midVertices);
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.35);
  });
  it('are added only when drawn: polygons without them are not rescaled, odd coordinates remain', () => {
    // Triangles: a polygon often draws no mid-edge vertex at all.
    const triangles = sample(convexPolygon({ coordinates: 'grid', maxPoints: 3, duplicates: false }), 300);
    const without = triangles.filter((p) => midVertices(p).length === 0);
    expect(without.some((p) => p.some((v) => v.some((x) => int(x) % 2n !== 0n)))).toBe(true);
  });
});

describe('repeated vertices (collinear off)', () => {
  const polys = sample(convexPolygon({ coordinates: 'grid', collinear: false }), 300);
  it('appear on about one vertex in four, anywhere in the polygon', () => {
    const reps = polys.map(repeats);
    const share = extraShare(polys, repeats);
    expect(share).toBeGreaterThan(0.15);
    expect(share).toBeLessThan(0.35);
    expect(reps.some((r) => r.some((i) => i > 0))).toBe(true);
  });
  it('are drawn for each vertex on its own: polygons without any repeat are as common as (3/4)^n says', () => {
    const without = polys.filter((p) => repeats(p).length === 0).length / polys.length;
    const expected = polys.reduce((s, p) => s + 0.75 ** (p.length - repeats(p).length), 0) / polys.length;
    expect(Math.abs(without - expected)).toBeLessThan(0.08);
  });
  it('never make three consecutive distinct collinear vertices', () => {
    expect(polys.filter((p) => midVertices(p).length > 0)).toEqual([]);
  });
});

describe('regression: the fallback triangle is not shared state', () => {
  // Three collinear points have no hull and give a fixed triangle; reversing
  // that shared array in place for a clockwise draw made later draws depend
  // on earlier ones, so a seed no longer reproduced its polygons.
  it('the same seed gives the same polygons, twice in a row', () => {
    const arb = convexPolygon({ coordinates: 'grid', maxPoints: 3 });
    for (const seed of [1, 8, 13]) {
      expect(sample(arb, 100, seed)).toEqual(sample(arb, 100, seed));
    }
  });
});
