import { describe, expect, it } from 'vitest';
import { decimalSize, parseRationalParts } from '../../src/core/parseRational.js';

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
