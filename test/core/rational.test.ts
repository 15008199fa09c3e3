import { describe, expect, it } from 'vitest';
import { ExactRangeError, ExactTypeError, Rational } from '../../src/index.js';

/** Exact double value of x as n/d (independent of Rational.fromNumber: via toString of scaled integer). */
function exactOfDouble(x: number): [bigint, bigint] {
  // Multiply by 2^1074 (exact in the rational sense) using BigInt of the integer part of x·2^k in steps.
  let k = 0n;
  let v = x;
  while (!Number.isInteger(v)) {
    v *= 2; // exact: doubling a double never rounds (no overflow for |x| < 2^1023 and non-integers)
    k++;
  }
  return [BigInt(v), 1n << k];
}

/** |n/d − x| compared exactly; used to check that toNumber picks the nearest double. */
function distance(n: bigint, d: bigint, x: number): [bigint, bigint] {
  const [xn, xd] = exactOfDouble(x);
  let num = n * xd - xn * d;
  if (num < 0n) num = -num;
  return [num, d * xd];
}
function lessOrEqual(a: [bigint, bigint], b: [bigint, bigint]): boolean {
  return a[0] * b[1] <= b[0] * a[1];
}
function nextUp(x: number): number {
  const f = new Float64Array([x]);
  const b = new BigInt64Array(f.buffer);
  if (x === 0) return Number.MIN_VALUE;
  b[0] = (b[0] as bigint) + (x > 0 ? 1n : -1n);
  return f[0] as number;
}
function nextDown(x: number): number {
  return -nextUp(-x);
}

