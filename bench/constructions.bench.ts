import { crossingPointIn, crossingPointOut, crossingPointValues } from '../src/core/generated/crossingPoint.js';
import { rayPlaneIn, rayPlaneOut, rayPlaneValues } from '../src/core/generated/rayPlane.js';
import { liangBarskyFloat, rayTriangleFloat } from '../src/float/index.js';
import type { Rational } from '../src/index.js';
import { clipSegment, rayTriangle, segmentIntersection, segmentsIntersect, segmentTriangle } from '../src/index.js';
import { segmentPairFilter } from '../src/predicates/segmentPairFilter.js';
import { copyNumbersRead, rayTriangleOnDoubles } from '../src/triangle/lineTriangleOnDoubles.js';
import type { Suite } from './harness.js';
import type { BoxSet, Pt, Pt3 } from './inputs.js';
import { lineLineFloat } from './peers.js';
import type { RayTriangleSet } from './triangle.bench.js';

/*
 * The constructions with their float twins, each consuming what it returns
 * the way a caller would: the exact result's coordinates read as doubles
 * (toNumber: the nearest double a lazy Rational carries), the float
 * formula's as they are. The analysis counts the cases where the float
 * answer is not the nearest double of the exact one.
 */

type Seg = [Pt, Pt];

/**
 * The least a value of a construction can cost under Rational's contract
 * (every instance frozen): one object holding a double, frozen. The
 * "frozen floor" contenders below do what the exact entry must do on the
 * fast path — its filter, its value kernel — and make one of these per
 * value instead of a Rational: how far ours is from that floor is what a
 * faster Rational or result object could still win.
 */
class FrozenDouble {
  readonly x: number;
  constructor(x: number) {
    this.x = x;
    Object.freeze(this);
  }
}

/** n pairs of segments that cross at one point, endpoints from `point` (integer or double). */
export function crossingPairs(n: number, name: string, point: () => Pt): { name: string; pairs: [Seg, Seg][] } {
  const pairs: [Seg, Seg][] = [];
  while (pairs.length < n) {
    const s: Seg = [point(), point()];
    const t: Seg = [point(), point()];
    if (segmentsIntersect(s, t) && segmentIntersection(s, t).kind === 'point') pairs.push([s, t]);
  }
  return { name, pairs };
}

function loopSegmentIntersection(P: readonly [Seg, Seg][]): number {
  let s = 0;
  for (let i = 0; i < P.length; i++) {
    const [a, b] = P[i] as [Seg, Seg];
    const x = segmentIntersection(a, b);
    if (x.kind === 'point') s += x.point[0].toNumber() + x.point[1].toNumber();
  }
  return s;
}

function loopLineLine(P: readonly [Seg, Seg][]): number {
  let s = 0;
  for (let i = 0; i < P.length; i++) {
    const [a, b] = P[i] as [Seg, Seg];
    const x = lineLineFloat(a[0], a[1], b[0], b[1]);
    if (x !== null) s += x[0] + x[1];
  }
  return s;
}

function loopSegmentFloor(P: readonly [Seg, Seg][]): number {
  let s = 0;
  const w = crossingPointIn;
  const out = crossingPointOut;
  for (let i = 0; i < P.length; i++) {
    const [[p, q], [u, v]] = P[i] as [Seg, Seg];
    const [px, py] = p;
    const [qx, qy] = q;
    const [ux, uy] = u;
    const [vx, vy] = v;
    if (segmentPairFilter(px, py, qx, qy, ux, uy, vx, vy) !== 1) continue;
    w[0] = px;
    w[1] = py;
    w[2] = qx;
    w[3] = qy;
    w[4] = ux;
    w[5] = uy;
    w[6] = vx;
    w[7] = vy;
    crossingPointValues();
    s += new FrozenDouble(out[0] as number).x + new FrozenDouble(out[1] as number).x;
  }
  return s;
}

/**
 * segmentIntersection's crossing point against the float line–line formula
 * on pairs that cross, and against its frozen floor (the pair filter, the
 * value kernel and two frozen objects).
 */
