// Deep equality of Rationals by value, for every test (vitest setupFiles).
//
// A lazy Rational keeps its state in private fields and reads num and den
// through getters, so it has no own fields: left to itself, `toEqual`
// would find any two lazy Rationals equal and a lazy one unequal to the
// eager Rational of the same value. Two Rationals (of this build or
// another) are equal exactly when their reduced fractions are.
import { expect } from 'vitest';
import { isRational } from '../../src/core/brand.js';

/** Equal Rationals by value; undefined (the default comparison) unless both are Rationals. */
export function rationalsEqual(a: unknown, b: unknown): boolean | undefined {
  if (!isRational(a) || !isRational(b)) return undefined;
  return a.num === b.num && a.den === b.den;
}

expect.addEqualityTesters([rationalsEqual]);
