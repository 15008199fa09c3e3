import { describe, expect, it } from 'vitest';
import type { Coordinate } from '../../src/core/coordinate.js';
import { Rational } from '../../src/index.js';
import { clampRingToBox, clampState } from '../../src/overlay/clampRingToBox.js';
import { mulberry32 } from '../support/mulberry32.js';

/** A clamp of one ring of numbers, flat, given as a Float64Array (the number path) or a plain array (any coordinates). */
function clamp(ring: readonly [number, number][], box: [Coordinate, Coordinate, Coordinate, Coordinate], typed: boolean) {
  const flat = ring.flat();
  const c = typed ? Float64Array.from(flat) : flat;
  const [x0, y0, x1, y1] = box;
  const state = clampState(x0, y0, x1, y1);
  if (clampRingToBox(c, 0, ring.length, state) === 0) return null;
  return state.points.map(([x, y]) => `${Rational.from(x)},${Rational.from(y)}`).join(' ');
}

describe('clampRingToBox', () => {
  it('a run of vertices beside the box leaves the images of its ends only, with the crossings', () => {
    // Out through x = 0 at (0, 1), three vertices left of the box, back in at (0, 3).
    const ring: [number, number][] = [
      [1, 1],
      [-1, 1],
      [-2, 2],
      [-1, 3],
      [1, 3],
    ];
    for (const typed of [true, false]) expect(clamp(ring, [0, 0, 4, 4], typed)).toBe('1,3 1,1 0,1 0,3');
  });
  it('marks every point with exactly the sides it lies on, a crossing at a corner with both', () => {
    const sidesOf = (x: Coordinate, y: Coordinate): number =>
      (Rational.from(x).compare(0) === 0 ? 1 : 0) |
      (Rational.from(x).compare(4) === 0 ? 2 : 0) |
      (Rational.from(y).compare(0) === 0 ? 4 : 0) |
      (Rational.from(y).compare(4) === 0 ? 8 : 0);
    const rings: [number, number][][] = [
      // Along y = 0 from outside: the crossing of x = 0 is the corner (0, 0).
      [
        [-1, 0],
        [2, 0],
        [2, 2],
        [-1, 2],
      ],
      // Down x = 4 from above: the crossing of y = 4 is the corner (4, 4).
      [
        [4, 6],
        [4, 2],
        [2, 2],
      ],
      // Through the box, out on every side.
      [
        [-1, 1],
        [5, 2],
        [3, -1],
        [2, 5],
      ],
    ];
    for (const ring of rings) {
      for (const typed of [true, false]) {
        const c = typed ? Float64Array.from(ring.flat()) : ring.flat();
        const state = clampState(0, 0, 4, 4);
        expect(clampRingToBox(c, 0, ring.length, state)).toBeGreaterThan(2);
        expect([...state.at.subarray(0, state.points.length)]).toEqual(state.points.map(([x, y]) => sidesOf(x, y)));
      }
    }
  });

  it('a ring beyond one side line clamps to nothing; a ring inside to itself', () => {
    expect(
      clamp(
        [
          [5, 0],
          [6, 1],
          [5, 2],
        ],
        [0, 0, 4, 4],
        true,
      ),
    ).toBeNull();
    expect(
      clamp(
        [
          [1, 1],
          [2, 1],
          [2, 2],
        ],
        [0, 0, 4, 4],
        true,
      ),
    ).toBe('1,1 2,1 2,2');
  });
  it('the number path gives the points of the general one, on random rings reaching far outside', () => {
    const rnd = mulberry32(5);
    const boxes: [Coordinate, Coordinate, Coordinate, Coordinate][] = [
      [0, 0, 4, 4],
      [0.5, -1, 3.25, 2],
      [Rational.of(1n, 3n), 0, 4, Rational.of(7n, 2n)],
    ];
    for (let k = 0; k < 300; k++) {
      const far = k % 2 === 0 ? 40 : 9;
      const ring = Array.from({ length: 3 + Math.floor(rnd() * 12) }, (): [number, number] => [
        Math.floor(rnd() * far) - (far >> 1) + 2,
        Math.floor(rnd() * far) - (far >> 1) + 2,
      ]);
      const box = boxes[k % 3] as [Coordinate, Coordinate, Coordinate, Coordinate];
      expect(clamp(ring, box, true)).toEqual(clamp(ring, box, false));
    }
  });
});
