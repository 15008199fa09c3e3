import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCoordinate, decodeNumericString, isProblem } from '../../src/cli/decodeCoordinate.js';
import { JsonNumber } from '../../src/cli/parseJson.js';
import type { Coordinate } from '../../src/core/coordinate.js';
import { Rational } from '../../src/core/rational.js';

const LIMIT = 10_000;

/** The decoded value as "n" or "n/d", or the problem's code. */
function decoded(v: unknown, maxDigits = LIMIT): string {
  const c = decodeCoordinate(v, maxDigits);
  return isProblem(c) ? c.code : Rational.from(c as Coordinate).toString();
}

describe('decodeCoordinate: number literals', () => {
  it.each([
    ['0', '0'],
    ['-0', '0'],
    ['9007199254740991', '9007199254740991'],
    ['-9007199254740991', '-9007199254740991'],
    ['9007199254740992', 'bad_input'],
    ['9007199254740993', 'bad_input'],
    ['-9007199254740992', 'bad_input'],
    ['12345678901234567890', 'bad_input'],
    ['1e300', BigInt(1e300).toString()],
    ['1e-400', '0'],
    ['-1e-400', '0'],
    ['1e400', 'bad_input'],
    ['-1e400', 'bad_input'],
    ['0.5', '1/2'],
    ['0.1', '3602879701896397/36028797018963968'],
    ['9007199254740993.0', '9007199254740992'],
    ['1E2', '100'],
  ])('%s → %s', (text, expected) => {
    expect(decoded(new JsonNumber(text))).toBe(expected);
  });

  it('takes finite numbers, bigints and Rationals from requests built in code, and nothing else', () => {
    expect(decoded(0.25)).toBe('1/4');
    expect(decoded(10n ** 30n)).toBe(`1${'0'.repeat(30)}`);
    expect(decoded(Rational.of(-7n, 3n))).toBe('-7/3');
    for (const v of [Number.NaN, Number.POSITIVE_INFINITY, true, null, [], {}, undefined]) expect(decoded(v)).toBe('bad_input');
  });
});

describe('decodeNumericString', () => {
  it.each([
    ['-123456789012345678901234567890', '-123456789012345678901234567890'],
    ['007', '7'],
    ['-0', '0'],
    ['12.375', '99/8'],
    ['-0.001', '-1/1000'],
    ['15e-8', '3/20000000'],
    ['1.5e-7', '3/20000000'],
    ['1.5E+7', '15000000'],
    ['1.50e1', '15'],
    ['0.0e5', '0'],
    ['-7/3', '-7/3'],
    ['6/4', '3/2'],
    ['-0/5', '0'],
    ['0010/0020', '1/2'],
    ['1/0', 'bad_input'],
    ['1/00', 'bad_input'],
    ['+1', 'bad_input'],
    ['1.', 'bad_input'],
    ['.5', 'bad_input'],
    ['1e', 'bad_input'],
    ['1.5e-7.5', 'bad_input'],
    ['--1', 'bad_input'],
    ['1/-2', 'bad_input'],
    ['-1/2e3', 'bad_input'],
    ['0x1F', 'bad_input'],
    ['1 ', 'bad_input'],
    ['', 'bad_input'],
    ['Infinity', 'bad_input'],
    ['1e999999999', 'too_large'],
    ['1e-999999999', 'too_large'],
    ['0e999999999', '0'],
    ['0e-999999999', 'too_large'],
    ['1e99999999999999999999999999999999', 'too_large'],
    ['0e99999999999999999999999999999999', '0'],
  ])('%j → %s', (text, expected) => {
    expect(decoded(text)).toBe(expected);
  });

  it('gives doubles for values that are exactly doubles, so the double filters can answer', () => {
    expect(decodeNumericString('12.375', LIMIT)).toBe(12.375);
    expect(decodeNumericString('-3/4', LIMIT)).toBe(-0.75);
    expect(decodeNumericString('123456789012345', LIMIT)).toBe(123456789012345);
    expect(decodeNumericString('9007199254740991', LIMIT)).toBe(2 ** 53 - 1);
    expect(decodeNumericString('9007199254740993', LIMIT)).toBe(2n ** 53n + 1n);
    expect(decodeNumericString('0.1', LIMIT)).toBeInstanceOf(Rational);
  });

  it('the limit counts the digits of n and d as written before reduction', () => {
    const d = (n: number) => `1${'0'.repeat(n - 1)}`;
    expect(decoded(d(10000))).toBe(d(10000));
    expect(decoded(d(10001))).toBe('too_large');
    expect(decoded(`${'0'.repeat(20000)}5`)).toBe('5');
    expect(decoded(`1/${d(10000)}`)).toBe(`1/${d(10000)}`);
    expect(decoded(`${d(10001)}/${d(10001)}`)).toBe('too_large');
    expect(decoded('1e9999')).toBe(d(10000));
    expect(decoded('1e10000')).toBe('too_large');
    expect(decoded('1e-9999')).toBe(`1/${d(10000)}`);
    expect(decoded('1e-10000')).toBe('too_large');
    // 0.5 with 9999 more zeros is 50…0/10^10000: a denominator of 10001 digits.
    expect(decoded(`0.5${'0'.repeat(9999)}`)).toBe('too_large');
    expect(decoded(`0.5${'0'.repeat(9998)}`)).toBe('1/2');
    expect(decoded('123456', 5)).toBe('too_large');
    expect(decoded('12345', 5)).toBe('12345');
    expect(decoded('1.2345', 5)).toBe('2469/2000');
    expect(decoded('0.00001', 5)).toBe('too_large');
  });

  it('decides huge exponents without expanding them', () => {
    const start = performance.now();
    for (let i = 0; i < 10_000; i++) {
      expect(decoded(`${i}e999999999`)).toBe(i === 0 ? '0' : 'too_large');
    }
    expect(performance.now() - start).toBeLessThan(5000);
  });

  it('matches exact bigint arithmetic on random decimal strings (property)', () => {
    const decimal = fc.record({
      negative: fc.boolean(),
      int: fc.stringMatching(/^[0-9]{1,25}$/),
      frac: fc.option(fc.stringMatching(/^[0-9]{1,25}$/), { nil: undefined }),
      exp: fc.option(fc.integer({ min: -60, max: 60 }), { nil: undefined }),
      e: fc.constantFrom('e', 'E'),
    });
    fc.assert(
      fc.property(decimal, fc.integer({ min: 1, max: 60 }), ({ negative, int, frac, exp, e }, maxDigits) => {
        const text = `${negative ? '-' : ''}${int}${frac === undefined ? '' : `.${frac}`}${exp === undefined ? '' : `${e}${exp}`}`;
        // n/d as written: the digits of int and frac, times 10^(exp − len(frac)).
        const k = (exp ?? 0) - (frac?.length ?? 0);
        let n = BigInt(int + (frac ?? ''));
        let d = 1n;
        if (k >= 0) n *= 10n ** BigInt(k);
        else d = 10n ** BigInt(-k);
        const over = (n === 0n ? 1 : n.toString().length) > maxDigits || d.toString().length > maxDigits;
        const got = decodeNumericString(text, maxDigits);
        if (over) expect(isProblem(got) && got.code).toBe('too_large');
        else {
          expect(isProblem(got)).toBe(false);
          expect(Rational.from(got as Coordinate).equals(Rational.of(negative ? -n : n, d))).toBe(true);
        }
      }),
      { numRuns: 3000, seed: 5, verbose: true },
    );
  });
});
