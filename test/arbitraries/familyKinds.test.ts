import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMBEDDING_BITS } from '../../src/arbitraries/embedding.js';
import * as A from '../../src/arbitraries/index.js';
import type { Coordinate } from '../../src/core/coordinate.js';
import { Rational } from '../../src/index.js';
import { int, isKind, leaves, sample, typeOf } from './sampling.js';

/*
 * The degenerate families are built on integers and carried into the
 * requested kind: every coordinate must then be of that kind ('grid' and
 * 'safe' numbers, 'huge' bigints, 'double' finite numbers, 'rational'
 * Rationals), and the integer kinds, which are not scaled, must stay within
 * the kind's bit budget (EMBEDDING_BITS), which is what keeps the scaled
 * kinds exact. 'mixed' writes each coordinate independently as a number,
 * a bigint or a Rational, and shrinks to plain numbers.
 */

type Kind = A.CoordinateKind;
const families: [string, (kind: Kind) => fc.Arbitrary<unknown>][] = [
  ['collinearTriple', (k) => A.collinearTriple({ coordinates: k })],
  ['nearlyCollinearTriple', (k) => A.nearlyCollinearTriple({ coordinates: k })],
  ['thinTriangle', (k) => A.thinTriangle({ coordinates: k })],
  ['cocircularPoints', (k) => A.cocircularPoints({ coordinates: k })],
  ['cosphericalPoints', (k) => A.cosphericalPoints({ coordinates: k })],
  ['sharedEndpointSegments', (k) => A.sharedEndpointSegments({ coordinates: k })],
  ['tJunctionSegments', (k) => A.tJunctionSegments({ coordinates: k })],
  ['collinearSegments', (k) => A.collinearSegments({ coordinates: k })],
  ['convexPolygon', (k) => A.convexPolygon({ coordinates: k })],
  ['parallelepiped', (k) => A.parallelepiped({ coordinates: k })],
  ['parallelepiped axis-aligned', (k) => A.parallelepiped({ coordinates: k, axisAligned: true })],
  ['segmentStar', (k) => A.segmentStar({ coordinates: k })],
  ['tJunctionSegmentSet', (k) => A.tJunctionSegmentSet({ coordinates: k })],
  ['overlappingSegments', (k) => A.overlappingSegments({ coordinates: k })],
  ['pixelBoundaryCrossings', (k) => A.pixelBoundaryCrossings({ coordinates: k })],
  ['nearlyParallelSegments', (k) => A.nearlyParallelSegments({ coordinates: k })],
  ['axisParallelGrid', (k) => A.axisParallelGrid({ coordinates: k })],
  ...([2, 3] as const).flatMap((dim): [string, (kind: Kind) => fc.Arbitrary<unknown>][] => [
    [`zeroLengthSegment ${dim}D`, (k) => A.zeroLengthSegment({ coordinates: k, dim: dim as 2 })],
    [`segmentNearBox ${dim}D`, (k) => A.segmentNearBox({ coordinates: k, dim: dim as 2 })],
    [`rayNearBox ${dim}D`, (k) => A.rayNearBox({ coordinates: k, dim: dim as 2 })],
    [`segmentInBoxFace ${dim}D`, (k) => A.segmentInBoxFace({ coordinates: k, dim: dim as 2 })],
    [`segmentThroughBoxCorner ${dim}D`, (k) => A.segmentThroughBoxCorner({ coordinates: k, dim: dim as 2 })],
    [`segmentThroughBoxEdge ${dim}D`, (k) => A.segmentThroughBoxEdge({ coordinates: k, dim: dim as 2 })],
    [`rayGrazingBoxFace ${dim}D`, (k) => A.rayGrazingBoxFace({ coordinates: k, dim: dim as 2 })],
    [`touchingSegmentBox ${dim}D`, (k) => A.touchingSegmentBox({ coordinates: k, dim: dim as 2 })],
  ]),
];

describe.each(families)('%s', (_name, family) => {
  it.each(A.COORDINATE_KINDS)('every coordinate is of kind %s', (kind) => {
    const xs = sample(family(kind), 20).flatMap(leaves);
    expect(xs.length).toBeGreaterThan(0);
    expect(xs.filter((x) => !isKind[kind](x))).toEqual([]);
  });
  it.each(['grid', 'safe', 'huge'] as const)('%s integers stay within the bit budget', (kind) => {
    const limit = 1n << BigInt(EMBEDDING_BITS[kind]);
    const over = sample(family(kind), 100)
      .flatMap(leaves)
      .filter((x) => int(x) > limit || int(x) < -limit);
    expect(over).toEqual([]);
  });
});

describe("'mixed' writes each coordinate on its own", () => {
  // 12 coordinates per case: origin and three edges.
  const cases = sample(A.parallelepiped(), 300).map((p) => leaves(p));
  it('every position is sometimes a number, a bigint and a Rational', () => {
    for (let i = 0; i < 12; i++) {
      expect(new Set(cases.map((c) => typeOf(c[i] as Coordinate))), `position ${i}`).toEqual(
        new Set(['number', 'bigint', 'Rational']),
      );
    }
  });
  it('any two positions are sometimes of different types', () => {
    for (let i = 0; i < 12; i++) {
      for (let j = i + 1; j < 12; j++) {
        const differ = cases.some((c) => c[i] instanceof Rational !== c[j] instanceof Rational);
        expect(differ, `positions ${i} and ${j}`).toBe(true);
      }
    }
  });
  it('shrinks to plain numbers', () => {
    for (const seed of [1, 2, 3]) {
      const out = fc.check(
        fc.property(A.collinearTriple({ coordinates: 'mixed' }), () => false),
        { seed, numRuns: 1 },
      );
      const shrunk = leaves(out.counterexample?.[0]);
      expect(shrunk.length).toBe(6);
      expect(shrunk.every((x) => typeof x === 'number' && x === 0)).toBe(true);
    }
  });
});

describe('the degenerate families shrink to their simplest case', () => {
  it('thinTriangle shrinks to three coincident points (u = 0, where no point can lie beside the segment)', () => {
    const out = fc.check(
      fc.property(A.thinTriangle({ coordinates: 'grid' }), () => false),
      { seed: 1, numRuns: 1 },
    );
    expect(out.counterexample?.[0]).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });
});
