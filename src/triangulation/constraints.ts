import { crossingPoint } from '../constructions/crossingPoint.js';
import type { Coordinate } from '../core/coordinate.js';
import { compareCoord } from '../core/coordinate.js';
import { ExactRangeError } from '../core/errors.js';
import type { Mesh } from './mesh.js';
import { nextEdge, prevEdge } from './mesh.js';

/*
 * Constrained Delaunay insertion of segments into a Delaunay mesh, with the
 * segments noded on the way: a segment from a to b is followed through the
 * mesh from a;
 *
 * - along an edge to a vertex on the segment: that edge becomes (part of)
 *   the constraint, and the walk goes on from the vertex (a vertex on a
 *   segment splits it there; a constraint already on the edge is an
 *   overlap, and the edge's record counts both);
 * - across free edges to the next vertex on the segment: the triangles
 *   crossed are removed and the two polygons on either side of the new
 *   edge are triangulated again, constrained Delaunay (Anglada's
 *   recursion: the vertex whose circle with the edge holds no other);
 * - across a constrained edge: the two cross at a point inside both; the
 *   point, an exact construction from the two input segments the edges lie
 *   on, splits that edge (its halves keep its record) and the walk starts
 *   again from where it was, now reaching the new vertex.
 *
 * Every orientation along the walk is taken against the input segment's
 * own endpoints (doubles, most often), and every crossing point is built
 * from input endpoints, so constructed points never feed constructions.
 *
 * Each constrained edge has a record: the signed multiplicity of the
 * segments on it in its recorded direction (what a polygon's winding
 * number changes by across it), how many segments lie on it, and an input
 * segment on its line. The pairs of segments that share a point are
 * counted as segment_intersections counts them (a pair sharing a chain of
 * vertices and edges once), and past the limit the insertion stops with a
 * too_large error before any more memory is spent.
 */

const KEY = 67108864; // 2^26: a directed edge's key is from·KEY + to

/** An input segment being inserted: its end vertices and what its edges get. */
type Segment = { a: number; b: number; mult: number };

export class ConstrainedMesh {
  /** Per record: the vertex its direction starts at, signed multiplicity, segments on it, and its line's two input vertices. */
  readonly from: number[] = [];
  readonly mult: number[] = [];
  readonly count: number[] = [];
  readonly lineA: number[] = [];
  readonly lineB: number[] = [];
  /** Per vertex: how many inserted segments pass through it (their chains hold it). */
  through: Int32Array;
  /** Pairs of inserted segments that share a point. */
  pairs = 0;
  /** Crossing points made. */
  crossings = 0;

  /** Scratch of one cavity. */
  private readonly outside = new Map<number, number>();
  /** The records of the cavity's constrained slits, by directed edge key (both ways round). */
  private readonly slit = new Map<number, number>();
  private readonly open = new Map<number, number>();
  private outTwin = new Int32Array(0);
  private outCon = new Int32Array(0);
  private mark = new Int32Array(0);
  private triangleMark = new Int32Array(0);
  private stamp = 0;
  private readonly slots: number[] = [];
  private readonly work: number[] = [];
  private slot = 0;
  private made = -1;
  private cur = -1;
  private end = -1;
  private readonly left: number[] = [];
  private readonly right: number[] = [];
  private readonly crossed: number[] = [];
  /** The input segment being inserted (its two vertices), for new records. */
  private readonly line: number[] = [0, 0];

  /**
   * `crossing`, when given, is called instead of splitting when two
   * segments cross at a point inside both (the input vertices of the two,
   * and the point); it throws.
   */
  constructor(
    readonly mesh: Mesh,
    private readonly fn: string,
    private readonly maxPairs: number,
    private readonly crossing?: (a: number, b: number, c: number, d: number, x: Coordinate, y: Coordinate) => never,
  ) {
    mesh.enableConstraints();
    mesh.trackVertexEdges();
    this.through = new Int32Array(Math.max(16, mesh.xy.length >> 1));
  }

  /** The signed multiplicity of half-edge e's constraint in e's direction (0 when free). */
  multiplicity(e: number): number {
    const r = (this.mesh.con as Int32Array)[e] as number;
    if (r === 0) return 0;
    const m = this.mult[r - 1] as number;
    return this.mesh.triangles[e] === this.from[r - 1] ? m : -m;
  }

