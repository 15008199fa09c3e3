import type { IntersectionPair, RationalPoint, Segment2 } from '../../index.js';
import { iterateSegmentIntersections, Rational } from '../../index.js';

/** Why a pair of segments is not noded. */
export type ProblemKind = 'crossing' | 'touch' | 'overlap' | 'duplicate';

/** One pair of segments that is not noded. */
export type Problem = {
  /** crossing: a point inside both; touch: an end of one inside the other; overlap: a shared piece; duplicate: the same segment. */
  kind: ProblemKind;
  /** The segments' positions, i < j. */
  i: number;
  j: number;
  /** The shared point, or the shared piece. */
  at: RationalPoint | [RationalPoint, RationalPoint];
};

/** Every problem pair, in the sweep's order (by shared point), and how many meeting pairs were looked at. */
export type NodingReport = { problems: Problem[]; pairs: number };

const isEnd = (p: RationalPoint, s: Segment2): boolean =>
  s.some((q) => p[0].equals(Rational.from(q[0])) && p[1].equals(Rational.from(q[1])));

/**
 * The pairs that keep `segments` from being noded, classified: every pair
 * that shares a point is looked at (lazily: the fine ones, segments meeting
 * end to end, are dropped at once), up to `maxPairs` of them.
 *
 * ```ts
 * findProblems([[[0, 0], [2, 2]], [[0, 2], [2, 0]]], 100).problems[0]?.kind; // 'crossing'
 * ```
 */
export function findProblems(segments: readonly Segment2[], maxPairs: number): NodingReport {
  const problems: Problem[] = [];
  let pairs = 0;
  for (const p of iterateSegmentIntersections(segments, { maxPairs })) {
    pairs++;
    const problem = classify(p, segments[p.i] as Segment2, segments[p.j] as Segment2);
    if (problem !== null) problems.push(problem);
  }
  return { problems, pairs };
}

function classify(p: IntersectionPair, s: Segment2, t: Segment2): Problem | null {
  const { i, j } = p;
  if (p.kind === 'segment') {
    const [a, b] = p.segment;
    const same = isEnd(a, s) && isEnd(b, s) && isEnd(a, t) && isEnd(b, t);
    return { kind: same ? 'duplicate' : 'overlap', i, j, at: p.segment };
  }
  const ends = +isEnd(p.point, s) + +isEnd(p.point, t);
  if (ends === 2) return null;
  return { kind: ends === 1 ? 'touch' : 'crossing', i, j, at: p.point };
}
