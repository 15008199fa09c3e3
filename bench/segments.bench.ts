import { segmentsIntersect } from '../src/index.js';
import { segmentPairFilter } from '../src/predicates/segmentPairFilter.js';
import { det2Stage } from '../test/support/det2Entries.js';
import type { Suite } from './harness.js';
import type { PairSet, Pt } from './inputs.js';
import { rsIntersect, segIntersectNaive } from './peers.js';

/* segmentsIntersect against the Ruby post's algorithm in doubles and robust-segment-intersect. */

type Seg = [Pt, Pt];

function loopOurs(S: readonly Seg[]): number {
  let s = 0;
  for (let i = 0; i < S.length; i += 2) s += +segmentsIntersect(S[i] as Seg, S[i + 1] as Seg);
  return s;
}

function loopNaive(S: readonly Seg[]): number {
  let s = 0;
  for (let i = 0; i < S.length; i += 2) {
    const a = S[i] as Seg;
    const b = S[i + 1] as Seg;
    s += +segIntersectNaive(a[0], a[1], b[0], b[1]);
  }
  return s;
}

/** Reads the eight coordinates and adds them: the cost of the memory traffic alone, a floor for every implementation. */
function loopReadOnly(S: readonly Seg[]): number {
  let s = 0;
  for (let i = 0; i < S.length; i += 2) {
    const a = S[i] as Seg;
    const b = S[i + 1] as Seg;
    const p = a[0];
    const q = a[1];
    const u = b[0];
    const v = b[1];
    s += p[0] + p[1] + q[0] + q[1] + u[0] + u[1] + v[0] + v[1];
  }
  return s;
}

function loopRobustSegmentIntersect(S: readonly Seg[]): number {
  let s = 0;
  for (let i = 0; i < S.length; i += 2) {
    const a = S[i] as Seg;
    const b = S[i + 1] as Seg;
    s += +rsIntersect(a[0], a[1], b[0], b[1]);
  }
  return s;
}

/** Orientation (a, b, c) as det2Stage arguments. */
function stage(a: Pt, b: Pt, c: Pt): number {
  return det2Stage(b[0], a[0], c[1], a[1], b[1], a[1], c[0], a[0]);
}

function analyse(S: readonly Seg[]) {
  let miss = 0;
  let big = 0;
  const wrong = { 'naive Ruby': 0, 'robust-segment-intersect': 0 };
  const n = S.length / 2;
  for (let i = 0; i < S.length; i += 2) {
    const [p, q] = S[i] as Seg;
    const [u, v] = S[i + 1] as Seg;
    if (segmentPairFilter(p[0], p[1], q[0], q[1], u[0], u[1], v[0], v[1]) < 0) miss++;
    if (Math.max(stage(p, q, u), stage(p, q, v), stage(u, v, p), stage(u, v, q)) === 2) big++;
    const exact = segmentsIntersect([p, q], [u, v]);
    if (segIntersectNaive(p, q, u, v) !== exact) wrong['naive Ruby']++;
    if (rsIntersect(p, q, u, v) !== exact) wrong['robust-segment-intersect']++;
  }
  return { filterMiss: miss / n, bigint: big / n, wrong };
}

export function segmentsSuite(set: PairSet, label = set.name): Suite {
  const S = set.segments;
  return {
    topic: 'segmentsIntersect',
    set: label,
    cases: S.length / 2,
    ours: 'segmentsIntersect',
    baseline: 'naive Ruby',
    impls: [
      { name: 'segmentsIntersect', run: () => loopOurs(S) },
      { name: 'naive Ruby', run: () => loopNaive(S) },
      { name: 'robust-segment-intersect', run: () => loopRobustSegmentIntersect(S) },
      { name: 'read only', run: () => loopReadOnly(S) },
    ],
    analyse: () => analyse(S),
  };
}
