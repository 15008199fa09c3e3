import type { PairLimit } from '../arrangement/arrangementOptions.js';
import { emptyList } from '../arrangement/emptyList.js';
import { turn } from '../arrangement/eventOrder.js';
import { Sweep } from '../arrangement/sweep.js';
import { ExactRangeError } from '../core/errors.js';
import type { Sign } from '../core/signs.js';
import type { Labels } from './labels.js';
import type { OverlayEdges } from './overlayEdges.js';

/**
 * The boundary of an overlay's answer as a graph on the sweep's events,
 * each edge directed with the answer's interior on its left, and each
 * edge's successor along the answer's boundary.
 *
 * Events are numbered in the order the sweep meets them, which is (x, then
 * y) order of their points: event v is the endpoint with code `code[v]`
 * (2s + end, its point at c[2·code], c[2·code + 1]) or, when `code[v]` is
 * −1, the crossing of segments `crossA[v]` and `crossB[v]`. Edge e is the
 * piece of segment `seg[e]` from event `lo[e]` to event `hi[e]` (lo < hi),
 * directed lo → hi when `forward[e]` is 1 (the interior above it) and hi →
 * lo otherwise. `rank[e]` is its place among the pieces that start at
 * event lo (bottom to top there), and `faceBelow[e]` the nearest boundary
 * edge below it with the interior above (the face just below e, if it is
 * interior, is that edge's face), −1 when the region below is outside.
 * `next[e]` is the edge that follows e around its face: at the event where
 * e arrives, the first boundary edge clockwise from e, which keeps every
 * boundary cycle to the smallest wedge and so never lets two cycles cross.
 */
export type BoundaryGraph = {
  readonly events: number;
  readonly code: readonly number[];
  readonly crossA: readonly number[];
  readonly crossB: readonly number[];
  readonly seg: readonly number[];
  readonly lo: readonly number[];
  readonly hi: readonly number[];
  readonly forward: readonly number[];
  readonly rank: readonly number[];
  readonly faceBelow: readonly number[];
  readonly next: readonly number[];
};

/*
 * Labelling (labels.ts). Every segment held by the sweep knows the label
 * (the winding numbers) of the region just above its current piece. At an
 * event the segments leaving it (`after`, bottom to top) start new pieces:
 * the label below the lowest is the one above the held segment below the
 * event (none: the outside), and each run of collinear segments (the same
 * piece, shared) adds its weights. A run is on the boundary when the
 * answer holds the points on one side of it and not on the other. The
 * pieces that reach the event (`block`) end there.
 *
 * Around the event, the directions of the pieces in counterclockwise
 * order are those of `after` bottom to top (from just past straight down
 * to straight up), then those of `block` top to bottom (the pieces that
 * came from the left, seen from the event, from upper left to straight
 * down). A boundary edge arriving at the event has the interior on its
 * left, which seen from the event is the wedge clockwise of it, so its
 * successor is the boundary edge just clockwise of it; the wedges around
 * the event alternate, interior and outside, so that edge leaves the event.
 */

/**
 * The boundary graph of the answer the labels define, for the operands'
 * edges. More than `limit.max` pairs of edges that meet is a too_large
 * error, before the work for them is done.
 *
 * ```ts
 * const edges = readOverlayEdges('f', [{ rings: [[[0, 0], [2, 0], [0, 2]]], key: 0, name: 'a' }]);
 * const labels = new ChannelLabels(edges.segments.n, edges.key, edges.weight, { rules: ['nonzero', 'nonzero'], table: TABLES.first });
 * boundaryGraph(edges, labels, NO_LIMIT).seg.length; // 3
 * ```
 */
export function boundaryGraph(edges: OverlayEdges, labels: Labels, limit: PairLimit): BoundaryGraph {
  const { segments } = edges;
  return graphOfEvents(edges, labels, new Sweep(segments, limit), (s, t) => turn(segments, s, t));
}

/**
 * What a sweep over the edges tells the boundary graph at each event, as
 * `Sweep` gives it: the event's point (an endpoint code, or a crossing),
 * the held segments through it (`block`, with its collinear `runs`), the
 * segments leaving it bottom to top (`after`) and the held one below.
 */
