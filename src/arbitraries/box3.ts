import type * as fc from 'fast-check';
import type { Box3 } from '../core/box.js';
import { boolField } from './boolField.js';
import type { BoxConstraints } from './box2.js';
import { readConstraints } from './constraints.js';
import type { CoordinateChoice, CoordinateOf } from './coordinate.js';
import { coordinatesField } from './coordinate.js';
import { freeBox } from './freeBox.js';

/**
 * A closed 3D box `{ min, max }` with min ≤ max on each axis, including
 * flat (a rectangle, a segment) and point boxes.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(segment3(), box3(), (s, box) => segmentIntersectsBox(s, box) === (clipSegment(s, box) !== null)));
 * ```
 */
export function box3<K extends CoordinateChoice = 'mixed'>(constraints?: BoxConstraints<K>): fc.Arbitrary<Box3<CoordinateOf<K>>>;
export function box3(constraints?: BoxConstraints): fc.Arbitrary<Box3> {
  const fn = 'box3';
  const c = readConstraints(fn, constraints, ['coordinates', 'flat']);
  const x = coordinatesField(fn, c, 'mixed');
  return freeBox(3, x, boolField(fn, c, 'flat', true)) as unknown as fc.Arbitrary<Box3>;
}
