import { readAtCheck } from '../core/brand.js';
import type { Coordinate } from '../core/coordinate.js';
import { doubleOf } from '../core/coordinate.js';
import { coordinateToNumber } from '../core/rational.js';
import { compareCoord, incircleFilter, incircleSign, orient2dFilter, orient2dSign } from '../core/signs.js';
import { orientAt } from '../polygon/flatPoints.js';

/*
 * A triangulation in flat typed arrays, as delaunator lays it out: triangle
 * t has half-edges 3t, 3t + 1, 3t + 2; half-edge e runs from vertex
 * triangles[e] to the start of the next half-edge of its triangle, and
 * halfedges[e] is its twin in the neighbouring triangle (−1 on the hull).
 * Every triangle turns counterclockwise, so a triangle lies on the left of
 * its half-edges and the hull's half-edges go round counterclockwise.
 *
 * Vertices are kept as doubles (`xy`) while every coordinate is one; from
 * the first vertex that is not (a bigint, a Rational crossing point) on,
 * `exact` holds every vertex's exact coordinates and `rough` marks the
 * vertices whose `xy` are only the nearest doubles (for the float
 * heuristics: sort keys, hashes). Every sign is the kernel's: on three or
 * four double vertices its filter, inlined, then the exact stages; with a
 * rough vertex among them, its exact path.
 *
 * Constrained edges (the CDT) carry a record: both half-edges of the edge
 * point to it through `con` (record + 1; 0 for a free edge), and flips,
 * which never touch a constrained edge, move the records of the edges they
 * move.
 */

/** next(e): the next half-edge of e's triangle (counterclockwise). */
export const nextEdge = (e: number): number => (e % 3 === 2 ? e - 2 : e + 1);
/** prev(e): the previous half-edge of e's triangle. */
export const prevEdge = (e: number): number => (e % 3 === 0 ? e + 2 : e - 1);

/** What `locate` found: the point lies outside the hull (beyond half-edge `hitEdge`). */
export const OUTSIDE = 0;
/** The point lies inside the triangle of half-edge `hitEdge`. */
export const INTERIOR = 1;
/** The point lies inside half-edge `hitEdge` (strictly between its ends). */
export const ON_EDGE = 2;
/** The point is the vertex where half-edge `hitEdge` starts. */
export const AT_VERTEX = 3;

/** Grows an Int32Array to hold at least `n` entries, keeping its contents. */
function grownInt(a: Int32Array, n: number): Int32Array<ArrayBuffer> {
  if (n <= a.length) return a as Int32Array<ArrayBuffer>;
  const b = new Int32Array(Math.max(n, 2 * a.length));
  b.set(a);
  return b;
}

/**
 * The orientation of points i, j, k of `xy` (x, y of each, doubles): 1
 * counterclockwise, −1 clockwise, 0 collinear, exact.
 */
export function orientXY(xy: Float64Array, i: number, j: number, k: number): number {
  const ax = xy[2 * i] as number;
  const ay = xy[2 * i + 1] as number;
  const bx = xy[2 * j] as number;
  const by = xy[2 * j + 1] as number;
  const cx = xy[2 * k] as number;
  const cy = xy[2 * k + 1] as number;
  const d = orient2dFilter(ax, ay, bx, by, cx, cy);
  if (d !== 0) return d > 0 ? 1 : -1;
  return orient2dSign(ax, ay, bx, by, cx, cy);
}

/** A scratch stack of half-edges for legalize, shared by every mesh (the work never calls out). */
let stack = new Int32Array(1024);

