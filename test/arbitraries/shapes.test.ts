import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as A from '../../src/arbitraries/index.js';
import type { Box } from '../../src/core/box.js';
import type { Coordinate } from '../../src/core/coordinate.js';
import { Rational } from '../../src/index.js';
import { cmp, frac, orient2dExact } from '../support/frac.js';
import { sample } from './sampling.js';

/*
 * The free-shape and coordinate arbitraries: types, ranges, validity
 * (boxes ordered, directions non-zero), that the interesting cases really
 * come up (flat boxes, subnormals, every type in 'mixed'), and that a
 * failing property shrinks to a simple case.
 */

const RUNS = { numRuns: 200 };
const kindOf = (x: Coordinate) => (typeof x === 'number' ? 'number' : typeof x === 'bigint' ? 'bigint' : 'Rational');
const samples = <T>(arb: fc.Arbitrary<T>, n = 500) => sample(arb, n, 42);

describe('coordinate arbitraries', () => {
  it('gridCoordinate stays on its grid', () => {
    fc.assert(
      fc.property(A.gridCoordinate({ min: -3, max: 5 }), (x) => Number.isInteger(x) && x >= -3 && x <= 5),
      RUNS,
    );
  });
  it('safeIntegerCoordinate gives safe integers, some of them large', () => {
    const xs = samples(A.safeIntegerCoordinate());
    expect(xs.every(Number.isSafeInteger)).toBe(true);
    expect(xs.some((x) => Math.abs(x) > 2 ** 50)).toBe(true);
  });
  it('hugeBigIntCoordinate reaches past 2^250 and stays within 2^maxBits', () => {
    const xs = samples(A.hugeBigIntCoordinate());
    expect(xs.every((x) => typeof x === 'bigint' && x <= 1n << 300n && x >= -(1n << 300n))).toBe(true);
    expect(xs.some((x) => x > 1n << 250n || x < -(1n << 250n))).toBe(true);
    expect(samples(A.hugeBigIntCoordinate({ maxBits: 8 })).every((x) => x <= 256n && x >= -256n)).toBe(true);
  });
  it('doubleCoordinate gives finite doubles including subnormals and 1e±300 magnitudes', () => {
    const xs = samples(A.doubleCoordinate(), 2000);
    expect(xs.every(Number.isFinite)).toBe(true);
    expect(xs.some((x) => x !== 0 && Math.abs(x) < 2 ** -1022)).toBe(true);
    expect(xs.some((x) => Math.abs(x) > 1e300)).toBe(true);
    expect(xs.some((x) => x !== 0 && Math.abs(x) < 1e-300)).toBe(true);
    const narrow = samples(A.doubleCoordinate({ minExponent: -10, maxExponent: -5 }));
    expect(narrow.every((x) => Math.abs(x) < 2 ** 48 && Number.isInteger(x * 2 ** 10))).toBe(true);
  });
  it('rationalCoordinate gives Rationals in lowest terms, most not doubles', () => {
    const xs = samples(A.rationalCoordinate());
    expect(xs.every((x) => x instanceof Rational && x.den > 0n)).toBe(true);
    expect(xs.filter((x) => (x.den & (x.den - 1n)) !== 0n).length).toBeGreaterThan(250);
  });
  it("coordinate({ kind: 'mixed' }) gives numbers, bigints and Rationals", () => {
    const kinds = new Set(samples(A.coordinate()).map(kindOf));
    expect([...kinds].sort()).toEqual(['Rational', 'bigint', 'number']);
  });
  it('a custom coordinate arbitrary is used as given', () => {
    const pts = samples(A.point2({ coordinates: fc.constant(7n) }), 20);
    expect(pts.every(([x, y]) => x === 7n && y === 7n)).toBe(true);
  });
});

