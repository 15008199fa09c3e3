import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  box2,
  box3,
  hugeBigIntCoordinate,
  point2,
  point3,
  rayGrazingBoxFace,
  segmentInBoxFace,
  touchingSegmentBox,
} from '../src/arbitraries/index.js';
import type { Box } from '../src/core/box.js';
import type { Coordinate, Point, Segment } from '../src/core/coordinate.js';
import { boundingBox, boxesOverlap, clipSegment, outcode, pointInBox, Rational, rayBox, segmentBox } from '../src/index.js';
import { between, cmp, frac } from '../test/support/frac.js';
import { checkClippedSegment } from '../test/support/invariants.js';
import type { RayBox, SegBox } from './support/boxFamilies.js';
import { rayBoxFamilies, segmentBoxFamilies } from './support/boxFamilies.js';
import { params } from './support/params.js';
import { negate, plus, times } from './support/transforms.js';

/*
 * Metamorphic laws of the box functions: the parameter interval of a
 * segment or ray in a box is unchanged by moving both with a translation by
 * huge bigints, a positive scaling, a 90° rotation or an axis swap;
 * reversing the segment reflects it (t ↦ 1 − t); scaling a ray's direction
 * by k divides it by k. Plus the point and box predicates' consistency and
 * the known answers of the touching families.
 */

type Map = { point: (p: Point) => Point; box: (b: Box) => Box };
const mapPoint = (p: Point, f: (x: Coordinate, i: number, p: Point) => Coordinate) =>
  p.map((x, i) => f(x, i, p)) as unknown as Point;

/** Translation by t (one huge bigint per axis). */
const translation = (t: bigint[]): Map => ({
  point: (p) => mapPoint(p, (x, i) => plus(x, t[i] as bigint)),
  box: (b) => ({
    min: mapPoint(b.min, (x, i) => plus(x, t[i] as bigint)),
    max: mapPoint(b.max, (x, i) => plus(x, t[i] as bigint)),
  }),
});
/** Scaling by k > 0. */
const scaling = (k: bigint): Map => ({
  point: (p) => mapPoint(p, (x) => times(x, k)),
  box: (b) => ({ min: mapPoint(b.min, (x) => times(x, k)), max: mapPoint(b.max, (x) => times(x, k)) }),
});
/** Rotation by 90° in the plane of axes i, j: (x_i, x_j) ↦ (−x_j, x_i); the box's min and max swap on axis i. */
const rotation = (i: number, j: number): Map => ({
  point: (p) => mapPoint(p, (x, k, q) => (k === i ? negate(q[j] as Coordinate) : k === j ? (q[i] as Coordinate) : x)),
  box: (b) => ({
    min: mapPoint(b.min, (x, k) => (k === i ? negate(b.max[j] as Coordinate) : k === j ? (b.min[i] as Coordinate) : x)),
    max: mapPoint(b.max, (x, k) => (k === i ? negate(b.min[j] as Coordinate) : k === j ? (b.max[i] as Coordinate) : x)),
  }),
});
/** Swapping axes i and j. */
const swap = (i: number, j: number): Map => {
  const f = (p: Point) => mapPoint(p, (x, k, q) => (k === i ? (q[j] as Coordinate) : k === j ? (q[i] as Coordinate) : x));
  return { point: f, box: (b) => ({ min: f(b.min), max: f(b.max) }) };
};

const huge = hugeBigIntCoordinate();
const maps = (dim: 2 | 3): fc.Arbitrary<Map> =>
  fc.oneof(
    fc.array(huge, { minLength: dim, maxLength: dim }).map(translation),
    fc.bigInt({ min: 1n, max: 1n << 100n }).map(scaling),
    fc.tuple(fc.nat(dim - 1), fc.nat(dim - 2)).map(([i, k]) => rotation(i, (i + 1 + k) % dim)),
    fc.tuple(fc.nat(dim - 1), fc.nat(dim - 2)).map(([i, k]) => swap(i, (i + 1 + k) % dim)),
  );

const sameInterval = (a: [Rational, Rational] | null, b: [Rational, Rational] | null) =>
  a === null || b === null ? a === b : a[0].equals(b[0]) && a[1].equals(b[1]);

