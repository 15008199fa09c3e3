import { createRequire } from 'node:module';
import { segmentIntersectionsFloat } from '../src/float/index.js';
import { segmentIntersections } from '../src/index.js';
import type { Suite } from './harness.js';
import type { Pt } from './inputs.js';
import { Rng } from './rng.js';

/*
 * segmentIntersections (every pair of segments that meet, exactly, with
 * Rational points) against the float sweeps of npm: isect's Bentley–Ottmann
 * sweep and its brute force (all pairs), sweepline-intersections, and our
 * own float reference (the textbook sweep in doubles). Each implementation
 * runs on the same segments in the form it takes (prepared once, outside
 * the timed loop) and returns the number of meeting pairs it reports (the
 * checksum). One case is one whole set.
 */

type Seg = [Pt, Pt];
type IsectSegment = { from: { x: number; y: number }; to: { x: number; y: number } };
type IsectResult = { point: { x: number; y: number }; segments: IsectSegment[] }[];
type Isect = Record<'sweep' | 'brute', (s: IsectSegment[], o: object) => { run(): IsectResult }>;

const require = createRequire(import.meta.url);
const isect = require('isect') as Isect;
const sweeplineIntersections = require('sweepline-intersections') as (geojson: object, ignoreSelf?: boolean) => Pt[];

/** A named set of segments for the arrangement suites. */
export type SegmentSetInput = { name: string; segments: Seg[] };

/**
 * n random segments of length `length` in the square [0, side]²: random
 * doubles, crossings at random points (about n²·length²/(π·side²) of them).
 */
export function randomSegments(rng: Rng, n: number, length: number, side: number): SegmentSetInput {
  const segments = Array.from({ length: n }, (): Seg => {
    const x = rng.range(0, side);
    const y = rng.range(0, side);
    const a = rng.range(0, 2 * Math.PI);
    return [
      [x, y],
      [x + Math.cos(a) * length, y + Math.sin(a) * length],
    ];
  });
  return { name: `random, n = ${n}, length ${length} in ${side}²`, segments };
}

/**
 * A dense grid of short segments, w·h of them with w·h crossings: in row r
 * (y = r + ½) horizontal pieces from x = 2k + ¼ to 2k + 1¾, in column c
 * (x = c + ½) vertical pieces from y = 2k + ¼ to 2k + 1¾, so that every
 * piece crosses two others and no two touch.
 */
export function denseGrid(w: number, h: number): SegmentSetInput {
  const segments: Seg[] = [];
  for (let r = 0; r < h; r++) {
    for (let k = 0; k < w / 2; k++)
      segments.push([
        [2 * k + 0.25, r + 0.5],
        [2 * k + 1.75, r + 0.5],
      ]);
  }
  for (let c = 0; c < w; c++) {
    for (let k = 0; k < h / 2; k++)
      segments.push([
        [c + 0.5, 2 * k + 0.25],
        [c + 0.5, 2 * k + 1.75],
      ]);
  }
  return { name: `dense grid ${w}×${h}: n = ${w * h}, ${w * h} crossings`, segments };
}

/** m horizontal and m vertical lines across each other: n = 2m, m² crossings. */
export function lineGrid(m: number): SegmentSetInput {
  const segments: Seg[] = [];
  for (let i = 0; i < m; i++) {
    segments.push([
      [0, i + 0.5],
      [m, i + 0.5],
    ]);
    segments.push([
      [i + 0.5, 0],
      [i + 0.5, m],
    ]);
  }
  return { name: `line grid ${m}×${m}: n = ${2 * m}, ${m * m} crossings`, segments };
}

/** Pairs in isect's answer: each point lists the segments through it. */
function isectPairs(result: IsectResult): number {
  let pairs = 0;
  for (const r of result) pairs += (r.segments.length * (r.segments.length - 1)) / 2;
  return pairs;
}

