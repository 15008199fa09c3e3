import type { PairLimit } from '../arrangement/arrangementOptions.js';
import { emptyList } from '../arrangement/emptyList.js';
import type { Coordinates } from '../arrangement/eventOrder.js';
import { compareEndpoints } from '../arrangement/eventOrder.js';
import type { SegmentSet } from '../arrangement/segmentSet.js';
import { endpointCodes, sortEndpoints } from '../arrangement/sortEndpoints.js';
import { sortBy } from '../arrangement/sweep.js';
import type { Coordinate } from '../core/coordinate.js';
import type { Sign } from '../core/signs.js';
import { compareCoord, det2Stored, orient2dStored } from '../core/signs.js';
import { doubleOf } from '../core/values.js';
import type { BoundaryGraph } from './boundaryGraph.js';
import { graphOfEvents } from './boundaryGraph.js';
import type { Labels } from './labels.js';
import type { OverlayEdges } from './overlayEdges.js';

/*
 * The sweep of sweep.ts for segments that never cross: Shamos and Hoey's
 * test in place of Bentley and Ottmann's queue. Segments may share ends,
 * a segment's end may lie inside another (that one passes the event), and
 * collinear segments may overlap (one run of the status): what the edges
 * of a valid polygon clamped onto a box are, whose runs along the box's
 * sides overlap where a ring leaves a side and comes back to it.
 *
 * Every event is the one sweep.ts makes, with the same fields: the same
 * endpoint order (sortEndpoints), the held segments through the point
 * found by the same exact orientations, `after` ordered by the same slope
 * comparison. Two segments that cross at a point interior to both would
 * first be neighbours in the status before that point, and sweep.ts would
 * queue their crossing there: this sweep tests the same new pairs of
 * neighbours with the same exact test and declines at the first one that
 * would be queued (and when the pairs pass the limit, or the status
 * shifts too much), before any answer is given. So a sweep that ends has
 * met exactly sweep.ts's events, and the boundary graph built from them
 * is sweep.ts's, with the same segment indices and event codes.
 *
 * The status is an array, bottom to top, searched by orientation: no tree,
 * no queue. A segment along a coordinate axis (the box's sides) is
 * parallel to another along the same axis, and a point with its x (or y)
 * on its line, by comparing coordinates: the exact sign of three points
 * on one side of the box would otherwise go to BigInt when one of them is
 * a constructed crossing.
 */

/** Axis codes of a segment: along neither axis, vertical (one x), horizontal (one y). */
const SLANTED = 0;
const VERTICAL = 1;
const HORIZONTAL = 2;

/** The sweep; `declined` after `next()` returns false says it met what it does not handle. */
export class TouchingSweep {
  pointCode = -1;
  readonly crossA = -1;
  readonly crossB = -1;
  readonly block: number[] = [];
  readonly after: number[] = [];
  readonly runs: number[] = [0, 0];
  below = -1;
  declined = false;

  private readonly xy: Coordinates;
  private readonly c: ArrayLike<Coordinate>;
  private readonly order: Int32Array;
  private at = 0;
  private readonly axis: Uint8Array;
  /** Without `f` (a coordinate is not a number): every coordinate that is a double, as one (else NaN), for the filters. */
  private readonly d: Float64Array | null;
  /** `d` as coordinates for compareEndpoints (made once, not per comparison of the sort). */
  private readonly dxy: Coordinates | null;
  /** Per segment, with `d`: 1 when its four coordinates are doubles. */
  private readonly whole: Uint8Array;
  /** Per endpoint code, with `d`: 1 when its point's two coordinates are doubles. */
  private readonly wholePoint: Uint8Array;
  private readonly status: Int32Array;
  private size = 0;
  private budget: number;
  private readonly endMark: Int32Array;
  private stamp = 0;
  private pairs = 0;
  private readonly starts: number[] = [];
  private readonly passing: number[] = [];
  private readonly bySlope: (s: number, t: number) => number;

