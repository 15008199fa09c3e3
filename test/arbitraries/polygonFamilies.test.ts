import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as A from '../../src/arbitraries/index.js';
import { DIRECTIONS, keptDirections } from '../../src/arbitraries/polygonParts.js';
import type { Coordinate, Point2 } from '../../src/core/coordinate.js';
import {
  convexHull,
  ExactRangeError,
  ExactTypeError,
  isSimplePolygon,
  pointInConvexPolygon,
  pointInPolygon,
  polygonArea,
} from '../../src/index.js';
import { eq, frac, orient2dExact, sign } from '../support/frac.js';
import { signedArea2 } from '../support/polygonFrac.js';
import { hullFrac, simplicityFrac, windingFrac } from '../support/polygonsFrac.js';
import { gcd, int, sample } from './sampling.js';

/*
 * The polygon arbitraries do what they promise, checked with the
 * independent fraction references (never with the library under test), in
 * every coordinate kind: simple rings are simple, holes lie inside their
 * outer ring and wind as asked, self-intersecting and spiked rings are not
 * simple, boundary points are on the boundary, hull point sets are
 * collinear or have the hull they are built on.
 */

const RUNS = { numRuns: 12 };
const same = (p: readonly Coordinate[], q: readonly Coordinate[]) => p.every((x, i) => eq(frac(x), frac(q[i] as Coordinate)));

describe.each(A.COORDINATE_KINDS)('polygon arbitraries with %s coordinates', (kind) => {
  const c = { coordinates: kind };

  it('polygonPair: b is made of vertices that a or another ring of the kind has, and shares some with a', () => {
    const other = (p: Point2, a: Point2[][]) => a.flat().some((q) => same(p, q));
    let shared = 0;
    for (const { a, b } of sample(A.polygonPair(c), 40)) {
      expect(b.length).toBeGreaterThan(0);
      for (const ring of b) expect(ring.length).toBeGreaterThanOrEqual(3);
      if (b.flat().some((p) => other(p, a))) shared++;
    }
    expect(shared).toBeGreaterThanOrEqual(30);
  });

  it('simpleRing: simple, at least 3 distinct vertices', () => {
    fc.assert(
      fc.property(A.simpleRing(c), (ring) => {
        expect(simplicityFrac(ring)).toBe(null);
      }),
      RUNS,
    );
  });

  it('ringWithHoles: simple rings, each hole inside its outer ring and winding the other way', () => {
    fc.assert(
      fc.property(A.ringWithHoles(c), (rings) => {
        expect(rings.length % 2).toBe(0);
        for (let j = 0; j < rings.length; j += 2) {
          const outer = rings[j] as Point2[];
          const hole = rings[j + 1] as Point2[];
          expect(simplicityFrac(outer)).toBe(null);
          expect(simplicityFrac(hole)).toBe(null);
          for (const v of hole) expect([0, 'boundary']).not.toContain(windingFrac(v, [outer]));
          expect(sign(signedArea2(hole))).toBe(-sign(signedArea2(outer)));
        }
      }),
      RUNS,
    );
  });

  it('selfIntersectingRing and spikedRing: not simple', () => {
    fc.assert(
      fc.property(A.selfIntersectingRing(c), A.spikedRing(c), (a, b) => {
        expect(simplicityFrac(a)).not.toBe(null);
        expect(simplicityFrac(a)).not.toBe('few');
        expect(simplicityFrac(b)).not.toBe(null);
      }),
      RUNS,
    );
  });

  it('polygonBoundaryPoint: the point is on the boundary', () => {
    fc.assert(
      fc.property(A.polygonBoundaryPoint(c), ({ rings, point }) => {
        expect(windingFrac(point, rings)).toBe('boundary');
      }),
      RUNS,
    );
  });

  it('hullPoints: on one line, or a triangle with points on and in it', () => {
    fc.assert(
      fc.property(A.hullPoints({ ...c, shape: 'line' }), A.hullPoints({ ...c, shape: 'edges' }), (line, tri) => {
        const [a, b] = line;
        for (const p of line) if (b !== undefined && !same(a as Point2, b)) expect(orient2dExact(a as Point2, b, p)).toBe(0);
        expect(hullFrac(tri).length).toBe(3);
      }),
      RUNS,
    );
  });
});

