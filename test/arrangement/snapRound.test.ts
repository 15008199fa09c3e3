import { describe, expect, it } from 'vitest';
import type { SnapGridLike } from '../../src/arrangement/snapRound.js';
import { snapRound } from '../../src/arrangement/snapRound.js';
import type { Coordinate, RationalPoint, SegmentLike } from '../../src/index.js';
import { ExactRangeError, ExactTypeError, Rational } from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import type { Frac } from '../support/frac.js';
import { frac } from '../support/frac.js';
import { mulberry32 } from '../support/random.js';
import { latticeSets, seg } from './fixtures.js';
import { snapReference } from './reference.js';

const lines = (segments: readonly SegmentLike[], grid?: SnapGridLike) =>
  snapRound(segments, grid).map((line) => line.map((p) => p.join(',')).join(' '));

/** snapRound against the fraction reference, on the grid given (default: origin 0, cell 1). */
function agrees(segments: readonly SegmentLike[], grid?: { origin: Coordinate[]; cell: Coordinate[] }): void {
  const g = grid ?? { origin: [0, 0], cell: [1, 1] };
  const [x0, y0, w, h] = [...g.origin, ...g.cell].map((v) => frac(v)) as [Frac, Frac, Frac, Frac];
  const want = snapReference(segments, { x0, y0, w, h });
  expect(
    lines(segments, grid),
    JSON.stringify({ segments, grid }, (_, v) => (typeof v === 'bigint' ? `${v}n` : v)),
  ).toEqual(want);
}

describe('snapRound', () => {
  it('rounds endpoints and crossings to pixel centres, and routes each segment through the hot pixels it passes', () => {
    expect(lines([seg(0, 0, 4, 1.2), seg(2, -1, 2.4, 3)])).toEqual(['0,0 2,1 4,1', '2,-1 2,1 2,3']);
    // The crossing (1.5, 1.5) lies on pixel boundaries: it belongs to the pixel [2, 2] (half-open boxes).
    expect(lines([seg(0, 0, 3, 3), seg(0, 3, 3, 0)])).toEqual(['0,0 2,2 3,3', '0,3 2,2 3,0']);
    // A segment passing near (not through) a hot pixel keeps clear of it; one passing through it is bent to its centre.
    expect(lines([seg(0, 0, 10, 0.4), seg(5, 0.45, 5, 0.45), seg(0, 2, 10, 2.8)])).toEqual(['0,0 5,0 10,0', '5,0', '0,2 10,3']);
  });

  it('keeps each segment in its own direction, from its first point', () => {
    expect(lines([seg(4, 1.2, 0, 0), seg(2, -1, 2.4, 3)])).toEqual(['4,1 2,1 0,0', '2,-1 2,1 2,3']);
  });

  it('orders pixels entered at one parameter: the one holding the point first', () => {
    // Through the pixel corner (0.5, 0.5) going down-right: at t = 1/2 the point is in [1, 1], then only [1, 0] follows.
    expect(lines([seg(0, 1, 1, 0), seg(1, 1, 1, 1), seg(1, 0, 1, 0), seg(0, 0, 0, 0)])).toEqual([
      '0,1 1,1 1,0',
      '1,1',
      '1,0',
      '0,0',
    ]);
  });

  it('takes any grid: an origin, rational and unequal cells, bigints', () => {
    const third = Rational.of(1n, 3n);
    expect(lines([seg(0, 0, 1, 1), seg(0, 1, 1, 0)], { origin: [third, 0], cell: [third, 2] })).toEqual([
      '0,0 2/3,0 1,0 1,2',
      '0,2 0,0 2/3,0 1,0',
    ]);
    expect(lines([seg(0n, 0n, 10n ** 30n, 10n ** 30n)], { cell: [10n ** 29n, 10n ** 29n] })).toEqual([
      '0,0 1000000000000000000000000000000,1000000000000000000000000000000',
    ]);
  });

  it('agrees with the fraction reference on lattice sets, half-integer boundaries and other grids', () => {
    for (const set of latticeSets(31, 300, 8)) agrees(set);
    for (const set of latticeSets(37, 200, 8, 0.5)) agrees(set);
    const rand = mulberry32(41);
    for (const set of latticeSets(43, 150, 6, 0.25)) {
      const origin = [Math.floor(rand() * 4) / 4, Math.floor(rand() * 4) / 4];
      const cell = [0.5 + Math.floor(rand() * 4) / 4, 0.5 + Math.floor(rand() * 4) / 4];
      agrees(set, { origin, cell });
    }
  });

  it('an edge between two centres can cut the corner of a pixel its segment missed (but stays within half a pixel of it)', () => {
    // (0.5, 0)→(-0.5, 2) enters pixel [1, 0] only at its first point, and never [1, 1]; its edge (1, 0)→(0, 2) passes (0.75, 0.5), in [1, 1].
    expect(lines([seg(0.5, 0, -0.5, 2)])).toEqual(['1,0 0,2']);
  });

  it('is not idempotent in general: a rounded edge can pass through a hot pixel its segment passed by', () => {
    const once = snapRound([seg(-0.4, 0.4, 3.4, 1.4), seg(1, 0, 1.2, 0)]);
    expect(once.map((line) => line.map((p) => p.join(',')).join(' '))).toEqual(['0,0 3,1', '1,0']);
    // (0, 0)→(3, 1) passes (1, 1/3), in the hot pixel [1, 0]; the segment passed above it.
    const again = once.map((line) => [line[0], line[line.length - 1]] as [RationalPoint, RationalPoint]);
    expect(lines(again)).toEqual(['0,0 1,0 3,1', '1,0']);
  });

  it('bounds its output: a segment meeting more hot pixels than options.maxPairs allows is too_large (regression: unbounded)', () => {
    // One segment along y = 0 and a point in each pixel [k, 0] beside it: the segment bends through all 999 of them.
    const points = Array.from({ length: 999 }, (_, k) => seg(k + 1, 0.3, k + 1, 0.3));
    const set = [seg(0, 0, 1000, 0), ...points];
    const lines = snapRound(set, undefined, { maxPairs: 10_000 });
    expect(lines[0]?.map((p) => p.join(','))).toEqual(Array.from({ length: 1001 }, (_, k) => `${k},0`));
    // No two segments meet, but the segment meets both diagonals of every hot pixel at its centre.
    expectError(
      () => snapRound(set, undefined, { maxPairs: 1000 }),
      ExactRangeError,
      'snapRound: more than 1000 intersecting pairs and meetings with hot pixels (options.maxPairs)',
      'too_large',
    );
  });

  it('checks the grid', () => {
    expectError(() => snapRound([], { cell: [1, 0] }), ExactRangeError, 'snapRound: grid.cell[1] is 0, expected a size > 0');
    expectError(() => snapRound([], { cell: [-1n, 1] }), ExactRangeError, 'snapRound: grid.cell[0] is -1n, expected a size > 0');
    expectError(() => snapRound([], { origin: [0, Number.NaN] }), ExactRangeError, 'snapRound: grid.origin[1] is NaN');
    expectError(() => snapRound([], 'grid' as never), ExactTypeError, 'snapRound: grid is "grid", expected { origin, cell }');
    expectError(
      () => snapRound([seg(0, 0, 1, 1), 7 as never]),
      ExactTypeError,
      'snapRound: segments[1] is 7, expected a segment [p, q]',
    );
  });
});
