import * as fc from 'fast-check';
import type { Point2 } from '../core/coordinate.js';
import { readConstraints } from './constraints.js';
import type { CoordinateKind, FamilyConstraints } from './coordinate.js';
import { kindField } from './coordinate.js';
import { ringWithHoles } from './ringWithHoles.js';
import { selfIntersectingRing } from './selfIntersectingRing.js';
import { simpleRing } from './simpleRing.js';
import { spikedRing } from './spikedRing.js';

/** Two polygon operands, each rings as `pointInPolygon` reads them. */
export type PolygonPair = {
  /** The first operand: a polygon of the package's families. */
  a: Point2[][];
  /** The second operand, made of the first one's vertices. */
  b: Point2[][];
};

/**
 * Two polygon operands that meet where overlay code goes wrong: a is a
 * polygon of the package's families (simple, with holes, self-intersecting,
 * spiked) and b is made of a's own vertices — a itself, a reversed, a ring
 * through some of a's vertices in a's order (so it shares a's edges where
 * it takes consecutive vertices, and touches a at the others), or a's
 * vertices interleaved with those of another ring of the same kind (edges
 * crossing a's, vertices on a's). Every coordinate is one the kind makes,
 * exactly: b's vertices are a's (or the other ring's) values. Default
 * coordinates `'mixed'`.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(polygonPair(), ({ a, b }) => polygonValidity(polygonUnion(a, b)).valid));
 * ```
 */
export function polygonPair(constraints?: FamilyConstraints): fc.Arbitrary<PolygonPair> {
  const fn = 'polygonPair';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const kind: CoordinateKind = kindField(fn, c, 'mixed');
  const k = { coordinates: kind };
  const first = fc.oneof(
    simpleRing(k).map((r) => [r]),
    ringWithHoles({ ...k, holeWinding: 'any' }),
    selfIntersectingRing(k).map((r) => [r]),
    spikedRing(k).map((r) => [r]),
  );
  const picks = fc.array(fc.boolean(), { minLength: 3, maxLength: 48 });
  return fc.tuple(first, fc.integer({ min: 0, max: 3 }), picks, simpleRing(k)).map(([a, how, keep, other]) => ({
    a,
    b: partner(a, how, keep, other),
  }));
}

/** The second operand: a, a reversed, a subsequence of a's first ring, or a's first ring interleaved with another. */
function partner(a: Point2[][], how: number, keep: readonly boolean[], other: Point2[]): Point2[][] {
  const copy = (p: Point2): Point2 => [p[0], p[1]];
  const ring = a[0] as Point2[];
  if (how === 0) return a.map((r) => r.map(copy));
  if (how === 1) return a.map((r) => r.map(copy).reverse());
  if (how === 2) {
    const kept = ring.filter((_, i) => keep[i % keep.length] !== false);
    return [(kept.length >= 3 ? kept : ring).map(copy)];
  }
  const mixed: Point2[] = [];
  for (let i = 0; i < Math.max(ring.length, other.length); i++) {
    if (i < ring.length && keep[i % keep.length] !== false) mixed.push(copy(ring[i] as Point2));
    if (i < other.length) mixed.push(copy(other[i] as Point2));
  }
  return [mixed];
}
