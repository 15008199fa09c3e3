// Every entry point of the staged det2 evaluation against an independent
// exact reference (test/support/frac.ts), on inputs chosen to reach each
// stage and each of its boundaries: the filter, exact differences (B, B0),
// inexact differences (C1, C2, D) and BigInt (E).
import { describe, expect, it } from 'vitest';
import { Rational } from '../../../src/core/rational.js';
import {
  det2Filter,
  det2FilterSign,
  det2Sign,
  det2SignAdaptive,
  det2SignAt,
  det2SignBig,
  det2SignDoubles,
  det2SignExactAt,
  det2SignNumbers,
  det2SignStaged,
  det2Stage,
  orient2dAt,
  orient2dDoubles,
  orient2dFilterAt,
  UNDECIDED,
} from '../../support/det2Entries.js';
import { type Frac, frac, mul, orient2dExact, sign, sub } from '../../support/frac.js';

type Eight = [number, number, number, number, number, number, number, number];

/** sign((a − b)(c − d) − (e − f)(g − h)), exactly. */
function reference(v: readonly (number | bigint | Rational)[]): -1 | 0 | 1 {
  const [a, b, c, d, e, f, g, h] = v.map((x) => frac(x)) as [Frac, Frac, Frac, Frac, Frac, Frac, Frac, Frac];
  return sign(sub(mul(sub(a, b), sub(c, d)), mul(sub(e, f), sub(g, h))));
}

const inRange = (x: number) => x === 0 || (Math.abs(x) >= 2 ** -480 && Math.abs(x) <= 2 ** 480);

/** A small seeded generator (xorshift32), so that every run sees the same cases. */
function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s / 2 ** 32;
  };
}

const u = 2 ** -53;
/** The orientation of a, b, c as the eight arguments of det2. */
const orientArgs = (a: number[], b: number[], c: number[]): Eight => [
  b[0] as number,
  a[0] as number,
  c[1] as number,
  a[1] as number,
  b[1] as number,
  a[1] as number,
  c[0] as number,
  a[0] as number,
];

// Near-collinear points: a on the 16×16 ulp grid around (0.5, 0.5), b and c
// on the diagonal; the differences are inexact (stages C and D).
const grid: [number[], number[], number[]][] = [];
for (let i = 0; i < 16; i++) {
  for (let j = 0; j < 16; j++) {
    grid.push([
      [0.5 + i * u, 0.5 + j * u],
      [12, 12],
      [24, 24],
    ]);
    grid.push([
      [0.5 + i * u, 0.5 + j * u],
      [12, 12],
      [24 + 4 * i * u * 16, 24 + 4 * j * u * 16],
    ]);
  }
}

/** Exact differences with L = R after rounding (stage B, B0 and its 2^53 limit). */
const equalProducts: Eight[] = [
  // 3 · 3002399751580331 = 2^53 + 1 rounds to 2^53 = 2^26 · 2^27: D = 1, not 0.
  [3, 0, 3002399751580331, 0, 2 ** 26, 0, 2 ** 27, 0],
  [2 ** 26, 0, 2 ** 27, 0, 3, 0, 3002399751580331, 0],
  // (2^27 + 1)(2^27 − 1) = 2^54 − 1 rounds to 2^54: D = −1.
  [2 ** 27 + 1, 0, 2 ** 27 - 1, 0, 2 ** 27, 0, 2 ** 27, 0],
  // One non-integer difference each, with L = R = 1: D = ±(3·fl(1/3) − 1) ≠ 0.
  [1 / 3, 0, 3, 0, 1, 0, 1, 0],
  [3, 0, 1 / 3, 0, 1, 0, 1, 0],
  [1, 0, 1, 0, 1 / 3, 0, 3, 0],
  [1, 0, 1, 0, 3, 0, 1 / 3, 0],
  // Integers with |L| = |R| < 2^53: D = 0 by B0.
  [3, 1, 3, 1, 2, 0, 2, 0],
  [-(2 ** 26), 0, 2 ** 26, 0, 2 ** 26, 0, -(2 ** 26), 0],
  // Equal non-integer products: D = 0 from the tails.
  [0.1, 0, 0.3, 0, 0.3, 0, 0.1, 0],
  [0.5, 0.25, 6, 2, 1, 0, 1, 0],
];

