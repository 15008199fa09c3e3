import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Box } from '../src/core/box.js';
import type { Coordinate, Point, Point2, Segment, Segment2 } from '../src/core/coordinate.js';
import {
  clipSegment,
  cohenSutherlandClip,
  isExactError,
  Rational,
  rayBox,
  rayIntersectsBox,
  segmentBox,
  segmentIntersectsBox,
  segmentIntersectsConvexPolygon,
  segmentIntersectsParallelepiped,
} from '../src/index.js';
import { segRectCollide } from '../src/ruby/index.js';
import { cmp, eq, frac } from '../test/support/frac.js';
import { checkClippedSegment, checkRayBoxInterval, checkSegmentBoxInterval, pointAt } from '../test/support/invariants.js';
import { rayBoxFrac, segmentBoxFrac } from '../test/support/slabFrac.js';
import { rayBoxFamilies, segmentBoxFamilies } from './support/boxFamilies.js';
import { params } from './support/params.js';

/*
 * Property 2: independent exact methods agree, 100%. A segment against a
 * box by the exact slab method (segmentBox), exact Liang–Barsky
 * (clipSegment), exact Cohen–Sutherland (cohenSutherlandClip), the fast
 * predicate (segmentIntersectsBox), the Ruby post's approach (the segment
 * against the box's four corners as a convex polygon, 2D), the
 * parallelepiped test with axis-aligned edges, and an eager fraction slab in
 * test code. Every clipped result also satisfies the shared invariants.
 */

const R = (x: Coordinate) => Rational.from(x);
const sameRational = (a: Rational, b: Rational) => a.equals(b);

/** The box's edge vectors along the axes, exactly, and whether one is zero (a flat box). */
function axisEdges(box: Box): { edges: Point[]; flat: boolean } {
  const n = box.min.length;
  const lengths = box.min.map((lo, i) => R(box.max[i] as Coordinate).sub(R(lo)));
  const edges = lengths.map((l, i) => Array.from({ length: n }, (_, k) => (k === i ? l : 0)) as unknown as Point);
  return { edges, flat: lengths.some((l) => l.sign() === 0) };
}

/** The box's corners in order around it (2D), for the polygon and Ruby-post tests. */
function corners(box: Box): [Point2, Point2, Point2, Point2] {
  const [x0, y0] = box.min as Point2;
  const [x1, y1] = box.max as Point2;
  return [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
}

function checkAllSegmentMethods(segment: Segment, box: Box): void {
  const dim = box.min.length;
  const iv = segmentBox(segment, box);
  const hit = iv !== null;
  expect(segmentIntersectsBox(segment, box)).toBe(hit);
  const clip = clipSegment(segment, box);
  const cs = cohenSutherlandClip(segment, box);
  expect(clip !== null).toBe(hit);
  expect(cs !== null).toBe(hit);
  const reference = segmentBoxFrac(segment, box);
  expect(reference !== null).toBe(hit);
  if (dim === 2) {
    const c = corners(box);
    expect(segmentIntersectsConvexPolygon(segment as Segment2, c)).toBe(hit);
    const [bl, br, tr, tl] = c;
    expect(segRectCollide(segment[0] as Point2, segment[1] as Point2, tl, tr, br, bl)).toBe(hit);
  }
  const { edges, flat } = axisEdges(box);
  if (flat) {
    // Edges spanning no volume are refused, with code 'degenerate'.
    let code = 'no error';
    try {
      segmentIntersectsParallelepiped(segment, box.min, edges);
    } catch (e) {
      code = isExactError(e) ? e.code : 'foreign error';
    }
    expect(code).toBe('degenerate');
  } else {
    expect(segmentIntersectsParallelepiped(segment, box.min, edges)).toBe(hit);
  }
  if (iv === null || clip === null || cs === null || reference === null) return;
  const [t0, t1] = checkSegmentBoxInterval(segment, box, iv);
  expect(eq(t0, reference[0]) && eq(t1, reference[1])).toBe(true);
  // Liang–Barsky and Cohen–Sutherland give exactly s(t0) and s(t1).
  checkClippedSegment(segment, box, clip);
  const [a, b] = [pointAt(segment, t0), pointAt(segment, t1)];
  expect(clip[0].every((x, i) => eq(frac(x), a[i] as never))).toBe(true);
  expect(clip[1].every((x, i) => eq(frac(x), b[i] as never))).toBe(true);
  expect(cs[0].every((x, i) => sameRational(x, clip[0][i] as Rational))).toBe(true);
  expect(cs[1].every((x, i) => sameRational(x, clip[1][i] as Rational))).toBe(true);
}

for (const dim of [2, 3] as const) {
  describe.each(segmentBoxFamilies(dim, ['grid', 'safe', 'huge', 'double', 'rational', 'mixed']))(
    `segment vs box, ${dim}D: %s`,
    (_name, arb) => {
      it('slab, Liang–Barsky, Cohen–Sutherland, fast predicate, polygon/Ruby post, parallelepiped and a fraction slab agree', () => {
        fc.assert(
          fc.property(arb, ({ segment, box }) => checkAllSegmentMethods(segment, box)),
          params(100),
        );
      });
    },
  );

  describe.each(rayBoxFamilies(dim, ['grid', 'huge', 'double', 'mixed']))(`ray vs box, ${dim}D: %s`, (_name, arb) => {
    it('rayBox, rayIntersectsBox, a fraction slab and a long segment agree; the interval starts at t ≥ 0', () => {
      fc.assert(
        fc.property(arb, ({ origin, dir, box }) => {
          const iv = rayBox(origin, dir, box);
          const reference = rayBoxFrac(origin, dir, box);
          expect(rayIntersectsBox(origin, dir, box)).toBe(iv !== null);
          expect(reference !== null).toBe(iv !== null);
          if (iv === null || reference === null) return;
          const [t0, t1] = checkRayBoxInterval(origin, dir, box, iv);
          expect(eq(t0, reference[0])).toBe(true);
          // rayBox's t1 is finite (a bounded box); the fraction slab agrees.
          expect(reference[1] !== null && eq(t1, reference[1])).toBe(true);
          // The segment from the origin to origin + K·dir, K > t1, covers the same part of the ray.
          const K = iv[1].add(Rational.ONE);
          const far = origin.map((x, i) => R(x).add(K.mul(R(dir[i] as Coordinate)))) as unknown as Point;
          const sv = segmentBox([origin, far] as unknown as Segment, box);
          expect(sv?.[0].mul(K).equals(iv[0]) && sv[1].mul(K).equals(iv[1])).toBe(true);
          expect(cmp(t0, { n: 0n, d: 1n })).toBeGreaterThanOrEqual(0);
        }),
        params(100),
      );
    });
  });
}
