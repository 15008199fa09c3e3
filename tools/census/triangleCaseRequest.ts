import { requestLine } from '../../src/cli/encodeRequest.js';
import type { Point3 } from '../../src/index.js';
import { rayIntersectsTriangle } from '../../src/index.js';
import type { CaseOf } from './types.js';

/**
 * The protocol request for a triangle case of the census (see caseRequest):
 * `ray_triangle` for a ray; for a ray in a mesh, `ray_triangle` on the first
 * triangle the ray exactly hits (the first triangle when none is hit), so
 * that its answer is the census's exact verdict; `triangles_intersect` for
 * a pair.
 *
 * ```ts
 * triangleCaseRequest({ kind: 'trianglePair', a: [[0, 0, 0], [1, 0, 0], [0, 1, 0]], b: [[0, 0, 1], [1, 0, 1], [0, 1, 1]] });
 * // '{"op":"triangles_intersect","a":[[0,0,0],[1,0,0],[0,1,0]],"b":[[0,0,1],[1,0,1],[0,1,1]]}'
 * ```
 */
export function triangleCaseRequest(c: CaseOf<'rayTriangle'> | CaseOf<'rayMesh'> | CaseOf<'trianglePair'>): string {
  if (c.kind === 'trianglePair') return requestLine('triangles_intersect', { a: c.a, b: c.b });
  if (c.kind === 'rayTriangle') return requestLine('ray_triangle', { origin: c.origin, dir: c.dir, triangle: c.triangle });
  const o = c.origin as unknown as Point3;
  const d = c.dir as unknown as Point3;
  const hit = c.triangles.find((t) => rayIntersectsTriangle(o, d, t as unknown as Point3[])) ?? c.triangles[0];
  return requestLine('ray_triangle', { origin: c.origin, dir: c.dir, triangle: hit });
}