describe('polygon arbitraries: the interesting cases come up', () => {
  const grid = { coordinates: 'grid' } as const;

  it('holes winding the same way or either way on request; several parts', () => {
    const same = sample(A.ringWithHoles({ ...grid, holeWinding: 'same', maxParts: 3 }), 100);
    for (const rings of same) expect(sign(signedArea2(rings[1] as Point2[]))).toBe(sign(signedArea2(rings[0] as Point2[])));
    expect(same.some((rings) => rings.length === 6)).toBe(true);
    const any = sample(A.ringWithHoles({ ...grid, holeWinding: 'any' }), 100);
    const agree = any.map((rings) => sign(signedArea2(rings[1] as Point2[])) === sign(signedArea2(rings[0] as Point2[])));
    expect(new Set(agree).size).toBe(2);
  });

  it('self-intersecting rings wind 3, 5 or 7 times around a point', () => {
    for (const turns of [3, 5, 7] as const) {
      for (const ring of sample(A.selfIntersectingRing({ ...grid, turns, affine: false }), 20)) {
        expect(Math.abs(windingFrac([0, 0], [ring]) as number)).toBe(turns);
      }
    }
  });

  it('boundary points at vertices and strictly inside edges; rings with repeated and collinear vertices', () => {
    const vertices = sample(A.polygonBoundaryPoint({ ...grid, at: 'vertex' }), 100);
    expect(vertices.every(({ rings, point }) => rings.some((r) => r.some((v) => same(v, point))))).toBe(true);
    // Strictly inside an edge: not a vertex, except where another edge's vertex happens to lie there.
    const edges = sample(A.polygonBoundaryPoint({ ...grid, at: 'edge', duplicates: false }), 100);
    expect(edges.filter(({ rings, point }) => !rings.some((r) => r.some((v) => same(v, point)))).length).toBeGreaterThan(90);
    const rings = sample(A.simpleRing(grid), 200);
    const repeats = rings.filter((r) => r.some((v, i) => same(v, r[(i + 1) % r.length] as Point2)));
    const collinear = rings.filter((r) =>
      r.some((v, i) => {
        const a = r[(i + r.length - 1) % r.length] as Point2;
        const b = r[(i + 1) % r.length] as Point2;
        return !same(a, v) && !same(v, b) && orient2dExact(a, v, b) === 0;
      }),
    );
    expect(repeats.length).toBeGreaterThan(20);
    expect(collinear.length).toBeGreaterThan(20);
    const plain = sample(A.simpleRing({ ...grid, collinear: false, duplicates: false, affine: false }), 100);
    expect(plain.every((r) => r.every((v, i) => !same(v, r[(i + 1) % r.length] as Point2)))).toBe(true);
  });

  it('hulls with many points on their edges, and up to maxPoints points', () => {
    const sets = sample(A.hullPoints({ ...grid, maxPoints: 60 }), 100);
    const onEdges = sets.map((pts) => {
      const hull = hullFrac(pts).map((i) => pts[i] as Point2);
      if (hull.length < 3) return 0;
      return pts.filter(
        (p) =>
          !hull.some((v) => same(v, p)) && hull.some((v, i) => orient2dExact(v, hull[(i + 1) % hull.length] as Point2, p) === 0),
      ).length;
    });
    expect(Math.max(...onEdges)).toBeGreaterThan(10);
    expect(sets.every((pts) => pts.length >= 4 && pts.length <= 63)).toBe(true);
  });

  it('affine maps: the same configuration appears sheared, turned and mirrored', () => {
    const areas = sample(A.simpleRing({ ...grid, collinear: false, duplicates: false }), 200).map((r) => sign(signedArea2(r)));
    expect(new Set(areas).size).toBe(2);
  });

  it('shrinks toward a small ring', () => {
    const failure = fc.check(
      fc.property(A.simpleRing(), (ring) => ring.length < 4),
      { seed: 7 },
    );
    expect(failure.failed).toBe(true);
    const shrunk = failure.counterexample?.[0] as Point2[];
    expect(shrunk.length).toBeLessThanOrEqual(5);
  });
});

