import { gcd } from './gcd.js';
import type { Rational } from './rational.js';
import { FRACTION } from './rationalParts.js';

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

/** True iff x carries `brand` (an own or inherited property set to true). */
export function hasBrand(x: unknown, brand: symbol): boolean {
  return typeof x === 'object' && x !== null && (x as { [key: symbol]: unknown })[brand] === true;
}

/*
 * A brand is a public symbol: `Object.create(Rational.prototype, …)` or a
 * Proxy carries it too, with whatever fields it likes (a negative or zero
 * denominator, a number, a getter that changes its answer). So the brand
 * alone is not enough. A Rational made by this copy's constructor is
 * stamped with a private class element (`markOwnRational`), which nothing
 * else can get. Anything else with the brand (another build's Rational, or
 * an imitation) is a Rational only when its fields are sound: frozen own
 * data properties (so every read gives the same value, even through a
 * Proxy, whose traps must report a frozen property as it is), bigints, the
 * denominator positive, the fraction in lowest terms. Such an object is
 * checked once and remembered.
 */

/** A constructor that returns the object it is given, so that a subclass can stamp any object. */
class Returning {
  constructor(o: object) {
    // biome-ignore lint/correctness/noConstructorReturn: the return override is how a private element is put on another object
    return o;
  }
}

/** The stamp: `new OwnStamp(o)` gives o the private element, `#own in o` tests for it. */
class OwnStamp extends Returning {
  #own = true;
  /** Whether o was stamped. */
  static has(o: object): boolean {
    return #own in o;
  }
}

/** Stamps a Rational the constructor of this copy just made (before it is frozen). */
export function markOwnRational(r: object): void {
  new OwnStamp(r);
}

const madeHere = (x: object): boolean => OwnStamp.has(x);
/** The FRACTION methods of this copy's Rational class (on an object it did not make, they prove nothing). */
const ownFractions = new Set<unknown>();

/** Registers this copy's Rational FRACTION method (rational.ts, when the class is defined). */
export function markOwnFraction(f: unknown): void {
  ownFractions.add(f);
}
const sound = new WeakSet<object>();

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
  if (madeHere(o) || sound.has(o)) return true;
  if (rationalFault(o) !== null) return false;
  sound.add(o);
  return true;
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
  if (madeHere(x)) return null;
  if (!Object.isFrozen(x)) return 'it is not frozen';
  const num = ownData(x, 'num');
  const den = ownData(x, 'den');
  // Another build's lazy Rational has no own fields: it gives its fraction through FRACTION.
  const fraction = (x as { [FRACTION]?: unknown })[FRACTION];
  if (num === FAULT && den === FAULT && typeof fraction === 'function' && !ownFractions.has(fraction)) return lazyFault(x);
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
  return null;
}

const FAULT = Symbol('fault');

/**
 * What is wrong with a branded object that gives its fraction through
 * FRACTION (another build's lazy Rational), or null: the fraction must be
 * bigints with d > 0, and num and den must read as the same value in
 * lowest terms.
 */
function lazyFault(x: object): string | null {
  try {
    const f = (x as { [FRACTION]: () => unknown })[FRACTION]();
    if (!Array.isArray(f) || typeof f[0] !== 'bigint' || typeof f[1] !== 'bigint' || f[1] <= 0n) {
      return 'its fraction is not a pair of bigints with a positive denominator';
    }
    const { num, den } = x as { num: unknown; den: unknown };
    if (typeof num !== 'bigint' || typeof den !== 'bigint' || den <= 0n || gcd(num, den) !== 1n) {
      return 'its num and den are not a fraction in lowest terms';
    }
    if (num * f[1] !== f[0] * den) return 'its fields and its fraction differ';
  } catch {
    return 'its fields cannot be read';
  }
  return null;
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
