import { orient2dPairFilter } from '../core/signs.js';
import { segmentsMeetAt } from '../predicates/segmentsIntersect.js';
import { orientXY } from './mesh.js';
import { sortByKey } from './sweepHull.js';

/*
 * The triangles of rings of doubles whose edges meet only where one ends
 * or overlap along a line (rings may share vertices and edges, and a
 * vertex inside another edge splits it), under the even-odd rule, by one
 * sweep over the vertices in (x, y) order that does four things at once:
 *
 * - it checks the precondition, Shamos and Hoey's way: the status holds
 *   the edges the sweep line crosses, bottom to top, and each edge that
 *   comes in or each pair that becomes adjacent is tested with the exact
 *   closed-segment test; a vertex is located by exact orientations, and
 *   one inside an edge splits it there. The leftmost contact between two edges
 *   would be found at or before its point, so a sweep that ends has proven
 *   that the edges it kept meet only at ends. Anything else (a crossing, a ring of
 *   fewer than two points) returns null before any answer is given, for
 *   the general path to take.
 * - it counts coverage where edges overlap: two edges that leave a point
 *   in the same direction (their first ends are one point, once the
 *   vertex inside the other has split it) cover the stretch to the nearer
 *   far end twice, which changes no even-odd parity: both leave the sweep
 *   over that stretch (a ghost), and the longer one starts again at the
 *   nearer far end. Whichever way the rings run along it, a stretch
 *   covered an odd number of times keeps one edge, an even one none. No
 *   edge may cross a ghost (that point would be a vertex of the rings'
 *   arrangement that no ring has, for the general path to report): the
 *   ghosts off the bounding box's sides, where nothing can cross, are
 *   tested against every edge after the sweep.
 * - it cuts the region into monotone pieces (de Berg et al., ch. 3): with
 *   the remaining edges disjoint, the region between status edges 2i and
 *   2i + 1 is inside (even-odd), so a vertex's type comes from its position
 *   in the status, whatever way its ring turns. A split vertex joins the last
 *   vertex seen in its region (the helper); a merge vertex leaves its
 *   region with two open pieces until the next vertex there joins it.
 * - it triangulates each piece as its vertices come, by the stack method:
 *   a piece keeps the reflex chain of its vertices not yet triangulated,
 *   and a vertex cuts off the triangles it sees.
 *
 * The (x, y) order is a sweep by a line turned by an infinitesimal angle,
 * so vertical edges and equal x need no special case; every sign is an
 * exact orientation of input doubles. Each triangle's orientation is
 * tested as it is made: one that is not strictly counterclockwise (which
 * the invariants exclude) also returns null, so no answer is ever wrong.
 */

/** Piece sides: the chain a piece's reflex stack lies on. */
const LOWER = 0;
const UPPER = 1;

const scratch = new Float64Array(8);

/** The sweep's state; `run` gives the triangles or null. */
class MonotoneSweep {
  readonly xy: Float64Array;
  /** Ring neighbours of each vertex (repeated consecutive points skipped); −1 for a skipped vertex. */
  readonly nxt: Int32Array;
  readonly prv: Int32Array;
  /** Position of each vertex in the sweep order. */
  readonly rank: Int32Array;
  /**
   * Edge e's ends, first and last in the sweep order: edge v < n runs
   * between v and nxt[v] until a vertex on it splits it (then it ends
   * there and a new edge id takes the rest).
   */
  readonly lo: Int32Array;
  readonly hi: Int32Array;
  edgeCount: number;
  /** Edge ids crossing the sweep line, bottom to top. */
  readonly status: Int32Array;
  size = 0;
  /** Shifts left before the status is deemed too wide for an array (then null: the general path). */
  budget: number;
  /** Per edge that is the lower side of an inside region: the region's lower and upper open piece. */
  readonly regionLo: Int32Array;
  readonly regionUp: Int32Array;
  /** Per vertex: the edges ending there that an overlap took out of the sweep. */
  readonly gone: Int32Array;
  /** Per vertex: the first edge that starts again there after an overlap (−1: none), then `later` of each. */
  readonly again: Int32Array;
  readonly later: Int32Array;
  /** The stretches covered twice and left out (vertex pairs). */
  readonly ghosts: number[] = [];
  /** Per piece: its reflex chain (bottom first) and the chain side of its top vertex. */
  readonly stacks: number[][] = [];
  readonly sides: number[] = [];
  readonly out: number[] = [];

