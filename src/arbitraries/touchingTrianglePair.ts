import * as fc from 'fast-check';
import { choiceField, readConstraints } from './constraints.js';
import type { CoordinateKind } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import type { IntTriangle, TrianglePair, V3 } from './triangleLattice.js';
import { intTriangle, intV3, scale3, side, spansPlane, sub3, weight, weightBits, weighted } from './triangleLattice.js';

/** Constraints of {@link touchingTrianglePair}. */
export interface TouchingTrianglePairConstraints {
  /** The coordinate kind the configuration is carried into, exactly (default `'mixed'`). */
  coordinates?: CoordinateKind;
  /**
   * How b touches a (default `'any'`): `'vertex'`, a vertex of b lies on a
   * (at a vertex of a, on an edge or inside it); `'edge'`, an edge of b runs
   * along an edge of a, sharing a piece of it (all of it, part of it, or
   * only an end).
   */
  touch?: 'vertex' | 'edge' | 'any';
}

/**
 * `{ a, b }`: two triangles that share at least one point, b placed against
 * a: a vertex of b on a, or an edge of b along an edge of a. b's other
 * vertices are turned to one side of a's plane (mirrored through the
 * contact point), so most pairs only touch; some lie in a's plane. Default
 * coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(touchingTrianglePair(), ({ a, b }) => trianglesIntersect(a, b)));
 * ```
 */
export function touchingTrianglePair(constraints?: TouchingTrianglePairConstraints): fc.Arbitrary<TrianglePair> {
  const fn = 'touchingTrianglePair';
  const c = readConstraints(fn, constraints, ['coordinates', 'touch']);
  const kind = kindField(fn, c, 'mixed');
  const touch = choiceField(fn, c, 'touch', 'any', ['vertex', 'edge', 'any'] as const);
  // Points on a are (wa·a + wb·b + wc·c)/W, wa + wb + wc = W. a within 2^t scaled by W; b's
  // vertices along an edge line within 5·2^(t + w), the free ones within 2^(t + w + 1), mirrored:
  // within 2^(t + w + 2).
  const w = weightBits(kind);
  const W = 1n << BigInt(w);
  const t = EMBEDDING_BITS[kind] - w - 4;
  const config = fc.tuple(
    intTriangle(t),
    touch === 'any' ? fc.boolean() : fc.constant(touch === 'edge'),
    fc.tuple(weight(W), weight(W), fc.nat(2), fc.bigInt({ min: -W, max: 2n * W })),
    intV3(t + w + 1),
    intV3(t + w + 1),
  );
  return fc
    .tuple(config, embedding(kind))
    .map(([[tri, alongEdge, [w1, w2, k, far], p, q], e]) => {
      const T = tri.map((v) => scale3(W, v)) as IntTriangle;
      const b = alongEdge ? edgeContact(tri, W, w1, k, far, p) : vertexContact(tri, T, W, w1, w2, p, q);
      return { T, b, e };
    })
    .filter(({ b }) => spansPlane(b))
    .map(({ T, b, e }) => embed<TrianglePair>({ a: T, b }, e));
}

/** b = [x, p, q] with x a point of a, and q on p's side of a's plane. */
function vertexContact(tri: IntTriangle, T: IntTriangle, W: bigint, wb: bigint, wc: bigint, p: V3, q: V3): V3[] {
  // Weights in [0, W] each, the first one what is left: clamped into the triangle.
  const wcc = wc > W - wb ? W - wb : wc;
  const x = weighted(tri, [W - wb - wcc, wb, wcc]);
  return [x, p, sameSide(T, x, p, q)];
}

/**
 * b = [x, y, p] with x on edge k of a and y elsewhere on that edge's line
 * (from one edge length before it to two after; the edge's far end when
 * the draw gives x again).
 */
function edgeContact(tri: IntTriangle, W: bigint, m: bigint, k: number, far: bigint, p: V3): V3[] {
  const ends = [tri[k] as V3, tri[(k + 1) % 3] as V3];
  const x = weighted(ends, [W - m, m]);
  const along = far !== m ? far : m === W ? 0n : W;
  return [x, weighted(ends, [W - along, along]), p];
}

/** q, or q mirrored through x when it lies on the other side of the plane from p. */
function sameSide(T: IntTriangle, x: V3, p: V3, q: V3): V3 {
  return side(T, p) * side(T, q) < 0n ? sub3(scale3(2n, x), q) : q;
}
