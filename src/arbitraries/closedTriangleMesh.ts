import * as fc from 'fast-check';
import type { Point3 } from '../core/coordinate.js';
import { choiceField, readConstraints } from './constraints.js';
import type { CoordinateKind } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import type { V3 } from './triangleLattice.js';
import { cross3, dot3, intV3, scale3, sub3, weighted } from './triangleLattice.js';

/** Constraints of {@link closedTriangleMesh}. */
export interface ClosedTriangleMeshConstraints {
  /** The coordinate kind the configuration is carried into, exactly (default `'mixed'`). */
  coordinates?: CoordinateKind;
  /**
   * Which mesh (default `'any'`): `'box'`, a parallelepiped's six faces in
   * twelve triangles (each face cut along either diagonal); `'fan'`, a
   * double fan (a bipyramid): a ring of 3 to 8 points, each consecutive pair
   * joined to an apex above and one below, in 6 to 16 triangles.
   */
  shape?: 'box' | 'fan' | 'any';
}

/** A closed triangle mesh, a point strictly inside it, and a direction. */
export type ClosedMeshCase = {
  /** The mesh's triangles, consistently oriented (outward); together they bound a solid with no gap. */
  readonly triangles: readonly (readonly [Point3, Point3, Point3])[];
  /** A point strictly inside the solid. */
  readonly inside: Point3;
  /** A non-zero direction: towards a vertex of the mesh, towards the midpoint of an edge, or free. */
  readonly dir: Point3;
};

type Mesh = { triangles: V3[][]; inside: V3 };

/** A free direction is drawn with entries within 2^FREE_BITS, then brought to the size of the mesh. */
const FREE_BITS = 16;

/**
 * The drawn vector scaled by a power of two to the size of the mesh (in
 * its final scale ×4), so that a direction is neither far longer nor far
 * shorter than the mesh is wide (float code with absolute thresholds cares).
 */
function meshSized(m: Mesh, draw: V3): V3 {
  let top = 0n;
  for (const t of m.triangles) for (const v of t) for (const x of v) top = x > top ? x : -x > top ? -x : top;
  const bits = (4n * top).toString(2).length;
  const shift = BigInt(bits - 1 - FREE_BITS);
  return draw.map((x) => (shift >= 0n ? x << shift : x >> -shift)) as V3;
}

/**
 * `{ triangles, inside, dir }`: a closed triangulated mesh in general
 * position (an integer linear map and a translation applied to a box or a
 * double fan), a point strictly inside it, and a direction that aims, a
 * third of the time each, at a vertex, at the midpoint of an edge, or
 * anywhere. Every ray from `inside` leaves the solid, so it hits the mesh:
 * through a vertex or an edge it hits every triangle around it. Default
 * coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(closedTriangleMesh(), ({ triangles, inside, dir }) => triangles.some((t) => rayIntersectsTriangle(inside, dir, t))));
 * ```
 */
export function closedTriangleMesh(constraints?: ClosedTriangleMeshConstraints): fc.Arbitrary<ClosedMeshCase> {
  const fn = 'closedTriangleMesh';
  const c = readConstraints(fn, constraints, ['coordinates', 'shape']);
  const kind = kindField(fn, c, 'mixed');
  const shape = choiceField(fn, c, 'shape', 'any', ['box', 'fan', 'any'] as const);
  // Before the final scale by 4 (inside points and midpoints at quarter steps): within 2^(b − 3).
  const b = EMBEDDING_BITS[kind] - 3;
  const box = boxMesh(b);
  const fan = fanMesh(b);
  const mesh = shape === 'box' ? box : shape === 'fan' ? fan : fc.oneof(box, fan);
  const aim = fc.tuple(fc.constantFrom('vertex', 'edge', 'free'), fc.nat(), fc.nat(2), intV3(FREE_BITS));
  return fc.tuple(mesh, aim, embedding(kind)).map(([m, [mode, i, k, draw], e]) => {
    const free = meshSized(m, draw);
    // In the final scale (×4): a vertex is 4v, an edge's midpoint 2v + 2w.
    const tri = m.triangles[i % m.triangles.length] as V3[];
    const v = tri[k] as V3;
    const w = tri[(k + 1) % 3] as V3;
    const target = mode === 'vertex' ? scale3(4n, v) : weighted([v, w], [2n, 2n]);
    const dir = mode === 'free' || target.every((x, j) => x === (m.inside[j] as bigint)) ? free : sub3(target, m.inside);
    return embed<ClosedMeshCase>(
      {
        triangles: m.triangles.map((t) => t.map((v) => scale3(4n, v))),
        inside: m.inside,
        dir: dir.every((x) => x === 0n) ? [1n, 0n, 0n] : dir,
      },
      e,
    );
  });
}

/**
 * A parallelepiped origin + Σ uᵢ·eᵢ, 0 ≤ uᵢ ≤ 1, as 12 triangles wound
 * outward, and an inside point u = (k₁, k₂, k₃)/4, 1 ≤ kᵢ ≤ 3 (scaled by 4).
 */
