import { requestLine } from '../../src/cli/encodeRequest.js';
import { type Algorithm, rayThrough, rectCorners } from './algorithms.js';
import { PIXELS } from './gridAlgorithms.js';
import { polygonCaseRequest } from './polygonCaseRequest.js';
import { triangleCaseRequest } from './triangleCaseRequest.js';
import type { CensusCase } from './types.js';

/**
 * The protocol request (PROTOCOL.md) that asks `exact-predicates eval` the
 * exact side of a census case, so that a gallery case can be replayed
 * from a shell. The two-point ray of `rayAabbFloat` is sent with its exact direction
 * p2 − p1; the Ruby post's rectangle as the convex polygon tl, tr, br, bl.
 *
 * ```ts
 * caseRequest(orient2dAlg, { kind: 'triple', a: [0, 0], b: [1, 0], c: [2, 0] }); // '{"op":"orient2d","a":[0,0],"b":[1,0],"c":[2,0]}'
 * ```
 */
export function caseRequest(alg: Algorithm, c: CensusCase): string {
  switch (c.kind) {
    case 'triple':
      return requestLine(alg.name === 'cwTestFloat' ? 'cw_test' : 'orient2d', { a: c.a, b: c.b, c: c.c });
    case 'segments':
      return requestLine('segments_intersect', { s: c.s, t: c.t });
    case 'segmentBox':
      if (alg.name === 'segRectCollideFloat')
        return requestLine('segment_intersects_convex_polygon', { s: c.s, polygon: rectCorners(c.box) });
      return requestLine(alg.name === 'segmentBoxFloat' ? 'segment_box' : 'clip_segment', { s: c.s, box: c.box });
    case 'rayBox':
      return requestLine('ray_box', {
        origin: c.origin,
        dir: alg.name === 'rayAabbFloat' ? rayThrough(c).dir : c.dir,
        box: c.box,
      });
    case 'segmentCuboid':
      return requestLine('segment_parallelepiped', { s: c.s, origin: c.origin, edges: c.edges });
    case 'gridSegment':
      return requestLine('grid_cells', { s: c.s, grid: c.grid, mode: 'half_open' });
    case 'pixelSegment':
      return requestLine('grid_cells', { s: c.s, grid: PIXELS, mode: 'closed' });
    case 'rayTriangle':
    case 'rayMesh':
    case 'trianglePair':
      return triangleCaseRequest(c);
    case 'segmentSet':
      if (alg.name === 'snapRoundFloat') return requestLine('snap_round', { segments: c.segments, grid: c.grid });
      return requestLine('segment_intersections', { segments: c.segments });
    case 'pointPolygon':
    case 'polygonRings':
    case 'hullPoints':
      return polygonCaseRequest(c);
  }
}
