import { rayTriangleFloat, trianglesIntersectFloat } from '../../src/float/index.js';
import type { Point3 } from '../../src/index.js';
import { rayIntersectsTriangle, trianglesIntersect } from '../../src/index.js';
import type { Algorithm } from './algorithms.js';
import type { Pt, Verdict } from './types.js';

/*
 * The triangle algorithms of the census: Möller–Trumbore on one triangle
 * and on a whole mesh (does the ray find any triangle?), and Möller's
 * triangle–triangle test, each against its exact twin.
 */

const p3 = (p: Pt): Point3 => p as unknown as Point3;
const tri = (t: readonly Pt[]): [Point3, Point3, Point3] => t.map(p3) as [Point3, Point3, Point3];
const isTrue = (v: Verdict): boolean => v === true;
const hitWords = (v: Verdict): string => (v ? 'hit' : 'miss');

const mollerAlg: Algorithm<'rayTriangle'> = {
  name: 'rayTriangleFloat',
  exactName: 'rayIntersectsTriangle',
  method: 'Möller–Trumbore',
  kind: 'rayTriangle',
  dims: [3],
  float: (c) => rayTriangleFloat(c.origin, c.dir, c.triangle) !== null,
  exact: (c) => rayIntersectsTriangle(p3(c.origin), p3(c.dir), tri(c.triangle)),
  isHit: isTrue,
  describe: hitWords,
  floatPoints: (c) => {
    const h = rayTriangleFloat(c.origin, c.dir, c.triangle);
    return h === null ? [] : [h.point];
  },
};

const mollerMeshAlg: Algorithm<'rayMesh'> = {
  name: 'rayTriangleFloat on a mesh',
  exactName: 'rayIntersectsTriangle on a mesh',
  method: 'Möller–Trumbore',
  kind: 'rayMesh',
  dims: [3],
  float: (c) => c.triangles.some((t) => rayTriangleFloat(c.origin, c.dir, t) !== null),
  exact: (c) => c.triangles.some((t) => rayIntersectsTriangle(p3(c.origin), p3(c.dir), tri(t))),
  isHit: isTrue,
  describe: (v) => (v ? 'hits the mesh' : 'slips through'),
};

const trianglesAlg: Algorithm<'trianglePair'> = {
  name: 'trianglesIntersectFloat',
  exactName: 'trianglesIntersect',
  method: "Möller's triangle–triangle test",
  kind: 'trianglePair',
  dims: [3],
  float: (c) => trianglesIntersectFloat(c.a, c.b),
  exact: (c) => trianglesIntersect(tri(c.a), tri(c.b)),
  isHit: isTrue,
  describe: (v) => (v ? 'meet' : 'apart'),
};

/** The triangle algorithms, in report order. */
export const TRIANGLE_ALGORITHMS: readonly Algorithm[] = [mollerAlg, mollerMeshAlg, trianglesAlg] as readonly Algorithm[];