export class Mesh {
  /** Vertex i at (xy[2i], xy[2i + 1]): exact unless `rough[i]` is 1 (then the nearest doubles). */
  xy: Float64Array;
  /** Null while every vertex is a pair of doubles; then 1 for each vertex that is not. */
  rough: Uint8Array | null = null;
  /** With `rough`: every vertex's exact coordinates (doubles as they are). */
  exact: Coordinate[] | null = null;
  /** Vertices stored. */
  n = 0;
  triangles: Int32Array;
  halfedges: Int32Array;
  /** Half-edges in use (3 per triangle). */
  length = 0;
  /** Per half-edge: its constraint record + 1, or 0 (null until the first constraint). */
  con: Int32Array | null = null;
  /** Per hull vertex v: the hull half-edge starting at v, kept up to date by flips (null when not tracked). */
  hullTri: Int32Array | null = null;
  /** Per vertex: a half-edge starting there, kept up to date by flips and splits (null when not tracked). */
  vertexEdge: Int32Array | null = null;
  /** What the last `locate` found (OUTSIDE, INTERIOR, ON_EDGE, AT_VERTEX) and where. */
  hitKind = OUTSIDE;
  hitEdge = -1;
  /** Flips made (for tests and benchmarks). */
  flips = 0;
  /** State of the walk's coin (xorshift), so that a walk in a non-Delaunay mesh cannot cycle. */
  private coin = 0x2545f491;

  constructor(vertexCapacity: number, triangleCapacity: number) {
    this.xy = new Float64Array(2 * Math.max(vertexCapacity, 1));
    this.triangles = new Int32Array(3 * Math.max(triangleCapacity, 1));
    this.halfedges = new Int32Array(3 * Math.max(triangleCapacity, 1));
  }

  /** Makes room for `n` vertices in all. */
  reserveVertices(n: number): void {
    if (2 * n <= this.xy.length) return;
    const xy = new Float64Array(Math.max(2 * n, 2 * this.xy.length));
    xy.set(this.xy.subarray(0, 2 * this.n));
    this.xy = xy;
    if (this.rough !== null) {
      const rough = new Uint8Array(xy.length >> 1);
      rough.set(this.rough);
      this.rough = rough;
    }
    if (this.vertexEdge !== null) this.vertexEdge = grownInt(this.vertexEdge, n);
    if (this.hullTri !== null) this.hullTri = grownInt(this.hullTri, n);
  }

  /** Adds a vertex of two doubles (finite, validated); returns its index. */
  addDouble(x: number, y: number): number {
    if (2 * this.n + 2 > this.xy.length) this.reserveVertices(this.n + 1);
    const i = this.n++;
    this.xy[2 * i] = x;
    this.xy[2 * i + 1] = y;
    if (this.rough !== null) this.store(i, x, y, x, y);
    return i;
  }

  /**
   * Adds a vertex of any coordinates; a coordinate whose value is a double
   * is stored as that double (so that doubles keep the filter's path).
   */
  addVertex(x: Coordinate, y: Coordinate): number {
    if (2 * this.n + 2 > this.xy.length) this.reserveVertices(this.n + 1);
    const i = this.n++;
    this.put(i, x, y);
    return i;
  }

  /**
   * Writes a query point into the slot after the last vertex (not a vertex:
   * `n` is unchanged) and returns its index, for `locate`.
   */
  setQuery(x: Coordinate, y: Coordinate): number {
    this.reserveVertices(this.n + 1);
    this.put(this.n, x, y);
    return this.n;
  }

  /** Slot i holds (x, y): as doubles when they are doubles. */
  private put(i: number, x: Coordinate, y: Coordinate): void {
    const dx = asDouble(x);
    const dy = asDouble(y);
    this.store(i, dx ?? coordinateToNumber(x), dy ?? coordinateToNumber(y), dx ?? x, dy ?? y);
  }

  /** Slot i: nearest doubles (ax, ay), exact coordinates (x, y). */
  private store(i: number, ax: number, ay: number, x: Coordinate, y: Coordinate): void {
    this.xy[2 * i] = ax;
    this.xy[2 * i + 1] = ay;
    const isRough = typeof x !== 'number' || typeof y !== 'number';
    if (this.rough === null) {
      if (!isRough) return;
      this.rough = new Uint8Array(this.xy.length >> 1);
      this.exact = Array.from(this.xy.subarray(0, 2 * i));
    }
    this.rough[i] = +isRough;
    const e = this.exact as Coordinate[];
    e[2 * i] = x;
    e[2 * i + 1] = y;
  }