  constructor(
    private readonly set: SegmentSet,
    private readonly limit: PairLimit,
  ) {
    const { n, c, zero } = set;
    this.xy = set;
    this.c = c;
    const codes = endpointCodes(zero);
    this.axis = new Uint8Array(n);
    this.whole = new Uint8Array(n);
    this.wholePoint = new Uint8Array(2 * n);
    this.d = set.f === null ? new Float64Array(4 * n) : null;
    const d = this.d;
    this.dxy = d === null ? null : { c: d, f: d };
    if (d !== null) {
      for (let i = 0; i < 4 * n; i++) d[i] = doubleOf(c[i] as Coordinate);
      for (let s = 0; s < n; s++) {
        if (compareCoord(c[4 * s] as Coordinate, c[4 * s + 2] as Coordinate) === 0) this.axis[s] = VERTICAL;
        else if (compareCoord(c[4 * s + 1] as Coordinate, c[4 * s + 3] as Coordinate) === 0) this.axis[s] = HORIZONTAL;
        for (let k = 0; k < 2; k++) {
          const e = 2 * s + k;
          this.wholePoint[e] = Number.isNaN((d[2 * e] as number) + (d[2 * e + 1] as number)) ? 0 : 1;
        }
        this.whole[s] = this.wholePoint[2 * s] === 1 && this.wholePoint[2 * s + 1] === 1 ? 1 : 0;
      }
      // sortEndpoints' order (a stable sort by exact comparison), comparing doubles where both points are.
      this.order = codes.sort((e1, e2) => this.compare(e1, e2));
    } else this.order = sortEndpoints(set, codes);
    this.status = new Int32Array(n);
    this.endMark = new Int32Array(n).fill(-1);
    this.budget = 64 * n + 4096;
    this.bySlope = (s, t) => -this.turn(s, t) || s - t;
  }

