import type * as fc from 'fast-check';
import type { Point2 } from '../core/coordinate.js';
import { choiceField } from './constraints.js';
import type { PolygonConstraints } from './polygonParts.js';
import { finish, readPolygonConstraints } from './polygonParts.js';
import { shapeRings } from './polygonShapes.js';

/** Constraints of {@link selfIntersectingRing}. */
export interface SelfIntersectingRingConstraints extends PolygonConstraints {
  /** How many times the ring winds around its centre: 3, 5 or 7 (default: any of them). */
  turns?: 3 | 5 | 7;
}

/**
 * A ring that crosses itself: 16 vertices on 16 directions around a centre,
 * taken every `turns`-th direction, so that the ring winds 3, 5 or 7 times
 * around the centre (a star polygon with uneven radii); either winding, any
 * start, collinear and repeated vertices, moved by a random exact affine
 * map. Its centre has winding number ±turns: inside under the nonzero rule,
 * inside under even-odd too (turns is odd), while points between the
 * crossings wind fewer times.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(selfIntersectingRing(), (ring) => !isSimplePolygon(ring).simple));
 * ```
 */
export function selfIntersectingRing(constraints?: SelfIntersectingRingConstraints): fc.Arbitrary<Point2[]> {
  const fn = 'selfIntersectingRing';
  const o = readPolygonConstraints(fn, constraints, ['turns']);
  const t = o.c.turns === undefined ? undefined : choiceField(fn, o.c, 'turns', 3, [3, 5, 7] as const);
  const shape = shapeRings(o.kind, 'selfIntersecting', {
    holeWinding: 'opposite',
    maxParts: 1,
    turns: t === undefined ? [3, 5, 7] : [t],
  });
  return finish(o.kind, o, shape, (rings, extras) => rings(extras)[0]) as fc.Arbitrary<Point2[]>;
}
