/*
 * What code that reads coordinates asks of a Rational without importing its
 * class (a function on numbers should not pull the class into a bundle):
 * three methods every Rational of this package carries under registered
 * symbols. Only this copy's Rationals are asked; any other (another build's,
 * an older one's, an imitation) is read once, at its check, and that
 * reading is its value (brand.ts).
 */
import { EXACT_DOUBLE, FRACTION, NEAREST_DOUBLE, readAtCheck } from './brand.js';
import type { Rational } from './rational.js';

export { EXACT_DOUBLE, FRACTION, NEAREST_DOUBLE } from './brand.js';

type Parts = { [FRACTION]: () => [bigint, bigint]; [EXACT_DOUBLE]: () => number; [NEAREST_DOUBLE]: () => number };

/**
 * A fraction n/d, d > 0, equal to v: the Rational's own (built if it is lazy,
 * not reduced) for one made by this copy of the class; for any other, what
 * its check read (brand.ts: it is not asked again).
 *
 * ```ts
 * fractionOf(Rational.of(1n, 3n)); // [1n, 3n]
 * ```
 */
export function fractionOf(v: Rational): [bigint, bigint] {
  const read = readAtCheck(v);
  return read === null ? (v as unknown as Parts)[FRACTION]() : [read[0], read[1]];
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
  const read = readAtCheck(v);
  return read === null ? (v as unknown as Parts)[EXACT_DOUBLE]() : read[2];
}

/**
 * The finite double nearest v (ties to even), and 0 only when v is 0: a
 * lazy construction result's proven double, or toNumber()'s for a value
 * that holds its fraction (worked out once and kept); NaN when it is not
 * finite or would need a lazy fraction built. For a Rational not made here,
 * the double its check read (the one it is exactly, or NaN).
 *
 * ```ts
 * nearestDouble(Rational.of(1n, 3n)); // 0.3333333333333333
 * ```
 */
export function nearestDouble(v: Rational): number {
  const read = readAtCheck(v);
  return read === null ? (v as unknown as Parts)[NEAREST_DOUBLE]() : read[2];
}
