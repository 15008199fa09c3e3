import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doubleCoordinate } from '../src/arbitraries/index.js';
import { materialisations } from '../src/core/rational.js';
import { Rational, segmentBox, segmentIntersection } from '../src/index.js';
import type { Frac } from '../test/support/frac.js';
import { abs, add, cmp, crossingFrac, div, frac, fracOfNumber, mul, sign, sub } from '../test/support/frac.js';
import { isEvenSignificand, nextDown, nextUp } from '../test/support/ulp.js';
import { params } from './support/params.js';

/*
 * Rational#toNumber is the double nearest the rational, ties to the even
 * significand, overflowing to ±Infinity from 2^1024 − 2^970 (halfway
 * between Number.MAX_VALUE and 2^1024) on, underflowing through the
 * subnormals. Checked exactly: r's distance to x against its two neighbours'
 * (bit-pattern neighbours, ulp.ts), all as exact fractions. Then three
 * oracles built into the platform, each correctly rounded by specification:
 * Number(bigint), the IEEE division n/d of two doubles, and parseFloat.
 */

/** Where rounding overflows: 2^1024 − 2^970. */
const OVERFLOW: Frac = { n: (1n << 1024n) - (1n << 970n), d: 1n };

/** Throws unless r is the correctly rounded value of x. */
function checkCorrectlyRounded(x: Frac, r: number): void {
  if (Number.isNaN(r)) throw new Error('toNumber gave NaN');
  const s = sign(x);
  if (!Number.isFinite(r)) {
    expect(Math.sign(r)).toBe(s);
    expect(cmp(abs(x), OVERFLOW)).toBeGreaterThanOrEqual(0);
    return;
  }
  expect(cmp(abs(x), OVERFLOW)).toBeLessThan(0);
  if (r !== 0) expect(Math.sign(r)).toBe(s);
  const dist = abs(sub(x, fracOfNumber(r)));
  for (const n of [nextUp(r), nextDown(r)]) {
    if (!Number.isFinite(n)) continue; // beyond MAX_VALUE: covered by the overflow threshold
    const c = cmp(dist, abs(sub(x, fracOfNumber(n))));
    if (c > 0) throw new Error(`toNumber gave ${r}, but its neighbour ${n} is nearer`);
    if (c === 0 && !isEvenSignificand(r)) throw new Error(`tie between ${r} and ${n} went to the odd significand`);
  }
}

const pow2 = (e: number): Frac => (e >= 0 ? { n: 1n << BigInt(e), d: 1n } : { n: 1n, d: 1n << BigInt(-e) });
const toRational = (x: Frac) => Rational.of(x.n, x.d);

/** m/d · 2^e: every magnitude from far below the subnormals to far past overflow. */
const scaledRational = fc
  .tuple(
    fc.bigInt({ min: -(1n << 120n), max: 1n << 120n }),
    fc.bigInt({ min: 1n, max: 1n << 120n }),
    fc.integer({ min: -1200, max: 1100 }),
  )
  .map(([m, d, e]) => mul({ n: m, d }, pow2(e)));

/** Exactly halfway between a double and its successor, or a hair to either side. */
const nearTie = fc
  .tuple(
    doubleCoordinate(),
    fc.constantFrom(0n, 1n, -1n),
    fc.integer({ min: 1, max: 300 }),
    fc.bigInt({ min: 1n, max: 1n << 64n }),
  )
  .filter(([r]) => Number.isFinite(nextUp(r)))
  .map(([r, side, k, odd]) => {
    const a = fracOfNumber(r);
    const b = fracOfNumber(nextUp(r));
    const mid = div(add(a, b), { n: 2n, d: 1n });
    // A nudge far below half an ulp, often not dyadic (odd·3 in the denominator).
    const nudge = mul(mul(sub(b, a), pow2(-k)), { n: side, d: 3n * odd });
    return add(mid, nudge);
  });

