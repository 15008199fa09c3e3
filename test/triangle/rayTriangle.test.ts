import { describe, expect, it } from 'vitest';
import type { Coordinate } from '../../src/core/coordinate.js';
import {
  ExactRangeError,
  ExactTypeError,
  Rational,
  rayIntersectsTriangle,
  rayTriangle,
  segmentTriangle,
} from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import { lineTriangleFrac, showLineTriangle } from '../support/triangleFrac.js';
import type { P3, Tri } from './helpers.js';
import { permutations, showRayHit, showSegmentTriangle, smallInts } from './helpers.js';

const tri: Tri = [
  [0, 0, 0],
  [4, 0, 0],
  [0, 4, 0],
];
const run = (o: P3, d: P3, t: Tri = tri) => showRayHit(rayTriangle(o, d, t));
const reference = (o: P3, d: P3, t: Tri = tri) => showLineTriangle(lineTriangleFrac(o, d, true, t));

describe('rayTriangle: crossing the plane', () => {
  it('through the interior, an edge, a vertex; t counts multiples of dir', () => {
    expect(run([1, 1, 4], [0, 0, -2])).toEqual({ kind: 'point', t: '2', point: ['1', '1', '0'], where: 'interior' });
    expect(run([2, 2, 4], [0, 0, -1])).toEqual({ kind: 'point', t: '4', point: ['2', '2', '0'], where: 'edge' });
    expect(run([0, 4, -3], [0, 0, 6])).toEqual({ kind: 'point', t: '1/2', point: ['0', '4', '0'], where: 'vertex' });
  });

  it('pointing away, parallel above, starting on the triangle, starting on the plane outside', () => {
    expect(run([1, 1, 4], [0, 0, 2])).toEqual({ kind: 'none' });
    expect(run([1, 1, 4], [1, 0, 0])).toEqual({ kind: 'none' });
    expect(run([1, 1, 0], [3, 1, 5])).toEqual({ kind: 'point', t: '0', point: ['1', '1', '0'], where: 'interior' });
    expect(run([5, 5, 0], [0, 0, 1])).toEqual({ kind: 'none' });
  });

  it('a hit far along the ray, from a tiny direction', () => {
    expect(run([1, 1, 1], [0, 0, -(2 ** -60)])).toEqual({
      kind: 'point',
      t: String(2n ** 60n),
      point: ['1', '1', '0'],
      where: 'interior',
    });
  });
});

describe('rayTriangle: in the plane', () => {
  it('the first point: entering across an edge, at a vertex, from inside, from an edge pointing out', () => {
    expect(run([-1, 1, 0], [1, 0, 0])).toEqual({ kind: 'point', t: '1', point: ['0', '1', '0'], where: 'edge' });
    expect(run([-2, 6, 0], [1, -1, 0])).toEqual({ kind: 'point', t: '2', point: ['0', '4', '0'], where: 'vertex' });
    expect(run([1, 1, 0], [1, 0, 0])).toEqual({ kind: 'point', t: '0', point: ['1', '1', '0'], where: 'interior' });
    expect(run([2, 2, 0], [1, 1, 0])).toEqual({ kind: 'point', t: '0', point: ['2', '2', '0'], where: 'edge' });
    expect(run([-1, 4, 0], [1, 0, 0])).toEqual({ kind: 'point', t: '1', point: ['0', '4', '0'], where: 'vertex' });
  });

  it('missing: pointing away, passing beside a vertex, behind the origin', () => {
    expect(run([5, 1, 0], [1, 0, 0])).toEqual({ kind: 'none' });
    expect(run([-1, 5, 0], [1, 0, 0])).toEqual({ kind: 'none' });
    expect(run([-1, 1, 0], [-1, 0, 0])).toEqual({ kind: 'none' });
  });
});

