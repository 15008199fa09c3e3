import type { Coordinate } from '../../src/core/coordinate.js';
import type { RayTriangleHit, SegmentTriangleIntersection } from '../../src/index.js';
import { mulberry32 } from '../support/mulberry32.js';

/** A triangle or segment as plain nested arrays, for the tests. */
export type P3 = Coordinate[];
export type Tri = [P3, P3, P3];

/** segmentTriangle's answer as strings, in the shape of showLineTriangle (the segment's points left out: they are s(t)). */
export function showSegmentTriangle(x: SegmentTriangleIntersection): unknown {
  if (x.kind === 'none') return { kind: 'none' };
  if (x.kind === 'segment') return { kind: 'segment', t: x.t.map(String) };
  return { kind: 'point', t: String(x.t), point: x.point.map(String), where: x.where };
}

/** rayTriangle's answer as strings, in the shape of showLineTriangle. */
export function showRayHit(x: RayTriangleHit | null): unknown {
  return x === null ? { kind: 'none' } : { kind: 'point', t: String(x.t), point: x.point.map(String), where: x.where };
}

/** The six orders of a triangle's vertices. */
export function permutations(t: Tri): Tri[] {
  const [a, b, c] = t;
  return [
    [a, b, c],
    [b, c, a],
    [c, a, b],
    [a, c, b],
    [c, b, a],
    [b, a, c],
  ];
}

/** Random small-integer points, from a fixed seed: many coincidences (shared planes, lines, vertices). */
export function smallInts(seed: number, range: number): () => P3 {
  const rand = mulberry32(seed);
  const int = () => Math.floor(rand() * (2 * range + 1)) - range;
  return () => [int(), int(), int()];
}
