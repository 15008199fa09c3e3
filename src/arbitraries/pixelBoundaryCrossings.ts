import * as fc from 'fast-check';
import type { SegmentSetConstraints, SnapCase } from './arrangementTypes.js';
import { embed, embedding } from './embedding.js';
import { along, intVector } from './lattice.js';
import { setFamily } from './setSize.js';

/**
 * Segments that cross, end or pass exactly on pixel boundaries of a snap
 * grid, with the grid: in units of half a cell, pixel edges lie at odd
 * offsets from the grid's origin, so every crossing point here is origin +
 * (x, y) with x or y (or both: a pixel corner) odd, and two to four segments
 * pass through it or end at it. For the integer grid (cell 1) these are the
 * half-integers. Rounding such a set tests the half-open rule: a point on a
 * left or lower pixel edge belongs to that pixel. Default coordinates
 * `'mixed'` (the grid is carried with the segments), 2 to 12 segments.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(pixelBoundaryCrossings(), ({ segments, grid }) => snapRound(segments, grid).length === segments.length));
 * ```
 */
export function pixelBoundaryCrossings(constraints?: SegmentSetConstraints): fc.Arbitrary<SnapCase> {
  const fn = 'pixelBoundaryCrossings';
  const { kind, min, max, bits: b } = setFamily(fn, constraints, 2, 12);
  // Origin within 2^(b−2), crossing offsets within 2^(b−3), k·u within 2^(b−2).
  const bo = b - 3;
  const bu = b - 4;
  const onBoundary = fc.tuple(intVector(2, bo - 1), fc.integer({ min: 1, max: 3 }));
  const spoke = fc.tuple(intVector(2, bu), fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 2 }), fc.boolean());
  const star = fc.tuple(onBoundary, fc.array(spoke, { minLength: 2, maxLength: 4 }));
  const stars = fc.array(star, { minLength: Math.ceil(min / 2), maxLength: Math.max(1, Math.ceil(max / 2)) });
  return fc.tuple(intVector(2, b - 2), stars, embedding(kind)).map(([origin, ss, e]) => {
    const segments: bigint[][][] = [];
    for (const [[[i, j], odd], spokes] of ss) {
      // Offsets 2i and 2j made odd on the axes the mask picks (1: x, 2: y, 3: both).
      const x = [
        (origin[0] as bigint) + 2n * (i as bigint) + BigInt(odd & 1),
        (origin[1] as bigint) + 2n * (j as bigint) + BigInt((odd >> 1) & 1),
      ];
      for (const [u, k1, k2, flip] of spokes) {
        const [p, q] = [along(x, BigInt(-k1), u), along(x, BigInt(k2), u)];
        segments.push(flip ? [q, p] : [p, q]);
      }
    }
    return embed<SnapCase>({ segments: segments.slice(0, max), grid: { origin, cell: [2n, 2n] } }, e);
  });
}
