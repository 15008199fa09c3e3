import type { IntersectionPair } from '../../src/arrangement/segmentIntersections.js';
import type { SegmentLike } from '../../src/index.js';
import { segmentIntersection } from '../../src/index.js';

/**
 * The reference for every arrangement test: segmentIntersection on every
 * pair i < j, in (i, j) order. Quadratic, and obviously what the sweep must
 * find.
 */
export function allPairs(segments: readonly SegmentLike[]): IntersectionPair[] {
  const out: IntersectionPair[] = [];
  for (let i = 0; i < segments.length; i++) {
    for (let j = i + 1; j < segments.length; j++) {
      const x = segmentIntersection(segments[i] as SegmentLike, segments[j] as SegmentLike);
      if (x.kind === 'point') out.push({ i, j, kind: 'point', point: x.point });
      else if (x.kind === 'segment') out.push({ i, j, kind: 'segment', segment: x.segment });
    }
  }
  return out;
}

/** Pairs as strings, for readable comparisons: `0 1 point 1,1`. */
export function showPairs(pairs: readonly IntersectionPair[]): string[] {
  return pairs.map((p) =>
    p.kind === 'point'
      ? `${p.i} ${p.j} point ${p.point.join(',')}`
      : `${p.i} ${p.j} segment ${p.segment.map((q) => q.join(',')).join(' ')}`,
  );
}