  /**
   * Inserts the input segment from vertex a to vertex b (lying on the line
   * through the input vertices la and lb, which define it), adding `mult`
   * to the multiplicity of every edge it covers in its direction. a = b is
   * a point: only counted.
   */
  insert(a: number, b: number, mult: number, la: number, lb: number): void {
    this.pass(a);
    if (a === b) return;
    const s: Segment = { a: la, b: lb, mult };
    let cur = a;
    while (cur !== b) {
      const e = this.step(cur, b, s);
      const forward = this.mesh.triangles[e] === cur;
      const next = this.mesh.triangles[forward ? nextEdge(e) : e] as number;
      this.line[0] = la;
      this.line[1] = lb;
      this.cover(e, forward ? s.mult : -s.mult);
      this.pass(next);
      cur = next;
    }
  }

  /** A segment passes through vertex v: it now shares v with the others there. */
  private pass(v: number): void {
    this.reserveThrough(v);
    this.count1(this.through[v] as number);
    this.through[v] = (this.through[v] as number) + 1;
  }

  private reserveThrough(v: number): void {
    if (v < this.through.length) return;
    const t = new Int32Array(Math.max(2 * this.through.length, v + 1));
    t.set(this.through);
    this.through = t;
  }

  /** Adds `k` newly met pairs, failing past the limit. */
  private count1(k: number): void {
    this.pairs += k;
    if (this.pairs > this.maxPairs) {
      throw new ExactRangeError(`${this.fn}: more than ${this.maxPairs} intersecting pairs (options.maxPairs)`, 'too_large');
    }
  }

  /** A segment covers half-edge e (and its twin), with multiplicity `mult` in e's direction: the edge's record counts it. */
  private cover(e: number, mult: number): void {
    const mesh = this.mesh;
    const con = mesh.con as Int32Array;
    const r = con[e] as number;
    if (r !== 0) {
      // An overlap: the pairs counted at both ends of the edge are pairs once.
      const k = r - 1;
      this.pairs -= this.count[k] as number;
      this.count[k] = (this.count[k] as number) + 1;
      this.mult[k] = (this.mult[k] as number) + (mesh.triangles[e] === this.from[k] ? mult : -mult);
      return;
    }
    const k = this.from.length;
    this.from.push(mesh.triangles[e] as number);
    this.mult.push(mult);
    this.count.push(1);
    this.lineA.push(this.line[0] as number);
    this.lineB.push(this.line[1] as number);
    con[e] = k + 1;
    const g = mesh.halfedges[e] as number;
    if (g !== -1) con[g] = k + 1;
  }

  /**
   * From vertex cur on segment s towards b: makes the next piece of the
   * segment an edge and returns a half-edge of it (either way round).
   */
  private step(cur: number, b: number, s: Segment): number {
    for (;;) {
      const found = this.edgeToward(cur, b, s);
      if (found >= 0) return found;
      const cross = -found - 1;
      const end = this.walk(cross, s);
      if (end >= 0) return this.rebuild(cur, end);
      // The walk met a constrained edge: split it at the crossing and look again.
    }
  }

  /**
   * Around vertex cur: a half-edge between cur and a vertex v on the
   * segment towards b (either way round), or else the edge of the triangle at cur that
   * the segment leaves through, as −1 − e (e its half-edge, from the vertex
   * right of the segment to the one left of it).
   */
  private edgeToward(cur: number, b: number, s: Segment): number {
    const mesh = this.mesh;
    const tr = mesh.triangles;
    const he = mesh.halfedges;
    const start = (mesh.vertexEdge as Int32Array)[cur] as number;
    // Clockwise to the first triangle (a hull vertex has a first one), then counterclockwise through all.
    let e = start;
    for (;;) {
      const g = he[e] as number;
      if (g === -1) break;
      const f = nextEdge(g);
      if (f === start) break;
      e = f;
    }
    const first = e;
    // The commonest case first, without a sign: b is a neighbour.
    for (;;) {
      if (tr[nextEdge(e)] === b) return e;
      const back = he[prevEdge(e)] as number;
      if (tr[prevEdge(e)] === b) return prevEdge(e);
      if (back === -1 || back === first) break;
      e = back;
    }
    e = first;
    for (;;) {
      const u = tr[nextEdge(e)] as number;
      const w = tr[prevEdge(e)] as number;
      const ou = mesh.orient(s.a, s.b, u);
      const ow = mesh.orient(s.a, s.b, w);
      if (ou === 0 && this.ahead(cur, u, b)) return e;
      // The edge w→cur, followed backwards (cur→w may have no triangle: the hull).
      if (ow === 0 && this.ahead(cur, w, b)) return prevEdge(e);
      if (ou < 0 && ow > 0) return -1 - nextEdge(e);
      const back = he[prevEdge(e)] as number;
      if (back === -1 || back === first) break;
      e = back;
    }
    throw new Error(`${this.fn}: no way from a vertex towards the segment's end`);
  }

