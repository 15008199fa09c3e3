import type { Mesh } from './mesh.js';
import { AT_VERTEX, INTERIOR, ON_EDGE } from './mesh.js';

/*
 * The Delaunay triangulation of a mesh's vertices by a sweep-hull (the
 * order of delaunator): a seed triangle, then every other point in order
 * of distance from the seed's circumcentre, each joined to the hull edges
 * it sees, then flips.
 *
 * Why it is exact: if the points came in order of exact distance from a
 * fixed centre c, each new point would lie outside the hull of the earlier
 * ones (they lie in the closed disc about c through it, which is strictly
 * convex, and the points are distinct), so it would see a hull edge. The
 * order here is by float distance, and the seed's neighbours need not be
 * nearest, so a point may lie in the closed hull after all: then it sees
 * no hull edge (every orientation is exact), and it goes in by point
 * location instead (inside a triangle: split in three; on an edge: split
 * in four, or two on the hull; at a vertex: a duplicate, skipped). Either
 * way the Lawson flips that follow, with the exact in-circle sign, make
 * the triangulation Delaunay again. The floats only choose an order and a
 * starting edge: they change the speed, never the answer's validity.
 *
 * Edges joining the new point to a hull vertex between two edges it sees
 * need no test: the quadrilateral around such an edge has an angle of at
 * least 180 degrees at the hull vertex, so the two angles facing the edge
 * add up to less than 180 degrees.
 */

/** The outcome of a sweep: hull vertices (counterclockwise) and duplicates. */
export type SweepResult = {
  /** The hull's vertices, counterclockwise; for collinear points, the distinct points in order along the line. */
  hull: Int32Array;
  /** alias[i]: the vertex that point i is (itself, or the earlier copy of a duplicate). */
  alias: Int32Array;
  /** Points that were not on the hull when they came (placed by point location). */
  located: number;
};

let ids = new Int32Array(0);
let dists = new Float64Array(0);

/**
 * Triangulates vertices 0 … count − 1 of an empty mesh (Delaunay). With
 * fewer than three distinct points, or all of them collinear, the mesh
 * stays empty and the hull lists the distinct points along their line.
 */