/** Values beyond the expansion range, tiny values, and mixtures. */
const extremes: Eight[] = [
  [2 ** 600, 0, 1, 0, 1, 0, 2 ** 600, 0],
  [2 ** 600, 0, 3, 0, 1, 0, 2 ** 600, 0],
  [2 ** -600, 0, 2 ** -600, 0, 2 ** -601, 0, 2 ** -599, 0],
  [2 ** -600, 0, 2 ** -600, 0, 2 ** -601, 0, 2 ** -598, 0],
  [2 ** -500, 0, 2 ** -500, 0, 0, 0, 0, 0],
  [2 ** -499, 0, 2 ** -499, 0, 0, 0, 0, 0],
  [2 ** -1074, 0, 2 ** 1000, 0, 2 ** -1073, 0, 2 ** 999, 0],
  [2 ** 480, 2 ** 479, 2 ** 480, 2 ** 479, 2 ** 480, 2 ** 479, 2 ** 480, 2 ** 479],
  [2 ** 481, 1, 3, 1, 2 ** 481, 1, 3, 1],
  [1e300, -1e300, 1e-300, 0, 1e300, 0, 2e-300, 0],
  [1e-300, 0, 1e-300, 0, 1e-300, 0, 1e-300 * (1 + 2 ** -52), 0],
  [2 ** -470, 2 ** -471, 2 ** 470, 2 ** 469, 1, 0, 0.25, 0],
];

/** Seeded random near-degenerate cases: x·y against a rescaled copy, one argument moved by an ulp. */
function nearEqual(count: number, seed: number): Eight[] {
  const next = rng(seed);
  const out: Eight[] = [];
  for (let n = 0; n < count; n++) {
    const e1 = Math.floor(next() * 60) - 30;
    const x = (next() + 0.5) * 2 ** e1;
    const y = (next() + 0.5) * 2 ** -e1;
    const k = 2 ** (Math.floor(next() * 8) - 4);
    const b = next() < 0.5 ? 0 : (next() - 0.5) * 2 ** (e1 - 3);
    const v: Eight = [x + b, b, y, 0, x * k, 0, y / k, 0];
    const i = Math.floor(next() * 8);
    const step = next() < 0.5 ? 1 + 2 ** -52 : 1 - 2 ** -53;
    v[i] = (v[i] as number) * step;
    out.push(v);
  }
  return out;
}

const cases: Eight[] = [...grid.map(([a, b, c]) => orientArgs(a, b, c)), ...equalProducts, ...extremes, ...nearEqual(400, 7)];

