import * as fc from 'fast-check';
import { readConstraints } from './constraints.js';
import type { CoordinateChoice, CoordinateOf } from './coordinate.js';
import { coordinatesField } from './coordinate.js';
import { isZeroVector } from './isZero.js';
import type { PointConstraints } from './point2.js';
import type { Ray3 } from './types.js';

/**
 * A 3D ray `{ origin, dir }` with a non-zero direction.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(ray3(), box3(), (r, box) => rayIntersectsBox(r.origin, r.dir, box) === (rayBox(r.origin, r.dir, box) !== null)));
 * ```
 */
export function ray3<K extends CoordinateChoice = 'mixed'>(
  constraints?: PointConstraints<K>,
): fc.Arbitrary<Ray3<CoordinateOf<K>>>;
export function ray3(constraints?: PointConstraints): fc.Arbitrary<Ray3> {
  const fn = 'ray3';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const x = coordinatesField(fn, c, 'mixed');
  const p = fc.tuple(x, x, x);
  return fc
    .tuple(p, p)
    .filter(([, dir]) => !isZeroVector(dir))
    .map(([origin, dir]) => ({ origin, dir }));
}
