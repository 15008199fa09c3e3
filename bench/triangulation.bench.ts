import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Delaunator from 'delaunator';
import earcutPeer from 'earcut';
import ExactDelaunator from '../src/delaunator/index.js';
import earcut, { flatten } from '../src/earcut/index.js';
import { constrainedDelaunay, delaunay, incircle, triangulatePolygon } from '../src/index.js';
import type { Impl, Suite, SuiteResult } from './harness.js';
import type { TargetCheck } from './report.js';
import type { Rng } from './rng.js';

/*
 * Triangulations: delaunay against delaunator on uniform random doubles
 * and an integer lattice (every unit square cocircular); the earcut entry
 * against earcut on real polygons with holes (earcut's OpenStreetMap
 * fixtures, in test/fixtures/triangulation); constrainedDelaunay against
 * cdt2d and poly2tri on a polygon's edges with points inside. A case is one
 * whole triangulation; every contender gets the same arrays in its own call
 * form, and its checksum is its triangle count.
 */

const require = createRequire(import.meta.url);
/** cdt2d: the constrained Delaunay triangulation of points and index edges (robust predicates, no crossings allowed). */
const cdt2d = require('cdt2d') as (points: number[][], edges: number[][]) => number[][];
type P2tPoint = { x: number; y: number };
/** poly2tri: a sweep-line CDT of a polygon and Steiner points; throws on repeated and some collinear points. */
const poly2tri = require('poly2tri') as {
  SweepContext: new (
    contour: P2tPoint[],
  ) => { addHole(h: P2tPoint[]): unknown; addPoints(p: P2tPoint[]): unknown; triangulate(): unknown; getTriangles(): unknown[] };
};

type Pt = number[];

/** Delaunay inputs: n uniform random points in the unit square, or a k × k integer lattice. */
export type PointSet = { name: string; points: Pt[]; coords: Float64Array };

function pointSet(name: string, points: Pt[]): PointSet {
  return { name, points, coords: Float64Array.from(points.flat()) };
}

export function uniformPoints(rng: Rng, n: number): PointSet {
  return pointSet(
    `${n} uniform random doubles`,
    Array.from({ length: n }, () => [rng.range(0, 1), rng.range(0, 1)]),
  );
}

export function latticePoints(k: number): PointSet {
  const points: Pt[] = [];
  for (let i = 0; i < k; i++) for (let j = 0; j < k; j++) points.push([i, j]);
  return pointSet(`${k}×${k} integer lattice`, points);
}

/** Edges of delaunator's answer whose far vertex lies strictly inside the circle of the near triangle (exact test). */
function illegalEdges(d: { triangles: Uint32Array; halfedges: Int32Array }, points: Pt[]): number {
  let bad = 0;
  const { triangles, halfedges } = d;
  for (let e = 0; e < triangles.length; e++) {
    const g = halfedges[e] as number;
    if (g < e) continue;
    const t = e - (e % 3);
    const q = points[triangles[g - (g % 3) + ((g + 2) % 3)] as number] as Pt;
    // delaunator's triangles turn clockwise in y-up axes: the circle test's sign flips.
    const [a, b, c] = [0, 1, 2].map((k) => points[triangles[t + k] as number] as Pt) as [Pt, Pt, Pt];
    if (incircle(a, c, b, q) > 0) bad++;
  }
  return bad;
}

export function delaunaySuite(S: PointSet): Suite {
  const { points, coords } = S;
  return {
    topic: 'delaunay',
    set: S.name,
    cases: 1,
    ours: 'delaunay',
    baseline: 'delaunator',
    impls: [
      { name: 'delaunay', run: () => delaunay(points).triangles.length },
      { name: 'delaunator', run: () => Delaunator.from(points).triangles.length },
      { name: 'exact-predicates/delaunator', run: () => new ExactDelaunator(coords).triangles.length },
    ],
    analyse: () => ({ wrong: { delaunator: illegalEdges(Delaunator.from(points), points) } }),
  };
}

/** A real polygon with holes: its rings, earcut's flat form, and poly2tri's. */
export type PolygonCase = { name: string; rings: Pt[][]; flat: { vertices: number[]; holes: number[] } };

// The bench runs from the repository's root (npm run bench), bundled elsewhere: the fixtures by that path.
const fixtures = join(process.cwd(), 'test/fixtures/triangulation/earcut');

/** earcut's fixture `name`, without the closing vertex repeated at the end of a ring (poly2tri refuses it). */
export function earcutFixture(name: string): PolygonCase {
  const raw = JSON.parse(readFileSync(join(fixtures, `${name}.json`), 'utf8')) as Pt[][];
  const rings = raw.map((r) => {
    const [f, l] = [r[0] as Pt, r[r.length - 1] as Pt];
    return r.length > 1 && f[0] === l[0] && f[1] === l[1] ? r.slice(0, -1) : r;
  });
  const size = rings.reduce((s, r) => s + r.length, 0);
  return { name: `${name} (${size} vertices, ${rings.length} rings)`, rings, flat: flatten(rings) };
}

