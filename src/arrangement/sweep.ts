import type { RationalPoint } from '../constructions/segmentIntersection.js';
import type { Coordinate } from '../core/coordinate.js';
import { ExactRangeError } from '../core/errors.js';
import { Rational } from '../core/rational.js';
import type { PairLimit } from './arrangementOptions.js';
import { collinearRuns } from './collinearRuns.js';
import { CrossingQueue } from './crossingQueue.js';
import { emptyList } from './emptyList.js';
import type { Coordinates } from './eventOrder.js';
import {
  compareCrossings,
  compareCrossingToEndpoint,
  compareEndpoints,
  crossProperly,
  sideOfCrossing,
  sideOfPoint,
  turn,
} from './eventOrder.js';
import { segmentCrossing } from './segmentCrossing.js';
import type { SegmentSet } from './segmentSet.js';
import { endpointCodes, sortEndpoints } from './sortEndpoints.js';
import { StatusTree } from './statusTree.js';

/*
 * Bentley–Ottmann with exact comparisons. Events are points in (x, then y)
 * order: the sweep line is vertical, tilted infinitesimally so that it
 * meets a vertical segment from bottom to top like any other (a vertical
 * segment is the steepest there is, above every other segment through its
 * lower end). Each event is one point P, taken with everything at P:
 *
 * - the segments starting at P (`starts`), the zero-length segments at P
 *   (`zeros`), and the held segments through P (`block`): those ending at
 *   P (`ending`) and those with P in their interior (`passing`). Held
 *   segments through P are consecutive in the status, so they are found by
 *   walking from one known to contain P (a segment ending at P, or one of a
 *   queued crossing at P), or by one search when P only starts segments;
 * - the block leaves the status, and `starts` and `passing` go back in,
 *   as one run ordered by slope (`after`), between the block's old
 *   neighbours; only the two new neighbour pairs at the run's ends are
 *   tested for a crossing ahead.
 *
 * Two neighbours a below b cross ahead of P exactly when they cross at one
 * point interior to both and b turns clockwise from a (b is flatter, so it
 * must come down through a): no comparison with P is needed. Touching at an
 * endpoint needs no queued event: the endpoint is an event already.
 * Every pair of segments through P shares P, so the consumers (pairs,
 * noding, snapping) read everything they need from one event.
 */

/** The runs of a block of one segment, and of none (shared: no allocation per event). */
const ONE_RUN: readonly number[] = [0, 1];
const NO_RUN: readonly number[] = [0, 0];

/**
 * One pass of the sweep over a SegmentSet: call `next()` until it returns
 * false; after each true, the fields describe the event just processed.
 *
 * ```ts
 * const sweep = new Sweep(readSegmentSet('f', [[[0, 0], [2, 2]], [[0, 2], [2, 0]]]), NO_LIMIT);
 * sweep.next(); sweep.next(); sweep.next(); // the third event is the crossing
 * sweep.point().map(String); // ['1', '1']
 * ```
 */
export class Sweep {
  /** The event point as an endpoint code (2s + end: the point of segment s's start or end), or −1 when it is a crossing only. */
  pointCode = -1;
  /** A queued crossing through the event point (its lower and upper segment), −1 when none. */
  crossA = -1;
  /** The upper segment of `crossA`'s crossing. */
  crossB = -1;
  /** Segments of positive length starting at the event point. */
  readonly starts: number[] = [];
  /** Zero-length segments at the event point. */
  readonly zeros: number[] = [];
  /** Held segments through the event point, bottom to top just before it. */
  readonly block: number[] = [];
  /** The part of `block` that ends at the event point. */
  readonly ending: number[] = [];
  /** The part of `block` with the event point in its interior. */
  readonly passing: number[] = [];
  /** `starts` and `passing`, bottom to top just after the event point (by slope, then index). */
  readonly after: number[] = [];
  /** Where the runs of parallel (so collinear) segments start in `block`, then `block.length`. */
  runs: readonly number[] = NO_RUN;
  /** The held segment just below the event point (below `block` before it, below `after` after it), −1 when none. */
  below = -1;
  /** How many pairs of segments first meet at this event (see segmentIntersections). */
  pairsHere = 0;
  /** The pairs of all the events so far. */
  pairs = 0;