describe.each(A.COORDINATE_KINDS)('shapes with %s coordinates', (kind) => {
  const c = { coordinates: kind };
  const ordered = (box: Box) => box.min.every((x, i) => cmp(frac(x), frac(box.max[i] as Coordinate)) <= 0);
  it('points, segments and boxes have the right shape; boxes are ordered, some flat', () => {
    fc.assert(
      fc.property(A.point2(c), (p) => p.length === 2),
      RUNS,
    );
    fc.assert(
      fc.property(A.point3(c), (p) => p.length === 3),
      RUNS,
    );
    fc.assert(
      fc.property(A.segment2(c), (s) => s.length === 2 && s[0].length === 2),
      RUNS,
    );
    fc.assert(
      fc.property(A.segment3(c), (s) => s[1].length === 3),
      RUNS,
    );
    fc.assert(fc.property(A.box2(c), ordered), RUNS);
    fc.assert(fc.property(A.box3(c), ordered), RUNS);
    const flat = samples(A.box2(c)).filter((b) => b.min.some((x, i) => cmp(frac(x), frac(b.max[i] as Coordinate)) === 0));
    expect(flat.length).toBeGreaterThan(50);
    fc.assert(
      fc.property(A.box3({ ...c, flat: false }), (b) => b.min.every((x, i) => cmp(frac(x), frac(b.max[i] as Coordinate)) !== 0)),
      RUNS,
    );
  });
  it('rays have non-zero directions', () => {
    fc.assert(
      fc.property(A.ray2(c), (r) => r.dir.some((x) => frac(x).n !== 0n)),
      RUNS,
    );
    fc.assert(
      fc.property(A.ray3(c), (r) => r.dir.some((x) => frac(x).n !== 0n)),
      RUNS,
    );
  });
});

describe('the families reach the cases they exist for', () => {
  it('nearlyCollinearTriple is almost never collinear', () => {
    const xs = samples(A.nearlyCollinearTriple({ coordinates: 'double' }));
    expect(xs.filter(([a, b, c]) => orient2dExact(a, b, c) !== 0).length).toBeGreaterThan(400);
  });
  it('convexPolygon has repeated and collinear vertices and both windings', () => {
    const polys = samples(A.convexPolygon({ coordinates: 'grid' }));
    const key = (p: readonly Coordinate[]) => p.map(String).join(',');
    expect(polys.some((p) => p.some((v, i) => key(v) === key(p[(i + 1) % p.length] as never)))).toBe(true);
    expect(
      polys.some((p) => p.some((v, i) => orient2dExact(v, p[(i + 1) % p.length] as never, p[(i + 2) % p.length] as never) === 0)),
    ).toBe(true);
  });
});

describe('shrinking goes to simple cases', () => {
  /** The shrunk counterexample of a property that always fails. */
  function shrunk<T>(arb: fc.Arbitrary<T>, fails: (x: T) => boolean = () => true): T {
    const out = fc.check(
      fc.property(arb, (x) => !fails(x)),
      { seed: 7, numRuns: 100 },
    );
    if (!out.failed || out.counterexample === null) throw new Error('property did not fail');
    return out.counterexample[0];
  }
  const small = (x: unknown): boolean =>
    typeof x === 'number'
      ? Math.abs(x) <= 4
      : typeof x === 'bigint'
        ? x <= 4n && x >= -4n
        : x instanceof Rational
          ? small(x.num) && x.den <= 4n
          : Array.isArray(x)
            ? x.every(small)
            : x !== null && typeof x === 'object'
              ? Object.values(x).every(small)
              : true;

  it('collinearTriple shrinks to three copies of the origin', () => {
    expect(shrunk(A.collinearTriple())).toEqual([
      [0n, 0n],
      [0n, 0n],
      [0n, 0n],
    ]);
  });
  it('convexPolygon shrinks to a small triangle', () => {
    const p = shrunk(A.convexPolygon());
    expect(p.length).toBe(3);
    expect(small(p)).toBe(true);
  });
  it.each([
    ['touchingSegmentBox', A.touchingSegmentBox()],
    ['segmentThroughBoxCorner', A.segmentThroughBoxCorner({ dim: 3 })],
    ['rayGrazingBoxFace', A.rayGrazingBoxFace({ coordinates: 'double' })],
    ['tJunctionSegments', A.tJunctionSegments({ coordinates: 'huge' })],
    ['segment2 mixed', A.segment2()],
    ['box3 mixed', A.box3()],
  ] as [string, fc.Arbitrary<unknown>][])('%s shrinks to small coordinates', (_name, arb) => {
    expect(small(shrunk(arb))).toBe(true);
  });
  it('a property failing only on big inputs still shrinks its other parts', () => {
    // Fails when the segment's first x is above 1000: the shrunk case keeps that, and little else.
    const s = shrunk(A.segment2({ coordinates: 'safe' }), (x) => (x[0][0] as number) > 1000);
    expect(s[0][0]).toBe(1001);
    expect([s[0][1], s[1][0], s[1][1]]).toEqual([0, 0, 0]);
  });
});
