import type { ArrangementOptions } from '../arrangement/arrangementOptions.js';
import { pairLimit } from '../arrangement/arrangementOptions.js';
import type { Coordinate } from '../core/coordinate.js';
import { ExactRangeError } from '../core/errors.js';
import type { PolygonInput } from '../polygon/geoJson.js';
import { ringsOfInput } from '../polygon/geoJson.js';
import type { FillRule } from '../polygon/pointInPolygon.js';
import { isEvenOdd } from '../polygon/pointInPolygon.js';
import { acquire, readRings, release } from '../polygon/readRings.js';
import { collinearPairs } from './constrainedDelaunay.js';
import { ConstrainedMesh } from './constraints.js';
import { Mesh } from './mesh.js';
import { sweepHull } from './sweepHull.js';

/** Options of `triangulatePolygon`. */
export interface TriangulatePolygonOptions extends ArrangementOptions {
  /** The fill rule (default `'nonzero'`), as `pointInPolygon` reads it. */
  rule?: FillRule;
}

/**
 * Triangles of a polygon, for a renderer: vertex i at
 * `coords[2i], coords[2i + 1]` (the nearest doubles), exactly at
 * `vertex(i)`; three vertex indices per triangle in `triangles`,
 * counterclockwise. The vertices are the rings' vertices in order (ring 0's,
 * then ring 1's, …), then the points where edges cross; a vertex in no
 * triangle (a repeated vertex, the tip of a spike) is listed all the same.
 */
export class PolygonTriangulation {
  /** Three vertex indices per triangle, counterclockwise. */
  readonly triangles: Uint32Array;
  /** x, y of every vertex as doubles (exact for vertices whose coordinates are doubles). */
  readonly coords: Float64Array;
  /** The number of vertices. */
  readonly vertexCount: number;
  private readonly mesh: Mesh;

  /** @internal */
  constructor(mesh: Mesh, triangles: Uint32Array) {
    this.mesh = mesh;
    this.triangles = triangles;
    this.coords = mesh.xy.subarray(0, 2 * mesh.n);
    this.vertexCount = mesh.n;
  }

  /** The exact coordinates of vertex i. */
  vertex(i: number): [Coordinate, Coordinate] {
    return [this.mesh.x(i), this.mesh.y(i)];
  }
}

/**
 * The polygon's triangles, exactly (PROTOCOL.md's `triangulate`): their
 * union is the polygon's point set — the closure of the points on no edge
 * whose winding number passes the fill rule — so parts without area (a
 * spike, an edge there and back, a ring of collinear points) vanish and a
 * self-intersecting ring counts where its winding says; the triangles turn
 * counterclockwise and meet edge to edge, and each vertex is a ring vertex
 * or a point where edges cross. Rings may be in any winding, touch, cross
 * and overlap; holes may touch each other and the outer ring. The rings
 * may also be a GeoJSON Polygon, MultiPolygon or Feature of either, read
 * as `pointInPolygon` reads it.
 *
 * How: the rings' vertices are triangulated (Delaunay), every edge is put
 * in as a constraint (the crossed triangles rebuilt, crossings split at
 * exact points), and a walk across the triangles from outside adds up the
 * winding number (each edge changes it by the signed count of ring edges
 * on it); the triangles whose winding passes the rule are kept.
 * `options.maxPairs` (default 1 000 000) bounds the pairs of edges that
 * share a point (two consecutive edges of a ring count), as for
 * `segmentIntersections`: one more is a `too_large` error.
 *
 * @example
 * ```ts
 * const square = [[0, 0], [4, 0], [4, 4], [0, 4]];
 * const hole = [[1, 1], [1, 3], [3, 3], [3, 1]];
 * triangulatePolygon([square, hole]).triangles.length / 3; // 8
 * const bowtie = [[0, 0], [2, 2], [2, 0], [0, 2]]; // crosses itself at (1, 1)
 * const t = triangulatePolygon([bowtie]);
 * t.triangles.length / 3;       // 2
 * t.vertex(4).map(String);      // ['1', '1']
 * ```
 */
