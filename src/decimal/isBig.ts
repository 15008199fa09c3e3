import type { BigValue } from './bigValue.js';
import { readBig } from './readBig.js';

/**
 * True iff v looks like a big.js `Big`: an object with a sign `s` of ±1, an
 * integer exponent `e` and a non-empty coefficient array `c` of digits 0–9.
 * Shape rather than `instanceof`, so that a Big made by another copy of
 * big.js (or `Big()` / `Big.Big` constructors) is accepted too.
 *
 * @example
 * ```ts
 * isBig(new Big('0.1')); // true
 * isBig(0.1);            // false
 * ```
 */
export function isBig(v: unknown): v is BigValue {
  return readBig(v) !== null;
}
