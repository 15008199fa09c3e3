import type { ArrangementOptions } from '../arrangement/arrangementOptions.js';
import { pairLimit } from '../arrangement/arrangementOptions.js';
import type { PointLike, SegmentLike } from '../core/coordinate.js';
import { ExactRangeError } from '../core/errors.js';
import { ConstrainedMesh } from './constraints.js';
import { Triangulation } from './delaunay.js';
import { Mesh, nextEdge } from './mesh.js';
import { readPoints } from './readPoints.js';
import { readSegments } from './readSegments.js';
import { sweepHull } from './sweepHull.js';

/**
 * A constrained Delaunay triangulation: a `Triangulation` whose vertices
 * are the points (indices 0 … points.length − 1), then the segments'
 * endpoints (segment i's at points.length + 2i and + 2i + 1, used only
 * where they are new points), then the points where segments cross (in the
 * order they were found); `constrained[e]` is 1 for a half-edge on a
 * segment.
 */
export class ConstrainedTriangulation extends Triangulation {
  /** 1 for each half-edge that lies on a segment, else 0. */
  readonly constrained: Uint8Array;

  /** @internal */
  constructor(mesh: Mesh, hull: Int32Array) {
    super(mesh, hull);
    const con = mesh.con;
    this.constrained = new Uint8Array(mesh.length);
    if (con !== null) for (let e = 0; e < mesh.length; e++) this.constrained[e] = +(con[e] !== 0);
  }
}

/** The hull of a mesh from its half-edges: the vertices counterclockwise. */
export function hullOfMesh(mesh: Mesh): Int32Array {
  const next = new Map<number, number>();
  const tr = mesh.triangles;
  const he = mesh.halfedges;
  let start = -1;
  for (let e = 0; e < mesh.length; e++) {
    if (he[e] !== -1) continue;
    next.set(tr[e] as number, tr[nextEdge(e)] as number);
    if (start < 0) start = tr[e] as number;
  }
  const hull = new Int32Array(next.size);
  for (let i = 0, v = start; i < hull.length; i++, v = next.get(v) as number) hull[i] = v;
  return hull;
}

/**
 * The constrained Delaunay triangulation of points and segments, exactly
 * (PROTOCOL.md's `constrained_delaunay`): its vertices are the distinct
 * points, the segments' endpoints and every point two segments share (a
 * crossing, a segment's end on another, the ends of an overlap); the
 * triangles cover the convex hull of those vertices (none when they are
 * collinear), every segment is a union of triangle edges, and every other
 * edge is locally Delaunay: the vertex beyond it is not strictly inside the
 * circle of the triangle on this side. Crossing points are exact
 * constructions (Rationals, or doubles when exactly doubles); see
 * `ConstrainedTriangulation` for the vertex numbering.
 *
 * `options.maxPairs` (default 1 000 000) bounds the pairs of segments that
 * share a point, counted as `segmentIntersections` counts them: one more
 * is a `too_large` error, raised before the memory is spent.
 *
 * @example
 * ```ts
 * const t = constrainedDelaunay([[0, 0], [4, 0], [4, 4], [0, 4]], [[[0, 0], [4, 4]], [[4, 0], [0, 4]]]);
 * t.triangles.length / 3;        // 4 (the crossing at (2, 2) is vertex 8)
 * t.point(8).map(String);        // ['2', '2']
 * ```
 */
export function constrainedDelaunay(
  points: ArrayLike<PointLike>,
  segments: ArrayLike<SegmentLike>,
  options?: ArrangementOptions,
): ConstrainedTriangulation {
  const fn = 'constrainedDelaunay';
  const limit = pairLimit(fn, options);
  const mesh = new Mesh(16, 16);
  readPoints(fn, 'points', points, mesh);
  const first = readSegments(fn, segments, mesh);
  const count = mesh.n;
  mesh.reserveTriangles(2 * count);
  const { hull, alias } = sweepHull(mesh, count);
  if (mesh.length === 0) {
    // All on one line: no triangles, but the pairs still count.
    const pairs = collinearPairs(mesh, first, count, alias);
    if (pairs > limit.max)
      throw new ExactRangeError(`${fn}: more than ${limit.max} intersecting pairs (options.maxPairs)`, 'too_large');
    return new ConstrainedTriangulation(mesh, hull);
  }
  const cdt = new ConstrainedMesh(mesh, fn, limit.max);
  for (let v = first; v < count; v += 2) cdt.insert(alias[v] as number, alias[v + 1] as number, 1, v, v + 1);
  return new ConstrainedTriangulation(mesh, hullOfMesh(mesh));
}

/**
 * The pairs of segments that share a point when every vertex lies on one
 * line: closed intervals along it (points in (x, y) order are in order
 * along any line), all pairs but those where one ends before the other
 * starts.
 */
export function collinearPairs(mesh: Mesh, first: number, count: number, alias: Int32Array): number {
  const ids = Array.from({ length: count - first }, (_, k) => alias[first + k] as number);
  const order = [...new Set(ids)].sort((i, j) => mesh.compareXY(i, j));
  const rank = new Map(order.map((v, k) => [v, k]));
  const lo: number[] = [];
  const hi: number[] = [];
  for (let k = 0; k < ids.length; k += 2) {
    const a = rank.get(ids[k] as number) as number;
    const b = rank.get(ids[k + 1] as number) as number;
    lo.push(Math.min(a, b));
    hi.push(Math.max(a, b));
  }
  const starts = [...lo].sort((x, y) => x - y);
  const m = lo.length;
  let apart = 0;
  for (const h of hi) {
    // Segments starting after this one ends.
    let l = 0;
    let r = m;
    while (l < r) {
      const mid = (l + r) >> 1;
      if ((starts[mid] as number) > h) r = mid;
      else l = mid + 1;
    }
    apart += m - l;
  }
  return (m * (m - 1)) / 2 - apart;
}