  /** The exact x of vertex i. */
  x(i: number): Coordinate {
    return this.exact !== null ? (this.exact[2 * i] as Coordinate) : (this.xy[2 * i] as number);
  }

  /** The exact y of vertex i. */
  y(i: number): Coordinate {
    return this.exact !== null ? (this.exact[2 * i + 1] as Coordinate) : (this.xy[2 * i + 1] as number);
  }

  /** True iff vertices i and j are the same point. */
  same(i: number, j: number): boolean {
    const r = this.rough;
    if (r === null || ((r[i] as number) | (r[j] as number)) === 0)
      return this.xy[2 * i] === this.xy[2 * j] && this.xy[2 * i + 1] === this.xy[2 * j + 1];
    const e = this.exact as Coordinate[];
    return (
      compareCoord(e[2 * i] as Coordinate, e[2 * j] as Coordinate) === 0 &&
      compareCoord(e[2 * i + 1] as Coordinate, e[2 * j + 1] as Coordinate) === 0
    );
  }

  /** Vertices i and j in (x, then y) order: −1, 0 or 1. */
  compareXY(i: number, j: number): number {
    return compareCoord(this.x(i), this.x(j)) || compareCoord(this.y(i), this.y(j));
  }

  /** The orientation of vertices i, j, k: 1 counterclockwise, −1 clockwise, 0 collinear. */
  orient(i: number, j: number, k: number): number {
    const r = this.rough;
    if (r !== null && ((r[i] as number) | (r[j] as number) | (r[k] as number)) !== 0) return this.orientExact(i, j, k);
    return orientXY(this.xy, i, j, k);
  }

  /** orient on the exact coordinates (some vertex is not a double). */
  private orientExact(i: number, j: number, k: number): number {
    return orientAt(this.exact as Coordinate[], i, j, k);
  }

  /** 1 when vertex l lies strictly inside the circle through i, j, k (counterclockwise), −1 outside, 0 on it. */
  inCircle(i: number, j: number, k: number, l: number): number {
    const r = this.rough;
    if (r !== null && ((r[i] as number) | (r[j] as number) | (r[k] as number) | (r[l] as number)) !== 0)
      return this.inCircleExact(i, j, k, l);
    const f = this.xy;
    const ax = f[2 * i] as number;
    const ay = f[2 * i + 1] as number;
    const bx = f[2 * j] as number;
    const by = f[2 * j + 1] as number;
    const cx = f[2 * k] as number;
    const cy = f[2 * k + 1] as number;
    const dx = f[2 * l] as number;
    const dy = f[2 * l + 1] as number;
    const d = incircleFilter(ax, ay, bx, by, cx, cy, dx, dy);
    if (d !== 0) return d > 0 ? 1 : -1;
    return incircleSign(ax, ay, bx, by, cx, cy, dx, dy);
  }

  /** inCircle on the exact coordinates. */
  private inCircleExact(i: number, j: number, k: number, l: number): number {
    const e = this.exact as Coordinate[];
    return incircleSign(
      e[2 * i] as Coordinate,
      e[2 * i + 1] as Coordinate,
      e[2 * j] as Coordinate,
      e[2 * j + 1] as Coordinate,
      e[2 * k] as Coordinate,
      e[2 * k + 1] as Coordinate,
      e[2 * l] as Coordinate,
      e[2 * l + 1] as Coordinate,
    );
  }

  /** Makes room for `t` more triangles. */
  reserveTriangles(t: number): void {
    const need = this.length + 3 * t;
    if (need <= this.triangles.length) return;
    this.triangles = grownInt(this.triangles, need);
    this.halfedges = grownInt(this.halfedges, need);
    if (this.con !== null) this.con = grownInt(this.con, need);
  }

