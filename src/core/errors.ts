import { hasBrand, isRational, RATIONAL_BRAND, rationalFault } from './brand.js';

/**
 * Error codes shared by the library and the NDJSON oracle (see PROTOCOL.md).
 * - `bad_input`: a value of the wrong type, shape or range.
 * - `not_convex`: a polygon given to a convex operation is not convex.
 * - `degenerate`: edge vectors that span no area or volume.
 * - `too_large`: a number past a size limit (command-line input only).
 */
export type ErrorCode = 'bad_input' | 'not_convex' | 'degenerate' | 'too_large';

/**
 * Which limit a `too_large` error met, where a caller can do otherwise
 * (an `ExactRangeError`'s `limit`, for programs to test instead of its text):
 * - `number_index`: a walk of number coordinates would reach a cell index
 *   past 2^53 − 3 (its indices are typed numbers); the same walk on bigint
 *   or Rational coordinates gives bigint indices.
 */
export type ErrorLimit = 'number_index';

/*
 * Brands shared by every copy of these classes (the ES module and CommonJS
 * builds, a bundled copy): an error thrown by one build is an instance of
 * the other build's class too, and `isExactError` recognises both.
 */
const TYPE_BRAND = Symbol.for('exact-predicates.ExactTypeError');
const RANGE_BRAND = Symbol.for('exact-predicates.ExactRangeError');

/** Thrown for a value of the wrong type (a string, `undefined`, an object that is not a point). */
export class ExactTypeError extends TypeError {
  /** Why the input was refused, for programs to test; every type error this package throws has `bad_input`. */
  readonly code: ErrorCode;
  /** An error with the given message and code (default `bad_input`); its `name` is `'ExactTypeError'`. */
  constructor(message: string, code: ErrorCode = 'bad_input') {
    super(message);
    this.name = 'ExactTypeError';
    this.code = code;
  }

  /** True for an ExactTypeError of this package, from this build or another one. */
  static override [Symbol.hasInstance](x: unknown): x is ExactTypeError {
    return hasBrand(x, TYPE_BRAND);
  }
}
Object.defineProperty(ExactTypeError.prototype, TYPE_BRAND, { value: true });

/**
 * Thrown for a value of the right type outside the function's domain: NaN,
 * ±Infinity, a point of the wrong length, a box with min > max, a zero ray
 * direction, a non-convex polygon (`not_convex`), degenerate edges (`degenerate`).
 */
export class ExactRangeError extends RangeError {
  /**
   * Why the input was refused, for programs to test: `bad_input` (the default),
   * `not_convex`, `degenerate`, or `too_large` (command-line input only).
   */
  readonly code: ErrorCode;
  /** For some `too_large` errors, the limit met (see ErrorLimit); absent otherwise. */
  declare readonly limit?: ErrorLimit;
  /**
   * An error with the given message and code (default `bad_input`), and the
   * limit it met when given; its `name` is `'ExactRangeError'`.
   */
  constructor(message: string, code: ErrorCode = 'bad_input', limit?: ErrorLimit) {
    super(message);
    this.name = 'ExactRangeError';
    this.code = code;
    // An own field only when given: other errors keep their shape.
    if (limit !== undefined) (this as { limit?: ErrorLimit }).limit = limit;
  }

  /** True for an ExactRangeError of this package, from this build or another one. */
  static override [Symbol.hasInstance](x: unknown): x is ExactRangeError {
    return hasBrand(x, RANGE_BRAND);
  }
}
Object.defineProperty(ExactRangeError.prototype, RANGE_BRAND, { value: true });

/**
 * True for errors thrown by this package (both classes carry a `code`),
 * whichever build threw them (ES module, CommonJS or a bundle).
 *
 * @example
 * ```ts
 * try {
 *   orient2d([0, 0], [1, 0], [Number.NaN, 1]);
 * } catch (e) {
 *   if (isExactError(e)) e.code; // 'bad_input'
 * }
 * isExactError(new RangeError('not ours')); // false
 * ```
 */
export function isExactError(e: unknown): e is ExactTypeError | ExactRangeError {
  return e instanceof ExactTypeError || e instanceof ExactRangeError;
}

/** Renders a value for an error message without throwing on any input. */
export function describeValue(v: unknown): string {
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'number') return Object.is(v, -0) ? '-0' : String(v);
  if (typeof v === 'string') return JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v);
  if (v === null) return 'null';
  if (v === undefined) return 'undefined';
  if (Array.isArray(v)) return `an array of length ${v.length}`;
  // A bundler may rename the class (`_Rational`); the brand says what it is.
  if (isRational(v)) return `the Rational ${String(v)}`;
  if (hasBrand(v, RATIONAL_BRAND)) return `an unsound Rational (${rationalFault(v as object)})`;
  if (typeof v === 'object') {
    const ctor = (v as object).constructor;
    return ctor && typeof ctor.name === 'string' && ctor.name !== 'Object' ? `a ${ctor.name}` : 'an object';
  }
  return `a ${typeof v}`;
}
