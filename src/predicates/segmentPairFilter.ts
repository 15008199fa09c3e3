import { orient2dFilter } from '../core/generated/orient2d.js';

/**
 * The kernel's orientation filter applied to a segment pair p–q, u–v: 1 when
 * the closed segments are proven to meet, 0 when proven apart, -1 when some
 * orientation the answer needs is unproven (degenerate, near-degenerate, or
 * not finite). Small enough for V8 to inline into its callers.
 *
 * u and v strictly on one side of line pq already settle "apart", so the
 * orientations about uv are computed only for the pairs that straddle pq:
 * about half of random pairs stop after two. The test is a product of two
 * proven signs (positive only when both are nonzero and alike; an underflow
 * to 0 merely skips the shortcut). Past it, the four proven signs decide
 * without a branch on the answer.
 *
 * @example
 * ```ts
 * segmentPairFilter(0, 0, 2, 2, 0, 2, 2, 0); // 1 (they cross at (1, 1))
 * segmentPairFilter(0, 0, 1, 0, 0, 1, 1, 1); // 0 (both of u, v above line pq)
 * segmentPairFilter(0, 0, 2, 2, 1, 1, 5, 0); // -1 (u lies on pq: needs the exact path)
 * ```
 */
export function segmentPairFilter(
  px: number,
  py: number,
  qx: number,
  qy: number,
  ux: number,
  uy: number,
  vx: number,
  vy: number,
): number {
  const d1 = orient2dFilter(px, py, qx, qy, ux, uy);
  const d2 = orient2dFilter(px, py, qx, qy, vx, vy);
  if (d1 * d2 > 0) return 0;
  const d3 = orient2dFilter(ux, uy, vx, vy, px, py);
  const d4 = orient2dFilter(ux, uy, vx, vy, qx, qy);
  return d1 !== 0 && d2 !== 0 && d3 !== 0 && d4 !== 0 ? +(d1 > 0 !== d2 > 0) & +(d3 > 0 !== d4 > 0) : -1;
}
