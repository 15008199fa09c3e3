import type * as fc from 'fast-check';
import type { Point2 } from '../core/coordinate.js';
import type { PolygonConstraints } from './polygonParts.js';
import { finish, readPolygonConstraints } from './polygonParts.js';
import { shapeRings } from './polygonShapes.js';

/**
 * A simple ring (a polygon without holes): 3 to 16 vertices star-shaped
 * around a point, in either winding, starting at any vertex, with extra
 * vertices in the middle of some edges and some vertices repeated (both
 * allowed by a simple ring's definition), moved by a random exact affine
 * map. Built on integers and carried into the coordinate kind exactly.
 * Shrinks toward a small counterclockwise triangle.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(simpleRing(), (ring) => isSimplePolygon(ring).simple));
 * ```
 */
export function simpleRing(constraints?: PolygonConstraints): fc.Arbitrary<Point2[]> {
  const o = readPolygonConstraints('simpleRing', constraints, []);
  const shape = shapeRings(o.kind, 'simple', { holeWinding: 'opposite', maxParts: 1, turns: [3] });
  return finish(o.kind, o, shape, (rings, extras) => rings(extras)[0]) as fc.Arbitrary<Point2[]>;
}
