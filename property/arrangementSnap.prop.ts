import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SnapCase } from '../src/arbitraries/index.js';
import {
  axisParallelGrid,
  nearlyParallelSegments,
  overlappingSegments,
  pixelBoundaryCrossings,
  segment2,
  segmentStar,
  tJunctionSegmentSet,
} from '../src/arbitraries/index.js';
import type { Point2, Segment2 } from '../src/index.js';
import { nodeSegments, nodingCheck, Rational, snapRound } from '../src/index.js';
import type { FracGrid } from '../test/arrangement/reference.js';
import { pixelEntry, pixelOfFrac, snapReference } from '../test/arrangement/reference.js';
import type { Frac } from '../test/support/frac.js';
import { add, frac, mul, sub } from '../test/support/frac.js';
import { segmentBoxFrac } from '../test/support/slabFrac.js';
import { polylineEdges } from '../tools/census/arrangementAlgorithms.js';
import type { Family } from './support/families.js';
import { params } from './support/params.js';

/*
 * Snap rounding's guarantees (Hobby), on sets with their grids: the result
 * is the fraction reference's; the polylines meet only at shared vertices;
 * each vertex is the centre of a pixel its segment passes through, so each
 * polyline stays within half a pixel of its segment (not within the pixels
 * it passes through: an edge between two centres can cut the corner of a
 * pixel the segment missed, see test/arrangement/snapRound.test.ts); and a
 * noded set of lattice segments that pass through no other vertex's pixel
 * comes back unchanged. Coordinates are small integers (or the grid moves
 * with them), so that segments cross several pixels.
 */

/** A grid whose pixels are 1/2 to 16 units wide and tall, anywhere. */
const grid = fc
  .tuple(
    fc.integer({ min: -8, max: 8 }),
    fc.integer({ min: -8, max: 8 }),
    fc.integer({ min: 1, max: 32 }),
    fc.integer({ min: 1, max: 32 }),
  )
  .map(([x, y, w, h]) => ({
    origin: [x, y] as Point2,
    cell: [Rational.of(BigInt(w), 2n), Rational.of(BigInt(h), 2n)] as Point2,
  }));
const withGrid = (sets: fc.Arbitrary<Segment2[]>): fc.Arbitrary<SnapCase> =>
  fc.tuple(sets, grid).map(([segments, g]) => ({ segments, grid: g }));

const snapFamilies: readonly Family<SnapCase>[] = [
  ['pixel boundaries grid', pixelBoundaryCrossings({ coordinates: 'grid' })],
  ['pixel boundaries mixed', pixelBoundaryCrossings()],
  ['star', withGrid(segmentStar({ coordinates: 'grid', maxSegments: 8 }))],
  ['T-junctions', withGrid(tJunctionSegmentSet({ coordinates: 'grid', maxSegments: 8 }))],
  ['overlaps', withGrid(overlappingSegments({ coordinates: 'grid', maxSegments: 8 }))],
  ['nearly parallel', withGrid(nearlyParallelSegments({ coordinates: 'grid' }))],
  ['axis-parallel grid', withGrid(axisParallelGrid({ coordinates: 'grid', maxSegments: 10 }))],
  ['free', withGrid(fc.array(segment2({ coordinates: 'grid' }), { minLength: 1, maxLength: 8 }))],
];

const fracGrid = (g: SnapCase['grid']): FracGrid => ({
  x0: frac(g.origin[0]),
  y0: frac(g.origin[1]),
  w: frac(g.cell[0]),
  h: frac(g.cell[1]),
});
const key = (p: readonly Rational[]) => `${p[0]},${p[1]}`;

describe.each(snapFamilies)('snap rounding: %s', (_name, cases) => {
  it('is what the fraction reference computes', () => {
    fc.assert(
      fc.property(cases, ({ segments, grid: g }) => {
        expect(snapRound(segments, g).map((line) => line.map((p) => p.join(',')).join(' '))).toEqual(
          snapReference(segments, fracGrid(g)),
        );
      }),
      params(25),
    );
  });

  it('the polylines meet only at shared vertices', () => {
    fc.assert(
      fc.property(cases, ({ segments, grid: g }) => {
        expect(nodingCheck(polylineEdges(snapRound(segments, g)))).toEqual({ noded: true });
      }),
      params(40),
    );
  });
});

describe.each(snapFamilies)('snap rounding: %s', (_name, cases) => {
  it('each vertex is the centre of a pixel its segment passes through, so each polyline stays within half a pixel of it', () => {
    // The points within half a cell (on each axis) of a segment form a convex
    // tube; it holds every vertex, so it holds every edge between them.
    fc.assert(
      fc.property(cases, ({ segments, grid: g }) => {
        const G = fracGrid(g);
        snapRound(segments, g).forEach((line, k) => {
          const s = segments[k] as Segment2;
          for (const c of line) {
            const [i, j] = pixelOfFrac(frac(c[0]), frac(c[1]), G);
            expect(pixelEntry(s, i, j, G), `segment ${k}, vertex ${key(c)}`).not.toBeNull();
            expect(segmentBoxFrac(s, closedPixel(`${i},${j}`, G)), `segment ${k}, vertex ${key(c)}`).not.toBeNull();
          }
        });
      }),
      params(40),
    );
  });
});

/** The closed box of pixel "i,j". */
function closedPixel(ij: string, g: FracGrid): { min: Rational[]; max: Rational[] } {
  const [i, j] = ij.split(',').map(BigInt) as [bigint, bigint];
  const half = { n: 1n, d: 2n };
  const lo = [add(g.x0, mul(g.w, sub({ n: i, d: 1n }, half))), add(g.y0, mul(g.h, sub({ n: j, d: 1n }, half)))] as [Frac, Frac];
  return { min: lo.map(toRational), max: [add(lo[0], g.w), add(lo[1], g.h)].map(toRational) };
}

const toRational = (f: Frac): Rational => Rational.of(f.n, f.d);

/**
 * Noded lattice sets that snap to themselves: horizontal and vertical
 * segments between lattice points and unit steps up the main diagonal (one
 * passes through the corner of four pixels, which belongs to its upper end's
 * pixel), cut where they meet. Each piece passes through no pixel but those
 * of lattice points on it, all of them its own vertices.
 */
const latticeSets = fc
  .array(
    fc.tuple(
      fc.constantFrom('h', 'v', 'd'),
      fc.integer({ min: -5, max: 5 }),
      fc.integer({ min: -5, max: 5 }),
      fc.integer({ min: 0, max: 6 }),
    ),
    { minLength: 1, maxLength: 12 },
  )
  .map((specs) =>
    nodeSegments(
      specs.map(([kind, x, y, l]): Segment2 => {
        if (kind === 'h')
          return [
            [x, y],
            [x + l, y],
          ];
        if (kind === 'v')
          return [
            [x, y],
            [x, y + l],
          ];
        return [
          [x, y],
          [x + 1, y + 1],
        ];
      }),
    ).map((p) => p.segment),
  );

describe('snapping a snapped, noded set changes nothing', () => {
  it('lattice segments come back as their own two ends', () => {
    fc.assert(
      fc.property(latticeSets, (set) => {
        expect(nodingCheck(set)).toEqual({ noded: true });
        const want = set.map(([p, q]) => (key(p) === key(q) ? [key(p)] : [key(p), key(q)]));
        expect(snapRound(set).map((line) => line.map(key))).toEqual(want);
      }),
      params(100),
    );
  });
});
