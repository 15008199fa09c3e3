// Rational, bitLength and decomposeDouble: the branches that the rest of the
// suite reaches only by chance (found by mutation testing, `npm run mutation`).
import { describe, expect, it } from 'vitest';
import { ExactRangeError, ExactTypeError } from '../../src/core/errors.js';
import { bitLength, decomposeDouble, Rational } from '../../src/core/rational.js';
import { fracOfNumber, show } from '../support/frac.js';

const r = (n: bigint, d = 1n) => Rational.of(n, d);

describe('bitLength', () => {
  it.each([
    [0n, 0],
    [1n, 1],
    [2n, 2],
    [15n, 4],
    [16n, 5],
    [255n, 8],
    [256n, 9],
    [2n ** 53n - 1n, 53],
    [2n ** 300n, 301],
  ])('bitLength(%s) = %i', (n, bits) => {
    expect(bitLength(n)).toBe(bits);
  });
});

describe('decomposeDouble', () => {
  it.each([
    [0.5, 1n, -1],
    [-0.75, -3n, -2],
    [3, 3n, 0],
    [12, 3n, 2],
    [2 ** -1074, 1n, -1074],
    [3 * 2 ** -1074, 3n, -1074],
    [2 ** -1022, 1n, -1022],
  ])('%d = m·2^e with m odd', (x, m, e) => {
    expect(decomposeDouble(x)).toEqual([m, e]);
  });

  it('gives [0n, 0] for zero instead of looping on an even mantissa', () => {
    expect(decomposeDouble(0)).toEqual([0n, 0]);
  });
});

describe('Rational.of', () => {
  it('normalizes signs and reduces', () => {
    expect(r(6n, -4n).toString()).toBe('-3/2');
    expect(r(-6n, -4n).toString()).toBe('3/2');
    expect(r(-6n, 4n).toString()).toBe('-3/2');
    expect(r(0n, -5n).toString()).toBe('0');
    expect(r(0n, -5n).den).toBe(1n);
  });

  it('rejects a non-bigint numerator or denominator, and a zero denominator', () => {
    const call = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return [(e as Error).constructor, (e as ExactTypeError).code, (e as Error).message];
      }
      return 'no error';
    };
    expect(call(() => Rational.of(1 as unknown as bigint, 2n))).toEqual([
      ExactTypeError,
      'bad_input',
      'Rational.of: num is 1, expected a bigint',
    ]);
    expect(call(() => Rational.of(1n, '2' as unknown as bigint))).toEqual([
      ExactTypeError,
      'bad_input',
      'Rational.of: den is "2", expected a bigint',
    ]);
    expect(call(() => Rational.of(1n, 0n))).toEqual([ExactRangeError, 'bad_input', 'Rational.of: den is 0n']);
  });
});

describe('Rational.from and fromNumber', () => {
  it('rejects a value that is no coordinate with a type error of its own', () => {
    expect(() => Rational.from('1' as unknown as number)).toThrowError(
      new ExactTypeError('Rational.from: x is "1", expected a number, bigint or Rational'),
    );
    expect(() => Rational.from('1' as unknown as number)).toThrow(ExactTypeError);
  });

  it('rejects a non-finite number', () => {
    expect(() => Rational.fromNumber(Number.NaN)).toThrowError(new ExactRangeError('Rational.fromNumber: x is NaN'));
  });

  it('takes doubles exactly', () => {
    expect(Rational.fromNumber(0.1).toString()).toBe(show(fracOfNumber(0.1)));
    expect(Rational.from(-2.5).toString()).toBe('-5/2');
    expect(Rational.from(7n).toString()).toBe('7');
  });
});

describe('Rational arithmetic and order', () => {
  const half = r(1n, 2n);
  const third = r(1n, 3n);

  it('divides', () => {
    expect(half.div(r(3n, 4n)).toString()).toBe('2/3');
    expect(r(-5n, 6n).div(r(10n, 9n)).toString()).toBe('-3/4');
    expect(() => half.div(Rational.ZERO)).toThrow(ExactRangeError);
  });

  it('adds and subtracts over equal and unequal denominators', () => {
    expect(half.add(r(3n, 2n)).toString()).toBe('2');
    expect(half.sub(r(3n, 2n)).toString()).toBe('-1');
    expect(half.add(third).toString()).toBe('5/6');
    expect(half.sub(third).toString()).toBe('1/6');
  });

  it('compares over equal and unequal denominators', () => {
    expect(half.compare(third)).toBe(1);
    expect(third.compare(half)).toBe(-1);
    expect(r(2n, 3n).compare(r(2n, 3n))).toBe(0);
    expect(r(1n, 3n).compare(r(2n, 3n))).toBe(-1);
    expect(r(2n, 3n).compare(r(1n, 3n))).toBe(1);
    expect(r(5n).compare(r(5n))).toBe(0);
  });

  it('min and max return the smaller and the larger', () => {
    expect(Rational.min(third, half)).toBe(third);
    expect(Rational.min(half, third)).toBe(third);
    expect(Rational.max(third, half)).toBe(half);
    expect(Rational.max(half, third)).toBe(half);
  });

  it('isInteger, abs, equals, lt, le', () => {
    expect(r(4n, 2n).isInteger()).toBe(true);
    expect(half.isInteger()).toBe(false);
    expect(r(-3n, 4n).abs().toString()).toBe('3/4');
    expect(r(3n, 4n).abs().toString()).toBe('3/4');
    expect(r(2n, 4n).equals(half)).toBe(true);
    expect(r(1n, 4n).equals(half)).toBe(false);
    expect(r(1n, 2n).equals(r(1n, 3n))).toBe(false);
    expect(r(2n, 2n).equals(r(1n, 2n))).toBe(false);
    expect(third.lt(half)).toBe(true);
    expect(half.lt(half)).toBe(false);
    expect(half.lt(third)).toBe(false);
    expect(half.le(half)).toBe(true);
    expect(third.le(half)).toBe(true);
    expect(half.le(third)).toBe(false);
  });

  it('serializes to JSON as its string', () => {
    expect(JSON.stringify({ t: r(-1n, 3n) })).toBe('{"t":"-1/3"}');
  });
});

