import { Ray, Vector3 } from 'three';
import { rayTriangleFloat } from '../src/float/index.js';
import { rayIntersectsTriangle, rayTriangle, segmentIntersectsTriangle } from '../src/index.js';
import { rayMeetsTriangleFilter, segmentMeetsTriangleFilter } from '../src/triangle/rayMeetsTriangleFilter.js';
import type { Suite } from './harness.js';
import type { Pt3 } from './inputs.js';
import type { Rng } from './rng.js';

/*
 * Rays against triangles: the exact rayIntersectsTriangle (yes or no) and
 * rayTriangle (the first hit, in Rationals) against Möller–Trumbore in
 * doubles (the float reference rayTriangleFloat, which returns its t, u, v
 * and point on a hit as most code does) and three.js's
 * Ray.intersectTriangle. Ours and Möller–Trumbore read the same [x, y, z]
 * arrays; three.js reads its own Vector3 objects, built once from the same
 * numbers before timing (its API takes nothing else).
 */

type Tri = [Pt3, Pt3, Pt3];
/** Case i is the ray origins[i] + t·dirs[i] against triangles[i]. */
export type RayTriangleSet = { name: string; origins: Pt3[]; dirs: Pt3[]; triangles: Tri[] };

const point = (rng: Rng): Pt3 => [rng.range(-1, 1), rng.range(-1, 1), rng.range(-1, 1)];

/** Origins, directions and vertices uniform in [-1, 1)³: most rays miss. */
export function randomRayTriangles(rng: Rng, n: number): RayTriangleSet {
  const set: RayTriangleSet = { name: 'random rays and triangles', origins: [], dirs: [], triangles: [] };
  for (let i = 0; i < n; i++) {
    set.triangles.push([point(rng), point(rng), point(rng)]);
    set.origins.push(point(rng));
    set.dirs.push(point(rng));
  }
  return set;
}

/** The same, each ray aimed at a random point inside its triangle (barycentric weights in [0.05, 0.9]): hits. */
export function aimedRayTriangles(rng: Rng, n: number): RayTriangleSet {
  const set: RayTriangleSet = { name: 'rays aimed inside the triangle', origins: [], dirs: [], triangles: [] };
  for (let i = 0; i < n; i++) {
    const t: Tri = [point(rng), point(rng), point(rng)];
    const u = rng.range(0.05, 0.45);
    const v = rng.range(0.05, 0.45);
    const o = point(rng);
    const at = (p: Pt3, k: number) => p[k] as number;
    const target = [0, 1, 2].map((k) => (1 - u - v) * at(t[0], k) + u * at(t[1], k) + v * at(t[2], k)) as Pt3;
    set.triangles.push(t);
    set.origins.push(o);
    set.dirs.push(target.map((x, k) => x - at(o, k)) as Pt3);
  }
  return set;
}

function loopOurs(O: readonly Pt3[], D: readonly Pt3[], T: readonly Tri[]): number {
  let s = 0;
  for (let i = 0; i < O.length; i++) s += +rayIntersectsTriangle(O[i] as Pt3, D[i] as Pt3, T[i] as Tri);
  return s;
}

function loopFirstHit(O: readonly Pt3[], D: readonly Pt3[], T: readonly Tri[]): number {
  let s = 0;
  for (let i = 0; i < O.length; i++) s += +(rayTriangle(O[i] as Pt3, D[i] as Pt3, T[i] as Tri) !== null);
  return s;
}

function loopMoller(O: readonly Pt3[], D: readonly Pt3[], T: readonly Tri[]): number {
  let s = 0;
  for (let i = 0; i < O.length; i++) s += +(rayTriangleFloat(O[i] as Pt3, D[i] as Pt3, T[i] as Tri) !== null);
  return s;
}

type ThreeCase = { ray: Ray; a: Vector3; b: Vector3; c: Vector3 };
const target = new Vector3();

function loopThree(C: readonly ThreeCase[]): number {
  let s = 0;
  for (let i = 0; i < C.length; i++) {
    const k = C[i] as ThreeCase;
    s += +(k.ray.intersectTriangle(k.a, k.b, k.c, false, target) !== null);
  }
  return s;
}

function threeCases(set: RayTriangleSet): ThreeCase[] {
  const v = (p: Pt3) => new Vector3(p[0], p[1], p[2]);
  return set.origins.map((o, i) => {
    const [a, b, c] = set.triangles[i] as Tri;
    return { ray: new Ray(v(o), v(set.dirs[i] as Pt3)), a: v(a), b: v(b), c: v(c) };
  });
}

