import { bitsOf } from './bits.js';
import { isRational, markOwnFraction, markOwnRationals, RATIONAL_BRAND } from './brand.js';
import type { Coordinate } from './coordinate.js';
import { decomposeDouble } from './double.js';
import { describeValue, ExactRangeError, ExactTypeError } from './errors.js';
import { gcd, gcdSmall } from './gcd.js';
import { DEFAULT_MAX_DIGITS, parseRationalParts } from './parseRational.js';
import { EXACT_DOUBLE, FRACTION, fractionOf, NEAREST_DOUBLE } from './rationalParts.js';

export { decomposeDouble } from './double.js';
export { bitLength, gcd } from './gcd.js';
export { exactDouble, fractionOf } from './rationalParts.js';

/*
 * One brand for every copy of this class: the ES module and CommonJS builds
 * each hold their own class, and a bundle may hold another, but a Rational
 * made by one is accepted by the others (`instanceof` asks the brand, and
 * every method reads another Rational only through its public fields).
 */
const MAX_SAFE = Number.MAX_SAFE_INTEGER;
const INSPECT = Symbol.for('nodejs.util.inspect.custom');
/** fast-check's `toStringMethod`: how a counterexample prints a value. */
const FAST_CHECK_TO_STRING = Symbol.for('fast-check/toStringMethod');
const MAX_SAFE_BIG = BigInt(MAX_SAFE);

/* Set by Rational's static block: the lazy machinery's access to its private fields, and the eager class. */
let EagerRational: RationalConstructor;
let makeLazy: (x: number, exact: boolean, recipe: LazyRecipe | null, args: unknown, i: number) => Rational;
let makeUnreduced: (n: bigint, d: bigint) => Rational;
let reducedPart: (r: Rational, which: 0 | 1) => bigint;
let isOwn: (x: object) => boolean;
/** Bits of a Rational's #flags: its fraction is in lowest terms; the value is exactly its double. The rest is i << 2. */
const REDUCED = 1;
const EXACT = 2;
/** How many construction values have been built as fractions, lazily or at once (for tests of laziness). */
let materialised = 0;

/**
 * An exact rational number n/d: bigint numerator and denominator in lowest
 * terms with d > 0. Immutable (frozen). Zero is 0/1.
 *
 * It never turns into a number by accident: `Number(r)`, `+r`, `r < 2` and
 * `r + 1` throw, since a silent NaN or a rounded double is the kind of
 * answer this package exists to avoid. Ask for `toNumber()` (the nearest
 * double), `compare` / `lt` / `le` / `equals`, or the text (`String(r)` and
 * template strings give `"n/d"`).
 *
 * ```ts
 * const t = Rational.of(6n, -4n); // -3/2
 * t.toString();                   // "-3/2"
 * t.toNumber();                   // -1.5
 * ```
 */
export class Rational {
  /** The numerator: carries the sign, and shares no factor with `den`. */
  declare readonly num: bigint;
  /** The denominator: always positive; 1 for an integer (zero included). */
  declare readonly den: bigint;
  /*
   * The state behind num and den (see the comment on LazyRecipe below).
   * Private fields are no properties: the instance stays frozen while they
   * are filled in. #n/#d: a fraction equal to the value, #d > 0, in lowest
   * terms once REDUCED is set in #flags (undefined until built); #x: the
   * double nearest the value, NaN until known; #flags: REDUCED, EXACT (the
   * value is exactly #x) and, from bit 2 up, the value's index i in its
   * recipe; #recipe, #args and i: how to build the exact value of a lazy
   * Rational. Few fields, and no private methods (which would add a brand
   * field to every instance): a construction makes one of these per value.
   */
  #n: bigint | undefined;
  #d: bigint | undefined;
  #x = Number.NaN;
  #recipe: LazyRecipe | null = null;
  #args: unknown = null;
  #flags = 0;

