import * as fc from 'fast-check';
import { intField, readConstraints } from './constraints.js';

/** Constraints of {@link hugeBigIntCoordinate}. */
export interface HugeBigIntCoordinateConstraints {
  /** Values lie in [-2^maxBits, 2^maxBits] (an integer 1 to 4096, default 300). */
  maxBits?: number;
}

/**
 * Bigints up to 2^300 in magnitude (far past any double), so that every
 * sign must come from the exact BigInt stage. Shrinks toward 0n.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(hugeBigIntCoordinate(), (x) => typeof x === 'bigint'));
 * ```
 */
export function hugeBigIntCoordinate(constraints?: HugeBigIntCoordinateConstraints): fc.Arbitrary<bigint> {
  const fn = 'hugeBigIntCoordinate';
  const c = readConstraints(fn, constraints, ['maxBits']);
  const bits = BigInt(intField(fn, c, 'maxBits', 300, 1, 4096));
  return fc.bigInt({ min: -(1n << bits), max: 1n << bits });
}
