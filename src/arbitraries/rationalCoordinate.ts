import * as fc from 'fast-check';
import { Rational } from '../core/rational.js';
import { intField, readConstraints } from './constraints.js';

/** Constraints of {@link rationalCoordinate}. */
export interface RationalCoordinateConstraints {
  /** Numerator in [-2^maxBits, 2^maxBits], denominator in [1, 2^maxBits] (1 to 4096, default 128). */
  maxBits?: number;
}

/**
 * Exact Rationals n/d, most of which are not doubles (1/3, huge over huge).
 * Shrinks toward 0 and denominator 1.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(rationalCoordinate(), (x) => x.den > 0n));
 * ```
 */
export function rationalCoordinate(constraints?: RationalCoordinateConstraints): fc.Arbitrary<Rational> {
  const fn = 'rationalCoordinate';
  const c = readConstraints(fn, constraints, ['maxBits']);
  const bits = BigInt(intField(fn, c, 'maxBits', 128, 1, 4096));
  const num = fc.bigInt({ min: -(1n << bits), max: 1n << bits });
  const den = fc.bigInt({ min: 1n, max: 1n << bits });
  return fc.tuple(num, den).map(([n, d]) => Rational.of(n, d));
}
