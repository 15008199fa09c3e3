import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMBEDDING_BITS } from '../../src/arbitraries/embedding.js';
import * as A from '../../src/arbitraries/index.js';
import type { Coordinate } from '../../src/core/coordinate.js';
import {
  ExactRangeError,
  ExactTypeError,
  orient3d,
  Rational,
  rayIntersectsTriangle,
  rayTriangle,
  segmentIntersectsTriangle,
  segmentTriangle,
  trianglesIntersect,
} from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import { trianglesIntersectFrac } from '../support/triangleFrac.js';
import { int, leaves, magnitude, sample, typeOf } from './sampling.js';

/*
 * The triangle families, checked on their integer kinds (grid and huge are
 * not scaled, so every promise can be checked in integer arithmetic here,
 * independently of the library): the ray passes through the vertex or
 * edge point it was built on, the segment ends in the plane, coplanar
 * pairs are coplanar, touching pairs share a point (the separating-axis
 * reference on fractions), and meshes are closed, consistently wound
 * outward, with the inside point inside every face.
 */

type V = [bigint, bigint, bigint];
const v = (p: readonly Coordinate[]): V => p.map(int) as V;
const sub = (p: V, q: V): V => [p[0] - q[0], p[1] - q[1], p[2] - q[2]];
const cross = (p: V, q: V): V => [p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]];
const dot = (p: V, q: V): bigint => p[0] * q[0] + p[1] * q[1] + p[2] * q[2];
const scale = (k: bigint, p: V): V => [k * p[0], k * p[1], k * p[2]];
/** det(b − a, c − a, p − a): the side of the plane of a, b, c. */
const sideOf = ([a, b, c]: V[], p: V) => dot(cross(sub(b as V, a as V), sub(c as V, a as V)), sub(p, a as V));
const isZero = (p: V) => p.every((x) => x === 0n);
const tri = (t: readonly (readonly Coordinate[])[]) => t.map(v) as [V, V, V];

type Kind = A.CoordinateKind;
const families: [string, (k: Kind) => fc.Arbitrary<unknown>][] = [
  ['rayThroughTriangleVertex', (k) => A.rayThroughTriangleVertex({ coordinates: k })],
  ['rayThroughTriangleEdge', (k) => A.rayThroughTriangleEdge({ coordinates: k })],
  ['segmentEndingOnTrianglePlane', (k) => A.segmentEndingOnTrianglePlane({ coordinates: k })],
  ['segmentInTrianglePlane', (k) => A.segmentInTrianglePlane({ coordinates: k })],
  ['coplanarTrianglePair', (k) => A.coplanarTrianglePair({ coordinates: k })],
  ['touchingTrianglePair', (k) => A.touchingTrianglePair({ coordinates: k })],
  ['closedTriangleMesh', (k) => A.closedTriangleMesh({ coordinates: k })],
];

describe.each(families)('%s: coordinate kinds', (_name, family) => {
  it.each(A.COORDINATE_KINDS)('every coordinate is of kind %s', (kind) => {
    const xs = sample(family(kind), 20).flatMap(leaves);
    const want = { grid: 'number', safe: 'number', huge: 'bigint', double: 'number', rational: 'Rational' }[kind as 'grid'];
    if (kind === 'mixed') expect(new Set(xs.map(typeOf)).size).toBeGreaterThan(1);
    else expect(xs.filter((x) => typeOf(x) !== want)).toEqual([]);
    if (kind === 'safe' || kind === 'grid') expect(xs.every((x) => Number.isSafeInteger(x))).toBe(true);
  });
  it.each(['grid', 'safe', 'huge'] as const)('%s integers stay within the bit budget', (kind) => {
    const limit = 1n << BigInt(EMBEDDING_BITS[kind]);
    expect(
      sample(family(kind), 100)
        .flatMap(leaves)
        .filter((x) => int(x) > limit || int(x) < -limit),
    ).toEqual([]);
  });
});

