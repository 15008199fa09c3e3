import { crossingPoint, crossingPointOfFlat } from '../constructions/crossingPoint.js';
import type { RationalPoint } from '../constructions/segmentIntersection.js';
import type { Coordinate } from '../core/coordinate.js';
import type { SegmentSet } from './segmentSet.js';

/**
 * The exact crossing of segments a and b of a segment set (segment s from
 * c[4s], c[4s + 1] to c[4s + 2], c[4s + 3]), whose lines are not parallel:
 * lazy Rationals from the doubles when the set is all doubles, else exact.
 *
 * ```ts
 * segmentCrossing(readSegmentSet('f', [[[0, 0], [2, 2]], [[0, 2], [2, 0]]]), 0, 1).map(String); // ['1', '1']
 * ```
 */
export function segmentCrossing({ c, f }: SegmentSet, a: number, b: number): RationalPoint {
  const i = 4 * a;
  const j = 4 * b;
  if (f !== null) return crossingPointOfFlat(f, i, j);
  return crossingPoint(
    c[i] as Coordinate,
    c[i + 1] as Coordinate,
    c[i + 2] as Coordinate,
    c[i + 3] as Coordinate,
    c[j] as Coordinate,
    c[j + 1] as Coordinate,
    c[j + 2] as Coordinate,
    c[j + 3] as Coordinate,
  );
}
