import { segmentIntersectionsFloat, snapRoundFloat } from '../../src/float/index.js';
import type { RationalPoint } from '../../src/index.js';
import { nodingCheck, segmentIntersections, snapRound } from '../../src/index.js';
import type { Algorithm } from './algorithms.js';
import type { CaseOf, Pt, Verdict } from './types.js';

/*
 * The arrangement algorithms of the census, on sets of segments: the float
 * sweep against segmentIntersections (verdict: how many pairs of segments
 * meet), and float snap rounding against snapRound (verdict: whether the
 * rounded polylines meet only at shared vertices, as snap rounding
 * promises).
 */

type SetCase = CaseOf<'segmentSet'>;
const unlimited = { maxPairs: Number.POSITIVE_INFINITY };

/** Pairs in the float sweep's answer: each point lists the segments through it. */
function floatPairs(c: SetCase): number {
  return segmentIntersectionsFloat(c.segments).reduce((n, r) => n + (r.segments.length * (r.segments.length - 1)) / 2, 0);
}

/** A polyline's edges, each once, lone vertices as zero-length segments: what "meet only at shared vertices" is checked on. */
export function polylineEdges<P extends readonly unknown[]>(lines: readonly (readonly P[])[]): [P, P][] {
  const out = new Map<string, [P, P]>();
  for (const line of lines) {
    if (line.length === 1) out.set(String(line[0]), [line[0] as P, line[0] as P]);
    for (let k = 0; k + 1 < line.length; k++) {
      const [a, b] = [String(line[k]), String(line[k + 1])].sort();
      out.set(`${a} ${b}`, [line[k] as P, line[k + 1] as P]);
    }
  }
  return [...out.values()];
}

const pairWords = (v: Verdict): string => `${v} meeting pair${v === 1 ? '' : 's'}`;

/** segmentIntersectionsFloat against segmentIntersections: the number of pairs of segments that meet. */
const intersectionsAlg: Algorithm<'segmentSet'> = {
  name: 'segmentIntersectionsFloat',
  exactName: 'segmentIntersections',
  method: 'the textbook Bentley–Ottmann sweep',
  kind: 'segmentSet',
  dims: [2],
  float: floatPairs,
  exact: (c) => segmentIntersections(c.segments, unlimited).length,
  isHit: (v) => v !== 0,
  describe: (v) => pairWords(v),
  floatPoints: (c) => segmentIntersectionsFloat(c.segments).map((r) => r.point),
};

/** snapRoundFloat against snapRound: true when the rounded polylines meet only at shared vertices. */
const snapAlg: Algorithm<'segmentSet'> = {
  name: 'snapRoundFloat',
  exactName: 'snapRound',
  method: 'snap rounding (Hobby) in doubles',
  kind: 'segmentSet',
  dims: [2],
  float: (c) => nodingCheck(polylineEdges(snapRoundFloat(c.segments, c.grid)), unlimited).noded,
  exact: (c) => nodingCheck(polylineEdges(snapRound(c.segments, c.grid, unlimited)), unlimited).noded,
  // The event snap rounding must never produce: polylines crossing (or touching) away from a shared vertex.
  isHit: (v) => v === false,
  describe: (v) => (v === false ? 'a crossing after rounding' : 'meet only at shared vertices'),
  floatPoints: (c) => snapRoundFloat(c.segments, c.grid).flat() as Pt[],
};

/** The exact rounded polylines, for the gallery. */
export function exactPolylines(c: SetCase): RationalPoint[][] {
  return snapRound(c.segments, c.grid, unlimited);
}

/** The census's arrangement algorithms, in report order. */
export const ARRANGEMENT_ALGORITHMS: readonly Algorithm[] = [intersectionsAlg, snapAlg] as readonly Algorithm[];
