import type { SegmentLike } from '../core/coordinate.js';
import type { ArrangementOptions } from './arrangementOptions.js';
import { pairLimit } from './arrangementOptions.js';
import { collinearRuns } from './collinearRuns.js';
import { readSegmentSet } from './segmentSet.js';
import { Sweep } from './sweep.js';

/** The answer of `nodingCheck`: noded, or the first pair that is not. */
export type NodingCheck =
  | {
      /** Every two segments share at most one point, an endpoint of both. */
      noded: true;
    }
  | {
      /** Some pair shares a point interior to one of them, or more than one point. */
      noded: false;
      /** The first such pair [i, j], i < j, in (i, j) order. */
      pair: [number, number];
    };

/**
 * Whether a set of segments is noded: every two segments share at most one
 * point, and that point is an endpoint of both (so segments meet only end
 * to end, as the edges of a planar graph). Otherwise the first offending
 * pair in (i, j) order: a crossing, a T-junction, an overlap, an endpoint
 * (or a zero-length segment) inside another segment. Two zero-length
 * segments at one point, and duplicate endpoints, are fine. One exact
 * sweep, O((n + k) log n); the pairs that are fine are never listed, but
 * count against `options.maxPairs`.
 *
 * @example
 * ```ts
 * nodingCheck([[[0, 0], [1, 1]], [[1, 1], [2, 0]]]); // { noded: true }
 * nodingCheck([[[0, 0], [2, 0]], [[1, 0], [1, 1]], [[0, 0], [0, 1]]]); // { noded: false, pair: [0, 1] }
 * ```
 */
export function nodingCheck(segments: ArrayLike<SegmentLike>, options?: ArrangementOptions): NodingCheck {
  const fn = 'nodingCheck';
  const sweep = new Sweep(readSegmentSet(fn, segments), pairLimit(fn, options));
  let best: [number, number] | null = null;
  while (sweep.next()) {
    const pair = firstOffendingPairAt(sweep);
    if (pair !== null && (best === null || pair[0] < best[0] || (pair[0] === best[0] && pair[1] < best[1]))) best = pair;
  }
  return best === null ? { noded: true } : { noded: false, pair: best };
}

/*
 * At an event P, a pair is offending when one of its segments has P in its
 * interior (`passing`: it pairs with every other segment through P), or
 * when both start at P along one line (an overlap begins; an overlap with
 * a passing segment is already counted, and one that began earlier was
 * found where it began). The first of the first kind is the smallest index
 * through P with the smallest passing index other than itself; of the
 * second, in each run of one direction in `after`, its first two starts.
 */
function firstOffendingPairAt(sweep: Sweep): [number, number] | null {
  const { starts, zeros, block, passing, after } = sweep;
  let best: [number, number] | null = null;
  const offer = (i: number, j: number): void => {
    const [a, b] = i < j ? [i, j] : [j, i];
    if (best === null || a < best[0] || (a === best[0] && b < best[1])) best = [a, b];
  };
  if (passing.length > 0 && zeros.length + starts.length + block.length > 1) {
    let m1 = Number.POSITIVE_INFINITY;
    let m2 = Number.POSITIVE_INFINITY;
    for (const list of [zeros, starts, block]) {
      for (const s of list) {
        if (s < m1) [m1, m2] = [s, m1];
        else if (s < m2) m2 = s;
      }
    }
    let first = Number.POSITIVE_INFINITY;
    for (const s of passing) first = Math.min(first, s);
    offer(m1, sweep.passesHere(m1) ? m2 : first);
  }
  const runs = collinearRuns(sweep.set, after);
  for (let r = 0; r + 1 < runs.length; r++) {
    let first = -1;
    for (let k = runs[r] as number; k < (runs[r + 1] as number); k++) {
      const s = after[k] as number;
      if (sweep.passesHere(s)) continue;
      if (first < 0) first = s;
      else {
        offer(first, s);
        break;
      }
    }
  }
  return best;
}
