import type { Point2 } from '../../index.js';
import { convexHull, isSimplePolygon, pointInPolygon, polygonArea, windingNumber } from '../../index.js';
import { pointTexts, rationalText } from '../encodeResult.js';
import type { Operation, ResultJson } from '../operations.js';

/*
 * PROTOCOL.md's "Polygons (any shape)": point_in_polygon, winding_number,
 * polygon_area, polygon_is_simple and convex_hull. Fields are read in the
 * protocol's order; `rule` is checked with the shapes (bad_input), before
 * any too_large number is reported.
 */
export const polygonOps: Record<string, Operation> = {
  point_in_polygon: {
    dim: 2,
    run(r): ResultJson {
      const p = r.point('p') as Point2;
      const rings = r.rings('rings') as Point2[][];
      const rule = r.choice('rule', ['nonzero', 'evenodd'] as const);
      r.finish();
      return pointInPolygon(p, rings, { rule });
    },
  },
  winding_number: {
    dim: 2,
    run(r): ResultJson {
      const p = r.point('p') as Point2;
      const rings = r.rings('rings') as Point2[][];
      r.finish();
      const w = windingNumber(p, rings);
      // PROTOCOL.md asks for W as a JSON integer here (not a result-rational string).
      return w.boundary ? { boundary: true } : { boundary: false, winding: w.winding };
    },
  },
  polygon_area: {
    dim: 2,
    run(r): ResultJson {
      const rings = r.rings('rings') as Point2[][];
      r.finish();
      return rationalText(polygonArea(rings));
    },
  },
  polygon_is_simple: {
    dim: 2,
    run(r): ResultJson {
      const ring = r.points('ring', 'points (a ring)') as Point2[];
      r.finish();
      // Only the answer is asked for: the sweep's O(n log n), never the witness search.
      return isSimplePolygon(ring, { witness: false }).simple;
    },
  },
  convex_hull: {
    dim: 2,
    run(r): ResultJson {
      const points = r.points('points') as Point2[];
      r.finish();
      return convexHull(points).map((v) => pointTexts(v));
    },
  },
};
