import { describeValue, ExactRangeError, ExactTypeError } from './errors.js';

/** gcd(|a|, b) for b > 0 (Euclid). */
export function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  while (b !== 0n) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
}

/** Number of bits of a non-negative bigint (0 for 0). */
export function bitLength(n: bigint): number {
  if (n === 0n) return 0;
  // Hex digits give the length to within 3 bits; the leading digit fixes it.
  const hex = n.toString(16);
  return (hex.length - 1) * 4 + Number.parseInt(hex[0] as string, 16).toString(2).length;
}

/**
 * An exact rational number n/d: bigint numerator and denominator in lowest
 * terms with d > 0. Immutable. Zero is 0/1.
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
  }

  /** The Rational 0, stored as 0/1. */
  static readonly ZERO = new Rational(0n, 1n);
  /** The Rational 1, stored as 1/1. */
  static readonly ONE = new Rational(1n, 1n);

  /** n/d reduced to lowest terms; d = 0 is a RangeError. */
  static of(num: bigint, den: bigint = 1n): Rational {
    if (typeof num !== 'bigint') throw new ExactTypeError(`Rational.of: num is ${describeValue(num)}, expected a bigint`);
    if (typeof den !== 'bigint') throw new ExactTypeError(`Rational.of: den is ${describeValue(den)}, expected a bigint`);
    if (den === 0n) throw new ExactRangeError('Rational.of: den is 0n');
    if (den < 0n) {
      num = -num;
      den = -den;
    }
    if (den === 1n) return new Rational(num, 1n);
    const g = gcd(num, den);
    return g === 1n ? new Rational(num, den) : new Rational(num / g, den / g);
  }

  /** The exact value of a finite double (every finite double is m·2^e). */
  static fromNumber(x: number): Rational {
    if (!Number.isFinite(x)) throw new ExactRangeError(`Rational.fromNumber: x is ${describeValue(x)}`);
    if (Number.isInteger(x)) return new Rational(BigInt(x), 1n);
    const [m, e] = decomposeDouble(x);
    // x is not an integer, so e < 0 and m is odd after decomposition.
    return new Rational(m, 1n << BigInt(-e));
  }

  /** A number, bigint or Rational as a Rational. */
  static from(x: number | bigint | Rational): Rational {
    if (x instanceof Rational) return x;
    if (typeof x === 'bigint') return new Rational(x, 1n);
    if (typeof x === 'number') return Rational.fromNumber(x);
    throw new ExactTypeError(`Rational.from: x is ${describeValue(x)}, expected a number, bigint or Rational`);
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
    if (this.den === o.den) return Rational.of(this.num + o.num, this.den);
    return Rational.of(this.num * o.den + o.num * this.den, this.den * o.den);
  }
  /** The exact difference this − other, reduced to lowest terms. */
  sub(other: Rational | number | bigint): Rational {
    const o = operand(other, 'Rational#sub');
    if (this.den === o.den) return Rational.of(this.num - o.num, this.den);
    return Rational.of(this.num * o.den - o.num * this.den, this.den * o.den);
  }
  /** The exact product this · other, reduced to lowest terms. */
  mul(other: Rational | number | bigint): Rational {
    const o = operand(other, 'Rational#mul');
    return Rational.of(this.num * o.num, this.den * o.den);
  }
  /** The exact quotient this / other; dividing by zero is a RangeError. */
  div(other: Rational | number | bigint): Rational {
    const o = operand(other, 'Rational#div');
    if (o.num === 0n) throw new ExactRangeError('Rational.div: division by zero');
    return Rational.of(this.num * o.den, this.den * o.num);
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

/** floor(n·2^s / d) with remainder, for the divisor actually used. */
function scaledQuotient(n: bigint, d: bigint, s: number): [bigint, bigint, bigint] {
  if (s >= 0) {
    const nn = n << BigInt(s);
    return [nn / d, nn % d, d];
  }
  const dd = d << BigInt(-s);
  return [n / dd, n % dd, dd];
}

const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const HI = LITTLE_ENDIAN ? 1 : 0;
const LO = LITTLE_ENDIAN ? 0 : 1;

/**
 * The other operand of a Rational method as a Rational: numbers and bigints
 * convert exactly; anything else (or NaN, ±Infinity) is a typed error naming
 * the method, never a silent false or a mixed-type TypeError.
 */
function operand(other: unknown, where: string): Rational {
  if (other instanceof Rational) return other;
  if (typeof other === 'bigint') return Rational.of(other);
  if (typeof other === 'number') {
    if (!Number.isFinite(other)) throw new ExactRangeError(`${where}: other is ${describeValue(other)}`);
    return Rational.fromNumber(other);
  }
  throw new ExactTypeError(`${where}: other is ${describeValue(other)}, expected a number, bigint or Rational`);
}

/**
 * Writes a finite double as m·2^e with m an odd bigint (sign included), the
 * trailing zero bits moved into e; ±0 gives [0n, 0].
 */
export function decomposeDouble(x: number): [bigint, number] {
  f64[0] = x;
  const hi = u32[HI] as number;
  const lo = u32[LO] as number;
  const biased = (hi >>> 20) & 0x7ff;
  // The mantissa's two words, the implicit bit included for normal numbers.
  const top = biased === 0 ? hi & 0xfffff : (hi & 0xfffff) | 0x100000;
  if (top === 0 && lo === 0) return [0n, 0];
  // Trailing zero bits, counted on the words (lowest set bit by x & −x), shifted out at once.
  const zeros = lo !== 0 ? 31 - Math.clz32(lo & -lo) : 63 - Math.clz32(top & -top);
  const m = zeros >= 32 ? BigInt(top >>> (zeros - 32)) : (BigInt(top) << BigInt(32 - zeros)) | BigInt(lo >>> zeros);
  const e = (biased === 0 ? -1074 : biased - 1075) + zeros;
  return [x < 0 ? -m : m, e];
}
