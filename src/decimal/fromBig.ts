import { describeValue, ExactTypeError } from '../core/errors.js';
import { checkBigIntDigits } from '../core/parseRational.js';
import { Rational } from '../core/rational.js';
import type { BigValue } from './bigValue.js';
import type { BigParts } from './readBig.js';
import { readBig } from './readBig.js';

/**
 * The exact value of a big.js `Big` as a Rational. A Big is
 * s · c₀.c₁c₂… · 10^e, that is s · (c₀c₁…cₖ as an integer) · 10^(e − k);
 * no digit is lost, whatever the exponent (`-0` becomes 0). Each part of b
 * is read once.
 *
 * @example
 * ```ts
 * fromBig(new Big('12.375')).toString(); // "99/8"
 * fromBig(new Big('-1.5e-7')).toString(); // "-3/20000000"
 * ```
 */
export function fromBig(b: BigValue): Rational {
  const parts = readBig(b);
  if (parts === null) throw new ExactTypeError(`fromBig: b is ${describeValue(b)}, expected a big.js Big`);
  return rationalOfBig(parts, 'fromBig');
}

/**
 * The exact value of a Big's parts (see `readBig`). A value past the
 * largest BigInt (its numerator or denominator of more than
 * MAX_BIGINT_DIGITS digits: `new Big('1e1000000000')`) is refused with code
 * `too_large` before anything is built, the message naming `fn`.
 *
 * @example
 * ```ts
 * rationalOfBig({ s: 1, e: 1, digits: [1, 2, 3, 7, 5] }, 'fromBig').toString(); // "99/8"
 * ```
 */
export function rationalOfBig({ s, e, digits }: BigParts, fn: string): Rational {
  if (digits.length === 1 && digits[0] === 0) return Rational.ZERO;
  const shift = e - (digits.length - 1);
  // n/d = m·10^shift: the numerator has len + shift digits, or the denominator 1 − shift.
  checkBigIntDigits(fn, 'a Big', shift >= 0 ? digits.length + shift : Math.max(digits.length, 1 - shift));
  let m = BigInt(digits.join(''));
  if (s < 0) m = -m;
  return shift >= 0 ? Rational.of(m * 10n ** BigInt(shift)) : Rational.of(m, 10n ** BigInt(-shift));
}
