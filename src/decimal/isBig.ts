import type { BigValue } from './bigValue.js';

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
  if (typeof v !== 'object' || v === null) return false;
  const { s, e, c } = v as { s?: unknown; e?: unknown; c?: unknown };
  if ((s !== 1 && s !== -1) || !Number.isInteger(e) || !Array.isArray(c) || c.length === 0) return false;
  for (let i = 0; i < c.length; i++) {
    const d = c[i];
    if (typeof d !== 'number' || !(d >= 0 && d <= 9) || !Number.isInteger(d)) return false;
  }
  return true;
}
