import type { Coordinate } from '../core/coordinate.js';
import { compareCoord, orient2dFilterRounded, orient2dSign } from '../core/signs.js';
import type { ClampState } from './clampRingToBox.js';
import { reservePoints } from './clampRingToBox.js';
import { APART, CROSSING, edgeContact } from './edgeContact.js';
import type { ResultPoint, ResultPolygon } from './eventPoints.js';

/** A point of a clamped ring. */
type Point = [Coordinate, Coordinate];

/** Bits of the box's sides a point lies on, as clampRingToBox writes them. */
const LEFT = 1;
const RIGHT = 2;
const BOTTOM = 4;
const TOP = 8;

/** The box, as clipPolygonToBox read it (x0 < x1, y0 < y1). */
export type ClampedBox = { x0: Coordinate; y0: Coordinate; x1: Coordinate; y1: Coordinate };

/** Arrays kept from call to call, grown as needed (a typed array is slow to make); entries past the points are stale. */
const scratch = {
  next: new Int32Array(0),
  from: new Int32Array(0),
  to: new Int32Array(0),
  drop: new Uint8Array(0),
  prev: new Int32Array(0),
  // Per chain (at most one per point): the counts on either side of its ends, their ranks, whether it is kept,
  // whether it is walked forward, whether it is done.
  before: new Int32Array(0),
  after: new Int32Array(0),
  rank: new Int32Array(0),
  keep: new Uint8Array(0),
  forward: new Uint8Array(0),
  done: new Uint8Array(0),
};

/** Makes room for n points. */
function grow(n: number): void {
  scratch.next = new Int32Array(2 * n);
  scratch.from = new Int32Array(2 * n);
  scratch.to = new Int32Array(2 * n);
  scratch.drop = new Uint8Array(2 * n);
  scratch.prev = new Int32Array(2 * n);
  scratch.before = new Int32Array(2 * n);
  scratch.after = new Int32Array(2 * n);
  scratch.rank = new Int32Array(2 * n);
  scratch.keep = new Uint8Array(2 * n);
  scratch.forward = new Uint8Array(2 * n);
  scratch.done = new Uint8Array(2 * n);
}

/*
 * The answer of clipPolygonToBox straight from the clamped rings, when the
 * rings' edges inside the box meet nowhere but at the vertices two of them
 * share along a ring: what a valid polygon cut by a tile gives. Then, as
 * follows, no sweep is needed.
 *
 * An edge runs along a side when its ends lie on a common side; any other
 * edge (an inner edge) lies in the open box but for its ends. The inner
 * edges form chains from the box's edge to the box's edge, or one ring
 * wholly inside. Chains that do not meet cut the box into faces, each
 * reaching the box's edge, and the winding number is constant on each.
 * At a point t of the box's edge that is no vertex, the winding number
 * just inside is the count of edges along the side through t that go
 * counterclockwise around the box, less those that go clockwise (outside
 * the box it is 0, and going in crosses just those edges). Counting them
 * along the perimeter gives every face's winding number; at a chain's end
 * the count must step by one, the face on its left one above the face on
 * its right (else the rings are not what this assumes: no answer).
 *
 * A chain between a filled and an unfilled face is boundary, directed with
 * the filled face on its left. Walking counterclockwise along the box's
 * edge from where one ends, the next chain end met is where another
 * starts: the answer's rings are these chains joined by the stretches of
 * box edge between them (with the corners passed). Each is one polygon
 * without holes (faces cut by disjoint chains are disks, and two meet only
 * along a chain). Where a ring touches the box's edge from inside, one
 * chain ends and the next starts at one point: spread along the box's edge
 * in the order of their edges' directions there, they are two chain ends
 * as any other, with an edge along the side between them as if the ring
 * ran out there. Vertices where a chain runs straight on are dropped. A
 * chain that turns back on itself, two chains of different rings or
 * places meeting, a ring that meets the box's edge at one point only (the
 * face around it would have a hole), or a ring inside the box beside other
 * rings leave the answer to the general sweep (null).
 */

/**
 * The answer for the rings clamped onto the box (ClampState: each point
 * with the sides it lies on and its nearest doubles), or null when the
 * rings are not as above: 'crossing' when two of their edges inside the
 * box cross at a point inside both (only the general sweep takes those).
 */