export function sweepHull(mesh: Mesh, count: number): SweepResult {
  const n = count;
  const alias = new Int32Array(n);
  for (let i = 0; i < n; i++) alias[i] = i;
  if (ids.length < n) {
    ids = new Int32Array(n);
    dists = new Float64Array(n);
  }
  const frame = heuristicFrame(mesh.xy, n);
  const seed = seedTriangle(mesh, n, frame);
  if (seed === null) return { hull: collinearHull(mesh, n, alias), alias, located: 0 };
  let [i0, i1, i2] = seed;
  if (mesh.orient(i0, i1, i2) < 0) [i1, i2] = [i2, i1];

  const { s, ox, oy } = frame;
  const xy = mesh.xy;
  const seedX = (i: number) => (xy[2 * i] as number) * s - ox;
  const seedY = (i: number) => (xy[2 * i + 1] as number) * s - oy;
  let [cx, cy] = circumcentre(seedX(i0), seedY(i0), seedX(i1), seedY(i1), seedX(i2), seedY(i2));
  if (!(Number.isFinite(cx) && Number.isFinite(cy))) {
    cx = (seedX(i0) + seedX(i1) + seedX(i2)) / 3;
    cy = (seedY(i0) + seedY(i1) + seedY(i2)) / 3;
  }
  const order = ids;
  const key = dists;
  for (let i = 0; i < n; i++) {
    const dx = (xy[2 * i] as number) * s - ox - cx;
    const dy = (xy[2 * i + 1] as number) * s - oy - cy;
    const d = dx * dx + dy * dy;
    key[i] = Number.isNaN(d) ? Number.POSITIVE_INFINITY : d;
    order[i] = i;
  }
  sortByKey(order, key, 0, n - 1);

  const hullNext = new Int32Array(n);
  const hullPrev = new Int32Array(n);
  const hullTri = new Int32Array(n);
  mesh.hullTri = hullTri;
  const hashSize = Math.max(1, Math.ceil(Math.sqrt(n)));
  const hash = new Int32Array(hashSize).fill(-1);
  const hashKey = (i: number): number => {
    const dx = (xy[2 * i] as number) * s - ox - cx;
    const dy = (xy[2 * i + 1] as number) * s - oy - cy;
    // The angle is in [0, 1]: its bucket in [0, hashSize], the top one wrapping to 0, as NaN does
    // (a point at the centre, or an overflowed one). Integer truncation, not a float modulo.
    const k = (pseudoAngle(dx, dy) * hashSize) | 0;
    return k < hashSize ? k : 0;
  };

  hullNext[i0] = i1;
  hullNext[i1] = i2;
  hullNext[i2] = i0;
  hullPrev[i1] = i0;
  hullPrev[i2] = i1;
  hullPrev[i0] = i2;
  const t0 = mesh.addTriangle(i0, i1, i2);
  hullTri[i0] = t0;
  hullTri[i1] = t0 + 1;
  hullTri[i2] = t0 + 2;
  hash[hashKey(i0)] = i0;
  hash[hashKey(i1)] = i1;
  hash[hashKey(i2)] = i2;
  let hullStart = i0;
  let hullSize = 3;
  let located = 0;
  let duplicates = 0;
  let prev = -1;

  for (let k = 0; k < n; k++) {
    const p = order[k] as number;
    if (p === i0 || p === i1 || p === i2) continue;
    // A copy of the point just placed (duplicates sort together unless a tie comes between).
    // Different nearest doubles mean different points; equal ones are equal points when the doubles are exact.
    if (
      prev >= 0 &&
      xy[2 * p] === xy[2 * prev] &&
      xy[2 * p + 1] === xy[2 * prev + 1] &&
      (mesh.rough === null || mesh.same(p, prev))
    ) {
      alias[p] = alias[prev] as number;
      duplicates++;
      continue;
    }
    prev = p;
    // A hull vertex near p's angle, then the first hull edge from just before it that p sees.
    const h = hashKey(p);
    let v = -1;
    for (let j = 0; j < hashSize; j++) {
      v = hash[(h + j) % hashSize] as number;
      if (v !== -1 && hullNext[v] !== v) break;
    }
    const s0 = hullPrev[v] as number;
    let e = s0;
    let sees = false;
    do {
      const q = hullNext[e] as number;
      if (mesh.orient(e, q, p) < 0) {
        sees = true;
        break;
      }
      e = q;
    } while (e !== s0);

    if (!sees) {
      // In the closed hull: point location.
      located++;
      mesh.locate(p, hullTri[v] as number);
      const where = mesh.hitKind;
      const at = mesh.hitEdge;
      if (where === AT_VERTEX) {
        alias[p] = mesh.triangles[at] as number;
        duplicates++;
      } else if (where === INTERIOR) mesh.splitTriangle(at, p);
      else if (where === ON_EDGE) {
        if (mesh.halfedges[at] === -1) {
          const x = mesh.triangles[at] as number;
          const y = hullNext[x] as number;
          hullNext[x] = p;
          hullPrev[p] = x;
          hullNext[p] = y;
          hullPrev[y] = p;
          hullSize++;
          hash[hashKey(p)] = p;
        }
        mesh.splitEdge(at, p);
      } else throw new Error('sweepHull: a point that sees no hull edge lies outside the hull');
      continue;
    }

    // The edges p sees: a run from vertex a to vertex b along the hull.
    let a = e;
    let b = hullNext[e] as number;
    while (mesh.orient(b, hullNext[b] as number, p) < 0) b = hullNext[b] as number;
    if (e === s0) while (mesh.orient(hullPrev[a] as number, a, p) < 0) a = hullPrev[a] as number;

    // One triangle (u, p, w) per seen edge u→w, each sharing p–w with the next.
    let first = -1;
    let last = -1;
    for (let u = a; u !== b; ) {
      const w = hullNext[u] as number;
      const t = mesh.addTriangle(u, p, w);
      mesh.link(t + 2, hullTri[u] as number);
      if (last >= 0) mesh.link(last + 1, t);
      else first = t;
      last = t;
      if (u !== a) {
        hullNext[u] = u; // no longer on the hull
        hullSize--;
      }
      u = w;
    }
    hullTri[a] = first;
    hullTri[p] = last + 1;
    hullNext[a] = p;
    hullPrev[p] = a;
    hullNext[p] = b;
    hullPrev[b] = p;
    hullSize++;
    hullStart = a;
    for (let t = first; t <= last; t += 3) mesh.legalize(t + 2);
    hash[hashKey(p)] = p;
    hash[hashKey(a)] = a;
  }

  mesh.hullTri = null;
  const hull = new Int32Array(hullSize);
  for (let i = 0, v = hullStart; i < hullSize; i++, v = hullNext[v] as number) hull[i] = v;
  if (duplicates > 0) useFirstIndices(mesh, alias, hull);
  return { hull, alias, located };
}