describe('rays through a vertex or an edge point of the triangle', () => {
  /** The point the ray is built through: origin + dir/k for k = 1 or 2, or the origin itself. */
  const through = (o: V, d: V, x: V) => [1n, 2n].some((k) => isZero(sub(scale(k, sub(x, o)), d))) || isZero(sub(x, o));

  it.each(['grid', 'huge'] as const)('%s: through a vertex; a quarter of the origins in the plane', (kind) => {
    let inPlane = 0;
    for (const c of sample(A.rayThroughTriangleVertex({ coordinates: kind }), 300)) {
      const t = tri(c.triangle);
      expect(isZero(cross(sub(t[1], t[0]), sub(t[2], t[0])))).toBe(false);
      expect(isZero(v(c.dir))).toBe(false);
      expect(t.some((x) => through(v(c.origin), v(c.dir), x))).toBe(true);
      if (sideOf(t, v(c.origin)) === 0n) inPlane++;
    }
    expect(inPlane).toBeGreaterThan(40);
    expect(inPlane).toBeLessThan(150);
  });

  it.each(['grid', 'huge'] as const)('%s: through a point strictly inside an edge', (kind) => {
    for (const c of sample(A.rayThroughTriangleEdge({ coordinates: kind }), 300)) {
      const t = tri(c.triangle);
      const [o, d] = [v(c.origin), v(c.dir)];
      const onEdge = (p: V, q: V) =>
        [1n, 2n].some((k) => {
          // x = o + d/k on the open segment p–q: k·x − k·p is a multiple λ of q − p with 0 < λ < k.
          const kx = sub(scale(k, o), scale(-1n, d));
          const r = sub(kx, scale(k, p));
          const e = sub(q, p);
          if (!isZero(cross(r, e))) return false;
          const lambda = dot(r, e);
          return lambda > 0n && lambda < k * dot(e, e);
        });
      const ok = [0, 1, 2].some((i) => onEdge(t[i] as V, t[(i + 1) % 3] as V));
      expect(
        ok ||
          t.some((p) => isZero(sub(p, o))) ||
          [0, 1, 2].some((i) => isZero(cross(sub(o, t[i] as V), sub(t[(i + 1) % 3] as V, t[i] as V)))),
      ).toBe(true);
    }
  });
});

describe('segments and the plane', () => {
  it.each(['grid', 'huge'] as const)('%s segmentEndingOnTrianglePlane: an end in the plane, on the triangle often', (kind) => {
    const where = new Set<string>();
    let bothInPlane = 0;
    for (const c of sample(A.segmentEndingOnTrianglePlane({ coordinates: kind }), 400)) {
      const t = tri(c.triangle);
      const sides = c.segment.map((p) => sideOf(t, v(p)));
      expect(sides).toContain(0n);
      if (sides[0] === 0n && sides[1] === 0n) bothInPlane++;
      for (const p of c.segment) {
        const x = v(p);
        if (sideOf(t, x) !== 0n) continue;
        if (t.some((y) => isZero(sub(x, y)))) where.add('vertex');
      }
    }
    expect(where.has('vertex')).toBe(true);
    expect(bothInPlane).toBeGreaterThan(20);
  });

  it.each(['grid', 'huge'] as const)('%s segmentInTrianglePlane: both ends and the triangle in one plane', (kind) => {
    for (const c of sample(A.segmentInTrianglePlane({ coordinates: kind }), 200)) {
      const t = tri(c.triangle);
      expect(isZero(cross(sub(t[1], t[0]), sub(t[2], t[0])))).toBe(false);
      expect(c.segment.map((p) => sideOf(t, v(p)))).toEqual([0n, 0n]);
    }
  });
});

