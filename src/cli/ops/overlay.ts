import type { Point2, ResultPolygon } from '../../index.js';
import { normalizePolygon, polygonOverlay } from '../../index.js';
import { pointTexts } from '../encodeResult.js';
import type { Operation, ResultJson } from '../operations.js';
import { checkCell, DEFAULT_MAX_PAIRS, limited, readGrid } from './arrangement.js';

/*
 * PROTOCOL.md "Overlay and triangulation (2D)": polygon_overlay and
 * polygon_normalize. Fields are read in the protocol's order (shapes, the
 * operation and rule, the grid, then too_large numbers, then values: a cell
 * size ≤ 0); max_pairs bounds the pairs of operand edges that meet, before
 * any snapping, as segment_intersections counts them.
 */

/** A polygon result: `{"polygons": [[outer, hole, ...], ...]}`, every coordinate a result rational. */
function polygonsJson(answer: readonly ResultPolygon[]): ResultJson {
  return { polygons: answer.map((polygon) => polygon.map((ring) => ring.map((p) => pointTexts(p)))) };
}

export const overlayOps: Record<string, Operation> = {
  polygon_overlay: {
    dim: 2,
    run(r): ResultJson {
      const a = r.rings('a') as Point2[][];
      const b = r.rings('b') as Point2[][];
      const operation = r.choice('operation', ['intersection', 'union', 'difference', 'xor'] as const);
      const rule = r.choice('rule', ['nonzero', 'evenodd'] as const);
      const grid = readGrid(r);
      const max = r.limit('max_pairs', DEFAULT_MAX_PAIRS);
      r.finish();
      checkCell(r, grid);
      return polygonsJson(limited(r, max, () => polygonOverlay(a, b, operation, { rule, grid, maxPairs: max })));
    },
  },
  polygon_normalize: {
    dim: 2,
    run(r): ResultJson {
      const rings = r.rings('rings') as Point2[][];
      const rule = r.choice('rule', ['nonzero', 'evenodd'] as const);
      const grid = readGrid(r);
      const max = r.limit('max_pairs', DEFAULT_MAX_PAIRS);
      r.finish();
      checkCell(r, grid);
      return polygonsJson(limited(r, max, () => normalizePolygon(rings, { rule, grid, maxPairs: max })));
    },
  },
};