  /** True iff v lies on the segment's line on b's side of cur (the three are collinear). */
  private ahead(cur: number, v: number, b: number): boolean {
    const mesh = this.mesh;
    const k = compareCoord(mesh.x(cur), mesh.x(b)) !== 0;
    const c = k ? mesh.x(cur) : mesh.y(cur);
    const toB = compareCoord(k ? mesh.x(b) : mesh.y(b), c);
    return compareCoord(k ? mesh.x(v) : mesh.y(v), c) === toB;
  }

  /**
   * Walks across the triangles the segment crosses, from the half-edge it
   * leaves the first one through: returns the vertex where it next meets
   * the segment, having listed the crossed half-edges in `crossed`; or,
   * when it meets a constrained edge, splits that edge at the crossing and
   * returns −1.
   */
  private walk(first: number, s: Segment): number {
    const mesh = this.mesh;
    const tr = mesh.triangles;
    const he = mesh.halfedges;
    const con = mesh.con as Int32Array;
    const crossed = this.crossed;
    crossed.length = 0;
    let h = first;
    for (;;) {
      if (con[h] !== 0) {
        this.splitAtCrossing(h, s);
        return -1;
      }
      crossed.push(h);
      const g = he[h] as number;
      if (g === -1) throw new Error(`${this.fn}: a segment leaves the hull`);
      const v = tr[prevEdge(g)] as number;
      const o = mesh.orient(s.a, s.b, v);
      if (o === 0) return v;
      h = o < 0 ? prevEdge(g) : nextEdge(g);
    }
  }

  /** Splits constrained half-edge h at its crossing with segment s (inside both). */
  private splitAtCrossing(h: number, s: Segment): void {
    const mesh = this.mesh;
    const r = ((mesh.con as Int32Array)[h] as number) - 1;
    const la = this.lineA[r] as number;
    const lb = this.lineB[r] as number;
    const [x, y] = crossingPoint(
      mesh.x(s.a),
      mesh.y(s.a),
      mesh.x(s.b),
      mesh.y(s.b),
      mesh.x(la),
      mesh.y(la),
      mesh.x(lb),
      mesh.y(lb),
    );
    if (this.crossing !== undefined) this.crossing(s.a, s.b, la, lb, x, y);
    const q = mesh.addVertex(x, y);
    this.crossings++;
    // The segments on the edge pass through the new vertex; the half q–y gets a record of its own.
    this.reserveThrough(q);
    this.through[q] = this.count[r] as number;
    const ex = mesh.triangles[h] as number;
    const r2 = this.from.length;
    this.from.push(this.from[r] === ex ? q : (this.from[r] as number));
    if (this.from[r] !== ex) this.from[r] = q;
    this.mult.push(this.mult[r] as number);
    this.count.push(this.count[r] as number);
    this.lineA.push(la);
    this.lineB.push(lb);
    mesh.splitEdge(h, q, r2 + 1);
  }

  /**
   * Replaces the triangles the segment crossed (the half-edges in
   * `crossed`, from cur's triangle on) by the constrained Delaunay
   * triangulations of the polygons left and right of the new edge cur–end;
   * returns the new half-edge cur→end.
   */
  private rebuild(cur: number, end: number): number {
    const mesh = this.mesh;
    const tr = mesh.triangles;
    const he = mesh.halfedges;
    const con = mesh.con as Int32Array;
    const crossed = this.crossed;
    const stamp = this.nextStamp();
    const mark = this.mark;
    const left = this.left;
    const right = this.right;
    const slots = this.slots;
    left.length = 0;
    right.length = 0;
    slots.length = 0;
    // The chains: right ends (u) and left ends (w) of the crossed edges, in order; the removed
    // triangles: cur's, and the far side of every crossed edge. A triangle is marked at its first
    // half-edge, a crossed edge at both of its half-edges.
    slots.push((crossed[0] as number) - ((crossed[0] as number) % 3));
    for (const h of crossed) {
      const u = tr[h] as number;
      const w = tr[nextEdge(h)] as number;
      if (right[right.length - 1] !== u) right.push(u);
      if (left[left.length - 1] !== w) left.push(w);
      const g = he[h] as number;
      slots.push(g - (g % 3));
      mark[h] = stamp;
      mark[g] = stamp;
    }
    for (const t of slots) this.triangleMark[t / 3] = stamp;
    const outside = this.outside;
    outside.clear();
    this.slit.clear();
    let count = 0;
    for (const t of slots) {
      for (let k = 0; k < 3; k++) {
        const e = t + k;
        const twin = he[e] as number;
        // An edge between two removed triangles is inside the cavity: a crossed edge, or the slit of a
        // chain that comes back to a vertex (the segment can cross every triangle around a vertex
        // beside it); the rest is its boundary, whose outside twins and records the new triangles take.
        // A slit is an edge of the chain, so the new triangles make it again, and a constrained one
        // gets its record back.
        if (mark[e] === stamp) continue;
        if (twin !== -1 && this.triangleMark[(twin / 3) | 0] === stamp) {
          if (con[e] !== 0) this.slit.set((tr[e] as number) * KEY + (tr[nextEdge(e)] as number), con[e] as number);
          continue;
        }
        outside.set((tr[e] as number) * KEY + (tr[nextEdge(e)] as number), count);
        this.outTwin[count] = twin;
        this.outCon[count] = con[e] as number;
        count++;
      }
    }
    this.open.clear();
    this.slot = 0;
    this.made = -1;
    this.cur = cur;
    this.end = end;
    this.triangulateSide(cur, end, left, 0, left.length, 1);
    this.triangulateSide(end, cur, right, right.length - 1, -1, -1);
    if (this.made < 0) throw new Error(`${this.fn}: the new edge is missing`);
    if (this.slit.size > 0) throw new Error(`${this.fn}: a constrained slit of the cavity is missing`);
    return this.made;
  }