describe('triangle pairs', () => {
  it.each(['grid', 'huge'] as const)(
    '%s coplanarTrianglePair: six coplanar points, two real triangles, overlapping often',
    (kind) => {
      let meet = 0;
      const cases = sample(A.coplanarTrianglePair({ coordinates: kind }), 200);
      for (const { a, b } of cases) {
        const ta = tri(a);
        expect(isZero(cross(sub(ta[1], ta[0]), sub(ta[2], ta[0])))).toBe(false);
        expect(tri(b).map((p) => sideOf(ta, p))).toEqual([0n, 0n, 0n]);
        if (trianglesIntersectFrac(a, b)) meet++;
      }
      expect(meet).toBeGreaterThan(100);
      expect(meet).toBeLessThan(200);
    },
  );

  it.each(['vertex', 'edge', 'any'] as const)('touchingTrianglePair (%s): the triangles always share a point', (touch) => {
    for (const { a, b } of sample(A.touchingTrianglePair({ coordinates: 'huge', touch }), 150)) {
      expect(
        trianglesIntersectFrac(a, b),
        JSON.stringify([a, b], (_k, x) => (typeof x === 'bigint' ? `${x}` : x)),
      ).toBe(true);
    }
  });

  it("touchingTrianglePair: by a vertex, b lies on one side of a's plane; by an edge, two of b's vertices lie on a's edge line", () => {
    let onlyTouch = 0;
    for (const { a, b } of sample(A.touchingTrianglePair({ coordinates: 'grid', touch: 'vertex' }), 200)) {
      const s = tri(b).map((p) => sideOf(tri(a), p));
      if (s.every((x) => x >= 0n) || s.every((x) => x <= 0n)) onlyTouch++;
    }
    expect(onlyTouch).toBe(200);
    for (const { a, b } of sample(A.touchingTrianglePair({ coordinates: 'grid', touch: 'edge' }), 200)) {
      const ta = tri(a);
      const tb = tri(b);
      const onLine = (p: V) => [0, 1, 2].some((i) => isZero(cross(sub(p, ta[i] as V), sub(ta[(i + 1) % 3] as V, ta[i] as V))));
      expect(onLine(tb[0]) && onLine(tb[1])).toBe(true);
    }
  });

  it("touchingTrianglePair: 'vertex' never touches along an edge line, 'any' gives both contacts", () => {
    /** Whether b's first two vertices lie on one edge line of a (an edge contact). */
    const alongEdge = ({ a, b }: { a: readonly (readonly Coordinate[])[]; b: readonly (readonly Coordinate[])[] }) => {
      const ta = tri(a);
      const tb = tri(b);
      return [0, 1, 2].some((i) => {
        const d = sub(ta[(i + 1) % 3] as V, ta[i] as V);
        return isZero(cross(sub(tb[0], ta[i] as V), d)) && isZero(cross(sub(tb[1], ta[i] as V), d));
      });
    };
    expect(sample(A.touchingTrianglePair({ coordinates: 'huge', touch: 'vertex' }), 200).filter(alongEdge)).toEqual([]);
    expect(new Set(sample(A.touchingTrianglePair({ coordinates: 'huge' }), 100).map(alongEdge))).toEqual(new Set([true, false]));
  });
});

describe('closedTriangleMesh', () => {
  it.each(['box', 'fan'] as const)(
    '%s: closed (every edge used once each way), wound outward, the inside point inside every face',
    (shape) => {
      const sizes = new Set<number>();
      for (const m of sample(A.closedTriangleMesh({ coordinates: 'huge', shape }), 100)) {
        const ts = m.triangles.map(tri);
        sizes.add(ts.length);
        const edges = new Map<string, number>();
        for (const t of ts) {
          expect(isZero(cross(sub(t[1], t[0]), sub(t[2], t[0])))).toBe(false);
          expect(sideOf(t, v(m.inside)) < 0n).toBe(true);
          for (let i = 0; i < 3; i++) {
            const key = `${t[i]}>${t[(i + 1) % 3]}`;
            edges.set(key, (edges.get(key) ?? 0) + 1);
          }
        }
        for (const [key, n] of edges) {
          const [p, q] = key.split('>');
          expect(n).toBe(1);
          expect(edges.get(`${q}>${p}`)).toBe(1);
        }
        expect(isZero(v(m.dir))).toBe(false);
      }
      if (shape === 'box') expect([...sizes]).toEqual([12]);
      else expect([...sizes].sort((x, y) => x - y)).toEqual([6, 8, 10, 12, 14, 16]);
    },
  );

  /** Pairs of triangles that share an edge and lie in one plane: a box's six faces, none in a fan. */
  const coplanarNeighbours = (ts: V[][]) => {
    let n = 0;
    for (let a = 0; a < ts.length; a++) {
      for (let b = a + 1; b < ts.length; b++) {
        const shared = (ts[b] as V[]).filter((p) => (ts[a] as V[]).some((q) => isZero(sub(p, q))));
        if (shared.length === 2 && (ts[b] as V[]).every((p) => sideOf(ts[a] as V[], p) === 0n)) n++;
      }
    }
    return n;
  };

  it("'box' is a box (six faces, each two coplanar triangles), 'fan' never is, 'any' gives both", () => {
    const kinds = (shape?: 'box' | 'fan') =>
      new Set(
        sample(A.closedTriangleMesh({ coordinates: 'huge', ...(shape && { shape }) }), 60).map((m) =>
          coplanarNeighbours(m.triangles.map(tri)),
        ),
      );
    expect([...kinds('box')]).toEqual([6]);
    expect([...kinds('fan')]).toEqual([0]);
    expect([...kinds()].sort()).toEqual([0, 6]);
  });

  /** The largest magnitude among xs. */
  const largest = (xs: bigint[]) => {
    let top = 0n;
    for (const x of xs) if (magnitude(x) > top) top = magnitude(x);
    return top;
  };

  it('directions aim at vertices, at edge midpoints, or anywhere, and free ones are about the size of the mesh', () => {
    const aims = new Set<string>();
    let longest = 0;
    for (const m of sample(A.closedTriangleMesh({ coordinates: 'huge' }), 200)) {
      const i = v(m.inside);
      const d = v(m.dir);
      const ts = m.triangles.map(tri);
      const vertices = ts.flat();
      const towards = (x: V) => isZero(cross(x, d)) && dot(x, d) > 0n;
      if (vertices.some((p) => towards(sub(p, i)))) aims.add('vertex');
      else if (ts.some((t) => t.some((p, k) => towards(sub(sub(p, i), sub(i, t[(k + 1) % 3] as V)))))) {
        // p + q − 2i points from i towards the midpoint of edge pq.
        aims.add('edge');
      } else {
        aims.add('free');
        const size = largest(vertices.flat());
        const reach = largest(d);
        // Scaled by a power of two so that a draw of 16 bits spans the mesh: never longer than it is wide.
        expect(reach <= size).toBe(true);
        longest = Math.max(longest, Number(reach) / Number(size));
      }
    }
    expect([...aims].sort()).toEqual(['edge', 'free', 'vertex']);
    expect(longest).toBeGreaterThan(0.125);
  });
});

