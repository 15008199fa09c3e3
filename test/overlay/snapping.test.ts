import { describe, expect, it } from 'vitest';
import type { Coordinate, Point2 } from '../../src/core/coordinate.js';
import { normalizePolygon, polygonIntersection, polygonUnion, polygonValidity, Rational } from '../../src/index.js';
import { show } from './show.js';

/** True when every vertex of the answer is a centre of the grid origin + (i·w, j·h). */
function onGrid(answer: ReturnType<typeof normalizePolygon>, origin: Point2, cell: Point2): boolean {
  const index = (v: Coordinate, o: Coordinate, w: Coordinate): boolean =>
    Rational.from(v).sub(Rational.from(o)).div(Rational.from(w)).isInteger();
  return answer.flat(2).every(([x, y]) => index(x, origin[0], cell[0]) && index(y, origin[1], cell[1]));
}

describe('overlay with a grid (snap rounding the operands first)', () => {
  it('a triangle of doubles lands on the integer grid', () => {
    const t: Point2[] = [
      [0.2, 0.1],
      [2.9, 0],
      [0, 3.2],
    ];
    expect(show(normalizePolygon([t], { grid: {} }))).toEqual([['0,0 3,0 0,3']]);
  });
  it('a sliver thinner than a pixel collapses and vanishes', () => {
    const sliver: Point2[] = [
      [0, 0],
      [10, 0.2],
      [0, 0.3],
    ];
    expect(normalizePolygon([sliver], { grid: {} })).toEqual([]);
    expect(normalizePolygon([sliver])).toHaveLength(1);
  });
  it('crossings move to the centres of their pixels; every vertex is a grid point and the answer is valid', () => {
    const a: Point2[] = [
      [0.3, 0.3],
      [7.7, 1.2],
      [6.1, 6.6],
    ];
    const b: Point2[] = [
      [1.1, 4.9],
      [2.2, -0.4],
      [8.3, 3.3],
    ];
    const grid = { origin: [0.5, 0.5], cell: [0.5, 0.5] };
    for (const answer of [polygonUnion([a], [b], { grid }), polygonIntersection([a], [b], { grid })]) {
      expect(answer.length).toBeGreaterThan(0);
      expect(onGrid(answer, [0.5, 0.5], [0.5, 0.5])).toBe(true);
      expect(polygonValidity(answer)).toEqual({ valid: true });
    }
  });
  it('operands on the grid already are unchanged by it', () => {
    const a: Point2[] = [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
    ];
    const b: Point2[] = [
      [2, 2],
      [6, 2],
      [6, 6],
      [2, 6],
    ];
    expect(show(polygonUnion([a], [b], { grid: {} }))).toEqual(show(polygonUnion([a], [b])));
  });
});