describe('polygon arbitraries: bad constraints', () => {
  it.each([
    ['simpleRing', { sides: 4 }, ExactRangeError, /^simpleRing: constraints\.sides is not a known field/],
    ['ringWithHoles', { holeWinding: 'left' }, ExactRangeError, /^ringWithHoles: constraints\.holeWinding is "left"/],
    ['ringWithHoles', { maxParts: 5 }, ExactRangeError, /^ringWithHoles: constraints\.maxParts is 5, expected 1 to 4$/],
    ['selfIntersectingRing', { turns: 2 }, ExactRangeError, /^selfIntersectingRing: constraints\.turns is 2/],
    ['spikedRing', { affine: 'yes' }, ExactTypeError, /^spikedRing: constraints\.affine is "yes", expected a boolean$/],
    ['polygonBoundaryPoint', { at: 'corner' }, ExactRangeError, /^polygonBoundaryPoint: constraints\.at is "corner"/],
    ['polygonBoundaryPoint', { shape: 'round' }, ExactRangeError, /^polygonBoundaryPoint: constraints\.shape is "round"/],
    ['hullPoints', { maxPoints: 0 }, ExactRangeError, /^hullPoints: constraints\.maxPoints is 0, expected 1 to 500$/],
    ['hullPoints', { shape: 'circle' }, ExactRangeError, /^hullPoints: constraints\.shape is "circle"/],
  ] as const)('%s(%o)', (name, constraints, cls, message) => {
    const build = (A as unknown as Record<string, (c: unknown) => unknown>)[name] as (c: unknown) => unknown;
    expect(() => build(constraints)).toThrow(cls);
    expect(() => build(constraints)).toThrow(message);
  });
});

describe("the doc comments' examples hold", () => {
  it('as written', () => {
    const runs = { numRuns: 30 };
    fc.assert(
      fc.property(A.simpleRing(), (ring) => isSimplePolygon(ring).simple),
      runs,
    );
    fc.assert(
      fc.property(A.ringWithHoles(), (rings) => polygonArea(rings).sign() !== 0),
      runs,
    );
    fc.assert(
      fc.property(A.selfIntersectingRing(), (ring) => !isSimplePolygon(ring).simple),
      runs,
    );
    fc.assert(
      fc.property(A.spikedRing(), (ring) => !isSimplePolygon(ring).simple),
      runs,
    );
    fc.assert(
      fc.property(A.polygonBoundaryPoint(), ({ rings, point }) => pointInPolygon(point, rings) === 'boundary'),
      runs,
    );
    fc.assert(
      fc.property(A.hullPoints(), (pts) => pts.every((p) => pointInConvexPolygon(p, convexHull(pts)) !== 'outside')),
      runs,
    );
  });
});

const cross = (p: readonly bigint[], q: readonly bigint[]) =>
  (p[0] as bigint) * (q[1] as bigint) - (p[1] as bigint) * (q[0] as bigint);
const dot = (p: readonly bigint[], q: readonly bigint[]) =>
  (p[0] as bigint) * (q[0] as bigint) + (p[1] as bigint) * (q[1] as bigint);
/** The index of the direction p is a positive multiple of, or -1. */
const directionOf = (p: readonly bigint[]) => DIRECTIONS.findIndex((d) => cross(d, p) === 0n && dot(d, p) > 0n);
/** Whether an integer point lies on one of the sixteen directions from the origin (no affine map applied). */
const onDirections = (p: readonly Coordinate[]) => directionOf(p.map(int)) >= 0;