export function segmentIntersectionSuite(set: { name: string; pairs: [Seg, Seg][] }): Suite {
  const P = set.pairs;
  return {
    topic: 'segmentIntersection (the point)',
    set: set.name,
    cases: P.length,
    ours: 'segmentIntersection',
    baseline: 'float line–line',
    impls: [
      { name: 'segmentIntersection', run: () => loopSegmentIntersection(P) },
      { name: 'float line–line', run: () => loopLineLine(P) },
      { name: 'frozen floor', run: () => loopSegmentFloor(P) },
    ],
    analyse: () => {
      let wrong = 0;
      for (const [a, b] of P) {
        const x = segmentIntersection(a, b);
        const f = lineLineFloat(a[0], a[1], b[0], b[1]);
        if (x.kind !== 'point' || f === null || x.point[0].toNumber() !== f[0] || x.point[1].toNumber() !== f[1]) wrong++;
      }
      return { wrong: { 'float line–line': wrong } };
    },
  };
}

type Tri = [Pt3, Pt3, Pt3];

/**
 * rayTriangle's hit (t and the point) against Möller–Trumbore returning t
 * and the point, on rays aimed inside, and against its frozen floor (the
 * read and filter, the value kernel and four frozen objects).
 */
export function rayTriangleHitSuite(set: RayTriangleSet): Suite {
  const { origins: O, dirs: D, triangles: T } = set;
  const ours = (): number => {
    let s = 0;
    for (let i = 0; i < O.length; i++) {
      const h = rayTriangle(O[i] as Pt3, D[i] as Pt3, T[i] as Tri);
      if (h !== null) s += h.t.toNumber() + h.point[0].toNumber() + h.point[1].toNumber() + h.point[2].toNumber();
    }
    return s;
  };
  const moller = (): number => {
    let s = 0;
    for (let i = 0; i < O.length; i++) {
      const h = rayTriangleFloat(O[i] as Pt3, D[i] as Pt3, T[i] as Tri);
      if (h !== null) s += h.t + (h.point[0] as number) + (h.point[1] as number) + (h.point[2] as number);
    }
    return s;
  };
  const floor = (): number => {
    let s = 0;
    const out = rayPlaneOut;
    for (let i = 0; i < O.length; i++) {
      if (rayTriangleOnDoubles(O[i] as Pt3, D[i] as Pt3, T[i] as Tri) !== 1) continue;
      copyNumbersRead(rayPlaneIn);
      rayPlaneValues();
      s += new FrozenDouble(out[0] as number).x + new FrozenDouble(out[1] as number).x;
      s += new FrozenDouble(out[2] as number).x + new FrozenDouble(out[3] as number).x;
    }
    return s;
  };
  return {
    topic: 'rayTriangle (t and the point)',
    set: set.name,
    cases: O.length,
    ours: 'rayTriangle',
    baseline: 'Möller–Trumbore',
    impls: [
      { name: 'rayTriangle', run: ours },
      { name: 'Möller–Trumbore', run: moller },
      { name: 'frozen floor', run: floor },
    ],
    analyse: () => {
      let wrong = 0;
      for (let i = 0; i < O.length; i++) {
        const h = rayTriangle(O[i] as Pt3, D[i] as Pt3, T[i] as Tri);
        const f = rayTriangleFloat(O[i] as Pt3, D[i] as Pt3, T[i] as Tri);
        if ((h === null) !== (f === null) || (h !== null && f !== null && h.t.toNumber() !== f.t)) wrong++;
      }
      return { wrong: { 'Möller–Trumbore': wrong } };
    },
  };
}

/**
 * segmentTriangle's point (t and the point) against Möller–Trumbore on the
 * same segment p → q as a ray of direction q − p with t ≤ 1, on the aimed
 * rays as segments origin → origin + 2·dir (each crosses its triangle).
 */