function boxMesh(bits: number): fc.Arbitrary<Mesh> {
  const edges = wellShaped(bits - 3);
  const k = fc.bigInt({ min: 1n, max: 3n });
  return fc
    .tuple(intV3(bits - 2), edges, fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), fc.tuple(k, k, k))
    .map(([o, es, diagonals, ks]) => {
      // Right-handed edges, so that the faces below are wound outward.
      const [e1, e2, e3] = dot3(cross3(es[0], es[1]), es[2]) > 0n ? es : [es[1], es[0], es[2]];
      const at = (u: number, v: number, w: number) => weighted([o, e1, e2, e3], [1n, BigInt(u), BigInt(v), BigInt(w)]);
      // Each face as its corners in order, counterclockwise seen from outside.
      const faces: V3[][] = [
        [at(0, 0, 0), at(0, 1, 0), at(1, 1, 0), at(1, 0, 0)],
        [at(0, 0, 1), at(1, 0, 1), at(1, 1, 1), at(0, 1, 1)],
        [at(0, 0, 0), at(1, 0, 0), at(1, 0, 1), at(0, 0, 1)],
        [at(0, 1, 0), at(0, 1, 1), at(1, 1, 1), at(1, 1, 0)],
        [at(0, 0, 0), at(0, 0, 1), at(0, 1, 1), at(0, 1, 0)],
        [at(1, 0, 0), at(1, 1, 0), at(1, 1, 1), at(1, 0, 1)],
      ];
      const triangles = faces.flatMap(([a, b, c, d], f) =>
        diagonals[f]
          ? [
              [a, b, c],
              [a, c, d],
            ]
          : [
              [a, b, d],
              [b, c, d],
            ],
      ) as V3[][];
      return { triangles, inside: weighted([o, e1, e2, e3], [4n, ...ks]) };
    });
}

/**
 * A double fan: ring points around the z axis at increasing angles (each
 * turn less than half a revolution, so the axis passes inside the ring),
 * apexes at ±h on the axis, then an integer linear map of non-zero
 * determinant and a translation of about the fan's size; the inside point
 * is on the axis at height
 * k·h/4, |k| ≤ 3 (scaled by 4).
 */
function fanMesh(bits: number): fc.Arbitrary<Mesh> {
  const r = Math.max(2, Math.min(10, Math.floor((bits - 4) / 2)));
  const s = Math.max(0, Math.min(8, bits - r - 6));
  const R = 2 ** r;
  const ring = fc
    .array(fc.double({ min: -0.3, max: 0.3, noNaN: true }), { minLength: 3, maxLength: 8 })
    .map((jitter) =>
      jitter.map((j, i) => {
        const angle = (2 * Math.PI * (i + j)) / jitter.length;
        return [BigInt(Math.round(R * Math.cos(angle))), BigInt(Math.round(R * Math.sin(angle))), 0n] as V3;
      }),
    )
    .filter((pts) => pts.every((p, i) => turns(p, pts[(i + 1) % pts.length] as V3)));
  const matrix = wellShaped(s);
  return fc
    .tuple(ring, fc.bigInt({ min: 1n, max: BigInt(R) }), matrix, intV3(r + s), fc.bigInt({ min: -3n, max: 3n }))
    .map(([pts, h, [m0, m1, m2], shift, k]) => {
      const map = (p: V3): V3 => weighted([m0, m1, m2, shift], [p[0], p[1], p[2], 1n]);
      const top = map([0n, 0n, h]);
      const bottom = map([0n, 0n, -h]);
      const det = dot3(cross3(m0, m1), m2);
      const triangles = pts.flatMap((p, i) => {
        const q = pts[(i + 1) % pts.length] as V3;
        // Outward in the ring's frame; a map of negative determinant reverses every orientation.
        const up = [top, map(p), map(q)];
        const down = [bottom, map(q), map(p)];
        return det > 0n ? [up, down] : [up.reverse(), down.reverse()];
      });
      const inside = weighted([m0, m1, m2, shift], [0n, 0n, k * h, 4n]);
      return { triangles, inside };
    });
}

/**
 * Three integer vectors of length about 2^bits that are far from coplanar:
 * the axes times ±2^bits in a random order, each moved by up to 2^(bits − 2)
 * on every axis (diagonally dominant, so the determinant is at least
 * 2^(3·bits − 3) in magnitude): a mesh in general position, but not flattened.
 */
function wellShaped(bits: number): fc.Arbitrary<[V3, V3, V3]> {
  const big = 1n << BigInt(Math.max(0, bits));
  const noise = intV3(bits - 2).map((v) => v.map((x) => (x > big / 4n ? big / 4n : x < -big / 4n ? -big / 4n : x)) as V3);
  return fc
    .tuple(
      fc.constantFrom([0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]),
      fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()),
      noise,
      noise,
      noise,
    )
    .map(
      ([order, signs, ...moves]) =>
        order.map((axis, i) => {
          const v = (moves[i] as V3).slice() as V3;
          v[axis] = (v[axis] as bigint) + (signs[i] ? big : -big);
          return v;
        }) as [V3, V3, V3],
    );
}

/** q is less than half a turn counterclockwise from p, around the origin (in the xy plane). */
function turns(p: V3, q: V3): boolean {
  return p[0] * q[1] - p[1] * q[0] > 0n;
}
