// A lazy Rational carries the nearest double of its value and a recipe for
// its exact fraction; it must behave as the Rational of that value in every
// method, build the fraction at most once and only when something needs it
// (counted by materialisations()), and stay frozen throughout.
import { describe, expect, it } from 'vitest';
import type { LazyRecipe } from '../../src/core/rational.js';
import {
  exactDouble,
  exactDoubleRational,
  fractionOf,
  lazyRational,
  materialisations,
  Rational,
  unreducedRational,
} from '../../src/core/rational.js';

/** Value i of this recipe is (i + 1)/3, given unreduced as (2i + 2)/6; ties are counted. */
const calls = { tie: 0, tieNumber: 0 };
const THIRDS: LazyRecipe = {
  exact: (_args, i) => [2n * BigInt(i) + 2n, 6n],
  tie(_a, i, _b, j) {
    calls.tie++;
    return i < j ? -1 : i > j ? 1 : 0;
  },
  tieNumber(_a, i, x) {
    calls.tieNumber++;
    return Rational.of(BigInt(i) + 1n, 3n).compare(x);
  },
};
/** The same values without tie kernels. */
const PLAIN: LazyRecipe = { exact: THIRDS.exact };

const third = (i: number, recipe = THIRDS) => lazyRational((i + 1) / 3, recipe, null, i);

describe('a lazy Rational', () => {
  it('answers toNumber with the double it carries, and builds its fraction once, in lowest terms, when num is read', () => {
    const r = third(0);
    const before = materialisations();
    expect(r.toNumber()).toBe(1 / 3);
    expect(materialisations()).toBe(before);
    expect(r.num).toBe(1n);
    expect(r.den).toBe(3n);
    expect(r.toString()).toBe('1/3');
    expect(JSON.stringify({ r })).toBe('{"r":"1/3"}');
    expect(`${r}`).toBe('1/3');
    expect(materialisations()).toBe(before + 1);
  });

  it('is frozen, has no own fields to assign, and is a Rational of this build and any other', () => {
    const r = third(1);
    expect(Object.isFrozen(r)).toBe(true);
    expect(() => {
      (r as { num: bigint }).num = 5n;
    }).toThrow(TypeError);
    expect(() => {
      (r as unknown as { extra: number }).extra = 1;
    }).toThrow(TypeError);
    expect(r instanceof Rational).toBe(true);
    expect(Rational.from(r)).toBe(r);
    expect(Object.prototype.toString.call(r)).toBe('[object Rational]');
    expect(r.toString()).toBe('2/3');
    expect(Object.isFrozen(r)).toBe(true);
  });

  it('compares by its double when the doubles differ, without building anything', () => {
    const a = third(0);
    const b = third(1);
    const before = materialisations();
    expect(a.compare(b)).toBe(-1);
    expect(b.compare(a)).toBe(1);
    expect(a.lt(b)).toBe(true);
    expect(a.compare(0.5)).toBe(-1);
    expect(a.compare(0)).toBe(1);
    expect(a.equals(0.5)).toBe(false);
    expect(Rational.min(a, b)).toBe(a);
    expect(Rational.max(a, b)).toBe(b);
    expect(a.sign()).toBe(1);
    expect(a.isInteger()).toBe(false);
    expect(materialisations()).toBe(before);
  });

  it('on equal doubles asks its recipe, or compares exactly', () => {
    calls.tie = 0;
    calls.tieNumber = 0;
    const before = materialisations();
    // Value 0 twice, from one recipe: the tie kernel decides.
    expect(third(0).compare(third(0))).toBe(0);
    expect(third(0).equals(third(0))).toBe(true);
    expect(calls.tie).toBe(2);
    // Against the double nearest 1/3, which is below 1/3: the recipe's number kernel.
    expect(third(0).compare(1 / 3)).toBe(1);
    expect(calls.tieNumber).toBe(1);
    expect(materialisations()).toBe(before);
    // No tie kernel: exactly, building the fractions.
    expect(third(0, PLAIN).compare(third(0, PLAIN))).toBe(0);
    expect(third(0, PLAIN).compare(1 / 3)).toBe(1);
    expect(third(0, PLAIN).compare(Rational.of(1n, 3n))).toBe(0);
    expect(materialisations()).toBeGreaterThan(before);
  });

  it('is equal to itself without its fraction or a tie kernel (a crossing shared by two edges is compared with itself)', () => {
    const x = third(1, PLAIN);
    const before = materialisations();
    expect(x.compare(x)).toBe(0);
    expect(x.equals(x)).toBe(true);
    expect(x.le(x) && !x.lt(x)).toBe(true);
    expect(materialisations()).toBe(before);
    // A different object of the same value still compares exactly.
    expect(x.compare(third(1, PLAIN))).toBe(0);
    expect(materialisations()).toBeGreaterThan(before);
  });

  it('computes exactly with eager Rationals, numbers and bigints, from its unreduced fraction', () => {
    const r = third(1); // 2/3, built as 4/6
    expect(fractionOf(r)).toEqual([4n, 6n]);
    expect(r.add(Rational.of(1n, 3n)).toString()).toBe('1');
    expect(r.sub(1n).toString()).toBe('-1/3');
    expect(r.mul(0.75).toString()).toBe('1/2');
    expect(r.div(third(0)).toString()).toBe('2');
    expect(r.neg().toString()).toBe('-2/3');
    expect(r.neg().abs().toString()).toBe('2/3');
    expect(Rational.of(2n, 3n).equals(r)).toBe(true);
    expect(Rational.of(2n, 3n).compare(r)).toBe(0);
    expect(() => r.div(unreducedRational(0n, 5n))).toThrow(/division by zero/);
  });

  it('knows an integer value from its double only when that double is not an integer', () => {
    const two = lazyRational(2, { exact: () => [6n, 3n] }, null, 0);
    const before = materialisations();
    expect(two.isInteger()).toBe(true);
    expect(materialisations()).toBe(before + 1);
    // A value just above 2 whose nearest double is 2: not an integer.
    const nearTwo = lazyRational(2, { exact: () => [(1n << 80n) * 2n + 1n, 1n << 80n] }, null, 0);
    expect(nearTwo.isInteger()).toBe(false);
    expect(nearTwo.compare(2)).toBe(1);
  });
});