  private readonly c: ArrayLike<Coordinate>;
  private readonly xy: Coordinates;
  private readonly lists = [this.starts, this.zeros, this.block, this.ending, this.passing, this.after];
  private readonly tree: StatusTree;
  private readonly queue: CrossingQueue;
  private readonly order: Int32Array;
  private at = 0;
  /** mark[s] = stamp: s is known to contain this event's point. */
  private readonly mark: Int32Array;
  /** endMark[s] = stamp: s ends at this event's point. */
  private readonly endMark: Int32Array;
  private stamp = 0;
  private pointStamp = -1;
  private cachedPoint: RationalPoint | null = null;
  private readonly atOrAbove: (s: number) => boolean;
  private readonly bySlope: (s: number, t: number) => number;

  /**
   * A sweep over the set's segments, before its first event; more pairs
   * than `limit.max` is a too_large error naming `limit.fn`.
   */
  constructor(
    readonly set: SegmentSet,
    private readonly limit: PairLimit,
  ) {
    const { n, c, zero } = set;
    this.c = c;
    this.xy = set;
    this.tree = new StatusTree(n);
    this.queue = new CrossingQueue((a1, b1, a2, b2) => compareCrossings(set, a1, b1, a2, b2));
    this.mark = new Int32Array(n).fill(-1);
    this.endMark = new Int32Array(n).fill(-1);
    const codes = endpointCodes(zero);
    this.order = sortEndpoints(set, codes);
    this.atOrAbove = (s) => {
      if (this.mark[s] === this.stamp) return true;
      const side = this.side(s);
      if (side === 0) this.mark[s] = this.stamp;
      return side <= 0;
    };
    this.bySlope = (s, t) => -turn(set, s, t) || s - t;
  }

  /** Processes the next event; false when there is none left. */
  next(): boolean {
    const { xy, order, queue } = this;
    const stamp = ++this.stamp;
    for (const list of this.lists) emptyList(list);
    this.pointCode = -1;
    this.crossA = -1;
    this.crossB = -1;
    const hasEnd = this.at < order.length;
    if (!hasEnd && queue.size === 0) return false;
    let anchor = -1;
    if (hasEnd && (queue.size === 0 || this.crossingVsEndpoint(order[this.at] as number) >= 0)) {
      const e = order[this.at] as number;
      this.pointCode = e;
      while (this.at < order.length && compareEndpoints(xy, order[this.at] as number, e) === 0) {
        const code = order[this.at++] as number;
        const s = code >> 1;
        if (this.set.zero[s] === 1) this.zeros.push(s);
        else if ((code & 1) === 0) this.starts.push(s);
        else {
          this.endMark[s] = stamp;
          this.mark[s] = stamp;
          anchor = s;
        }
      }
      while (queue.size > 0 && this.crossingVsEndpoint(e) === 0) anchor = this.takeCrossing();
    } else {
      anchor = this.takeCrossing();
      const a = this.crossA;
      const b = this.crossB;
      while (queue.size > 0 && compareCrossings(xy, queue.topA, queue.topB, a, b) === 0) this.takeCrossing();
    }
    this.update(anchor);
    this.count();
    return true;
  }

  /*
   * The pairs that first meet here. Every two segments through the point
   * share it; a collinear pair that is held on both sides shares a segment
   * that began earlier, where it was counted. So: zero-length segments pair
   * with everything, segments starting here with everything else, held
   * segments with held segments of other directions.
   */
  private count(): void {
    const z = this.zeros.length;
    const u = this.starts.length;
    const b = this.block.length;
    let sameRun = b;
    if (b > 1) {
      this.runs = collinearRuns(this.xy, this.block);
      sameRun = 0;
      for (let r = 0; r + 1 < this.runs.length; r++) sameRun += ((this.runs[r + 1] as number) - (this.runs[r] as number)) ** 2;
    } else this.runs = b === 1 ? ONE_RUN : NO_RUN;
    this.pairsHere = (z * (z - 1)) / 2 + z * (u + b) + (u * (u - 1)) / 2 + u * b + (b * b - sameRun) / 2;
    this.pairs += this.pairsHere;
    if (this.pairs > this.limit.max) {
      const { fn, max } = this.limit;
      throw new ExactRangeError(`${fn}: more than ${max} intersecting pairs (options.maxPairs)`, 'too_large');
    }
  }