export function triangulatePolygon(rings: PolygonInput, options?: TriangulatePolygonOptions): PolygonTriangulation {
  const fn = 'triangulatePolygon';
  const evenOdd = isEvenOdd(fn, options);
  const limit = pairLimit(fn, options);
  const flat = acquire();
  let mesh: Mesh;
  let starts: Int32Array;
  try {
    readRings(fn, ringsOfInput(fn, rings), flat);
    const n = flat.vertices;
    mesh = new Mesh(n + 1, 2 * n);
    const v = flat.values;
    if (v === null) for (let i = 0; i < n; i++) mesh.addDouble(flat.xy[2 * i] as number, flat.xy[2 * i + 1] as number);
    else for (let i = 0; i < n; i++) mesh.addVertex(v[2 * i] as Coordinate, v[2 * i + 1] as Coordinate);
    starts = flat.starts.slice(0, flat.rings + 1);
  } finally {
    release(flat);
  }
  return new PolygonTriangulation(mesh, new Uint32Array(triangulateRings(fn, mesh, starts, evenOdd, limit.max)));
}

/**
 * The triangles of rings already in a mesh (ring r: vertices starts[r] to
 * starts[r + 1] − 1) under the rule, three vertex indices each; where two
 * edges cross, `crossing` (when given) throws instead.
 */
export function triangulateRings(
  fn: string,
  mesh: Mesh,
  starts: Int32Array,
  evenOdd: boolean,
  maxPairs: number,
  crossing?: ConstructorParameters<typeof ConstrainedMesh>[3],
): number[] {
  const n = mesh.n;
  const { alias } = sweepHull(mesh, n);
  // Ring edges, the last vertex to the first: for the collinear case, as (start, end) vertex pairs.
  const rings = starts.length - 1;
  if (mesh.length === 0) {
    const pairAlias: number[] = [];
    for (let r = 0; r < rings; r++) {
      const lo = starts[r] as number;
      const hi = starts[r + 1] as number;
      for (let i = lo; i < hi; i++) pairAlias.push(alias[i] as number, alias[i + 1 < hi ? i + 1 : lo] as number);
    }
    const pairs = collinearPairs(mesh, 0, pairAlias.length, Int32Array.from(pairAlias));
    if (pairs > maxPairs)
      throw new ExactRangeError(`${fn}: more than ${maxPairs} intersecting pairs (options.maxPairs)`, 'too_large');
    return [];
  }
  const cdt = new ConstrainedMesh(mesh, fn, maxPairs, crossing);
  for (let r = 0; r < rings; r++) {
    const lo = starts[r] as number;
    const hi = starts[r + 1] as number;
    for (let i = lo; i < hi; i++) {
      const j = i + 1 < hi ? i + 1 : lo;
      cdt.insert(alias[i] as number, alias[j] as number, 1, i, j);
    }
  }
  return keptTriangles(cdt, evenOdd);
}

/**
 * The triangles whose winding number passes the rule, in the order met: a
 * walk over the triangles from the hull (winding 0 outside), each step
 * across a half-edge adding the signed multiplicity of the ring edges on
 * it.
 */
function keptTriangles(cdt: ConstrainedMesh, evenOdd: boolean): number[] {
  const mesh = cdt.mesh;
  const T = mesh.length / 3;
  const tr = mesh.triangles;
  const he = mesh.halfedges;
  const winding = new Int32Array(T);
  const seen = new Uint8Array(T);
  const queue = new Int32Array(T);
  const out: number[] = [];
  let head = 0;
  let tail = 0;
  for (let e = 0; e < mesh.length && tail === 0; e++) {
    if (he[e] !== -1) continue;
    const t = (e / 3) | 0;
    // From outside (winding 0) across e into its triangle, on e's left.
    winding[t] = cdt.multiplicity(e);
    seen[t] = 1;
    queue[tail++] = t;
  }
  while (head < tail) {
    const t = queue[head++] as number;
    const w = winding[t] as number;
    if (evenOdd ? (w & 1) !== 0 : w !== 0) out.push(tr[3 * t] as number, tr[3 * t + 1] as number, tr[3 * t + 2] as number);
    for (let k = 0; k < 3; k++) {
      const g = he[3 * t + k] as number;
      if (g === -1) continue;
      const u = (g / 3) | 0;
      if (seen[u] === 1) continue;
      seen[u] = 1;
      // Across g, from its right (t) to its left (u).
      winding[u] = w + cdt.multiplicity(g);
      queue[tail++] = u;
    }
  }
  return out;
}
