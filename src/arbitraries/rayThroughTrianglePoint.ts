import * as fc from 'fast-check';
import type { CoordinateKind } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { int, rareFlag } from './lattice.js';
import type { IntTriangle, RayTriangleCase, V3 } from './triangleLattice.js';
import { intTriangle, intV3, rayThrough, scale3, weighted } from './triangleLattice.js';

/**
 * The rays of rayThroughTriangleVertex and rayThroughTriangleEdge: a
 * triangle, a point x on it chosen by `at` (from the triangle scaled by W
 * and a random draw), and a ray through x from a free origin, or, one time
 * in four, from an origin in the triangle's plane (x at t = 1 or 1/2).
 */
export function rayThroughTrianglePoint(
  kind: CoordinateKind,
  wBits: number,
  at: (t: IntTriangle, draw: bigint, W: bigint) => V3,
): fc.Arbitrary<RayTriangleCase> {
  const W = 1n << BigInt(wBits);
  // Triangle within 2^t, scaled by W: within 2^(t + w); an origin in the
  // plane (steps of at most 2 edges) within 2^(t + w + 3); dir = k·(x − o)
  // with k ≤ 2 within 2^(t + w + 5).
  const t = EMBEDDING_BITS[kind] - wBits - 6;
  const config = fc.tuple(
    intTriangle(t),
    fc.bigInt({ min: 0n, max: 1n << 40n }),
    intV3(t + wBits),
    rareFlag(),
    fc.tuple(int(1), int(1)),
    fc.constantFrom(1n, 2n),
    intV3(t),
  );
  return fc.tuple(config, embedding(kind)).map(([[tri, draw, free, inPlane, [i, j], k, other], e]) => {
    const T = tri.map((v) => scale3(W, v)) as IntTriangle;
    const x = at(T, draw, W);
    const [a, b, c] = T;
    const origin = inPlane ? weighted([a, b, c], [1n - i - j, i, j]) : free;
    return embed<RayTriangleCase>({ ...rayThrough(x, origin, k, other), triangle: T }, e);
  });
}
