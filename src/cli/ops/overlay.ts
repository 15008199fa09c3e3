import type { Coordinate, Point2, ResultPolygon } from '../../index.js';
import { normalizePolygon, polygonOverlay } from '../../index.js';
import { pointTexts } from '../encodeResult.js';
import type { Operation, ResultJson } from '../operations.js';
import type { RequestReader } from '../RequestReader.js';
import { RawJson } from '../shared/jsonText.js';
import type { Growth } from './answerBudget.js';
import { ResultSize } from './answerBudget.js';
import { checkCell, DEFAULT_MAX_PAIRS, limited, pairLimitOf, REGION_PAIRS, readGrid, ringCoordinates } from './arrangement.js';

/*
 * PROTOCOL.md "Overlay and triangulation (2D)": polygon_overlay and
 * polygon_normalize. Fields are read in the protocol's order (shapes, the
 * operation and rule, the grid, then too_large numbers, then values: a cell
 * size ≤ 0); max_pairs bounds the pairs of operand edges that meet, before
 * any snapping, as segment_intersections counts them, lowered for big
 * numbers (answerBudget.ts), and the result text has the same length
 * budget. A pair's cost grows about as the square of the numbers' size
 * (measured against 53-bit numbers: 81 times at 1000-bit rationals and 20
 * times at 300 bits without a grid, 80 and 29 times with one, where the
 * square's weights are 169 and 16), not as the cube: the overlay decides
 * its pairs by predicates and builds only the vertices it keeps.
 */
const GROWTH: Growth = 'quadratic';

/**
 * A polygon answer as JSON text, each point encoded by `point` and counted
 * against the answer's budget as it is written, when there is one (a ring
 * can hold most of the answer). `close` repeats each ring's first point at
 * its end, as GeoJSON writes rings.
 *
 * ```ts
 * polygonsText([[[[0, 0], [1, 0], [0, 1]]]], (p) => JSON.stringify(pointTexts(p))); // '[[[["0","0"],["1","0"],["0","1"]]]]'
 * ```
 */
export function polygonsText(
  answer: readonly ResultPolygon[],
  point: (p: readonly Coordinate[]) => string,
  options: { size?: ResultSize; close?: boolean } = {},
): string {
  const { size, close = false } = options;
  const polygons: string[] = [];
  for (const polygon of answer) {
    const rings: string[] = [];
    for (const ring of polygon) {
      const points: string[] = [];
      for (const p of ring) {
        const text = point(p);
        size?.add(text.length + 1);
        points.push(text);
      }
      if (close && points.length > 0) points.push(points[0] as string);
      rings.push(`[${points.join(',')}]`);
    }
    polygons.push(`[${rings.join(',')}]`);
  }
  return `[${polygons.join(',')}]`;
}

/** A polygon result: `{"polygons": [[outer, hole, ...], ...]}`, every coordinate a result rational. */
function polygonsJson(r: RequestReader, answer: readonly ResultPolygon[]): ResultJson {
  return { polygons: new RawJson(polygonsText(answer, (p) => JSON.stringify(pointTexts(p)), { size: new ResultSize(r.op) })) };
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
      const maxPairs = r.limit('max_pairs', DEFAULT_MAX_PAIRS);
      r.finish();
      checkCell(r, grid);
      const limit = pairLimitOf(maxPairs(), ringCoordinates([...a, ...b], grid), 'max_pairs', GROWTH, REGION_PAIRS);
      const answer = limited(r, ['polygonOverlay', 'snapRound'], limit, 'intersecting pairs', () =>
        polygonOverlay(a, b, operation, { rule, grid, maxPairs: limit.max }),
      );
      return polygonsJson(r, answer);
    },
  },
  polygon_normalize: {
    dim: 2,
    run(r): ResultJson {
      const rings = r.rings('rings') as Point2[][];
      const rule = r.choice('rule', ['nonzero', 'evenodd'] as const);
      const grid = readGrid(r);
      const maxPairs = r.limit('max_pairs', DEFAULT_MAX_PAIRS);
      r.finish();
      checkCell(r, grid);
      const limit = pairLimitOf(maxPairs(), ringCoordinates(rings, grid), 'max_pairs', GROWTH, REGION_PAIRS);
      const answer = limited(r, ['normalizePolygon', 'snapRound'], limit, 'intersecting pairs', () =>
        normalizePolygon(rings, { rule, grid, maxPairs: limit.max }),
      );
      return polygonsJson(r, answer);
    },
  },
};
