// Möller's 1997 triangle–triangle test (trianglesIntersectFloat), its
// ordinary answers, and the real failures it has next to the exact
// trianglesIntersect.
import { describe, expect, it } from 'vitest';
import { trianglesIntersectFloat } from '../../src/float/index.js';
import { trianglesIntersect } from '../../src/index.js';
import { trianglesIntersectFrac } from '../support/triangleFrac.js';

const base = [
  [0, 0, 0],
  [2, 0, 0],
  [0, 2, 0],
];

describe('trianglesIntersectFloat (Möller 1997): ordinary cases', () => {
  it('piercing, apart, crossing like chain links, parallel', () => {
    expect(
      trianglesIntersectFloat(base, [
        [0.5, 0.5, -1],
        [0.5, 0.5, 1],
        [3, 3, 1],
      ]),
    ).toBe(true);
    expect(
      trianglesIntersectFloat(base, [
        [3, 3, -1],
        [3, 3, 1],
        [5, 5, 1],
      ]),
    ).toBe(false);
    const a = [
      [-2, 0, 0],
      [2, 0, 0],
      [0, 3, 0],
    ];
    expect(
      trianglesIntersectFloat(a, [
        [0, 1, -2],
        [0, 1, 2],
        [0, -3, 0],
      ]),
    ).toBe(true);
    expect(
      trianglesIntersectFloat(base, [
        [0, 0, 1],
        [2, 0, 1],
        [0, 2, 1],
      ]),
    ).toBe(false);
  });

  it('coplanar: overlapping, one inside the other, apart', () => {
    expect(
      trianglesIntersectFloat(base, [
        [1, -1, 0],
        [1, 3, 0],
        [-1, 1, 0],
      ]),
    ).toBe(true);
    expect(
      trianglesIntersectFloat(base, [
        [0.25, 0.25, 0],
        [1, 0.25, 0],
        [0.25, 1, 0],
      ]),
    ).toBe(true);
    expect(
      trianglesIntersectFloat(base, [
        [2, 1, 0],
        [1, 2, 0],
        [2, 2, 0],
      ]),
    ).toBe(false);
  });
});

describe('trianglesIntersectFloat: wrong answers (exact: trianglesIntersect)', () => {
  it('touching: a vertex of b exactly on an edge of a, reported apart', () => {
    // b's first vertex is the midpoint of a's first edge (the mean of these doubles is exact).
    const a = [
      [1.7, 0.8, 2.6],
      [2.3, 2.9, 0.5],
      [0.8, 2.4, 0.8],
    ];
    const b = [
      [2, 1.85, 1.55],
      [0.8, 2.2, 0],
      [1.9, 1.5, 0.8],
    ];
    expect(b[0]).toEqual(a[0]?.map((x, k) => (x + (a[1]?.[k] as number)) / 2));
    expect(trianglesIntersectFloat(a, b)).toBe(false);
    expect(trianglesIntersect(a, b)).toBe(true);
    expect(trianglesIntersectFrac(a, b)).toBe(true);
  });

  it('apart: a vertex of b beside an edge of a (its mean rounded away), reported touching', () => {
    const a = [
      [0.9, 2.6, 0.8],
      [2.2, 2.1, 0.7],
      [0, 2.3, 0.6],
    ];
    const b = [
      [1.55, 2.35, 0.75],
      [0.8, 0.3, 1.4],
      [2.9, 0.7, 0.2],
    ];
    expect(trianglesIntersectFloat(a, b)).toBe(true);
    expect(trianglesIntersect(a, b)).toBe(false);
    expect(trianglesIntersectFrac(a, b)).toBe(false);
  });

  it('the unscaled 1e-6 snap: triangles in parallel planes 1e-7 apart are "coplanar" and overlap', () => {
    const b = base.map(([x, y]) => [x as number, y as number, 1e-7]);
    expect(trianglesIntersectFloat(base, b)).toBe(true);
    expect(trianglesIntersect(base, b)).toBe(false);
  });
});
