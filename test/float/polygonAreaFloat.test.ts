// polygonAreaFloat: the shoelace formula in doubles. Right near the origin;
// at large coordinates the products dwarf the area, which comes out 0 or
// with the wrong sign.
import { describe, expect, it } from 'vitest';
import { polygonAreaFloat } from '../../src/float/index.js';
import { polygonArea } from '../../src/index.js';
import { sign } from '../support/frac.js';
import { signedArea2 } from '../support/polygonFrac.js';

describe('polygonAreaFloat: ordinary cases', () => {
  it('a square with a hole, a clockwise triangle', () => {
    const square = [
      [0, 0],
      [4, 0],
      [4, 4],
      [0, 4],
    ];
    const hole = [
      [1, 1],
      [1, 3],
      [3, 3],
      [3, 1],
    ];
    expect(polygonAreaFloat([square, hole])).toBe(12);
    expect(
      polygonAreaFloat([
        [
          [0, 0],
          [0, 1],
          [1, 0],
        ],
      ]),
    ).toBe(-0.5);
  });
});

describe('polygonAreaFloat: wrong answers (exact: polygonArea)', () => {
  it('a triangle of area 1 at 2^52 has area 0', () => {
    const big = 2 ** 52;
    const tri = [
      [big, big],
      [big + 2, big],
      [big, big + 1],
    ];
    expect(polygonAreaFloat([tri])).toBe(0);
    expect(polygonArea([tri]).toString()).toBe('1');
  });

  it('a thin counterclockwise triangle at 1.3e8 comes out clockwise, area −2 instead of +1.0e-6', () => {
    const tri = [
      [134217728.17778286, 134217728.99680534],
      [134217730.307225, 134217731.53059497],
      [134217738.8249935, 134217741.66575447],
    ];
    expect(polygonAreaFloat([tri])).toBe(-2);
    const exact = polygonArea([tri]);
    expect(exact.sign()).toBe(1);
    expect(exact.toNumber()).toBeCloseTo(1.0153971317095056e-6, 20);
    expect(sign(signedArea2(tri))).toBe(1);
  });

  it('a triangle whose vertices are exactly collinear gets an area', () => {
    const tri = [
      [2097152.9231205718, 2097152.8874490703],
      [2097154.3565244176, 2097155.105890108],
      [2097160.090139801, 2097163.9796542577],
    ];
    expect(polygonAreaFloat([tri])).toBe(0.00048828125);
    expect(polygonArea([tri]).toString()).toBe('0');
  });
});
