import { createRequire } from 'node:module';
import { convexHullFloat, pointInPolygonFloat } from '../src/float/index.js';
import { convexHull, pointInPolygon, preparePolygon } from '../src/index.js';
import type { Suite, SuiteResult } from './harness.js';
import type { TargetCheck } from './report.js';
import type { Rng } from './rng.js';

/*
 * Polygons: pointInPolygon against point-in-polygon (PNPOLY in doubles),
 * point-in-polygon-hao and robust-point-in-polygon on random points and
 * 1000-vertex polygons; convexHull against monotone-convex-hull-2d on 10^5
 * random points; preparePolygon's queries against pointInPolygon calls on a
 * 10 000-vertex polygon. Every implementation reads the same arrays.
 */

const require = createRequire(import.meta.url);
/** point-in-polygon: PNPOLY in doubles; true inside. */
const pip = require('point-in-polygon') as (p: number[], vs: number[][]) => boolean;
/** robust-point-in-polygon: -1 inside, 0 on the boundary, 1 outside. */
const rpip = require('robust-point-in-polygon') as (vs: number[][], p: number[]) => number;
/** monotone-convex-hull-2d: the hull's indices, counterclockwise. */
const monotoneHull = require('monotone-convex-hull-2d') as (points: number[][]) => number[];
/** point-in-polygon-hao: true inside, false outside, 0 on the boundary; rings closed (last = first). */
const hao = require('point-in-polygon-hao') as (p: number[], rings: number[][][]) => boolean | 0;

type Pt = number[];

/** A star-shaped polygon of n vertices around (0, 0), radii uniform in [0.5, 1): simple, with many edges at any height. */
function starPolygon(rng: Rng, n: number): Pt[] {
  const ring: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    const r = rng.range(0.5, 1);
    ring.push([r * Math.cos(a), r * Math.sin(a)]);
  }
  return ring;
}

/** Query points uniform in [−1.1, 1.1)²: about half inside a star polygon. */
function queryPoints(rng: Rng, n: number): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i < n; i++) pts.push([rng.range(-1.1, 1.1), rng.range(-1.1, 1.1)]);
  return pts;
}

/** Polygons and the queries against each: query i asks about polygon ⌊i·count/queries⌋. */
export type PolygonSet = { name: string; polygons: Pt[][]; closed: Pt[][][]; queries: Pt[]; per: number };

export function polygonSet(rng: Rng, count: number, vertices: number, queries: number): PolygonSet {
  const polygons = Array.from({ length: count }, () => starPolygon(rng, vertices));
  return {
    name: `${count} random ${vertices}-vertex polygons, ${queries} random points`,
    polygons,
    closed: polygons.map((p) => [[...p, p[0] as Pt]]),
    queries: queryPoints(rng, queries),
    per: Math.ceil(queries / count),
  };
}

function loopOurs(S: PolygonSet): number {
  let s = 0;
  const { polygons, queries, per } = S;
  for (let i = 0; i < queries.length; i++) {
    const rings = [polygons[(i / per) | 0] as Pt[]];
    s += +(pointInPolygon(queries[i] as Pt, rings) !== 'outside');
  }
  return s;
}

function loopPip(S: PolygonSet): number {
  let s = 0;
  const { polygons, queries, per } = S;
  for (let i = 0; i < queries.length; i++) s += +pip(queries[i] as Pt, polygons[(i / per) | 0] as Pt[]);
  return s;
}

function loopRobust(S: PolygonSet): number {
  let s = 0;
  const { polygons, queries, per } = S;
  for (let i = 0; i < queries.length; i++) s += +(rpip(polygons[(i / per) | 0] as Pt[], queries[i] as Pt) <= 0);
  return s;
}

function loopHao(S: PolygonSet): number {
  let s = 0;
  const { closed, queries, per } = S;
  for (let i = 0; i < queries.length; i++) s += +(hao(queries[i] as Pt, closed[(i / per) | 0] as Pt[][]) !== false);
  return s;
}

function loopFloat(S: PolygonSet): number {
  let s = 0;
  const { polygons, queries, per } = S;
  for (let i = 0; i < queries.length; i++) {
    const rings = [polygons[(i / per) | 0] as Pt[]];
    s += +pointInPolygonFloat(queries[i] as Pt, rings);
  }
  return s;
}

function analysePoints(S: PolygonSet) {
  const wrong = { 'point-in-polygon': 0, 'point-in-polygon-hao': 0, 'robust-point-in-polygon': 0 };
  const { polygons, closed, queries, per } = S;
  for (let i = 0; i < queries.length; i++) {
    const p = queries[i] as Pt;
    const poly = polygons[(i / per) | 0] as Pt[];
    const exact = pointInPolygon(p, [poly]) !== 'outside';
    if (pip(p, poly) !== exact) wrong['point-in-polygon']++;
    if ((hao(p, closed[(i / per) | 0] as Pt[][]) !== false) !== exact) wrong['point-in-polygon-hao']++;
    if (rpip(poly, p) <= 0 !== exact) wrong['robust-point-in-polygon']++;
  }
  return { wrong };
}