describe('rayTriangle: shared edges and watertightness', () => {
  // Two triangles sharing the edge from (0, 0, 0) to (1, 1, 0), with decimals that doubles cannot hold.
  const a: P3 = [0.1, 0.1, 0];
  const b: P3 = [0.7, 0.9, 0];
  const t1: Tri = [a, b, [0.9, 0.1, 0]];
  const t2: Tri = [b, a, [0.1, 0.9, 0]];
  it('a ray through the shared edge hits both triangles at the same t, on an edge', () => {
    // From above the edge's midpoint, exactly (a Rational: the doubles' mean rounds).
    const mid = (k: number) =>
      Rational.from(a[k] as number)
        .add(b[k] as number)
        .div(2);
    const o: P3 = [mid(0), mid(1), 0.3];
    const h1 = rayTriangle(o, [0, 0, -1], t1);
    const h2 = rayTriangle(o, [0, 0, -1], t2);
    expect(h1?.where).toBe('edge');
    expect(h2?.where).toBe('edge');
    expect(h1?.t.equals(h2?.t as Rational)).toBe(true);
    expect(h1?.t.toString()).toBe(Rational.from(0.3).toString());
  });

  it('slanted rays through points of the shared edge: each hits exactly one triangle or both on the edge', () => {
    const rand = smallInts(11449, 1000);
    for (let i = 0; i < 300; i++) {
      const [u, v, w] = rand().map((x) => (x as number) / 1000);
      // A double near the shared edge, and a slanted direction.
      const s = Math.abs(u as number);
      const x: P3 = [0.1 + s * 0.6, 0.1 + s * 0.8, 0];
      const o: P3 = [(x[0] as number) + (v as number), (x[1] as number) + (w as number), 1];
      const d: P3 = [-(v as number), -(w as number), -1];
      const h1 = rayTriangle(o, d, t1);
      const h2 = rayTriangle(o, d, t2);
      expect(h1 !== null || h2 !== null, JSON.stringify([o, d])).toBe(true);
      if (h1 !== null && h2 !== null) {
        expect([h1.where, h2.where]).not.toContain('interior');
        expect(h1.t.equals(h2.t)).toBe(true);
      }
    }
  });
});

describe('rayTriangle against fractions', () => {
  it('small integer grids, and rays in the plane z = 0', () => {
    const point = smallInts(181, 2);
    let planar = 0;
    for (let i = 0; i < 3000; i++) {
      const flat = i % 3 === 0;
      const pick = (): P3 => {
        const p = point();
        return flat ? [p[0] as Coordinate, p[1] as Coordinate, 0] : p;
      };
      const t = [pick(), pick(), pick()] as Tri;
      const o = pick();
      const d = pick();
      if (d.every((x) => x === 0)) continue;
      let want: unknown;
      try {
        want = reference(o, d, t);
      } catch {
        continue;
      }
      expect(run(o, d, t), JSON.stringify([o, d, t])).toEqual(want);
      expect(rayIntersectsTriangle(o, d, t)).toBe((want as { kind: string }).kind !== 'none');
      if (flat && (want as { kind: string }).kind !== 'none') planar++;
    }
    expect(planar).toBeGreaterThan(50);
  });
});

describe('rayTriangle: laws', () => {
  it('the same hit for every order of the vertices', () => {
    for (const [o, d] of [
      [
        [1, 1, 4],
        [0, 0, -2],
      ],
      [
        [2, 2, 4],
        [0, 0, -1],
      ],
      [
        [-2, 6, 0],
        [1, -1, 0],
      ],
      [
        [-1, 1, 0],
        [1, 0, 0],
      ],
    ] as [P3, P3][]) {
      const want = run(o, d);
      for (const t of permutations(tri)) expect(run(o, d, t)).toEqual(want);
    }
  });

  it('equals segmentTriangle on a segment long enough to reach past the triangle', () => {
    const point = smallInts(7, 3);
    for (let i = 0; i < 500; i++) {
      const t = [point(), point(), point()] as Tri;
      const o = point();
      const d = point();
      if (d.every((x) => x === 0)) continue;
      let ray: ReturnType<typeof rayTriangle>;
      try {
        ray = rayTriangle(o, d, t);
      } catch {
        continue;
      }
      // Every vertex is within |coordinate| ≤ 3 and dir is an integer vector: t = 64 reaches past all of them.
      const far = o.map((x, k) => (x as number) + 64 * (d[k] as number));
      const seg = segmentTriangle([o, far], t);
      if (ray === null) expect(seg.kind).toBe('none');
      else {
        const t0 = seg.kind === 'point' ? seg.t : seg.kind === 'segment' ? seg.t[0] : null;
        expect(t0?.mul(64).equals(ray.t), JSON.stringify([o, d, t])).toBe(true);
        if (seg.kind === 'point') expect(seg.where).toBe(ray.where);
      }
    }
  });
});