export function clampedAnswer(state: ClampState, evenOdd: boolean): ResultPolygon[] | 'crossing' | null {
  const { points, rings } = state;
  const total = points.length;
  // Room for the box's corners after the points.
  reservePoints(state, total + 4);
  if (scratch.next.length < total + 4) grow(total + 4);
  const { at, xs, ys } = state;
  const { next, from, to, drop } = scratch;
  let inside = 0;
  for (let r = 0; r + 1 < rings.length; r++) {
    const first = rings[r] as number;
    const end = rings[r + 1] as number;
    let onBox = 0;
    for (let g = first; g < end; g++) {
      // Cells need the nearest doubles: bigints and values that are no double's neighbours go to the sweep.
      if (Number.isNaN((xs[g] as number) + (ys[g] as number))) return null;
      next[g] = g + 1;
      onBox |= at[g] as number;
    }
    next[end - 1] = first;
    if (onBox === 0) inside++;
  }
  if (inside > 0 && rings.length > 2) return null;
  // The inner edges: from each point to the next unless both lie on one side.
  let n = 0;
  for (let p = 0; p < total; p++) {
    const q = next[p] as number;
    if (((at[p] as number) & (at[q] as number)) === 0) {
      from[n] = p;
      to[n] = q;
      n++;
    }
  }
  // Each vertex inside the box: where two inner edges follow each other. Straight on is dropped, turning back declines.
  drop.fill(0, 0, total);
  for (let e = 0; e < n; e++) {
    const b = to[e] as number;
    const c = next[b] as number;
    const inner = ((at[b] as number) & (at[c] as number)) === 0;
    if (!inner) continue;
    // Two inner edges meeting on the box's edge: one chain ends there and the next starts (chainsAnswer).
    if ((at[b] as number) !== 0) continue;
    const turn = straightOn(points, xs, ys, from[e] as number, b, c);
    if (turn < 0) return null;
    if (turn === 1) drop[b] = 1;
  }
  const [bx0, by0, bx1, by1] = state.near;
  if (Number.isNaN(bx0 + by0 + bx1 + by1)) return null;
  const contact = edgeContact(points, xs, ys, from, to, n, bx0, by0, bx1, by1);
  if (contact !== APART) return contact === CROSSING ? 'crossing' : null;
  if (inside > 0) return [[ringInside(points, xs, ys, drop)]];
  const corners = boxRing(state);
  for (let k = 0; k < 4; k++) {
    points.push(corners[k] as Point);
    xs[total + k] = k === 0 || k === 3 ? bx0 : bx1;
    ys[total + k] = k < 2 ? by0 : by1;
  }
  const answer = chainsAnswer(points, total, xs, ys, at, next, drop, state, evenOdd);
  points.length = total;
  return answer;
}

/**
 * At point b between edges a→b and b→c: 0 for a turn, 1 when the path runs
 * straight on through b (b strictly between a and c), −1 when it turns
 * back (or an edge has no length). The points' nearest doubles `xs`, `ys`
 * decide most turns (the kernel's filter for rounded inputs).
 */
function straightOn(points: readonly Point[], xs: Float64Array, ys: Float64Array, ai: number, bi: number, ci: number): number {
  const xa = xs[ai] as number;
  const xb = xs[bi] as number;
  const xc = xs[ci] as number;
  if (orient2dFilterRounded(xa, ys[ai] as number, xb, ys[bi] as number, xc, ys[ci] as number) !== 0) return 0;
  const a = points[ai] as Point;
  const b = points[bi] as Point;
  const c = points[ci] as Point;
  if (orient2dSign(a[0], a[1], b[0], b[1], c[0], c[1]) !== 0) return 0;
  // On one line, b lies between a and c exactly when each coordinate moves the same way on both edges.
  const sx = compareCoord(b[0], a[0]);
  const sy = compareCoord(b[1], a[1]);
  if (sx === 0 && sy === 0) return -1;
  return sx === compareCoord(c[0], b[0]) && sy === compareCoord(c[1], b[1]) ? 1 : -1;
}

/**
 * The one ring inside the box, simple: its vertices but those dropped,
 * counterclockwise from its smallest. Its smallest vertex is convex, so
 * the turn there is the ring's orientation.
 */
