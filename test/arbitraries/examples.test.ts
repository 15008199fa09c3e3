import * as fc from 'fast-check';
import { describe, it } from 'vitest';
import {
  box2,
  box3,
  cocircularPoints,
  collinearSegments,
  collinearTriple,
  convexPolygon,
  coordinate,
  cosphericalPoints,
  doubleCoordinate,
  gridCoordinate,
  hugeBigIntCoordinate,
  nearlyCollinearTriple,
  parallelepiped,
  point2,
  point3,
  rationalCoordinate,
  ray2,
  ray3,
  rayGrazingBoxFace,
  rayNearBox,
  safeIntegerCoordinate,
  segment2,
  segment3,
  segmentInBoxFace,
  segmentNearBox,
  segmentThroughBoxCorner,
  segmentThroughBoxEdge,
  sharedEndpointSegments,
  thinTriangle,
  tJunctionSegments,
  touchingSegmentBox,
  zeroLengthSegment,
} from '../../src/arbitraries/index.js';
import {
  clipSegment,
  cohenSutherlandClip,
  incircle,
  inRange,
  insphere,
  orient2d,
  orient3d,
  outcode,
  pointInBox,
  pointInConvexPolygon,
  Rational,
  rayBox,
  rayIntersectsBox,
  segmentBox,
  segmentIntersection,
  segmentIntersectsBox,
  segmentIntersectsParallelepiped,
  segmentsIntersect,
} from '../../src/index.js';

/* The usage examples of the doc comments and the README, run as written. */

const RUNS = { numRuns: 50 };