describe('Rational#toNumber is correctly rounded', () => {
  it('on rationals of every magnitude', () => {
    fc.assert(
      fc.property(scaledRational, (x) => {
        checkCorrectlyRounded(x, toRational(x).toNumber());
      }),
      params(300),
    );
  });

  it('on ties and near-ties between neighbouring doubles (subnormal to huge)', () => {
    fc.assert(
      fc.property(nearTie, (x) => {
        checkCorrectlyRounded(x, toRational(x).toNumber());
      }),
      params(300),
    );
  });

  it('round-trips every double', () => {
    fc.assert(
      fc.property(doubleCoordinate(), (x) => Object.is(Rational.fromNumber(x).toNumber(), x === 0 ? 0 : x)),
      params(300),
    );
  });

  it('agrees with Number(bigint) on integers', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(1n << 1100n), max: 1n << 1100n }), (n) => Rational.of(n).toNumber() === Number(n)),
      params(300),
    );
  });

  it('agrees with IEEE division of two doubles (n·2^e)/d, |n|, |d| ≤ 2^53', () => {
    const lim = 1n << 53n;
    fc.assert(
      fc.property(
        fc.bigInt({ min: -lim, max: lim }),
        fc.bigInt({ min: 1n, max: lim }),
        fc.integer({ min: -900, max: 900 }),
        (n, d, e) => {
          // n·2^e is an exact normal double for |e| ≤ 900; the division is then
          // correctly rounded by IEEE-754, subnormal and overflowing quotients included.
          const q = (Number(n) * 2 ** e) / Number(d);
          return Object.is(toRational(mul({ n, d }, pow2(e))).toNumber(), q);
        },
      ),
      params(300),
    );
  });

  it('agrees with parseFloat on decimal fractions', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(1n << 200n), max: 1n << 200n }), fc.integer({ min: -340, max: 340 }), (n, k) => {
        const x: Frac = k >= 0 ? { n, d: 10n ** BigInt(k) } : { n: n * 10n ** BigInt(-k), d: 1n };
        const expected = Number.parseFloat(`${n}e${-k}`);
        const r = toRational(x).toNumber();
        return r === expected;
      }),
      params(300),
    );
  });

  it('on construction results, from the double they carry: crossing points and slab parameters of random doubles', () => {
    const unit = fc.double({ min: -1, max: 1, noNaN: true });
    const point = fc.tuple(unit, unit);
    fc.assert(
      fc.property(point, point, point, point, fc.integer({ min: -60, max: 60 }), (p, q, u, v, e) => {
        const s = 2 ** e;
        const [P, Q, U, V] = [p, q, u, v].map(([x, y]) => [x * s, y * s] as [number, number]) as [number, number][];
        const x = segmentIntersection([P as never, Q as never], [U as never, V as never]);
        const before = materialisations();
        if (x.kind === 'point') {
          const X = crossingFrac([...(P as number[]), ...(Q as number[]), ...(U as number[]), ...(V as number[])]).X;
          if (X === null) return;
          const got = x.point.map((c) => c.toNumber());
          expect(materialisations()).toBe(before);
          checkCorrectlyRounded(X[0] as Frac, got[0] as number);
          checkCorrectlyRounded(X[1] as Frac, got[1] as number);
        }
        const t = segmentBox([P as never, Q as never], { min: [-0.25 * s, -0.25 * s], max: [0.5 * s, 0.5 * s] });
        if (t === null) return;
        for (const c of t) checkCorrectlyRounded(frac(Rational.of(c.num, c.den)), c.toNumber());
      }),
      params(300),
    );
  });

  it('checks itself: a wrong rounding is caught', () => {
    // The nearest double to 1/3 is 0x3FD5555555555555; its neighbour is not.
    const third = { n: 1n, d: 3n };
    expect(() => checkCorrectlyRounded(third, 1 / 3)).not.toThrow();
    expect(() => checkCorrectlyRounded(third, nextUp(1 / 3))).toThrow(/nearer/);
    expect(() => checkCorrectlyRounded(frac(Rational.of(1n, 1n)), nextDown(1))).toThrow(/nearer/);
  });
});
