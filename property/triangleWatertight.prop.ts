import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClosedMeshCase } from '../src/arbitraries/index.js';
import { closedTriangleMesh } from '../src/arbitraries/index.js';
import type { Point3 } from '../src/core/coordinate.js';
import { Rational, rayIntersectsTriangle, rayTriangle, triangleBarycentric } from '../src/index.js';
import type { Family } from './support/families.js';
import { params } from './support/params.js';

/*
 * Watertightness: every ray from inside a closed mesh hits it, whatever it
 * aims at — a vertex, the midpoint of an edge, anywhere. A hit on an edge
 * is a hit on every triangle having that edge (both), at the same t; a hit
 * at a vertex is a hit on every triangle around it. For a box (convex)
 * every hit is the one exit point: all at the same t.
 */

type Tri = readonly [Point3, Point3, Point3];

const families: Family<ClosedMeshCase>[] = (['grid', 'safe', 'double', 'rational', 'mixed'] as const).flatMap(
  (kind) =>
    [
      [`box, ${kind}`, closedTriangleMesh({ shape: 'box', coordinates: kind })],
      [`fan, ${kind}`, closedTriangleMesh({ shape: 'fan', coordinates: kind })],
    ] as Family<ClosedMeshCase>[],
);

/** A vertex by its exact value (the mixed kind writes one value as a number in one triangle and a Rational in another). */
const key = (p: Point3) => p.map((x) => Rational.from(x).toString()).join(',');

/** The indices of the triangles having every one of these vertices. */
function around(triangles: readonly Tri[], points: readonly Point3[]): number[] {
  return triangles.flatMap((t, i) => (points.every((p) => t.map(key).includes(key(p))) ? [i] : []));
}

describe.each(families)('every ray from inside a closed mesh hits it: %s', (_name, arb) => {
  it('some triangle is hit; an edge or vertex hit is a hit, at the same t, on every triangle there', () => {
    fc.assert(
      fc.property(arb, ({ triangles, inside, dir }) => {
        const hits = triangles.map((t) => rayTriangle(inside, dir, t));
        expect(hits.some((h) => h !== null)).toBe(true);
        hits.forEach((h, i) => {
          const t = triangles[i] as Tri;
          expect(rayIntersectsTriangle(inside, dir, t)).toBe(h !== null);
          if (h === null || h.where === 'interior') return;
          // The vertices the hit lies on: those with a non-zero barycentric weight.
          const w = triangleBarycentric(h.point, t);
          const on = t.filter((_v, k) => (w[k] as { sign(): number }).sign() !== 0);
          expect(on.length).toBe(h.where === 'vertex' ? 1 : 2);
          const shared = around(triangles, on);
          expect(shared.length).toBeGreaterThanOrEqual(2);
          for (const j of shared) expect(hits[j]?.t.equals(h.t)).toBe(true);
        });
      }),
      params(40),
    );
  });
});

describe.each(families.filter(([name]) => name.startsWith('box')))('a box has one exit: %s', (_name, arb) => {
  it('every hit has the same t', () => {
    fc.assert(
      fc.property(arb, ({ triangles, inside, dir }) => {
        const ts = triangles.flatMap((t) => rayTriangle(inside, dir, t)?.t.toString() ?? []);
        expect(new Set(ts).size).toBe(1);
      }),
      params(40),
    );
  });
});
