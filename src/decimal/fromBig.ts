import { describeValue, ExactTypeError } from '../core/errors.js';
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
  return rationalOfBig(parts);
}

/**
 * The exact value of a Big's parts (see `readBig`).
 *
 * @example
 * ```ts
 * rationalOfBig({ s: 1, e: 1, digits: [1, 2, 3, 7, 5] }).toString(); // "99/8"
 * ```
 */
export function rationalOfBig({ s, e, digits }: BigParts): Rational {
  if (digits.length === 1 && digits[0] === 0) return Rational.ZERO;
  let m = BigInt(digits.join(''));
  if (s < 0) m = -m;
  const shift = e - (digits.length - 1);
  return shift >= 0 ? Rational.of(m * 10n ** BigInt(shift)) : Rational.of(m, 10n ** BigInt(-shift));
}
