import type { IntersectionPair, RationalPoint } from '../../index.js';
import { iterateSegmentIntersections } from '../../index.js';
import type { GeoStore } from './GeoStore.js';

/** Why a pair of segments is not noded. */
export type ProblemKind = 'crossing' | 'touch' | 'overlap' | 'duplicate';

/** The kinds, in the order the reports list them. */
export const KINDS: readonly ProblemKind[] = ['crossing', 'touch', 'overlap', 'duplicate'];

/**
 * Every pair of segments that keeps a set from being noded, in the sweep's
 * order (by shared point), held as three numbers a pair (the kind and both
 * segments, i < j): a report of millions costs tens of MB. The shared point
 * or piece is not kept; `segmentIntersection` gives it again, exactly, when
 * the report is written.
 */
export class NodingReport {
  private kinds = new Uint8Array(1024);
  private pairsOf = new Int32Array(2048);
  /** Problems found. */
  count = 0;
  /** Pairs of segments that meet, problems or not. */
  pairs = 0;
  /** Problems of each kind. */
  readonly counts: Record<ProblemKind, number> = { crossing: 0, touch: 0, overlap: 0, duplicate: 0 };

  add(kind: number, i: number, j: number): void {
    if (this.count === this.kinds.length) {
      const kinds = new Uint8Array(2 * this.kinds.length);
      kinds.set(this.kinds);
      this.kinds = kinds;
      const pairs = new Int32Array(2 * this.pairsOf.length);
      pairs.set(this.pairsOf);
      this.pairsOf = pairs;
    }
    this.kinds[this.count] = kind;
    this.pairsOf[2 * this.count] = i;
    this.pairsOf[2 * this.count + 1] = j;
    this.count++;
    this.counts[KINDS[kind] as ProblemKind]++;
  }

  /** Problem k: its kind and both segments. */
  problem(k: number): { kind: ProblemKind; i: number; j: number } {
    return {
      kind: KINDS[this.kinds[k] as number] as ProblemKind,
      i: this.pairsOf[2 * k] as number,
      j: this.pairsOf[2 * k + 1] as number,
    };
  }
}

/**
 * The pairs of the store's segments that keep them from being noded,
 * classified: every pair that shares a point is looked at (lazily: the
 * fine ones, segments meeting end to end, are dropped at once), up to
 * `maxPairs` of them (then the library's too_large error).
 *
 * ```ts
 * findProblems(store, 100).counts.crossing; // 1 for two crossing segments
 * ```
 */
export function findProblems(store: GeoStore, maxPairs: number): NodingReport {
  const report = new NodingReport();
  for (const p of iterateSegmentIntersections(store.segmentList(), { maxPairs })) {
    report.pairs++;
    const kind = classify(p, store);
    if (kind >= 0) report.add(kind, p.i, p.j);
  }
  return report;
}

/** The kind of a pair (an index of KINDS), or −1 when it is fine (segments meeting at an end of both). */
function classify(p: IntersectionPair, store: GeoStore): number {
  if (p.kind === 'segment') {
    const [a, b] = p.segment;
    const isEnd = (q: RationalPoint, s: number): boolean => store.isEnd(q[0], q[1], q[0].toNumber(), q[1].toNumber(), s);
    return isEnd(a, p.i) && isEnd(b, p.i) && isEnd(a, p.j) && isEnd(b, p.j) ? 3 : 2;
  }
  const [x, y] = p.point;
  const [dx, dy] = [x.toNumber(), y.toNumber()];
  const ends = +store.isEnd(x, y, dx, dy, p.i) + +store.isEnd(x, y, dx, dy, p.j);
  return ends === 2 ? -1 : ends === 1 ? 1 : 0;
}