for (const dim of [2, 3] as const) {
  describe.each(segmentBoxFamilies(dim, ['grid', 'huge', 'double', 'mixed']))(`segmentBox laws, ${dim}D: %s`, (_name, arb) => {
    it('invariant under translation, positive scaling, 90° rotation and axis swaps', () => {
      fc.assert(
        fc.property(arb, maps(dim), ({ segment, box }: SegBox, m) => {
          const moved = segmentBox([m.point(segment[0]), m.point(segment[1])] as unknown as Segment, m.box(box));
          return sameInterval(moved, segmentBox(segment, box));
        }),
        params(100),
      );
    });
    it('reversing the segment maps the interval by t ↦ 1 − t', () => {
      fc.assert(
        fc.property(arb, ({ segment, box }: SegBox) => {
          const iv = segmentBox(segment, box);
          const rv = segmentBox([segment[1], segment[0]] as unknown as Segment, box);
          if (iv === null || rv === null) return iv === rv;
          // A zero-length segment in the box is [0, 1] both ways.
          return rv[0].equals(Rational.ONE.sub(iv[1])) && rv[1].equals(Rational.ONE.sub(iv[0]));
        }),
        params(100),
      );
    });
  });

  describe.each(rayBoxFamilies(dim, ['grid', 'huge', 'mixed']))(`rayBox laws, ${dim}D: %s`, (_name, arb) => {
    it('invariant under the similarities; scaling dir by k divides the interval by k', () => {
      fc.assert(
        fc.property(arb, maps(dim), fc.bigInt({ min: 1n, max: 1n << 64n }), ({ origin, dir, box }: RayBox, m, k) => {
          const iv = rayBox(origin, dir, box);
          // Directions are vectors: they move with the linear part only.
          const lin = m.point([...origin].map(() => 0) as unknown as Point);
          const mdir = m.point(dir).map((x, i) => Rational.from(x).sub(Rational.from(lin[i] as Coordinate))) as unknown as Point;
          if (!sameInterval(rayBox(m.point(origin), mdir, m.box(box)), iv)) return false;
          const scaled = rayBox(origin, dir.map((x) => times(x, k)) as unknown as Point, box);
          if (iv === null || scaled === null) return iv === scaled;
          const K = Rational.of(k);
          return scaled[0].mul(K).equals(iv[0]) && scaled[1].mul(K).equals(iv[1]);
        }),
        params(100),
      );
    });
  });

  describe(`points and boxes, ${dim}D`, () => {
    const pt = dim === 2 ? point2({ coordinates: 'grid' }) : point3({ coordinates: 'grid' });
    const bx = dim === 2 ? box2({ coordinates: 'grid' }) : box3({ coordinates: 'grid' });
    const anyPt = dim === 2 ? point2() : point3();
    const anyBx = dim === 2 ? box2() : box3();
    for (const [label, p, b] of [
      ['grid', pt, bx],
      ['mixed', anyPt, anyBx],
    ] as const) {
      it(`pointInBox and outcode agree with exact interval tests (${label})`, () => {
        fc.assert(
          fc.property(p as fc.Arbitrary<Point>, b as fc.Arbitrary<Box>, (q, box) => {
            const loc = pointInBox(q, box);
            const code = outcode(q, box);
            const within = q.every((x, i) => between(frac(x), frac(box.min[i] as Coordinate), frac(box.max[i] as Coordinate)));
            const strictly = q.every(
              (x, i) => cmp(frac(x), frac(box.min[i] as Coordinate)) > 0 && cmp(frac(x), frac(box.max[i] as Coordinate)) < 0,
            );
            expect(code === 0).toBe(within);
            expect(loc).toBe(strictly ? 'inside' : within ? 'boundary' : 'outside');
            // Each axis' two bits: 01 below, 10 above.
            q.forEach((x, i) => {
              const bits = (code >> (2 * (dim - 1 - i))) & 3;
              const c =
                cmp(frac(x), frac(box.min[i] as Coordinate)) < 0 ? 1 : cmp(frac(x), frac(box.max[i] as Coordinate)) > 0 ? 2 : 0;
              expect(bits).toBe(c);
            });
          }),
          params(100),
        );
      });
      it(`boxesOverlap is symmetric and equals per-axis interval overlap (${label})`, () => {
        fc.assert(
          fc.property(b as fc.Arbitrary<Box>, b as fc.Arbitrary<Box>, (x, y) => {
            const expected = x.min.every(
              (lo, i) =>
                cmp(frac(lo), frac(y.max[i] as Coordinate)) <= 0 &&
                cmp(frac(y.min[i] as Coordinate), frac(x.max[i] as Coordinate)) <= 0,
            );
            return boxesOverlap(x, y) === expected && boxesOverlap(y, x) === expected;
          }),
          params(100),
        );
      });
      it(`boundingBox holds every point and touches one on each side (${label})`, () => {
        fc.assert(
          fc.property(fc.array(p as fc.Arbitrary<Point>, { minLength: 1, maxLength: 8 }), (points) => {
            const box = boundingBox(points);
            for (const q of points) expect(pointInBox(q, box)).not.toBe('outside');
            for (let i = 0; i < dim; i++) {
              expect(points.some((q) => cmp(frac(q[i] as Coordinate), frac(box.min[i] as Coordinate)) === 0)).toBe(true);
              expect(points.some((q) => cmp(frac(q[i] as Coordinate), frac(box.max[i] as Coordinate)) === 0)).toBe(true);
            }
          }),
          params(100),
        );
      });
    }
  });

  describe(`families with a known answer, ${dim}D`, () => {
    const d = { dim } as { dim: 2 };
    it('a touching segment always meets the box, and only on its boundary', () => {
      fc.assert(
        fc.property(touchingSegmentBox(d) as fc.Arbitrary<SegBox>, ({ segment, box }) => {
          const clip = clipSegment(segment, box);
          expect(clip).not.toBeNull();
          if (clip === null) return;
          checkClippedSegment(segment, box, clip);
          for (const q of clip) expect(pointInBox(q, box)).toBe('boundary');
        }),
        params(100),
      );
    });
    it('a segment in a face meets the box only on its boundary', () => {
      fc.assert(
        fc.property(segmentInBoxFace(d) as fc.Arbitrary<SegBox>, ({ segment, box }) => {
          const clip = clipSegment(segment, box);
          if (clip !== null) for (const q of clip) expect(pointInBox(q, box)).toBe('boundary');
        }),
        params(100),
      );
    });
    it('a ray grazing a face meets the box only on its boundary', () => {
      fc.assert(
        fc.property(rayGrazingBoxFace(d) as fc.Arbitrary<RayBox>, ({ origin, dir, box }) => {
          const iv = rayBox(origin, dir, box);
          if (iv === null) return;
          for (const t of iv) {
            const q = origin.map((x, i) => Rational.from(x).add(t.mul(Rational.from(dir[i] as Coordinate)))) as unknown as Point;
            expect(pointInBox(q, box)).toBe('boundary');
          }
        }),
        params(100),
      );
    });
  });
}