function ringInside(points: readonly Point[], xs: Float64Array, ys: Float64Array, drop: Uint8Array): ResultPoint[] {
  const kept: number[] = [];
  let low = 0;
  for (let p = 0; p < points.length; p++) {
    if (drop[p] === 1) continue;
    kept.push(p);
    if (less(points, xs, ys, p, kept[low] as number)) low = kept.length - 1;
  }
  const m = kept.length;
  const a = points[kept[(low + m - 1) % m] as number] as Point;
  const v = points[kept[low] as number] as Point;
  const b = points[kept[(low + 1) % m] as number] as Point;
  const ccw = orient2dSign(a[0], a[1], v[0], v[1], b[0], b[1]) > 0;
  const out: ResultPoint[] = new Array(m);
  // The clamp's points are new arrays, each in the answer once: they are the answer's.
  for (let k = 0; k < m; k++) out[k] = points[kept[(ccw ? low + k : low - k + m) % m] as number] as Point;
  return out;
}

/**
 * Point i before point j in (x, then y) order: by their nearest doubles
 * when those differ (rounding to the nearest keeps order), else exactly.
 */
function less(points: readonly Point[], xs: Float64Array, ys: Float64Array, i: number, j: number): boolean {
  const xi = xs[i] as number;
  const xj = xs[j] as number;
  if (xi !== xj) return xi < xj;
  const p = points[i] as Point;
  const q = points[j] as Point;
  const c = compareCoord(p[0], q[0]);
  if (c !== 0) return c < 0;
  const yi = ys[i] as number;
  const yj = ys[j] as number;
  if (yi !== yj) return yi < yj;
  return compareCoord(p[1], q[1]) < 0;
}

/**
 * Where a point on the box's edge lies going counterclockwise from the
 * corner (x0, y0): its side (0 bottom, 1 right, 2 top, 3 left; a corner
 * belongs to the side it starts) then its place along that side.
 */
function sideOf(s: number): number {
  if ((s & BOTTOM) !== 0 && (s & RIGHT) === 0) return 0;
  if ((s & RIGHT) !== 0 && (s & TOP) === 0) return 1;
  if ((s & TOP) !== 0 && (s & LEFT) === 0) return 2;
  return 3;
}

/** Compares two points on the box's edge (sides `sa`, `sb` as sideOf gives) going counterclockwise from (x0, y0). */
function comparePerimeter(a: Point, sa: number, b: Point, sb: number): number {
  if (sa !== sb) return sa - sb;
  // Bottom: x grows; right: y grows; top: x falls; left: y falls.
  const c =
    sa === 0
      ? compareCoord(a[0], b[0])
      : sa === 1
        ? compareCoord(a[1], b[1])
        : sa === 2
          ? compareCoord(b[0], a[0])
          : compareCoord(b[1], a[1]);
  return c;
}

/**
 * A place on the box's edge where something happens to the count: an edge
 * along a side begins or ends, or a chain. `at` orders the two chains that
 * meet where a ring touches the box's edge from inside (1 then 2; 0 for
 * any other mark).
 */
type Mark = { p: Point; side: number; at: number; delta: number; chain: number; end: boolean };

/** Compares two marks along the box's edge. */
function compareMarks(m: Mark, o: Mark): number {
  return comparePerimeter(m.p, m.side, o.p, o.side) || m.at - o.at;
}

/**
 * Where the ring touches the box's edge at point v from inside (both its
 * edges there inner), the place there of the chain that starts at v: the
 * two chains' edges at v, spread along the box's edge in the order of
 * their directions turning clockwise from the edge's backward direction,
 * take the first (1) and second (2) place. 0 when v is no such point, −1
 * when the two edges go the same way (the ring turns back).
 */
function touching(points: readonly Point[], at: Uint8Array, prev: Int32Array, next: Int32Array, v: number): number {
  const u = prev[v] as number;
  const w = next[v] as number;
  if (((at[u] as number) & (at[v] as number)) !== 0 || ((at[v] as number) & (at[w] as number)) !== 0) return 0;
  const a = points[u] as Point;
  const b = points[v] as Point;
  const c = points[w] as Point;
  // The arriving chain's direction at v is toward u; it comes first when w's direction is clockwise of it.
  const o = orient2dSign(b[0], b[1], a[0], a[1], c[0], c[1]);
  return o === 0 ? -1 : o < 0 ? 2 : 1;
}

