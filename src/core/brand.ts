import type { Rational } from './rational.js';

/*
 * The brands shared by every copy of this package's classes: the ES module
 * and CommonJS builds each hold their own Rational and error classes, and a
 * bundle may hold another; each copy marks its instances with the same
 * registered symbol, so that any copy recognises the others' instances.
 * Kept apart from the classes so that code which only needs to recognise a
 * Rational does not pull the class into a bundle.
 */

/** The brand every copy of Rational puts on its prototype. */
export const RATIONAL_BRAND: unique symbol = Symbol.for('exact-predicates.Rational') as never;

/** True iff x carries `brand` (an own or inherited property set to true). */
export function hasBrand(x: unknown, brand: symbol): boolean {
  return typeof x === 'object' && x !== null && (x as { [key: symbol]: unknown })[brand] === true;
}

/**
 * True for a Rational of this package, from any build; the same test as
 * `x instanceof Rational`, without the class.
 *
 * ```ts
 * isRational(Rational.of(1n, 3n)); // true
 * isRational({ num: 1n, den: 3n }); // false
 * ```
 */
export function isRational(x: unknown): x is Rational {
  return hasBrand(x, RATIONAL_BRAND);
}
