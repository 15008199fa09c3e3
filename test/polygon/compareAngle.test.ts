import { describe, expect, it } from 'vitest';
import { compareAngle, ExactRangeError, Rational } from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import { mulberry32 } from '../support/random.js';

/** The angle of (x, y) in [0, 2π) by atan2: trustworthy for directions far apart. */
const angle = (x: number, y: number) => {
  const a = Math.atan2(y, x);
  return a < 0 ? a + 2 * Math.PI : a;
};

describe('compareAngle', () => {
  it('angle 0 is the positive x axis, then counterclockwise; the origin itself comes first', () => {
    const order = [
      [0, 0],
      [1, 0],
      [2, 1],
      [0, 3],
      [-1, 1],
      [-5, 0],
      [-1, -1],
      [0, -2],
      [1, -1e-300],
    ];
    for (let i = 0; i < order.length; i++) {
      for (let j = 0; j < order.length; j++) {
        expect(compareAngle([0, 0], order[i] as number[], order[j] as number[])).toBe(Math.sign(i - j));
      }
    }
  });

  it('same direction at any distance is 0; opposite directions are not', () => {
    expect(compareAngle([1, 1], [2, 2], [1000, 1000])).toBe(0);
    expect(compareAngle([1, 1], [2, 2], [0, 0])).toBe(-1);
    expect(compareAngle([1, 1], [1, 1], [1, 1])).toBe(0);
    expect(compareAngle([0, 0], [3, 0], [-3, 0])).toBe(-1);
  });

  it('agrees with atan2 where atan2 is far from a tie, and sorts exactly where it is not', () => {
    const rand = mulberry32(3);
    for (let k = 0; k < 5000; k++) {
      const o = [rand() - 0.5, rand() - 0.5];
      const a = [rand() - 0.5, rand() - 0.5];
      const b = [rand() - 0.5, rand() - 0.5];
      const da = angle((a[0] as number) - (o[0] as number), (a[1] as number) - (o[1] as number));
      const db = angle((b[0] as number) - (o[0] as number), (b[1] as number) - (o[1] as number));
      if (Math.abs(da - db) > 1e-9) expect(compareAngle(o, a, b)).toBe(da < db ? -1 : 1);
    }
    // Directions about 1e-17 radians apart, where atan2 says they are equal: b − a = (2, 2), and
    // a × b = 5640455038313851·7131862452896221 − 7131862452896219·5640455038313853 < 0.
    const a = [5640455038313851, 7131862452896219];
    const b = [5640455038313853, 7131862452896221];
    expect(angle(a[0] as number, a[1] as number) === angle(b[0] as number, b[1] as number)).toBe(true);
    expect(compareAngle([0, 0], a, b)).toBe(1);
    expect(compareAngle([0, 0], b, a)).toBe(-1);
  });

  it('bigints, Rationals, antisymmetry and a sort that is a total preorder', () => {
    const big = 2n ** 100n;
    expect(compareAngle([big, big], [big + 1n, big + 1n], [big + 3n, big + 3n])).toBe(0);
    expect(compareAngle([0, 0], [Rational.of(1n, 3n), 1], [1, 3])).toBe(0);
    const rand = mulberry32(9);
    const pts = Array.from({ length: 200 }, () => [Math.floor(rand() * 9) - 4, Math.floor(rand() * 9) - 4]);
    pts.sort((a, b) => compareAngle([0, 0], a, b));
    for (let i = 0; i + 1 < pts.length; i++) {
      expect(compareAngle([0, 0], pts[i] as number[], pts[i + 1] as number[])).toBeLessThanOrEqual(0);
      expect(compareAngle([0, 0], pts[i + 1] as number[], pts[i] as number[])).toBe(
        -compareAngle([0, 0], pts[i] as number[], pts[i + 1] as number[]) || 0,
      );
    }
  });

  it('bad input', () => {
    expectError(() => compareAngle([0, 0], [1], [1, 1]), ExactRangeError, 'compareAngle: a has 1 coordinates, expected 2');
    expectError(() => compareAngle([0, Number.NaN], [1, 1], [1, 1]), ExactRangeError, 'compareAngle: origin[1] is NaN');
    // Each coordinate of each argument is named in the error.
    const names = ['origin[0]', 'origin[1]', 'a[0]', 'a[1]', 'b[0]', 'b[1]'];
    names.forEach((name, i) => {
      const c = [0, 0, 1, 1, 2, 3];
      c[i] = Number.POSITIVE_INFINITY;
      const [ox, oy, ax, ay, bx, by] = c as [number, number, number, number, number, number];
      expectError(() => compareAngle([ox, oy], [ax, ay], [bx, by]), ExactRangeError, `compareAngle: ${name} is Infinity`);
    });
  });
});
