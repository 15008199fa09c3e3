import type * as fc from 'fast-check';
import type { Box2 } from '../core/box.js';
import { boolField } from './boolField.js';
import { readConstraints } from './constraints.js';
import type { CoordinateChoice, CoordinateOf } from './coordinate.js';
import { coordinatesField } from './coordinate.js';
import { freeBox } from './freeBox.js';

/** Constraints of {@link box2} and {@link box3}. */
export interface BoxConstraints<K extends CoordinateChoice = CoordinateChoice> {
  /** The kind of each coordinate, or any arbitrary of coordinates (default `'mixed'`). */
  coordinates?: K;
  /** Allow flat and point boxes: each axis has min = max with probability 1/4 (default true); false: every box has an interior. */
  flat?: boolean;
}

/**
 * A closed 2D box `{ min, max }` with min ≤ max on each axis, including
 * flat boxes (a horizontal or vertical segment) and point boxes.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(point2(), box2(), (p, box) => (outcode(p, box) === 0) === (pointInBox(p, box) !== 'outside')));
 * ```
 */
export function box2<K extends CoordinateChoice = 'mixed'>(constraints?: BoxConstraints<K>): fc.Arbitrary<Box2<CoordinateOf<K>>>;
export function box2(constraints?: BoxConstraints): fc.Arbitrary<Box2> {
  const fn = 'box2';
  const c = readConstraints(fn, constraints, ['coordinates', 'flat']);
  const x = coordinatesField(fn, c, 'mixed');
  return freeBox(2, x, boolField(fn, c, 'flat', true)) as unknown as fc.Arbitrary<Box2>;
}
