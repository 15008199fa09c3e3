import { describe, expect, it } from 'vitest';
import { ExactRangeError, ExactTypeError, Rational, segmentIntersectsTriangle, segmentTriangle } from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import { collinearFrac, lineTriangleFrac, showLineTriangle } from '../support/triangleFrac.js';
import type { P3, Tri } from './helpers.js';
import { permutations, showSegmentTriangle, smallInts } from './helpers.js';

const tri: Tri = [
  [0, 0, 0],
  [4, 0, 0],
  [0, 4, 0],
];
const run = (p: P3, q: P3, t: Tri = tri) => showSegmentTriangle(segmentTriangle([p, q], t));
const reference = (p: P3, q: P3, t: Tri = tri) => showLineTriangle(lineTriangleFrac(p, q, false, t));

describe('segmentTriangle: crossing the plane', () => {
  it('through the interior, an edge, a vertex', () => {
    expect(run([1, 1, 2], [1, 1, -2])).toEqual({ kind: 'point', t: '1/2', point: ['1', '1', '0'], where: 'interior' });
    expect(run([2, 2, 3], [2, 2, -1])).toEqual({ kind: 'point', t: '3/4', point: ['2', '2', '0'], where: 'edge' });
    expect(run([4, 0, 3], [4, 0, -3])).toEqual({ kind: 'point', t: '1/2', point: ['4', '0', '0'], where: 'vertex' });
  });

  it('ending on the triangle, ending on the plane outside it, stopping short', () => {
    expect(run([2, 2, 3], [2, 2, 0])).toEqual({ kind: 'point', t: '1', point: ['2', '2', '0'], where: 'edge' });
    expect(run([1, 0, 0], [1, 5, 7])).toEqual({ kind: 'point', t: '0', point: ['1', '0', '0'], where: 'edge' });
    expect(run([5, 5, 0], [1, 1, 7])).toEqual({ kind: 'none' });
    expect(run([1, 1, 3], [1, 1, 1])).toEqual({ kind: 'none' });
  });

  it('missing just beside an edge: 2^-40 past x + y = 4', () => {
    const x = 2 + 2 ** -40;
    expect(run([x, 2, 1], [x, 2, -1])).toEqual({ kind: 'none' });
    expect(run([2 - 2 ** -40, 2, 1], [2 - 2 ** -40, 2, -1])).toMatchObject({ kind: 'point', where: 'interior' });
  });

  it('parallel to the plane, off it', () => {
    expect(run([1, 1, 1], [2, 1, 1])).toEqual({ kind: 'none' });
  });

  it('the point is s(t) exactly, for a slanted segment and a slanted triangle', () => {
    const t: Tri = [
      [1, 2, 3],
      [-4, 5, 1],
      [2, -3, 7],
    ];
    const p: P3 = [-1, 0, 9];
    const q: P3 = [0, 2, -5];
    const x = segmentTriangle([p, q], t);
    expect(x.kind).toBe('point');
    expect(run(p, q, t)).toEqual(reference(p, q, t));
  });
});

describe('segmentTriangle: in the plane', () => {
  it('crossing the triangle: the shared piece and its parameters', () => {
    const x = segmentTriangle(
      [
        [-1, 1, 0],
        [5, 1, 0],
      ],
      tri,
    );
    expect(x.kind).toBe('segment');
    if (x.kind !== 'segment') return;
    expect(x.t.map(String)).toEqual(['1/6', '2/3']);
    expect(x.segment.map((p) => p.map(String))).toEqual([
      ['0', '1', '0'],
      ['3', '1', '0'],
    ]);
  });

  it('along an edge, past both ends; inside; ending on an edge; along an edge line, beyond the triangle', () => {
    expect(run([-4, 0, 0], [8, 0, 0])).toEqual({ kind: 'segment', t: ['1/3', '2/3'] });
    expect(run([1, 1, 0], [2, 1, 0])).toEqual({ kind: 'segment', t: ['0', '1'] });
    expect(run([1, 1, 0], [5, 1, 0])).toEqual({ kind: 'segment', t: ['0', '1/2'] });
    expect(run([5, 0, 0], [8, 0, 0])).toEqual({ kind: 'none' });
  });

  it('touching at one point: a vertex, an end at a vertex, an end on an edge, grazing a vertex', () => {
    expect(run([-4, 0, 0], [0, 0, 0])).toEqual({ kind: 'point', t: '1', point: ['0', '0', '0'], where: 'vertex' });
    expect(run([4, 4, 0], [4, 0, 0])).toEqual({ kind: 'point', t: '1', point: ['4', '0', '0'], where: 'vertex' });
    expect(run([2, 2, 0], [3, 3, 0])).toEqual({ kind: 'point', t: '0', point: ['2', '2', '0'], where: 'edge' });
    expect(run([-1, 4, 0], [1, 4, 0])).toEqual({ kind: 'point', t: '1/2', point: ['0', '4', '0'], where: 'vertex' });
  });

  it('in the line of the hypotenuse x + y = 4: the edge between its ends, and a parallel line beside it', () => {
    expect(run([-2, 6, 0], [6, -2, 0])).toEqual({ kind: 'segment', t: ['1/4', '3/4'] });
    expect(run([-1, 5, 0], [5, -1, 0])).toEqual({ kind: 'segment', t: ['1/6', '5/6'] });
    expect(run([-2, 6, 0], [2, 2, 0])).toEqual({ kind: 'segment', t: ['1/2', '1'] });
    expect(run([-1, 6, 0], [6, -1, 0])).toEqual({ kind: 'none' });
  });

  it('zero-length segments: a point inside, on an edge, at a vertex, outside, off the plane', () => {
    expect(run([1, 1, 0], [1, 1, 0])).toEqual({ kind: 'point', t: '0', point: ['1', '1', '0'], where: 'interior' });
    expect(run([2, 0, 0], [2, 0, 0])).toEqual({ kind: 'point', t: '0', point: ['2', '0', '0'], where: 'edge' });
    expect(run([0, 4, 0], [0, 4, 0])).toEqual({ kind: 'point', t: '0', point: ['0', '4', '0'], where: 'vertex' });
    expect(run([3, 3, 0], [3, 3, 0])).toEqual({ kind: 'none' });
    expect(run([1, 1, 1], [1, 1, 1])).toEqual({ kind: 'none' });
  });

  it('a slanted plane: the triangle in x + y + z = 3', () => {
    const t: Tri = [
      [3, 0, 0],
      [0, 3, 0],
      [0, 0, 3],
    ];
    expect(run([-1, 2, 2], [3, 2, -2], t)).toEqual({ kind: 'segment', t: ['1/4', '1/2'] });
    expect(run([-1, 2, 2], [3, 2, -2], t)).toEqual(reference([-1, 2, 2], [3, 2, -2], t));
    // In the plane, through the vertex (0, 0, 3) only.
    expect(run([1, -1, 3], [-1, 1, 3], t)).toEqual({ kind: 'point', t: '1/2', point: ['0', '0', '3'], where: 'vertex' });
  });
});

