import type { Box, Point, Segment, SegmentIntersection } from '../src/index.js';
import { boxesOverlap, compareDistance, segmentIntersection, segmentsIntersect } from '../src/index.js';
import { rayTriangleOnDoubles } from '../src/triangle/lineTriangleOnDoubles.js';
import type { Triangle } from '../src/triangle/triangle.js';
import {
  boxesOverlapByHand,
  compareDistanceByHand,
  rayTriangleFilterByHand,
  segmentIntersectionByHand,
  segmentsIntersectByHand,
} from './handWrittenFastPaths.js';
import type { Suite } from './harness.js';
import type { Rng } from './rng.js';

/*
 * The fast paths that tools/predicates writes into an entry
 * (tools/predicates/fastPath.ts) against the hand-written code they
 * replaced (handWrittenFastPaths.ts), on the same arrays of random
 * doubles, each in its own loop: the generated entry must not be slower.
 */

type Pts = { p: Point[]; a: Point[]; b: Point[] };

const point = (rng: Rng, dim: 2 | 3): Point => Array.from({ length: dim }, () => rng.range(-1, 1)) as unknown as Point;

function pointTriples(rng: Rng, n: number, dim: 2 | 3): Pts {
  const set: Pts = { p: [], a: [], b: [] };
  for (let i = 0; i < n; i++) {
    set.p.push(point(rng, dim));
    set.a.push(point(rng, dim));
    set.b.push(point(rng, dim));
  }
  return set;
}

/** Boxes with centres in [-1, 1) and half-sides in [0.05, 0.6): about half the pairs overlap in 2D. */
function boxes(rng: Rng, n: number, dim: 2 | 3): Box[] {
  return Array.from({ length: n }, () => {
    const min: number[] = [];
    const max: number[] = [];
    for (let k = 0; k < dim; k++) {
      const c = rng.range(-1, 1);
      const h = rng.range(0.05, 0.6);
      min.push(c - h);
      max.push(c + h);
    }
    return { min, max } as unknown as Box;
  });
}

/** Segments with ends in [-1, 1)²: about 23% of the consecutive pairs meet (the checksum of segmentsIntersect). */
function segments(rng: Rng, n: number): Segment[] {
  return Array.from({ length: n }, () => [point(rng, 2), point(rng, 2)] as unknown as Segment);
}

// One loop function per contender, each calling its function directly:
// a loop shared by both would make the call site polymorphic.
function loopCloser({ p, a, b }: Pts): number {
  let s = 0;
  for (let i = 0; i < p.length; i++) s += compareDistance(p[i] as Point, a[i] as Point, b[i] as Point);
  return s;
}

function loopCloserByHand({ p, a, b }: Pts): number {
  let s = 0;
  for (let i = 0; i < p.length; i++) s += compareDistanceByHand(p[i] as Point, a[i] as Point, b[i] as Point);
  return s;
}

function loopOverlap(B: readonly Box[]): number {
  let s = 0;
  for (let i = 1; i < B.length; i++) s += +boxesOverlap(B[i - 1] as Box, B[i] as Box);
  return s;
}

function loopOverlapByHand(B: readonly Box[]): number {
  let s = 0;
  for (let i = 1; i < B.length; i++) s += +boxesOverlapByHand(B[i - 1] as Box, B[i] as Box);
  return s;
}

function loopMeet(S: readonly Segment[]): number {
  let s = 0;
  for (let i = 1; i < S.length; i++) s += +segmentsIntersect(S[i - 1] as Segment, S[i] as Segment);
  return s;
}

function loopMeetByHand(S: readonly Segment[]): number {
  let s = 0;
  for (let i = 1; i < S.length; i++) s += +segmentsIntersectByHand(S[i - 1] as Segment, S[i] as Segment);
  return s;
}

function loopCrossing(S: readonly Segment[]): number {
  let s = 0;
  for (let i = 1; i < S.length; i++) s += segmentIntersection(S[i - 1] as Segment, S[i] as Segment).kind.length;
  return s;
}

function loopCrossingByHand(S: readonly Segment[]): number {
  let s = 0;
  for (let i = 1; i < S.length; i++) s += segmentIntersectionByHand(S[i - 1] as Segment, S[i] as Segment).kind.length;
  return s;
}

function loopRay({ p, a }: Pts, T: readonly Triangle[]): number {
  let s = 0;
  for (let i = 0; i < p.length; i++) {
    const r = rayTriangleOnDoubles(p[i] as Point, a[i] as Point, T[i] as Triangle);
    s += typeof r === 'number' ? r : 2;
  }
  return s;
}

