// The error-free transformations, checked against exact BigInt arithmetic
// (test/support/frac.ts decomposes doubles on its own).
import { describe, expect, it } from 'vitest';
import {
  EPS,
  EXPANSION_MAX,
  EXPANSION_MIN,
  expansionEstimate,
  expansionSign,
  growByProduct,
  growExpansion,
  inExpansionRange,
  outsideExpansionRange,
  SPLITTER,
  twoDiffTail,
  twoProductTail,
  twoSumTail,
} from '../../src/core/expansion.js';
import { add, type Frac, fracOfNumber, mul, show, sub, ZERO } from '../support/frac.js';

const f = fracOfNumber;
const sum = (e: Float64Array, len: number): Frac => {
  let s = ZERO;
  for (let i = 0; i < len; i++) s = add(s, f(e[i] as number));
  return s;
};

// Doubles with full 53-bit significands and a spread of exponents.
const values = [
  1 / 3,
  -2 / 3,
  Math.PI,
  -Math.E * 2 ** 40,
  0.1,
  (2 ** 53 - 1) * 2 ** -20,
  1 + 2 ** -52,
  -(1 - 2 ** -53),
  123456789.12345679,
  2 ** -400 / 3,
  7e120,
];

describe('constants', () => {
  it('are the documented values', () => {
    expect(EPS).toBe(2 ** -53);
    expect(1 + EPS).toBe(1); // half an ulp of 1 rounds away
    expect(1 + 2 * EPS).toBeGreaterThan(1);
    expect(SPLITTER).toBe(134217729);
    expect(EXPANSION_MIN).toBe(2 ** -480);
    expect(EXPANSION_MAX).toBe(2 ** 480);
  });
});

describe('twoProductTail, twoDiffTail, twoSumTail are exact', () => {
  for (const a of values) {
    for (const b of values) {
      it(`${a} and ${b}`, () => {
        const p = a * b;
        expect(show(add(f(p), f(twoProductTail(a, b, p))))).toBe(show(mul(f(a), f(b))));
        const d = a - b;
        expect(show(add(f(d), f(twoDiffTail(a, b, d))))).toBe(show(sub(f(a), f(b))));
        const s = a + b;
        expect(show(add(f(s), f(twoSumTail(a, b, s))))).toBe(show(add(f(a), f(b))));
      });
    }
  }
});

describe('expansion range', () => {
  it.each([
    [0, false, true],
    [1, false, true],
    [-1, false, true],
    [2 ** -480, false, true],
    [2 ** 480, false, true],
    [-(2 ** 480), false, true],
    [2 ** -481, true, false],
    [-(2 ** -481), true, false],
    [2 ** 481, true, false],
    [2 ** 480 * (1 + 2 ** -52), true, false],
    [Number.NaN, false, false],
    [Number.POSITIVE_INFINITY, true, false],
  ])('%d: outside %s, inside %s', (v, outside, inside) => {
    expect(outsideExpansionRange(v)).toBe(outside);
    expect(inExpansionRange(v)).toBe(inside);
  });
});

describe('growExpansion', () => {
  it('keeps a non-zero tail below the sum and drops zero components', () => {
    const e = new Float64Array(8);
    e[0] = 1;
    let len = growExpansion(e, 1, 2 ** -60);
    expect([len, e[0], e[1]]).toEqual([2, 2 ** -60, 1]);
    len = growExpansion(e, len, 1); // 1 + 1 = 2 exactly: no tail
    expect([len, e[0], e[1]]).toEqual([2, 2 ** -60, 2]);
    len = growExpansion(e, len, -2); // the top cancels: only the tail is left
    expect([len, e[0]]).toEqual([1, 2 ** -60]);
    expect(expansionSign(e, len)).toBe(1);
  });

  it('leaves one zero component when everything cancels', () => {
    const e = new Float64Array(4);
    e[0] = 3;
    const len = growExpansion(e, 1, -3);
    expect([len, e[0]]).toEqual([1, 0]);
    expect(expansionSign(e, len)).toBe(0);
    expect(growExpansion(new Float64Array(2), 0, 0)).toBe(1);
  });

  it('sums exactly, and the sign is the top component’s', () => {
    const e = new Float64Array(32);
    let len = 0;
    for (const v of values.slice(0, 6)) len = growExpansion(e, len, v);
    expect(show(sum(e, len))).toBe(show(values.slice(0, 6).reduce((s, v) => add(s, f(v)), ZERO)));
    // components increase in magnitude, so the last one decides the sign
    for (let i = 1; i < len; i++) expect(Math.abs(e[i] as number)).toBeGreaterThan(Math.abs(e[i - 1] as number));
  });
});

describe('growByProduct', () => {
  it('adds the exact product', () => {
    const e = new Float64Array(16);
    let len = growByProduct(e, 0, 1 / 3, 0.1);
    len = growByProduct(e, len, -(1 / 3), 0.1);
    expect(expansionSign(e, len)).toBe(0);
    len = growByProduct(e, len, Math.PI, Math.E);
    expect(show(sum(e, len))).toBe(show(mul(f(Math.PI), f(Math.E))));
    len = growByProduct(e, len, 3, 4); // exact product: no tail
    expect(show(sum(e, len))).toBe(show(add(mul(f(Math.PI), f(Math.E)), f(12))));
  });

  it('a product that cancels the expansion to below one ulp keeps its sign', () => {
    const e = new Float64Array(16);
    const a = 1 + 2 ** -52;
    // a·a = 1 + 2^-51 + 2^-104: rounded to 1 + 2^-51, tail 2^-104.
    let len = growByProduct(e, 0, a, a);
    len = growExpansion(e, len, -(1 + 2 ** -51));
    expect(expansionSign(e, len)).toBe(1);
    expect(expansionEstimate(e, len)).toBe(2 ** -104);
  });
});

describe('expansionSign and expansionEstimate', () => {
  it('read the top component and add them all', () => {
    const e = new Float64Array([2 ** -70, -(2 ** -10), 4]);
    expect(expansionSign(e, 3)).toBe(1);
    expect(expansionSign(e, 2)).toBe(-1);
    expect(expansionEstimate(e, 3)).toBe(4 - 2 ** -10 + 2 ** -70);
    expect(expansionEstimate(e, 1)).toBe(2 ** -70);
    expect(expansionEstimate(e, 0)).toBe(0);
  });
});