describe('segmentTriangle against fractions (Cramer and barycentric clipping)', () => {
  it('small integer grids: crossing, touching and coplanar configurations all agree', () => {
    const point = smallInts(18, 2);
    let kinds = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const t = [point(), point(), point()] as Tri;
      if (collinearFrac(t)) continue;
      const p = point();
      const q = point();
      const want = reference(p, q, t);
      expect(run(p, q, t), JSON.stringify([p, q, t])).toEqual(want);
      expect(segmentIntersectsTriangle([p, q], t)).toBe((want as { kind: string }).kind !== 'none');
      kinds = kinds.add((want as { kind: string; where?: string }).kind + ((want as { where?: string }).where ?? ''));
    }
    expect([...kinds].sort()).toEqual(['none', 'pointedge', 'pointinterior', 'pointvertex', 'segment']);
  });

  it('coplanar grids: segments in the plane z = 0 against triangles in it', () => {
    const point = smallInts(1818, 3);
    const flat = (): P3 => {
      const [x, y] = point();
      return [x as number, y as number, 0];
    };
    let segments = 0;
    for (let i = 0; i < 2000; i++) {
      const t = [flat(), flat(), flat()] as Tri;
      if (collinearFrac(t)) continue;
      const p = flat();
      const q = flat();
      const want = reference(p, q, t);
      expect(run(p, q, t), JSON.stringify([p, q, t])).toEqual(want);
      if ((want as { kind: string }).kind === 'segment') segments++;
    }
    expect(segments).toBeGreaterThan(100);
  });

  it('near-degenerate doubles: segments through an edge point moved by single ulps, far from the origin', () => {
    const shift = 2 ** 30 + 1 / 3;
    const t: Tri = [
      [shift, shift, 0.1],
      [shift + 3, shift + 0.7, 0.3],
      [shift + 0.2, shift + 5, -0.6],
    ];
    for (let i = -3; i <= 3; i++) {
      // Through the midpoint of edge b–c (in doubles, nudged by i ulps), from above to below.
      const mx = (t[1][0] as number) / 2 + (t[2][0] as number) / 2 + i * 2 ** -22;
      const my = (t[1][1] as number) / 2 + (t[2][1] as number) / 2;
      const p: P3 = [mx, my, 7];
      const q: P3 = [mx - 0.5, my + 0.25, -7];
      expect(run(p, q, t), `${i}`).toEqual(reference(p, q, t));
    }
  });
});

