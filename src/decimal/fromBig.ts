import { describeValue, ExactTypeError } from '../core/errors.js';
import { Rational } from '../core/rational.js';
import type { BigValue } from './bigValue.js';
import { isBig } from './isBig.js';

/**
 * The exact value of a big.js `Big` as a Rational. A Big is
 * s · c₀.c₁c₂…cₖ · 10^e, that is s · (c₀c₁…cₖ as an integer) · 10^(e − k);
 * no digit is lost, whatever the exponent (`-0` becomes 0).
 *
 * @example
 * ```ts
 * fromBig(new Big('12.375')).toString(); // "99/8"
 * fromBig(new Big('-1.5e-7')).toString(); // "-3/20000000"
 * ```
 */
export function fromBig(b: BigValue): Rational {
  if (!isBig(b)) throw new ExactTypeError(`fromBig: b is ${describeValue(b)}, expected a big.js Big`);
  const digits = b.c;
  if (digits.length === 1 && digits[0] === 0) return Rational.ZERO;
  let m = BigInt(digits.join(''));
  if (b.s < 0) m = -m;
  const shift = b.e - (digits.length - 1);
  return shift >= 0 ? Rational.of(m * 10n ** BigInt(shift)) : Rational.of(m, 10n ** BigInt(-shift));
}
