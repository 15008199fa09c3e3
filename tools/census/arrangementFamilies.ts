import * as fc from 'fast-check';
import type { SegmentSet2 } from '../../src/arbitraries/index.js';
import {
  axisParallelGrid,
  doubleCoordinate,
  nearlyParallelSegments,
  overlappingSegments,
  pixelBoundaryCrossings,
  segment2,
  segmentStar,
  tJunctionSegmentSet,
} from '../../src/arbitraries/index.js';
import type { CensusCoordinates } from './families.js';
import type { Family } from './family.js';
import type { CensusCase, Pt } from './types.js';

/** A set of segments as plain doubles (the census only takes cases the float code receives exactly). */
function setCase(segments: SegmentSet2, grid?: { origin: readonly unknown[]; cell: readonly unknown[] }): CensusCase {
  const num = (v: unknown): number => {
    if (typeof v !== 'number') throw new Error(`census: a family gave a non-double coordinate ${String(v)}`);
    return v;
  };
  const pt = (p: readonly unknown[]): Pt => p.map(num);
  const out: CensusCase = { kind: 'segmentSet', segments: segments.map((s) => [pt(s[0]), pt(s[1])] as [Pt, Pt]) };
  if (grid !== undefined) out.grid = { origin: pt(grid.origin), cell: pt(grid.cell) };
  return out;
}

/**
 * The census families of sets of segments (2D): random segments at the
 * scale of the integer grid, and the segment-set families of
 * `exact-predicates/arbitraries` (stars through one point, T-junctions,
 * collinear overlaps, crossings on pixel boundaries with their grid, nearly
 * parallel long segments, axis-parallel grids), up to 8 segments each. Snap
 * rounding uses the default integer grid unless the family brings one.
 *
 * ```ts
 * arrangementFamilies('double').map((f) => f.name); // ['random sets', 'star', ...]
 * ```
 */
export function arrangementFamilies(coords: CensusCoordinates): Family[] {
  const k = { coordinates: coords, maxSegments: 8 } as const;
  // Doubles of every resolution in (−8, 8): several pixels of the integer grid.
  const rnd = { coordinates: doubleCoordinate({ minExponent: -52, maxExponent: -50 }) };
  const family = (name: string, source: string, arb: fc.Arbitrary<CensusCase>): Family => ({
    name,
    source,
    kind: 'segmentSet',
    dim: 2,
    arb,
  });
  return [
    family(
      'random sets',
      'segment2 ×2..8',
      fc.array(segment2(rnd), { minLength: 2, maxLength: 8 }).map((s) => setCase(s)),
    ),
    family(
      'star',
      'segmentStar',
      segmentStar(k).map((s) => setCase(s)),
    ),
    family(
      'T-junctions',
      'tJunctionSegmentSet',
      tJunctionSegmentSet(k).map((s) => setCase(s)),
    ),
    family(
      'overlaps',
      'overlappingSegments',
      overlappingSegments(k).map((s) => setCase(s)),
    ),
    family(
      'pixel boundaries',
      'pixelBoundaryCrossings',
      pixelBoundaryCrossings(k).map((c) => setCase(c.segments, c.grid)),
    ),
    family(
      'nearly parallel',
      'nearlyParallelSegments',
      nearlyParallelSegments(k).map((s) => setCase(s)),
    ),
    family(
      'axis-parallel grid',
      'axisParallelGrid',
      axisParallelGrid(k).map((s) => setCase(s)),
    ),
  ];
}