describe('documented examples hold', () => {
  it('coordinates', () => {
    fc.assert(
      fc.property(gridCoordinate({ min: -3, max: 3 }), (x) => Number.isInteger(x)),
      RUNS,
    );
    fc.assert(
      fc.property(safeIntegerCoordinate(), (x) => Number.isSafeInteger(x)),
      RUNS,
    );
    fc.assert(
      fc.property(hugeBigIntCoordinate(), (x) => orient2d([x, 0n], [0n, 0n], [1n, 0n]) === 0),
      RUNS,
    );
    fc.assert(
      fc.property(doubleCoordinate(), (x) => Rational.fromNumber(x).toNumber() === x),
      RUNS,
    );
    fc.assert(
      fc.property(doubleCoordinate({ minExponent: -1074, maxExponent: -1000 }), (x) => Math.abs(x) < 2 ** -947),
      RUNS,
    );
    fc.assert(
      fc.property(rationalCoordinate(), (q) => q.den > 0n),
      RUNS,
    );
    fc.assert(
      fc.property(coordinate(), coordinate(), (a, b) => inRange(a, a, b)),
      RUNS,
    );
    fc.assert(
      fc.property(coordinate({ kind: 'huge' }), (x) => typeof x === 'bigint'),
      RUNS,
    );
  });
  it('shapes', () => {
    fc.assert(
      fc.property(point2({ coordinates: 'grid' }), point2(), (a, b) => orient2d(a, b, b) === 0),
      RUNS,
    );
    fc.assert(
      fc.property(point3(), (p) => orient3d(p, p, p, p) === 0),
      RUNS,
    );
    fc.assert(
      fc.property(segment2(), segment2(), (s, t) => segmentsIntersect(s, t) === segmentsIntersect(t, s)),
      RUNS,
    );
    fc.assert(
      fc.property(segment3(), box3(), (s, box) => segmentIntersectsBox(s, box) === (segmentBox(s, box) !== null)),
      RUNS,
    );
    fc.assert(
      fc.property(segment3(), box3(), (s, box) => segmentIntersectsBox(s, box) === (clipSegment(s, box) !== null)),
      RUNS,
    );
    fc.assert(
      fc.property(ray2(), box2(), (r, box) => {
        const i = rayBox(r.origin, r.dir, box);
        return i === null || i[0].sign() >= 0;
      }),
      RUNS,
    );
    fc.assert(
      fc.property(ray3(), box3(), (r, box) => rayIntersectsBox(r.origin, r.dir, box) === (rayBox(r.origin, r.dir, box) !== null)),
      RUNS,
    );
    fc.assert(
      fc.property(point2(), box2(), (p, box) => (outcode(p, box) === 0) === (pointInBox(p, box) !== 'outside')),
      RUNS,
    );
    fc.assert(
      fc.property(convexPolygon(), (poly) => pointInConvexPolygon(poly[0] as never, poly) === 'boundary'),
      RUNS,
    );
    fc.assert(
      fc.property(
        segment3(),
        parallelepiped(),
        (s, { origin, edges }) => typeof segmentIntersectsParallelepiped(s, origin, edges) === 'boolean',
      ),
      RUNS,
    );
  });
  it('degenerate families', () => {
    fc.assert(
      fc.property(collinearTriple(), ([a, b, c]) => orient2d(a, b, c) === 0),
      RUNS,
    );
    fc.assert(
      fc.property(nearlyCollinearTriple({ coordinates: 'double' }), ([a, b, c]) => orient2d(a, b, c) === -orient2d(b, a, c)),
      RUNS,
    );
    fc.assert(
      fc.property(thinTriangle({ coordinates: 'safe' }), ([a, b, c]) => orient2d(a, b, c) === -orient2d(a, c, b)),
      RUNS,
    );
    fc.assert(
      fc.property(cocircularPoints(), ({ points: [a, b, c, d] }) => incircle(a, b, c, d) === 0),
      RUNS,
    );
    fc.assert(
      fc.property(cosphericalPoints(), ({ points: [a, b, c, d, e] }) => insphere(a, b, c, d, e) === 0),
      RUNS,
    );
    fc.assert(
      fc.property(sharedEndpointSegments(), ([s, t]) => segmentsIntersect(s, t)),
      RUNS,
    );
    fc.assert(
      fc.property(tJunctionSegments(), ([s, t]) => segmentIntersection(s, t).kind !== 'none'),
      RUNS,
    );
    fc.assert(
      fc.property(collinearSegments(), ([s, t]) => segmentsIntersect(s, t) === (segmentIntersection(s, t).kind !== 'none')),
      RUNS,
    );
    fc.assert(
      fc.property(zeroLengthSegment(), point2(), ([p, q], r) => orient2d(p, q, r) === 0),
      RUNS,
    );
    fc.assert(
      fc.property(
        segmentNearBox(),
        ({ segment, box }) => segmentIntersectsBox(segment, box) === (segmentBox(segment, box) !== null),
      ),
      RUNS,
    );
    fc.assert(
      fc.property(
        rayNearBox({ dim: 3 }),
        ({ origin, dir, box }) => rayIntersectsBox(origin, dir, box) === (rayBox(origin, dir, box) !== null),
      ),
      RUNS,
    );
    fc.assert(
      fc.property(touchingSegmentBox(), ({ segment, box }) => segmentIntersectsBox(segment, box)),
      RUNS,
    );
    fc.assert(
      fc.property(touchingSegmentBox({ dim: 3 }), ({ segment, box }) => segmentIntersectsBox(segment, box)),
      RUNS,
    );
    fc.assert(
      fc.property(
        segmentInBoxFace({ dim: 3 }),
        ({ segment, box }) => segmentIntersectsBox(segment, box) === (clipSegment(segment, box) !== null),
      ),
      RUNS,
    );
    fc.assert(
      fc.property(
        segmentThroughBoxCorner(),
        ({ segment, box }) => segmentIntersectsBox(segment, box) === (cohenSutherlandClip(segment, box) !== null),
      ),
      RUNS,
    );
    fc.assert(
      fc.property(
        segmentThroughBoxEdge({ dim: 3 }),
        ({ segment, box }) => segmentIntersectsBox(segment, box) === (segmentBox(segment, box) !== null),
      ),
      RUNS,
    );
    fc.assert(
      fc.property(
        rayGrazingBoxFace(),
        ({ origin, dir, box }) => rayIntersectsBox(origin, dir, box) === (rayBox(origin, dir, box) !== null),
      ),
      RUNS,
    );
  });
});
