// det3Filter, det3Sign and det3SignBig against an independent exact
// reference, on near-coplanar doubles, mixed coordinate types and values
// beyond the double range of the filter.
import { describe, expect, it } from 'vitest';
import type { Coordinate } from '../../../src/core/coordinate.js';
import { orient3dBig, orient3dFilter, orient3dSign } from '../../../src/core/generated/orient3d.js';
import { Rational } from '../../../src/core/rational.js';
import { orient3dExact } from '../../support/frac.js';

type Twelve = [number, number, number, number, number, number, number, number, number, number, number, number];

// The determinant with rows a − o, b − o, c − o is the kernel's orient3d(o, a, b, c).
const det3Filter = (...v: Twelve): number =>
  orient3dFilter(v[9], v[10], v[11], v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8]);
const det3Sign = (...v: Coordinate[]): -1 | 0 | 1 =>
  orient3dSign(
    ...(v.slice(9, 12).concat(v.slice(0, 9)) as [
      Coordinate,
      Coordinate,
      Coordinate,
      Coordinate,
      Coordinate,
      Coordinate,
      Coordinate,
      Coordinate,
      Coordinate,
      Coordinate,
      Coordinate,
      Coordinate,
    ]),
  );
const det3SignBig = (v: readonly Coordinate[]): -1 | 0 | 1 =>
  orient3dBig(
    ...(v.slice(9, 12).concat(v.slice(0, 9)) as [
      Coordinate,
      Coordinate,
      Coordinate,
      Coordinate,
      Coordinate,
      Coordinate,
      Coordinate,
      Coordinate,
      Coordinate,
      Coordinate,
      Coordinate,
      Coordinate,
    ]),
  );

/** Sign of the determinant with rows a − o, b − o, c − o, exactly: orient3d(o, a, b, c). */
function reference(v: readonly Coordinate[]): -1 | 0 | 1 {
  return orient3dExact(v.slice(9, 12), v.slice(0, 3), v.slice(3, 6), v.slice(6, 9));
}

const u = 2 ** -53;

// o on a small ulp grid around (0.5, 0.5, 0.5); a and b on the diagonal, so
// that the rows a − o and b − o are nearly parallel and D nearly 0.
const cases: Twelve[] = [];
for (let i = -4; i <= 4; i++) {
  for (let j = -4; j <= 4; j++) {
    for (const step of [u, 2 ** 8 * u]) {
      cases.push([12, 12, 12, 24, 24, 24, 3, 7, 11, 0.5 + i * step, 0.5 + j * step, 0.5]);
      cases.push([12, 12, 12, 3, 7, 11, 24, 24, 24, 0.5, 0.5 + i * step, 0.5 + j * step]);
    }
  }
}
// Exactly coplanar integers, clear signs, each row and each axis in turn.
cases.push([1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0]);
cases.push([0, 1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0]);
cases.push([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0]);
cases.push([1, 2, 3, 4, 5, 6, 7, 8, 10, 0, 0, 0]);
cases.push([2, 0, 0, 0, 3, 0, 0, 0, 5, 1, 1, 1]);
cases.push([0, 0, 5, 0, 3, 0, 2, 0, 0, 1, 1, 1]);
cases.push([2 ** -500, 0, 0, 0, 2 ** -500, 0, 0, 0, 2 ** -500, 0, 0, 0]);
cases.push([2 ** -333, 0, 0, 0, 2 ** -333, 0, 0, 0, 2 ** -333, 0, 0, 0]);
cases.push([2 ** 400, 1, 0, 1, 2 ** 400, 0, 0, 0, 1, 0, 0, 0]);