  constructor(xy: Float64Array, n: number, nxt: Int32Array, prv: Int32Array) {
    this.xy = xy;
    this.nxt = nxt;
    this.prv = prv;
    this.rank = new Int32Array(n);
    this.lo = new Int32Array(2 * n);
    this.hi = new Int32Array(2 * n);
    this.edgeCount = n;
    this.status = new Int32Array(n + 2);
    this.regionLo = new Int32Array(2 * n);
    this.regionUp = new Int32Array(2 * n);
    this.gone = new Int32Array(n);
    this.again = new Int32Array(n).fill(-1);
    this.later = new Int32Array(2 * n);
    this.budget = 64 * n + 4096;
  }

  /** A new piece whose first vertex is v. */
  piece(v: number): number {
    this.stacks.push([v]);
    this.sides.push(LOWER);
    return this.stacks.length - 1;
  }

  /**
   * Vertex w joins piece p on chain `side` (the stack method); `last` when
   * w closes the piece (both chains end there). False on a triangle that
   * is not strictly counterclockwise.
   */
  add(p: number, w: number, side: number, last: boolean): boolean {
    const s = this.stacks[p] as number[];
    const xy = this.xy;
    const out = this.out;
    const chain = this.sides[p] as number;
    if (last || s.length === 1 || side !== chain) {
      // w sees the whole reflex chain: a fan from w (the stack's chain gives the turn).
      for (let i = 0; i + 1 < s.length; i++) {
        const a = chain === LOWER ? (s[i] as number) : (s[i + 1] as number);
        const b = chain === LOWER ? (s[i + 1] as number) : (s[i] as number);
        if (orientXY(xy, a, b, w) <= 0) return false;
        out.push(a, b, w);
      }
      if (!last) {
        const top = s.pop() as number;
        while (s.length > 0) s.pop();
        s.push(top, w);
        this.sides[p] = side;
      }
      return true;
    }
    // Same chain: cut off the triangles at the top while w sees past them (a convex turn).
    while (s.length >= 2) {
      const a = s[s.length - 2] as number;
      const b = s[s.length - 1] as number;
      const o = orientXY(xy, a, b, w);
      if (side === LOWER ? o <= 0 : o >= 0) break;
      if (side === LOWER) out.push(a, b, w);
      else out.push(b, a, w);
      s.pop();
    }
    s.push(w);
    return true;
  }

  /** The end of edge e that comes first in the sweep order. */
  left(e: number): number {
    return this.lo[e] as number;
  }

  /** The end of edge e that comes last in the sweep order. */
  right(e: number): number {
    return this.hi[e] as number;
  }

  /** Vertices i and j are the same point. */
  same(i: number, j: number): boolean {
    const xy = this.xy;
    return xy[2 * i] === xy[2 * j] && xy[2 * i + 1] === xy[2 * j + 1];
  }