/** The yes-or-no question: rayIntersectsTriangle against Möller–Trumbore and three.js. */
export function rayTriangleSuite(set: RayTriangleSet): Suite {
  const { origins: O, dirs: D, triangles: T } = set;
  const three = threeCases(set);
  return {
    topic: 'rayIntersectsTriangle',
    set: set.name,
    cases: O.length,
    ours: 'rayIntersectsTriangle',
    baseline: 'Möller–Trumbore',
    impls: [
      { name: 'rayIntersectsTriangle', run: () => loopOurs(O, D, T) },
      { name: 'Möller–Trumbore', run: () => loopMoller(O, D, T) },
      { name: 'three.js', run: () => loopThree(three) },
    ],
    analyse: () => {
      let undecided = 0;
      const wrong = { 'Möller–Trumbore': 0, 'three.js': 0 };
      for (let i = 0; i < O.length; i++) {
        const [o, d, t] = [O[i] as Pt3, D[i] as Pt3, T[i] as Tri];
        // The filter reads Float64Arrays, as the fast path stores the points.
        const f = (p: Pt3) => Float64Array.from(p);
        if (rayMeetsTriangleFilter(f(o), f(d), f(t[0]), f(t[1]), f(t[2])) === 2) undecided++;
        const exact = rayIntersectsTriangle(o, d, t);
        if ((rayTriangleFloat(o, d, t) !== null) !== exact) wrong['Möller–Trumbore']++;
        const k = three[i] as ThreeCase;
        if ((k.ray.intersectTriangle(k.a, k.b, k.c, false, target) !== null) !== exact) wrong['three.js']++;
      }
      return { filterMiss: undecided / O.length, wrong };
    },
  };
}

type Seg = [Pt3, Pt3];

function loopSegments(S: readonly Seg[], T: readonly Tri[]): number {
  let s = 0;
  for (let i = 0; i < S.length; i++) s += +segmentIntersectsTriangle(S[i] as Seg, T[i] as Tri);
  return s;
}

/** Möller–Trumbore on the segment p → q as the ray p + t·(q − p), t ≤ 1 (q − p built before timing). */
function mollerSegment(p: Pt3, pq: Pt3, t: Tri): boolean {
  const hit = rayTriangleFloat(p, pq, t);
  return hit !== null && hit.t <= 1;
}

function loopSegmentsMoller(P: readonly Pt3[], PQ: readonly Pt3[], T: readonly Tri[]): number {
  let s = 0;
  for (let i = 0; i < P.length; i++) s += +mollerSegment(P[i] as Pt3, PQ[i] as Pt3, T[i] as Tri);
  return s;
}

/**
 * The segments origin → origin + k·dir of a ray set (k = 2 for the aimed
 * rays, whose origin + dir lies on the triangle's plane), against
 * Möller–Trumbore on the same segment as a ray with t ≤ 1.
 */
export function segmentTriangleSuite(set: RayTriangleSet, k: number): Suite {
  const { origins: P, triangles: T } = set;
  const PQ = set.dirs.map((d) => d.map((x) => k * x) as Pt3);
  const S = P.map((p, i) => [p, p.map((x, j) => x + ((PQ[i] as Pt3)[j] as number))] as Seg);
  const name = `segments ${set.name.replace(/^rays /, '')}`;
  return {
    topic: 'segmentIntersectsTriangle',
    set: name,
    cases: S.length,
    ours: 'segmentIntersectsTriangle',
    baseline: 'Möller–Trumbore',
    impls: [
      { name: 'segmentIntersectsTriangle', run: () => loopSegments(S, T) },
      { name: 'Möller–Trumbore', run: () => loopSegmentsMoller(P, PQ, T) },
    ],
    analyse: () => {
      let undecided = 0;
      const wrong = { 'Möller–Trumbore': 0 };
      const f = (p: Pt3) => Float64Array.from(p);
      for (let i = 0; i < S.length; i++) {
        const [[p, q], t] = [S[i] as Seg, T[i] as Tri];
        if (segmentMeetsTriangleFilter(f(p), f(q), f(t[0]), f(t[1]), f(t[2])) === 2) undecided++;
        if (mollerSegment(p, PQ[i] as Pt3, t) !== segmentIntersectsTriangle([p, q], t)) wrong['Möller–Trumbore']++;
      }
      return { filterMiss: undecided / S.length, wrong };
    },
  };
}

/** The first hit, exact (t, point and location as Rationals), on the first `n` cases, against the same floats. */
export function rayTriangleFirstHitSuite(set: RayTriangleSet, n: number): Suite {
  const O = set.origins.slice(0, n);
  const D = set.dirs.slice(0, n);
  const T = set.triangles.slice(0, n);
  const three = threeCases({ ...set, origins: O, dirs: D, triangles: T });
  return {
    topic: 'rayTriangle (first hit, Rationals)',
    set: set.name,
    cases: O.length,
    ours: 'rayTriangle',
    baseline: 'Möller–Trumbore',
    impls: [
      { name: 'rayTriangle', run: () => loopFirstHit(O, D, T) },
      { name: 'Möller–Trumbore', run: () => loopMoller(O, D, T) },
      { name: 'three.js', run: () => loopThree(three) },
    ],
  };
}