describe('det3', () => {
  it('has cases of every sign', () => {
    expect([...new Set(cases.map((v) => reference(v)))].sort()).toEqual([-1, 0, 1]);
  });

  it('det3Sign and det3SignBig are exact; det3Filter answers only with the right sign', () => {
    let decided = 0;
    for (const v of cases) {
      const s = reference(v);
      expect([det3Sign(...v), det3SignBig(v)], `${v}`).toEqual([s, s]);
      const d = det3Filter(...v);
      if (d !== 0) {
        decided++;
        expect(Math.sign(d), `${v}`).toBe(s);
      }
    }
    expect(decided).toBeGreaterThan(20);
  });

  it('the filter decides clear cases, down to the underflow guard, and no further', () => {
    expect(det3Filter(1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0)).toBe(1);
    expect(det3Filter(0, 1, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0)).toBe(-1);
    // rows (1, −1, −1), (−1, 2, −1), (−1, −1, 4): 1·7 + 1·(−5) − 1·3 = −1
    expect(det3Filter(2, 0, 0, 0, 3, 0, 0, 0, 5, 1, 1, 1)).toBe(-1);
    // D = 2^-999 is above the guard (about 7ε·3G, G = 2^-960); 2^-1500 underflows to 0 and is not decided.
    expect(det3Filter(2 ** -333, 0, 0, 0, 2 ** -333, 0, 0, 0, 2 ** -333, 0, 0, 0)).toBe(2 ** -999);
    expect(det3Filter(2 ** -500, 0, 0, 0, 2 ** -500, 0, 0, 0, 2 ** -500, 0, 0, 0)).toBe(0);
    expect(det3Filter(1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0)).toBe(0);
    expect(det3Filter(Number.NaN, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0)).toBe(0);
  });

  it('one coordinate of another type, in each of the twelve positions', () => {
    const base: Twelve = [2, 0, 0, 0, 3, 0, 0, 0, 5, 1, 1, 1];
    for (let i = 0; i < 12; i++) {
      const asBig: Coordinate[] = [...base];
      asBig[i] = BigInt(base[i] as number);
      const asRational: Coordinate[] = [...base];
      asRational[i] = Rational.of(BigInt((base[i] as number) * 7), 7n);
      expect([det3Sign(...(asBig as Twelve)), det3Sign(...(asRational as Twelve))], `position ${i}`).toEqual([-1, -1]);
    }
    // exactly coplanar only in exact arithmetic: c = a + b with a third coordinate of 1/3
    const third = Rational.of(1n, 3n);
    const coplanar: Coordinate[] = [1, 0, third, 0, 1, third, 1, 1, Rational.of(2n, 3n), 0, 0, 0];
    expect(det3Sign(...(coplanar as Twelve))).toBe(0);
    expect(reference(coplanar)).toBe(0);
  });
});

describe('det3Filter below the normal range', () => {
  // Found by the orient3d permutation property (seed -642103329): a minor of
  // about 1e-310, rounded to a subnormal, times ax ≈ 7.6e22 carried an error
  // beyond the guard 2^-1000, and the filter called a zero determinant
  // positive. The bound now scales the underflow term by |ax| + |ay| + |az|.
  const a = [0, 0, 0];
  const b = [-7.555786372591432e22, 1.035052700659762e-171, 0];
  const d = [0, 0, 4.318978734935497e-139];

  it('never decides a zero determinant with a subnormal minor (the case found, every order)', () => {
    const points = [a, b, a, d];
    for (const order of [
      [1, 0, 2, 3],
      [1, 2, 0, 3],
      [0, 1, 2, 3],
      [3, 1, 0, 2],
    ]) {
      const [p, q, r, s] = order.map((i) => points[i] as number[]) as [number[], number[], number[], number[]];
      const v = [...q, ...r, ...s, ...p] as Twelve;
      expect(reference(v)).toBe(0);
      expect(det3Filter(...v), `${order}`).toBe(0);
      expect(det3Sign(...v), `${order}`).toBe(0);
    }
  });

  it('stays sound for subnormal minors at any scale of the outer factor', () => {
    for (let e = 0; e <= 1000; e += 20) {
      for (const tiny of [1e-171, 3e-160, 2 ** -540]) {
        const big = -(2 ** e) * 1.7;
        const v = [0, 0, 0, 0, 0, 0, 0, 0, 3e-139, big, tiny, 0] as Twelve;
        // Rows a − o and b − o are equal: the determinant is 0.
        expect(det3Filter(...v), `${e} ${tiny}`).toBe(0);
        const w = [0, 0, 2 ** -1000, 0, 0, 0, 0, 0, 3e-139, big, tiny, 0] as Twelve;
        const s = reference(w);
        expect([0, s], `${e} ${tiny}`).toContain(Math.sign(det3Filter(...w)));
        expect(det3Sign(...w)).toBe(s);
      }
    }
  });
});
