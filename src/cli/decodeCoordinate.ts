import type { Coordinate } from '../index.js';
import { isExactError, Rational } from '../index.js';
import { JsonNumber } from './parseJson.js';

/*
 * PROTOCOL.md "Values": a coordinate is a JSON number literal or a numeric
 * string. This file turns one into a library Coordinate, or says why not.
 */

/** Why a value is not a coordinate: `bad_input` (not one at all) or `too_large` (past --max-digits). */
export type CoordinateProblem = { code: 'bad_input' | 'too_large'; why: string };

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
 * A numeric string taken exactly (`Rational.parse`, whose rules are
 * PROTOCOL.md's). Integer values that fit a double exactly come back as
 * numbers, so that the library's double filter can answer; other values as
 * bigint or Rational.
 */
export function decodeNumericString(s: string, maxDigits: number): Coordinate | CoordinateProblem {
  let r: Rational;
  try {
    r = Rational.parse(s, { maxDigits });
  } catch (e) {
    if (!isExactError(e)) throw e;
    // "Rational.parse: "<s>" is <why>": the CLI says where the value was and names its flag.
    const why = e.message.slice(e.message.indexOf(' is ') + 4).replace('over maxDigits', 'over --max-digits');
    return { code: e.code === 'too_large' ? 'too_large' : 'bad_input', why };
  }
  if (r.isInteger() && r.num >= -MAX_SAFE && r.num <= MAX_SAFE) return Number(r.num);
  return r.isInteger() ? r.num : simplify(r);
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

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