export type GraphEvents = {
  next(): boolean;
  readonly pointCode: number;
  readonly crossA: number;
  readonly crossB: number;
  readonly block: readonly number[];
  readonly runs: readonly number[];
  readonly after: readonly number[];
  readonly below: number;
};

/**
 * The boundary graph of the labels from the events of a sweep over the
 * edges (until its `next()` returns false); `turnOf` is eventOrder's `turn`
 * on the edges (the sign of dir(s) × dir(t)), or the same sign found faster.
 */
export function graphOfEvents(
  edges: OverlayEdges,
  labels: Labels,
  sweep: GraphEvents,
  turnOf: (s: number, t: number) => Sign,
): BoundaryGraph {
  const { segments } = edges;
  const n = segments.n;
  const face = new Int32Array(n).fill(-1);
  const edgeOf = new Int32Array(n).fill(-1);
  const g = {
    events: 0,
    code: [] as number[],
    crossA: [] as number[],
    crossB: [] as number[],
    seg: [] as number[],
    lo: [] as number[],
    hi: [] as number[],
    forward: [] as number[],
    rank: [] as number[],
    faceBelow: [] as number[],
    next: [] as number[],
  };
  // Boundary edges around the event, counterclockwise: 2e + 1 for one leaving it, 2e for one arriving.
  const around: number[] = [];
  const arriving: number[] = [];
  let v = -1;
  while (sweep.next()) {
    v++;
    g.code.push(sweep.pointCode);
    g.crossA.push(sweep.crossA);
    g.crossB.push(sweep.crossB);
    // The pieces that end here, top to bottom (read before `after` relabels the passing segments).
    emptyList(arriving);
    const { block, runs, after } = sweep;
    for (let r = runs.length - 2; r >= 0; r--) {
      if ((runs[r] as number) === (runs[r + 1] as number)) continue;
      const e = edgeOf[block[runs[r] as number] as number] as number;
      if (e < 0) continue;
      g.hi[e] = v;
      arriving.push(g.forward[e] === 1 ? 2 * e : 2 * e + 1);
    }
    // The pieces that start here, bottom to top, labelled run by run.
    emptyList(around);
    const below = sweep.below;
    labels.start(below);
    let faceHere = below >= 0 ? (face[below] as number) : -1;
    let inBelow = labels.inside();
    for (let k = 0; k < after.length; ) {
      let m = k + 1;
      while (m < after.length && turnOf(after[m - 1] as number, after[m] as number) === 0) m++;
      labels.add(after, k, m);
      const inAbove = labels.inside();
      let e = -1;
      let faceAbove = faceHere;
      if (inAbove !== inBelow) {
        e = g.seg.length;
        g.seg.push(after[k] as number);
        g.lo.push(v);
        g.hi.push(-1);
        g.forward.push(inAbove ? 1 : 0);
        g.rank.push(k);
        g.faceBelow.push(inBelow ? faceHere : -1);
        g.next.push(-1);
        faceAbove = inAbove ? e : -1;
        around.push(inAbove ? 2 * e + 1 : 2 * e);
      }
      labels.store(after, k, m);
      for (let i = k; i < m; i++) {
        const s = after[i] as number;
        face[s] = faceAbove;
        edgeOf[s] = e;
      }
      faceHere = faceAbove;
      inBelow = inAbove;
      k = m;
    }
    for (const x of arriving) around.push(x);
    link(g.next, around);
  }
  g.events = v + 1;
  return g;
}

/** Sets each arriving edge's successor: the edge just clockwise of it, which leaves the event. */
function link(next: number[], around: readonly number[]): void {
  const count = around.length;
  for (let i = 0; i < count; i++) {
    const x = around[i] as number;
    if ((x & 1) === 1) continue;
    const y = around[i === 0 ? count - 1 : i - 1] as number;
    // The wedges around an event alternate between the interior and the outside.
    if ((y & 1) !== 1) throw new ExactRangeError('polygon overlay: the boundary does not alternate at an event (internal error)');
    next[x >> 1] = y >> 1;
  }
}
