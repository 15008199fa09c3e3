// convexHullFloat: Andrew's monotone chain with the cross product in doubles.
// Right when no three points are nearly collinear; otherwise it drops real
// vertices or keeps points that make the hull turn the wrong way.
import { describe, expect, it } from 'vitest';
import { convexHullFloat } from '../../src/float/index.js';
import { convexHull, orient2d } from '../../src/index.js';
import { hullFrac } from '../support/polygonsFrac.js';

describe('convexHullFloat: ordinary cases', () => {
  it('a square with inner and edge points, collinear input', () => {
    const pts = [
      [1, 1],
      [0, 0],
      [2, 2],
      [2, 0],
      [1, 0],
      [0, 2],
    ];
    expect(convexHullFloat(pts)).toEqual([
      [0, 0],
      [2, 0],
      [2, 2],
      [0, 2],
    ]);
    expect(
      convexHullFloat([
        [2, 1],
        [0, 0],
      ]),
    ).toEqual([
      [0, 0],
      [2, 1],
    ]);
  });
});

describe('convexHullFloat: wrong answers (exact: convexHull)', () => {
  it('drops a vertex that is strictly convex by less than the rounding', () => {
    const pts = [
      [0.22908519172532726, 0.23481732757520737],
      [1.574824556510348, 1.0763212694210564],
      [2.920563921295369, 1.9178252112669056],
      [0.9019548741178377, 0.6555692984981322],
      [1.9802122572344785, 1.427407339879967],
    ];
    const float = convexHullFloat(pts);
    const exact = convexHull(pts);
    expect(float).toEqual([pts[0], pts[2], pts[4]]);
    expect(exact).toEqual([pts[0], pts[1], pts[2], pts[4]]);
    expect(exact).toEqual(hullFrac(pts).map((i) => pts[i]));
    expect(orient2d(pts[0] as number[], pts[1] as number[], pts[2] as number[])).toBe(1);
  });

  it('keeps a point that makes the hull turn clockwise', () => {
    const pts = [
      [0.337606604833904, 0.15420744342459713],
      [1.7645016372038524, 1.9790164851485827],
      [3.191396669573801, 3.8038255268725685],
      [1.0510541210188782, 1.0666119642865899],
      [1.5899588184384437, 0.4378614949238773],
    ];
    const float = convexHullFloat(pts);
    expect(float).toEqual([pts[0], pts[4], pts[2], pts[3]]);
    // The last turn, at pts[3] back to pts[0], is clockwise: not a convex polygon.
    expect(orient2d(pts[2] as number[], pts[3] as number[], pts[0] as number[])).toBe(-1);
    expect(convexHull(pts)).toEqual([pts[0], pts[4], pts[2]]);
    expect(convexHull(pts)).toEqual(hullFrac(pts).map((i) => pts[i]));
  });
});