  /**
   * The event point, exactly. Computed on the first call for an event, then
   * kept; a crossing of double coordinates is lazy (its coordinates carry
   * their nearest doubles and build their fractions when asked).
   */
  point(): RationalPoint {
    if (this.pointStamp !== this.stamp || this.cachedPoint === null) {
      this.pointStamp = this.stamp;
      this.cachedPoint = this.computePoint();
    }
    return this.cachedPoint;
  }

  /** True iff segment s ends at the current event point (s in `ending`). */
  endsHere(s: number): boolean {
    return this.endMark[s] === this.stamp;
  }

  /** True iff the current event point is interior to segment s (s in `passing`). */
  passesHere(s: number): boolean {
    return this.mark[s] === this.stamp && this.endMark[s] !== this.stamp;
  }

  /** Finds the block around the event point, records it, and replaces it in the status by `after`. */
  private update(anchor: number): void {
    const { tree, block } = this;
    let lo = -1;
    let hi = -1;
    let below = -1;
    let above = -1;
    if (anchor >= 0) {
      lo = anchor;
      hi = anchor;
      for (let p = tree.below(lo); p >= 0 && this.contains(p); p = tree.below(lo)) lo = p;
    } else {
      const f = tree.search(this.atOrAbove);
      if (f >= 0 && this.contains(f)) {
        lo = f;
        hi = f;
      } else {
        below = f >= 0 ? tree.below(f) : tree.highest();
        above = f;
      }
    }
    if (lo >= 0) {
      for (let n = tree.above(hi); n >= 0 && this.contains(n); n = tree.above(hi)) hi = n;
      below = tree.below(lo);
      above = tree.above(hi);
      for (let s = lo; ; s = tree.above(s)) {
        block.push(s);
        if (this.endMark[s] === this.stamp) this.ending.push(s);
        else this.passing.push(s);
        if (s === hi) break;
      }
    }
    const after = this.after;
    for (const s of this.starts) after.push(s);
    for (const s of this.passing) after.push(s);
    sortBy(after, this.bySlope);
    this.below = below;
    tree.replaceRun(block, after, below);
    if (after.length === 0) this.schedule(below, above);
    else {
      this.schedule(below, after[0] as number);
      this.schedule(after[after.length - 1] as number, above);
    }
  }

  /** Queues the crossing of neighbours a (below) and b (above) if it lies ahead. */
  private schedule(a: number, b: number): void {
    if (a < 0 || b < 0) return;
    if (turn(this.xy, a, b) < 0 && crossProperly(this.xy, a, b)) this.queue.push(a, b);
  }

  /** Pops the first queued crossing, marks its segments as through the point; returns its lower segment. */
  private takeCrossing(): number {
    const a = this.queue.topA;
    const b = this.queue.topB;
    this.queue.pop();
    this.mark[a] = this.stamp;
    this.mark[b] = this.stamp;
    if (this.crossA < 0) {
      this.crossA = a;
      this.crossB = b;
    }
    return a;
  }

  /** The first queued crossing against endpoint e: the sign of X − P. */
  private crossingVsEndpoint(e: number): number {
    return compareCrossingToEndpoint(this.xy, this.queue.topA, this.queue.topB, e);
  }

  /** True iff held segment s contains the event point (remembered once known). */
  private contains(s: number): boolean {
    if (this.mark[s] === this.stamp) return true;
    if (this.side(s) !== 0) return false;
    this.mark[s] = this.stamp;
    return true;
  }

  /** The side of s's line the event point lies on: 1 above, -1 below, 0 on it. */
  private side(s: number): number {
    const e = this.pointCode;
    if (e >= 0) return sideOfPoint(this.xy, s, 2 * e);
    return sideOfCrossing(this.xy, s, this.crossA, this.crossB);
  }

  private computePoint(): RationalPoint {
    const c = this.c;
    const e = this.pointCode;
    if (e >= 0) return [Rational.from(c[2 * e] as Coordinate), Rational.from(c[2 * e + 1] as Coordinate)];
    return segmentCrossing(this.set, this.crossA, this.crossB);
  }
}

/** Sorts a short list in place by insertion (most events order one or two segments), a long one by Array#sort. */
export function sortBy(list: number[], compare: (a: number, b: number) => number): void {
  if (list.length > 8) {
    list.sort(compare);
    return;
  }
  for (let i = 1; i < list.length; i++) {
    const v = list[i] as number;
    let j = i - 1;
    while (j >= 0 && compare(list[j] as number, v) > 0) {
      list[j + 1] = list[j] as number;
      j--;
    }
    list[j + 1] = v;
  }
}
