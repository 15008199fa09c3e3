import { gcd } from './gcd.js';
import type { Rational } from './rational.js';

/*
 * The brands shared by every copy of this package's classes: the ES module
 * and CommonJS builds each hold their own Rational and error classes, and a
 * bundle may hold another; each copy marks its instances with the same
 * registered symbol, so that any copy recognises the others' instances.
 * Kept apart from the classes so that code which only needs to recognise a
 * Rational does not pull the class into a bundle.
 */

/** The brand every copy of Rational puts on its prototype. */
export const RATIONAL_BRAND: unique symbol = Symbol.for('exact-predicates.Rational') as never;
/** The method giving a fraction [n, d], d > 0, equal to the value (not necessarily in lowest terms): see rationalParts.ts. */
export const FRACTION: unique symbol = Symbol.for('exact-predicates.Rational.fraction') as never;
/** The method giving the double the value is exactly, when that is known without building a bigint; NaN otherwise. */
export const EXACT_DOUBLE: unique symbol = Symbol.for('exact-predicates.Rational.exactDouble') as never;

/** True iff x carries `brand` (an own or inherited property set to true). */
export function hasBrand(x: unknown, brand: symbol): boolean {
  return typeof x === 'object' && x !== null && (x as { [key: symbol]: unknown })[brand] === true;
}

/*
 * A brand is a public symbol: `Object.create(Rational.prototype, …)` or a
 * Proxy carries it too, with whatever fields it likes (a negative or zero
 * denominator, a number, a getter that changes its answer). So the brand
 * alone is not enough. A Rational made by this copy's constructor holds
 * the class's private fields, which nothing else can get (`markOwnRationals`). Anything else with the brand (another build's Rational, or
 * an imitation) is a Rational only when its fields are sound: frozen own
 * data properties (so every read gives the same value, even through a
 * Proxy, whose traps must report a frozen property as it is), bigints, the
 * denominator positive, the fraction in lowest terms. Such an object is
 * checked once, and what the check read is kept (`readAtCheck`): its value
 * is that from then on, whatever its fields, methods or getters answer
 * later (a getter that agrees at the check and changes after it changes
 * nothing). Its own FRACTION and EXACT_DOUBLE methods are never asked
 * again.
 */

/**
 * Whether this copy's Rational class made x: the class's own test for one
 * of its private fields (`#x in x`), which nothing else can put on an
 * object. The class registers it when it is defined; before that no
 * Rational of this copy exists, so the answer is false.
 */
let madeHere = (_x: object): boolean => false;

/** Registers this copy's Rational class's test for its own instances (rational.ts, when the class is defined). */
export function markOwnRationals(test: (x: object) => boolean): void {
  madeHere = test;
}
/** The FRACTION methods of this copy's Rational class (on an object it did not make, they prove nothing). */
const ownFractions = new Set<unknown>();

/** Registers this copy's Rational FRACTION method (rational.ts, when the class is defined). */
export function markOwnFraction(f: unknown): void {
  ownFractions.add(f);
}
/**
 * What the check read of each Rational not made here that it accepted: num
 * and den (lowest terms, den > 0) and the double the value is exactly, or
 * NaN (see readAtCheck).
 */
const checked = new WeakMap<object, ReadAtCheck>();

/** A Rational's value as its check read it: [num, den, the double it is exactly or NaN]. */
export type ReadAtCheck = readonly [num: bigint, den: bigint, double: number];

/**
 * True for a Rational of this package, from any build; the same test as
 * `x instanceof Rational`, without the class. An object that carries the
 * brand without sound fields is not one (see `rationalFault`).
 *
 * ```ts
 * isRational(Rational.of(1n, 3n)); // true
 * isRational({ num: 1n, den: 3n }); // false
 * ```
 */
export function isRational(x: unknown): x is Rational {
  if (!hasBrand(x, RATIONAL_BRAND)) return false;
  const o = x as object;
  if (madeHere(o) || checked.has(o)) return true;
  const read = readRational(o);
  if (typeof read === 'string') return false;
  checked.set(o, read);
  return true;
}

/**
 * The value of a Rational not made by this copy of the class, as its check
 * read it (checking it now if it was not yet), or null for one made here. Every read of such a Rational's value
 * goes through here, so that nothing it answers after the check counts.
 *
 * ```ts
 * readAtCheck(Rational.of(1n, 3n)); // null (made here: its own fields are the value)
 * ```
 */
