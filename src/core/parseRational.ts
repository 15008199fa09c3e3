import { describeValue, ExactRangeError, ExactTypeError } from './errors.js';

/*
 * Numeric strings as PROTOCOL.md "Values" defines them, read exactly:
 *   integer  -?D+                      "-123456789012345678901234567890"
 *   decimal  -?D+(.D+)?([eE][+-]?D+)?  "12.375", "-0.001", "15e-8", "1.5e-7"
 *   rational -?D+/D+, D+ not all zeros "-7/3"
 * with D an ASCII digit: no '+' in front, no spaces, no leading '.', no hex.
 */

const INTEGER = /^-?[0-9]+$/;
const FRACTION = /^(-?[0-9]+)\/([0-9]+)$/;
const DECIMAL = /^(-?)([0-9]+)(?:\.([0-9]+))?(?:[eE]([+-]?)([0-9]+))?$/;

/** The default `maxDigits` of `Rational.parse`, the command-line tool's `--max-digits` default. */
export const DEFAULT_MAX_DIGITS = 10000;

/**
 * The most decimal digits a value built from text may have: a number of D
 * digits has at most D·log2(10) bits, and V8 refuses a BigInt of more than
 * 2^30 bits (test/core/parseRational.test.ts checks that it still does).
 * Past this, building the value would only end in the engine's RangeError,
 * after seconds of work (`10n ** 999999999n` takes over 20 s to fail), so
 * such a value is refused with code `too_large` at once, whatever
 * `maxDigits` allows.
 */
export const MAX_BIGINT_DIGITS = Math.floor(2 ** 30 / Math.log2(10));

/**
 * The exact value of a numeric string as a numerator and a positive
 * denominator, not reduced. A value that would need more than `maxDigits`
 * decimal digits in its numerator or its denominator, written as n/d before
 * any reduction (a decimal's exponent applied: "1.5e7" is 15000000/1), is
 * refused with code `too_large` before anything that size is built.
 *
 * ```ts
 * parseRationalParts('Rational.parse', '-1.25e-3', 10000); // [-125n, 100000n]
 * parseRationalParts('Rational.parse', '6/4', 10000);      // [6n, 4n]
 * ```
 */
export function parseRationalParts(fn: string, text: unknown, maxDigits: number): [bigint, bigint] {
  if (typeof text !== 'string') throw new ExactTypeError(`${fn}: text is ${describeValue(text)}, expected a string`);
  if (INTEGER.test(text)) {
    checkDigits(fn, text, 'an integer', significantDigits(text.replace('-', '')), maxDigits);
    return [BigInt(text), 1n];
  }
  const f = FRACTION.exec(text);
  if (f !== null) {
    const [num, den] = [f[1] as string, f[2] as string];
    if (/^0+$/.test(den)) throw new ExactRangeError(`${fn}: ${describeValue(text)} is a rational with a zero denominator`);
    checkDigits(fn, text, 'a numerator', significantDigits(num.replace('-', '')), maxDigits);
    checkDigits(fn, text, 'a denominator', significantDigits(den), maxDigits);
    return [BigInt(num), BigInt(den)];
  }
  const m = DECIMAL.exec(text);
  if (m === null) {
    throw new ExactRangeError(
      `${fn}: ${describeValue(text)} is not a numeric string (integer "-12", decimal "1.5e-7" or rational "-7/3")`,
    );
  }
  const [, sign, intPart, fracPart = '', expSign, expDigits = '0'] = m as unknown as string[];
  const size = decimalSize(intPart as string, fracPart, expSign === '-', expDigits);
  checkDigits(fn, text, 'a numerator', size.num, maxDigits);
  checkDigits(fn, text, 'a denominator', size.den, maxDigits);
  const mantissa = BigInt(`${sign}${intPart}${fracPart}`);
  // Zero is zero whatever its exponent (whose size the check above allowed for).
  if (mantissa === 0n) return [0n, 1n];
  // I.F × 10^E is IF × 10^(E − len(F)); both exponents are now known to be small.
  const shift = (expSign === '-' ? -Number(expDigits) : Number(expDigits)) - fracPart.length;
  return shift >= 0 ? [mantissa * 10n ** BigInt(shift), 1n] : [mantissa, 10n ** BigInt(-shift)];
}

function checkDigits(fn: string, text: string, what: string, digits: number, maxDigits: number): void {
  if (digits > maxDigits) {
    throw new ExactRangeError(
      `${fn}: ${describeValue(text)} is ${what} of ${digitCount(digits)} digits, over maxDigits ${maxDigits}`,
      'too_large',
    );
  }
  checkBigIntDigits(fn, `${describeValue(text)} is ${what}`, digits);
}

/** A digit count for a message. */
function digitCount(digits: number): string {
  return digits === Number.POSITIVE_INFINITY ? 'astronomically many' : String(digits);
}

/**
 * Throws `too_large` when a value of `digits` decimal digits is past the
 * largest BigInt (MAX_BIGINT_DIGITS); `what` says which value, after `fn: `.
 *
 * ```ts
 * checkBigIntDigits('fromBig', 'b is a Big', 1e9); // throws ExactRangeError: fromBig: b is a Big of 1000000000 digits, over the largest BigInt (323228496 digits)
 * ```
 */
export function checkBigIntDigits(fn: string, what: string, digits: number): void {
  if (digits > MAX_BIGINT_DIGITS) {
    throw new ExactRangeError(
      `${fn}: ${what} of ${digitCount(digits)} digits, over the largest BigInt (${MAX_BIGINT_DIGITS} digits)`,
      'too_large',
    );
  }
}

/** Digits of a digit string without its leading zeros; zero has 1 digit. */
function significantDigits(digits: string): number {
  let i = 0;
  while (i < digits.length - 1 && digits.charCodeAt(i) === 0x30) i++;
  return digits.length - i;
}

/**
 * Digit counts of n and d in I.F × 10^±E written as n/d before reduction,
 * without building either: with k = len(F), the value is IF · 10^(E − k),
 * so n = IF · 10^max(0, E − k) and d = 10^max(0, k − E). A zero IF gives
 * n = 0 (1 digit) whatever the exponent. An exponent too long to hold
 * exactly in a double is beyond any digit limit: its count is Infinity.
 *
 * ```ts
 * decimalSize('1', '5', true, '7'); // { num: 2, den: 9 }: 15/100000000
 * ```
 */
export function decimalSize(
  intPart: string,
  fracPart: string,
  negativeExponent: boolean,
  exponent: string,
): { num: number; den: number } {
  const expDigits = significantDigits(exponent);
  const magnitude = expDigits > 15 ? Number.POSITIVE_INFINITY : Number(exponent);
  const e = negativeExponent ? -magnitude : magnitude;
  const mantissaDigits = significantDigits(intPart + fracPart);
  const isZero = /^0+$/.test(intPart + fracPart);
  const shift = e - fracPart.length;
  return {
    num: isZero ? 1 : mantissaDigits + Math.max(0, shift),
    den: 1 + Math.max(0, -shift),
  };
}
