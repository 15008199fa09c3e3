import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SegmentSet2 } from '../src/arbitraries/index.js';
import type { Coordinate } from '../src/core/coordinate.js';
import { Rational } from '../src/core/rational.js';
import type { IntersectionPair, RationalPoint } from '../src/index.js';
import { iterateSegmentIntersections, nodeSegments, nodingCheck, segmentIntersections } from '../src/index.js';
import { allPairs, firstNonNodedPair, showPairs } from '../test/arrangement/reference.js';
import { params } from './support/params.js';
import { segmentSetFamilies } from './support/segmentSets.js';

/*
 * The arrangement laws on every segment-set family: the sweep finds exactly
 * the pairs the all-pairs reference finds (eagerly and lazily), nodingCheck
 * agrees with the reference, nodeSegments gives a noded set, and exact
 * affine maps commute with intersection.
 */

const unlimited = { maxPairs: Number.POSITIVE_INFINITY };

describe.each(segmentSetFamilies)('arrangement laws: %s', (_name, sets) => {
  it('the sweep finds the pairs of all-pairs, with the same points', () => {
    fc.assert(
      fc.property(sets, (set) => {
        const want = showPairs(allPairs(set));
        expect(showPairs(segmentIntersections(set, unlimited))).toEqual(want);
        expect(showPairs([...iterateSegmentIntersections(set, unlimited)]).sort()).toEqual([...want].sort());
      }),
      params(40),
    );
  });

  it('nodingCheck names the first pair the reference finds', () => {
    fc.assert(
      fc.property(sets, (set) => {
        const want = firstNonNodedPair(set);
        expect(nodingCheck(set)).toEqual(want === null ? { noded: true } : { noded: false, pair: want });
      }),
      params(40),
    );
  });

  it('nodeSegments gives a noded set', () => {
    fc.assert(
      fc.property(sets, (set) => {
        expect(nodingCheck(nodeSegments(set).map((p) => p.segment))).toEqual({ noded: true });
      }),
      params(40),
    );
  });
});

/** x ↦ A·x + b with an invertible integer matrix A: exact on Rationals. */
type Affine = { a: bigint; b: bigint; c: bigint; d: bigint; e: bigint; f: bigint };
const affine = fc
  .record({
    a: fc.bigInt({ min: -5n, max: 5n }),
    b: fc.bigInt({ min: -5n, max: 5n }),
    c: fc.bigInt({ min: -5n, max: 5n }),
    d: fc.bigInt({ min: -5n, max: 5n }),
    e: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
    f: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
  })
  .filter((m) => m.a * m.d - m.b * m.c !== 0n);
const apply = (m: Affine, p: readonly Coordinate[]): RationalPoint => {
  const [x, y] = [Rational.from(p[0] as Coordinate), Rational.from(p[1] as Coordinate)];
  return [x.mul(m.a).add(y.mul(m.b)).add(m.e), x.mul(m.c).add(y.mul(m.d)).add(m.f)];
};
const lex = (p: RationalPoint, q: RationalPoint): number => p[0].compare(q[0]) || p[1].compare(q[1]);
const mapPair = (m: Affine, p: IntersectionPair): IntersectionPair =>
  p.kind === 'point'
    ? { ...p, point: apply(m, p.point) }
    : { ...p, segment: p.segment.map((q) => apply(m, q)).sort(lex) as [RationalPoint, RationalPoint] };

describe.each(segmentSetFamilies)('exact affine maps commute with intersection: %s', (_name, sets) => {
  it('the pairs of the mapped set are the mapped pairs', () => {
    fc.assert(
      fc.property(sets, affine, (set: SegmentSet2, m) => {
        const mapped = set.map(([p, q]) => [apply(m, p), apply(m, q)] as const);
        expect(showPairs(segmentIntersections(mapped, unlimited))).toEqual(
          showPairs(segmentIntersections(set, unlimited).map((p) => mapPair(m, p))),
        );
      }),
      params(25),
    );
  });
});