describe('Rational.toNumber rounds like IEEE-754', () => {
  it.each([
    [1n, 1n, 1],
    [1n, 3n, 1 / 3],
    [-2n, 3n, -2 / 3],
    [2n ** 53n + 1n, 1n, 2 ** 53], // tie, to even
    [2n ** 53n + 3n, 1n, 2 ** 53 + 4], // tie, to even (upward)
    [1n, 2n ** 1074n, 2 ** -1074], // the smallest subnormal
    [1n, 2n ** 1075n, 0], // half of it: a tie, to even (zero)
    [3n, 2n ** 1076n, 2 ** -1074], // 3/4 of it rounds up
    [2n ** 1024n, 1n, Number.POSITIVE_INFINITY],
    [3n * 2n ** 1000n, 7n, (3 * 2 ** 1000) / 7],
  ])('%s/%s', (n, d, x) => {
    expect(r(n, d).toNumber()).toBe(x);
  });
});

describe('Rational: signs, identities and the names in operand errors', () => {
  it('sign of positive, negative and zero values', () => {
    expect([Rational.of(3n, 4n).sign(), Rational.of(-3n, 4n).sign(), Rational.ZERO.sign()]).toEqual([1, -1, 0]);
  });

  it('equals compares numerator and denominator both', () => {
    expect(Rational.of(1n, 2n).equals(Rational.of(1n, 3n))).toBe(false);
    expect(Rational.of(1n, 2n).equals(Rational.of(2n, 2n))).toBe(false);
    expect(Rational.of(2n, 4n).equals(Rational.of(1n, 2n))).toBe(true);
  });

  it('abs, min and max return an existing object where they promise to', () => {
    expect(Rational.ZERO.abs()).toBe(Rational.ZERO);
    const a = Rational.of(1n, 2n);
    const b = Rational.of(2n, 4n);
    expect(Rational.min(a, b)).toBe(a);
    expect(Rational.max(a, b)).toBe(a);
    expect(Rational.min(b, a)).toBe(b);
  });

  it('each operation names itself when its operand is bad', () => {
    const r = Rational.of(1n, 2n);
    const cases: [string, () => unknown][] = [
      ['Rational#add', () => r.add('x' as never)],
      ['Rational#sub', () => r.sub('x' as never)],
      ['Rational#mul', () => r.mul('x' as never)],
      ['Rational#div', () => r.div('x' as never)],
      ['Rational#compare', () => r.compare('x' as never)],
      ['Rational#equals', () => r.equals('x' as never)],
      ['Rational#lt', () => r.lt('x' as never)],
      ['Rational#le', () => r.le('x' as never)],
      ['Rational.min', () => Rational.min('x' as never, 1)],
      ['Rational.min', () => Rational.min(1, 'x' as never)],
      ['Rational.max', () => Rational.max('x' as never, 1)],
      ['Rational.max', () => Rational.max(1, 'x' as never)],
    ];
    for (const [name, f] of cases) {
      expect(f, name).toThrow(ExactTypeError);
      expect(f, name).toThrow(`${name}: other is "x", expected a number, bigint or Rational`);
    }
  });
});

describe('Rational: cases found by the mutation run of src/core', () => {
  it('equals tells apart values with the same denominator', () => {
    expect(r(1n, 3n).equals(r(2n, 3n))).toBe(false);
    expect(r(2n, 3n).equals(r(2n, 3n))).toBe(true);
  });

  it('toNumber rounds once below the normal range (no double rounding at 2^-1075)', () => {
    // 2^-1075 + 2^-1135 is just above half the smallest subnormal: it rounds up.
    expect(r((1n << 60n) + 1n, 1n << 1135n).toNumber()).toBe(2 ** -1074);
    expect(r(1n, 1n << 1075n).toNumber()).toBe(0);
    expect(r(3n, 1n << 1076n).toNumber()).toBe(2 ** -1074);
  });

  it('parse refuses a maxDigits below 1 or not a number, by name', () => {
    for (const maxDigits of [0, -1, Number.NaN, '9']) {
      expect(() => Rational.parse('1', { maxDigits: maxDigits as number })).toThrow(ExactRangeError);
      expect(() => Rational.parse('1', { maxDigits: maxDigits as number })).toThrow(
        /^Rational\.parse: maxDigits is .*, expected a number >= 1$/,
      );
    }
    expect(Rational.parse('7', { maxDigits: 1 }).toString()).toBe('7');
  });
});
