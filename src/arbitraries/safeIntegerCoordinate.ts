import * as fc from 'fast-check';
import { checkOrdered, intField, readConstraints } from './constraints.js';

/** Constraints of {@link safeIntegerCoordinate}. */
export interface SafeIntegerCoordinateConstraints {
  /** Smallest value (a safe integer, default -Number.MAX_SAFE_INTEGER). */
  min?: number;
  /** Largest value (a safe integer, default Number.MAX_SAFE_INTEGER). */
  max?: number;
}

/**
 * Integers as numbers over the whole safe range (|x| < 2^53), where a
 * product of two differences already needs 108 bits: the double filter's
 * home ground. Shrinks toward 0.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(safeIntegerCoordinate(), (x) => Number.isSafeInteger(x)));
 * ```
 */
export function safeIntegerCoordinate(constraints?: SafeIntegerCoordinateConstraints): fc.Arbitrary<number> {
  const fn = 'safeIntegerCoordinate';
  const c = readConstraints(fn, constraints, ['min', 'max']);
  const limit = Number.MAX_SAFE_INTEGER;
  const min = intField(fn, c, 'min', -limit, -limit, limit);
  const max = intField(fn, c, 'max', limit, -limit, limit);
  checkOrdered(fn, 'min', min, 'max', max);
  // bigInt rather than integer: fc.integer is limited to 32 bits.
  return fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
}
