import { describe, expect, it } from 'vitest';
import { Rational } from '../../src/core/rational.js';
import { ExactRangeError, ExactTypeError } from '../../src/index.js';
import { delaunay } from '../../src/triangulation/delaunay.js';
import { any } from '../support/boxes.js';
import { expectError } from '../support/expectError.js';
import { mulberry32 } from '../support/random.js';
import { checkDelaunay, checkEmptyCircles } from '../support/triangulationCheck.js';

const lattice = (n: number, m = n, step = 1) => {
  const out: number[][] = [];
  for (let i = 0; i < n; i++) for (let j = 0; j < m; j++) out.push([i * step, j * step]);
  return out;
};

describe('delaunay', () => {
  it('triangulates a square in two triangles, counterclockwise', () => {
    const points = [
      [0, 0],
      [1, 0],
      [0, 1],
      [1, 1],
    ];
    const d = delaunay(points);
    expect(d.triangles.length).toBe(6);
    checkDelaunay(points, d);
    checkEmptyCircles(points, d);
  });

  it('puts the fourth point of a thin quadrilateral where the circle says', () => {
    // (0,0), (10,0), (5,1), (5,-1): the circle through three of them holds the fourth unless the diagonal is the short one.
    const points = [
      [0, 0],
      [10, 0],
      [5, 1],
      [5, -1],
    ];
    const d = delaunay(points);
    const edges = new Set<string>();
    for (let e = 0; e < d.triangles.length; e++) {
      const a = d.triangles[e] as number;
      const b = d.triangles[e % 3 === 2 ? e - 2 : e + 1] as number;
      edges.add([a, b].sort().join('-'));
    }
    expect(edges.has('2-3')).toBe(true);
    expect(edges.has('0-1')).toBe(false);
    checkDelaunay(points, d);
  });

  it('handles integer lattices, where every unit square is cocircular', () => {
    for (const [n, m] of [
      [2, 2],
      [3, 3],
      [5, 7],
      [12, 12],
    ] as const) {
      const points = lattice(n, m);
      const d = delaunay(points);
      expect(d.triangles.length / 3).toBe(2 * (n - 1) * (m - 1));
      checkDelaunay(points, d);
      if (n * m <= 49) checkEmptyCircles(points, d);
    }
  });

  it('handles points all on one circle', () => {
    // The 12 points of x² + y² = 25 with integer coordinates, and 8 of x² + y² = 5²·13... all exactly cocircular.
    const points = [
      [5, 0],
      [4, 3],
      [3, 4],
      [0, 5],
      [-3, 4],
      [-4, 3],
      [-5, 0],
      [-4, -3],
      [-3, -4],
      [0, -5],
      [3, -4],
      [4, -3],
    ];
    const d = delaunay(points);
    expect(d.triangles.length / 3).toBe(10);
    expect(d.hull.length).toBe(12);
    checkDelaunay(points, d);
    checkEmptyCircles(points, d);
  });

  it('answers collinear points with no triangles and the points along the line as the hull', () => {
    const points = [
      [2, 2],
      [0, 0],
      [3, 3],
      [1, 1],
      [1, 1],
    ];
    const d = delaunay(points);
    expect(d.triangles.length).toBe(0);
    expect(d.halfedges.length).toBe(0);
    expect(Array.from(d.hull)).toEqual([1, 3, 0, 2]);
    checkDelaunay(points, d);
  });

  it('answers no point, one point and two points', () => {
    expect(delaunay([]).triangles.length).toBe(0);
    expect(Array.from(delaunay([]).hull)).toEqual([]);
    expect(Array.from(delaunay([[1, 2]]).hull)).toEqual([0]);
    expect(
      Array.from(
        delaunay([
          [1, 2],
          [0, 0],
        ]).hull,
      ),
    ).toEqual([1, 0]);
    expect(
      Array.from(
        delaunay([
          [1, 2],
          [1, 2],
        ]).hull,
      ),
    ).toEqual([0]);
  });

  it('uses each repeated point once, at its first index', () => {
    const points = [...lattice(4), ...lattice(4), [1, 1], [2, 2]];
    const d = delaunay(points);
    expect(d.triangles.length / 3).toBe(18);
    expect(Math.max(...d.triangles)).toBeLessThan(16);
    checkDelaunay(points, d);
  });

  it('is exact on points a rounding apart', () => {
    // Points that differ in the last bit, near 1: a float in-circle test cannot tell them apart.
    const e = 2 ** -52;
    const points = [
      [1, 1],
      [1 + e, 1],
      [1, 1 + e],
      [1 + e, 1 + e],
      [1 + 2 * e, 1 + e],
      [1 + e, 1 + 2 * e],
      [1 + 3 * e, 1 + 3 * e],
    ];
    const d = delaunay(points);
    checkDelaunay(points, d);
    checkEmptyCircles(points, d);
  });

  it('takes huge and tiny doubles, bigints and Rationals', () => {
    const cases: unknown[][][] = [
      lattice(4, 4, 1e300),
      lattice(4, 4, 2 ** -1070),
      [
        [-1.7e308, -1.7e308],
        [1.7e308, -1.7e308],
        [0, 1.7e308],
        [0, 0],
      ],
      lattice(4).map(([x, y]) => [BigInt(x as number) * 10n ** 40n, BigInt(y as number) * 10n ** 40n + 1n]),
      lattice(4).map(([x, y]) => [Rational.of(BigInt(x as number), 3n), Rational.of(BigInt(y as number), 7n)]),
      [
        [0, 0],
        [2n ** 80n, 0],
        [Rational.of(1n, 3n), 5],
        [0.5, -1],
      ],
    ];
    for (const points of cases) {
      const d = delaunay(points as never);
      checkDelaunay(points as never, d);
    }
  });

  it('gives Delaunay triangulations of random points', () => {
    const rnd = mulberry32(7);
    for (const n of [3, 4, 5, 10, 50, 300]) {
      const points = Array.from({ length: n }, () => [rnd(), rnd()]);
      const d = delaunay(points);
      expect(d.triangles.length / 3).toBe(2 * n - 2 - d.hull.length);
      checkDelaunay(points, d);
      if (n <= 50) checkEmptyCircles(points, d);
    }
  });

  it('gives Delaunay triangulations of random small-integer points (many ties, cocircular quadruples, duplicates)', () => {
    const rnd = mulberry32(11);
    for (let k = 0; k < 40; k++) {
      const n = 3 + Math.floor(rnd() * 60);
      const points = Array.from({ length: n }, () => [Math.floor(rnd() * 6), Math.floor(rnd() * 6)]);
      const d = delaunay(points);
      checkDelaunay(points, d);
      checkEmptyCircles(points, d);
    }
  });

  it('reads array-likes and typed arrays, each coordinate once', () => {
    let reads = 0;
    const p = {
      length: 2,
      get 0() {
        reads++;
        return reads === 1 ? 3 : Number.NaN;
      },
      1: 0,
    };
    const d = delaunay([[0, 0], new Float64Array([1, 2]), p as never]);
    expect(reads).toBe(1);
    expect(d.triangles.length).toBe(3);
    expect(d.point(2)).toEqual([3, 0]);
  });

  it('refuses bad input with errors that name the point', () => {
    expectError(() => delaunay(any(3)), ExactTypeError, 'delaunay: points is 3, expected an array of points [x, y]');
    expectError(() => delaunay(any([[0, 0], [1]])), ExactRangeError, 'delaunay: points[1] has 1 coordinates, expected 2');
    expectError(
      () =>
        delaunay(
          any([
            [0, 0],
            [1, Number.NaN],
          ]),
        ),
      ExactRangeError,
      'delaunay: points[1][1] is NaN',
    );
    expectError(
      () => delaunay(any([[0, '1']])),
      ExactTypeError,
      'delaunay: points[0][1] is "1", expected a finite number, a bigint or a Rational',
    );
  });
});

