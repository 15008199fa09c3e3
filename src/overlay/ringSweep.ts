import { NO_LIMIT } from '../arrangement/arrangementOptions.js';
import { turn } from '../arrangement/eventOrder.js';
import { Sweep } from '../arrangement/sweep.js';
import type { OverlayEdges } from './overlayEdges.js';

/*
 * One exact sweep over the edges of rings that should form a valid polygon
 * set, finding what breaks rules 1–4 of a polygon result without building
 * a single point: at every event P, the edges through P tell
 *
 * - a crossing interior to two edges, or collinear edges overlapping: the
 *   rings cross or share a piece of edge (one ring: it is not simple);
 * - how many times each ring passes through P (an edge's end counts once,
 *   an edge with P inside it twice: a ring through P more than once is not
 *   simple);
 * - around P, the directions of the edges in counterclockwise order (those
 *   of `after` bottom to top, then those of `block` top to bottom): two
 *   rings cross at P exactly when their pairs of directions interleave;
 * - at a ring's smallest vertex (both its edges start there): its
 *   orientation (counterclockwise when the edge it leaves by is the lower
 *   one) and the ring it lies in, from the edge just below its lower edge:
 *   inside that edge's ring when the inside of that ring is above the edge,
 *   else beside it (in the same ring as it).
 */

/** What the sweep found: the first broken rule (by sweep order), or every ring's orientation and parent, and the touches. */
export type RingSweep =
  | {
      readonly broken: 'self_intersection' | 'rings_overlap' | 'rings_cross';
      readonly ring: number;
      readonly other: number;
      readonly event: EventPoint;
    }
  | {
      readonly broken: null;
      /** 1 when ring r turns counterclockwise, 0 when clockwise. */
      readonly ccw: Uint8Array;
      /** The ring whose inside holds ring r, −1 for none. */
      readonly parent: Int32Array;
      /** Points where several rings meet: the rings at each, in order of events. */
      readonly touches: readonly (readonly number[])[];
      /** The event point of each touch. */
      readonly touchPoints: readonly EventPoint[];
      /** For ring r, the event of its smallest vertex, in sweep order (rank among events). */
      readonly first: Int32Array;
    };

/** An event's point: an endpoint code (2s + end), or a crossing of two segments. */
export type EventPoint = { readonly code: number; readonly a: number; readonly b: number };

/**
 * Sweeps the rings' edges (each ring's windings counting for its own key:
 * key[s] is the ring of segment s; no zero-length edge). `rings` is the
 * number of rings.
 *
 * ```ts
 * sweepRings(readOverlayEdges('f', [{ rings: [[[0, 0], [1, 0], [0, 1]]], key: 0, name: 'r' }]), 1).broken; // null
 * ```
 */
export function sweepRings(edges: OverlayEdges, rings: number): RingSweep {
  const { segments, key } = edges;
  const { flipped } = segments;
  const sweep = new Sweep(segments, NO_LIMIT);
  const ccw = new Uint8Array(rings);
  const parent = new Int32Array(rings).fill(-1);
  const first = new Int32Array(rings).fill(-1);
  const seen = new Int32Array(rings).fill(-1);
  const count = new Int32Array(rings);
  const touches: number[][] = [];
  const touchPoints: EventPoint[] = [];
  const around: number[] = [];
  const here: number[] = [];
  const stack: number[] = [];
  let v = -1;
  while (sweep.next()) {
    v++;
    const point: EventPoint = { code: sweep.pointCode, a: sweep.crossA, b: sweep.crossB };
    const { block, after, runs, passing } = sweep;
    if (sweep.pointCode < 0) {
      const a = key[sweep.crossA] as number;
      const b = key[sweep.crossB] as number;
      return { broken: a === b ? 'self_intersection' : 'rings_cross', ring: Math.min(a, b), other: Math.max(a, b), event: point };
    }
    const overlap = collinearPair(segments, after) ?? blockOverlap(block, runs);
    if (overlap !== null) {
      const a = key[overlap[0]] as number;
      const b = key[overlap[1]] as number;
      return {
        broken: a === b ? 'self_intersection' : 'rings_overlap',
        ring: Math.min(a, b),
        other: Math.max(a, b),
        event: point,
      };
    }
    // The directions around P, counterclockwise, as the rings they belong to.
    around.length = 0;
    for (const s of after) around.push(key[s] as number);
    for (let i = block.length - 1; i >= 0; i--) around.push(key[block[i] as number] as number);
    here.length = 0;
    for (const r of around) {
      if (seen[r] !== v) {
        seen[r] = v;
        count[r] = 0;
        here.push(r);
      }
      count[r] = (count[r] as number) + 1;
    }
    for (const r of here) {
      if (count[r] !== 2) return { broken: 'self_intersection', ring: r, other: r, event: point };
    }
    if (here.length > 1) {
      // Non-interleaved pairs nest like parentheses: each second visit closes the innermost open ring.
      stack.length = 0;
      for (const r of around) {
        if (stack.length > 0 && stack[stack.length - 1] === r) stack.pop();
        else if (stack.includes(r)) {
          const other = stack[stack.length - 1] as number;
          return { broken: 'rings_cross', ring: Math.min(r, other), other: Math.max(r, other), event: point };
        } else stack.push(r);
      }
      touches.push(here.slice());
      touchPoints.push(point);
    }
    // Rings starting here: both their edges leave P, so they are in `after` (a passing edge cannot be a ring's first).
    for (let k = 0; k < after.length; k++) {
      const s = after[k] as number;
      const r = key[s] as number;
      if (first[r] !== -1 || passing.includes(s)) continue;
      first[r] = v;
      // s is the lower of the ring's two edges here: the ring turns counterclockwise when it leaves along it (start to end).
      ccw[r] = flipped[s] === 0 ? 1 : 0;
      const below = k > 0 ? (after[k - 1] as number) : sweep.below;
      parent[r] = below < 0 ? -1 : enclosing(below, key, flipped, ccw, parent);
    }
  }
  return { broken: null, ccw, parent, touches, touchPoints, first };
}

/**
 * The ring whose inside holds the region just above segment s: s's own
 * ring when its inside is above s (to the left going from start to end for
 * a counterclockwise ring, to the right for a clockwise one), else the ring
 * that holds s's ring.
 */
function enclosing(s: number, key: Int32Array, flipped: Uint8Array, ccw: Uint8Array, parent: Int32Array): number {
  const q = key[s] as number;
  // Traversed start to end (not flipped), a counterclockwise ring has its inside on its left: above.
  const insideAbove = (ccw[q] === 1) === (flipped[s] === 0);
  return insideAbove ? q : (parent[q] as number);
}

/** Two collinear segments leaving the event together (an overlap starts), or null. */
function collinearPair(xy: OverlayEdges['segments'], after: readonly number[]): [number, number] | null {
  for (let k = 1; k < after.length; k++) {
    const s = after[k - 1] as number;
    const t = after[k] as number;
    if (turn(xy, s, t) === 0) return [s, t];
  }
  return null;
}

/** Two segments of one run of the block (collinear through the event), or null. */
function blockOverlap(block: readonly number[], runs: readonly number[]): [number, number] | null {
  for (let r = 0; r + 1 < runs.length; r++) {
    const lo = runs[r] as number;
    if ((runs[r + 1] as number) - lo > 1) return [block[lo] as number, block[lo + 1] as number];
  }
  return null;
}
