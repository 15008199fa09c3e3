import Big from 'big.js';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ExactRangeError } from '../../src/core/errors.js';
import { Rational } from '../../src/core/rational.js';
import type { RoundingMode } from '../../src/decimal/index.js';
import { fromBig, MAX_DECIMAL_PLACES, toBig } from '../../src/decimal/index.js';

/** floor(n / d) for d > 0, rounding toward −∞ (bigint division truncates). */
function floorDiv(n: bigint, d: bigint): bigint {
  const q = n / d;
  return n % d !== 0n && n < 0n ? q - 1n : q;
}

/**
 * The expected rounding, worked out independently of toBig: the two
 * neighbours lo ≤ r·10^dp ≤ hi on the integer grid, then the mode's choice.
 */
function expected(r: Rational, dp: number, rm: RoundingMode): Rational {
  const scale = 10n ** BigInt(dp);
  const n = r.num * scale;
  const lo = floorDiv(n, r.den);
  if (lo * r.den === n) return Rational.of(lo, scale);
  const hi = lo + 1n;
  // Compare r·10^dp with the midpoint lo + 1/2: sign of 2n − (2lo + 1)·den.
  const mid = 2n * n - (2n * lo + 1n) * r.den;
  const positive = r.num > 0n;
  let pick: bigint;
  if (rm === 0) pick = positive ? lo : hi;
  else if (rm === 3) pick = positive ? hi : lo;
  else if (mid < 0n) pick = lo;
  else if (mid > 0n) pick = hi;
  else if (rm === 1) pick = positive ? hi : lo;
  else pick = lo % 2n === 0n ? lo : hi;
  return Rational.of(pick, scale);
}

describe('toBig', () => {
  afterEach(() => {
    Big.RM = 1;
  });

  it.each([
    [Rational.of(2n, 3n), 5, 1, '0.66667'],
    [Rational.of(2n, 3n), 5, 0, '0.66666'],
    [Rational.of(-5n, 2n), 0, 1, '-3'],
    [Rational.of(-5n, 2n), 0, 2, '-2'],
    [Rational.of(-5n, 2n), 0, 0, '-2'],
    [Rational.of(-5n, 2n), 0, 3, '-3'],
    [Rational.of(7n, 2n), 0, 2, '4'],
    [Rational.of(1n, 3n), 20, 1, '0.33333333333333333333'],
    [Rational.of(-1n, 1000n), 2, 1, '0.00'],
    [Rational.of(-1n, 1000n), 2, 3, '-0.01'],
    [Rational.of(123n), 3, 1, '123.000'],
  ] as const)('%s to %i places, mode %i: %s', (r, dp, rm, text) => {
    expect(toBig(r, dp, rm).toFixed(dp)).toBe(text);
  });

  it('takes numbers, bigints and Bigs; a double is its exact value', () => {
    expect(toBig(0.1, 20).toFixed(20)).toBe('0.10000000000000000555');
    expect(toBig(10n ** 30n, 0).toFixed(0)).toBe(`1${'0'.repeat(30)}`);
    expect(toBig(new Big('2.5'), 0, 2).toString()).toBe('2');
  });

  it('never gives -0', () => {
    const z = toBig(Rational.of(-1n, 3n), 0);
    expect(z.s).toBe(1);
    expect(z.toString()).toBe('0');
  });

  it('defaults to Big.RM', () => {
    expect(toBig(Rational.of(5n, 2n), 0).toString()).toBe('3');
    Big.RM = 2;
    expect(toBig(Rational.of(5n, 2n), 0).toString()).toBe('2');
  });

  it('rejects bad arguments with messages naming them', () => {
    expect(() => toBig(Rational.ONE, -1)).toThrow(new ExactRangeError('toBig: dp is -1, expected an integer from 0 to 1000000'));
    expect(() => toBig(Rational.ONE, 1.5)).toThrow('toBig: dp is 1.5, expected an integer from 0 to 1000000');
    expect(() => toBig(Rational.ONE, MAX_DECIMAL_PLACES + 1)).toThrow(
      'toBig: dp is 1000001, expected an integer from 0 to 1000000',
    );
    expect(toBig(0, MAX_DECIMAL_PLACES).toString()).toBe('0'); // the largest dp is allowed
    expect(() => toBig(Rational.ONE, 2, 4 as RoundingMode)).toThrow('toBig: rm is 4, expected 0, 1, 2 or 3');
    expect(() => toBig(Number.NaN, 2)).toThrow('toBig: x is NaN');
  });

  it('is correctly rounded in every mode, against exact bigint arithmetic (property)', () => {
    const rational = fc
      .tuple(
        fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
        fc.oneof(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.constantFrom(2n, 4n, 8n, 20n, 200n, 2000n)),
      )
      .map(([n, d]) => Rational.of(n, d));
    fc.assert(
      fc.property(rational, fc.integer({ min: 0, max: 40 }), fc.constantFrom<RoundingMode>(0, 1, 2, 3), (r, dp, rm) => {
        const b = toBig(r, dp, rm);
        expect(fromBig(b).equals(expected(r, dp, rm))).toBe(true);
        // At most dp decimal places: b·10^dp is an integer.
        expect(
          fromBig(b)
            .mul(Rational.of(10n ** BigInt(dp)))
            .isInteger(),
        ).toBe(true);
      }),
      { numRuns: 4000, seed: 5, verbose: true },
    );
  });

  it('agrees with big.js rounding on values big.js holds exactly (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 25 }),
        fc.integer({ min: 0, max: 25 }),
        fc.constantFrom<RoundingMode>(0, 1, 2, 3),
        (m, k, dp, rm) => {
          const text = `${m}e-${k}`;
          expect(toBig(Rational.of(m, 10n ** BigInt(k)), dp, rm).toFixed(dp)).toBe(
            new Big(text)
              .round(dp, rm)
              .toFixed(dp)
              .replace(/^-(0\.?0*)$/, '$1'),
          );
        },
      ),
      { numRuns: 3000, seed: 5, verbose: true },
    );
  });
});
