import { orient2d, orient2dMany, segmentsIntersect, segmentsIntersectMany } from '../src/index.js';
import type { Suite } from './harness.js';
import type { PairSet, Pt, TripleSet } from './inputs.js';

/*
 * The batch API against the single-call API on the same values: the batch
 * reads one Float64Array, the single calls read `[x, y]` arrays. Reported
 * per item.
 */

function loopOrient(P: readonly Pt[]): number {
  let s = 0;
  for (let i = 0; i < P.length; i += 3) s += orient2d(P[i] as Pt, P[i + 1] as Pt, P[i + 2] as Pt);
  return s;
}

function sumInt8(out: Int8Array): number {
  let s = 0;
  for (let i = 0; i < out.length; i++) s += out[i] as number;
  return s;
}

export function orientBatchSuite(set: TripleSet): Suite {
  const P = set.points;
  const out = new Int8Array(P.length / 3);
  return {
    topic: 'batch orient2dMany',
    set: set.name,
    cases: P.length / 3,
    ours: 'orient2dMany',
    baseline: 'orient2d',
    impls: [
      { name: 'orient2dMany', run: () => sumInt8(orient2dMany(set.flat, out)) },
      { name: 'orient2d', run: () => loopOrient(P) },
    ],
  };
}

type Seg = [Pt, Pt];

function loopSegments(S: readonly Seg[]): number {
  let s = 0;
  for (let i = 0; i < S.length; i += 2) s += +segmentsIntersect(S[i] as Seg, S[i + 1] as Seg);
  return s;
}

function sumUint8(out: Uint8Array): number {
  let s = 0;
  for (let i = 0; i < out.length; i++) s += out[i] as number;
  return s;
}

export function segmentsBatchSuite(set: PairSet): Suite {
  const S = set.segments;
  const out = new Uint8Array(S.length / 2);
  return {
    topic: 'batch segmentsIntersectMany',
    set: set.name,
    cases: S.length / 2,
    ours: 'segmentsIntersectMany',
    baseline: 'segmentsIntersect',
    impls: [
      { name: 'segmentsIntersectMany', run: () => sumUint8(segmentsIntersectMany(set.flat, out)) },
      { name: 'segmentsIntersect', run: () => loopSegments(S) },
    ],
  };
}
