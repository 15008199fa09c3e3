import { requestLine } from '../../src/cli/encodeRequest.js';
import type { CaseOf } from './types.js';

/**
 * The protocol request for a polygon case of the census (see caseRequest):
 * `point_in_polygon` with the even-odd rule (its answer is not `'outside'`
 * exactly when the census's exact verdict is true), `polygon_area` (the
 * verdict is its sign) and `convex_hull`.
 *
 * ```ts
 * polygonCaseRequest({ kind: 'hullPoints', points: [[0, 0], [1, 0], [0, 1]] });
 * // '{"op":"convex_hull","points":[[0,0],[1,0],[0,1]]}'
 * ```
 */
export function polygonCaseRequest(c: CaseOf<'pointPolygon'> | CaseOf<'polygonRings'> | CaseOf<'hullPoints'>): string {
  if (c.kind === 'pointPolygon') return requestLine('point_in_polygon', { p: c.p, rings: c.rings, rule: 'evenodd' });
  if (c.kind === 'polygonRings') return requestLine('polygon_area', { rings: c.rings });
  return requestLine('convex_hull', { points: c.points });
}
