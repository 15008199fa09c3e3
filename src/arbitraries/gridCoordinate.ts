import * as fc from 'fast-check';
import { checkOrdered, intField, readConstraints } from './constraints.js';

/** Constraints of {@link gridCoordinate}. */
export interface GridCoordinateConstraints {
  /** Smallest value (an integer, default -8). */
  min?: number;
  /** Largest value (an integer, default 8). */
  max?: number;
}

/**
 * Small integers as numbers, on a grid where coincidences (equal
 * coordinates, collinear points, touching boxes) are frequent. Shrinks
 * toward 0 (or the bound nearest 0).
 *
 * @example
 * ```ts
 * fc.assert(fc.property(gridCoordinate({ min: -3, max: 3 }), (x) => Number.isInteger(x)));
 * ```
 */
export function gridCoordinate(constraints?: GridCoordinateConstraints): fc.Arbitrary<number> {
  const fn = 'gridCoordinate';
  const c = readConstraints(fn, constraints, ['min', 'max']);
  const min = intField(fn, c, 'min', -8, -(2 ** 31), 2 ** 31 - 1);
  const max = intField(fn, c, 'max', 8, -(2 ** 31), 2 ** 31 - 1);
  checkOrdered(fn, 'min', min, 'max', max);
  return fc.integer({ min, max });
}
