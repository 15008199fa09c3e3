import type { Coordinate, PointLike } from '../core/coordinate.js';
import { checkNumber, copyPoint, isArrayLike } from '../core/coordinate.js';
import { describeValue, ExactTypeError } from '../core/errors.js';
import { AT_VERTEX, INTERIOR, Mesh, ON_EDGE } from './mesh.js';
import { readPoints } from './readPoints.js';
import { sweepHull } from './sweepHull.js';

/**
 * Where a point lies in a triangulation: outside every triangle, inside
 * one, inside an edge (`edge`: the half-edge of `triangle` that holds it),
 * or at a vertex (`vertex`, with a triangle that has it).
 */
export type PointLocation =
  | {
      /** Outside every triangle (beyond the hull, or there are no triangles). */
      readonly where: 'outside';
    }
  | {
      /** Inside a triangle. */
      readonly where: 'interior';
      /** The triangle: its vertices are `triangles[3t]`, `[3t + 1]`, `[3t + 2]`. */
      readonly triangle: number;
    }
  | {
      /** Inside an edge, strictly between its ends. */
      readonly where: 'edge';
      /** A triangle with that edge. */
      readonly triangle: number;
      /** The edge's half-edge in that triangle. */
      readonly edge: number;
    }
  | {
      /** At a vertex. */
      readonly where: 'vertex';
      /** A triangle with that vertex. */
      readonly triangle: number;
      /** The vertex (a point index). */
      readonly vertex: number;
    };

/**
 * A triangulation in delaunator's flat layout: triangle t is
 * `triangles[3t], triangles[3t + 1], triangles[3t + 2]`, counterclockwise;
 * half-edge e runs from vertex `triangles[e]` to the next vertex of its
 * triangle (`e % 3 === 2 ? e - 2 : e + 1`), and `halfedges[e]` is the
 * opposite half-edge in the neighbouring triangle, or −1 on the hull.
 * `hull` lists the hull's vertices counterclockwise. Vertices are point
 * indices; `coords` holds their coordinates as doubles (exact when the
 * points were doubles), `point(i)` the exact ones.
 */
export class Triangulation {
  /** Three vertex indices per triangle, counterclockwise. */
  readonly triangles: Uint32Array;
  /** The twin of each half-edge, −1 on the hull. */
  readonly halfedges: Int32Array;
  /** The hull's vertices, counterclockwise (points along the line when they are collinear). */
  readonly hull: Uint32Array;
  /** x, y of every vertex as doubles (the nearest double of a coordinate that is not one). */
  readonly coords: Float64Array;
  private readonly mesh: Mesh;
  private last = 0;

  /** @internal The mesh's arrays, trimmed; the mesh is kept for `point` and `locate`. */
  constructor(mesh: Mesh, hull: Int32Array) {
    this.mesh = mesh;
    this.triangles = new Uint32Array(mesh.triangles.buffer, 0, mesh.length);
    this.halfedges = mesh.halfedges.subarray(0, mesh.length);
    this.hull = new Uint32Array(hull.buffer, hull.byteOffset, hull.length);
    this.coords = mesh.xy.subarray(0, 2 * mesh.n);
  }

  /** The exact coordinates of vertex i. */
  point(i: number): [Coordinate, Coordinate] {
    return [this.mesh.x(i), this.mesh.y(i)];
  }

  /**
   * The triangle that contains p, exactly: see `PointLocation`. Walks
   * from the triangle found last, so that nearby queries are quick.
   *
   * @example
   * ```ts
   * const d = delaunay([[0, 0], [4, 0], [0, 4], [4, 4]]);
   * d.locate([1, 1]).where; // 'interior'
   * d.locate([2, 2]).where; // 'edge' (the diagonal, whichever it is)
   * d.locate([5, 5]).where; // 'outside'
   * ```
   */
  locate(p: PointLike): PointLocation {
    const [x, y] = copyPoint('locate', 'p', p, 2);
    const mesh = this.mesh;
    if (mesh.length === 0) return { where: 'outside' };
    const q = mesh.setQuery(x, y);
    mesh.locate(q, Math.min(this.last, mesh.length - 3));
    const e = mesh.hitEdge;
    const triangle = Math.floor(e / 3);
    if (mesh.hitKind === INTERIOR || mesh.hitKind === ON_EDGE || mesh.hitKind === AT_VERTEX) this.last = 3 * triangle;
    if (mesh.hitKind === INTERIOR) return { where: 'interior', triangle };
    if (mesh.hitKind === ON_EDGE) return { where: 'edge', triangle, edge: e };
    if (mesh.hitKind === AT_VERTEX) return { where: 'vertex', triangle, vertex: mesh.triangles[e] as number };
    return { where: 'outside' };
  }
}

/**
 * The Delaunay triangulation of the points, exactly: no point lies strictly
 * inside the circle through any triangle's vertices (the exact in-circle
 * sign, no tolerance; where four or more points are cocircular, one of the
 * valid triangulations). The triangles cover the points' convex hull, turn
 * counterclockwise, meet edge to edge, and have exactly the distinct
 * points as vertices (point indices; a repeated point is used once, at its
 * first index). Collinear points (or fewer than three distinct ones) give
 * no triangles, and `hull` then lists them along their line.
 *
 * Points are any array-likes of two coordinates (doubles, bigints,
 * Rationals), each read once; errors name the point.
 *
 * @example
 * ```ts
 * const d = delaunay([[0, 0], [1, 0], [0, 1], [1, 1]]);
 * d.triangles.length / 3; // 2
 * Array.from(d.hull);     // [1, 3, 2, 0] (counterclockwise)
 * ```
 */
export function delaunay(points: ArrayLike<PointLike>): Triangulation {
  // Sized as read: readPoints reads the length once (and leaves a slot for a query point).
  const mesh = new Mesh(16, 16);
  mesh.reserveTriangles(2 * readPoints('delaunay', 'points', points, mesh));
  const { hull } = sweepHull(mesh, mesh.n);
  return new Triangulation(mesh, hull);
}

/**
 * The Delaunay triangulation of points given flat (`[x0, y0, x1, y1, …]`,
 * doubles), as `delaunay` makes it; errors name `fn` and the index
 * (`Delaunator: coords[3] is NaN`). An odd last value is ignored, as
 * delaunator ignores it.
 */
export function delaunayOfCoords(fn: string, coords: ArrayLike<number>): Triangulation {
  if (!isArrayLike(coords)) throw new ExactTypeError(`${fn}: coords is ${describeValue(coords)}, expected an array of numbers`);
  const n = coords.length >> 1;
  const mesh = new Mesh(n + 1, 2 * n);
  const xy = mesh.xy;
  for (let i = 0; i < 2 * n; i++) {
    const v: unknown = coords[i];
    if (typeof v !== 'number' || v - v !== 0) checkNumber(fn, `coords[${i}]`, v);
    xy[i] = v as number;
  }
  mesh.n = n;
  const { hull } = sweepHull(mesh, n);
  return new Triangulation(mesh, hull);
}
