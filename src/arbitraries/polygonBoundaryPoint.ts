import * as fc from 'fast-check';
import type { Point2 } from '../core/coordinate.js';
import { choiceField } from './constraints.js';
import type { IntPoint, IntRing, PolygonConstraints } from './polygonParts.js';
import { finish, readPolygonConstraints } from './polygonParts.js';
import type { PolygonShape } from './polygonShapes.js';
import { POLYGON_SHAPES, shapeRings } from './polygonShapes.js';

/** Constraints of {@link polygonBoundaryPoint}. */
export interface PolygonBoundaryPointConstraints extends PolygonConstraints {
  /** The polygon: `'simple'`, `'holes'`, `'selfIntersecting'` or `'spiked'` (default: any of them). */
  shape?: PolygonShape;
  /** Where the point is: `'vertex'`, `'edge'` (strictly between two vertices) or `'any'` (default). */
  at?: 'vertex' | 'edge' | 'any';
}

/** A polygon's rings and a point, made to be tested together. */
export type PolygonPointCase = {
  /** The polygon's rings. */
  readonly rings: Point2[][];
  /** The point. */
  readonly point: Point2;
};

/** The configuration scaled by 16, and the point a + (k/16)(b − a) of edge i of ring r. */
function onEdge(rings: IntRing[], r: number, i: number, k: bigint): { rings: IntRing[]; point: IntPoint } {
  const scaledRings = rings.map((ring) => ring.map((p) => p.map((x) => 16n * x)));
  const ring = scaledRings[r % scaledRings.length] as IntRing;
  const a = ring[i % ring.length] as IntPoint;
  const b = ring[(i + 1) % ring.length] as IntPoint;
  return { rings: scaledRings, point: a.map((x, c) => x + (k * ((b[c] as bigint) - x)) / 16n) };
}

/**
 * A polygon (simple, with holes, self-intersecting or spiked, as the other
 * polygon arbitraries make them) and a point exactly on its boundary: a
 * vertex, or a point a sixteenth-step along an edge, of any ring. Every
 * point-in-polygon test must answer `'boundary'`; float crossing tests
 * answer inside or outside. Moved by the same exact affine map as the
 * polygon and carried into the coordinate kind with it.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(polygonBoundaryPoint(), ({ rings, point }) => pointInPolygon(point, rings) === 'boundary'));
 * ```
 */
export function polygonBoundaryPoint(constraints?: PolygonBoundaryPointConstraints): fc.Arbitrary<PolygonPointCase> {
  const fn = 'polygonBoundaryPoint';
  const o = readPolygonConstraints(fn, constraints, ['shape', 'at']);
  const shapes = o.c.shape === undefined ? POLYGON_SHAPES : [choiceField(fn, o.c, 'shape', 'simple', POLYGON_SHAPES)];
  const at = choiceField(fn, o.c, 'at', 'any', ['vertex', 'edge', 'any'] as const);
  const k = at === 'vertex' ? fc.constant(0n) : fc.bigInt({ min: at === 'edge' ? 1n : 0n, max: 15n });
  const options = { holeWinding: 'any', maxParts: 2, turns: [3, 5, 7] } as const;
  const config = fc.tuple(
    fc.constantFrom(...shapes).chain((s) => shapeRings(o.kind, s, options)),
    fc.nat(),
    fc.nat(),
    k,
  );
  return finish(o.kind, o, config, ([rings, r, i, step], extras) => {
    const built = rings(extras);
    // An edge between repeated vertices has no inside: step to the next edge that has length.
    const ring = built[r % built.length] as IntRing;
    let e = i % ring.length;
    for (let tries = 0; tries < ring.length && same(ring[e] as IntPoint, ring[(e + 1) % ring.length] as IntPoint); tries++) {
      e = (e + 1) % ring.length;
    }
    return onEdge(built, r, e, step);
  }) as fc.Arbitrary<PolygonPointCase>;
}

function same(p: IntPoint, q: IntPoint): boolean {
  return p[0] === q[0] && p[1] === q[1];
}