describe('Triangulation.locate', () => {
  const d = delaunay(lattice(3, 3, 2));

  it('finds the triangle, edge or vertex that holds a point, exactly', () => {
    expect(d.locate([0.5, 0.25]).where).toBe('interior');
    expect(d.locate([1, 0])).toMatchObject({ where: 'edge' });
    expect(d.locate([2, 2])).toMatchObject({ where: 'vertex', vertex: 4 });
    expect(d.locate([4 + 2 ** -50, 1]).where).toBe('outside');
    expect(d.locate([4, 1]).where).toBe('edge');
    expect(d.locate([Rational.of(1n, 3n), 2n]).where).not.toBe('outside');
  });

  it('names a triangle that holds the point', () => {
    const rnd = mulberry32(3);
    for (let k = 0; k < 200; k++) {
      const p = [rnd() * 5 - 0.5, rnd() * 5 - 0.5] as [number, number];
      const hit = d.locate(p);
      const inside = p[0] >= 0 && p[0] <= 4 && p[1] >= 0 && p[1] <= 4;
      expect(hit.where !== 'outside').toBe(inside);
      if (hit.where === 'outside') continue;
      const t = hit.triangle;
      const [a, b, c] = [0, 1, 2].map((j) => d.point(d.triangles[3 * t + j] as number) as number[]) as [
        number[],
        number[],
        number[],
      ];
      const cross = (u: number[], v: number[]) =>
        ((v[0] as number) - (u[0] as number)) * ((p[1] as number) - (u[1] as number)) -
        ((v[1] as number) - (u[1] as number)) * ((p[0] as number) - (u[0] as number));
      expect(Math.min(cross(a, b), cross(b, c), cross(c, a))).toBeGreaterThanOrEqual(0);
    }
  });

  it('refuses a bad point', () => {
    expectError(() => d.locate(any([0])), ExactRangeError, 'locate: p has 1 coordinates, expected 2');
  });
});
