import * as fc from 'fast-check';
import type { Segment3 } from '../core/coordinate.js';
import { readConstraints } from './constraints.js';
import type { CoordinateChoice, CoordinateOf } from './coordinate.js';
import { coordinatesField } from './coordinate.js';
import type { PointConstraints } from './point2.js';

/**
 * A closed 3D segment `[p, q]` with independent endpoints.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(segment3(), box3(), (s, box) => segmentIntersectsBox(s, box) === (segmentBox(s, box) !== null)));
 * ```
 */
export function segment3<K extends CoordinateChoice = 'mixed'>(
  constraints?: PointConstraints<K>,
): fc.Arbitrary<Segment3<CoordinateOf<K>>>;
export function segment3(constraints?: PointConstraints): fc.Arbitrary<Segment3> {
  const fn = 'segment3';
  const c = readConstraints(fn, constraints, ['coordinates']);
  const x = coordinatesField(fn, c, 'mixed');
  const p = fc.tuple(x, x, x);
  return fc.tuple(p, p);
}
