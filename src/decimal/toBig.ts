import Big from 'big.js';
import type { Coordinate } from '../core/coordinate.js';
import { checkCoordinate } from '../core/coordinate.js';
import { describeValue, ExactRangeError } from '../core/errors.js';
import { Rational } from '../core/rational.js';
import type { BigValue } from './bigValue.js';
import { rationalOfBig } from './fromBig.js';
import { readBig } from './readBig.js';

/**
 * big.js rounding modes: 0 toward zero, 1 half away from zero (big.js's
 * default), 2 half to even, 3 away from zero.
 */
export type RoundingMode = 0 | 1 | 2 | 3;

/** big.js's own limit on decimal places. */
export const MAX_DECIMAL_PLACES = 1_000_000;

/**
 * An exact value (a Rational result, a number, a bigint or a Big) rendered
 * as a big.js `Big` with at most `dp` decimal places, correctly rounded
 * with mode `rm` (default `Big.RM`, which is 1, half away from zero, unless
 * changed). The rounding is decided on the exact value with bigint
 * arithmetic, never through a double. A result that rounds to zero is `0`,
 * never `-0`. `toFixed(dp)` on the returned Big prints all dp places. The
 * result is a real big.js `Big`, typed `BigValue` (big.js's methods, declared
 * by this package, so that no `@types/big.js` is needed).
 *
 * @example
 * ```ts
 * toBig(Rational.of(2n, 3n), 5).toFixed(5);    // "0.66667"
 * toBig(Rational.of(-5n, 2n), 0, 2).toString(); // "-2" (half to even)
 * ```
 */
export function toBig(x: Coordinate | BigValue, dp: number, rm: RoundingMode = Big.RM as RoundingMode): BigValue {
  let r: Rational;
  const parts = readBig(x);
  if (parts !== null) r = rationalOfBig(parts, 'toBig');
  else {
    checkCoordinate('toBig', 'x', x);
    r = Rational.from(x);
  }
  if (!Number.isInteger(dp) || dp < 0 || dp > MAX_DECIMAL_PLACES) {
    throw new ExactRangeError(`toBig: dp is ${describeValue(dp)}, expected an integer from 0 to ${MAX_DECIMAL_PLACES}`);
  }
  if (rm !== 0 && rm !== 1 && rm !== 2 && rm !== 3) {
    throw new ExactRangeError(`toBig: rm is ${describeValue(rm)}, expected 0, 1, 2 or 3`);
  }
  // r·10^dp = a/den exactly; round a/den to an integer q, the answer is q·10^-dp.
  const scaled = r.num * 10n ** BigInt(dp);
  const negative = scaled < 0n;
  const a = negative ? -scaled : scaled;
  const den = r.den;
  let q = a / den;
  const twiceRem = (a % den) * 2n;
  if (twiceRem !== 0n && roundsAway(rm, twiceRem, den, q)) q += 1n;
  if (q === 0n) return new Big(0);
  return new Big(`${negative ? '-' : ''}${q}e-${dp}`);
}

/** Whether |value| = q + rem/den (0 < rem < den) rounds up to q + 1 in mode rm. */
function roundsAway(rm: RoundingMode, twiceRem: bigint, den: bigint, q: bigint): boolean {
  switch (rm) {
    case 0:
      return false;
    case 1:
      return twiceRem >= den;
    case 2:
      return twiceRem > den || (twiceRem === den && (q & 1n) === 1n);
    default:
      return true;
  }
}