/** poly2tri on rings (outer, holes), or null when it throws on them. */
function poly2triRun(rings: Pt[][], extra: Pt[] = []): (() => number) | null {
  const run = () => {
    const ctx = new poly2tri.SweepContext((rings[0] as Pt[]).map(([x, y]) => ({ x: x as number, y: y as number })));
    for (const h of rings.slice(1)) ctx.addHole(h.map(([x, y]) => ({ x: x as number, y: y as number })));
    if (extra.length > 0) ctx.addPoints(extra.map(([x, y]) => ({ x: x as number, y: y as number })));
    ctx.triangulate();
    return ctx.getTriangles().length;
  };
  try {
    run();
    return run;
  } catch {
    return null;
  }
}

/** |area(earcut's triangles) − area(ours)| / area(ours): earcut's deviation from the even-odd region (ours is exact). */
function earcutDeviation(C: PolygonCase): number {
  const { vertices, holes } = C.flat;
  const area = (t: ArrayLike<number>) => {
    let s = 0;
    for (let i = 0; i < t.length; i += 3) {
      const [a, b, c] = [0, 1, 2].map((k) => 2 * (t[i + k] as number));
      s += Math.abs(
        ((vertices[b as number] as number) - (vertices[a as number] as number)) *
          ((vertices[(c as number) + 1] as number) - (vertices[(a as number) + 1] as number)) -
          ((vertices[(b as number) + 1] as number) - (vertices[(a as number) + 1] as number)) *
            ((vertices[c as number] as number) - (vertices[a as number] as number)),
      );
    }
    return s;
  };
  const exact = area(earcut(vertices, holes));
  return Math.abs(area(earcutPeer(vertices, holes)) - exact) / exact;
}

export function earcutSuite(C: PolygonCase): Suite {
  const { rings, flat } = C;
  const impls: Impl[] = [
    { name: 'exact-predicates/earcut', run: () => earcut(flat.vertices, flat.holes).length },
    { name: 'earcut', run: () => earcutPeer(flat.vertices, flat.holes).length },
    { name: 'triangulatePolygon', run: () => triangulatePolygon(rings, { rule: 'evenodd' }).triangles.length },
  ];
  const p2t = poly2triRun(rings);
  if (p2t !== null) impls.push({ name: 'poly2tri', run: p2t });
  return {
    topic: 'earcut',
    set: `${C.name}${p2t === null ? '; poly2tri throws' : ''}`,
    cases: 1,
    ours: 'exact-predicates/earcut',
    baseline: 'earcut',
    impls,
    analyse: () => ({ wrong: { earcut: earcutDeviation(C) > 0 ? 1 : 0 } }),
  };
}

/** A simple star-shaped polygon of n vertices around (0, 0) and m random points inside it: a planar input for every CDT. */
export type ConstraintCase = { name: string; points: Pt[]; edges: number[][]; segments: Pt[][]; ring: Pt[]; inner: Pt[] };

export function starWithPoints(rng: Rng, n: number, m: number): ConstraintCase {
  const ring: Pt[] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    const r = rng.range(0.6, 1);
    ring.push([r * Math.cos(a), r * Math.sin(a)]);
  }
  const inner: Pt[] = [];
  while (inner.length < m) {
    const x = rng.range(-0.55, 0.55);
    const y = rng.range(-0.55, 0.55);
    if (x * x + y * y < 0.3) inner.push([x, y]);
  }
  const points = [...ring, ...inner];
  const edges = ring.map((_, i) => [i, (i + 1) % n]);
  return {
    name: `${n}-gon's edges and ${m} points inside`,
    points,
    edges,
    segments: edges.map(([i, j]) => [points[i as number] as Pt, points[j as number] as Pt]),
    ring,
    inner,
  };
}

export function constrainedSuite(C: ConstraintCase): Suite {
  const impls: Impl[] = [
    { name: 'constrainedDelaunay', run: () => constrainedDelaunay(C.points, C.segments).triangles.length },
    { name: 'cdt2d', run: () => cdt2d(C.points, C.edges).length },
  ];
  const p2t = poly2triRun([C.ring], C.inner);
  if (p2t !== null) impls.push({ name: 'poly2tri (inside the polygon only)', run: p2t });
  return {
    topic: 'constrainedDelaunay',
    set: `${C.name}${p2t === null ? '; poly2tri throws' : ''}`,
    cases: 1,
    ours: 'constrainedDelaunay',
    baseline: 'cdt2d',
    impls,
  };
}

/** The issue's speed targets for triangulations, from the suites' median ratios. */
export function triangulationTargets(results: readonly SuiteResult[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const add = (target: string, limit: number, measured: number | undefined): void => {
    checks.push({ target, limit, measured, met: measured === undefined ? undefined : measured <= limit });
  };
  for (const r of results.filter((x) => x.topic === 'delaunay')) {
    add(`delaunay, ${r.set}: ≤ 1.3× delaunator`, 1.3, r.ratio.delaunator);
    add(`exact-predicates/delaunator, ${r.set}: ≤ 1.3× delaunator`, 1.3, r.between['exact-predicates/delaunator']?.delaunator);
  }
  for (const r of results.filter((x) => x.topic === 'earcut')) add(`earcut entry, ${r.set}: ≤ 1.5× earcut`, 1.5, r.ratio.earcut);
  for (const r of results.filter((x) => x.topic === 'constrainedDelaunay'))
    add(`constrainedDelaunay, ${r.set}: < 1.0× cdt2d`, 0.999, r.ratio.cdt2d);
  return checks;
}
