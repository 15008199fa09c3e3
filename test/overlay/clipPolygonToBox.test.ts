import { describe, expect, it } from 'vitest';
import type { Point2 } from '../../src/core/coordinate.js';
import { clipPolygonToBox, ExactRangeError, polygonIntersection, Rational } from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import { mulberry32 } from '../support/mulberry32.js';
import { overlayProblem } from '../support/overlayCheck.js';
import { show, showValues } from './show.js';

const box: { min: Point2; max: Point2 } = { min: [0, 0], max: [4, 4] };
const boxRing: Point2[] = [
  [0, 0],
  [4, 0],
  [4, 4],
  [0, 4],
];

describe('clipPolygonToBox', () => {
  it('a triangle wider than the box: cut at the box sides, exactly', () => {
    const triangle: Point2[] = [
      [-2, 0],
      [6, 0],
      [2, 8],
    ];
    expect(show(clipPolygonToBox([triangle], box))).toEqual([['0,0 4,0 4,4 0,4']]);
    const thin: Point2[] = [
      [-1, 1],
      [5, 2],
      [-1, 3],
    ];
    expect(show(clipPolygonToBox([thin], box))).toEqual([['0,7/6 4,11/6 4,13/6 0,17/6']]);
  });
  it('a polygon around the box gives the box; one outside gives nothing; one inside gives itself', () => {
    const around: Point2[] = [
      [-10, -10],
      [10, -10],
      [10, 10],
      [-10, 10],
    ];
    expect(show(clipPolygonToBox([around], box))).toEqual([['0,0 4,0 4,4 0,4']]);
    const outside: Point2[] = [
      [5, 5],
      [6, 5],
      [6, 6],
    ];
    expect(clipPolygonToBox([outside], box)).toEqual([]);
    const inside: Point2[] = [
      [1, 1],
      [2, 1],
      [2, 2],
    ];
    expect(show(clipPolygonToBox([inside], box))).toEqual([['1,1 2,1 2,2']]);
  });
  it('a polygon running along a side of the box keeps no edge outside, and no piece of the side alone', () => {
    // An L along the bottom-left, outside the box below y = 0 except for a tongue into it.
    const l: Point2[] = [
      [-2, -2],
      [2, -2],
      [2, 1],
      [1, 1],
      [1, 0],
      [-2, 0],
    ];
    expect(show(clipPolygonToBox([l], box))).toEqual([['1,0 2,0 2,1 1,1']]);
  });
  it('a box without area gives nothing', () => {
    expect(clipPolygonToBox([boxRing], { min: [0, 0], max: [0, 4] })).toEqual([]);
  });
  it('equals polygonIntersection with the box on random rings, either rule (valid, the same vertices)', () => {
    const rnd = mulberry32(7);
    const ri = (n: number): number => Math.floor(rnd() * n) - 2;
    for (let k = 0; k < 150; k++) {
      const rings = Array.from({ length: 1 + Math.floor(rnd() * 2) }, () =>
        Array.from({ length: 3 + Math.floor(rnd() * 6) }, (): Point2 => [ri(9), ri(9)]),
      );
      const rule = k % 2 === 0 ? 'nonzero' : 'evenodd';
      const clipped = clipPolygonToBox(rings, box, { rule });
      expect(show(clipped)).toEqual(show(polygonIntersection(rings, [boxRing], { rule })));
      expect(overlayProblem('intersection', rings, [boxRing], rule, clipped)).toBeNull();
    }
  });
  it('a ring winding twice around the box: the box under nonzero, nothing under evenodd', () => {
    const twice: Point2[] = [
      [-1, -1],
      [5, -1],
      [5, 5],
      [-1, 5],
      [-2, -2],
      [6, -2],
      [6, 6],
      [-2, 6],
    ];
    expect(show(clipPolygonToBox([twice], box))).toEqual([['0,0 4,0 4,4 0,4']]);
    expect(clipPolygonToBox([twice], box, { rule: 'evenodd' })).toEqual([]);
  });
  it('edges through the box corners, along its sides and around its corner regions', () => {
    // In at the corner (0, 0), out through (4, 4), back around outside the top-left corner.
    const diagonal: Point2[] = [
      [-1, -1],
      [5, 5],
      [-3, 6],
      [-3, 2],
    ];
    const clipped = clipPolygonToBox([diagonal], box);
    expect(show(clipped)).toEqual(show(polygonIntersection([diagonal], [boxRing])));
    expect(overlayProblem('intersection', [diagonal], [boxRing], 'nonzero', clipped)).toBeNull();
  });
  it('equals polygonIntersection on rings reaching far outside, and on double and rational boxes', () => {
    const rnd = mulberry32(11);
    const boxes: { min: Point2; max: Point2 }[] = [
      box,
      { min: [0.1, -0.3], max: [3.7, 2.9] },
      { min: [Rational.of(1n, 3n), 0n], max: [Rational.of(7n, 2n), 4n] },
    ];
    for (let k = 0; k < 150; k++) {
      const b = boxes[k % 3] as { min: Point2; max: Point2 };
      const [bx0, by0] = b.min;
      const [bx1, by1] = b.max;
      const ring: Point2[] = [
        [bx0, by0],
        [bx1, by0],
        [bx1, by1],
        [bx0, by1],
      ];
      const far = k % 2 === 0 ? 30 : 9;
      const rings = Array.from({ length: 1 + Math.floor(rnd() * 2) }, () =>
        Array.from(
          { length: 3 + Math.floor(rnd() * 9) },
          (): Point2 => [Math.floor(rnd() * far) - (far >> 1) + 2, Math.floor(rnd() * far) - (far >> 1) + 2],
        ),
      );
      const rule = k % 4 < 2 ? 'nonzero' : 'evenodd';
      const clipped = clipPolygonToBox(rings, b, { rule });
      expect(showValues(clipped)).toEqual(showValues(polygonIntersection(rings, [ring], { rule })));
      expect(overlayProblem('intersection', rings, [ring], rule, clipped)).toBeNull();
    }
  });
  it('bad boxes are errors naming the box', () => {
    expectError(
      () => clipPolygonToBox([boxRing], { min: [0, 5], max: [4, 4] }),
      ExactRangeError,
      'clipPolygonToBox: box.min[1] > box.max[1] (5 > 4)',
    );
  });
});