  /** Appends triangle (a, b, c), counterclockwise, its half-edges unlinked; returns its first half-edge. */
  addTriangle(a: number, b: number, c: number): number {
    if (this.length + 3 > this.triangles.length) this.reserveTriangles(1);
    const t = this.length;
    const tr = this.triangles;
    tr[t] = a;
    tr[t + 1] = b;
    tr[t + 2] = c;
    const he = this.halfedges;
    he[t] = -1;
    he[t + 1] = -1;
    he[t + 2] = -1;
    if (this.con !== null) {
      this.con[t] = 0;
      this.con[t + 1] = 0;
      this.con[t + 2] = 0;
    }
    this.length += 3;
    return t;
  }

  /** Makes a and b twins (b may be −1: a on the hull). */
  link(a: number, b: number): void {
    this.halfedges[a] = b;
    if (b !== -1) this.halfedges[b] = a;
  }

  /** Starts tracking constraint records (every edge free). */
  enableConstraints(): void {
    if (this.con === null) this.con = new Int32Array(this.triangles.length);
  }

  /** Starts tracking a half-edge out of every vertex. */
  trackVertexEdges(): void {
    const ve = new Int32Array(Math.max(this.xy.length >> 1, this.n)).fill(-1);
    const tr = this.triangles;
    for (let e = 0; e < this.length; e++) ve[tr[e] as number] = e;
    this.vertexEdge = ve;
  }

  /**
   * Restores the Delaunay property around a new vertex p: h is a half-edge
   * opposite p; while the edge of h has the vertex beyond it strictly
   * inside the circle of h's triangle, it is flipped (never a constrained
   * edge), and the two edges that then face p are checked in turn. With
   * exact signs and a strict test every flip lowers the lifted surface, so
   * the loop ends (cocircular points are never flipped back and forth).
   */
  legalize(h: number): void {
    const tr = this.triangles;
    const he = this.halfedges;
    const con = this.con;
    let top = 0;
    let a = h;
    for (;;) {
      const b = he[a] as number;
      if (b === -1 || (con !== null && con[a] !== 0)) {
        if (top === 0) return;
        a = stack[--top] as number;
        continue;
      }
      // a: x→y in (x, y, p); b: y→x in (y, x, q).
      const a1 = nextEdge(a);
      const a2 = prevEdge(a);
      const b1 = nextEdge(b);
      const b2 = prevEdge(b);
      const x = tr[a] as number;
      const y = tr[a1] as number;
      const p = tr[a2] as number;
      const q = tr[b2] as number;
      if (this.inCircle(x, y, p, q) <= 0) {
        if (top === 0) return;
        a = stack[--top] as number;
        continue;
      }
      // Flip to p–q: (x, q, p) in a's triangle (a: x→q, a1: q→p, a2: p→x) and
      // (y, p, q) in b's (b: y→p, b1: p→q, b2: q→y).
      const outA = he[b1] as number; // the twin of x→q
      const outB = he[a1] as number; // the twin of y→p
      tr[a1] = q;
      tr[b1] = p;
      this.link(a, outA);
      this.link(b, outB);
      this.link(a1, b1);
      if (con !== null) {
        con[a] = con[b1] as number;
        con[b] = con[a1] as number;
        con[a1] = 0;
        con[b1] = 0;
      }
      const hull = this.hullTri;
      if (hull !== null) {
        if (outA === -1) hull[x] = a;
        if (outB === -1) hull[y] = b;
      }
      const ve = this.vertexEdge;
      if (ve !== null) {
        ve[x] = a;
        ve[y] = b;
      }
      this.flips++;
      if (top >= stack.length) stack = grownInt(stack, 2 * stack.length);
      stack[top++] = b2;
    }
  }

