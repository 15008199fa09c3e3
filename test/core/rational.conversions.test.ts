import { inspect } from 'node:util';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ExactRangeError, ExactTypeError, isExactError, Rational } from '../../src/index.js';
import { expectError, thrown } from '../support/expectError.js';

const third = Rational.of(1n, 3n);

describe('Rational never turns into a number by accident', () => {
  it('Number(r), +r, r < 2 and r + 1 throw a type error that says what to call', () => {
    const calls: [string, () => unknown][] = [
      ['Number(r)', () => Number(third)],
      ['+r', () => +(third as unknown as number)],
      ['r < 2', () => (third as unknown as number) < 2],
      ['r + 1', () => (third as unknown as number) + 1],
      // biome-ignore lint/suspicious/noDoubleEquals: loose equality is the conversion under test
      ['r == 1/3', () => (third as unknown as number) == 1 / 3],
    ];
    for (const [, call] of calls) {
      const caught = thrown(call);
      expect(caught).toBeInstanceOf(ExactTypeError);
      expect(isExactError(caught) && caught.code).toBe('bad_input');
      expect((caught as Error).message).toContain('toNumber()');
      expect((caught as Error).message).toContain('Rational 1/3');
    }
  });

  it('text contexts get the exact text', () => {
    expect(String(third)).toBe('1/3');
    expect(`t = ${Rational.of(-7n, 3n)}`).toBe('t = -7/3');
    expect(JSON.stringify({ t: Rational.of(4n, 2n) })).toBe('{"t":"2"}');
    expect(third.toNumber()).toBe(1 / 3);
  });

  it('console.log and util.inspect show "Rational n/d"', () => {
    expect(inspect(Rational.of(4n, 3n))).toBe('Rational 4/3');
    expect(inspect([Rational.ZERO, Rational.of(-5n)])).toBe('[ Rational 0, Rational -5 ]');
    expect(Object.prototype.toString.call(third)).toBe('[object Rational]');
  });
});

describe('Rational is immutable', () => {
  it('its fields cannot be assigned, deleted or redefined, and nothing can be added', () => {
    const r = Rational.of(4n, 3n);
    expect(Object.isFrozen(r)).toBe(true);
    expect(() => {
      (r as { num: bigint }).num = 5n;
    }).toThrow(TypeError);
    expect(() => Object.defineProperty(r, 'den', { value: 7n })).toThrow(TypeError);
    expect(() => {
      (r as unknown as { extra: number }).extra = 1;
    }).toThrow(TypeError);
    expect(r.toString()).toBe('4/3');
    expect(Rational.ZERO.num).toBe(0n);
    expect(Object.isFrozen(Rational.ONE)).toBe(true);
  });

  it('equal values have equal fields, so deep equality of results means equal values', () => {
    expect(Rational.of(2n, 4n)).toEqual(Rational.of(1n, 2n));
    expect(Rational.of(1n, 2n)).not.toEqual(Rational.of(1n, 3n));
    expect(Rational.from(0.5)).toEqual(Rational.parse('0.50'));
  });
});

describe('Rational.parse', () => {
  it.each([
    ['42', '42'],
    ['-0', '0'],
    ['007', '7'],
    ['-7/3', '-7/3'],
    ['6/-4', null],
    ['6/4', '3/2'],
    ['0/5', '0'],
    ['12.375', '99/8'],
    ['-0.001', '-1/1000'],
    ['1.25e-3', '1/800'],
    ['15e-8', '3/20000000'],
    ['1.5E7', '15000000'],
    ['2e+3', '2000'],
    ['0e999999999', '0'],
    ['123456789012345678901234567890', '123456789012345678901234567890'],
  ])('%s', (text, expected) => {
    if (expected === null) {
      expectError(
        () => Rational.parse(text),
        ExactRangeError,
        `Rational.parse: ${JSON.stringify(text)} is not a numeric string (integer "-12", decimal "1.5e-7" or rational "-7/3")`,
      );
    } else {
      expect(Rational.parse(text).toString()).toBe(expected);
    }
  });

  it('refuses what PROTOCOL.md refuses, with bad_input', () => {
    for (const text of ['', ' 1', '1 ', '+1', '.5', '5.', '0x10', '1e', '1/0', '1/00', '--1', '1/-3', 'NaN', 'Infinity', '١']) {
      const caught = thrown(() => Rational.parse(text));
      expect(isExactError(caught) && caught.code, text).toBe('bad_input');
    }
    expectError(() => Rational.parse(12 as unknown as string), ExactTypeError, 'Rational.parse: text is 12, expected a string');
  });

  it('refuses values past maxDigits with too_large, before building them', () => {
    const tooLarge = (text: string, maxDigits?: number) => {
      const caught = thrown(() => Rational.parse(text, maxDigits === undefined ? undefined : { maxDigits }));
      return isExactError(caught) ? caught.code : 'no error';
    };
    expect(tooLarge('1e999999999')).toBe('too_large');
    expect(tooLarge('1e-999999999')).toBe('too_large');
    expect(tooLarge('9'.repeat(10001))).toBe('too_large');
    expect(tooLarge(`1/${'3'.repeat(10001)}`)).toBe('too_large');
    expect(tooLarge('1e9999')).toBe('no error');
    expect(tooLarge('12345', 4)).toBe('too_large');
    expect(tooLarge('1.5e-7', 8)).toBe('too_large'); // 15/100000000: 9 digits in d
    expect(tooLarge('1.5e-7', 9)).toBe('no error');
    expect(tooLarge('1e99999999999999999999')).toBe('too_large');
    expect(Rational.parse('1e20000', { maxDigits: 20001 }).toString()).toBe(`1${'0'.repeat(20000)}`);
    expect(() => Rational.parse('1', { maxDigits: 0 })).toThrow(ExactRangeError);
  });
});

describe('Rational.of reduces large values quickly', () => {
  it('a power-of-two denominator and two large parts with a common factor', () => {
    const r = Rational.of(3n ** 100000n, 2n ** 200000n);
    expect(r.den).toBe(2n ** 200000n);
    const g = 7n ** 5000n;
    const s = Rational.of(g * (10n ** 9000n + 7n), g * (10n ** 8000n + 3n));
    expect(s.num).toBe(10n ** 9000n + 7n);
  });
});

describe("fast-check's form of a Rational", () => {
  it('a counterexample shows Rational.of(…), never a bare number', () => {
    expect(fc.stringify(Rational.ZERO)).toBe('Rational.of(0n)');
    expect(fc.stringify([0, Rational.ZERO, 0n])).toBe('[0,Rational.of(0n),0n]');
    expect(fc.stringify({ t: Rational.of(-4n, 6n) })).toBe('{"t":Rational.of(-2n, 3n)}');
  });

  it('in the report of a failing property, shrunk', () => {
    const run = fc.check(
      fc.property(
        fc.integer().map((n) => Rational.of(BigInt(n))),
        (r) => r.sign() <= 0,
      ),
      { seed: 1 },
    );
    expect(run.failed).toBe(true);
    expect(fc.stringify(run.counterexample)).toBe('[Rational.of(1n)]');
  });
});
