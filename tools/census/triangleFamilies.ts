import * as fc from 'fast-check';
import {
  closedTriangleMesh,
  coplanarTrianglePair,
  doubleCoordinate,
  point3,
  ray3,
  rayThroughTriangleEdge,
  rayThroughTriangleVertex,
  touchingTrianglePair,
} from '../../src/arbitraries/index.js';
import type { CensusCoordinates } from './families.js';
import type { Family } from './family.js';
import type { CensusCase, Pt } from './types.js';

/*
 * The census families of triangles (3D): random rays and triangle pairs,
 * and the degeneracy-biased families of `exact-predicates/arbitraries`:
 * rays through a vertex or an edge, rays from inside closed meshes aimed
 * at their vertices and edges (where a float test lets a ray slip through
 * the mesh), touching and coplanar triangle pairs.
 */

type Tri = [Pt, Pt, Pt];

function num(v: unknown): number {
  if (typeof v !== 'number') throw new Error(`census: a family gave a non-double coordinate ${String(v)}`);
  return v;
}
const pt = (p: readonly unknown[]): Pt => p.map(num);
const tri = (t: readonly (readonly unknown[])[]): Tri => t.map(pt) as Tri;

type RayTri = { origin: readonly unknown[]; dir: readonly unknown[]; triangle: readonly (readonly unknown[])[] };
type Pair = { a: readonly (readonly unknown[])[]; b: readonly (readonly unknown[])[] };
type Mesh = { inside: readonly unknown[]; dir: readonly unknown[]; triangles: readonly (readonly (readonly unknown[])[])[] };

const rayCase = (v: RayTri): CensusCase => ({
  kind: 'rayTriangle',
  origin: pt(v.origin),
  dir: pt(v.dir),
  triangle: tri(v.triangle),
});
const pairCase = (v: Pair): CensusCase => ({ kind: 'trianglePair', a: tri(v.a), b: tri(v.b) });
const meshCase = (v: Mesh): CensusCase => ({
  kind: 'rayMesh',
  origin: pt(v.inside),
  dir: pt(v.dir),
  triangles: v.triangles.map(tri),
});

/**
 * Two triangles a, b, c and b, a, d of a mesh sharing the edge a–b, and a
 * ray through a point of that edge: the configuration where a float test
 * lets a ray slip between two triangles. On integers (the edge point is
 * (m·a + (16 − m)·b)/16, so everything is scaled by 16), d is c mirrored
 * through the edge point and moved a little, so that the two triangles lie
 * on either side of the edge as in a surface; then scaled by 2^e like the
 * other double families. Not an exported arbitrary (closedTriangleMesh
 * covers whole meshes).
 */
function sharedEdgeRay(coords: CensusCoordinates): fc.Arbitrary<CensusCase> {
  const bits = coords === 'grid' ? 3 : 20;
  const int = (b: number) => fc.integer({ min: -(2 ** b), max: 2 ** b });
  const v3 = (b: number) => fc.tuple(int(b), int(b), int(b));
  const scaleExp = coords === 'double' ? fc.integer({ min: -1000, max: 900 }) : fc.constant(0);
  return fc
    .record({
      a: v3(bits),
      b: v3(bits),
      c: v3(bits),
      nudge: v3(bits - 3),
      origin: v3(bits + 4),
      m: fc.integer({ min: 1, max: 15 }),
      e: scaleExp,
    })
    .map(({ a, b, c, nudge, origin, m, e }) => {
      const A = a.map((x) => 16 * x);
      const B = b.map((x) => 16 * x);
      const C = c.map((x) => 16 * x);
      const X = a.map((x, k) => m * x + (16 - m) * (b[k] as number));
      const D = X.map((x, k) => 2 * x - (C[k] as number) + (nudge[k] as number));
      const dir = X.map((x, k) => x - (origin[k] as number));
      const sc = (p: number[]) => p.map((x) => x * 2 ** e);
      return {
        kind: 'rayMesh',
        origin: sc(origin),
        dir: sc(dir.every((x) => x === 0) ? [0, 0, 1] : dir),
        triangles: [
          [sc(A), sc(B), sc(C)],
          [sc(B), sc(A), sc(D)],
        ],
      } as CensusCase;
    });
}

/**
 * The triangle families for a coordinate kind (random cases use doubles of
 * every resolution in (−16, 16), like the other random families).
 *
 * ```ts
 * triangleFamilies('double').map((f) => f.name); // ['random ray and triangle', 'ray through a vertex', ...]
 * ```
 */
export function triangleFamilies(coords: CensusCoordinates): Family[] {
  const k = { coordinates: coords } as const;
  const rnd = { coordinates: doubleCoordinate({ minExponent: -52, maxExponent: -49 }) };
  const randomTriangle = fc.tuple(point3(rnd), point3(rnd), point3(rnd));
  const family = (name: string, source: string, kind: CensusCase['kind'], arb: fc.Arbitrary<CensusCase>): Family => ({
    name,
    source,
    kind,
    dim: 3,
    arb,
  });
  return [
    family(
      'random ray and triangle',
      'ray3 + point3 ×3',
      'rayTriangle',
      fc.tuple(ray3(rnd), randomTriangle).map(([r, t]) => rayCase({ origin: r.origin, dir: r.dir, triangle: t })),
    ),
    family(
      'ray through a vertex',
      'rayThroughTriangleVertex',
      'rayTriangle',
      (rayThroughTriangleVertex(k) as fc.Arbitrary<RayTri>).map(rayCase),
    ),
    family(
      'ray through an edge',
      'rayThroughTriangleEdge',
      'rayTriangle',
      (rayThroughTriangleEdge(k) as fc.Arbitrary<RayTri>).map(rayCase),
    ),
    family('through a shared edge', 'census sharedEdgeRay', 'rayMesh', sharedEdgeRay(coords)),
    family(
      'from inside a box',
      "closedTriangleMesh({ shape: 'box' })",
      'rayMesh',
      (closedTriangleMesh({ ...k, shape: 'box' }) as fc.Arbitrary<Mesh>).map(meshCase),
    ),
    family(
      'from inside a double fan',
      "closedTriangleMesh({ shape: 'fan' })",
      'rayMesh',
      (closedTriangleMesh({ ...k, shape: 'fan' }) as fc.Arbitrary<Mesh>).map(meshCase),
    ),
    family(
      'random triangle pair',
      'point3 ×6',
      'trianglePair',
      fc.tuple(randomTriangle, randomTriangle).map(([a, b]) => pairCase({ a, b })),
    ),
    family(
      'touching triangles',
      'touchingTrianglePair',
      'trianglePair',
      (touchingTrianglePair(k) as fc.Arbitrary<Pair>).map(pairCase),
    ),
    family(
      'coplanar triangles',
      'coplanarTrianglePair',
      'trianglePair',
      (coplanarTrianglePair(k) as fc.Arbitrary<Pair>).map(pairCase),
    ),
  ];
}
