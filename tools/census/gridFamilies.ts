import * as fc from 'fast-check';
import {
  segmentAlongGridLine,
  segmentOnGrid,
  segmentThroughGridVertex,
  zeroLengthSegmentOnGrid,
} from '../../src/arbitraries/index.js';
import type { CensusCoordinates } from './families.js';
import type { Family } from './family.js';
import type { CensusCase, Pt } from './types.js';

/*
 * The census's grid families: segments on grids, built by the grid
 * arbitraries (through vertices, along grid lines, points on vertices and
 * edges) in the census's coordinates, grids of decimal cells (0.1, 0.3, ...),
 * and integer ends on pixel cells for the supercover line.
 */

type GridValue = { segment: readonly (readonly unknown[])[]; grid: { origin: readonly unknown[]; cell: readonly unknown[] } };

/** A value from an arbitrary as a double; the census only takes cases the float code receives exactly. */
function num(v: unknown): number {
  if (typeof v !== 'number') throw new Error(`census: a grid family gave a non-double coordinate ${String(v)}`);
  return v;
}
const pt = (p: readonly unknown[]): Pt => p.map(num);

const gridCase = (v: GridValue): CensusCase => ({
  kind: 'gridSegment',
  s: [pt(v.segment[0] as unknown[]), pt(v.segment[1] as unknown[])],
  grid: { origin: pt(v.grid.origin), cell: pt(v.grid.cell) },
});

/** Decimal grids: sizes like 0.1 and 0.3 (the doubles nearest them), ends on multiples of 0.05 (likewise), origin 0. */
function decimalCells(dim: 2 | 3): fc.Arbitrary<CensusCase> {
  const coord = fc.integer({ min: -60, max: 60 }).map((n) => n / 20);
  const point = fc.array(coord, { minLength: dim, maxLength: dim });
  const size = fc.constantFrom(0.1, 0.2, 0.25, 0.3, 0.5, 0.7, 1.1);
  return fc
    .tuple(point, point, fc.array(size, { minLength: dim, maxLength: dim }))
    .map(([p, q, cell]) => ({ kind: 'gridSegment', s: [p, q], grid: { origin: p.map(() => 0), cell } }));
}

/**
 * The grid families of a census, in 2D and 3D, and the pixel families.
 *
 * ```ts
 * censusGridFamilies('double').map((f) => f.name); // ['grid: on a grid', 'grid: through a vertex', ...]
 * ```
 */
export function censusGridFamilies(coords: CensusCoordinates): Family[] {
  const out: Family[] = [];
  for (const dim of [2, 3] as const) {
    const k = { coordinates: coords, dim } as never;
    const from = (name: string, source: string, arb: fc.Arbitrary<unknown>): Family => ({
      name: `grid: ${name}`,
      source,
      kind: 'gridSegment',
      dim,
      arb: (arb as fc.Arbitrary<GridValue>).map(gridCase),
    });
    out.push(
      from('on a grid', 'segmentOnGrid', segmentOnGrid(k)),
      from('through a vertex', 'segmentThroughGridVertex', segmentThroughGridVertex(k)),
      from('along a grid line', 'segmentAlongGridLine', segmentAlongGridLine(k)),
      from('zero-length on a vertex or edge', 'zeroLengthSegmentOnGrid', zeroLengthSegmentOnGrid(k)),
      { name: 'grid: decimal cells', source: 'census decimalCells', kind: 'gridSegment', dim, arb: decimalCells(dim) },
    );
  }
  const end = fc.integer({ min: -64, max: 64 });
  const ends = fc.tuple(end, end);
  out.push(
    {
      name: 'pixels: integer ends',
      source: 'integers to 64',
      kind: 'pixelSegment',
      dim: 2,
      arb: fc.tuple(ends, ends).map(([a, b]) => ({ kind: 'pixelSegment', s: [a, b] })),
    },
    {
      name: 'pixels: through a pixel corner',
      source: 'integers, a diagonal of slope ±1',
      kind: 'pixelSegment',
      dim: 2,
      arb: fc.tuple(ends, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 3 })).map(([a, n, s]) => ({
        kind: 'pixelSegment',
        s: [a, [a[0] + (s & 1 ? n : -n), a[1] + (s & 2 ? n : -n)]],
      })),
    },
  );
  return out;
}
