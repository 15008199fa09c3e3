import * as fc from 'fast-check';
import type { Segment2 } from '../core/coordinate.js';
import { readConstraints } from './constraints.js';
import type { CoordinateChoice, CoordinateOf } from './coordinate.js';
import { coordinatesField } from './coordinate.js';
import type { PointConstraints } from './point2.js';

/**
 * A closed 2D segment `[p, q]` with independent endpoints (p = q is possible,
 * most often with grid coordinates).
 *
 * @example
 * ```ts
 * fc.assert(fc.property(segment2(), segment2(), (s, t) => segmentsIntersect(s, t) === segmentsIntersect(t, s)));
 * ```
 */
export function segment2<K extends CoordinateChoice = 'mixed'>(
  constraints?: PointConstraints<K>,
): fc.Arbitrary<Segment2<CoordinateOf<K>>>;
export function segment2(constraints?: PointConstraints): fc.Arbitrary<Segment2> {
  const fn = 'segment2';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const x = coordinatesField(fn, c, 'mixed');
  const p = fc.tuple(x, x);
  return fc.tuple(p, p);
}