describe('Rational', () => {
  it('normalizes to lowest terms with a positive denominator', () => {
    const r = Rational.of(6n, -4n);
    expect(r.num).toBe(-3n);
    expect(r.den).toBe(2n);
    expect(r.toString()).toBe('-3/2');
    expect(Rational.of(0n, -7n).toString()).toBe('0');
    expect(Rational.of(10n, 5n).toString()).toBe('2');
  });
  it('arithmetic and comparison are exact', () => {
    const a = Rational.of(1n, 3n);
    const b = Rational.of(1n, 6n);
    expect(a.add(b).toString()).toBe('1/2');
    expect(a.sub(b).toString()).toBe('1/6');
    expect(a.mul(b).toString()).toBe('1/18');
    expect(a.div(b).toString()).toBe('2');
    expect(a.compare(b)).toBe(1);
    expect(b.compare(a)).toBe(-1);
    expect(a.compare(Rational.of(2n, 6n))).toBe(0);
    expect(Rational.max(a, b)).toBe(a);
    expect(Rational.min(a, b)).toBe(b);
  });
  it('fromNumber is the exact value of the double', () => {
    expect(Rational.fromNumber(0.1).toString()).toBe('3602879701896397/36028797018963968');
    expect(Rational.fromNumber(-0.5).toString()).toBe('-1/2');
    expect(Rational.fromNumber(2 ** 60).toString()).toBe((2n ** 60n).toString());
    expect(Rational.fromNumber(Number.MIN_VALUE).toString()).toBe(`1/${2n ** 1074n}`);
    expect(Rational.fromNumber(-0).toString()).toBe('0');
  });
  it('takes number and bigint operands exactly, and rejects anything else by name', () => {
    // Regression: equals(1) used to be a silent false, add(1) a bare mixed-type TypeError.
    expect(Rational.ONE.equals(1)).toBe(true);
    expect(Rational.of(1n, 2n).equals(0.5)).toBe(true);
    expect(Rational.ONE.add(1).toString()).toBe('2');
    expect(Rational.ONE.sub(0.1).toString()).toBe('32425917317067571/36028797018963968');
    expect(Rational.of(1n, 3n).mul(3n).toString()).toBe('1');
    expect(Rational.ONE.div(4n).toString()).toBe('1/4');
    expect(Rational.of(1n, 3n).compare(0.3333333333333333)).toBe(1);
    expect(Rational.of(1n, 3n).lt(1)).toBe(true);
    expect(Rational.of(1n, 3n).le(0.25)).toBe(false);
    expect(Rational.min(2n, Rational.of(3n, 2n)).toString()).toBe('3/2');
    expect(Rational.max(-1, 0.5).toString()).toBe('1/2');
    const bad: unknown[] = ['1', null, undefined, {}];
    for (const v of bad) {
      expect(() => Rational.ONE.add(v as number)).toThrow(ExactTypeError);
      expect(() => Rational.ONE.equals(v as number)).toThrow(/^Rational#equals: other is /);
    }
    expect(() => Rational.ONE.mul(Number.NaN)).toThrow(ExactRangeError);
    expect(() => Rational.ONE.lt(Number.POSITIVE_INFINITY)).toThrow('Rational#lt: other is Infinity');
    expect(() => Rational.min(Rational.ONE, '2' as unknown as number)).toThrow(/^Rational.min: other is "2", expected/);
  });
  it('rejects a zero denominator and division by zero', () => {
    expect(() => Rational.of(1n, 0n)).toThrow(ExactRangeError);
    expect(() => Rational.ONE.div(Rational.ZERO)).toThrow(/division by zero/);
    expect(() => Rational.fromNumber(Number.NaN)).toThrow(/Rational.fromNumber: x is NaN/);
  });
});

describe('Rational#toNumber is correctly rounded (ties to even)', () => {
  const cases: [bigint, bigint][] = [
    [1n, 3n],
    [2n, 3n],
    [-1n, 3n],
    [1n, 10n],
    [(1n << 53n) + 1n, 1n], // halfway between 2^53 and 2^53 + 2: ties to even → 2^53
    [(1n << 53n) + 3n, 1n], // halfway between 2^53 + 2 and 2^53 + 4: ties to even → 2^53 + 4
    [(1n << 54n) + 3n, 1n], // above halfway
    [1n, 1n << 1075n], // half the smallest subnormal: ties to even → 0
    [3n, 1n << 1076n], // 0.75 of the smallest subnormal → MIN_VALUE
    [1n, (1n << 1074n) + 1n], // just under MIN_VALUE
    [(1n << 1024n) - (1n << 970n), 1n], // halfway between MAX_VALUE and 2^1024 → Infinity
    [(1n << 1024n) - (1n << 970n) - 1n, 1n], // just below it → MAX_VALUE
    [123456789012345678901234567890n, 7n],
    [-(10n ** 400n), 3n],
    [1n, 10n ** 400n],
  ];
  it.each(cases)('%s / %s', (n, d) => {
    const x = Rational.of(n, d).toNumber();
    if (!Number.isFinite(x)) {
      // Overflow is right only at or past the rounding boundary 2^1024 − 2^970.
      expect(n * 1n >= ((1n << 1024n) - (1n << 970n)) * d || -n >= ((1n << 1024n) - (1n << 970n)) * d).toBe(true);
      return;
    }
    const here = distance(n, d, x);
    for (const y of [nextUp(x), nextDown(x)]) {
      if (!Number.isFinite(y)) continue;
      const there = distance(n, d, y);
      expect(lessOrEqual(here, there)).toBe(true);
      // On a tie the chosen double has an even significand.
      if (lessOrEqual(there, here)) {
        const bits = new BigInt64Array(new Float64Array([x]).buffer)[0] as bigint;
        expect(bits & 1n).toBe(0n);
      }
    }
  });
  it('agrees with the known values', () => {
    expect(Rational.of(1n, 3n).toNumber()).toBe(1 / 3);
    expect(Rational.of((1n << 53n) + 1n).toNumber()).toBe(2 ** 53);
    expect(Rational.of((1n << 53n) + 3n).toNumber()).toBe(2 ** 53 + 4);
    expect(Rational.of(1n, 1n << 1075n).toNumber()).toBe(0);
    expect(Rational.of(3n, 1n << 1076n).toNumber()).toBe(Number.MIN_VALUE);
    expect(Rational.of((1n << 1024n) - (1n << 970n)).toNumber()).toBe(Number.POSITIVE_INFINITY);
    expect(Rational.of((1n << 1024n) - (1n << 970n) - 1n).toNumber()).toBe(Number.MAX_VALUE);
    expect(Rational.fromNumber(0.1).toNumber()).toBe(0.1);
    expect(Rational.of(-(10n ** 400n), 3n).toNumber()).toBe(Number.NEGATIVE_INFINITY);
  });
  it('is correctly rounded at and around midpoints with numerators and denominators of thousands of bits', () => {
    // m = the midpoint of x and its upper neighbour (a tie, to even), and m ± 1/(3·2^2000·k) for a huge odd k: the value's
    // terms are thousands of bits long after reduction, and it lies a hair either side of the midpoint.
    const k = 3n ** 1300n;
    for (const x of [1, 1.5, 1 / 3, 2 ** 60 + 2 ** 8, 1e300, 3e-300, 2 ** -1022, 2 ** -1030, 5e-324]) {
      const [xn, xd] = exactOfDouble(x);
      const [yn, yd] = exactOfDouble(nextUp(x));
      // m = (xn/xd + yn/yd)/2
      const mn = xn * yd + yn * xd;
      const md = 2n * xd * yd;
      for (const side of [-1n, 0n, 1n]) {
        const d = md * 3n * (1n << 2000n) * k;
        const n = mn * 3n * (1n << 2000n) * k + side * md;
        const r = Rational.of(n, d);
        const got = r.toNumber();
        const here = distance(n, d, got);
        for (const y of [nextUp(got), -nextUp(-got)]) expect(lessOrEqual(here, distance(n, d, y))).toBe(true);
        if (side === 0n)
          expect(got).toBe((new BigInt64Array(new Float64Array([x]).buffer)[0] as bigint) % 2n === 0n ? x : nextUp(x));
        else expect(got).toBe(side > 0n ? nextUp(x) : x);
      }
    }
  });
  it('round-trips every double it is given', () => {
    for (const x of [0.1, -2.5e-310, Number.MIN_VALUE, Number.MAX_VALUE, 1e300, 123.456, -(2 ** 53) - 2]) {
      expect(Rational.fromNumber(x).toNumber()).toBe(x);
    }
  });
});
