// Möller–Trumbore as most code writes it (rayTriangleFloat), its ordinary
// answers, and the real failures it has next to the exact rayTriangle.
import { Ray, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { rayTriangleFloat } from '../../src/float/index.js';
import { rayIntersectsTriangle, rayTriangle } from '../../src/index.js';
import { lineTriangleFrac, showLineTriangle } from '../support/triangleFrac.js';

type P = number[];
const tri = [
  [0, 0, 0],
  [4, 0, 0],
  [0, 4, 0],
];
const exact = (o: P, d: P, t: P[]) => {
  const hit = rayTriangle(o, d, t);
  return hit === null ? null : { t: hit.t.toString(), where: hit.where };
};
/** The same question to the fraction reference (Cramer's rule on fractions). */
const reference = (o: P, d: P, t: P[]) => showLineTriangle(lineTriangleFrac(o, d, true, t));
/** three.js's Ray.intersectTriangle (Woop, Benthin and Wald's watertight test in doubles), backface culling off. */
const three = (o: P, d: P, t: P[]) => {
  const v = (p: P) => new Vector3(p[0], p[1], p[2]);
  return new Ray(v(o), v(d)).intersectTriangle(v(t[0] as P), v(t[1] as P), v(t[2] as P), false, new Vector3()) !== null;
};

describe('rayTriangleFloat (Möller–Trumbore): ordinary cases', () => {
  it('a hit: t, the barycentric u and v, the point', () => {
    expect(rayTriangleFloat([1, 1, 4], [0, 0, -2], tri)).toEqual({ t: 2, u: 0.25, v: 0.25, point: [1, 1, 0] });
    expect(rayTriangleFloat([1, 1, -4], [0, 0, 1], tri)).toMatchObject({ t: 4 });
  });

  it('misses: beside the triangle, pointing away, parallel above it', () => {
    expect(rayTriangleFloat([3, 3, 4], [0, 0, -1], tri)).toBeNull();
    expect(rayTriangleFloat([1, 1, 4], [0, 0, 1], tri)).toBeNull();
    expect(rayTriangleFloat([1, 1, 4], [1, 0, 0], tri)).toBeNull();
  });
});

describe('rayTriangleFloat: wrong answers (exact: rayTriangle)', () => {
  it('slips between two triangles through the edge they share: misses both, where both are hit on the edge', () => {
    // Two triangles of a mesh sharing the edge A–B (C and D lie on opposite
    // sides of the plane of that edge and the ray). The ray aims at the
    // edge's midpoint; the mean of these doubles is exact, and so is the
    // difference, so the ray passes exactly through the edge at t = 1.
    const A = [0.5, 0.8, 2.4];
    const B = [0, 0.8, 0.5];
    const C = [2.5, 0.4, 2.9];
    const D = [0.8, 2.2, 2.4];
    const o = [1.6, 2, 3.2];
    const d = A.map((a, k) => (a + (B[k] as number)) / 2 - (o[k] as number));
    expect(d).toEqual([-1.35, -1.2, -1.7500000000000002]);
    const first = [A, B, C];
    const second = [B, A, D];
    expect(rayTriangleFloat(o, d, first)).toBeNull();
    expect(rayTriangleFloat(o, d, second)).toBeNull();
    expect(exact(o, d, first)).toEqual({ t: '1', where: 'edge' });
    expect(exact(o, d, second)).toEqual({ t: '1', where: 'edge' });
    expect(reference(o, d, first)).toMatchObject({ kind: 'point', t: '1', where: 'edge' });
    expect(reference(o, d, second)).toMatchObject({ kind: 'point', t: '1', where: 'edge' });
    // three.js's watertight test evaluates the shared edge identically for both: no gap.
    expect(three(o, d, first) || three(o, d, second)).toBe(true);
  });

  it('a grazing hit at a vertex: the ray through (0.3, 0.2, 0) misses, whichever vertex comes first', () => {
    const A = [0.3, 0.2, 0];
    const B = [1.7, 2.4, 0.5];
    const C = [1.5, 1.9, 0.9];
    const o = [0.3, 0.1, 1.4];
    const d = [0, 0.1, -1.4];
    for (const t of [
      [A, B, C],
      [B, C, A],
      [C, A, B],
    ]) {
      expect(rayTriangleFloat(o, d, t)).toBeNull();
      expect(exact(o, d, t)).toEqual({ t: '1', where: 'vertex' });
    }
    expect(reference(o, d, [A, B, C])).toMatchObject({ kind: 'point', t: '1', where: 'vertex' });
  });

  it('a ray through the centre of a fan of six triangles misses all six; each is hit at the vertex', () => {
    const V = [2.8, 2.3, 2.1];
    const ring = [
      [3.8, 2.3, 1.7],
      [3.4, 3.2, 2.4],
      [2.2, 3.2, 2.3],
      [1.8, 2.3, 1.8],
      [2.4, 1.4, 2.3],
      [3.4, 1.4, 2.2],
    ];
    const o = [2.7, 1.5, 4.6];
    const d = V.map((v, k) => v - (o[k] as number));
    const fan = ring.map((r, k) => [V, r, ring[(k + 1) % 6] as P]);
    expect(fan.map((t) => rayTriangleFloat(o, d, t))).toEqual([null, null, null, null, null, null]);
    for (const t of fan) expect(exact(o, d, t)).toEqual({ t: '1', where: 'vertex' });
    expect(fan.some((t) => three(o, d, t))).toBe(true);
  });

  it('the 1e-6 thresholds: a triangle 0.0004 wide is "parallel" to every ray; a ray starting on a triangle misses it', () => {
    const small = [
      [0, 0, 0],
      [0.0004, 0, 0],
      [0, 0.0004, 0],
    ];
    expect(rayTriangleFloat([0.0001, 0.0001, 1], [0, 0, -1], small)).toBeNull();
    expect(exact([0.0001, 0.0001, 1], [0, 0, -1], small)).toEqual({ t: '1', where: 'interior' });
    expect(rayTriangleFloat([1, 1, 0], [0, 0, 1], tri)).toBeNull();
    expect(exact([1, 1, 0], [0, 0, 1], tri)).toEqual({ t: '0', where: 'interior' });
  });

  it('a ray in the plane of the triangle always misses', () => {
    expect(rayTriangleFloat([-1, 1, 0], [1, 0, 0], tri)).toBeNull();
    expect(exact([-1, 1, 0], [1, 0, 0], tri)).toEqual({ t: '1', where: 'edge' });
    expect(rayIntersectsTriangle([-1, 1, 0], [1, 0, 0], tri)).toBe(true);
  });
});