describe('rayTriangle: bad input', () => {
  it('a zero direction is bad_input, before a degenerate triangle', () => {
    expectError(
      () => rayTriangle([0, 0, 0], [0, 0n, Rational.ZERO], tri),
      ExactRangeError,
      'rayTriangle: dir is [0, 0n, 0], expected a non-zero direction',
    );
    expectError(
      () => rayIntersectsTriangle([0, 0, 0], [0, 0, 0], [tri[0], tri[0], tri[1]]),
      ExactRangeError,
      'rayIntersectsTriangle: dir is [0, 0, 0], expected a non-zero direction',
    );
    expectError(
      () => rayTriangle([0, 0, 0], [0, 0, 1], [tri[0], tri[0], tri[1]]),
      ExactRangeError,
      'rayTriangle: triangle is degenerate (its three vertices are collinear)',
      'degenerate',
    );
    expectError(() => rayTriangle([0, 0], [0, 0, 1], tri), ExactRangeError, 'rayTriangle: origin has 2 coordinates, expected 3');
    expectError(
      () => rayTriangle([0, 0, 0], [0, 0, Number.POSITIVE_INFINITY], tri),
      ExactRangeError,
      'rayTriangle: dir[2] is Infinity',
    );
  });

  it('a function with numeric keys is not a point or a triangle, on the fast path as on the checked one', () => {
    // Regression: the number fast path tested lengths and coordinate types only, and answered.
    const asFunction = (v: readonly unknown[]) =>
      Object.defineProperty(
        Object.assign(() => 0, { ...v }),
        'length',
        { value: v.length },
      );
    const origin = [0.25, 0.25, 1];
    const dir = [0, 0, -1];
    const cases: [unknown[], string][] = [
      [[asFunction(origin), dir, tri], 'origin'],
      [[origin, asFunction(dir), tri], 'dir'],
      [[origin, dir, asFunction(tri)], 'triangle'],
      [[origin, dir, [asFunction(tri[0] as unknown[]), tri[1], tri[2]]], 'triangle[0]'],
      [[origin, dir, [tri[0], asFunction(tri[1] as unknown[]), tri[2]]], 'triangle[1]'],
      [[origin, dir, [tri[0], tri[1], asFunction(tri[2] as unknown[])]], 'triangle[2]'],
    ];
    for (const [args, name] of cases) {
      for (const [fn, f] of [
        ['rayIntersectsTriangle', rayIntersectsTriangle],
        ['rayTriangle', rayTriangle],
      ] as const) {
        expect(() => (f as (...a: unknown[]) => unknown)(...args), `${fn} ${name}`).toThrow(ExactTypeError);
        expect(() => (f as (...a: unknown[]) => unknown)(...args), `${fn} ${name}`).toThrow(`${fn}: ${name} is a function`);
      }
    }
  });

  it('the segment answer reached from the ray: showSegmentTriangle and showRayHit share a shape', () => {
    expect(run([1, 1, 4], [0, 0, -4])).toEqual(
      showSegmentTriangle(
        segmentTriangle(
          [
            [1, 1, 4],
            [1, 1, 0],
          ],
          tri,
        ),
      ),
    );
  });
});