/** The answer from the chains, as the comment at the top says. */
function chainsAnswer(
  points: readonly Point[],
  total: number,
  xs: Float64Array,
  ys: Float64Array,
  at: Uint8Array,
  next: Int32Array,
  drop: Uint8Array,
  box: ClampedBox,
  evenOdd: boolean,
): ResultPolygon[] | null {
  const marks: Mark[] = [];
  // Chains: from a point on the box's edge whose next edge is inner, on to the next point on the box's edge.
  const chainFrom: number[] = [];
  const chainTo: number[] = [];
  const prev = scratch.prev;
  for (let p = 0; p < total; p++) prev[next[p] as number] = p;
  let base = 0;
  for (let p = 0; p < total; p++) {
    const q = next[p] as number;
    const shared = (at[p] as number) & (at[q] as number);
    if (shared === 0) {
      if (at[p] === 0) continue;
      let end = q;
      while (at[end] === 0) end = next[end] as number;
      // A ring that meets the box's edge at one point only: the face around it has it as a hole (the sweep's case).
      if (end === p) return null;
      const chain = chainFrom.length;
      chainFrom.push(p);
      chainTo.push(end);
      const touch = touching(points, at, prev, next, p);
      const touchEnd = touching(points, at, prev, next, end);
      if (touch < 0 || touchEnd < 0) return null;
      const side = sideOf(at[p] as number);
      // Where the ring touches the box's edge from inside, count as if it ran out along the side from where the
      // chain arriving there ends to where this one starts (a side edge between their two places there).
      if (touch > 0) {
        marks.push({ p: points[p] as Point, side, at: 3 - touch, delta: 1, chain: -1, end: false });
        marks.push({ p: points[p] as Point, side, at: touch, delta: -1, chain: -1, end: false });
      }
      marks.push({ p: points[p] as Point, side, at: touch, delta: 0, chain, end: false });
      const endSide = sideOf(at[end] as number);
      marks.push({ p: points[end] as Point, side: endSide, at: touchEnd === 0 ? 0 : 3 - touchEnd, delta: 0, chain, end: true });
      continue;
    }
    // An edge along one side (two bits shared: both ends one corner, no length).
    if ((shared & (shared - 1)) !== 0) return null;
    const a = points[p] as Point;
    const b = points[q] as Point;
    const side = shared === BOTTOM ? 0 : shared === RIGHT ? 1 : shared === TOP ? 2 : 3;
    const forward = comparePerimeter(a, side, b, side);
    if (forward === 0) return null;
    const sa = sideOf(at[p] as number);
    const sb = sideOf(at[q] as number);
    // Counterclockwise, the edge adds 1 on (a, b); clockwise it takes 1 from (b, a). Either way the count
    // steps up at a and down at b, and where the interval passes (x0, y0) it is counted from the start.
    const sign = forward < 0 ? 1 : -1;
    marks.push({ p: a, side: sa, at: 0, delta: 1, chain: -1, end: false });
    marks.push({ p: b, side: sb, at: 0, delta: -1, chain: -1, end: false });
    const order = comparePerimeter(a, sa, b, sb);
    if (sign > 0 ? order > 0 : order < 0) base += sign;
  }
  const filled = (w: number): boolean => (evenOdd ? (w & 1) !== 0 : w !== 0);
  const chains = chainFrom.length;
  if (chains === 0) return filled(base) ? [[boxRing(box)]] : [];
  marks.sort(compareMarks);
  // The count just before and just after each chain end (the marks at one place taken together).
  const { before, after, rank, keep, forward, done } = scratch;
  let count = base;
  for (let i = 0; i < marks.length; ) {
    let j = i;
    let step = 0;
    let ends = 0;
    while (j < marks.length && (j === i || compareMarks(marks[i] as Mark, marks[j] as Mark) === 0)) {
      step += (marks[j] as Mark).delta;
      if ((marks[j] as Mark).chain >= 0) ends++;
      j++;
    }
    // Two chains ending at one place (edgeContact rules it out; kept as a check).
    if (ends > 1) return null;
    for (let k = i; k < j; k++) {
      const m = marks[k] as Mark;
      if (m.chain < 0) continue;
      const slot = 2 * m.chain + (m.end ? 1 : 0);
      before[slot] = count;
      after[slot] = count + step;
    }
    count += step;
    i = j;
  }
  // Each chain: the face on its left is after its end and before its start, one above the face on its right.
  let anyFilled = false;
  for (let c = 0; c < chains; c++) {
    const left = after[2 * c + 1] as number;
    const right = before[2 * c + 1] as number;
    if (left - right !== 1 || before[2 * c] !== left || after[2 * c] !== right) return null;
    keep[c] = filled(left) !== filled(right) ? 1 : 0;
    forward[c] = filled(left) ? 1 : 0;
    anyFilled ||= filled(left);
  }
  // The ends of kept chains in order along the box's edge, each the start or end of its chain as walked.
  const ends: Mark[] = [];
  for (const m of marks) {
    if (m.chain < 0 || keep[m.chain] === 0) continue;
    // From here on a mark of a kept chain says whether the walk ends there (marks are not read again).
    const start = m.end !== (forward[m.chain] === 1);
    rank[2 * m.chain + (start ? 0 : 1)] = ends.length;
    m.end = !start;
    ends.push(m);
  }
  if (ends.length === 0) return anyFilled ? [[boxRing(box)]] : [];
  done.fill(0, 0, chains);
  const rings: number[][] = [];
  for (const first of ends) {
    if (first.end || done[first.chain] === 1) continue;
    const ring: number[] = [];
    let c = first.chain;
    while (done[c] === 0) {
      done[c] = 1;
      chainPoints(next, drop, chainFrom[c] as number, chainTo[c] as number, forward[c] === 1, ring);
      const last = ends[rank[2 * c + 1] as number] as (typeof ends)[number];
      const then = ends[((rank[2 * c + 1] as number) + 1) % ends.length] as (typeof ends)[number];
      if (then.end) return null;
      // Where the ring touched the box's edge, the next chain starts at the point this one ended at: once in the ring.
      if (comparePerimeter(last.p, last.side, then.p, then.side) === 0) ring.pop();
      // The corners strictly between, counterclockwise (corner k is point total + k, on side k).
      for (let k = 1; k <= 4; k++) {
        const corner = (last.side + k) % 4;
        const p = points[total + corner] as Point;
        if (between(last, p, corner, then)) ring.push(total + corner);
      }
      c = then.chain;
    }
    if (c !== first.chain) return null;
    rings.push(ring);
  }
  // The answer's points: the clamp's, new arrays each in it once; the corners copied (one may be in several rings).
  const polygons = rings.map((ring): ResultPoint[][] => {
    const low = smallest(points, xs, ys, ring);
    const out: ResultPoint[] = new Array(ring.length);
    for (let k = 0; k < ring.length; k++) {
      const i = ring[(low + k) % ring.length] as number;
      const p = points[i] as Point;
      out[k] = i >= total ? [p[0], p[1]] : p;
    }
    return [out];
  });
  return polygons.sort((p, q) => compareRings(p[0] as ResultPoint[], q[0] as ResultPoint[]));
}

