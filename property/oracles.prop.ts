import * as fc from 'fast-check';
import { orient2d as shewchukOrient2d } from 'robust-predicates';
import segseg from 'robust-segment-intersect';
import { describe, it } from 'vitest';
import {
  collinearSegments,
  collinearTriple,
  doubleCoordinate,
  nearlyCollinearTriple,
  sharedEndpointSegments,
  tJunctionSegments,
} from '../src/arbitraries/index.js';
import type { Coordinate, Point2, Segment2 } from '../src/core/coordinate.js';
import { orient2d, segmentsIntersect } from '../src/index.js';
import { collinearWideTriple, ulpGridPoint } from './support/doubleFamilies.js';
import type { Family } from './support/families.js';
import { params } from './support/params.js';

/*
 * External oracles on double inputs. robust-predicates (Shewchuk's adaptive
 * orient2d) and robust-segment-intersect (built on robust-orientation's
 * expansions) are exact only while no intermediate overflows or underflows,
 * so every input here is a multiple of 2^-450 below 2^450 in magnitude:
 * products of differences are multiples of 2^-900, far above the subnormal
 * range, and below 2^902. Within that range they are independent exact
 * implementations.
 *
 * Sign convention: robust-predicates assumes the y axis points down; its
 * orient2d returns (a.y − c.y)(b.x − c.x) − (a.x − c.x)(b.y − c.y), which is
 * minus our (b − a) × (c − a). So its sign is the negation of ours.
 */

type Triple = readonly [Point2, Point2, Point2];
const num = (x: Coordinate) => x as number;
const xy = (p: Point2): [number, number] => [num(p[0]), num(p[1])];

/** Multiplies every number in a configuration of safe integers by 2^e, exactly. */
function scaled<T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.tuple(arb, fc.integer({ min: -400, max: 340 })).map(([v, e]) => {
    const walk = (x: unknown): unknown => (typeof x === 'number' ? x * 2 ** e : Array.isArray(x) ? x.map(walk) : x);
    return walk(v) as T;
  });
}

const moderate = doubleCoordinate({ minExponent: -450, maxExponent: 397 });
const fine = doubleCoordinate({ minExponent: -80, maxExponent: -50 });
const point = (c: fc.Arbitrary<number>) => fc.tuple(c, c) as fc.Arbitrary<Point2>;

const triples: readonly Family<Triple>[] = [
  ['moderate doubles', fc.tuple(point(moderate), point(moderate), point(moderate))],
  ['fine doubles', fc.tuple(point(fine), point(fine), point(fine))],
  ['ulp grid on the diagonal', fc.tuple(ulpGridPoint, ulpGridPoint, ulpGridPoint)],
  ['collinear, scaled', scaled(collinearTriple({ coordinates: 'safe' }))],
  ['collinear, exponents far apart', collinearWideTriple],
  ['nearly collinear, scaled', scaled(nearlyCollinearTriple({ coordinates: 'safe' }))],
];

const seg = (c: fc.Arbitrary<Point2>) => fc.tuple(c, c) as fc.Arbitrary<Segment2>;
const pairs: readonly Family<readonly [Segment2, Segment2]>[] = [
  ['moderate doubles', fc.tuple(seg(point(moderate)), seg(point(moderate)))],
  ['fine doubles', fc.tuple(seg(point(fine)), seg(point(fine)))],
  ['ulp grid on the diagonal', fc.tuple(seg(ulpGridPoint), seg(ulpGridPoint))],
  ['shared endpoint, scaled', scaled(sharedEndpointSegments({ coordinates: 'safe' }))],
  ['T-junction, scaled', scaled(tJunctionSegments({ coordinates: 'safe' }))],
  ['collinear, scaled', scaled(collinearSegments({ coordinates: 'safe' }))],
];

describe.each(triples)('orient2d agrees with robust-predicates: %s', (_name, arb) => {
  it('sign(orient2d) = −sign(robust-predicates orient2d)', () => {
    fc.assert(
      fc.property(arb, ([a, b, c]) => {
        const theirs = Math.sign(shewchukOrient2d(...xy(a), ...xy(b), ...xy(c)));
        return orient2d(a, b, c) === (theirs === 0 ? 0 : -theirs);
      }),
      params(200),
    );
  });
});

describe.each(pairs)('segmentsIntersect agrees with robust-segment-intersect: %s', (_name, arb) => {
  it('same answer', () => {
    fc.assert(
      fc.property(arb, ([s, t]) => segmentsIntersect(s, t) === segseg(xy(s[0]), xy(s[1]), xy(t[0]), xy(t[1]))),
      params(200),
    );
  });
});
