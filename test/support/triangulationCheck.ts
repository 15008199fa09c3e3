import { expect } from 'vitest';
import type { Coordinate } from '../../src/core/coordinate.js';
import { Rational } from '../../src/core/rational.js';
import { windingNumber } from '../../src/polygon/windingNumber.js';
import type { Triangulation } from '../../src/triangulation/delaunay.js';
import type { ListPoint, TriangleListRules } from '../../src/triangulation/triangleListProblem.js';
import { triangleListProblem } from '../../src/triangulation/triangleListProblem.js';
import { triangulatePolygon } from '../../src/triangulation/triangulatePolygon.js';
import { fracPoint, incircleExact } from './frac.js';
import { regionAreaSweep } from './regionAreaSweep.js';
import { arrangementVerticesFrac, cdtVerticesFrac, distinctVertices, hullAreaFrac, ringEdges } from './triangulationFrac.js';

/*
 * The checks every triangulation test runs on every output: the triangle
 * list rules of PROTOCOL.md (triangleListProblem, exact) against regions,
 * areas and vertex sets computed independently on the fraction kernel, and
 * the flat structure's own invariants (twins, hull).
 */

type AnyPoint = readonly Coordinate[];

/** The triangles of a triangulation as exact points. */
export function trianglePoints(t: Triangulation): ListPoint[][] {
  const out: ListPoint[][] = [];
  for (let k = 0; k < t.triangles.length; k += 3) {
    out.push([0, 1, 2].map((j) => t.point(t.triangles[k + j] as number)));
  }
  return out;
}

/** halfedges[e] is e's twin (same edge, the other way) or −1 on the hull, and the hull lists those edges counterclockwise. */
export function checkStructure(t: Triangulation): void {
  const { triangles, halfedges, hull } = t;
  expect(halfedges.length).toBe(triangles.length);
  const next = (e: number) => (e % 3 === 2 ? e - 2 : e + 1);
  const hullNext = new Map<number, number>();
  for (let e = 0; e < triangles.length; e++) {
    const g = halfedges[e] as number;
    if (g === -1) {
      expect(hullNext.has(triangles[e] as number)).toBe(false);
      hullNext.set(triangles[e] as number, triangles[next(e)] as number);
      continue;
    }
    expect(halfedges[g]).toBe(e);
    expect(triangles[g]).toBe(triangles[next(e)]);
    expect(triangles[next(g)]).toBe(triangles[e]);
  }
  if (triangles.length === 0) return;
  expect(hullNext.size).toBe(hull.length);
  for (let i = 0; i < hull.length; i++) expect(hullNext.get(hull[i] as number)).toBe(hull[(i + 1) % hull.length]);
}

/** Fails with the checker's reason unless the triangle list obeys the rules. */
export function expectValid(triangles: readonly (readonly ListPoint[])[], rules: TriangleListRules): void {
  expect(triangleListProblem(triangles, rules)).toBeNull();
}

/** The delaunay rules: vertices exactly the distinct points, area of their hull, every edge locally Delaunay. */
export function checkDelaunay(points: readonly AnyPoint[], t: Triangulation): void {
  checkStructure(t);
  const vertices = distinctVertices(points.map((p) => fracPoint(p) as never));
  const tris = trianglePoints(t);
  expectValid(tris, {
    vertices,
    allVertices: true,
    area: points.length < 3 ? Rational.ZERO : hullAreaFrac(points),
    delaunay: true,
  });
  if (tris.length === 0) expect(hullAreaFrac(points).sign()).toBe(0);
}

/** The global empty-circle property, point by point (small inputs only). */
export function checkEmptyCircles(points: readonly AnyPoint[], t: Triangulation): void {
  for (const tri of trianglePoints(t)) {
    const [a, b, c] = tri as unknown as [AnyPoint, AnyPoint, AnyPoint];
    for (const p of points) expect(incircleExact(a, b, c, p)).toBeLessThanOrEqual(0);
  }
}

/** The constrained Delaunay rules (see PROTOCOL.md). */
export function cdtRules(points: readonly AnyPoint[], segments: readonly (readonly [AnyPoint, AnyPoint])[]): TriangleListRules {
  const vertices = cdtVerticesFrac(points, segments);
  const all = vertices.map((v) => v as unknown as AnyPoint);
  return {
    vertices,
    allVertices: true,
    area: all.length < 3 ? Rational.ZERO : hullAreaFrac(all),
    constraints: segments.map(([a, b]) => [a, b] as unknown as readonly [ListPoint, ListPoint]),
    delaunay: true,
  };
}

/** What is wrong with triangulatePolygon's answer for the rings under the rule (null: nothing). */
export function polygonProblem(rings: readonly (readonly AnyPoint[])[], rule: 'nonzero' | 'evenodd'): string | null {
  const t = triangulatePolygon(rings as never, { rule });
  const tris: ListPoint[][] = [];
  for (let k = 0; k < t.triangles.length; k += 3) tris.push([0, 1, 2].map((j) => t.vertex(t.triangles[k + j] as number)));
  const evenOdd = rule === 'evenodd';
  const why = triangleListProblem(tris, {
    vertices: arrangementVerticesFrac(rings),
    allVertices: false,
    area: regionAreaSweep(rings, evenOdd),
    boundary: ringEdges(rings) as never,
    inside: (p) => {
      const w = windingNumber(p as never, rings as never);
      return !w.boundary && (evenOdd ? (w.winding & 1) !== 0 : w.winding !== 0);
    },
  });
  return why === null ? null : `${why} for ${JSON.stringify({ rings, rule }, (_, v) => (typeof v === 'bigint' ? `${v}n` : v))}`;
}