describe('det2 entry points agree with the exact reference', () => {
  it('has cases of every sign, and cases each stage must decide', () => {
    const signs = new Set(cases.map((v) => reference(v)));
    expect([...signs].sort()).toEqual([-1, 0, 1]);
    const stages = new Set(cases.map((v) => det2Stage(...v)));
    expect([...stages].sort()).toEqual([0, 1, 2]);
  });

  it('det2Sign, det2SignNumbers, det2SignAdaptive and det2SignBig are exact', () => {
    for (const v of cases) {
      const s = reference(v);
      expect([det2Sign(...v), det2SignNumbers(...v), det2SignAdaptive(...v), det2SignBig(...v)], `${v}`).toEqual([s, s, s, s]);
    }
  });

  it('det2SignDoubles and det2SignStaged are exact, or UNDECIDED only for values outside the expansion range', () => {
    for (const v of cases) {
      const s = reference(v);
      const doubles = det2SignDoubles(...v);
      const staged = det2SignStaged(new Float64Array(v));
      const allowed = v.every(inRange) ? [s] : [s, UNDECIDED];
      expect(allowed, `${v}: ${doubles}`).toContain(doubles);
      expect(allowed, `${v}: ${staged}`).toContain(staged);
    }
  });

  it('det2At and det2ExactAt read the eight values from their index, and nothing around them', () => {
    for (const v of cases) {
      const s = reference(v);
      const allowed = v.every(inRange) ? [s] : [s, UNDECIDED];
      // NaN around the values: a read outside them would give UNDECIDED or a wrong sign.
      for (const i of [0, 3, 8]) {
        const values = new Float64Array(i + 8 + 5).fill(Number.NaN);
        values.set(v, i);
        expect(allowed, `${v} at ${i}`).toContain(det2SignAt(values, i));
        expect(allowed, `${v} at ${i}`).toContain(det2SignExactAt(values, i));
      }
    }
  });

  it('the filter answers only with the right sign', () => {
    for (const v of cases) {
      const s = reference(v);
      const d = det2Filter(...v);
      const fs = det2FilterSign(...v);
      if (d !== 0) expect(Math.sign(d), `${v}`).toBe(s);
      expect([0, s], `${v}`).toContain(fs);
      expect(fs, `${v}`).toBe(Math.sign(d));
    }
  });

  it('the orientation forms are exact too', () => {
    for (const [a, b, c] of grid) {
      const s = orient2dExact(a, b, c);
      const values = new Float64Array([...a, ...b, ...c]);
      expect(orient2dDoubles(a, b, c)).toBe(s);
      expect(orient2dAt(values, 0, 2, 4)).toBe(s);
      expect([0, s]).toContain(orient2dFilterAt(values, 0, 2, 4));
    }
    for (const v of [...equalProducts, ...extremes]) {
      // a = (0, 0), b = (x, u), c = (v, y): D = x·y − u·v.
      const [x, , y, , p, , q] = v;
      const a = [0, 0];
      const b = [x - v[1], p - v[5]];
      const c = [q - v[7], y - v[3]];
      const s = orient2dExact(a, b, c);
      const allowed = [...a, ...b, ...c].every(inRange) ? [s] : [s, UNDECIDED];
      expect(allowed, `${v}`).toContain(orient2dDoubles(a, b, c));
      expect(allowed, `${v}`).toContain(orient2dAt(new Float64Array([...a, ...b, ...c]), 0, 2, 4));
    }
  });
});

describe('the filter', () => {
  it('decides a clear sign, down to the underflow guard, and no further', () => {
    expect(det2Filter(1, 0, 1, 0, 0, 0, 0, 0)).toBe(1);
    expect(det2Filter(0, 0, 0, 0, 1, 0, 1, 0)).toBe(-1);
    expect(det2FilterSign(0, 0, 0, 0, 1, 0, 1, 0)).toBe(-1);
    // D = 2^-50 against |L| + |R| ≈ 2: the bound is about 6·2^-53 < 2^-50.
    expect(det2Filter(1, 0, 1, 0, 1 - 2 ** -50, 0, 1, 0)).toBe(2 ** -50);
    expect(det2FilterSign(1, 0, 1, 0, 1 - 2 ** -50, 0, 1, 0)).toBe(1);
    // The underflow guard: the magnitude carries G = 2^-960 per product, so
    // the bound is about 3ε·2G ≈ 2^-1010.4; |D| = 2^-1010 is above it, 2^-1012 is not.
    expect(det2Filter(2 ** -505, 0, 2 ** -505, 0, 0, 0, 0, 0)).toBe(2 ** -1010);
    expect(det2Filter(2 ** -506, 0, 2 ** -506, 0, 0, 0, 0, 0)).toBe(0);
    expect(det2FilterSign(2 ** -506, 0, 2 ** -506, 0, 0, 0, 0, 0)).toBe(0);
    expect(det2Filter(3, 1, 3, 1, 3, 1, 3, 1)).toBe(0);
    expect(det2Filter(Number.NaN, 0, 1, 0, 0, 0, 0, 0)).toBe(0);
    expect(orient2dFilterAt(new Float64Array([0, 0, 1, 0, 0, 1]), 0, 2, 4)).toBe(1);
    expect(orient2dFilterAt(new Float64Array([0, 0, 0, 1, 1, 0]), 0, 2, 4)).toBe(-1);
  });

  it('decides at stage 0 what it can, exact doubles decide the rest, BigInt only beyond their range', () => {
    expect(det2Stage(1, 0, 1, 0, 0, 0, 0, 0)).toBe(0);
    expect(det2Stage(3, 1, 3, 1, 3, 1, 3, 1)).toBe(1);
    expect(det2Stage(0.1, 0, 0.3, 0, 0.3, 0, 0.1, 0)).toBe(1);
    expect(det2Stage(2 ** 600, 0, 1, 0, 1, 0, 2 ** 600, 0)).toBe(2);
    expect(det2Stage(1n, 0, 1, 0, 0, 0, 0, 0)).toBe(2);
  });
});

