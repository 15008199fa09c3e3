import Big from 'big.js';
import type { Coordinate } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';
import { fromBig } from '../decimal/fromBig.js';
import { JsonNumber } from './parseJson.js';

/*
 * PROTOCOL.md "Values": a coordinate is a JSON number literal or a numeric
 * string. This file turns one into a library Coordinate, or says why not.
 */

/** Why a value is not a coordinate: `bad_input` (not one at all) or `too_large` (past --max-digits). */
export type CoordinateProblem = { code: 'bad_input' | 'too_large'; why: string };

const INTEGER = /^-?[0-9]+$/;
const RATIONAL = /^-?([0-9]+)\/([0-9]+)$/;
const DECIMAL = /^-?([0-9]+)(?:\.([0-9]+))?(?:[eE]([+-]?)([0-9]+))?$/;

/** Largest integer a JSON integer literal may be written as. */
const MAX_SAFE_DIGITS = String(Number.MAX_SAFE_INTEGER).length;

/**
 * A coordinate from a JSON value, or the problem with it. A number literal
 * written as an integer must be at most 2^53 − 1 in magnitude, decided from
 * its text; any other number literal is the double it parses to (overflow
 * to ±Infinity is a problem). A string must be a numeric string and is
 * taken exactly. Requests built in code (not parsed) may also hold finite
 * JS numbers, bigints and Rationals, taken as they are.
 *
 * ```ts
 * decodeCoordinate(new JsonNumber('12345678901234567890'), 10000); // problem: bad_input
 * decodeCoordinate('-7/3', 10000);                                 // Rational -7/3
 * ```
 */
export function decodeCoordinate(v: unknown, maxDigits: number): Coordinate | CoordinateProblem {
  if (v instanceof JsonNumber) return decodeNumberLiteral(v);
  if (typeof v === 'string') return decodeNumericString(v, maxDigits);
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'bigint' || v instanceof Rational) return v;
  return { code: 'bad_input', why: 'not a number or a numeric string' };
}

/** True when decodeCoordinate gave a problem rather than a coordinate. */
export function isProblem(c: Coordinate | CoordinateProblem): c is CoordinateProblem {
  return typeof c === 'object' && !(c instanceof Rational);
}

function decodeNumberLiteral(v: JsonNumber): number | CoordinateProblem {
  const text = v.text;
  if (v.isIntegerLiteral) {
    const digits = text.charCodeAt(0) === 0x2d ? text.length - 1 : text.length;
    // JSON forbids leading zeros, so the digit count bounds the magnitude;
    // at the boundary length compare exactly as bigints.
    if (digits > MAX_SAFE_DIGITS || (digits === MAX_SAFE_DIGITS && abs(BigInt(text)) > BigInt(Number.MAX_SAFE_INTEGER))) {
      return { code: 'bad_input', why: 'an integer literal beyond 2^53 - 1 (write big integers as strings)' };
    }
    return Number(text);
  }
  // Number() reads JSON number syntax exactly as JSON.parse does.
  const x = Number(text);
  if (!Number.isFinite(x)) return { code: 'bad_input', why: 'a number literal that overflows to infinity' };
  return x;
}

function abs(n: bigint): bigint {
  return n < 0n ? -n : n;
}

/**
 * A numeric string taken exactly: an integer `-?D+`, a rational `-?D+/D+`
 * (non-zero denominator) or a decimal `-?D+(.D+)?([eE][+-]?D+)?`. Integer
 * values that fit a double exactly come back as numbers, so that the
 * library's double filter can answer; other values as bigint or Rational.
 */
export function decodeNumericString(s: string, maxDigits: number): Coordinate | CoordinateProblem {
  if (INTEGER.test(s)) {
    const size = significantDigits(s, s.charCodeAt(0) === 0x2d ? 1 : 0, s.length);
    if (size > maxDigits) return tooLarge(`an integer of ${size} digits`, maxDigits);
    return size <= 15 ? Number(s) : BigInt(s);
  }
  let m = RATIONAL.exec(s);
  if (m !== null) {
    const num = m[1] as string;
    const den = m[2] as string;
    const denDigits = significantDigits(den, 0, den.length);
    if (/^0+$/.test(den)) return { code: 'bad_input', why: 'a rational with a zero denominator' };
    const numDigits = significantDigits(num, 0, num.length);
    if (numDigits > maxDigits) return tooLarge(`a numerator of ${numDigits} digits`, maxDigits);
    if (denDigits > maxDigits) return tooLarge(`a denominator of ${denDigits} digits`, maxDigits);
    const slash = s.indexOf('/');
    return simplify(Rational.of(BigInt(s.slice(0, slash)), BigInt(den)));
  }
  m = DECIMAL.exec(s);
  if (m !== null) {
    const size = decimalSize(m[1] as string, m[2] ?? '', m[3] === '-', m[4] ?? '0');
    if (size.num > maxDigits) return tooLarge(`a numerator of ${digitCount(size.num)} digits`, maxDigits);
    if (size.den > maxDigits) return tooLarge(`a denominator of ${digitCount(size.den)} digits`, maxDigits);
    return simplify(fromBig(new Big(s)));
  }
  return { code: 'bad_input', why: 'not a numeric string (integer "-12", decimal "1.5e-7" or rational "-7/3")' };
}

function tooLarge(what: string, maxDigits: number): CoordinateProblem {
  return { code: 'too_large', why: `${what}, over --max-digits ${maxDigits}` };
}

function digitCount(n: number): string {
  return n === Number.POSITIVE_INFINITY ? 'astronomically many' : String(n);
}

/** Digits of s[from, to) without leading zeros; zero has 1 digit. */
function significantDigits(s: string, from: number, to: number): number {
  let i = from;
  while (i < to - 1 && s.charCodeAt(i) === 0x30) i++;
  return to - i;
}

/**
 * Digit counts of n and d in I.F × 10^±E written as n/d before reduction,
 * without building either: with k = len(F), the value is IF · 10^(E − k),
 * so n = IF · 10^max(0, E − k) and d = 10^max(0, k − E). A zero IF gives
 * n = 0 (1 digit) whatever the exponent. An exponent too long to hold
 * exactly in a double is beyond any digit limit: its count is Infinity.
 */
export function decimalSize(
  intPart: string,
  fracPart: string,
  negativeExponent: boolean,
  exponent: string,
): { num: number; den: number } {
  const expDigits = significantDigits(exponent, 0, exponent.length);
  const magnitude = expDigits > 15 ? Number.POSITIVE_INFINITY : Number(exponent);
  const e = negativeExponent ? -magnitude : magnitude;
  const mantissa = intPart + fracPart;
  const mantissaDigits = significantDigits(mantissa, 0, mantissa.length);
  const isZero = mantissaDigits === 1 && mantissa.charCodeAt(mantissa.length - 1) === 0x30;
  const shift = e - fracPart.length;
  return {
    num: isZero ? 1 : mantissaDigits + Math.max(0, shift),
    den: 1 + Math.max(0, -shift),
  };
}

// 2^53: a Rational n/2^k with |n| below this and k small is exactly a double.
const TWO_53 = 1n << 53n;

/** The same value as a number when it is exactly a double, so the double filters can take it. */
function simplify(r: Rational): Coordinate {
  const { num, den } = r;
  if (num >= TWO_53 || num <= -TWO_53) return r;
  // den is a power of two iff den & (den − 1) is 0; 2^1000 keeps num/den far from subnormals.
  if ((den & (den - 1n)) !== 0n || den > 1n << 1000n) return r;
  return Number(num) / Number(den);
}
