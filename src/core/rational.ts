import { isRational, markOwnRational, RATIONAL_BRAND } from './brand.js';
import { decomposeDouble } from './double.js';
import { describeValue, ExactRangeError, ExactTypeError } from './errors.js';
import { bitLength, gcd, gcdSmall } from './gcd.js';
import { DEFAULT_MAX_DIGITS, parseRationalParts } from './parseRational.js';

export { decomposeDouble } from './double.js';
export { bitLength, gcd } from './gcd.js';

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
  readonly num: bigint;
  /** The denominator: always positive; 1 for an integer (zero included). */
  readonly den: bigint;

  private constructor(num: bigint, den: bigint) {
    this.num = num;
    this.den = den;
    // What tells this copy's Rationals from imitations (brand.ts).
    markOwnRational(this);
    Object.freeze(this);
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
  static readonly ZERO: Rational = new Rational(0n, 1n);
  /** The Rational 1, stored as 1/1. */
  static readonly ONE: Rational = new Rational(1n, 1n);

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
    if (Number.isInteger(x)) return new Rational(BigInt(x), 1n);
    // Doubling is exact until the value is an integer: m/2^k with m odd.
    let m = x;
    let k = 0;
    while (!Number.isInteger(m) && k < 53) {
      m *= 2;
      k++;
    }
    if (Number.isInteger(m)) return new Rational(BigInt(m), BigInt(2 ** k));
    const [odd, e] = decomposeDouble(x);
    // x is not an integer, so e < 0 and the mantissa is odd after decomposition.
    return new Rational(odd, 1n << BigInt(-e));
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
    return this.num > 0n ? 1 : this.num < 0n ? -1 : 0;
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
    return this.den === 1n;
  }
  /** The negation -n/d, exact and already in lowest terms. */
  neg(): Rational {
    return new Rational(-this.num, this.den);
  }
  /** The absolute value |n/d|; returns this same object when it is not negative. */
  abs(): Rational {
    return this.num < 0n ? new Rational(-this.num, this.den) : this;
  }
  /** The exact sum this + other, reduced to lowest terms (other may be a number or bigint: it converts exactly). */
  add(other: Rational | number | bigint): Rational {
    const o = operand(other, 'Rational#add');
    if (this.den === o.den) return reduced(this.num + o.num, this.den);
    return reduced(this.num * o.den + o.num * this.den, this.den * o.den);
  }
  /** The exact difference this − other, reduced to lowest terms. */
  sub(other: Rational | number | bigint): Rational {
    const o = operand(other, 'Rational#sub');
    if (this.den === o.den) return reduced(this.num - o.num, this.den);
    return reduced(this.num * o.den - o.num * this.den, this.den * o.den);
  }
  /** The exact product this · other, reduced to lowest terms. */
  mul(other: Rational | number | bigint): Rational {
    const o = operand(other, 'Rational#mul');
    return reduced(this.num * o.num, this.den * o.den);
  }
  /** The exact quotient this / other; dividing by zero is a RangeError. */
  div(other: Rational | number | bigint): Rational {
    const o = operand(other, 'Rational#div');
    if (o.num === 0n) throw new ExactRangeError('Rational.div: division by zero');
    return reduced(this.num * o.den, this.den * o.num);
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
    const o = operand(other, 'Rational#compare');
    if (this.den === o.den) return this.num < o.num ? -1 : this.num > o.num ? 1 : 0;
    const l = this.num * o.den;
    const r = o.num * this.den;
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
    const o = operand(other, 'Rational#equals');
    return this.num === o.num && this.den === o.den;
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
    const neg = this.num < 0n;
    const n = neg ? -this.num : this.num;
    if (n === 0n) return 0;
    const d = this.den;
    // Pick s so that q = floor(n·2^s / d) has exactly 53 bits; value = q·2^-s.
    let s = 53 - bitLength(n) + bitLength(d);
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
  if (den === 1n) return new (Rational as unknown as RationalConstructor)(num, 1n);
  if (num <= MAX_SAFE_BIG && num >= -MAX_SAFE_BIG && den <= MAX_SAFE_BIG) {
    const n = Number(num);
    const g = gcdSmall(n < 0 ? -n : n, Number(den));
    return g === 1
      ? new (Rational as unknown as RationalConstructor)(num, den)
      : new (Rational as unknown as RationalConstructor)(BigInt(n / g), BigInt(Number(den) / g));
  }
  const g = gcd(num, den);
  return new (Rational as unknown as RationalConstructor)(g === 1n ? num : num / g, g === 1n ? den : den / g);
}

/** The private constructor, for this module's factories: it trusts its arguments (lowest terms, den > 0). */
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
  return new (Rational as unknown as RationalConstructor)(BigInt(n / g), BigInt(d / g));
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
    if (Object.getPrototypeOf(other) === Rational.prototype) return other as Rational;
    // Another build's Rational: its fields are public and already in lowest terms.
    const { num, den } = other as Rational;
    if (typeof num === 'bigint' && typeof den === 'bigint' && den > 0n) {
      return new (Rational as unknown as RationalConstructor)(num, den);
    }
  }
  if (typeof other === 'bigint') return new (Rational as unknown as RationalConstructor)(other, 1n);
  if (typeof other === 'number') {
    if (!Number.isFinite(other)) throw new ExactRangeError(`${where}: ${arg} is ${describeValue(other)}`);
    return Rational.fromNumber(other);
  }
  throw new ExactTypeError(`${where}: ${arg} is ${describeValue(other)}, expected a number, bigint or Rational`);
}
