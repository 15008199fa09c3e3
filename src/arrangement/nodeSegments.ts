import type { RationalPoint } from '../constructions/segmentIntersection.js';
import type { Coordinate, SegmentLike } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';
import type { ArrangementOptions } from './arrangementOptions.js';
import { pairLimit } from './arrangementOptions.js';
import { readSegmentSet } from './segmentSet.js';
import { Sweep } from './sweep.js';

/** One piece of a noded set, and the input segments it lies on. */
export type NodedSegment = {
  /** The piece, from the end nearer its first source segment's first point. */
  segment: [RationalPoint, RationalPoint];
  /** The positions of the input segments that contain the piece, ascending. */
  sources: number[];
};

/**
 * Every segment split at every point it shares with another segment
 * (crossings, T-junctions, the ends of overlaps, zero-length segments on
 * it), exactly: the result is noded (`nodingCheck` says so). Pieces that
 * several segments share (overlaps, duplicates) appear once, listing all of
 * them in `sources`. Pieces come in input order: segment 0's pieces from its
 * first point to its second, then the new pieces of segment 1, and so on. A
 * zero-length segment gives one zero-length piece. `options.maxPairs` limits
 * the pairs of segments that meet, as for `segmentIntersections`.
 *
 * @example
 * ```ts
 * nodeSegments([[[0, 0], [2, 2]], [[0, 2], [2, 0]]]).map((p) => p.segment.map((q) => q.join(',')).join(' '));
 * // ['0,0 1,1', '1,1 2,2', '0,2 1,1', '1,1 2,0']
 * ```
 */
export function nodeSegments(segments: ArrayLike<SegmentLike>, options?: ArrangementOptions): NodedSegment[] {
  const fn = 'nodeSegments';
  const set = readSegmentSet(fn, segments);
  const { n, c, flipped } = set;
  // Interior points of each segment, in sweep order (from its start to its end).
  const cuts: (RationalPoint[] | undefined)[] = new Array(n);
  const sweep = new Sweep(set, pairLimit(fn, options));
  while (sweep.next()) {
    if (sweep.passing.length === 0) continue;
    const P = sweep.point();
    for (const s of sweep.passing) {
      let list = cuts[s];
      if (list === undefined) cuts[s] = list = [];
      list.push(P);
    }
  }
  const out: NodedSegment[] = [];
  // Pieces by their ends' nearest doubles; equal keys are told apart exactly.
  const seen = new Map<string, NodedSegment[]>();
  for (let s = 0; s < n; s++) {
    const at = (k: number): RationalPoint => [
      Rational.from(c[4 * s + k] as Coordinate),
      Rational.from(c[4 * s + k + 1] as Coordinate),
    ];
    const points = [at(0), ...(cuts[s] ?? []), at(2)];
    if (flipped[s] === 1) points.reverse();
    const count = Math.max(points.length - 1, 1);
    for (let k = 0; k < count; k++) {
      const a = points[k] as RationalPoint;
      const b = points[k + 1] ?? a;
      const key = pieceKey(a, b);
      const bucket = seen.get(key);
      const old = bucket?.find((piece) => samePiece(piece.segment, a, b));
      if (old !== undefined) {
        if (old.sources[old.sources.length - 1] !== s) old.sources.push(s);
        continue;
      }
      const piece: NodedSegment = { segment: [a, b], sources: [s] };
      if (bucket === undefined) seen.set(key, [piece]);
      else bucket.push(piece);
      out.push(piece);
    }
  }
  return out;
}

/**
 * The same string for a piece in either direction, from its ends' nearest
 * doubles (a lazy point's are known: no fraction is built). Pieces with one
 * key are the same piece only if samePiece says so.
 */
function pieceKey(a: RationalPoint, b: RationalPoint): string {
  const ka = `${a[0].toNumber()},${a[1].toNumber()}`;
  const kb = `${b[0].toNumber()},${b[1].toNumber()}`;
  return ka < kb ? `${ka} ${kb}` : `${kb} ${ka}`;
}

/** True when the piece [p, q] has the ends a and b, in either order (exact comparisons). */
function samePiece([p, q]: readonly [RationalPoint, RationalPoint], a: RationalPoint, b: RationalPoint): boolean {
  const same = (x: RationalPoint, y: RationalPoint) => x[0].equals(y[0]) && x[1].equals(y[1]);
  return (same(p, a) && same(q, b)) || (same(p, b) && same(q, a));
}