  /**
   * Finds where vertex q lies, walking from the triangle of half-edge
   * `start`: sets `hitKind` and `hitEdge`. The walk crosses an edge that
   * has q strictly on its far side, choosing by a coin between two such
   * edges, so that it cannot cycle even where the mesh is not Delaunay
   * (constrained edges); after 4·T + 16 steps it falls back to trying
   * every triangle.
   */
  locate(q: number, start: number): void {
    const tr = this.triangles;
    const he = this.halfedges;
    let t = start - (start % 3);
    const limit = 4 * (this.length / 3) + 16;
    for (let steps = 0; steps < limit; steps++) {
      const a = tr[t] as number;
      const b = tr[t + 1] as number;
      const c = tr[t + 2] as number;
      const o0 = this.orient(a, b, q);
      const o1 = this.orient(b, c, q);
      const o2 = this.orient(c, a, q);
      let cross = -1;
      if (o0 < 0 || o1 < 0 || o2 < 0) {
        let x = this.coin;
        x ^= x << 13;
        x ^= x >>> 17;
        x ^= x << 5;
        this.coin = x;
        // The first edge with q beyond it, in an order that starts at a random edge.
        const first = (x >>> 0) % 3;
        for (let k = 0; k < 3 && cross < 0; k++) {
          const j = (first + k) % 3;
          if ((j === 0 ? o0 : j === 1 ? o1 : o2) < 0) cross = t + j;
        }
        const twin = he[cross] as number;
        if (twin === -1) {
          this.hitKind = OUTSIDE;
          this.hitEdge = cross;
          return;
        }
        t = twin - (twin % 3);
        continue;
      }
      this.classify(t, o0, o1, o2);
      return;
    }
    this.locateByScan(q);
  }

  /** q lies in the closed triangle t (orientations o0, o1, o2 against its edges, none negative). */
  private classify(t: number, o0: number, o1: number, o2: number): void {
    const zeros = +(o0 === 0) + +(o1 === 0) + +(o2 === 0);
    if (zeros === 0) {
      this.hitKind = INTERIOR;
      this.hitEdge = t;
    } else if (zeros === 1) {
      this.hitKind = ON_EDGE;
      this.hitEdge = o0 === 0 ? t : o1 === 0 ? t + 1 : t + 2;
    } else {
      // On two edges: their common vertex.
      this.hitKind = AT_VERTEX;
      this.hitEdge = o0 !== 0 ? t + 2 : o1 !== 0 ? t : t + 1;
    }
  }

  /** Every triangle in turn: the walk's fallback. */
  private locateByScan(q: number): void {
    const tr = this.triangles;
    for (let t = 0; t < this.length; t += 3) {
      const a = tr[t] as number;
      const b = tr[t + 1] as number;
      const c = tr[t + 2] as number;
      const o0 = this.orient(a, b, q);
      const o1 = this.orient(b, c, q);
      const o2 = this.orient(c, a, q);
      if (o0 >= 0 && o1 >= 0 && o2 >= 0) {
        this.classify(t, o0, o1, o2);
        return;
      }
    }
    // Outside: any hull edge with q strictly beyond it.
    const he = this.halfedges;
    for (let e = 0; e < this.length; e++) {
      if (he[e] === -1 && this.orient(tr[e] as number, tr[nextEdge(e)] as number, q) < 0) {
        this.hitKind = OUTSIDE;
        this.hitEdge = e;
        return;
      }
    }
    this.hitKind = OUTSIDE;
    this.hitEdge = -1;
  }

  /** Splits the triangle of half-edge e at vertex q, strictly inside it, and restores the Delaunay property. */
  splitTriangle(e: number, q: number): void {
    this.reserveTriangles(2);
    const tr = this.triangles;
    const t = e - (e % 3);
    const a = tr[t] as number;
    const b = tr[t + 1] as number;
    const c = tr[t + 2] as number;
    const he = this.halfedges;
    const B = he[t + 1] as number;
    const C = he[t + 2] as number;
    const con = this.con;
    const cb = con !== null ? (con[t + 1] as number) : 0;
    const cc = con !== null ? (con[t + 2] as number) : 0;
    // t becomes (a, b, q); t1 = (b, c, q); t2 = (c, a, q).
    tr[t + 2] = q;
    const t1 = this.addTriangle(b, c, q);
    const t2 = this.addTriangle(c, a, q);
    this.link(t1, B);
    this.link(t2, C);
    if (con !== null) {
      con[t1] = cb;
      con[t2] = cc;
      con[t + 1] = 0;
      con[t + 2] = 0;
    }
    this.link(t + 1, t1 + 2);
    this.link(t1 + 1, t2 + 2);
    this.link(t2 + 1, t + 2);
    const ve = this.vertexEdge;
    if (ve !== null) {
      ve[a] = t;
      ve[b] = t1;
      ve[c] = t2;
      ve[q] = t + 2;
    }
    this.fixHull(t1, B);
    this.fixHull(t2, C);
    this.legalize(t);
    this.legalize(t1);
    this.legalize(t2);
  }