/**
 * Renames each vertex that has an earlier copy to the copy's index (the
 * sweep keeps whichever copy it met first), so that a repeated point is
 * used at its first index.
 */
function useFirstIndices(mesh: Mesh, alias: Int32Array, hull: Int32Array): void {
  const n = alias.length;
  const first = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const c = alias[i] as number;
    if ((first[c] as number) < 0) first[c] = i;
  }
  for (let i = 0; i < n; i++) alias[i] = first[alias[i] as number] as number;
  const tr = mesh.triangles;
  for (let e = 0; e < mesh.length; e++) tr[e] = first[tr[e] as number] as number;
  for (let k = 0; k < hull.length; k++) hull[k] = first[hull[k] as number] as number;
}

/** A power-of-two scale and an offset that bring the points' bounding box to about [−1, 1]² for the float heuristics. */
type Frame = { s: number; ox: number; oy: number };

function heuristicFrame(xy: Float64Array, n: number): Frame {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const x = xy[2 * i] as number;
    const y = xy[2 * i + 1] as number;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  const m = Math.max(Math.abs(minX), Math.abs(maxX), Math.abs(minY), Math.abs(maxY));
  // 2^−e with m·2^−e in [1, 2): exact scaling (no rounding, no overflow or underflow of the inputs' range).
  let s = 1;
  if (m > 0 && Number.isFinite(m)) {
    const e = Math.floor(Math.log2(m));
    s = 2 ** Math.max(-1000, Math.min(1000, -e));
    if (!Number.isFinite(s * m)) s = 1;
  }
  const ox = (minX * s) / 2 + (maxX * s) / 2;
  const oy = (minY * s) / 2 + (maxY * s) / 2;
  return { s, ox: Number.isFinite(ox) ? ox : 0, oy: Number.isFinite(oy) ? oy : 0 };
}

/**
 * Three points to start from, not collinear (exactly), chosen as
 * delaunator does in floats: the point nearest the centre of the box, its
 * nearest neighbour, and the point that makes the smallest circle with
 * them; null when every point lies on one line (or there are fewer than 3
 * distinct points).
 */
function seedTriangle(mesh: Mesh, n: number, frame: Frame): [number, number, number] | null {
  if (n < 3) return null;
  const { s, ox, oy } = frame;
  const xy = mesh.xy;
  const X = (i: number) => (xy[2 * i] as number) * s - ox;
  const Y = (i: number) => (xy[2 * i + 1] as number) * s - oy;
  let i0 = 0;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const d = X(i) * X(i) + Y(i) * Y(i);
    if (d < best) {
      best = d;
      i0 = i;
    }
  }
  const x0 = X(i0);
  const y0 = Y(i0);
  let i1 = -1;
  best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const dx = X(i) - x0;
    const dy = Y(i) - y0;
    const d = dx * dx + dy * dy;
    if ((d < best || i1 < 0) && i !== i0 && (d > 0 || !mesh.same(i, i0))) {
      best = d;
      i1 = i;
    }
  }
  if (i1 < 0 || mesh.same(i1, i0)) return null;
  const x1 = X(i1);
  const y1 = Y(i1);
  let i2 = -1;
  best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    if (i === i0 || i === i1) continue;
    const r = circumradius2(x0, y0, x1, y1, X(i), Y(i));
    if (r < best) {
      best = r;
      i2 = i;
    }
  }
  if (i2 < 0 || mesh.orient(i0, i1, i2) === 0) {
    // The floats found no triangle, or a collinear one: any point off the line i0–i1 will do.
    i2 = -1;
    for (let i = 0; i < n && i2 < 0; i++) if (mesh.orient(i0, i1, i) !== 0) i2 = i;
    if (i2 < 0) return null;
  }
  return [i0, i1, i2];
}

