import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { collinearSegments, hugeBigIntCoordinate, sharedEndpointSegments, tJunctionSegments } from '../src/arbitraries/index.js';
import type { Point2, Segment2 } from '../src/core/coordinate.js';
import { segmentIntersection, segmentsIntersect } from '../src/index.js';
import { cmp, frac } from '../test/support/frac.js';
import { checkIntersectionPoint } from '../test/support/invariants.js';
import { collinearOverlap, segmentsIntersectFrac } from '../test/support/segmentsFrac.js';
import { segmentPairFamilies } from './support/families.js';
import { params } from './support/params.js';
import { rotate90, scale, translate } from './support/transforms.js';

/*
 * segmentsIntersect (a predicate) and segmentIntersection (a construction)
 * on every pair family: symmetry, reversal, similarity invariance, an
 * independent exact evaluation, and the construction's invariants.
 */

const rev = (s: Segment2): Segment2 => [s[1], s[0]];
const mapSeg = (s: Segment2, f: (p: Point2) => readonly unknown[]): Segment2 => [f(s[0]) as Point2, f(s[1]) as Point2];
const huge = hugeBigIntCoordinate();

describe.each(segmentPairFamilies)('segmentsIntersect laws: %s', (_name, pairs) => {
  it('symmetric, and invariant under reversing either segment', () => {
    fc.assert(
      fc.property(pairs, ([s, t]) => {
        const r = segmentsIntersect(s, t);
        return (
          segmentsIntersect(t, s) === r &&
          segmentsIntersect(rev(s), t) === r &&
          segmentsIntersect(s, rev(t)) === r &&
          segmentsIntersect(rev(t), rev(s)) === r
        );
      }),
      params(),
    );
  });

  it('invariant under translation by huge bigints, positive scaling and 90° rotation', () => {
    fc.assert(
      fc.property(pairs, fc.tuple(huge, huge), fc.bigInt({ min: 1n, max: 1n << 100n }), ([s, t], off, k) => {
        const r = segmentsIntersect(s, t);
        const moved = (f: (p: Point2) => readonly unknown[]) => segmentsIntersect(mapSeg(s, f), mapSeg(t, f));
        return moved((p) => translate(p, off)) === r && moved((p) => scale(p, k)) === r && moved((p) => rotate90(p)) === r;
      }),
      params(),
    );
  });

  it('equals an independent exact evaluation on fractions', () => {
    fc.assert(
      fc.property(pairs, ([s, t]) => segmentsIntersect(s, t) === segmentsIntersectFrac(s, t)),
      params(),
    );
  });

  it('segmentIntersection: none iff they miss; a point lies on both; an overlap lies on both, ordered', () => {
    fc.assert(
      fc.property(pairs, ([s, t]) => {
        const x = segmentIntersection(s, t);
        expect(x.kind === 'none').toBe(!segmentsIntersect(s, t));
        if (x.kind === 'point') checkIntersectionPoint(x.point, s, t);
        if (x.kind === 'segment') {
          const [a, b] = x.segment;
          checkIntersectionPoint(a, s, t);
          checkIntersectionPoint(b, s, t);
          // Distinct and ordered by x, then y.
          const c = cmp(frac(a[0]), frac(b[0])) || cmp(frac(a[1]), frac(b[1]));
          expect(c).toBe(-1);
        }
        // The same answer with the segments swapped and reversed.
        const y = segmentIntersection(rev(t), rev(s));
        expect(y.kind).toBe(x.kind);
        const key = (v: typeof x) => (v.kind === 'point' ? String(v.point) : v.kind === 'segment' ? String(v.segment) : '');
        expect(key(y)).toBe(key(x));
      }),
      params(),
    );
  });
});

describe('segmentsIntersect on families with a known answer', () => {
  it('segments sharing an endpoint always intersect', () => {
    fc.assert(
      fc.property(sharedEndpointSegments({ coordinates: 'huge' }), ([s, t]) => segmentsIntersect(s, t)),
      params(),
    );
  });
  it('a T-junction always intersects, and the junction is on both', () => {
    fc.assert(
      fc.property(tJunctionSegments(), ([s, t]) => segmentsIntersect(s, t) && segmentIntersection(s, t).kind !== 'none'),
      params(),
    );
  });
  it('collinear segments intersect iff their bounding boxes overlap', () => {
    fc.assert(
      fc.property(collinearSegments(), ([s, t]) => segmentsIntersect(s, t) === collinearOverlap(s, t)),
      params(),
    );
  });
});
