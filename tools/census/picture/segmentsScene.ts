import type { Segment2 } from '../../../src/index.js';
import { segmentIntersection } from '../../../src/index.js';
import type { Disagreement } from '../runCensus.js';
import type { CaseOf } from '../types.js';
import { RIGHT, SHAPE } from './colors.js';
import { distance, magnitude, nearestOnSegment, type RVec, rvec, ulp } from './geometry.js';
import type { Axes, Scene } from './scene.js';
import { insetHalf, project } from './scene.js';

/**
 * Two segments: the inset on their exact intersection point, where their
 * overlap starts, or (apart) the endpoint nearest the other segment.
 *
 * ```ts
 * segmentsScene(disagreement).focusWhat; // 'the exact intersection point'
 * ```
 */
export function segmentsScene(d: Disagreement): Scene {
  const c = d.case as CaseOf<'segments'>;
  const s = [rvec(c.s[0]), rvec(c.s[1])] as const;
  const t = [rvec(c.t[0]), rvec(c.t[1])] as const;
  const axes: Axes = [0, 1];
  const meet = segmentIntersection(c.s as unknown as Segment2, c.t as unknown as Segment2);
  let focus: RVec;
  let gap = 0;
  let focusWhat: string;
  if (meet.kind === 'point') {
    focus = [...meet.point];
    focusWhat = 'the exact intersection point';
  } else if (meet.kind === 'segment') {
    focus = [...meet.segment[0]];
    focusWhat = 'where the exact overlap starts';
  } else {
    const candidates = [
      { e: s[0], n: nearestOnSegment(s[0], t[0], t[1]) },
      { e: s[1], n: nearestOnSegment(s[1], t[0], t[1]) },
      { e: t[0], n: nearestOnSegment(t[0], s[0], s[1]) },
      { e: t[1], n: nearestOnSegment(t[1], s[0], s[1]) },
    ].map((x) => ({ ...x, gap: distance(x.e, x.n) }));
    candidates.sort((x, y) => x.gap - y.gap);
    const best = candidates[0] as { e: RVec; gap: number };
    focus = best.e;
    gap = best.gap;
    focusWhat = 'the endpoint nearest the other segment';
  }
  const color = SHAPE;
  return {
    axes: 'x–y',
    lines: [
      { p: project(s[0], axes), q: project(s[1], axes), color, width: 2 },
      { p: project(t[0], axes), q: project(t[1], axes), color, width: 2, dash: '6 3' },
    ],
    points: [
      { p: project(s[0], axes), color, shape: 'dot', label: 's' },
      { p: project(s[1], axes), color, shape: 'dot' },
      { p: project(t[0], axes), color, shape: 'dot', label: 't' },
      { p: project(t[1], axes), color, shape: 'dot' },
      { p: project(focus, axes), color: RIGHT, shape: 'ring' },
    ],
    fit: [s[0], s[1], t[0], t[1]].map((p) => project(p, axes)),
    focus: project(focus, axes),
    focusHalf: insetHalf(gap, [c.s[0], c.s[1], c.t[0], c.t[1]]),
    ulp: ulp(magnitude([c.s[0], c.s[1], c.t[0], c.t[1]])),
    focusWhat,
    gap,
    contact: meet.kind === 'point' ? 'point' : meet.kind === 'segment' ? 'more' : 'none',
  };
}
