import { orient2d, segmentsIntersect } from '../src/index.js';
import type { Suite } from './harness.js';
import type { BigPt } from './inputs.js';
import { orient2dBig, segIntersectBig } from './peers.js';

/*
 * Bigint coordinates (~2^100) against the plain BigInt evaluation of the
 * same formula reading the same arrays: the price of validation and
 * dispatch on input that has to be exact in BigInt anyway.
 */

function loopOrientOurs(P: readonly BigPt[]): number {
  let s = 0;
  for (let i = 0; i < P.length; i += 3) s += orient2d(P[i] as BigPt, P[i + 1] as BigPt, P[i + 2] as BigPt);
  return s;
}

function loopOrientPlain(P: readonly BigPt[]): number {
  let s = 0;
  for (let i = 0; i < P.length; i += 3) s += orient2dBig(P[i] as BigPt, P[i + 1] as BigPt, P[i + 2] as BigPt);
  return s;
}

export function bigintOrientSuite(set: { name: string; points: BigPt[] }): Suite {
  const P = set.points;
  return {
    topic: 'orient2d bigint',
    set: set.name,
    cases: P.length / 3,
    ours: 'orient2d',
    baseline: 'plain BigInt',
    impls: [
      { name: 'orient2d', run: () => loopOrientOurs(P) },
      { name: 'plain BigInt', run: () => loopOrientPlain(P) },
    ],
    analyse: () => {
      let wrong = 0;
      for (let i = 0; i < P.length; i += 3) {
        if (
          orient2d(P[i] as BigPt, P[i + 1] as BigPt, P[i + 2] as BigPt) !==
          orient2dBig(P[i] as BigPt, P[i + 1] as BigPt, P[i + 2] as BigPt)
        )
          wrong++;
      }
      return { filterMiss: 1, bigint: 1, wrong: { 'plain BigInt': wrong } };
    },
  };
}

type BigSeg = [BigPt, BigPt];

function loopSegOurs(S: readonly BigSeg[]): number {
  let s = 0;
  for (let i = 0; i < S.length; i += 2) s += +segmentsIntersect(S[i] as BigSeg, S[i + 1] as BigSeg);
  return s;
}

function loopSegPlain(S: readonly BigSeg[]): number {
  let s = 0;
  for (let i = 0; i < S.length; i += 2) {
    const a = S[i] as BigSeg;
    const b = S[i + 1] as BigSeg;
    s += +segIntersectBig(a[0], a[1], b[0], b[1]);
  }
  return s;
}

export function bigintSegmentsSuite(set: { name: string; segments: BigSeg[] }): Suite {
  const S = set.segments;
  return {
    topic: 'segmentsIntersect bigint',
    set: set.name,
    cases: S.length / 2,
    ours: 'segmentsIntersect',
    baseline: 'plain BigInt Ruby',
    impls: [
      { name: 'segmentsIntersect', run: () => loopSegOurs(S) },
      { name: 'plain BigInt Ruby', run: () => loopSegPlain(S) },
    ],
    analyse: () => {
      let wrong = 0;
      for (let i = 0; i < S.length; i += 2) {
        const a = S[i] as BigSeg;
        const b = S[i + 1] as BigSeg;
        if (segmentsIntersect(a, b) !== segIntersectBig(a[0], a[1], b[0], b[1])) wrong++;
      }
      return { filterMiss: 1, bigint: 1, wrong: { 'plain BigInt Ruby': wrong } };
    },
  };
}