describe('polygon arbitraries: the integer parts', () => {
  const plain = { coordinates: 'grid', collinear: false, duplicates: false } as const;

  it('the sixteen directions are primitive, distinct and in counterclockwise order, less than 27° apart', () => {
    expect(DIRECTIONS).toHaveLength(16);
    expect(DIRECTIONS[0]).toEqual([1n, 0n]);
    for (let k = 0; k < 16; k++) {
      const d = DIRECTIONS[k] as readonly [bigint, bigint];
      const e = DIRECTIONS[(k + 1) % 16] as readonly [bigint, bigint];
      expect(gcd(d[0], d[1]), `direction ${k}`).toBe(1n);
      // sin of the turn from d to e is positive and below sin 27° (and the turn under 90°).
      expect(cross(d, e) > 0n && dot(d, e) > 0n, `directions ${k}, ${k + 1}`).toBe(true);
      const sin2 = Number(cross(d, e)) ** 2 / (Number(dot(d, d)) * Number(dot(e, e)));
      expect(sin2).toBeLessThan(Math.sin((27 * Math.PI) / 180) ** 2);
    }
  });

  it('keptDirections keeps every fifth direction whatever the flags, and the flagged ones', () => {
    expect(keptDirections(new Array(16).fill(false))).toEqual([0, 5, 10, 15]);
    expect(keptDirections(new Array(16).fill(true))).toEqual([...Array(16).keys()]);
    expect(keptDirections(DIRECTIONS.map((_, k) => k === 3))).toEqual([0, 3, 5, 10, 15]);
  });

  it('without the affine map every vertex lies on one of the directions; with it, not always', () => {
    for (const ring of sample(A.simpleRing({ ...plain, affine: false }), 100)) {
      expect(ring.every(onDirections)).toBe(true);
    }
    const moved = sample(A.simpleRing(plain), 100).filter((ring) => !ring.every(onDirections));
    expect(moved.length).toBeGreaterThan(50);
  });

  it('spikedRing: each spike goes out along its vertex’s own ray and back, outward or inward, and not at every vertex', () => {
    const kinds = new Set<string>();
    let unspiked = 0;
    for (const ring of sample(A.spikedRing({ ...plain, affine: false }), 100)) {
      const r = ring.map((p) => p.map(int));
      const n = r.length;
      for (let i = 0; i < n; i++) {
        const before = r[(i + n - 1) % n] as bigint[];
        const tip = r[i] as bigint[];
        const after = r[(i + 1) % n] as bigint[];
        if (before[0] === after[0] && before[1] === after[1]) {
          // tip = t·d and before = v = r·d on one direction, t ≠ r.
          expect(directionOf(tip)).toBe(directionOf(before));
          expect(dot(tip, tip)).not.toBe(dot(before, before));
          kinds.add(dot(tip, tip) > dot(before, before) ? 'outward' : 'inward');
        } else if (!r.some((q, j) => j !== i && q[0] === tip[0] && q[1] === tip[1])) {
          unspiked++;
        }
      }
    }
    expect([...kinds].sort()).toEqual(['inward', 'outward']);
    expect(unspiked).toBeGreaterThan(0);
  });
});

describe('polygonBoundaryPoint: where the point is', () => {
  const key = (p: readonly Coordinate[]) => p.map(String).join(',');
  const atVertex = ({ rings, point }: A.PolygonPointCase) => rings.some((r) => r.some((p) => key(p) === key(point)));

  it("'vertex' puts it on a vertex, 'edge' strictly inside an edge with length (repeated vertices skipped), 'any' both", () => {
    const grid = { coordinates: 'grid' } as const;
    expect(sample(A.polygonBoundaryPoint({ ...grid, at: 'vertex' }), 100).every(atVertex)).toBe(true);
    expect(sample(A.polygonBoundaryPoint({ ...grid, at: 'edge' }), 300).some(atVertex)).toBe(false);
    expect(new Set(sample(A.polygonBoundaryPoint(grid), 100).map(atVertex))).toEqual(new Set([true, false]));
  });

  it('without a shape it comes on every shape: several rings, self-intersecting rings', () => {
    const cases = sample(A.polygonBoundaryPoint({ coordinates: 'grid', collinear: false, duplicates: false }), 200);
    expect(cases.some((c) => c.rings.length > 1)).toBe(true);
    expect(cases.some((c) => c.rings.length === 1 && simplicityFrac(c.rings[0] as Point2[]) !== null)).toBe(true);
    expect(cases.some((c) => c.rings.length === 1 && simplicityFrac(c.rings[0] as Point2[]) === null)).toBe(true);
  });

  it('the affine map moves the rings it returns in an object too', () => {
    const plain = { coordinates: 'grid', shape: 'simple', collinear: false, duplicates: false } as const;
    const unmoved = sample(A.polygonBoundaryPoint({ ...plain, affine: false }), 50);
    expect(unmoved.every((c) => (c.rings[0] as Point2[]).every(onDirections))).toBe(true);
    const moved = sample(A.polygonBoundaryPoint(plain), 100).filter((c) => !(c.rings[0] as Point2[]).every(onDirections));
    expect(moved.length).toBeGreaterThan(50);
  });
});

describe('hullPoints: the affine map is on unless asked off', () => {
  const hasOrigin = (pts: Point2[]) => pts.some((p) => p[0] === 0 && p[1] === 0);
  it('off, the triangle keeps its corner at the origin; by default, mostly not', () => {
    expect(sample(A.hullPoints({ coordinates: 'grid', affine: false }), 50).every(hasOrigin)).toBe(true);
    expect(sample(A.hullPoints({ coordinates: 'grid' }), 100).filter(hasOrigin).length).toBeLessThan(50);
  });
});