export function readAtCheck(x: object): ReadAtCheck | null {
  if (madeHere(x)) return null;
  // Every public entry checks its Rationals first (a typed error names the argument): this is a bug's net.
  if (!isRational(x)) throw new TypeError(`exact-predicates: not a sound Rational (${rationalFault(x)})`);
  return checked.get(x) as ReadAtCheck;
}

/**
 * What is wrong with an object that carries the Rational brand, or null
 * when its fields are sound (see above); for error messages.
 *
 * ```ts
 * rationalFault(Object.freeze(Object.create(Rational.prototype, { num: { value: 1n }, den: { value: -2n } })));
 * // 'its den is -2n, expected a positive bigint'
 * ```
 */
export function rationalFault(x: object): string | null {
  if (madeHere(x) || checked.has(x)) return null;
  const read = readRational(x);
  return typeof read === 'string' ? read : null;
}

/** The value of a branded object not made here, read once (see above), or what is wrong with it. */
function readRational(x: object): ReadAtCheck | string {
  if (!Object.isFrozen(x)) return 'it is not frozen';
  const num = ownData(x, 'num');
  const den = ownData(x, 'den');
  // Another build's lazy Rational has no own fields: it gives its fraction through FRACTION.
  const fraction = (x as { [FRACTION]?: unknown })[FRACTION];
  if (num === FAULT && den === FAULT && typeof fraction === 'function' && !ownFractions.has(fraction)) {
    return readLazy(x, fraction as () => unknown);
  }
  if (typeof num !== 'bigint') return `its num is ${num === FAULT ? 'not an own data property' : show(num)}, expected a bigint`;
  if (typeof den !== 'bigint' || den <= 0n) {
    return `its den is ${den === FAULT ? 'not an own data property' : show(den)}, expected a positive bigint`;
  }
  if (gcd(num, den) !== 1n) return `${num}/${den} is not in lowest terms`;
  // A Proxy whose get trap lies about a frozen field makes the engine throw at the read: say so here.
  try {
    if ((x as Rational).num !== num || (x as Rational).den !== den) return 'its fields read differently';
  } catch {
    return 'its fields cannot be read';
  }
  return [num, den, doubleOfFraction(num, den)];
}

const FAULT = Symbol('fault');

/**
 * The value of a branded object that gives its fraction through its own
 * FRACTION method (another build's lazy Rational), each read once, or what
 * is wrong: the fraction must be bigints with d > 0, and num and den must
 * read as the same value in lowest terms.
 */
function readLazy(x: object, fraction: () => unknown): ReadAtCheck | string {
  try {
    const f = fraction.call(x);
    if (!Array.isArray(f) || typeof f[0] !== 'bigint' || typeof f[1] !== 'bigint' || f[1] <= 0n) {
      return 'its fraction is not a pair of bigints with a positive denominator';
    }
    const { num, den } = x as { num: unknown; den: unknown };
    if (typeof num !== 'bigint' || typeof den !== 'bigint' || den <= 0n || gcd(num, den) !== 1n) {
      return 'its num and den are not a fraction in lowest terms';
    }
    if (num * f[1] !== f[0] * den) return 'its fields and its fraction differ';
    return [num, den, doubleOfFraction(num, den)];
  } catch {
    return 'its fields cannot be read';
  }
}

/**
 * The double n/d is exactly (d > 0, lowest terms), or NaN: here only when n
 * has at most 53 bits and d is a power of two up to 2^1022 (so that n/d is
 * a normal double or an integer), which covers every double a program
 * writes in the usual range; a value this misses only goes to BigInt.
 */
function doubleOfFraction(n: bigint, d: bigint): number {
  const limit = 2n ** 53n;
  if (n > limit || n < -limit || (d & (d - 1n)) !== 0n || d > 2n ** 1022n) return Number.NaN;
  return Number(n) / Number(d) + 0;
}

/** The value of x's own data property `key`, or FAULT when it has none (an accessor, or nothing). */
function ownData(x: object, key: string): unknown {
  const d = Object.getOwnPropertyDescriptor(x, key);
  return d !== undefined && 'value' in d ? d.value : FAULT;
}

/** A field's value for a message (errors.ts's describeValue would import this module back). */
function show(v: unknown): string {
  if (typeof v === 'bigint') return `${v}n`;
  if (typeof v === 'string') return JSON.stringify(v);
  if (typeof v === 'object' || typeof v === 'function') return v === null ? 'null' : `a ${typeof v}`;
  return String(v);
}
