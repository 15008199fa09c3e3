import * as fc from 'fast-check';
import { readConstraints } from './constraints.js';
import type { CoordinateChoice, CoordinateOf } from './coordinate.js';
import { coordinatesField } from './coordinate.js';
import { isZeroVector } from './isZero.js';
import type { PointConstraints } from './point2.js';
import type { Ray2 } from './types.js';

/**
 * A 2D ray `{ origin, dir }` (the points origin + t·dir, t ≥ 0) with a
 * non-zero direction.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(ray2(), box2(), (r, box) => { const i = rayBox(r.origin, r.dir, box); return i === null || i[0].sign() >= 0; }));
 * ```
 */
export function ray2<K extends CoordinateChoice = 'mixed'>(
  constraints?: PointConstraints<K>,
): fc.Arbitrary<Ray2<CoordinateOf<K>>>;
export function ray2(constraints?: PointConstraints): fc.Arbitrary<Ray2> {
  const fn = 'ray2';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const x = coordinatesField(fn, c, 'mixed');
  const p = fc.tuple(x, x);
  return fc
    .tuple(p, p)
    .filter(([, dir]) => !isZeroVector(dir))
    .map(([origin, dir]) => ({ origin, dir }));
}