describe('det2Sign with one argument of another type', () => {
  const base: Eight = [3, 1, 5, 2, 2, 0, 1, 0]; // (2)(3) − (2)(1) = 4
  for (let i = 0; i < 8; i++) {
    it(`position ${i} as a bigint and as a Rational`, () => {
      const asBig = [...base] as (number | bigint | Rational)[];
      asBig[i] = BigInt(base[i] as number);
      const asRational = [...base] as (number | bigint | Rational)[];
      asRational[i] = Rational.of(BigInt((base[i] as number) * 3), 3n);
      const call = (v: (number | bigint | Rational)[]) => det2Sign(...(v as Eight));
      expect([call(asBig), call(asRational)]).toEqual([1, 1]);
      // and a near-zero case where only exact arithmetic is right: D = 1/3 · 3 − 1 = 0
      const third = [...base] as (number | bigint | Rational)[];
      third.splice(0, 8, Rational.of(1n, 3n), 0, 3, 0, 1, 0, 1, 0);
      third[i] = typeof third[i] === 'number' ? BigInt(third[i] as number) : (third[i] as Rational);
      expect(call(third)).toBe(reference(third));
    });
  }
});

describe('det2Sign with one number among bigints', () => {
  const base: Eight = [3, 1, 5, 2, 2, 0, 1, 0]; // (2)(3) − (2)(1) = 4
  for (let i = 0; i < 8; i++) {
    it(`position ${i} a number, the rest bigints`, () => {
      // det2SignBig's all-bigint shortcut must not take this mixture, which BigInt
      // arithmetic would reject (a TypeError), nor give a different sign.
      const v = base.map((x, k) => (k === i ? x : BigInt(x))) as unknown as Eight;
      expect(det2Sign(...v)).toBe(1);
      expect(det2SignBig(...v)).toBe(1);
      const zero = [3, 1, 3, 1, 2, 0, 2, 0].map((x, k) => (k === i ? x : BigInt(x))) as unknown as Eight; // 4 − 4
      expect(det2SignBig(...zero)).toBe(0);
    });
  }
});

describe('det2Stage with one coordinate that is not a number', () => {
  for (let i = 0; i < 8; i++) {
    it(`position ${i}: a bigint or a Rational goes to BigInt (stage 2)`, () => {
      const big = [3, 1, 5, 2, 2, 0, 1, 0] as (number | bigint | Rational)[];
      big[i] = BigInt(big[i] as number);
      expect(det2Stage(...(big as Eight))).toBe(2);
      const rational = [3, 1, 5, 2, 2, 0, 1, 0] as (number | bigint | Rational)[];
      rational[i] = Rational.of(1n, 3n);
      expect(det2Stage(...(rational as Eight))).toBe(2);
    });
  }
});
