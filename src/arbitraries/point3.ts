import * as fc from 'fast-check';
import type { Point3 } from '../core/coordinate.js';
import { readConstraints } from './constraints.js';
import type { CoordinateChoice, CoordinateOf } from './coordinate.js';
import { coordinatesField } from './coordinate.js';
import type { PointConstraints } from './point2.js';

/**
 * A 3D point `[x, y, z]` with independent coordinates.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(point3(), (p) => orient3d(p, p, p, p) === 0));
 * ```
 */
export function point3<K extends CoordinateChoice = 'mixed'>(
  constraints?: PointConstraints<K>,
): fc.Arbitrary<Point3<CoordinateOf<K>>>;
export function point3(constraints?: PointConstraints): fc.Arbitrary<Point3> {
  const fn = 'point3';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const x = coordinatesField(fn, c, 'mixed');
  return fc.tuple(x, x, x);
}
