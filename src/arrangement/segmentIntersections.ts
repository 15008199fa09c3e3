import type { RationalPoint } from '../constructions/segmentIntersection.js';
import type { Coordinate, SegmentLike } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';
import type { ArrangementOptions } from './arrangementOptions.js';
import { pairLimit } from './arrangementOptions.js';
import { compareEndpoints, turn } from './eventOrder.js';
import { readSegmentSet } from './segmentSet.js';
import { Sweep } from './sweep.js';

/** Two segments of a set, i < j their positions, and what they share. */
export type IntersectionPair =
  | {
      /** The position of the first segment. */
      i: number;
      /** The position of the second segment, i < j. */
      j: number;
      /** They share exactly one point. */
      kind: 'point';
      /** The shared point. */
      point: RationalPoint;
    }
  | {
      /** The position of the first segment. */
      i: number;
      /** The position of the second segment, i < j. */
      j: number;
      /** They are collinear and overlap along a segment of positive length. */
      kind: 'segment';
      /** The shared segment's endpoints, the lower one first in (x, then y) order. */
      segment: [RationalPoint, RationalPoint];
    };

/**
 * Every pair of segments that share a point, with the exact shared point or
 * (collinear overlap) the shared segment, sorted by (i, j). Crossings,
 * touching ends, T-junctions, overlaps, many segments through one point,
 * vertical and zero-length segments all count. An output-sensitive sweep
 * (Bentley–Ottmann with every comparison exact): O((n + k) log n) for n
 * segments and k pairs.
 *
 * @example
 * ```ts
 * segmentIntersections([[[0, 0], [2, 2]], [[0, 2], [2, 0]], [[3, 0], [4, 0]]]);
 * // [{ i: 0, j: 1, kind: 'point', point: [1, 1] }]  (Rationals)
 * ```
 */
export function segmentIntersections(segments: ArrayLike<SegmentLike>, options?: ArrangementOptions): IntersectionPair[] {
  const fn = 'segmentIntersections';
  const out: IntersectionPair[] = [];
  const sweep = new Sweep(readSegmentSet(fn, segments), pairLimit(fn, options));
  while (sweep.next()) pairsAt(sweep, out);
  return out.sort((a, b) => a.i - b.i || a.j - b.j);
}

/**
 * The pairs of `segmentIntersections`, lazily, in the order the sweep finds
 * them: by shared point (the start of an overlap), in (x, then y) order,
 * then by (i, j). Stop early and the rest is never computed. The segments
 * are read (each coordinate once) and checked when it is called, so bad
 * input throws there, not when iterated.
 *
 * @example
 * ```ts
 * const first = iterateSegmentIntersections([[[0, 0], [2, 2]], [[0, 2], [2, 0]]]).next().value;
 * first?.kind; // 'point'
 * ```
 */
export function iterateSegmentIntersections(
  segments: ArrayLike<SegmentLike>,
  options?: ArrangementOptions,
): Generator<IntersectionPair, void, undefined> {
  const fn = 'iterateSegmentIntersections';
  return sweepPairs(new Sweep(readSegmentSet(fn, segments), pairLimit(fn, options)));
}

/** The pairs of a sweep, event by event, each event's by (i, j). */
function* sweepPairs(sweep: Sweep): Generator<IntersectionPair, void, undefined> {
  const out: IntersectionPair[] = [];
  while (sweep.next()) {
    out.length = 0;
    pairsAt(sweep, out);
    out.sort((a, b) => a.i - b.i || a.j - b.j);
    yield* out;
  }
}

/*
 * Pairs at one event P (their count is Sweep's pairsHere). Every two
 * segments through P share P, and a pair that is not collinear shares
 * nothing else, so it is reported here. A collinear pair shares a segment
 * that began at the larger of their starts: it is reported at the event
 * where one of them starts, and skipped at the later events along the
 * overlap (where both are held). So: zero-length segments pair with
 * everything; segments starting at P pair with everything else; held
 * segments pair with held segments of other directions (the held ones come
 * in runs of one direction).
 */
function pairsAt(sweep: Sweep, out: IntersectionPair[]): void {
  if (sweep.pairsHere === 0) return;
  const { starts, zeros, block, runs } = sweep;
  const z = zeros.length;
  const u = starts.length;
  const b = block.length;
  const P = sweep.point();
  const point = (i: number, j: number): void => {
    out.push(i < j ? { i, j, kind: 'point', point: [P[0], P[1]] } : { i: j, j: i, kind: 'point', point: [P[0], P[1]] });
  };
  for (let k = 0; k < z; k++) {
    const s = zeros[k] as number;
    for (let m = k + 1; m < z; m++) point(s, zeros[m] as number);
    for (const t of starts) point(s, t);
    for (const t of block) point(s, t);
  }
  for (let k = 0; k < u; k++) {
    const s = starts[k] as number;
    for (let m = k + 1; m < u; m++) startPair(sweep, s, starts[m] as number, P, out);
    for (const t of block) startPair(sweep, s, t, P, out);
  }
  for (let r = 0; r + 1 < runs.length; r++) {
    for (let k = runs[r] as number; k < (runs[r + 1] as number); k++) {
      for (let m = runs[r + 1] as number; m < b; m++) point(block[k] as number, block[m] as number);
    }
  }
}

/** The pair of s, starting at P, and t through P: one point, or the overlap from P to the nearer end. */
function startPair(sweep: Sweep, s: number, t: number, P: RationalPoint, out: IntersectionPair[]): void {
  const [i, j] = s < t ? [s, t] : [t, s];
  const set = sweep.set;
  const c = set.c;
  if (sweep.endsHere(t) || turn(set, s, t) !== 0) {
    out.push({ i, j, kind: 'point', point: [P[0], P[1]] });
    return;
  }
  const e = compareEndpoints(set, 2 * s + 1, 2 * t + 1) <= 0 ? 2 * s + 1 : 2 * t + 1;
  const end: RationalPoint = [Rational.from(c[2 * e] as Coordinate), Rational.from(c[2 * e + 1] as Coordinate)];
  out.push({ i, j, kind: 'segment', segment: [[P[0], P[1]], end] });
}
