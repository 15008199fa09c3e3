import type * as fc from 'fast-check';
import type { Point2 } from '../core/coordinate.js';
import { choiceField, intField } from './constraints.js';
import type { PolygonConstraints } from './polygonParts.js';
import { finish, readPolygonConstraints } from './polygonParts.js';
import type { HoleWinding } from './polygonShapes.js';
import { shapeRings } from './polygonShapes.js';

/** Constraints of {@link ringWithHoles}. */
export interface RingWithHolesConstraints extends PolygonConstraints {
  /**
   * How each hole winds: `'opposite'` its outer ring (default; a hole under
   * both fill rules), `'same'` (a hole under even-odd only), or `'any'`.
   */
  holeWinding?: HoleWinding;
  /** At most this many polygons side by side, each an outer ring and a hole (1 to 4, default 2). */
  maxParts?: number;
}

/**
 * The rings of a polygon with a hole, or of several such polygons side by
 * side: `[outer, hole, outer, hole, ...]`. Each outer ring is star-shaped on
 * 16 vertices and its hole lies strictly inside it, both simple; the
 * windings are as `holeWinding` says, the start vertices anywhere, with
 * collinear and repeated vertices, the whole moved by a random exact affine
 * map. Shrinks toward one square-ish polygon with a small hole.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(ringWithHoles(), (rings) => polygonArea(rings).sign() !== 0));
 * ```
 */
export function ringWithHoles(constraints?: RingWithHolesConstraints): fc.Arbitrary<Point2[][]> {
  const fn = 'ringWithHoles';
  const o = readPolygonConstraints(fn, constraints, ['holeWinding', 'maxParts']);
  const holeWinding = choiceField<HoleWinding>(fn, o.c, 'holeWinding', 'opposite', ['opposite', 'same', 'any']);
  const maxParts = intField(fn, o.c, 'maxParts', 2, 1, 4);
  const shape = shapeRings(o.kind, 'holes', { holeWinding, maxParts, turns: [3] });
  return finish(o.kind, o, shape, (rings, extras) => rings(extras)) as fc.Arbitrary<Point2[][]>;
}
