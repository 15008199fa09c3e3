import { orient2d } from '../src/index.js';
import { det2Stage } from '../test/support/det2Entries.js';
import type { Suite } from './harness.js';
import type { Pt, TripleSet } from './inputs.js';
import { orient2dNaive, roOrient3, rpOrient2d, rpOrient2dChecked } from './peers.js';

/*
 * orient2d against the naive double formula (the floor), robust-predicates
 * and robust-orientation. Both peers return a double whose sign is the
 * opposite of ours (positive for clockwise in y-up axes): the analysis
 * compares -sign(peer) with our answer. "robust-predicates, checked" is the
 * same call under orient2d's contract (input checks, a sign for an answer):
 * the like-for-like comparison beside the bare one the target names.
 */

function loopOurs(P: readonly Pt[]): number {
  let s = 0;
  for (let i = 0; i < P.length; i += 3) s += orient2d(P[i] as Pt, P[i + 1] as Pt, P[i + 2] as Pt);
  return s;
}

function loopNaive(P: readonly Pt[]): number {
  let s = 0;
  for (let i = 0; i < P.length; i += 3) s += orient2dNaive(P[i] as Pt, P[i + 1] as Pt, P[i + 2] as Pt);
  return s;
}

/** Reads the six coordinates and adds them: the cost of the memory traffic alone, a floor for every implementation. */
function loopReadOnly(P: readonly Pt[]): number {
  let s = 0;
  for (let i = 0; i < P.length; i += 3) {
    const a = P[i] as Pt;
    const b = P[i + 1] as Pt;
    const c = P[i + 2] as Pt;
    s += a[0] + a[1] + b[0] + b[1] + c[0] + c[1];
  }
  return s;
}

function loopRobustPredicates(P: readonly Pt[]): number {
  let s = 0;
  for (let i = 0; i < P.length; i += 3) {
    const a = P[i] as Pt;
    const b = P[i + 1] as Pt;
    const c = P[i + 2] as Pt;
    s += rpOrient2d(a[0], a[1], b[0], b[1], c[0], c[1]);
  }
  return s;
}

function loopRobustPredicatesChecked(P: readonly Pt[]): number {
  let s = 0;
  for (let i = 0; i < P.length; i += 3) s += rpOrient2dChecked(P[i] as Pt, P[i + 1] as Pt, P[i + 2] as Pt);
  return s;
}

function loopRobustOrientation(P: readonly Pt[]): number {
  let s = 0;
  for (let i = 0; i < P.length; i += 3) s += roOrient3(P[i] as Pt, P[i + 1] as Pt, P[i + 2] as Pt);
  return s;
}

/** Untimed: which stage decides each case, and how often each peer's sign is wrong. */
function analyse(P: readonly Pt[]) {
  let miss = 0;
  let big = 0;
  const wrong = { naive: 0, 'robust-predicates': 0, 'robust-predicates, checked': 0, 'robust-orientation': 0 };
  const n = P.length / 3;
  for (let i = 0; i < P.length; i += 3) {
    const a = P[i] as Pt;
    const b = P[i + 1] as Pt;
    const c = P[i + 2] as Pt;
    const stage = det2Stage(b[0], a[0], c[1], a[1], b[1], a[1], c[0], a[0]);
    if (stage >= 1) miss++;
    if (stage === 2) big++;
    const exact = orient2d(a, b, c);
    if (Math.sign(orient2dNaive(a, b, c)) !== exact) wrong.naive++;
    if (-Math.sign(rpOrient2d(a[0], a[1], b[0], b[1], c[0], c[1])) !== exact) wrong['robust-predicates']++;
    if (rpOrient2dChecked(a, b, c) !== exact) wrong['robust-predicates, checked']++;
    if (-Math.sign(roOrient3(a, b, c)) !== exact) wrong['robust-orientation']++;
  }
  return { filterMiss: miss / n, bigint: big / n, wrong };
}

export function orient2dSuite(set: TripleSet, label = set.name): Suite {
  const P = set.points;
  return {
    topic: 'orient2d',
    set: label,
    cases: P.length / 3,
    ours: 'orient2d',
    baseline: 'naive',
    impls: [
      { name: 'orient2d', run: () => loopOurs(P) },
      { name: 'naive', run: () => loopNaive(P) },
      { name: 'robust-predicates', run: () => loopRobustPredicates(P) },
      { name: 'robust-predicates, checked', run: () => loopRobustPredicatesChecked(P) },
      { name: 'robust-orientation', run: () => loopRobustOrientation(P) },
      { name: 'read only', run: () => loopReadOnly(P) },
    ],
    analyse: () => analyse(P),
  };
}