describe('segmentTriangle: symmetries', () => {
  const cases: [P3, P3, Tri][] = [
    [[1, 1, 2], [1, 1, -2], tri],
    [[2, 2, 3], [2, 2, -1], tri],
    [[4, 0, 3], [4, 0, -3], tri],
    [[-1, 1, 0], [5, 1, 0], tri],
    [[-1, 4, 0], [1, 4, 0], tri],
    [[1, 1, 0], [1, 1, 0], tri],
  ];

  it('the same answer for every order of the vertices', () => {
    for (const [p, q, t] of cases) {
      const want = run(p, q, t);
      for (const u of permutations(t)) expect(run(p, q, u)).toEqual(want);
    }
  });

  it('reversing the segment maps t to 1 − t', () => {
    for (const [p, q, t] of cases) {
      const x = segmentTriangle([p, q], t);
      const y = segmentTriangle([q, p], t);
      expect(y.kind).toBe(x.kind);
      if (x.kind === 'point' && y.kind === 'point') {
        expect(y.t.equals(Rational.ONE.sub(x.t)) || (x.t.sign() === 0 && y.t.sign() === 0)).toBe(true);
        expect(y.where).toBe(x.where);
      }
      if (x.kind === 'segment' && y.kind === 'segment')
        expect(y.t.map(String)).toEqual([...x.t].reverse().map((v) => String(Rational.ONE.sub(v))));
    }
  });

  it('rotating the axes (x, y, z) → (y, z, x) rotates the point', () => {
    const rot = <T>(p: readonly T[]): T[] => [p[1] as T, p[2] as T, p[0] as T];
    for (const [p, q, t] of cases) {
      const x = segmentTriangle([p, q], t);
      const y = segmentTriangle([rot(p), rot(q)], t.map(rot) as Tri);
      expect(showSegmentTriangle(y)).toEqual(
        x.kind === 'point' ? { ...(showSegmentTriangle(x) as object), point: rot(x.point).map(String) } : showSegmentTriangle(x),
      );
    }
  });

  it('a huge translation, as bigints, and Rational coordinates give the same parameters', () => {
    const big = 2n ** 200n;
    const third = Rational.of(1n, 3n);
    for (const [p, q, t] of cases) {
      const want = run(p, q, t) as { kind: string; t: unknown; where?: string };
      const move = (v: P3): P3 => v.map((x) => BigInt(x as number) + big);
      const y = run(move(p), move(q), t.map(move) as Tri) as typeof want;
      expect([y.kind, y.t, y.where]).toEqual([want.kind, want.t, want.where]);
      const frac = (v: P3): P3 => v.map((x) => third.add(x as number));
      const z = run(frac(p), frac(q), t.map(frac) as Tri) as typeof want;
      expect([z.kind, z.t, z.where]).toEqual([want.kind, want.t, want.where]);
    }
  });
});

describe('segmentTriangle: bad input', () => {
  const seg: [P3, P3] = [
    [0, 0, 0],
    [1, 1, 1],
  ];
  const nan: [P3, P3] = [[0, 0, Number.NaN], seg[1]];
  const collinear: Tri = [seg[0], seg[1], [3, 3, 3]];

  it('shapes and values are bad_input, named', () => {
    expectError(() => segmentTriangle([seg[0]] as never, tri), ExactRangeError, 'segmentTriangle: s has 1 points, expected 2');
    expectError(
      () => segmentTriangle([[0, 0], seg[1]] as never, tri),
      ExactRangeError,
      'segmentTriangle: s[0] has 2 coordinates, expected 3',
    );
    expectError(() => segmentTriangle(nan, tri), ExactRangeError, 'segmentTriangle: s[0][2] is NaN');
    expectError(() => segmentTriangle([seg[0], [1, Number.NaN, -1]], tri), ExactRangeError, 'segmentTriangle: s[1][1] is NaN');
    expectError(() => segmentTriangle(5 as never, tri), ExactTypeError, 'segmentTriangle: s is 5, expected a segment [p, q]');
    expectError(
      () => segmentTriangle(seg, [tri[0], tri[1]] as never),
      ExactRangeError,
      'segmentTriangle: triangle has 2 points, expected 3',
    );
    expectError(
      () => segmentTriangle(seg, [tri[0], tri[1], [0, '4', 0]] as never),
      ExactTypeError,
      'segmentTriangle: triangle[2][1] is "4", expected a finite number, a bigint or a Rational',
    );
    expectError(
      () => segmentTriangle(seg, 5 as never),
      ExactTypeError,
      'segmentTriangle: triangle is 5, expected a triangle [a, b, c] of 3D points',
    );
  });

  it('collinear vertices are degenerate, after every shape check', () => {
    const message = 'segmentTriangle: triangle is degenerate (its three vertices are collinear)';
    expectError(() => segmentTriangle(seg, collinear), ExactRangeError, message, 'degenerate');
    expectError(() => segmentTriangle(seg, [tri[0], tri[0], tri[0]]), ExactRangeError, message, 'degenerate');
    expectError(() => segmentTriangle(nan, collinear), ExactRangeError, 'segmentTriangle: s[0][2] is NaN');
    expectError(
      () => segmentIntersectsTriangle(seg, collinear),
      ExactRangeError,
      'segmentIntersectsTriangle: triangle is degenerate (its three vertices are collinear)',
      'degenerate',
    );
  });

  it('array-likes: typed arrays and { 0, 1, 2, length } read as points', () => {
    const p = new Float64Array([1, 1, 2]);
    const q = { 0: 1, 1: 1, 2: -2, length: 3 };
    const typed = tri.map((v) => Float64Array.from(v as number[]));
    expect(showSegmentTriangle(segmentTriangle([p, q], typed))).toEqual(run([1, 1, 2], [1, 1, -2]));
  });
});