  /**
   * The number of status edges strictly below point v (the edges ending
   * at v or passing through it are not).
   */
  locate(v: number): number {
    const st = this.status;
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const e = st[mid] as number;
      const b = this.right(e);
      if (this.same(b, v)) {
        hi = mid;
        continue;
      }
      if (orientXY(this.xy, this.left(e), b, v) > 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Status edges at i and i + 1 (when both exist) meet nowhere, or only at
   * an end they share (an overlap from a shared end is caught at that
   * point, where both end or both start), or only at the last end of one
   * that lies inside the other and off the line of the first: the sweep
   * splits the other there when it comes to that point. (A first end on
   * another edge was split when the sweep passed it.)
   */
  apart(i: number): boolean {
    if (i < 0 || i + 1 >= this.size) return true;
    let e = this.status[i] as number;
    let g = this.status[i + 1] as number;
    const f = this.hi[e] as number;
    const h = this.hi[g] as number;
    e = this.lo[e] as number;
    g = this.lo[g] as number;
    if (this.same(e, g) || this.same(e, h) || this.same(f, g) || this.same(f, h)) return true;
    const xy = this.xy;
    const m = orient2dPairFilter(
      xy[2 * e] as number,
      xy[2 * e + 1] as number,
      xy[2 * f] as number,
      xy[2 * f + 1] as number,
      xy[2 * g] as number,
      xy[2 * g + 1] as number,
      xy[2 * h] as number,
      xy[2 * h + 1] as number,
    );
    if (m !== -1) return m === 0;
    scratch[0] = xy[2 * e] as number;
    scratch[1] = xy[2 * e + 1] as number;
    scratch[2] = xy[2 * f] as number;
    scratch[3] = xy[2 * f + 1] as number;
    scratch[4] = xy[2 * g] as number;
    scratch[5] = xy[2 * g + 1] as number;
    scratch[6] = xy[2 * h] as number;
    scratch[7] = xy[2 * h + 1] as number;
    if (!segmentsMeetAt(scratch, 0)) return true;
    // They meet: at one point, the last end h of one (on the other's line, its first end not), or worse.
    return (
      (orientXY(xy, e, f, h) === 0 && orientXY(xy, e, f, g) !== 0) || (orientXY(xy, g, h, f) === 0 && orientXY(xy, g, h, e) !== 0)
    );
  }

  /**
   * Replaces the `a` status entries at k by the `b` edges of `edges`
   * (false when the shifting budget is spent).
   */
  replace(k: number, a: number, edges: number[], b: number): boolean {
    const st = this.status;
    if (a !== b) {
      this.budget -= this.size - k;
      if (this.budget < 0) return false;
      st.copyWithin(k + b, k + a, this.size);
      this.size += b - a;
    }
    for (let j = 0; j < b; j++) st[k + j] = edges[j] as number;
    return true;
  }

  /** A region's open pieces (lower, upper; one piece when equal), stored on its lower edge. */
  setRegion(edge: number, lo: number, up: number): void {
    this.regionLo[edge] = lo;
    this.regionUp[edge] = up;
  }

  /**
   * v on a side (LOWER: its lower edge ends there) of the region on `edge`,
   * which goes on past v: the piece that goes on, or −1 on a bad triangle.
   * A merge vertex waiting there joins v, and the piece on v's side ends.
   */
  pass(edge: number, v: number, side: number): number {
    const lo = this.regionLo[edge] as number;
    const up = this.regionUp[edge] as number;
    if (lo === up) return this.add(lo, v, side, false) ? lo : -1;
    const ends = side === LOWER ? lo : up;
    const goes = side === LOWER ? up : lo;
    return this.add(ends, v, side, true) && this.add(goes, v, side, false) ? goes : -1;
  }

  /** The region on `edge` closes at v (its pieces end). */
  end(edge: number, v: number): boolean {
    const lo = this.regionLo[edge] as number;
    const up = this.regionUp[edge] as number;
    return this.add(lo, v, LOWER, true) && (lo === up || this.add(up, v, LOWER, true));
  }

  /**
   * The sweep over the vertices in `order` (count of them), every copy of a
   * point at once: true when it finished with every region closed.
   */
  run(order: Int32Array, count: number): boolean {
    const { nxt, prv, rank, status: st, xy } = this;
    // The edges starting at the point swept, b of them (a scratch list, only ever appended to).
    const edges: number[] = [];
    for (let r = 0; r < count; ) {
      const v = order[r] as number;
      let m = r + 1;
      while (m < count && this.same(order[m] as number, v)) m++;
      // The edges at point v: `a` end here (in the status), the others start here.
      let a = 0;
      let b = 0;
      for (let i = r; i < m; i++) {
        const c = order[i] as number;
        const p = prv[c] as number;
        const q = nxt[c] as number;
        if ((rank[p] as number) < r) a++;
        else edges[b++] = p;
        if ((rank[q] as number) < r) a++;
        else edges[b++] = c;
        a -= this.gone[c] as number;
        for (let e = this.again[c] as number; e !== -1; e = this.later[e] as number) edges[b++] = e;
      }
      r = m;
      const k = this.locate(v);
      // The edges at v in the status: the a that end at v, and those v splits (their rest starts at v).
      let j = k;
      for (; j < this.size; j++) {
        const e = st[j] as number;
        const far = this.right(e);
        if (this.same(far, v)) {
          a--;
          continue;
        }
        if (orientXY(xy, this.left(e), far, v) !== 0) break;
        if (this.edgeCount === this.lo.length) return false;
        const rest = this.edgeCount++;
        this.lo[rest] = v;
        this.hi[rest] = far;
        this.hi[e] = v;
        edges[b++] = rest;
      }
      if (a !== 0) return false;
      a = j - k;
      // Strictly in turn, and v strictly between their neighbours.
      for (let i = 0; i + 1 < a; i++)
        if (orientXY(xy, v, this.left(st[k + i] as number), this.left(st[k + i + 1] as number)) >= 0) return false;
      if (k > 0) {
        const e = st[k - 1] as number;
        if (orientXY(xy, this.left(e), this.right(e), v) <= 0) return false;
      }
      if (k + a < this.size) {
        const e = st[k + a] as number;
        if (orientXY(xy, this.left(e), this.right(e), v) >= 0) return false;
      }
      // The edges starting at v, bottom to top (insertion sort; equal directions overlap, the nearer far end first).
      let overlap = false;
      for (let i = 1; i < b; i++) {
        const e = edges[i] as number;
        const far = this.right(e);
        let j = i - 1;
        for (; j >= 0; j--) {
          const g = this.right(edges[j] as number);
          const o = orientXY(xy, v, g, far);
          if (o === 0) overlap = true;
          if (o > 0 || (o === 0 && compareAt(xy, g, far) <= 0)) break;
          edges[j + 1] = edges[j] as number;
        }
        edges[j + 1] = e;
      }
      if (overlap) b = this.cancel(v, edges, b);
      if (!this.sectors(v, k, a, edges, b)) return false;
      if (!this.replace(k, a, edges, b)) return false;
      if (!this.apart(k - 1) || !this.apart(k + b - 1)) return false;
    }
    return this.size === 0;
  }

  /**
   * Edges starting at v in the same direction (neighbours in `edges`, the
   * nearer far end first) overlap from v: each pair covers the stretch to
   * the nearer far end f twice, so both leave the sweep there (f's count
   * of edges ending is one less) and the longer starts again at f. The
   * number of edges left.
   */
  cancel(v: number, edges: number[], b: number): number {
    let kept = 0;
    for (let i = 0; i < b; ) {
      const e = edges[i] as number;
      const g = i + 1 < b ? (edges[i + 1] as number) : -1;
      const f = this.right(e);
      if (g === -1 || orientXY(this.xy, v, f, this.right(g)) !== 0) {
        edges[kept++] = e;
        i++;
        continue;
      }
      const h = this.right(g);
      const gone = this.gone;
      gone[f] = (gone[f] as number) + 1;
      this.ghosts.push(v, f);
      if (this.same(f, h)) gone[h] = (gone[h] as number) + 1;
      else {
        this.lo[g] = f;
        this.later[g] = this.again[f] as number;
        this.again[f] = g;
      }
      i += 2;
    }
    return kept;
  }

  /**
   * The pieces at point v: the region below v (inside when k is odd) and
   * the one above pass v or meet there, the regions between two edges
   * ending at v close, and those between two edges starting at v open.
   * (Between consecutive edges the sides alternate: each edge is a boundary.)
   */
  sectors(v: number, k: number, a: number, edges: number[], b: number): boolean {
    const st = this.status;
    const bottomIn = (k & 1) === 1;
    const below = k > 0 ? (st[k - 1] as number) : -1;
    let bottom = -1;
    let top = -1;
    for (let i = 0; i + 1 < a; i++) if (((k + i) & 1) === 0 && !this.end(st[k + i] as number, v)) return false;
    if (a > 0 && b > 0) {
      if (bottomIn) bottom = this.pass(below, v, UPPER);
      if (((k + a - 1) & 1) === 0) top = this.pass(st[k + a - 1] as number, v, LOWER);
      if ((bottomIn && bottom < 0) || (((k + a - 1) & 1) === 0 && top < 0)) return false;
    } else if (a > 0 && bottomIn) {
      // A merge: the regions below and above v become one, its two pieces open until the next vertex there.
      const lower = this.pass(below, v, UPPER);
      const upper = this.pass(st[k + a - 1] as number, v, LOWER);
      if (lower < 0 || upper < 0) return false;
      this.setRegion(below, lower, upper);
    } else if (b > 0 && bottomIn) {
      // A split: v joins the region's last vertex (a waiting merge vertex, or the helper h on a piece's top).
      const lo = this.regionLo[below] as number;
      const up = this.regionUp[below] as number;
      if (lo !== up) {
        if (!this.add(lo, v, UPPER, false) || !this.add(up, v, LOWER, false)) return false;
        bottom = lo;
        top = up;
      } else {
        // The piece goes on past h's side of the diagonal h–v; a new piece from h takes the other.
        const s = this.stacks[lo] as number[];
        const side = this.sides[lo] as number;
        const fresh = this.piece(s[s.length - 1] as number);
        if (!this.add(lo, v, side, false) || !this.add(fresh, v, 1 - side, false)) return false;
        bottom = side === LOWER ? fresh : lo;
        top = side === LOWER ? lo : fresh;
      }
    }
    if (b === 0) return true;
    if (bottomIn) this.setRegion(below, bottom, bottom);
    if (((k + b - 1) & 1) === 0) this.setRegion(edges[b - 1] as number, top, top);
    for (let j = 0; j + 1 < b; j++) {
      if (((k + j) & 1) !== 0) continue;
      const fresh = this.piece(v);
      this.setRegion(edges[j] as number, fresh, fresh);
    }
    return true;
  }
}

/** The sign of p − t in (x, y) order. */
function compareAt(xy: Float64Array, p: number, t: number): number {
  const dx = (xy[2 * p] as number) - (xy[2 * t] as number);
  return dx !== 0 ? dx : (xy[2 * p + 1] as number) - (xy[2 * t + 1] as number);
}

/** At most this many ghosts off the bounding box's sides are tested (each against every edge); more decline. */
const MAX_GHOSTS = 16;

/**
 * Ring `lo`…`hi − 1` of xy, its kept vertices appended to order[count…]:
 * each unlike the one kept before it (a repeated point counts once, at its
 * first index, and the closing point repeated is dropped). The new count
 * (unchanged for a ring of one point, which has no edge).
 */
function keptRing(xy: Float64Array, lo: number, hi: number, order: Int32Array, count: number): number {
  const first = count;
  const same = (i: number, j: number) => xy[2 * i] === xy[2 * j] && xy[2 * i + 1] === xy[2 * j + 1];
  for (let i = lo; i < hi; i++) if (count === first || !same(order[count - 1] as number, i)) order[count++] = i;
  while (count - first >= 2 && same(order[count - 1] as number, order[first] as number)) count--;
  return count - first >= 2 ? count : first;
}

/** Segments p–q and u–v cross at a point inside both (exact). */
function cross(xy: Float64Array, p: number, q: number, u: number, v: number): boolean {
  // Disjoint boxes first: most pairs are far apart, and comparing doubles is cheaper than orienting.
  for (let k = 0; k < 2; k++) {
    const a = xy[2 * p + k] as number;
    const b = xy[2 * q + k] as number;
    const c = xy[2 * u + k] as number;
    const d = xy[2 * v + k] as number;
    if (Math.max(a, b) < Math.min(c, d) || Math.max(c, d) < Math.min(a, b)) return false;
  }
  return orientXY(xy, p, q, u) * orientXY(xy, p, q, v) < 0 && orientXY(xy, u, v, p) * orientXY(xy, u, v, q) < 0;
}

/**
 * No ghost (segment ghosts[2i]–ghosts[2i + 1], a stretch covered twice)
 * crosses a ring edge or another ghost at a point inside both. A ghost on
 * a side of the vertices' bounding box is skipped: all vertices lie on
 * one side of its line, so no segment crosses it. Rings clipped to a tile
 * overlap there, along the tile's border. False also when more than
 * MAX_GHOSTS are left to test.
 */
function ghostsApart(xy: Float64Array, ghosts: number[], order: Int32Array, count: number, nxt: Int32Array): boolean {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (let c = 0; c < count; c++) {
    const v = order[c] as number;
    const x = xy[2 * v] as number;
    const y = xy[2 * v + 1] as number;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  let tested = 0;
  for (let g = 0; g < ghosts.length; g += 2) {
    const t = ghosts[g] as number;
    const u = ghosts[g + 1] as number;
    const tx = xy[2 * t] as number;
    const ty = xy[2 * t + 1] as number;
    const ux = xy[2 * u] as number;
    const uy = xy[2 * u + 1] as number;
    if ((tx === ux && (tx === x0 || tx === x1)) || (ty === uy && (ty === y0 || ty === y1))) continue;
    if (++tested > MAX_GHOSTS) return false;
    for (let c = 0; c < count; c++) if (cross(xy, t, u, order[c] as number, nxt[order[c] as number] as number)) return false;
    for (let h = 0; h < ghosts.length; h += 2)
      if (h !== g && cross(xy, t, u, ghosts[h] as number, ghosts[h + 1] as number)) return false;
  }
  return true;
}

/**
 * The triangles of rings of doubles, three vertex indices each,
 * counterclockwise, covering the rings' even-odd region exactly, when no
 * two edges meet but at a shared end or along a stretch of one line
 * (rings may share vertices and overlap, as a spike or rings clipped to a
 * tile do, so long as nothing crosses a stretch covered twice; a repeated
 * point counts once, at its first index); null when edges cross, or when
 * the sweep would cost too much (a status edge list wider than its
 * budget, too many overlaps to test), for the general path to answer. Ring r is vertices
 * starts[r] to starts[r + 1] − 1 of `xy` (x, y of each).
 */
export function simpleRingTriangles(xy: Float64Array, starts: Int32Array): number[] | null {
  const n = starts[starts.length - 1] as number;
  const nxt = new Int32Array(n);
  const prv = new Int32Array(n);
  const order = new Int32Array(n);
  let count = 0;
  for (let r = 0; r + 1 < starts.length; r++) {
    const lo = starts[r] as number;
    const hi = starts[r + 1] as number;
    if (lo === hi) continue;
    const first = count;
    count = keptRing(xy, lo, hi, order, count);
    for (let c = first; c < count; c++) {
      const v = order[c] as number;
      nxt[v] = order[c + 1 < count ? c + 1 : first] as number;
      prv[v] = order[c > first ? c - 1 : count - 1] as number;
    }
  }
  if (count === 0) return [];
  const sweep = new MonotoneSweep(xy, n, nxt, prv);
  const rank = sweep.rank;
  const xs = new Float64Array(n);
  const ys = new Float64Array(n);
  for (let c = 0; c < count; c++) {
    const v = order[c] as number;
    xs[v] = xy[2 * v] as number;
    ys[v] = xy[2 * v + 1] as number;
  }
  sortByKey(order, xs, 0, count - 1);
  for (let i = 0; i < count; ) {
    let j = i + 1;
    while (j < count && xs[order[j] as number] === xs[order[i] as number]) j++;
    if (j - i > 1) sortByKey(order, ys, i, j - 1);
    i = j;
  }
  for (let i = 0; i < count; i++) rank[order[i] as number] = i;
  for (let c = 0; c < count; c++) {
    const v = order[c] as number;
    const w = nxt[v] as number;
    const forward = (rank[v] as number) < (rank[w] as number);
    sweep.lo[v] = forward ? v : w;
    sweep.hi[v] = forward ? w : v;
  }
  if (!sweep.run(order, count)) return null;
  const ghosts = sweep.ghosts;
  return ghosts.length === 0 || ghostsApart(xy, ghosts, order, count, nxt) ? sweep.out : null;
}