/**
 * The suite of one set. `brute` adds isect's brute force (quadratic: only
 * where it finishes in a few seconds).
 */
export function arrangementSuite(input: SegmentSetInput, brute = true): Suite {
  const { segments } = input;
  const objects: IsectSegment[] = segments.map(([p, q]) => ({ from: { x: p[0], y: p[1] }, to: { x: q[0], y: q[1] } }));
  const geojson = { type: 'Feature', properties: {}, geometry: { type: 'MultiLineString', coordinates: segments } };
  const unlimited = { maxPairs: Number.POSITIVE_INFINITY };
  const impls = [
    { name: 'segmentIntersections', run: () => segmentIntersections(segments, unlimited).length },
    { name: 'isect sweep', run: () => isectPairs(isect.sweep(objects, {}).run()) },
    ...(brute ? [{ name: 'isect brute force', run: () => isectPairs(isect.brute(objects, {}).run()) }] : []),
    { name: 'sweepline-intersections', run: () => sweeplineIntersections(geojson).length },
    {
      name: 'float sweep (ours)',
      run: () => segmentIntersectionsFloat(segments).reduce((n, r) => n + (r.segments.length * (r.segments.length - 1)) / 2, 0),
    },
  ];
  return {
    topic: 'segmentIntersections',
    set: input.name,
    cases: 1,
    ours: 'segmentIntersections',
    baseline: 'isect sweep',
    impls,
    analyse: () => ({ wrong: wrongPairs(segments, objects, geojson, brute) }),
  };
}

/** Per float implementation, how many pairs it misses or adds (for sweepline-intersections, which lists points only: the difference in count). */
function wrongPairs(segments: Seg[], objects: IsectSegment[], geojson: object, brute: boolean): Record<string, number> {
  const exact = new Set(segmentIntersections(segments, { maxPairs: Number.POSITIVE_INFINITY }).map((p) => `${p.i} ${p.j}`));
  const index = new Map(objects.map((o, k) => [o, k]));
  const differ = (pairs: Set<string>): number =>
    [...exact].filter((k) => !pairs.has(k)).length + [...pairs].filter((k) => !exact.has(k)).length;
  const ofGroups = (groups: number[][]): Set<string> =>
    new Set(groups.flatMap((g) => g.flatMap((i, a) => g.slice(a + 1).map((j) => (i < j ? `${i} ${j}` : `${j} ${i}`)))));
  const fromIsect = (r: IsectResult): Set<string> => ofGroups(r.map((x) => x.segments.map((s) => index.get(s) as number)));
  return {
    'isect sweep': differ(fromIsect(isect.sweep(objects, {}).run())),
    ...(brute ? { 'isect brute force': differ(fromIsect(isect.brute(objects, {}).run())) } : {}),
    'sweepline-intersections': Math.abs(sweeplineIntersections(geojson).length - exact.size),
    'float sweep (ours)': differ(ofGroups(segmentIntersectionsFloat(segments).map((r) => r.segments))),
  };
}

/** The two sets and the line grid, then sets for how time grows with n and with k. */
export function arrangementSuites(): Suite[] {
  const rng = new Rng(20260101);
  return [
    arrangementSuite(randomSegments(rng, 10_000, 3, 1000)),
    arrangementSuite(denseGrid(100, 100)),
    arrangementSuite(lineGrid(100)),
  ];
}

/** Sets for growth: n doubling at a fixed density of crossings, then k growing at fixed n (longer segments). */
export function arrangementGrowthSuites(): Suite[] {
  const rng = new Rng(20260102);
  const byN = [2_500, 5_000, 10_000, 20_000, 40_000].map((n) => randomSegments(rng, n, 3, 1000 * Math.sqrt(n / 10_000)));
  const byK = [3, 6, 12, 24].map((length) => randomSegments(rng, 10_000, length, 1000));
  return [...byN, ...byK].map((input) => ({ ...arrangementSuite(input, false), topic: 'segmentIntersections: growth' }));
}