export function segmentTriangleHitSuite(set: RayTriangleSet): Suite {
  const { origins: P, triangles: T } = set;
  const Q = P.map((p, i) => p.map((x, j) => x + 2 * ((set.dirs[i] as Pt3)[j] as number)) as Pt3);
  const PQ = P.map((p, i) => (Q[i] as Pt3).map((x, j) => x - (p[j] as number)) as Pt3);
  const S = P.map((p, i) => [p, Q[i] as Pt3] as [Pt3, Pt3]);
  const ours = (): number => {
    let s = 0;
    for (let i = 0; i < S.length; i++) {
      const h = segmentTriangle(S[i] as [Pt3, Pt3], T[i] as Tri);
      if (h.kind === 'point') s += h.t.toNumber() + h.point[0].toNumber() + h.point[1].toNumber() + h.point[2].toNumber();
    }
    return s;
  };
  const float = (): number => {
    let s = 0;
    for (let i = 0; i < S.length; i++) {
      const h = rayTriangleFloat(P[i] as Pt3, PQ[i] as Pt3, T[i] as Tri);
      if (h !== null && h.t <= 1) s += h.t + (h.point[0] as number) + (h.point[1] as number) + (h.point[2] as number);
    }
    return s;
  };
  return {
    topic: 'segmentTriangle (t and the point)',
    set: `segments ${set.name.replace(/^rays /, '')}`,
    cases: S.length,
    ours: 'segmentTriangle',
    baseline: 'Möller–Trumbore',
    impls: [
      { name: 'segmentTriangle', run: ours },
      { name: 'Möller–Trumbore', run: float },
    ],
    analyse: () => {
      let wrong = 0;
      for (let i = 0; i < S.length; i++) {
        const h = segmentTriangle(S[i] as [Pt3, Pt3], T[i] as Tri);
        const f = rayTriangleFloat(P[i] as Pt3, PQ[i] as Pt3, T[i] as Tri);
        const fh = f !== null && f.t <= 1 ? f : null;
        if ((h.kind === 'point') !== (fh !== null) || (h.kind === 'point' && fh !== null && h.t.toNumber() !== fh.t)) wrong++;
      }
      return { wrong: { 'Möller–Trumbore': wrong } };
    },
  };
}

/** clipSegment against liangBarskyFloat, on the box set's cases (hits and misses). */
export function clipSegmentSuite(set: BoxSet): Suite {
  const S = set.segments;
  const B = set.boxes;
  const ours = (): number => {
    let s = 0;
    for (let i = 0; i < S.length; i++) {
      const c = clipSegment(S[i] as never, B[i] as never);
      if (c !== null) s += (c[0][0] as Rational).toNumber() + (c[1][0] as Rational).toNumber();
    }
    return s;
  };
  const float = (): number => {
    let s = 0;
    for (let i = 0; i < S.length; i++) {
      const c = liangBarskyFloat(S[i] as never, B[i] as never);
      if (c !== null) s += (c.enter[0] as number) + (c.exit[0] as number);
    }
    return s;
  };
  return {
    topic: 'clipSegment',
    set: set.name,
    cases: S.length,
    ours: 'clipSegment',
    baseline: 'liangBarskyFloat',
    impls: [
      { name: 'clipSegment', run: ours },
      { name: 'liangBarskyFloat', run: float },
    ],
    analyse: () => {
      let wrong = 0;
      for (let i = 0; i < S.length; i++) {
        const c = clipSegment(S[i] as never, B[i] as never);
        const f = liangBarskyFloat(S[i] as never, B[i] as never);
        if ((c === null) !== (f === null) || (c !== null && f !== null && (c[0][0] as Rational).toNumber() !== f.enter[0]))
          wrong++;
      }
      return { wrong: { liangBarskyFloat: wrong } };
    },
  };
}

/**
 * What a construction result costs once made: toNumber of a crossing
 * coordinate, and comparing two, against reading a double of an array (the
 * floor). The targets are in ns, not ratios.
 */
export function resultSuite(set: { name: string; pairs: [Seg, Seg][] }): Suite {
  const R: Rational[] = [];
  for (const [a, b] of set.pairs) {
    const x = segmentIntersection(a, b);
    if (x.kind === 'point') R.push(x.point[0]);
  }
  const F = R.map((r) => r.toNumber());
  return {
    topic: 'construction results',
    set: set.name,
    cases: R.length - 1,
    ours: 'toNumber',
    baseline: 'read a double',
    impls: [
      {
        name: 'toNumber',
        run: () => {
          let s = 0;
          for (let i = 1; i < R.length; i++) s += (R[i] as Rational).toNumber();
          return s;
        },
      },
      {
        name: 'compare',
        run: () => {
          let s = 0;
          for (let i = 1; i < R.length; i++) s += (R[i] as Rational).compare(R[i - 1] as Rational);
          return s;
        },
      },
      {
        name: 'read a double',
        run: () => {
          let s = 0;
          for (let i = 1; i < F.length; i++) s += F[i] as number;
          return s;
        },
      },
    ],
  };
}
