import { describe, expect, it } from 'vitest';
import { decimalSize, MAX_BIGINT_DIGITS, parseRationalParts } from '../../src/core/parseRational.js';
import { ExactRangeError, Rational } from '../../src/index.js';

describe('parseRationalParts', () => {
  it('gives the value unreduced, a decimal exponent applied', () => {
    expect(parseRationalParts('f', '-1.25e-3', 100)).toEqual([-125n, 100000n]);
    expect(parseRationalParts('f', '6/4', 100)).toEqual([6n, 4n]);
    expect(parseRationalParts('f', '1.5E+2', 100)).toEqual([150n, 1n]);
    expect(parseRationalParts('f', '-00012', 100)).toEqual([-12n, 1n]);
    expect(parseRationalParts('f', '7/010', 100)).toEqual([7n, 10n]);
    expect(parseRationalParts('f', '2.5e3', 100)).toEqual([2500n, 1n]);
  });

  it('names what is too long, counting significant digits only (a sign and leading zeros are free)', () => {
    const tooLarge = (text: string, what: string, digits: number) =>
      expect(() => parseRationalParts('f', text, 3)).toThrow(
        expect.objectContaining({ code: 'too_large', message: `f: "${text}" is ${what} of ${digits} digits, over maxDigits 3` }),
      );
    tooLarge('-1234', 'an integer', 4);
    tooLarge('1234/5', 'a numerator', 4);
    tooLarge('-1234/5', 'a numerator', 4);
    tooLarge('5/1234', 'a denominator', 4);
    expect(parseRationalParts('f', '-000123', 3)).toEqual([-123n, 1n]);
    expect(parseRationalParts('f', '-123/00456', 3)).toEqual([-123n, 456n]);
  });

  it('refuses a zero denominator, however written, and only that', () => {
    expect(() => parseRationalParts('f', '1/000', 100)).toThrow(
      expect.objectContaining({ code: 'bad_input', message: 'f: "1/000" is a rational with a zero denominator' }),
    );
    expect(parseRationalParts('f', '1/100', 100)).toEqual([1n, 100n]);
    expect(parseRationalParts('f', '1/010', 100)).toEqual([1n, 10n]);
  });
});

describe('decimalSize', () => {
  it('agrees with the expanded n/d', () => {
    expect(decimalSize('1', '5', true, '7')).toEqual({ num: 2, den: 9 });
    expect(decimalSize('1', '5', false, '7')).toEqual({ num: 8, den: 1 });
    expect(decimalSize('000', '000', false, '5')).toEqual({ num: 1, den: 1 });
    expect(decimalSize('0', '0', true, '5')).toEqual({ num: 1, den: 7 });
    expect(decimalSize('1', '', false, '9'.repeat(20))).toEqual({ num: Number.POSITIVE_INFINITY, den: 1 });
  });
});

describe('values past the largest BigInt', () => {
  // A regression: with maxDigits Infinity, "1e999999999" was built as 10n ** 999999999n, which fails
  // in the engine's RangeError (no code) after over 20 s; it is now refused before any work.
  it('are refused with code too_large whatever maxDigits allows, numerator or denominator', () => {
    for (const [text, what] of [
      ['1e999999999', 'a numerator'],
      ['-1e-999999999', 'a denominator'],
      ['5e323228496', 'a numerator'],
      ['1e99999999999999999999', 'a numerator'],
    ] as const) {
      const digits = text === '5e323228496' ? '323228497' : text.length > 20 ? 'astronomically many' : '1000000000';
      expect(() => parseRationalParts('Rational.parse', text, Number.POSITIVE_INFINITY)).toThrow(
        expect.objectContaining({
          code: 'too_large',
          message: `Rational.parse: "${text}" is ${what} of ${digits} digits, over the largest BigInt (323228496 digits)`,
        }),
      );
    }
    expect(() => Rational.parse('1e999999999', { maxDigits: Number.POSITIVE_INFINITY })).toThrow(ExactRangeError);
  });

  it('the ceiling: MAX_BIGINT_DIGITS digits fit in 2^30 bits, one more may not, and the engine refuses 2^30 + 1 bits', () => {
    expect(MAX_BIGINT_DIGITS).toBe(323228496);
    expect(MAX_BIGINT_DIGITS * Math.log2(10)).toBeLessThanOrEqual(2 ** 30);
    expect((MAX_BIGINT_DIGITS + 1) * Math.log2(10)).toBeGreaterThan(2 ** 30);
    // If this starts passing, the engine's BigInts grew and MAX_BIGINT_DIGITS can too.
    expect(() => 1n << (1n << 30n)).toThrow(RangeError);
    expect(parseRationalParts('f', '5e99', Number.POSITIVE_INFINITY)).toEqual([5n * 10n ** 99n, 1n]);
  });
});