function loopRayByHand({ p, a }: Pts, T: readonly Triangle[]): number {
  let s = 0;
  for (let i = 0; i < p.length; i++) {
    const r = rayTriangleFilterByHand(p[i] as Point, a[i] as Point, T[i] as Triangle);
    s += r < 0 ? 2 : r;
  }
  return s;
}

/**
 * One input set, the generated entry's loop against the copy's, and the
 * cases where their answers differ (the copy is the entry's former code:
 * any difference is a bug).
 */
function suite(
  set: string,
  cases: number,
  loops: readonly [() => number, () => number],
  answers: readonly [(i: number) => number | string, (i: number) => number | string],
): Suite {
  const [ours, copy] = answers;
  return {
    topic: 'fast path',
    set,
    cases,
    ours: 'generated',
    baseline: 'hand-written',
    impls: [
      { name: 'generated', run: loops[0] },
      { name: 'hand-written', run: loops[1] },
    ],
    analyse: () => {
      let wrong = 0;
      for (let i = 0; i < cases; i++) if (ours(i) !== copy(i)) wrong++;
      return { wrong: { 'hand-written': wrong } };
    },
  };
}

function closerSuite(set: Pts, dim: 2 | 3): Suite {
  const { p, a, b } = set;
  return suite(
    `compareDistance, random doubles ${dim}D`,
    p.length,
    [() => loopCloser(set), () => loopCloserByHand(set)],
    [
      (i) => compareDistance(p[i] as Point, a[i] as Point, b[i] as Point),
      (i) => compareDistanceByHand(p[i] as Point, a[i] as Point, b[i] as Point),
    ],
  );
}

function overlapSuite(B: readonly Box[], dim: 2 | 3): Suite {
  return suite(
    `boxesOverlap, random double boxes ${dim}D`,
    B.length - 1,
    [() => loopOverlap(B), () => loopOverlapByHand(B)],
    [(i) => +boxesOverlap(B[i] as Box, B[i + 1] as Box), (i) => +boxesOverlapByHand(B[i] as Box, B[i + 1] as Box)],
  );
}

/** What two segments share, as text (exact coordinates), for comparing answers. */
const shared = (x: SegmentIntersection): string =>
  x.kind === 'none' ? 'none' : x.kind === 'point' ? `point ${x.point.join(' ')}` : `segment ${x.segment.flat().join(' ')}`;

function meetSuite(S: readonly Segment[]): Suite {
  return suite(
    'segmentsIntersect, random double segments',
    S.length - 1,
    [() => loopMeet(S), () => loopMeetByHand(S)],
    [
      (i) => +segmentsIntersect(S[i] as Segment, S[i + 1] as Segment),
      (i) => +segmentsIntersectByHand(S[i] as Segment, S[i + 1] as Segment),
    ],
  );
}

function crossingSuite(S: readonly Segment[]): Suite {
  return suite(
    'segmentIntersection, random double segments',
    S.length - 1,
    [() => loopCrossing(S), () => loopCrossingByHand(S)],
    [
      (i) => shared(segmentIntersection(S[i] as Segment, S[i + 1] as Segment)),
      (i) => shared(segmentIntersectionByHand(S[i] as Segment, S[i + 1] as Segment)),
    ],
  );
}

/**
 * rayTriangleOnDoubles (the generated reader and the ray filter) against the
 * hand-written reader and the same filter: origins and directions of the
 * triples' p and a, triangles of random points (b is unused).
 */
function raySuite(set: Pts, T: readonly Triangle[]): Suite {
  const { p, a } = set;
  const ours = (i: number): number => {
    const r = rayTriangleOnDoubles(p[i] as Point, a[i] as Point, T[i] as Triangle);
    return typeof r === 'number' ? r : 2;
  };
  const copy = (i: number): number => {
    const r = rayTriangleFilterByHand(p[i] as Point, a[i] as Point, T[i] as Triangle);
    return r < 0 ? 2 : r;
  };
  return suite(
    'rayTriangleOnDoubles, random rays and triangles',
    p.length,
    [() => loopRay(set, T), () => loopRayByHand(set, T)],
    [ours, copy],
  );
}

/** The generated fast paths against the hand-written ones, 2D and 3D where the entry takes both, n cases each. */
export function fastPathSuites(rng: Rng, n: number): Suite[] {
  return [
    closerSuite(pointTriples(rng, n, 2), 2),
    closerSuite(pointTriples(rng, n, 3), 3),
    overlapSuite(boxes(rng, n + 1, 2), 2),
    overlapSuite(boxes(rng, n + 1, 3), 3),
    meetSuite(segments(rng, n + 1)),
    crossingSuite(segments(rng, n + 1)),
    raySuite(
      pointTriples(rng, n, 3),
      Array.from({ length: n }, () => [point(rng, 3), point(rng, 3), point(rng, 3)] as unknown as Triangle),
    ),
  ];
}
