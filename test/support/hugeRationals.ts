import { Rational } from '../../src/core/rational.js';

/**
 * Rationals k + n/(10·d), 0 < n < d, each with a `digits`-digit denominator
 * of its own from the seeded generator rnd: near the integer k, so that
 * segments between them cross or miss as their integers say, while every
 * exact sign has to work with all their digits.
 *
 * ```ts
 * const near = hugeRationalsNear(mulberry32(1), 3000);
 * near(4).toNumber(); // about 4.05
 * ```
 */
export function hugeRationalsNear(rnd: () => number, digits: number): (k: number) => Rational {
  const part = (count: number): bigint => {
    let s = String(1 + Math.floor(rnd() * 9));
    while (s.length < count) s += String(Math.floor(rnd() * 1e9)).padStart(9, '0');
    return BigInt(s.slice(0, count));
  };
  return (k) => {
    const d = 10n * part(digits);
    return Rational.of(BigInt(k) * d + part(digits - 1), d);
  };
}
