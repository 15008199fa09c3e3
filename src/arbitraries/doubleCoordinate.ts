import * as fc from 'fast-check';
import { checkOrdered, intField, readConstraints } from './constraints.js';

/** Constraints of {@link doubleCoordinate}. */
export interface DoubleCoordinateConstraints {
  /** Smallest binary exponent e of the value m·2^e (default -1074: subnormals included). */
  minExponent?: number;
  /** Largest binary exponent e (default 971: up to the largest finite double). */
  maxExponent?: number;
}

/**
 * Finite doubles m·2^e with |m| < 2^53 and e in [minExponent, maxExponent]:
 * every finite double has this form, so the defaults reach subnormals
 * (2^-1074), 1e±300 and Number.MAX_VALUE. The product is exact (a power of
 * two times a 53-bit integer, at least 2^-1074), so shrinking m toward 0 and e
 * toward 0 gives plain small numbers.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(doubleCoordinate({ minExponent: -1074, maxExponent: -1000 }), (x) => Math.abs(x) < 2 ** -947));
 * ```
 */
export function doubleCoordinate(constraints?: DoubleCoordinateConstraints): fc.Arbitrary<number> {
  const fn = 'doubleCoordinate';
  const c = readConstraints(fn, constraints, ['minExponent', 'maxExponent']);
  const minExponent = intField(fn, c, 'minExponent', -1074, -1074, 971);
  const maxExponent = intField(fn, c, 'maxExponent', 971, -1074, 971);
  checkOrdered(fn, 'minExponent', minExponent, 'maxExponent', maxExponent);
  const mantissa = fc.bigInt({ min: -(2n ** 53n - 1n), max: 2n ** 53n - 1n });
  const exponent = fc.integer({ min: minExponent, max: maxExponent });
  // 2 ** e is a double for every e in [-1074, 971], and m·2^e is representable, so no rounding.
  return fc.tuple(mantissa, exponent).map(([m, e]) => Number(m) * 2 ** e);
}
