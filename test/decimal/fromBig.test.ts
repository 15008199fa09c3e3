import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExactRangeError, ExactTypeError } from '../../src/core/errors.js';
import { Rational } from '../../src/core/rational.js';
import { convertBigs, fromBig, isBig, orient2d, toBig, toCoordinate } from '../../src/decimal/index.js';
import { expectError } from '../support/expectError.js';

describe('fromBig', () => {
  it.each([
    ['12.375', '99/8'],
    ['-1.5e-7', '-3/20000000'],
    ['0', '0'],
    ['-0', '0'],
    ['1e500', `1${'0'.repeat(500)}`],
    ['1e-500', `1/1${'0'.repeat(500)}`],
    ['123456789012345678901234567890.0000000001', '1234567890123456789012345678900000000001/10000000000'],
    ['0.1', '1/10'],
  ])('%s → %s', (text, expected) => {
    expect(fromBig(new Big(text)).toString()).toBe(expected);
  });

  it('rejects what is not a Big, naming the value', () => {
    for (const [v, shown] of [
      [0.1, '0.1'],
      ['0.1', '"0.1"'],
      [{ s: 1, e: 0, c: [10] }, 'an object'],
      [null, 'null'],
    ] as const) {
      let caught: unknown;
      try {
        fromBig(v as unknown as Big);
      } catch (e) {
        caught = e;
      }
      expect(caught).toBeInstanceOf(ExactTypeError);
      expect((caught as ExactTypeError).code).toBe('bad_input');
      expect((caught as Error).message).toBe(`fromBig: b is ${shown}, expected a big.js Big`);
    }
  });

  it('isBig accepts Bigs from any big.js constructor', () => {
    const Other = Big();
    expect(isBig(new Other('1.5'))).toBe(true);
    expect(fromBig(new Other('1.5')).toString()).toBe('3/2');
    expect(isBig({ s: 1, e: 0, c: [] })).toBe(false);
    expect(isBig({ s: 0, e: 0, c: [1] })).toBe(false);
    expect(isBig({ s: 1, e: 0.5, c: [1] })).toBe(false);
    expect(isBig(Rational.of(1n, 2n))).toBe(false);
  });

  it('equals exact bigint arithmetic on random decimal strings (property)', () => {
    const decimal = fc.tuple(
      fc.boolean(),
      fc.stringMatching(/^[0-9]{1,30}$/),
      fc.stringMatching(/^[0-9]{0,30}$/),
      fc.integer({ min: -400, max: 400 }),
    );
    fc.assert(
      fc.property(decimal, ([negative, int, frac, exp]) => {
        const text = `${negative ? '-' : ''}${int}${frac === '' ? '' : `.${frac}`}e${exp}`;
        const k = exp - frac.length;
        const m = BigInt(int + frac) * (negative ? -1n : 1n);
        const expected = k >= 0 ? Rational.of(m * 10n ** BigInt(k)) : Rational.of(m, 10n ** BigInt(-k));
        expect(fromBig(new Big(text)).equals(expected)).toBe(true);
      }),
      { numRuns: 2000, seed: 5, verbose: true },
    );
  });
});

describe('a Big past the largest BigInt', () => {
  // A regression: fromBig(new Big('1e1000000000')) built 10n ** 1000000000n, which fails in the engine's
  // RangeError (no code) after over 20 s; it is now refused before any work, by every converter.
  const huge = new Big('1e1000000000');
  const tiny = new Big('-1.5e-1000000000');
  const message = (fn: string, digits: number) => `${fn}: a Big of ${digits} digits, over the largest BigInt (323228496 digits)`;
  it('is refused with code too_large, numerator or denominator', () => {
    expectError(() => fromBig(huge), ExactRangeError, message('fromBig', 1000000001), 'too_large');
    expectError(() => fromBig(tiny), ExactRangeError, message('fromBig', 1000000002), 'too_large');
    expectError(() => toBig(huge, 2), ExactRangeError, message('toBig', 1000000001), 'too_large');
    expectError(() => toCoordinate(huge), ExactRangeError, message('toCoordinate', 1000000001), 'too_large');
    expectError(() => convertBigs([[huge, 0]]), ExactRangeError, message('convertBigs', 1000000001), 'too_large');
    expectError(() => orient2d([huge, 0], [0, 0], [1, 1]), ExactRangeError, message('withBig', 1000000001), 'too_large');
  });
  it('a Big at a large but possible exponent still converts exactly', () => {
    expect(fromBig(new Big('3e5000')).num).toBe(3n * 10n ** 5000n);
    expect(fromBig(new Big('-2e-5000')).den).toBe(10n ** 5000n / 2n);
  });
});
