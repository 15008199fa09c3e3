import * as fc from 'fast-check';
import type { Point2 } from '../core/coordinate.js';
import { readConstraints } from './constraints.js';
import type { CoordinateChoice, CoordinateOf } from './coordinate.js';
import { coordinatesField } from './coordinate.js';

/** Constraints of {@link point2} (and of the other free-shape arbitraries). */
export interface PointConstraints<K extends CoordinateChoice = CoordinateChoice> {
  /** The kind of each coordinate, or any arbitrary of coordinates (default `'mixed'`). */
  coordinates?: K;
}

/**
 * A 2D point `[x, y]` with independent coordinates.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(point2({ coordinates: 'grid' }), point2(), (a, b) => orient2d(a, b, b) === 0));
 * ```
 */
export function point2<K extends CoordinateChoice = 'mixed'>(
  constraints?: PointConstraints<K>,
): fc.Arbitrary<Point2<CoordinateOf<K>>>;
export function point2(constraints?: PointConstraints): fc.Arbitrary<Point2> {
  const fn = 'point2';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const x = coordinatesField(fn, c, 'mixed');
  return fc.tuple(x, x);
}
