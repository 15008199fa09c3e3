import { describe, expect, it } from 'vitest';
import { orient3dFilterPoints } from '../../src/core/generated/orient3d.js';
import { orient3dDirFilterPoints } from '../../src/core/generated/orient3dDir.js';
import { ExactRangeError, rayIntersectsTriangle, segmentIntersectsTriangle } from '../../src/index.js';
import { rayMeetsTriangleFilter, segmentMeetsTriangleFilter } from '../../src/triangle/rayMeetsTriangleFilter.js';
import { expectError } from '../support/expectError.js';
import { mulberry32 } from '../support/mulberry32.js';
import { lineTriangleFrac } from '../support/triangleFrac.js';

/*
 * The fast path of rayIntersectsTriangle: the kernel's filters on doubles.
 * It answers only with the exact answer, declines (2) on every tie and on
 * NaN or infinite input, and never answers for a degenerate triangle or a
 * zero direction (those must reach the checked path and throw).
 */

// The filters read the points as the fast paths store them, in Float64Arrays.
const f = (p: number[] | undefined) => Float64Array.from(p as number[]);
const flat = (o: number[], d: number[], t: number[][]) => rayMeetsTriangleFilter(f(o), f(d), f(t[0]), f(t[1]), f(t[2]));
const tri = [
  [0, 0, 0],
  [4, 0, 0],
  [0, 4, 0],
];
// Collinear vertices: no plane.
const line = [
  [0, 0, 0],
  [1, 1, 0],
  [2, 2, 0],
];
// Upright in the plane y = 0: its normal has no z component.
const upright = [
  [0, 0, 0],
  [4, 0, 0],
  [0, 0, 4],
];

describe('rayMeetsTriangleFilter', () => {
  it('answers clear cases, declines ties: an edge, a vertex, a start on the plane, a ray in the plane', () => {
    expect(flat([1, 1, 4], [0, 0, -1], tri)).toBe(1);
    expect(flat([3, 3, 4], [0, 0, -1], tri)).toBe(0);
    expect(flat([1, 1, 4], [0, 0, 1], tri)).toBe(0);
    expect(flat([2, 2, 4], [0, 0, -1], tri)).toBe(2);
    expect(flat([0, 4, 4], [0, 0, -1], tri)).toBe(2);
    expect(flat([1, 1, 0], [0, 0, 1], tri)).toBe(2);
    // Starting on the plane but outside: the edges decide it, g(o) = 0 is not needed.
    expect(flat([5, 5, 0], [0, 0, 1], tri)).toBe(0);
    expect(flat([-1, 1, 0], [1, 0, 0], tri)).toBe(2);
  });

  it('declines NaN, infinities, a zero direction and a degenerate triangle', () => {
    expect(flat([Number.NaN, 1, 4], [0, 0, -1], tri)).toBe(2);
    expect(flat([1, 1, 4], [0, 0, Number.NEGATIVE_INFINITY], tri)).toBe(2);
    expect(flat([1, 1, 4], [0, 0, 0], tri)).toBe(2);
    expect(flat([1, 1, 4], [0, 0, -1], line)).toBe(2);
  });

  it('decides a crossing by the sign of g(o) against the edges: in front, behind, from either side', () => {
    expect(flat([1, 1, -4], [0, 0, 1], tri)).toBe(1);
    expect(flat([1, 1, -4], [0, 0, -1], tri)).toBe(0);
    expect(flat([1, 1, 4], [0, 0, -1], tri)).toBe(1);
    expect(flat([1, 1, 4], [0, 0, 1], tri)).toBe(0);
  });

  it('answers a miss by the edges only for a triangle proven to span a plane', () => {
    const [o, d] = [
      [5, -5, 1],
      [1, 2, 3],
    ];
    // The first two edge products are proven and of opposite signs: the edges alone would say "miss".
    const edge = (x: number[], y: number[]) => orient3dDirFilterPoints(f(o), f(x), f(y), f(d));
    expect(edge(line[1] as number[], line[2] as number[]) * edge(line[2] as number[], line[0] as number[])).toBe(-1);
    expect(flat(o, d, line)).toBe(2);
    // Upright: g(o) proves the plane; with o in the plane, nothing does.
    expect(flat([6, 1, 6], [0, -1, 0], upright)).toBe(0);
    expect(flat([6, 0, 6], [1, 0, 1], upright)).toBe(2);
    expect(flat([1, -1, 1], [0, 1, 0], upright)).toBe(1);
  });

  it('agrees with the fraction reference whenever it answers, on random and near-tie doubles', () => {
    const rand = mulberry32(1811);
    let answered = 0;
    for (let i = 0; i < 3000; i++) {
      const p = () => [rand() * 2 - 1, rand() * 2 - 1, rand() * 2 - 1];
      const t = [p(), p(), p()];
      const o = p();
      // Half the rays aim at a vertex (a tie, up to the rounding of the difference), half anywhere.
      const d = i % 2 === 0 ? (t[i % 3] as number[]).map((x, k) => x - (o[k] as number)) : p();
      const m = flat(o, d, t);
      if (m === 2) continue;
      answered++;
      expect(m === 1, JSON.stringify([o, d, t])).toBe(lineTriangleFrac(o, d, true, t).kind !== 'none');
    }
    // Every free ray is decided; the rays aimed at a vertex are ties up to one rounding, left to the exact path.
    expect(answered).toBeGreaterThan(1400);
  });

  it('behind rayIntersectsTriangle: a degenerate triangle of numbers still throws, whatever the ray', () => {
    const message = 'rayIntersectsTriangle: triangle is degenerate (its three vertices are collinear)';
    expectError(() => rayIntersectsTriangle([5, -5, 1], [0, 0, 1], line), ExactRangeError, message, 'degenerate');
    expectError(() => rayIntersectsTriangle([5, -5, 1], [1, 2, 3], line), ExactRangeError, message, 'degenerate');
    expectError(
      () => rayIntersectsTriangle([Number.NaN, 0, 1], [0, 0, 1], tri),
      ExactRangeError,
      'rayIntersectsTriangle: origin[0] is NaN',
    );
  });
});