  /** A new triangle (a, b, c) in the next removed slot, linked to the cavity's boundary and to its other new triangles. */
  private make(a: number, b: number, c: number): void {
    const mesh = this.mesh;
    const tr = mesh.triangles;
    const he = mesh.halfedges;
    const con = mesh.con as Int32Array;
    const ve = mesh.vertexEdge as Int32Array;
    const t = this.slots[this.slot++] as number;
    tr[t] = a;
    tr[t + 1] = b;
    tr[t + 2] = c;
    for (let k = 0; k < 3; k++) {
      const e = t + k;
      const from = tr[e] as number;
      const to = tr[nextEdge(e)] as number;
      const key = from * KEY + to;
      ve[from] = e;
      const out = this.outside.get(key);
      if (out !== undefined) {
        mesh.link(e, this.outTwin[out] as number);
        con[e] = this.outCon[out] as number;
        continue;
      }
      const slit = this.slit.get(key);
      con[e] = slit ?? 0;
      if (slit !== undefined) this.slit.delete(key);
      if (from === this.cur && to === this.end) this.made = e;
      const twinKey = to * KEY + from;
      const twin = this.open.get(twinKey);
      if (twin !== undefined) {
        mesh.link(e, twin);
        this.open.delete(twinKey);
      } else {
        he[e] = -1;
        this.open.set(key, e);
      }
    }
  }

  /** A fresh stamp for the marks, the arrays grown to the mesh. */
  private nextStamp(): number {
    const n = this.mesh.triangles.length;
    if (this.mark.length < n) {
      this.mark = new Int32Array(n);
      this.triangleMark = new Int32Array(n / 3 + 1);
      this.outTwin = new Int32Array(n);
      this.outCon = new Int32Array(n);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  /**
   * The constrained Delaunay triangulation of the polygon s, t and the
   * chain vertices chain[from], chain[from + dir], … up to (not including)
   * chain[to], taken backwards (counterclockwise: the chain runs from s's
   * end to t's, and sees the edge s–t): the chain vertex c whose circle
   * with s and t holds no other makes triangle (s, t, c), and the parts of
   * the chain on either side of c go on with edges s–c and c–t (a stack,
   * not recursion: chains can be long).
   */
  private triangulateSide(s0: number, t0: number, chain: readonly number[], from: number, to: number, dir: number): void {
    const mesh = this.mesh;
    const work = this.work;
    work.length = 0;
    work.push(s0, t0, from, to);
    while (work.length > 0) {
      const hi = work.pop() as number;
      const lo = work.pop() as number;
      const t = work.pop() as number;
      const s = work.pop() as number;
      // A chain that comes back to a vertex may hold s or t: never a third corner.
      let best = -1;
      for (let j = lo; j !== hi; j += dir) {
        const v = chain[j] as number;
        if (v === s || v === t) continue;
        if (best < 0 || mesh.inCircle(s, t, chain[best] as number, v) > 0) best = j;
      }
      if (best < 0) continue;
      const c = chain[best] as number;
      this.make(s, t, c);
      work.push(s, c, lo, best, c, t, best + dir, hi);
    }
  }
}