/** The box's corners counterclockwise from (x0, y0). */
function boxRing(box: ClampedBox): ResultPoint[] {
  return [
    [box.x0, box.y0],
    [box.x1, box.y0],
    [box.x1, box.y1],
    [box.x0, box.y1],
  ];
}

/** True iff point p (on side sp) lies strictly between marks a and b going counterclockwise along the box's edge from a. */
function between(a: Mark, p: Point, sp: number, b: Mark): boolean {
  const ap = comparePerimeter(a.p, a.side, p, sp);
  const pb = comparePerimeter(p, sp, b.p, b.side);
  // A corner where a or b lies is that point: not passed.
  if (ap === 0 || pb === 0) return false;
  return compareMarks(a, b) < 0 ? ap < 0 && pb < 0 : ap < 0 || pb < 0;
}

/** Appends a chain's point indices, its ends included and those dropped left out, forward or back. */
function chainPoints(next: Int32Array, drop: Uint8Array, start: number, end: number, forward: boolean, out: number[]): void {
  const from = out.length;
  for (let p = start; ; p = next[p] as number) {
    if (drop[p] === 0) out.push(p);
    if (p === end) break;
  }
  if (forward) return;
  for (let i = from, j = out.length - 1; i < j; i++, j--) {
    const t = out[i] as number;
    out[i] = out[j] as number;
    out[j] = t;
  }
}

/** Where the ring of point indices has its smallest point. */
function smallest(points: readonly Point[], xs: Float64Array, ys: Float64Array, ring: readonly number[]): number {
  let low = 0;
  for (let k = 1; k < ring.length; k++) if (less(points, xs, ys, ring[k] as number, ring[low] as number)) low = k;
  return low;
}

/** Rings compared point by point in (x, then y) order. */
function compareRings(a: readonly ResultPoint[], b: readonly ResultPoint[]): number {
  const m = Math.min(a.length, b.length);
  for (let k = 0; k < m; k++) {
    const p = a[k] as Point;
    const q = b[k] as Point;
    const c = compareCoord(p[0], q[0]) || compareCoord(p[1], q[1]);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}
