import { describe, expect, it } from 'vitest';
import type { Coordinate } from '../../src/core/coordinate.js';
import { clipPolygonToBox } from '../../src/index.js';
import { clampedAnswer } from '../../src/overlay/clampedAnswer.js';
import { clampRingToBox, clampState } from '../../src/overlay/clampRingToBox.js';
import { show } from './show.js';

type Ring = [Coordinate, Coordinate][];

/** clampedAnswer on rings clamped onto [x0, x1] × [y0, y1] as clipPolygonToBox clamps them; null or 'crossing' when it declines. */
function answer(rings: Ring[], [x0, y0, x1, y1]: Coordinate[], evenOdd = false): string[][] | 'crossing' | null {
  const state = clampState(x0 as Coordinate, y0 as Coordinate, x1 as Coordinate, y1 as Coordinate);
  for (const ring of rings) clampRingToBox(ring.flat(), 0, ring.length, state);
  const a = clampedAnswer(state, evenOdd);
  return a === null || a === 'crossing' ? a : show(a);
}

const BOX = [0, 0, 10, 10];

describe('clampedAnswer', () => {
  it('gives a ring inside the box counterclockwise from its smallest vertex, its straight-on vertices dropped', () => {
    expect(
      answer(
        [
          [
            [3, 3],
            [1, 3],
            [1, 2],
            [1, 1],
            [3, 1],
          ],
        ],
        BOX,
      ),
    ).toEqual([['1,1 3,1 3,3 1,3']]);
  });

  it('joins a chain to the stretch of box edge on its filled side', () => {
    const ring: Ring = [
      [-1, 1],
      [2, 1],
      [2, 3],
      [-1, 3],
    ];
    expect(answer([ring], BOX)).toEqual([['0,1 2,1 2,3 0,3']]);
    // Clockwise, the same set.
    expect(answer([[...ring].reverse()], BOX)).toEqual([['0,1 2,1 2,3 0,3']]);
  });

  it('cuts a ring that leaves and comes back into two polygons, in order', () => {
    const u: Ring = [
      [2, -5],
      [8, -5],
      [8, 5],
      [6, 5],
      [6, -2],
      [4, -2],
      [4, 5],
      [2, 5],
    ];
    expect(answer([u], BOX)).toEqual([['2,0 4,0 4,5 2,5'], ['6,0 8,0 8,5 6,5']]);
  });

  it('passes the corners between two chains, and gives the whole box for a ring around it', () => {
    // A chord cutting off the corner (0, 0): the walk from (3, 0) passes (10, 0), (10, 10) and (0, 10).
    const chord: Ring = [
      [-1, 4],
      [4, -1],
      [20, -1],
      [20, 20],
      [-1, 20],
    ];
    expect(answer([chord], BOX)).toEqual([['0,3 3,0 10,0 10,10 0,10']]);
    // A ring through two corners (10, 0) and (10, 10): the chain x = 5 and the right side.
    const wedge: Ring = [
      [5, -5],
      [15, 5],
      [5, 15],
    ];
    expect(answer([wedge], BOX)).toEqual([['5,0 10,0 10,10 5,10']]);
    const around: Ring = [
      [-5, -5],
      [15, -5],
      [15, 15],
      [-5, 15],
    ];
    expect(answer([around], BOX)).toEqual([['0,0 10,0 10,10 0,10']]);
    expect(answer([[...around].reverse()], BOX)).toEqual([['0,0 10,0 10,10 0,10']]);
  });

  it('counts the winding numbers along the box edge: nonzero fills twice-wound faces, evenodd does not', () => {
    const around: Ring = [
      [-5, -5],
      [15, -5],
      [15, 15],
      [-5, 15],
    ];
    const notch: Ring = [
      [2, -5],
      [8, -5],
      [8, 5],
      [2, 5],
    ];
    expect(answer([around, notch], BOX)).toEqual([['0,0 10,0 10,10 0,10']]);
    expect(answer([around, notch], BOX, true)).toEqual([['0,0 2,0 2,5 8,5 8,0 10,0 10,10 0,10']]);
  });

  it('answers a ring touching the box’s edge from inside: one polygon through the point, or two meeting there', () => {
    const v: Ring = [
      [2, -5],
      [8, -5],
      [8, 5],
      [5, 0],
      [2, 5],
    ];
    expect(answer([v], BOX)).toEqual([['2,0 5,0 2,5'], ['5,0 8,0 8,5']]);
    expect(show(clipPolygonToBox([v], { min: [0, 0], max: [10, 10] }))).toEqual([['2,0 5,0 2,5'], ['5,0 8,0 8,5']]);
    const cup: Ring = [
      [2, 5],
      [5, 0],
      [8, 5],
      [8, 12],
      [2, 12],
    ];
    expect(answer([cup], BOX)).toEqual([['2,5 5,0 8,5 8,10 2,10']]);
    expect(answer([[...cup].reverse()], BOX)).toEqual([['2,5 5,0 8,5 8,10 2,10']]);
  });

  it('declines where the inner edges meet, and clipPolygonToBox still answers', () => {
    // A hole meeting the box's edge at one point: the face around it is no disk (regression: it lost the hole).
    const around: Ring = [
      [-5, -5],
      [15, -5],
      [15, 15],
      [-5, 15],
    ];
    const diamond: Ring = [
      [5, 0],
      [3, 2],
      [5, 4],
      [7, 2],
    ];
    expect(answer([around, diamond], BOX)).toBeNull();
    expect(show(clipPolygonToBox([around, diamond], { min: [0, 0], max: [10, 10] }))).toEqual([
      ['0,0 10,0 10,10 0,10', '3,2 5,4 7,2 5,0'],
    ]);
    // A spike: an edge that turns back on itself.
    const spike: Ring = [
      [1, 1],
      [5, 1],
      [7, 1],
      [5, 1],
      [5, 4],
    ];
    expect(answer([spike], BOX)).toBeNull();
    // Two rings that cross inside the box: the general sweep at once.
    const a: Ring = [
      [1, -5],
      [5, -5],
      [5, 5],
      [1, 5],
    ];
    const b: Ring = [
      [3, -5],
      [7, -5],
      [7, 7],
      [3, 7],
    ];
    expect(answer([a, b], BOX)).toBe('crossing');
    expect(show(clipPolygonToBox([a, b], { min: [0, 0], max: [10, 10] }))).toEqual([['1,0 7,0 7,7 3,7 3,5 1,5']]);
    // Two rings inside the box, each beside the other: the sweep finds which holds which.
    expect(
      answer(
        [
          [
            [1, 1],
            [5, 1],
            [5, 5],
          ],
          [
            [6, 6],
            [8, 6],
            [8, 8],
          ],
        ],
        BOX,
      ),
    ).toBeNull();
    // Bigint coordinates have no nearest doubles to grid: the general sweep takes them.
    expect(
      answer(
        [
          [
            [1n, 1n],
            [3n, 1n],
            [3n, 3n],
          ],
        ],
        BOX,
      ),
    ).toBeNull();
  });
});
