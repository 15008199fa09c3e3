import type { RoundingMode } from './toBig.js';

/** A value big.js's methods take: a number, a decimal string, a bigint or a Big. */
export type BigSource = number | string | bigint | BigValue;

/**
 * A big.js `Big` as this entry point's types describe it: the value's parts
 * (`s` sign, `e` exponent, `c` digits) and big.js's instance methods, as big.js 7
 * has them. Declared here so that the published types need nothing from
 * `@types/big.js`: a TypeScript project without it still sees `toBig`'s result
 * fully typed, and one with it can use a `Big` and a `BigValue` for each other.
 *
 * ```ts
 * const b: BigValue = toBig(Rational.of(1n, 3n), 4);
 * b.plus('0.0001').toFixed(4); // "0.3334"
 * ```
 */
export interface BigValue {
  /** The sign: 1 or -1. */
  s: number;
  /** The decimal exponent: the value is s · c₀.c₁c₂… · 10^e. */
  e: number;
  /** The decimal digits of the coefficient, most significant first. */
  c: number[];
  /** |this|. */
  abs(): BigValue;
  /** this + n (the same as `plus`). */
  add(n: BigSource): BigValue;
  /** -1, 0 or 1 as this is less than, equal to or greater than n. */
  cmp(n: BigSource): -1 | 0 | 1;
  /** this / n, rounded to `Big.DP` places with `Big.RM`. */
  div(n: BigSource): BigValue;
  /** this = n. */
  eq(n: BigSource): boolean;
  /** this > n. */
  gt(n: BigSource): boolean;
  /** this ≥ n. */
  gte(n: BigSource): boolean;
  /** this < n. */
  lt(n: BigSource): boolean;
  /** this ≤ n. */
  lte(n: BigSource): boolean;
  /** this − n. */
  minus(n: BigSource): BigValue;
  /** this modulo n (the sign of this). */
  mod(n: BigSource): BigValue;
  /** this · n (the same as `times`). */
  mul(n: BigSource): BigValue;
  /** −this. */
  neg(): BigValue;
  /** this + n. */
  plus(n: BigSource): BigValue;
  /** this^exp for an integer exp. */
  pow(exp: number): BigValue;
  /** this rounded to sd significant digits. */
  prec(sd: number, rm?: RoundingMode): BigValue;
  /** this rounded to dp decimal places. */
  round(dp?: number, rm?: RoundingMode): BigValue;
  /** √this, rounded to `Big.DP` places. */
  sqrt(): BigValue;
  /** this − n (the same as `minus`). */
  sub(n: BigSource): BigValue;
  /** this · n. */
  times(n: BigSource): BigValue;
  /** Exponential notation with dp digits after the point. */
  toExponential(dp?: number, rm?: RoundingMode): string;
  /** Fixed-point notation with dp digits after the point. */
  toFixed(dp?: number, rm?: RoundingMode): string;
  /** sd significant digits. */
  toPrecision(sd?: number, rm?: RoundingMode): string;
  /** The value as a string (exponential notation past `Big.NE` / `Big.PE`). */
  toString(): string;
  /** The nearest number (a `Big.strict` Big throws if that loses precision). */
  toNumber(): number;
  /** As `toString`. */
  valueOf(): string;
  /** As `toString`. */
  toJSON(): string;
}
