import type { FloatPoint, FloatSegment } from './types.js';

/** The original's threshold: shorter edges and smaller direction components count as zero. */
const TINY = 1e-9;

/**
 * A segment against a rotated cuboid, as
 * `is_crossing_between_line_segment_and_cuboid` of a Python note on
 * segment–cuboid intersection writes it, faithful: true
 * iff the closed segment s meets the cuboid origin + Σ uᵢ·edges[i],
 * 0 ≤ uᵢ ≤ 1, for 3 perpendicular edges in 3D (or 2 in 2D). It turns
 * the cuboid into an AABB: it divides each edge by its length
 * (`np.linalg.norm`, a square root) to get a rotation matrix R, maps the
 * segment by R into the cuboid's frame, where the box is [0, |eᵢ|], and runs
 * the slab test with `t_min <= t_max and t_min <= 1 and t_max >= 0`.
 *
 * Kept on purpose, to compare with the exact `segmentIntersectsParallelepiped`:
 * the rounded square roots and unit vectors (a segment touching a face can
 * miss), the 1e-9 thresholds (an edge shorter than 1e-9 makes every answer
 * false; a direction component below 1e-9 counts as parallel), and the
 * perpendicular-edges assumption (for skewed edges R is no rotation and the
 * answer is meaningless; the exact twin takes any edges). The original's
 * signature lacks a comma after `segment` (a syntax error) and subtracts the
 * origin tuple from an array (fine in numpy); neither affects this port.
 *
 * @example
 * ```ts
 * segmentCuboidFloat([[-1, 0.5, 0.5], [2, 0.5, 0.5]], [0, 0, 0], [[1, 0, 0], [0, 1, 0], [0, 0, 1]]); // true
 * segmentCuboidFloat([[0.75, 1, 0.5], [4.75, -2, 0.5]], [0, 0, 0], [[3, 4, 0], [-4, 3, 0], [0, 0, 1]]);  // false, yet it touches a face
 * ```
 */
export function segmentCuboidFloat(s: FloatSegment, origin: FloatPoint, edgeVectors: ArrayLike<FloatPoint>): boolean {
  const n = origin.length;
  const start = s[0] as FloatPoint;
  const end = s[1] as FloatPoint;
  const edges = Array.from(edgeVectors, (e) => Array.from(e));
  const segVec = new Array<number>(n);
  const rel = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    segVec[i] = (end[i] as number) - (start[i] as number);
    rel[i] = (start[i] as number) - (origin[i] as number);
  }
  // slabs_max = the edge lengths; rotation_matrix = the edges as unit rows.
  const slabsMax = edges.map((e) => Math.sqrt(e.reduce((acc, x) => acc + x * x, 0)));
  if (slabsMax.some((len) => len < TINY)) return false;
  const rotation = edges.map((e, k) => e.map((x) => x / (slabsMax[k] as number)));
  const dot = (row: readonly number[], v: readonly number[]) => row.reduce((acc, x, i) => acc + x * (v[i] as number), 0);
  const starts = rotation.map((row) => dot(row, rel));
  const dirs = rotation.map((row) => dot(row, segVec));

  // Parallel to a slab: outside it means no crossing.
  for (let k = 0; k < edges.length; k++) {
    const st = starts[k] as number;
    if (Math.abs(dirs[k] as number) < TINY && (st < 0 || st > (slabsMax[k] as number))) return false;
  }
  let tMin = Number.NEGATIVE_INFINITY;
  let tMax = Number.POSITIVE_INFINITY;
  for (let k = 0; k < edges.length; k++) {
    const dk = dirs[k] as number;
    if (Math.abs(dk) < TINY) continue; // t1 = -inf, t2 = +inf
    const st = starts[k] as number;
    const t1 = (0 - st) / dk;
    const t2 = ((slabsMax[k] as number) - st) / dk;
    tMin = Math.max(tMin, Math.min(t1, t2));
    tMax = Math.min(tMax, Math.max(t1, t2));
  }
  return tMin <= tMax && tMin <= 1 && tMax >= 0;
}