  /** Processes the next event; false when there is none left, or when the sweep declines (`declined`). */
  next(): boolean {
    const { order, block, after, starts, passing, status, endMark } = this;
    if (this.at >= order.length || this.declined) return false;
    const stamp = ++this.stamp;
    emptyList(block);
    emptyList(after);
    emptyList(starts);
    emptyList(passing);
    const e = order[this.at] as number;
    this.pointCode = e;
    let zeros = 0;
    let ends = 0;
    while (this.at < order.length && this.compare(order[this.at] as number, e) === 0) {
      const code = order[this.at++] as number;
      const s = code >> 1;
      if (this.set.zero[s] === 1) zeros++;
      else if ((code & 1) === 0) starts.push(s);
      else {
        endMark[s] = stamp;
        ends++;
      }
    }
    // The first held segment through the point or above it: those below have it strictly above their line.
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const s = status[mid] as number;
      if (endMark[s] === stamp || this.side(s, e) <= 0) hi = mid;
      else lo = mid + 1;
    }
    let j = lo;
    for (; j < this.size; j++) {
      const s = status[j] as number;
      if (endMark[s] === stamp) ends--;
      else if (this.side(s, e) === 0) passing.push(s);
      else break;
      block.push(s);
    }
    // A segment ending here that is not where the search put it: the status is not what it should be.
    if (ends !== 0) return this.decline();
    this.below = lo > 0 ? (status[lo - 1] as number) : -1;
    const above = j < this.size ? (status[j] as number) : -1;
    this.collinearRuns(block);
    if (!this.count(zeros, starts.length)) return false;
    for (const s of starts) after.push(s);
    for (const s of passing) after.push(s);
    sortBy(after, this.bySlope);
    if (!this.replace(lo, j - lo)) return false;
    if (after.length === 0) return this.apart(this.below, above);
    return this.apart(this.below, after[0] as number) && this.apart(after[after.length - 1] as number, above);
  }

  private decline(): false {
    this.declined = true;
    return false;
  }

  /** The pairs that first meet here, as sweep.ts counts them; false (declined) past the limit, for sweep.ts to report. */
  private count(z: number, u: number): boolean {
    const runs = this.runs;
    const b = this.block.length;
    let sameRun = 0;
    for (let r = 0; r + 1 < runs.length; r++) sameRun += ((runs[r + 1] as number) - (runs[r] as number)) ** 2;
    this.pairs += (z * (z - 1)) / 2 + z * (u + b) + (u * (u - 1)) / 2 + u * b + (b * b - sameRun) / 2;
    return this.pairs <= this.limit.max || this.decline();
  }

  /** Replaces the `a` status entries from k by `after` (declined when the shifting budget is spent). */
  private replace(k: number, a: number): boolean {
    const { status, after } = this;
    const b = after.length;
    if (a !== b) {
      this.budget -= this.size - k;
      if (this.budget < 0) return this.decline();
      status.copyWithin(k + b, k + a, this.size);
      this.size += b - a;
    }
    for (let i = 0; i < b; i++) status[k + i] = after[i] as number;
    return true;
  }

  /** Where the runs of parallel segments start in the block, then its length (collinearRuns.ts's). */
  private collinearRuns(block: readonly number[]): number[] {
    const runs = this.runs;
    emptyList(runs);
    runs.push(0);
    for (let k = 1; k < block.length; k++) if (this.turn(block[k - 1] as number, block[k] as number) !== 0) runs.push(k);
    runs.push(block.length);
    return runs;
  }

  /**
   * New neighbours a (below) and b: false (declined) when sweep.ts would
   * queue their crossing, one interior to both ahead of the sweep.
   */
  private apart(a: number, b: number): boolean {
    if (a < 0 || b < 0 || this.turn(a, b) >= 0) return true;
    const o1 = this.side(a, 2 * b);
    const o2 = this.side(a, 2 * b + 1);
    if (o1 * o2 >= 0) return true;
    const o3 = this.side(b, 2 * a);
    const o4 = this.side(b, 2 * a + 1);
    return o3 * o4 >= 0 || this.decline();
  }

  /** eventOrder's compareEndpoints. */
  private compare(e1: number, e2: number): Sign {
    const dxy = this.dxy;
    if (dxy === null || (this.wholePoint[e1] === 1 && this.wholePoint[e2] === 1)) return compareEndpoints(dxy ?? this.xy, e1, e2);
    return compareEndpoints(this.xy, e1, e2);
  }

  /** eventOrder's sideOfPoint of endpoint code e against segment s. */
  private side(s: number, e: number): Sign {
    const { c, d } = this;
    if (d === null) return orient2dStored(c, this.set.f, 4 * s, 2 * e);
    // The filter on the doubles when all six coordinates are (orient2dStored reads no other).
    if (this.whole[s] === 1 && this.wholePoint[e] === 1) return orient2dStored(c, d, 4 * s, 2 * e);
    const a = this.axis[s] as number;
    if (a !== SLANTED) {
      // On an axis-parallel segment's line when it has that segment's x (vertical) or y (horizontal).
      const k = a === VERTICAL ? 0 : 1;
      if (compareCoord(c[4 * s + k] as Coordinate, c[2 * e + k] as Coordinate) === 0) return 0;
    }
    return orient2dStored(c, null, 4 * s, 2 * e);
  }

  /** eventOrder's turn: segments along one axis are parallel. */
  turn(s: number, t: number): Sign {
    const { c, d } = this;
    if (d === null) return det2Stored(c, this.set.f, 4 * s, 4 * t);
    if (this.whole[s] === 1 && this.whole[t] === 1) return det2Stored(c, d, 4 * s, 4 * t);
    const a = this.axis[s] as number;
    if (a !== SLANTED && a === this.axis[t]) return 0;
    return det2Stored(c, null, 4 * s, 4 * t);
  }
}

/**
 * The boundary graph `boundaryGraph` gives for these edges and labels, when
 * no two edges cross at a point interior to both (they may share ends, end
 * inside one another, overlap along a line): found by the sweep above,
 * without a crossing queue. Null when it declines (a crossing, more pairs
 * than `limit.max`, a status that shifts too much), for `boundaryGraph` to
 * answer; the labels are then spent.
 *
 * ```ts
 * const edges = readOverlayEdges('f', [{ rings: [[[0, 0], [2, 0], [0, 2]]], key: 0, name: 'a' }]);
 * touchingBoundaryGraph(edges, labels, NO_LIMIT)?.seg.length; // 3
 * ```
 */
export function touchingBoundaryGraph(edges: OverlayEdges, labels: Labels, limit: PairLimit): BoundaryGraph | null {
  const sweep = new TouchingSweep(edges.segments, limit);
  const graph = graphOfEvents(edges, labels, sweep, (s, t) => sweep.turn(s, t));
  return sweep.declined ? null : graph;
}