export function pointInPolygonSuite(S: PolygonSet): Suite {
  return {
    topic: 'pointInPolygon',
    set: S.name,
    cases: S.queries.length,
    ours: 'pointInPolygon',
    baseline: 'point-in-polygon',
    impls: [
      { name: 'pointInPolygon', run: () => loopOurs(S) },
      { name: 'point-in-polygon', run: () => loopPip(S) },
      { name: 'point-in-polygon-hao', run: () => loopHao(S) },
      { name: 'robust-point-in-polygon', run: () => loopRobust(S) },
      { name: 'pointInPolygonFloat', run: () => loopFloat(S) },
    ],
    analyse: () => analysePoints(S),
  };
}

/**
 * preparePolygon against pointInPolygon on one polygon: ours is the prepared
 * polygon's queries, the baseline one pointInPolygon call per query; a third
 * loop prepares the polygon again on every pass (preparation included).
 */
export function preparedSuite(S: PolygonSet): Suite {
  const rings = [S.polygons[0] as Pt[]];
  const prepared = preparePolygon(rings);
  const { queries } = S;
  return {
    topic: 'preparePolygon',
    set: `one ${rings[0]?.length}-vertex polygon, ${queries.length} random points`,
    cases: queries.length,
    ours: 'prepared queries',
    baseline: 'pointInPolygon calls',
    impls: [
      {
        name: 'prepared queries',
        run: () => {
          let s = 0;
          for (let i = 0; i < queries.length; i++) s += +(prepared.pointInPolygon(queries[i] as Pt) !== 'outside');
          return s;
        },
      },
      {
        name: 'prepare + queries',
        run: () => {
          const fresh = preparePolygon(rings);
          let s = 0;
          for (let i = 0; i < queries.length; i++) s += +(fresh.pointInPolygon(queries[i] as Pt) !== 'outside');
          return s;
        },
      },
      {
        name: 'pointInPolygon calls',
        run: () => {
          let s = 0;
          for (let i = 0; i < queries.length; i++) s += +(pointInPolygon(queries[i] as Pt, rings) !== 'outside');
          return s;
        },
      },
    ],
  };
}

/** n points uniform in a disc of radius 1 (a hull of a few dozen vertices). */
export function hullPointSet(rng: Rng, n: number): { name: string; points: Pt[] } {
  const points: Pt[] = [];
  while (points.length < n) {
    const x = rng.range(-1, 1);
    const y = rng.range(-1, 1);
    if (x * x + y * y < 1) points.push([x, y]);
  }
  return { name: `${n} random points in a disc`, points };
}

export function convexHullSuite(set: { name: string; points: Pt[] }): Suite {
  const { points } = set;
  return {
    topic: 'convexHull',
    set: set.name,
    cases: 1,
    ours: 'convexHull',
    baseline: 'monotone-convex-hull-2d',
    impls: [
      { name: 'convexHull', run: () => convexHull(points).length },
      { name: 'monotone-convex-hull-2d', run: () => monotoneHull(points).length },
      { name: 'convexHullFloat', run: () => convexHullFloat(points).length },
    ],
    analyse: () => {
      const exact = JSON.stringify(convexHull(points));
      // monotone-convex-hull-2d goes round clockwise (y up) from the same first point: reversed after it, the same list.
      const [first, ...rest] = monotoneHull(points).map((i) => points[i]);
      const peer = JSON.stringify([first, ...rest.reverse()]);
      return {
        wrong: {
          'monotone-convex-hull-2d': +(peer !== exact),
          convexHullFloat: +(JSON.stringify(convexHullFloat(points)) !== exact),
        },
      };
    },
  };
}

/** The issue's speed targets for polygons, from the suites' median ratios. */
export function polygonTargets(results: readonly SuiteResult[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const add = (target: string, limit: number, measured: number | undefined, atLeast = false): void => {
    const met = measured === undefined ? undefined : atLeast ? measured >= limit : measured <= limit;
    checks.push({ target, limit, measured, met });
  };
  const pip1000 = results.find((r) => r.topic === 'pointInPolygon');
  add('pointInPolygon, 1000-vertex polygons: ≤ 1.5× point-in-polygon', 1.5, pip1000?.ratio['point-in-polygon']);
  add('pointInPolygon, 1000-vertex polygons: < 1.0× robust-point-in-polygon', 0.999, pip1000?.ratio['robust-point-in-polygon']);
  const hull = results.find((r) => r.topic === 'convexHull');
  add('convexHull, 10^5 random points: ≤ 1.5× monotone-convex-hull-2d', 1.5, hull?.ratio['monotone-convex-hull-2d']);
  const prep = results.find((r) => r.topic === 'preparePolygon');
  const speedup = prep?.ratio['pointInPolygon calls'];
  add(
    'preparePolygon, 10 000 vertices, 10^5 queries: ≥ 10× faster per query than pointInPolygon',
    10,
    speedup === undefined ? undefined : 1 / speedup,
    true,
  );
  return checks;
}
