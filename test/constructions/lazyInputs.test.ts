// A lazy Rational fed back as a coordinate (a crossing point, a parameter,
// a construction's copy of a double) must give every public function the
// answer the same value gives as an eager Rational: each function below is
// called twice on the same geometry, once with lazy coordinates never
// materialised before the call, once with eager Rational.of copies.
import { describe, expect, it } from 'vitest';
import type { Coordinate } from '../../src/index.js';
import * as api from '../../src/index.js';
import { Rational } from '../../src/index.js';
import { mulberry32 } from '../support/random.js';

/** Coordinates made by constructions on doubles: crossings (inexact), parameters, and axis copies (exact doubles). */
function lazyPool(): Rational[] {
  const rand = mulberry32(4242);
  const r = () => 2 * rand() - 1;
  const out: Rational[] = [];
  while (out.length < 60) {
    const x = api.segmentIntersection(
      [
        [r(), r()],
        [r(), r()],
      ],
      [
        [r(), r()],
        [r(), r()],
      ],
    );
    if (x.kind === 'point') out.push(...x.point);
    const t = api.segmentBox(
      [
        [r(), r()],
        [r(), r()],
      ],
      { min: [-0.5, -0.5], max: [0.5, 0.5] },
    );
    if (t !== null) out.push(t[0]);
    const axis = api.segmentIntersection(
      [
        [-1, r()],
        [1, r()],
      ],
      [
        [0.25, -1],
        [0.25, 1],
      ],
    );
    if (axis.kind === 'point') out.push(axis.point[0]);
  }
  return out;
}

/** The answer as text (Rationals by value, bigints as text, iterators spread, errors by message). */
function answer(f: () => unknown): string {
  try {
    let v = f();
    if (v !== null && typeof v === 'object' && Symbol.iterator in v && !Array.isArray(v)) v = [...(v as Iterable<unknown>)];
    return JSON.stringify(v, (_k, x) => (typeof x === 'bigint' ? `${x}n` : x));
  } catch (e) {
    return `error: ${(e as Error).message}`;
  }
}

type Pick = (i: number) => Coordinate;
const P2 = (c: Pick, i: number) => [c(i), c(i + 1)];
const P3 = (c: Pick, i: number) => [c(i), c(i + 1), c(i + 2)];
/** A box with corners from the pool, min ≤ max on every axis (compared exactly). */
const box = (c: Pick, i: number, dim: 2 | 3) => {
  const a = dim === 2 ? P2(c, i) : P3(c, i);
  const b = dim === 2 ? P2(c, i + 3) : P3(c, i + 3);
  return {
    min: a.map((x, k) => Rational.min(x as Rational, b[k] as Rational)),
    max: a.map((x, k) => Rational.max(x as Rational, b[k] as Rational)),
  };
};
/** A triangle of pool points, counterclockwise (for the convex-polygon functions). */
const ccw = (c: Pick, i: number) => {
  const [a, b, d] = [P2(c, i), P2(c, i + 2), P2(c, i + 4)];
  return api.orient2d(a, b, d) >= 0 ? [a, b, d] : [a, d, b];
};

