import type * as fc from 'fast-check';
import type { Point2 } from '../core/coordinate.js';
import type { PolygonConstraints } from './polygonParts.js';
import { finish, readPolygonConstraints } from './polygonParts.js';
import { shapeRings } from './polygonShapes.js';

/**
 * A ring with spikes: a star-shaped simple ring in which, at one or more
 * vertices, the boundary runs out along a straight line (away from the
 * centre or into the polygon) and straight back, so that the ring is not
 * simple while enclosing the same region; either winding, any start,
 * collinear and repeated vertices, moved by a random exact affine map.
 * Every point of a spike is on the boundary.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(spikedRing(), (ring) => !isSimplePolygon(ring).simple));
 * ```
 */
export function spikedRing(constraints?: PolygonConstraints): fc.Arbitrary<Point2[]> {
  const o = readPolygonConstraints('spikedRing', constraints, []);
  const shape = shapeRings(o.kind, 'spiked', { holeWinding: 'opposite', maxParts: 1, turns: [3] });
  return finish(o.kind, o, shape, (rings, extras) => rings(extras)[0]) as fc.Arbitrary<Point2[]>;
}
