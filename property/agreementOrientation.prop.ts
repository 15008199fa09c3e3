import * as fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  collinearSegments,
  collinearTriple,
  doubleCoordinate,
  nearlyCollinearTriple,
  point2,
  segment2,
  sharedEndpointSegments,
  tJunctionSegments,
} from '../src/arbitraries/index.js';
import type { Point2, Segment2 } from '../src/core/coordinate.js';
import { cwTestFloat, orient2dFloat, segmentsIntersectFloat } from '../src/float/index.js';
import { orient2d, segmentsIntersect } from '../src/index.js';
import { cwTest } from '../src/ruby/index.js';
import { orient2dExact } from '../test/support/frac.js';
import { segmentsIntersectFrac } from '../test/support/segmentsFrac.js';
import { AgreementTable } from './support/agreement.js';
import { collinearWideTriple, nudged, ulpGridPoint } from './support/doubleFamilies.js';
import type { Family } from './support/families.js';
import { params } from './support/params.js';
import { orientSeparated, segmentsSeparated } from './support/separation.js';

/*
 * Property 1 for the orientation-based float code: orient2dFloat,
 * cwTestFloat and the Ruby post's segmentsIntersectFloat equal their exact
 * twins on every well-separated case (separation.ts), and every
 * disagreement is confirmed by the independent fraction kernel. The
 * agreement rates per family are printed as a table.
 */

type Triple = readonly [Point2, Point2, Point2];
type Pair = readonly [Segment2, Segment2];
const nums = (p: Point2) => p as unknown as [number, number];

const unit = doubleCoordinate({ minExponent: -60, maxExponent: -50 });
const unitPoint = fc.tuple(unit, unit) as fc.Arbitrary<Point2>;

const triples: readonly Family<Triple>[] = [
  ['free grid', fc.tuple(point2({ coordinates: 'grid' }), point2({ coordinates: 'grid' }), point2({ coordinates: 'grid' }))],
  ['free unit doubles', fc.tuple(unitPoint, unitPoint, unitPoint)],
  [
    'free doubles (all scales)',
    fc.tuple(point2({ coordinates: 'double' }), point2({ coordinates: 'double' }), point2({ coordinates: 'double' })),
  ],
  ['collinear safe', collinearTriple({ coordinates: 'safe' })],
  ['collinear double', collinearTriple({ coordinates: 'double' })],
  ['collinear, exponents far apart', collinearWideTriple],
  ['collinear double, one ulp off', nudged(collinearTriple({ coordinates: 'double' }))],
  ['ulp grid on the diagonal', fc.tuple(ulpGridPoint, ulpGridPoint, ulpGridPoint)],
  ['nearly collinear safe', nearlyCollinearTriple({ coordinates: 'safe' })],
  ['nearly collinear double', nearlyCollinearTriple({ coordinates: 'double' })],
];

const pairs: readonly Family<Pair>[] = [
  ['free grid', fc.tuple(segment2({ coordinates: 'grid' }), segment2({ coordinates: 'grid' }))],
  ['free unit doubles', fc.tuple(fc.tuple(unitPoint, unitPoint), fc.tuple(unitPoint, unitPoint)) as fc.Arbitrary<Pair>],
  [
    'ulp grid on the diagonal',
    fc.tuple(fc.tuple(ulpGridPoint, ulpGridPoint), fc.tuple(ulpGridPoint, ulpGridPoint)) as fc.Arbitrary<Pair>,
  ],
  ['shared endpoint double, one ulp off', nudged(sharedEndpointSegments({ coordinates: 'double' }))],
  ['T-junction double, one ulp off', nudged(tJunctionSegments({ coordinates: 'double' }))],
  ['collinear double, one ulp off', nudged(collinearSegments({ coordinates: 'double' }))],
  ['shared endpoint double', sharedEndpointSegments({ coordinates: 'double' })],
  ['T-junction safe', tJunctionSegments({ coordinates: 'safe' })],
  ['T-junction double', tJunctionSegments({ coordinates: 'double' })],
  ['collinear grid', collinearSegments({ coordinates: 'grid' })],
  ['collinear double', collinearSegments({ coordinates: 'double' })],
];

const orientTable = new AgreementTable('orient2dFloat vs orient2d');
const cwTable = new AgreementTable('cwTestFloat vs cwTest');
const segTable = new AgreementTable('segmentsIntersectFloat vs segmentsIntersect');
afterEach(() => {
  orientTable.save('orient2d');
  cwTable.save('cwTest');
  segTable.save('segmentsIntersect');
});
afterAll(() => {
  orientTable.print('orient2d');
  cwTable.print('cwTest');
  segTable.print('segmentsIntersect');
});

describe.each(triples)('float orientation agrees when well separated: %s', (name, arb) => {
  it('orient2dFloat and cwTestFloat', () => {
    fc.assert(
      fc.property(arb, ([a, b, c]) => {
        const sep = orientSeparated(nums(a), nums(b), nums(c));
        const exact = orient2d(a, b, c);
        const agree = orient2dFloat(nums(a), nums(b), nums(c)) === exact;
        const confirmed = !agree && orient2dExact(a, b, c) === exact;
        orientTable.record(name, { separated: sep, agree, confirmed });
        if (sep) expect(agree).toBe(true);
        if (!agree) expect(confirmed).toBe(true);

        const cwAgree = cwTestFloat(nums(a), nums(b), nums(c)) === cwTest(a, b, c);
        const cwConfirmed = !cwAgree && orient2dExact(a, b, c) === exact;
        cwTable.record(name, { separated: sep, agree: cwAgree, confirmed: cwConfirmed });
        if (sep) expect(cwAgree).toBe(true);
      }),
      params(300),
    );
  });
});

describe.each(pairs)('segmentsIntersectFloat agrees when well separated: %s', (name, arb) => {
  it('segmentsIntersectFloat', () => {
    fc.assert(
      fc.property(arb, ([s, t]) => {
        const fs = [nums(s[0]), nums(s[1])] as const;
        const ft = [nums(t[0]), nums(t[1])] as const;
        const sep = segmentsSeparated(fs, ft);
        const exact = segmentsIntersect(s, t);
        const agree = segmentsIntersectFloat(fs, ft) === exact;
        const confirmed = !agree && segmentsIntersectFrac(s, t) === exact;
        segTable.record(name, { separated: sep, agree, confirmed });
        if (sep) expect(agree).toBe(true);
        if (!agree) expect(confirmed).toBe(true);
      }),
      params(300),
    );
  });
});
