import type { Sign } from '../core/sign.js';
import { UNDECIDED } from '../core/sign.js';
import { orient2dFilter, orient3dDirFilterPoints, orient3dFilterPoints } from '../core/signs.js';

/** A point's three numbers, as the fast paths store them (one array type: the filters' reads stay monomorphic). */
type P = Float64Array;

/*
 * Segments and rays against a triangle a, b, c on points stored as
 * Float64Arrays of three numbers (lineTriangleOnDoubles.ts reads them
 * there), by the kernel's filters alone (nothing allocated): 1 hit, 0 miss,
 * UNDECIDED (2) when a filter cannot prove its sign (a sign that is 0 or
 * too close to call, or NaN and infinite input) and the exact path must
 * decide. With n = (b − a) × (c − a) and the plane function
 * g(x) = n·(x − a):
 * - the line must cross the plane within its range: for a segment p → q,
 *   g(p) and g(q) of opposite signs; for a ray o + t·d, S = n·d and
 *   T = g(o) of opposite signs (it meets the plane at t = −T/S);
 * - the crossing is then inside iff the line's products with the edges
 *   (b, c), (c, a), (a, b) share one sign (none is 0 here): for a segment
 *   orient3d(p, x, y, q), for a ray orient3dDir(o, x, y, d);
 * - a miss is an answer only for a triangle that spans a plane (n ≠ 0): a
 *   degenerate one must reach the checked path and its error. A proven
 *   non-zero sign of g, of S or of n's z component proves it.
 * The filters are the kernel's entries on arrays: they read the values
 * from typed arrays and return a small integer, so no double crosses a
 * call whether V8 inlines it or not (a double passed to a call it does not
 * inline costs a heap allocation; `npm run bench:v8` checks that nothing
 * is allocated).
 */

/**
 * The ray o + t·d against the triangle (see above), edges first: the three
 * edge products sum to S, so when they share a sign σ, S has it too, and
 * T alone decides: a hit iff T has the sign −σ. Random rays miss at the
 * first two edges six times in ten; the plane test first rejected half.
 *
 * ```ts
 * const [o, d, e, a, b, c] = [[1, 1, 4], [0, 0, -1], [2, 2, 4], [0, 0, 0], [4, 0, 0], [0, 4, 0]].map((x) => Float64Array.from(x));
 * rayMeetsTriangleFilter(o, d, a, b, c); // 1
 * rayMeetsTriangleFilter(e, d, a, b, c); // 2 (through the edge: exactly 0)
 * ```
 */
export function rayMeetsTriangleFilter(o: P, d: P, a: P, b: P, c: P): 0 | 1 | 2 {
  const u = orient3dDirFilterPoints(o, b, c, d);
  const v = orient3dDirFilterPoints(o, c, a, d);
  if (u === 0 || v === 0) return UNDECIDED;
  if (u === v) {
    const w = orient3dDirFilterPoints(o, a, b, d);
    if (w === 0) return UNDECIDED;
    if (w === u) {
      // (b − o) × (c − o) + (c − o) × (a − o) + (a − o) × (b − o) = n: the edge products sum to S = n·d.
      const t = orient3dFilterPoints(a, b, c, o);
      if (t === 0) return UNDECIDED;
      return t === u ? 0 : 1;
    }
  }
  return spansPlane(a, b, c, o) ? 0 : UNDECIDED;
}

/**
 * The triangle is proven not degenerate: n's z component (the orientation
 * of a, b, c seen along z: a 2D filter, cheaper than a 3D one) is proven
 * non-zero, or else g(o) is. False leaves the miss to the exact path.
 */
function spansPlane(a: P, b: P, c: P, o: P): boolean {
  const z = orient2dFilter(a[0] as number, a[1] as number, b[0] as number, b[1] as number, c[0] as number, c[1] as number);
  return z !== 0 || orient3dFilterPoints(a, b, c, o) !== 0;
}

/**
 * The segment p → q against the triangle (see above).
 *
 * ```ts
 * const [p, q, e, a, b, c] = [[1, 1, 4], [1, 1, -4], [1, 1, 0], [0, 0, 0], [4, 0, 0], [0, 4, 0]].map((x) => Float64Array.from(x));
 * segmentMeetsTriangleFilter(p, q, a, b, c); // 1
 * segmentMeetsTriangleFilter(p, e, a, b, c); // 2 (ends on the triangle)
 * ```
 */
export function segmentMeetsTriangleFilter(p: P, q: P, a: P, b: P, c: P): 0 | 1 | 2 {
  const gp = orient3dFilterPoints(a, b, c, p);
  const gq = orient3dFilterPoints(a, b, c, q);
  if (gp === 0 || gq === 0) return UNDECIDED;
  if (gp === gq) return 0;
  const u = orient3dFilterPoints(p, b, c, q);
  const v = orient3dFilterPoints(p, c, a, q);
  if (u === 0 || v === 0) return UNDECIDED;
  if (u !== v) return 0;
  return inside(u, orient3dFilterPoints(p, a, b, q));
}

/** The third edge sign w against the common sign of the first two: a hit when it agrees. */
function inside(uv: Sign, w: Sign): 0 | 1 | 2 {
  if (w === 0) return UNDECIDED;
  return w === uv ? 1 : 0;
}
