/*
 * What code that reads coordinates asks of a Rational without importing its
 * class (a function on numbers should not pull the class into a bundle):
 * two methods every Rational of this package carries under registered
 * symbols, so that a copy of the class from another build answers too; a
 * Rational without them (an older build) is read through num and den.
 */
import type { Rational } from './rational.js';

/** The method giving a fraction [n, d], d > 0, equal to the value (not necessarily in lowest terms). */
export const FRACTION: unique symbol = Symbol.for('exact-predicates.Rational.fraction') as never;
/** The method giving the double the value is exactly, when that is known without building a bigint; NaN otherwise. */
export const EXACT_DOUBLE: unique symbol = Symbol.for('exact-predicates.Rational.exactDouble') as never;
/** The method giving the double nearest the value, when that is known without building a bigint, and 0 only for 0; NaN otherwise. */
export const NEAREST_DOUBLE: unique symbol = Symbol.for('exact-predicates.Rational.nearestDouble') as never;

type Parts = { [FRACTION]?: () => [bigint, bigint]; [EXACT_DOUBLE]?: () => number; [NEAREST_DOUBLE]?: () => number };

/**
 * A fraction n/d, d > 0, equal to v: the Rational's own (built if it is lazy,
 * not reduced), or num and den.
 *
 * ```ts
 * fractionOf(Rational.of(1n, 3n)); // [1n, 3n]
 * ```
 */
export function fractionOf(v: Rational): [bigint, bigint] {
  const f = (v as Parts)[FRACTION];
  if (typeof f !== 'function') return [v.num, v.den];
  // Another build's answer is checked: anything but [n, d > 0] falls back to the public fields.
  const r = f.call(v);
  return Array.isArray(r) && typeof r[0] === 'bigint' && typeof r[1] === 'bigint' && r[1] > 0n ? [r[0], r[1]] : [v.num, v.den];
}

/**
 * The double v is exactly, when that is known without building a bigint (a
 * lazy double); NaN otherwise.
 *
 * ```ts
 * exactDouble(Rational.of(1n, 2n)); // NaN (an eager Rational: not known without its bigints)
 * ```
 */
export function exactDouble(v: Rational): number {
  const f = (v as Parts)[EXACT_DOUBLE];
  const x = typeof f === 'function' ? f.call(v) : Number.NaN;
  return typeof x === 'number' && x - x === 0 ? x : Number.NaN;
}

/**
 * The finite double nearest v (ties to even), when that is known without
 * building a bigint (a lazy construction result, or a value whose
 * toNumber() has run), and 0 only when v is 0; NaN otherwise.
 *
 * ```ts
 * nearestDouble(Rational.of(1n, 3n)); // NaN (not known until toNumber() runs)
 * ```
 */
export function nearestDouble(v: Rational): number {
  const f = (v as Parts)[NEAREST_DOUBLE];
  const x = typeof f === 'function' ? f.call(v) : Number.NaN;
  return typeof x === 'number' && x - x === 0 ? x : Number.NaN;
}
