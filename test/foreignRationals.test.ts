// Every public function of the main entry answers on another build's
// Rationals (frozen objects with the brand and sound num/den fields, and
// none of this copy's methods: what the CommonJS build or a bundle's copy
// hands over, reduced to what brand.ts trusts) exactly as on this copy's
// values: the value its check read, never a method the object may lack or
// lie with. The cases are the read-once cases of every folder.
import { describe, expect, it } from 'vitest';
import { isExactError, Rational } from '../src/index.js';
import { mainEntryCases } from './mainEntryCases.js';
import { thrown } from './support/expectError.js';
import { mapCoordinates } from './support/readCounting.js';

const BRAND = Symbol.for('exact-predicates.Rational');

const isValue = (v: unknown): v is number | bigint | Rational =>
  typeof v === 'number' || typeof v === 'bigint' || v instanceof Rational;

/** This copy's Rational of v + shift. */
const own = (v: unknown, shift: Rational): unknown => (isValue(v) ? Rational.from(v).add(shift) : v);

/** Another build's Rational of v + shift: fields and brand only. */
function foreign(v: unknown, shift: Rational): unknown {
  if (!isValue(v)) return v;
  const r = Rational.from(v).add(shift);
  return Object.freeze({ num: r.num, den: r.den, [BRAND]: true });
}

/** An answer with every exact value as its fraction's text, whatever its kind or copy of Rational. */
function normal(v: unknown, seen = new Set<object>()): unknown {
  if (typeof v === 'number' || typeof v === 'bigint') return Rational.from(v).toString();
  if (typeof v !== 'object' || v === null) return typeof v === 'function' ? 'function' : v;
  if ((v as { [BRAND]?: unknown })[BRAND] === true) return Rational.from(v as Rational).toString();
  if (seen.has(v)) return 'cycle';
  seen.add(v);
  if (ArrayBuffer.isView(v)) return Array.from(v as unknown as ArrayLike<number>, (x) => normal(x, seen));
  if (Array.isArray(v)) return v.map((x) => normal(x, seen));
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, normal(x, seen)]));
}

/** What a call answers, or the class and code of what it throws (messages show the values as given). */
function outcome(f: () => unknown): unknown {
  let value: unknown;
  const e = thrown(() => {
    value = f();
  });
  if (e === undefined) return { value: normal(value) };
  return { error: isExactError(e) ? [e.name, e.code] : String(e) };
}

const cases = mainEntryCases;

// Shifted by 1/3 too, so that no coordinate is a double (those take the doubles' paths).
describe.each([
  ['as they are', Rational.ZERO],
  ['shifted by 1/3', Rational.of(1n, 3n)],
])("another build's Rationals are read as their check read them (%s)", (_, shift) => {
  it.each(cases)('%s', (_, call, args) => {
    const f = call as (...a: unknown[]) => unknown;
    const expected = outcome(() => f(...mapCoordinates(args, (_, v) => own(v, shift))));
    expect(outcome(() => f(...mapCoordinates(args, (_, v) => foreign(v, shift))))).toEqual(expected);
  });
});