describe('unreducedRational and exactDoubleRational', () => {
  it('an unreduced fraction reduces when shown, and compares exactly without reducing', () => {
    const r = unreducedRational(6n, -4n);
    expect(fractionOf(r)).toEqual([-6n, 4n]);
    expect(r.compare(-1.5)).toBe(0);
    expect(r.toNumber()).toBe(-1.5);
    expect(r.toString()).toBe('-3/2');
    expect([r.num, r.den]).toEqual([-3n, 2n]);
    expect(r.equals(Rational.of(-3n, 2n))).toBe(true);
  });

  it('a double is exactly itself: equal doubles are equal values, and its fraction is built only when asked', () => {
    const r = exactDoubleRational(0.1);
    const before = materialisations();
    expect(exactDouble(r)).toBe(0.1);
    expect(r.toNumber()).toBe(0.1);
    expect(r.compare(0.1)).toBe(0);
    expect(r.equals(exactDoubleRational(0.1))).toBe(true);
    expect(materialisations()).toBe(before);
    // Against 1/10, whose nearest double it is: exactly.
    expect(r.compare(Rational.of(1n, 10n))).toBe(1);
    expect(r.toString()).toBe('3602879701896397/36028797018963968');
    expect(exactDoubleRational(-0).toString()).toBe('0');
    expect(exactDouble(Rational.of(1n, 2n))).toBeNaN();
  });

  it("another build's value is what its check read: its own symbols are not asked", () => {
    const foreign = (num: bigint, den: bigint, fraction: unknown, double: unknown) =>
      Object.freeze({
        num,
        den,
        [Symbol.for('exact-predicates.Rational')]: true,
        [Symbol.for('exact-predicates.Rational.fraction')]: () => fraction,
        [Symbol.for('exact-predicates.Rational.exactDouble')]: () => double,
      }) as unknown as Rational;
    // Methods that lie about 1/3 and 1/4: the fields, checked, are the value.
    expect(fractionOf(foreign(1n, 3n, [1n, 2n], 0.5))).toEqual([1n, 3n]);
    expect(exactDouble(foreign(1n, 3n, [1n, 2n], 0.5))).toBeNaN();
    expect(exactDouble(foreign(1n, 4n, null, 0.5))).toBe(0.25);
    expect(exactDouble(foreign(-3n, 1n, null, '0.25'))).toBe(-3);
    // Not sound (not frozen; no brand): never read as a Rational.
    const loose = { num: 1n, den: 3n, [Symbol.for('exact-predicates.Rational')]: true } as unknown as Rational;
    expect(() => fractionOf(loose)).toThrow('not a sound Rational (it is not frozen)');
    expect(() => fractionOf({ num: 1n, den: 3n } as unknown as Rational)).toThrow(TypeError);
  });
});