describe('bad constraints', () => {
  it('name the family and the field', () => {
    expectError(
      () => A.closedTriangleMesh({ shape: 'cube' as 'box' }),
      ExactRangeError,
      'closedTriangleMesh: constraints.shape is "cube", expected one of "box", "fan", "any"',
    );
    expectError(
      () => A.touchingTrianglePair({ touch: 'face' as 'edge' }),
      ExactRangeError,
      'touchingTrianglePair: constraints.touch is "face", expected one of "vertex", "edge", "any"',
    );
    expectError(
      () => A.rayThroughTriangleEdge({ dim: 3 } as never),
      ExactRangeError,
      'rayThroughTriangleEdge: constraints.dim is not a known field (known: coordinates)',
    );
    expectError(
      () => A.segmentInTrianglePlane('grid' as never),
      ExactTypeError,
      'segmentInTrianglePlane: constraints is "grid", expected an object or undefined',
    );
  });

  it('Rational coordinates keep the configuration exact (the rational kind scales by one denominator)', () => {
    for (const c of sample(A.rayThroughTriangleVertex({ coordinates: 'rational' }), 20)) {
      expect(leaves(c).every((x) => x instanceof Rational)).toBe(true);
    }
  });
});

describe("the doc comments' examples hold", () => {
  const RUNS = { numRuns: 50 };
  it('each triangle family', () => {
    fc.assert(
      fc.property(A.rayThroughTriangleVertex(), ({ origin, dir, triangle }) => rayIntersectsTriangle(origin, dir, triangle)),
      RUNS,
    );
    fc.assert(
      fc.property(A.rayThroughTriangleEdge(), ({ origin, dir, triangle }) => rayTriangle(origin, dir, triangle) !== null),
      RUNS,
    );
    fc.assert(
      fc.property(
        A.segmentEndingOnTrianglePlane(),
        ({ segment, triangle }) =>
          segmentTriangle(segment, triangle).kind !== 'segment' || orient3d(...triangle, segment[0]) === 0,
      ),
      RUNS,
    );
    fc.assert(
      fc.property(
        A.segmentInTrianglePlane(),
        ({ segment, triangle }) =>
          segmentTriangle(segment, triangle).kind !== 'none' || !segmentIntersectsTriangle(segment, triangle),
      ),
      RUNS,
    );
    fc.assert(
      fc.property(A.coplanarTrianglePair(), ({ a, b }) => trianglesIntersect(a, b) === trianglesIntersect(b, a)),
      RUNS,
    );
    fc.assert(
      fc.property(A.touchingTrianglePair(), ({ a, b }) => trianglesIntersect(a, b)),
      RUNS,
    );
    fc.assert(
      fc.property(A.closedTriangleMesh(), ({ triangles, inside, dir }) =>
        triangles.some((t) => rayIntersectsTriangle(inside, dir, t)),
      ),
      RUNS,
    );
  });
});