describe('segmentMeetsTriangleFilter', () => {
  const seg = (p: number[], q: number[], t: number[][]) => segmentMeetsTriangleFilter(f(p), f(q), f(t[0]), f(t[1]), f(t[2]));

  it('answers clear cases, declines ties: an end on the plane, an edge, a segment in the plane, a degenerate triangle', () => {
    expect(seg([1, 1, 4], [1, 1, -4], tri)).toBe(1);
    expect(seg([1, 1, 4], [1, 1, 1], tri)).toBe(0);
    expect(seg([3, 3, 4], [3, 3, -4], tri)).toBe(0);
    expect(seg([1, 1, 4], [1, 1, 0], tri)).toBe(2);
    expect(seg([2, 2, 4], [2, 2, -4], tri)).toBe(2);
    expect(seg([-1, 1, 0], [5, 1, 0], tri)).toBe(2);
    expect(seg([1, 1, 4], [1, 1, -4], line)).toBe(2);
  });

  it('decides a crossing by the sides of both ends against the edges: both ways, and ends on one side', () => {
    expect(seg([1, 1, -4], [1, 1, 4], tri)).toBe(1);
    expect(seg([1, 1, -1], [1, 1, -4], tri)).toBe(0);
    expect(seg([1, 1, -4], [1, 1, -1], tri)).toBe(0);
    expect(seg([1, 1, 1], [1, 1, 4], tri)).toBe(0);
  });

  it('never answers for a degenerate triangle, even where two edge products are proven of opposite signs; answers upright ones', () => {
    const [p, q] = [
      [5, -5, 1],
      [6, -3, 4],
    ];
    // The first two edge products are proven and of opposite signs: an edges-first filter would have to check the plane.
    const edge = (x: number[], y: number[]) => orient3dFilterPoints(f(p), f(x), f(y), f(q));
    expect(edge(line[1] as number[], line[2] as number[]) * edge(line[2] as number[], line[0] as number[])).toBe(-1);
    expect(seg(p, q, line)).toBe(2);
    // Upright: p in the plane is a tie.
    expect(seg([6, 1, 6], [6, -1, 6], upright)).toBe(0);
    expect(seg([6, 0, 6], [6, 1, 7], upright)).toBe(2);
    expect(seg([1, -1, 1], [1, 1, 1], upright)).toBe(1);
  });

  it('declines an end too close to the plane to place, even when the other end and the edges are clear', () => {
    // The plane z = x + y; p lies 2^-53 above the point (1/4, 1/4, 1/2) of the triangle, q far above it: apart.
    const tilted = [
      [0, 0, 0],
      [1, 0, 1],
      [0, 1, 1],
    ];
    const [p, q] = [
      [0.25, 0.25, 0.5 + 2 ** -53],
      [0.25, 0.25, 3],
    ];
    expect(orient3dFilterPoints(f(tilted[0]), f(tilted[1]), f(tilted[2]), f(p))).toBe(0);
    expect(seg(p, q, tilted)).toBe(2);
    expect(segmentIntersectsTriangle([p, q], tilted)).toBe(false);
  });

  it('agrees with the fraction reference whenever it answers', () => {
    const rand = mulberry32(1812);
    let answered = 0;
    for (let i = 0; i < 2000; i++) {
      const p = () => [rand() * 2 - 1, rand() * 2 - 1, rand() * 2 - 1];
      const t = [p(), p(), p()];
      const [a, b] = [p(), p()];
      const m = seg(a, b, t);
      if (m === 2) continue;
      answered++;
      expect(m === 1, JSON.stringify([a, b, t])).toBe(lineTriangleFrac(a, b, false, t).kind !== 'none');
    }
    expect(answered).toBeGreaterThan(1900);
  });

  it('behind segmentIntersectsTriangle: a degenerate triangle of numbers still throws', () => {
    expectError(
      () =>
        segmentIntersectsTriangle(
          [
            [5, -5, 1],
            [5, -5, -1],
          ],
          line,
        ),
      ExactRangeError,
      'segmentIntersectsTriangle: triangle is degenerate (its three vertices are collinear)',
      'degenerate',
    );
  });
});