  /**
   * The frozen shell of a lazy Rational (no arguments), whose num and den
   * are the getters on this prototype; or, given n/d in lowest terms with
   * d > 0, the private state of an eager one, which EagerRational's
   * constructor gives its own fields and freezes. The lazy results are the
   * base class because they are the many ones: a derived class's instance
   * is allocated out of line, at a cost per object a construction pays
   * for each of its values.
   */
  private constructor(num?: bigint, den?: bigint) {
    if (den === undefined) {
      Object.freeze(this);
      return;
    }
    this.#n = num;
    this.#d = den;
    this.#flags = REDUCED;
  }

  static {
    // An eager Rational: num and den as own fields, which deep equality (`toEqual`, `deepStrictEqual`) compares.
    EagerRational = class extends (Rational as unknown as new (num: bigint, den: bigint) => object) {
      readonly num: bigint;
      readonly den: bigint;
      constructor(num: bigint, den: bigint) {
        super(num, den);
        this.num = num;
        this.den = den;
        Object.freeze(this);
      }
    } as unknown as RationalConstructor;
    // It is a Rational to whoever asks its constructor (a test runner's diff, describeValue).
    Object.defineProperty(EagerRational.prototype, 'constructor', { value: Rational, writable: true, configurable: true });
    // Writable num and den here make the constructor's stores own fields in
    // a build that assigns class fields instead of defining them (the
    // CommonJS one): an assignment would otherwise reach the getters on
    // Rational's prototype below, which have no setter, and throw.
    for (const key of ['num', 'den']) {
      Object.defineProperty(EagerRational.prototype, key, { value: undefined, writable: true, configurable: true });
    }
    // A lazy Rational builds and reduces its fraction once, when num or den is first read.
    for (const [key, which] of [
      ['num', 0],
      ['den', 1],
    ] as const) {
      Object.defineProperty(Rational.prototype, key, {
        get(this: Rational): bigint | undefined {
          // An object made on this prototype by other means has no fraction here (brand.ts reads only own fields).
          return #x in this ? reducedPart(this, which) : undefined;
        },
        configurable: true,
      });
    }
    makeLazy = (x, exact, recipe, args, i) => {
      const r = new Rational();
      r.#x = x;
      r.#flags = (exact ? EXACT : 0) | (i << 2);
      r.#recipe = recipe;
      r.#args = args;
      return r;
    };
    makeUnreduced = (n, d) => {
      materialised++;
      const r = new Rational();
      r.#n = d < 0n ? -n : n;
      r.#d = d < 0n ? -d : d;
      return r;
    };
    reducedPart = (r, which) => {
      if ((r.#flags & REDUCED) === 0) Rational.#reduce(r);
      return (which === 0 ? r.#n : r.#d) as bigint;
    };
    isOwn = (x) => #x in x;
    // What tells this copy's Rationals from imitations (brand.ts): a private field, which nothing else can add.
    markOwnRationals(isOwn);
    // brand.ts trusts another build's FRACTION, never this class's on an object it did not make.
    markOwnFraction(Rational.prototype[FRACTION]);
  }

  /** Builds the exact fraction of a lazy value from its recipe (not reduced). */
  static #build(r: Rational): void {
    const recipe = r.#recipe as LazyRecipe;
    const [n, d] = recipe.exact(r.#args, r.#flags >> 2);
    materialised++;
    r.#n = d < 0n ? -n : n;
    r.#d = d < 0n ? -d : d;
  }

  /** Puts #n/#d in lowest terms (building them first if needed). */
  static #reduce(r: Rational): void {
    if (r.#n === undefined) Rational.#build(r);
    const lowest = reduced(r.#n as bigint, r.#d as bigint);
    r.#n = lowest.#n;
    r.#d = lowest.#d;
    r.#flags |= REDUCED;
  }

  /** The exact fraction, built if needed (in lowest terms or not). */
  static #num(r: Rational): bigint {
    if (r.#n === undefined) Rational.#build(r);
    return r.#n as bigint;
  }
  static #den(r: Rational): bigint {
    if (r.#n === undefined) Rational.#build(r);
    return r.#d as bigint;
  }

  /** A fraction [n, d], d > 0, equal to the value, built if lazy, not necessarily in lowest terms (rationalParts.ts). */
  [FRACTION](): [bigint, bigint] {
    // An object made on this prototype by other means (brand.ts checks its own fields) has only num and den.
    if (!(#x in this)) return [(this as Rational).num, (this as Rational).den];
    return [Rational.#num(this), Rational.#den(this)];
  }
  /** The double the value is exactly, when known without building a bigint; NaN otherwise (rationalParts.ts). */
  [EXACT_DOUBLE](): number {
    return #x in this && (this.#flags & EXACT) !== 0 ? this.#x : Number.NaN;
  }

  /**
   * The double nearest the value, and 0 only for 0; NaN when it is not
   * finite, or not known and would need the fraction built (rationalParts.ts).
   */
  [NEAREST_DOUBLE](): number {
    if (!(#x in this)) return Number.NaN;
    // A value that holds its fraction rounds it once (kept): the kernels ask again for the same points.
    const x = Number.isNaN(this.#x) && this.#n !== undefined ? this.toNumber() : this.#x;
    // ±Infinity is no double of the value, and a toNumber() of a tiny value may be 0 (a recipe's double is 0 only for 0).
    if (x - x !== 0) return Number.NaN;
    return x !== 0 || this.#recipe !== null || this.#n === 0n ? x : Number.NaN;
  }

  /** The brand every copy of this class carries (see brand.ts). */
  get [RATIONAL_BRAND](): true {
    return true;
  }
  /** `Object.prototype.toString` gives `[object Rational]`. */
  get [Symbol.toStringTag](): string {
    return 'Rational';
  }

  /**
   * True for a Rational of this package, from this build or another one
   * (the ES module and CommonJS builds, a bundled copy).
   *
   * @example
   * ```ts
   * Rational.of(1n, 3n) instanceof Rational; // true
   * ({ num: 1n, den: 3n }) instanceof Rational; // false
   * ```
   */
  static [Symbol.hasInstance](x: unknown): x is Rational {
    return isRational(x);
  }

  /** The Rational 0, stored as 0/1. */
  static readonly ZERO: Rational = new EagerRational(0n, 1n);
  /** The Rational 1, stored as 1/1. */
  static readonly ONE: Rational = new EagerRational(1n, 1n);

  /** n/d reduced to lowest terms; d = 0 is a RangeError. */
  static of(num: bigint, den: bigint = 1n): Rational {
    if (typeof num !== 'bigint') throw new ExactTypeError(`Rational.of: num is ${describeValue(num)}, expected a bigint`);
    if (typeof den !== 'bigint') throw new ExactTypeError(`Rational.of: den is ${describeValue(den)}, expected a bigint`);
    if (den === 0n) throw new ExactRangeError('Rational.of: den is 0n');
    return reduced(num, den);
  }

  /**
   * The exact value of a numeric string: an integer `"42"`, a decimal
   * `"-0.001"` or `"1.25e-3"`, or a fraction `"-7/3"` (PROTOCOL.md's numeric
   * strings: ASCII digits, a leading `-` only, no spaces, no `+`, no hex, a
   * non-zero denominator). A value needing more than `maxDigits` decimal
   * digits (default 10000) in its numerator or denominator, before
   * reduction, is refused with code `too_large` before it is built, so
   * `"1e999999999"` cannot stall a program. Malformed text is an
   * `ExactRangeError` with code `bad_input`.
   *
   * @example
   * ```ts
   * Rational.parse('-7/3').toString();    // '-7/3'
   * Rational.parse('1.25e-3').toString(); // '1/800'
   * Rational.parse('42').toString();      // '42'
   * ```
   */
  static parse(text: string, options?: { maxDigits?: number }): Rational {
    const maxDigits = options?.maxDigits ?? DEFAULT_MAX_DIGITS;
    if (typeof maxDigits !== 'number' || !(maxDigits >= 1)) {
      throw new ExactRangeError(`Rational.parse: maxDigits is ${describeValue(maxDigits)}, expected a number >= 1`);
    }
    const [num, den] = parseRationalParts('Rational.parse', text, maxDigits);
    return reduced(num, den);
  }

  /** The exact value of a finite double (every finite double is m·2^e). */
  static fromNumber(x: number): Rational {
    if (!Number.isFinite(x)) throw new ExactRangeError(`Rational.fromNumber: x is ${describeValue(x)}`);
    const r = Rational.#ofDouble(x);
    // It is that double exactly: the kernels' stages in doubles take it as they take x.
    r.#x = x + 0;
    r.#flags |= EXACT;
    return r;
  }

  /** The fraction of a finite double x, in lowest terms. */
  static #ofDouble(x: number): Rational {
    if (Number.isInteger(x)) return new EagerRational(BigInt(x), 1n);
    // Doubling is exact until the value is an integer: m/2^k with m odd.
    let m = x;
    let k = 0;
    while (!Number.isInteger(m) && k < 53) {
      m *= 2;
      k++;
    }
    if (Number.isInteger(m)) return new EagerRational(BigInt(m), BigInt(2 ** k));
    const [odd, e] = decomposeDouble(x);
    // x is not an integer, so e < 0 and the mantissa is odd after decomposition.
    return new EagerRational(odd, 1n << BigInt(-e));
  }

  /**
   * A coordinate as a Rational: a finite number exactly (0.1 is
   * 3602879701896397/2^55, the double it is), a bigint, or a Rational (the
   * same object; one from another build of this package is read through its
   * fields). Anything else is a typed error.
   *
   * @example
   * ```ts
   * Rational.from(0.75).toString(); // '3/4'
   * Rational.from(5n).toString();   // '5'
   * ```
   */
  static from(x: number | bigint | Rational): Rational {
    return operand(x, 'Rational.from', 'x');
  }

  /**
   * -1, 0 or 1 as the value is negative, zero or positive.
   *
   * @example
   * ```ts
   * Rational.of(-3n, 4n).sign(); // -1
   * Rational.ZERO.sign();        // 0
   * ```
   */
  sign(): -1 | 0 | 1 {
    // A lazy value's nearest double has its sign (LazyRecipe: 0 only for 0).
    const n = this.#n;
    if (n === undefined) return this.#x > 0 ? 1 : this.#x < 0 ? -1 : 0;
    return n > 0n ? 1 : n < 0n ? -1 : 0;
  }
  /**
   * True iff the value is a whole number (its reduced denominator is 1).
   *
   * @example
   * ```ts
   * Rational.of(6n, 3n).isInteger(); // true
   * Rational.of(1n, 2n).isInteger(); // false
   * ```
   */
  isInteger(): boolean {
    // An integer below 2^53 is a double, and every double from 2^53 on is an
    // integer: a value whose nearest double is not an integer is not one.
    if (this.#n === undefined) {
      if (!Number.isInteger(this.#x)) return false;
      if ((this.#flags & EXACT) !== 0) return true;
    }
    return this.den === 1n;
  }
  /** The negation -n/d, exact and already in lowest terms. */
  neg(): Rational {
    return new EagerRational(-this.num, this.den);
  }
  /** The absolute value |n/d|; returns this same object when it is not negative. */
  abs(): Rational {
    return this.num < 0n ? new EagerRational(-this.num, this.den) : this;
  }
  /** The exact sum this + other, reduced to lowest terms (other may be a number or bigint: it converts exactly). */
  add(other: Rational | number | bigint): Rational {
    const o = operand(other, 'Rational#add');
    // The operands' fractions need not be in lowest terms: the result is reduced once.
    const [an, ad, bn, bd] = [Rational.#num(this), Rational.#den(this), Rational.#num(o), Rational.#den(o)];
    if (ad === bd) return reduced(an + bn, ad);
    return reduced(an * bd + bn * ad, ad * bd);
  }
  /** The exact difference this − other, reduced to lowest terms. */
  sub(other: Rational | number | bigint): Rational {
    const o = operand(other, 'Rational#sub');
    const [an, ad, bn, bd] = [Rational.#num(this), Rational.#den(this), Rational.#num(o), Rational.#den(o)];
    if (ad === bd) return reduced(an - bn, ad);
    return reduced(an * bd - bn * ad, ad * bd);
  }
  /** The exact product this · other, reduced to lowest terms. */
  mul(other: Rational | number | bigint): Rational {
    const o = operand(other, 'Rational#mul');
    return reduced(Rational.#num(this) * Rational.#num(o), Rational.#den(this) * Rational.#den(o));
  }
  /** The exact quotient this / other; dividing by zero is a RangeError. */
  div(other: Rational | number | bigint): Rational {
    const o = operand(other, 'Rational#div');
    if (o.sign() === 0) throw new ExactRangeError('Rational.div: division by zero');
    return reduced(Rational.#num(this) * Rational.#den(o), Rational.#den(this) * Rational.#num(o));
  }
  /**
   * -1, 0 or 1 as this is less than, equal to or greater than other.
   *
   * @example
   * ```ts
   * Rational.of(1n, 3n).compare(Rational.of(1n, 2n)); // -1
   * Rational.of(2n, 4n).compare(Rational.of(1n, 2n)); // 0
   * ```
   */
  compare(other: Rational | number | bigint): -1 | 0 | 1 {
    // A Rational of this module needs no conversion (the private brand check is the cheap one).
    if (typeof other === 'object' && other !== null && #x in other) return Rational.#order(this, other);
    const x = this.#x;
    if (typeof other === 'number' && !Number.isNaN(x) && other - other === 0) {
      // Rounding is monotone: unequal nearest doubles order the values.
      if (x !== other) return x < other ? -1 : 1;
      if ((this.#flags & EXACT) !== 0) return 0;
      const tie = this.#recipe?.tieNumber;
      if (tie !== undefined) return tie(this.#args, this.#flags >> 2, other);
    }
    return Rational.#order(this, operand(other, 'Rational#compare'));
  }

  /**
   * The order of a and o: by their nearest doubles when either is known
   * (they are correctly rounded, and rounding is monotone), on equal doubles
   * by the recipe's kernel when both come from one, else exactly.
   */
  static #order(a: Rational, o: Rational): -1 | 0 | 1 {
    // One value met twice (a crossing is the end of two edges) is equal without its fraction.
    if (a === o) return 0;
    let x = a.#x;
    let y = o.#x;
    if (!Number.isNaN(x) || !Number.isNaN(y)) {
      if (Number.isNaN(x)) x = a.toNumber();
      if (Number.isNaN(y)) y = o.toNumber();
      if (x !== y) return x < y ? -1 : 1;
      if ((a.#flags & o.#flags & EXACT) !== 0) return 0;
      const recipe = a.#recipe;
      if (recipe !== null && recipe === o.#recipe && recipe.tie !== undefined)
        return recipe.tie(a.#args, a.#flags >> 2, o.#args, o.#flags >> 2);
    }
    // n₁/d₁ against n₂/d₂ with positive denominators, in lowest terms or not.
    const [an, ad, bn, bd] = [Rational.#num(a), Rational.#den(a), Rational.#num(o), Rational.#den(o)];
    if (ad === bd) return an < bn ? -1 : an > bn ? 1 : 0;
    const l = an * bd;
    const r = bn * ad;
    return l < r ? -1 : l > r ? 1 : 0;
  }
  /**
   * True iff this and other are the same number. Both are kept in lowest terms,
   * so this compares numerators and denominators directly.
   *
   * @example
   * ```ts
   * Rational.of(2n, 4n).equals(Rational.of(1n, 2n)); // true
   * Rational.of(1n, 2n).equals(Rational.of(1n, 3n)); // false
   * ```
   */
  equals(other: Rational | number | bigint): boolean {
    if (typeof other === 'number' && this.#n === undefined) return this.compare(other) === 0;
    const o = operand(other, 'Rational#equals');
    if ((this.#flags & o.#flags & REDUCED) !== 0) return this.#n === o.#n && this.#d === o.#d;
    return Rational.#order(this, o) === 0;
  }
  /**
   * True iff this < other, compared exactly.
   *
   * @example
   * ```ts
   * Rational.of(1n, 3n).lt(Rational.of(1n, 2n)); // true
   * Rational.of(1n, 2n).lt(Rational.of(1n, 2n)); // false
   * ```
   */
  lt(other: Rational | number | bigint): boolean {
    return this.compare(operand(other, 'Rational#lt')) < 0;
  }
  /**
   * True iff this ≤ other, compared exactly.
   *
   * @example
   * ```ts
   * Rational.of(1n, 2n).le(Rational.of(2n, 4n)); // true
   * Rational.of(2n, 3n).le(Rational.of(1n, 2n)); // false
   * ```
   */
  le(other: Rational | number | bigint): boolean {
    return this.compare(operand(other, 'Rational#le')) <= 0;
  }
  /** The smaller of a and b (a itself when they are equal), as a Rational. */
  static min(a: Rational | number | bigint, b: Rational | number | bigint): Rational {
    const x = operand(a, 'Rational.min');
    const y = operand(b, 'Rational.min');
    return x.compare(y) <= 0 ? x : y;
  }
  /** The larger of a and b (a itself when they are equal), as a Rational. */
  static max(a: Rational | number | bigint, b: Rational | number | bigint): Rational {
    const x = operand(a, 'Rational.max');
    const y = operand(b, 'Rational.max');
    return x.compare(y) >= 0 ? x : y;
  }

  /** `"n"` for an integer, else `"n/d"`; zero is `"0"`. */
  toString(): string {
    return this.den === 1n ? this.num.toString() : `${this.num}/${this.den}`;
  }
  /** The same string as `toString`, so that `JSON.stringify` writes a Rational as `"n/d"` or `"n"`. */
  toJSON(): string {
    return this.toString();
  }
  /**
   * Implicit conversion: text for string contexts (`String(r)`, template
   * strings), a TypeError for numeric ones (`Number(r)`, `+r`, `r < 2`,
   * `r + 1`) that says what to call instead.
   */
  [Symbol.toPrimitive](hint: 'string' | 'number' | 'default'): string {
    if (hint === 'string') return this.toString();
    throw new ExactTypeError(
      `Rational ${this.toString()} is not converted implicitly (it would round or give NaN): use r.toNumber() for the nearest double, r.compare(x), r.lt(x) or r.equals(x) to compare, String(r) for text`,
    );
  }
  /**
   * fast-check's form in a counterexample: `Rational.of(4n, 3n)`, code that
   * makes this value again (a Rational 0 would print as `0`, like a number).
   */
  [FAST_CHECK_TO_STRING](): string {
    return this.den === 1n ? `Rational.of(${this.num}n)` : `Rational.of(${this.num}n, ${this.den}n)`;
  }
  /** Node's `console.log` / `util.inspect` form: `Rational 4/3`. */
  [INSPECT](): string {
    return `Rational ${this.toString()}`;
  }

  /**
   * The double nearest to n/d, ties to even (IEEE-754 round-to-nearest),
   * with subnormal results and overflow to ±Infinity handled as IEEE does.
   */
  toNumber(): number {
    const x = this.#x;
    if (!Number.isNaN(x)) return x;
    const v = nearestDouble(Rational.#num(this), Rational.#den(this));
    this.#x = v;
    return v;
  }
}

/*
 * A lazy Rational: a construction result that carries the double nearest
 * its value, proven by a generated value kernel (src/core/generated), and
 * builds its exact fraction only when something asks for it (num, den,
 * toString, arithmetic, an exact comparison, BigInt stages of a kernel).
 * Its num and den are getters, on Rational's prototype, that build and
 * reduce the fraction once; an eager Rational holds them as own fields.
 */

/**
 * How a lazy Rational's exact value is built, and compared without it.
 * `exact(args, i)` returns a fraction n/d (d ≠ 0, any sign, not necessarily
 * in lowest terms) equal to value i of the construction on the inputs
 * `args`. `tie(a, i, b, j)`, when given, is the exact order of value i on
 * a and value j on b (two values of this recipe whose nearest doubles are
 * equal), and `tieNumber(a, i, x)` that of value i against the double x, by
 * a kernel on the inputs: no fraction is built. The double a lazy Rational
 * carries is the one nearest its value, and 0 only when the value is 0.
 */
export type LazyRecipe = {
  exact(args: unknown, i: number): readonly [bigint, bigint];
  tie?(a: unknown, i: number, b: unknown, j: number): -1 | 0 | 1;
  tieNumber?(a: unknown, i: number, x: number): -1 | 0 | 1;
};

/**
 * How many construction values have been built as exact fractions so far
 * in this module instance: lazy Rationals asked for theirs, and values built
 * exactly at once (unreducedRational). For tests that check a construction
 * does no BigInt work until asked (not part of the public API).
 */
export function materialisations(): number {
  return materialised;
}

/**
 * A lazy Rational for value i of a construction on `args`, whose nearest
 * double (0 only for the value 0) is x, proven by the caller's value kernel.
 *
 * ```ts
 * lazyRational(0.5, HALF, null, 0).toString(); // '1/2' (HALF.exact gives [1n, 2n])
 * ```
 */
export function lazyRational(x: number, recipe: LazyRecipe, args: unknown, i: number): Rational {
  return makeLazy(x, false, recipe, args, i);
}

/** The exact value of a finite double as a lazy Rational: its fraction is built when asked. */
const DOUBLE: LazyRecipe = {
  exact: (x: number) => {
    const [m, e] = decomposeDouble(x);
    return e >= 0 ? [m << BigInt(e), 1n] : [m, 1n << BigInt(-e)];
  },
};

/**
 * The finite double x, exactly, as a lazy Rational: it feeds the kernels'
 * double stages like a number, and builds no bigint until asked.
 *
 * ```ts
 * exactDoubleRational(0.75).toString(); // '3/4'
 * ```
 */
export function exactDoubleRational(x: number): Rational {
  const v = x === 0 ? 0 : x;
  return makeLazy(v, true, DOUBLE, v, 0);
}

/**
 * The double nearest a coordinate (±Infinity past the doubles' range), for
 * float heuristics and bounds that allow for its rounding. Another build's
 * Rational is read as its check read it (brand.ts): it is never asked, as
 * it may lack toNumber or answer otherwise than its fields.
 *
 * ```ts
 * coordinateToNumber(Rational.of(1n, 4n)); // 0.25
 * ```
 */
export function coordinateToNumber(v: Coordinate): number {
  return typeof v === 'number' ? v : typeof v === 'bigint' ? Number(v) : Rational.from(v).toNumber();
}

/**
 * n/d (d ≠ 0) as a Rational that puts itself in lowest terms only when its
 * num, den or text is asked for: exact arithmetic and comparisons work on
 * the fraction as it is.
 *
 * ```ts
 * unreducedRational(6n, -4n).toString(); // '-3/2'
 * ```
 */
export function unreducedRational(n: bigint, d: bigint): Rational {
  return makeUnreduced(n, d);
}

/**
 * The double nearest to n/d (d > 0, any common factor), ties to even
 * (IEEE-754 round-to-nearest), with subnormal results and overflow to
 * ±Infinity handled as IEEE does.
 */
function nearestDouble(num: bigint, d: bigint): number {
  // Both exact as doubles: IEEE division rounds correctly.
  if (num <= MAX_SAFE_BIG && num >= -MAX_SAFE_BIG && d <= MAX_SAFE_BIG) return Number(num) / Number(d) + 0;
  const neg = num < 0n;
  const n = neg ? -num : num;
  if (n === 0n) return 0;
  // Pick s so that q = floor(n·2^s / d) has exactly 53 bits; value = q·2^-s.
  let s = 53 - bitsOf(n) + bitsOf(d);
  let [q, r, dd] = scaledQuotient(n, d, s);
  if (q >= 1n << 53n) {
    s -= 1;
    [q, r, dd] = scaledQuotient(n, d, s);
  }
  if (s > 1074) {
    // Below the normal range: the quantum is fixed at 2^-1074.
    s = 1074;
    [q, r, dd] = scaledQuotient(n, d, s);
  }
  const twice = r * 2n;
  if (twice > dd || (twice === dd && (q & 1n) === 1n)) q += 1n;
  // q ≤ 2^53 is exact as a double; scaling by a power of two is exact
  // whenever the result is representable, and overflows to Infinity otherwise.
  let v = Number(q);
  if (s > 0) {
    // Split the scaling so that no intermediate power of two underflows.
    const half = s >> 1;
    v = v * 2 ** -half * 2 ** -(s - half);
  } else if (s < 0) {
    v = v * 2 ** -s;
  }
  return neg ? -v : v;
}

/**
 * n/d in lowest terms with d > 0, for d ≠ 0. Operands that fit doubles
 * (most parameters of integer and double coordinates) reduce there.
 */
function reduced(num: bigint, den: bigint): Rational {
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  if (den === 1n) return new EagerRational(num, 1n);
  if (num <= MAX_SAFE_BIG && num >= -MAX_SAFE_BIG && den <= MAX_SAFE_BIG) {
    const n = Number(num);
    const g = gcdSmall(n < 0 ? -n : n, Number(den));
    return g === 1 ? new EagerRational(num, den) : new EagerRational(BigInt(n / g), BigInt(Number(den) / g));
  }
  const g = gcd(num, den);
  return new EagerRational(g === 1n ? num : num / g, g === 1n ? den : den / g);
}

/** The eager class's constructor, for this module's factories: it trusts its arguments (lowest terms, den > 0). */
type RationalConstructor = new (num: bigint, den: bigint) => Rational;

/**
 * The Rational t = n/d for integers n, d held in doubles, |n|, |d| < 2^53,
 * d ≠ 0: reduced in doubles, two bigints made at the end. The cheap way to
 * a construction's result when its pieces were exact doubles.
 *
 * ```ts
 * rationalOfSafeIntegers(6, -4).toString(); // '-3/2'
 * ```
 */
export function rationalOfSafeIntegers(n: number, d: number): Rational {
  if (d < 0) {
    n = -n;
    d = -d;
  }
  const g = gcdSmall(n < 0 ? -n : n, d);
  return new EagerRational(BigInt(n / g), BigInt(d / g));
}

/** floor(n·2^s / d) with remainder, for the divisor actually used. */
function scaledQuotient(n: bigint, d: bigint, s: number): [bigint, bigint, bigint] {
  if (s >= 0) {
    const nn = n << BigInt(s);
    return [nn / d, nn % d, d];
  }
  const dd = d << BigInt(-s);
  return [n / dd, n % dd, dd];
}

/**
 * The other operand of a Rational method as a Rational: numbers and bigints
 * convert exactly; anything else (or NaN, ±Infinity) is a typed error naming
 * the method, never a silent false or a mixed-type TypeError.
 */
function operand(other: unknown, where: string, arg = 'other'): Rational {
  if (other instanceof Rational) {
    if (isOwn(other)) return other as Rational;
    // Another build's Rational: its value as its check read it (lowest terms, den > 0; brand.ts).
    const [num, den] = fractionOf(other as Rational);
    return new EagerRational(num, den);
  }
  if (typeof other === 'bigint') return new EagerRational(other, 1n);
  if (typeof other === 'number') {
    if (!Number.isFinite(other)) throw new ExactRangeError(`${where}: ${arg} is ${describeValue(other)}`);
    return Rational.fromNumber(other);
  }
  throw new ExactTypeError(`${where}: ${arg} is ${describeValue(other)}, expected a number, bigint or Rational`);
}