  /**
   * Splits half-edge e (x→y) at vertex q, strictly between x and y, and the
   * one or two triangles beside it, then restores the Delaunay property.
   * The half x–q keeps the edge's constraint record, the half q–y gets
   * `record` (by default the same). Returns the half-edge x→q.
   */
  splitEdge(e: number, q: number, record?: number): number {
    this.reserveTriangles(2);
    const g = this.halfedges[e] as number;
    const rec = this.con !== null ? (this.con[e] as number) : 0;
    const rec2 = record ?? rec;
    const s = this.splitSide(e, q, rec2);
    if (g === -1) {
      // A hull edge: x→q and q→y are hull edges now.
      const hull = this.hullTri;
      if (hull !== null) {
        hull[this.triangles[e] as number] = e;
        hull[q] = s;
      }
      this.legalize(prevEdge(e));
      this.legalize(s + 1);
      return e;
    }
    const u = this.splitSide(g, q, rec);
    // x→q (e) faces q→x (u); q→y (s) faces y→q (g).
    this.link(e, u);
    this.link(s, g);
    if (this.con !== null) this.con[g] = rec2;
    this.legalize(prevEdge(e));
    this.legalize(s + 1);
    this.legalize(prevEdge(g));
    this.legalize(u + 1);
    return e;
  }

  /**
   * One side of an edge split: e (x→y) in (x, y, p) becomes x→q in
   * (x, q, p), and a new triangle (q, y, p) takes y→p; returns the new
   * triangle's half-edge q→y, unlinked, with e's record.
   */
  private splitSide(e: number, q: number, rec: number): number {
    const tr = this.triangles;
    const e1 = nextEdge(e);
    const e2 = prevEdge(e);
    const y = tr[e1] as number;
    const p = tr[e2] as number;
    const E1 = this.halfedges[e1] as number;
    tr[e1] = q;
    const s = this.addTriangle(q, y, p);
    this.link(s + 1, E1);
    this.link(e1, s + 2);
    const con = this.con;
    if (con !== null) {
      con[s] = rec;
      con[s + 1] = con[e1] as number;
      con[e1] = 0;
    }
    this.fixHull(s + 1, E1);
    const ve = this.vertexEdge;
    if (ve !== null) {
      ve[tr[e] as number] = e;
      ve[y] = s + 1;
      ve[p] = e2;
      ve[q] = s;
    }
    return s;
  }

  /** A hull edge that moved to slot e (its twin is −1): the hull's record of it follows. */
  private fixHull(e: number, twin: number): void {
    if (twin === -1 && this.hullTri !== null) this.hullTri[this.triangles[e] as number] = e;
  }
}

/** The double a coordinate equals, or null when it is no double. */
export function asDouble(c: Coordinate): number | null {
  if (typeof c === 'number') return c === 0 ? 0 : c;
  if (typeof c === 'bigint') {
    const d = Number(c);
    return Number.isFinite(d) && BigInt(d) === c ? d : null;
  }
  // Another build's Rational is not asked: the double its check found it is exactly, if any.
  const known = doubleOf(c);
  if (!Number.isNaN(known)) return known === 0 ? 0 : known;
  if (readAtCheck(c) !== null) return null;
  // Against the double itself: a lazy crossing decides this by its kernels, building no fraction.
  const d = c.toNumber();
  return Number.isFinite(d) && c.compare(d) === 0 ? (d === 0 ? 0 : d) : null;
}
