import type { Coordinates } from '../arrangement/eventOrder.js';
import { turn } from '../arrangement/eventOrder.js';
import type { BoundaryGraph } from './boundaryGraph.js';

/**
 * The answer's polygons as rings of event numbers: each polygon its outer
 * ring (counterclockwise) then its holes (clockwise), each ring starting at
 * its smallest vertex, no vertex collinear with its neighbours, the holes
 * of a polygon and the polygons in PROTOCOL.md's order. Event numbers are
 * in (x, then y) order of their points, so the order needs no coordinate.
 */
export type EventPolygon = number[][];

/*
 * The boundary cycles of the graph are split where they pass through a
 * vertex twice (a hole touching its outer ring, two holes touching): the
 * pieces are simple rings, which meet other rings only at points and never
 * cross (every cycle keeps to the smallest wedge at each vertex).
 *
 * A ring's smallest vertex v has both its edges leaving v forward; the ring
 * turns counterclockwise (an outer ring) exactly when the edge leaving v
 * along the ring is the lower of the two. A hole's face is the face just
 * below its lower edge at v: `faceBelow` names a boundary edge with that
 * face above it, whose ring is the face's outer ring or another of its
 * holes (whose own face is found the same way, lower down).
 */

/**
 * The polygons of a boundary graph, in PROTOCOL.md's order.
 *
 * ```ts
 * // A triangle's graph gives one polygon of one ring of three events.
 * boundaryPolygons(graph, edges.segments); // [[[0, 1, 2]]]
 * ```
 */
export function boundaryPolygons(g: BoundaryGraph, xy: Coordinates): EventPolygon[] {
  const loops = splitCycles(g);
  const count = loops.length;
  const ringOf = new Int32Array(g.seg.length);
  const rings: number[][] = new Array(count);
  const outer = new Uint8Array(count);
  const lowEdge = new Int32Array(count);
  for (let r = 0; r < count; r++) {
    const loop = loops[r] as number[];
    for (const e of loop) ringOf[e] = r;
    const { vertices, first } = straightened(g, xy, loop);
    rings[r] = vertices;
    // first: the position in `loop` of the edge leaving the smallest vertex; the one before it arrives there.
    const leaving = loop[first] as number;
    const arriving = loop[first === 0 ? loop.length - 1 : first - 1] as number;
    const isOuter = (g.rank[leaving] as number) < (g.rank[arriving] as number);
    outer[r] = isOuter ? 1 : 0;
    lowEdge[r] = isOuter ? leaving : arriving;
  }
  const polygonOf = new Int32Array(count).fill(-1);
  const resolve = (r: number): number => {
    // Down the chain of faces below, then every ring met on the way takes the outer ring found.
    const chain: number[] = [];
    let at = r;
    while (polygonOf[at] === -1 && outer[at] === 0) {
      chain.push(at);
      const below = g.faceBelow[lowEdge[at] as number] as number;
      // Each step goes to a ring lower down: more steps than rings would be a cycle.
      if (below < 0 || chain.length > count)
        throw new RangeError('polygon overlay: a hole with no face around it (internal error)');
      at = ringOf[below] as number;
    }
    const shell = outer[at] === 1 ? at : (polygonOf[at] as number);
    for (const h of chain) polygonOf[h] = shell;
    return shell;
  };
  const holes: number[][] = Array.from({ length: count }, () => []);
  for (let r = 0; r < count; r++) {
    if (outer[r] === 1) polygonOf[r] = r;
    else (holes[resolve(r)] as number[]).push(r);
  }
  const polygons: EventPolygon[] = [];
  for (let r = 0; r < count; r++) {
    if (outer[r] === 0) continue;
    const own = (holes[r] as number[]).map((h) => rings[h] as number[]).sort(compareSequences);
    polygons.push([rings[r] as number[], ...own]);
  }
  return polygons.sort((p, q) => compareSequences(p[0] as number[], q[0] as number[]));
}

/** Point by point, then the shorter first: the order of rings in PROTOCOL.md. */
function compareSequences(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = (a[i] as number) - (b[i] as number);
    if (d !== 0) return d;
  }
  return a.length - b.length;
}

/** The vertex an edge leaves. */
function tail(g: BoundaryGraph, e: number): number {
  return (g.forward[e] === 1 ? g.lo[e] : g.hi[e]) as number;
}

/**
 * The boundary cycles cut into simple loops of edges: walking a cycle, a
 * vertex met again closes the loop since its first visit.
 */
function splitCycles(g: BoundaryGraph): number[][] {
  const edgeCount = g.seg.length;
  const seen = new Uint8Array(edgeCount);
  const at = new Int32Array(g.events).fill(-1);
  const loops: number[][] = [];
  const path: number[] = [];
  for (let start = 0; start < edgeCount; start++) {
    if (seen[start] === 1) continue;
    path.length = 0;
    let e = start;
    do {
      seen[e] = 1;
      const v = tail(g, e);
      const k = at[v] as number;
      if (k >= 0) {
        const loop = path.splice(k);
        for (const f of loop) at[tail(g, f)] = -1;
        loops.push(loop);
      }
      at[v] = path.length;
      path.push(e);
      e = g.next[e] as number;
      if (e < 0) throw new RangeError('polygon overlay: an open boundary (internal error)');
    } while (e !== start);
    for (const f of path) at[tail(g, f)] = -1;
    loops.push(path.slice());
  }
  return loops;
}

/**
 * The loop's vertices without those where it runs straight on (its two
 * edges on one line), from the smallest; `first` is the position of the
 * edge that leaves it.
 */
function straightened(g: BoundaryGraph, xy: Coordinates, loop: readonly number[]): { vertices: number[]; first: number } {
  const count = loop.length;
  const kept: number[] = [];
  let first = -1;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const e = loop[i] as number;
    const before = loop[i === 0 ? count - 1 : i - 1] as number;
    // The edges of a boundary never turn back on themselves, so parallel means straight on.
    if (turn(xy, g.seg[before] as number, g.seg[e] as number) === 0) continue;
    const v = tail(g, e);
    if (v < best) {
      best = v;
      first = i;
    }
    kept.push(i);
  }
  const start = kept.indexOf(first);
  const vertices: number[] = new Array(kept.length);
  for (let k = 0; k < kept.length; k++) vertices[k] = tail(g, loop[kept[(start + k) % kept.length] as number] as number);
  return { vertices, first };
}