const calls: [string, (c: Pick) => unknown][] = [
  ['orient2d', (c) => api.orient2d(P2(c, 0), P2(c, 2), P2(c, 4))],
  ['orient3d', (c) => api.orient3d(P3(c, 0), P3(c, 3), P3(c, 6), P3(c, 9))],
  ['incircle', (c) => api.incircle(P2(c, 0), P2(c, 2), P2(c, 4), P2(c, 6))],
  ['insphere', (c) => api.insphere(P3(c, 0), P3(c, 3), P3(c, 6), P3(c, 9), P3(c, 12))],
  ['compareDistance', (c) => api.compareDistance(P2(c, 0), P2(c, 2), P2(c, 4))],
  ['inRange', (c) => api.inRange(c(0), c(1), c(2))],
  ['inBox', (c) => api.inBox(P2(c, 0), P2(c, 2), P2(c, 4))],
  ['segmentsIntersect', (c) => api.segmentsIntersect([P2(c, 0), P2(c, 2)], [P2(c, 4), P2(c, 6)])],
  ['segmentIntersection', (c) => api.segmentIntersection([P2(c, 0), P2(c, 2)], [P2(c, 4), P2(c, 6)])],
  ['pointInConvexPolygon', (c) => api.pointInConvexPolygon(P2(c, 10), ccw(c, 0))],
  ['segmentIntersectsConvexPolygon', (c) => api.segmentIntersectsConvexPolygon([P2(c, 10), P2(c, 12)], ccw(c, 0))],
  ['boundingBox', (c) => api.boundingBox([P2(c, 0), P2(c, 2), P2(c, 4)])],
  ['pointInBox', (c) => api.pointInBox(P2(c, 10), box(c, 0, 2))],
  ['boxesOverlap', (c) => api.boxesOverlap(box(c, 0, 2), box(c, 6, 2))],
  ['outcode', (c) => api.outcode(P2(c, 10), box(c, 0, 2))],
  ['segmentIntersectsBox', (c) => api.segmentIntersectsBox([P2(c, 10), P2(c, 12)], box(c, 0, 2))],
  ['rayIntersectsBox', (c) => api.rayIntersectsBox(P3(c, 10), P3(c, 13), box(c, 0, 3))],
  ['segmentBox', (c) => api.segmentBox([P2(c, 10), P2(c, 12)], box(c, 0, 2))],
  ['rayBox', (c) => api.rayBox(P2(c, 10), P2(c, 12), box(c, 0, 2))],
  ['clipSegment', (c) => api.clipSegment([P3(c, 10), P3(c, 13)], box(c, 0, 3))],
  ['cohenSutherlandClip', (c) => api.cohenSutherlandClip([P2(c, 10), P2(c, 12)], box(c, 0, 2))],
  ['segmentParallelepiped', (c) => api.segmentParallelepiped([P3(c, 0), P3(c, 3)], P3(c, 6), [P3(c, 9), P3(c, 12), P3(c, 15)])],
  ['segmentTriangle', (c) => api.segmentTriangle([P3(c, 0), P3(c, 3)], [P3(c, 6), P3(c, 9), P3(c, 12)])],
  ['segmentIntersectsTriangle', (c) => api.segmentIntersectsTriangle([P3(c, 0), P3(c, 3)], [P3(c, 6), P3(c, 9), P3(c, 12)])],
  ['rayTriangle', (c) => api.rayTriangle(P3(c, 0), P3(c, 3), [P3(c, 6), P3(c, 9), P3(c, 12)])],
  ['rayIntersectsTriangle', (c) => api.rayIntersectsTriangle(P3(c, 0), P3(c, 3), [P3(c, 6), P3(c, 9), P3(c, 12)])],
  ['trianglesIntersect', (c) => api.trianglesIntersect([P3(c, 0), P3(c, 3), P3(c, 6)], [P3(c, 9), P3(c, 12), P3(c, 15)])],
  [
    'triangleBarycentric',
    (c) =>
      api.triangleBarycentric(
        [c(0), c(1), 0],
        [
          [c(2), c(3), 0],
          [c(4), c(5), 0],
          [c(6), c(7), 0],
        ],
      ),
  ],
  ['gridCells', (c) => api.gridCells([P2(c, 0), P2(c, 2)], { origin: P2(c, 4), cell: [0.125, 0.25] })],
  ['gridPieces', (c) => api.gridPieces([P2(c, 0), P2(c, 2)], { origin: P2(c, 4), cell: [0.125, 0.25] })],
  [
    'gridRaycast',
    (c) =>
      api.gridRaycast(P2(c, 0), P2(c, 2), { origin: P2(c, 4), cell: [0.125, 0.25] }, [
        [1, 1],
        [-2, 3],
        [0, -1],
      ]),
  ],
  [
    'lineOfSight',
    (c) =>
      api.lineOfSight(P2(c, 0), P2(c, 2), { origin: P2(c, 4), cell: [0.125, 0.25] }, [
        [1, 1],
        [0, 0],
      ]),
  ],
  ['segmentIntersections', (c) => api.segmentIntersections([0, 4, 8, 12].map((i) => [P2(c, i), P2(c, i + 2)]))],
  ['nodeSegments', (c) => api.nodeSegments([0, 4, 8, 12].map((i) => [P2(c, i), P2(c, i + 2)]))],
  ['nodingCheck', (c) => api.nodingCheck([0, 4, 8].map((i) => [P2(c, i), P2(c, i + 2)]))],
  [
    'snapRound',
    (c) =>
      api.snapRound(
        [0, 4, 8].map((i) => [P2(c, i), P2(c, i + 2)]),
        { origin: [0, 0], cell: [0.25, 0.25] },
      ),
  ],
  ['pointInPolygon', (c) => api.pointInPolygon(P2(c, 20), [[0, 2, 4, 6, 8].map((i) => P2(c, i))])],
  ['windingNumber', (c) => api.windingNumber(P2(c, 20), [[0, 2, 4, 6, 8].map((i) => P2(c, i))])],
  ['polygonArea', (c) => api.polygonArea([[0, 2, 4, 6, 8].map((i) => P2(c, i))])],
  ['polygonOrientation', (c) => api.polygonOrientation([0, 2, 4, 6, 8].map((i) => P2(c, i)))],
  ['isSimplePolygon', (c) => api.isSimplePolygon([0, 2, 4, 6, 8].map((i) => P2(c, i)))],
  ['convexHull', (c) => api.convexHull([0, 2, 4, 6, 8, 10].map((i) => P2(c, i)))],
  ['compareAngle', (c) => api.compareAngle(P2(c, 0), P2(c, 2), P2(c, 4))],
  ['preparePolygon', (c) => api.preparePolygon([[0, 2, 4, 6, 8].map((i) => P2(c, i))]).windingNumber(P2(c, 20))],
];

describe('a lazy Rational as an input coordinate', () => {
  it.each(calls)('%s answers as for the same values as eager Rationals', (_name, call) => {
    for (let shift = 0; shift < 6; shift++) {
      const lazy = lazyPool();
      const eager = lazyPool().map((x) => Rational.of(x.num, x.den));
      const at = (pool: Rational[]) => (i: number) => pool[(i + 7 * shift) % pool.length] as Rational;
      expect(answer(() => call(at(lazy)))).toBe(answer(() => call(at(eager))));
    }
  });
});
