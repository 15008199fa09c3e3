import * as fc from 'fast-check';
import type { Coordinate } from '../../src/core/coordinate.js';
import { Rational } from '../../src/index.js';

/*
 * Small helpers shared by the arbitrary tests: fixed-seed sampling (so that
 * distribution checks are deterministic) and a walk over every coordinate
 * of a generated case.
 */

/** n values of arb, always the same ones. */
export const sample = <T>(arb: fc.Arbitrary<T>, n = 200, seed = 1): T[] => fc.sample(arb, { seed, numRuns: n });

/** Every coordinate (number, bigint or Rational) of a case, depth first. */
export function leaves(x: unknown): Coordinate[] {
  if (typeof x === 'number' || typeof x === 'bigint' || x instanceof Rational) return [x];
  if (Array.isArray(x)) return x.flatMap(leaves);
  if (x !== null && typeof x === 'object') return Object.values(x).flatMap(leaves);
  return [];
}

/** 'number', 'bigint' or 'Rational'. */
export const typeOf = (x: Coordinate): string =>
  typeof x === 'number' ? 'number' : typeof x === 'bigint' ? 'bigint' : 'Rational';

/** The exact integer value of an integral number or bigint (throws otherwise). */
export function int(x: Coordinate): bigint {
  if (typeof x === 'bigint') return x;
  if (typeof x === 'number' && Number.isInteger(x)) return BigInt(x);
  throw new Error(`not an integer: ${String(x)}`);
}

/** Whether a coordinate is of a kind: 'grid' and 'safe' integers as numbers, 'huge' bigints, 'double' finite numbers, 'rational' Rationals. */
export const isKind: Record<'grid' | 'safe' | 'huge' | 'double' | 'rational' | 'mixed', (x: Coordinate) => boolean> = {
  grid: (x) => typeof x === 'number' && Number.isInteger(x),
  safe: (x) => Number.isSafeInteger(x),
  huge: (x) => typeof x === 'bigint',
  double: (x) => typeof x === 'number' && Number.isFinite(x),
  rational: (x) => x instanceof Rational,
  mixed: (x) => typeof x === 'number' || typeof x === 'bigint' || x instanceof Rational,
};

/** |x| of a bigint. */
export const magnitude = (x: bigint): bigint => (x < 0n ? -x : x);

/** The greatest common divisor of two bigints (non-negative). */
export const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? magnitude(a) : gcd(b, a % b));