/** Collinear (or fewer than three distinct) points: no triangles; the distinct points in order along their line. */
function collinearHull(mesh: Mesh, n: number, alias: Int32Array): Int32Array {
  if (n === 0) return new Int32Array(0);
  const order = Array.from({ length: n }, (_, i) => i);
  // Along the line: by x, then by y (exact), which orders the points of any line monotonically.
  order.sort((i, j) => mesh.compareXY(i, j) || i - j);
  const out: number[] = [];
  for (const i of order) {
    const last = out[out.length - 1];
    if (last !== undefined && mesh.same(i, last)) alias[i] = last;
    else out.push(i);
  }
  return Int32Array.from(out);
}

/** Squared circumradius of a triangle in floats (Infinity or NaN when it is flat). */
function circumradius2(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const [x, y] = circumcentreOffset(ax, ay, bx, by, cx, cy);
  const r = x * x + y * y;
  return Number.isNaN(r) ? Number.POSITIVE_INFINITY : r;
}

/** The circumcentre in floats (non-finite when the triangle is flat). */
function circumcentre(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): [number, number] {
  const [x, y] = circumcentreOffset(ax, ay, bx, by, cx, cy);
  return [ax + x, ay + y];
}

/** The circumcentre minus a, in floats. */
function circumcentreOffset(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): [number, number] {
  const dx = bx - ax;
  const dy = by - ay;
  const ex = cx - ax;
  const ey = cy - ay;
  const bl = dx * dx + dy * dy;
  const cl = ex * ex + ey * ey;
  const d = 0.5 / (dx * ey - dy * ex);
  return [(ey * bl - dy * cl) * d, (dx * cl - ex * bl) * d];
}

/** Increases with the angle of (dx, dy) from 0 to 1 without trigonometry (NaN at the origin). */
function pseudoAngle(dx: number, dy: number): number {
  const p = dx / (Math.abs(dx) + Math.abs(dy));
  return (dy > 0 ? 3 - p : 1 + p) / 4;
}

/** Sorts ids[lo..hi] by key[id], ascending: quicksort with a median of three, insertion sort on short runs. */
export function sortByKey(ids: Int32Array, key: Float64Array, lo: number, hi: number): void {
  while (hi - lo > 16) {
    const mid = (lo + hi) >> 1;
    // Median of three to ids[mid], then partition around its key (Hoare).
    if ((key[ids[mid] as number] as number) < (key[ids[lo] as number] as number)) swap(ids, mid, lo);
    if ((key[ids[hi] as number] as number) < (key[ids[lo] as number] as number)) swap(ids, hi, lo);
    if ((key[ids[hi] as number] as number) < (key[ids[mid] as number] as number)) swap(ids, hi, mid);
    const pivot = key[ids[mid] as number] as number;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while ((key[ids[i] as number] as number) < pivot) i++;
      while ((key[ids[j] as number] as number) > pivot) j--;
      if (i <= j) {
        swap(ids, i, j);
        i++;
        j--;
      }
    }
    // Recurse into the smaller part, loop on the larger: the stack stays O(log n).
    if (j - lo < hi - i) {
      sortByKey(ids, key, lo, j);
      lo = i;
    } else {
      sortByKey(ids, key, i, hi);
      hi = j;
    }
  }
  for (let i = lo + 1; i <= hi; i++) {
    const id = ids[i] as number;
    const k = key[id] as number;
    let j = i - 1;
    while (j >= lo && (key[ids[j] as number] as number) > k) {
      ids[j + 1] = ids[j] as number;
      j--;
    }
    ids[j + 1] = id;
  }
}

function swap(a: Int32Array, i: number, j: number): void {
  const t = a[i] as number;
  a[i] = a[j] as number;
  a[j] = t;
}
