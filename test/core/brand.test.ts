// A forged Rational: an object that carries the brand (Object.create on
// Rational.prototype, a Proxy) but whose fields are not those of a Rational.
// It used to be accepted as a coordinate and give signs of a value it does
// not have (a negative denominator flipped them); now every function and
// method refuses it with a typed error naming what is wrong, while another
// build's Rationals (sound fields) are still accepted.
import { describe, expect, it } from 'vitest';
import { isRational, rationalFault } from '../../src/core/brand.js';
import { ExactTypeError, orient2d, pointInBox, Rational, segmentIntersection } from '../../src/index.js';
import { expectError } from '../support/expectError.js';

/** An object on Rational.prototype with these own data fields, frozen unless told otherwise. */
function forged(num: unknown, den: unknown, freeze = true): Rational {
  const r = Object.create(Rational.prototype, { num: { value: num, enumerable: true }, den: { value: den, enumerable: true } });
  return freeze ? Object.freeze(r) : r;
}

const withGetters = Object.freeze(
  Object.create(Rational.prototype, { num: { get: () => 1n }, den: { get: () => 2n } }),
) as Rational;

describe('a forged Rational is refused with a typed error', () => {
  const cases: [string, unknown, string][] = [
    ['a negative denominator', forged(1n, -2n), 'its den is -2n, expected a positive bigint'],
    ['a zero denominator', forged(1n, 0n), 'its den is 0n, expected a positive bigint'],
    ['a number numerator', forged(1, 2n), 'its num is 1, expected a bigint'],
    ['a string denominator', forged(1n, '2'), 'its den is "2", expected a positive bigint'],
    ['not in lowest terms', forged(2n, 4n), '2/4 is not in lowest terms'],
    ['not frozen', forged(1n, 2n, false), 'it is not frozen'],
    ['fields behind getters', withGetters, 'its num is not an own data property, expected a bigint'],
    ['Rational.prototype itself', Rational.prototype, 'it is not frozen'],
    [
      'an object inheriting from a Rational',
      Object.freeze(Object.create(Rational.of(1n, 2n))),
      'its num is not an own data property, expected a bigint',
    ],
  ];

  it.each(cases)('%s: not a Rational, and its fault named', (_, r, fault) => {
    expect(isRational(r)).toBe(false);
    expect(r instanceof Rational).toBe(false);
    expect(rationalFault(r as object)).toBe(fault);
  });

  it.each(cases)('%s: refused as a coordinate', (_, r, fault) => {
    expectError(
      () => orient2d([0, 0], [1, 0], [0, r as Rational]),
      ExactTypeError,
      `orient2d: c[1] is an unsound Rational (${fault}), expected a finite number, a bigint or a Rational`,
    );
    expectError(
      () =>
        segmentIntersection(
          [
            [0, 0],
            [r as Rational, 1],
          ],
          [
            [0, 1],
            [1, 0],
          ],
        ),
      ExactTypeError,
      `segmentIntersection: s[1][0] is an unsound Rational (${fault}), expected a finite number, a bigint or a Rational`,
    );
  });

  it.each(cases)('%s: refused by the arithmetic and by Rational.from', (_, r, fault) => {
    expectError(
      () => Rational.ONE.add(r as Rational),
      ExactTypeError,
      `Rational#add: other is an unsound Rational (${fault}), expected a number, bigint or Rational`,
    );
    expectError(
      () => Rational.from(r as Rational),
      ExactTypeError,
      `Rational.from: x is an unsound Rational (${fault}), expected a number, bigint or Rational`,
    );
  });

  it('the sign that a negative denominator used to flip: -1/2 as 1/(-2)', () => {
    // (0, -1/2) is below the x axis: clockwise. The forged 1/(−2) was taken as +1/2.
    expect(orient2d([0, 0], [1, 0], [0, Rational.of(-1n, 2n)])).toBe(-1);
    expect(() => orient2d([0, 0], [1, 0], [0, forged(1n, -2n)])).toThrow(ExactTypeError);
  });

  it('a Proxy whose get trap lies about a frozen field', () => {
    const liar = new Proxy(Rational.of(1n, 2n), { get: (t, k, r) => (k === 'num' ? -1n : Reflect.get(t, k, r)) });
    expect(isRational(liar)).toBe(false);
    expect(rationalFault(liar)).toBe('its fields cannot be read');
  });
});

describe('what carries the brand with sound fields is a Rational', () => {
  it("this build's Rationals, and an object with another build's shape (frozen own fields, lowest terms)", () => {
    expect(isRational(Rational.of(-3n, 4n))).toBe(true);
    expect(rationalFault(Rational.of(-3n, 4n))).toBeNull();
    const other = forged(-3n, 4n);
    expect(isRational(other)).toBe(true);
    expect(orient2d([0, 0], [1, 0], [0, other])).toBe(-1);
    expect(Rational.ONE.add(other).toString()).toBe('1/4');
  });

  it('a Proxy that reads its frozen target truthfully', () => {
    const honest = new Proxy(Rational.of(1n, 3n), {});
    expect(isRational(honest)).toBe(true);
    expect(orient2d([0, 0], [1, 1], [honest, honest])).toBe(0);
  });

  it("another build's lazy shape (fields behind getters, its own FRACTION method): accepted when its fraction and fields agree", () => {
    const fraction = Symbol.for('exact-predicates.Rational.fraction');
    const brand = Symbol.for('exact-predicates.Rational');
    const lazyShape = (n: bigint, d: bigint, fn: bigint, fd: bigint): object => {
      const proto = {
        get [brand]() {
          return true;
        },
        get num() {
          return n;
        },
        get den() {
          return d;
        },
        [fraction]: () => [fn, fd],
      };
      return Object.freeze(Object.create(proto));
    };
    const agreeing = lazyShape(-3n, 4n, -6n, 8n);
    expect(rationalFault(agreeing)).toBeNull();
    expect(orient2d([0, 0], [1, 0], [0, agreeing as never])).toBe(-1);
    expect(rationalFault(lazyShape(-3n, 4n, 3n, 4n))).toBe('its fields and its fraction differ');
    expect(rationalFault(lazyShape(-3n, 4n, 3n, -4n))).toBe('its fraction is not a pair of bigints with a positive denominator');
    expect(rationalFault(lazyShape(-6n, 8n, -6n, 8n))).toBe('its num and den are not a fraction in lowest terms');
  });
});

describe('a Rational not made here is what its check read, whatever it answers later', () => {
  const fraction = Symbol.for('exact-predicates.Rational.fraction');
  const double = Symbol.for('exact-predicates.Rational.exactDouble');
  const brand = Symbol.for('exact-predicates.Rational');

  it("another build's lazy shape whose getters and FRACTION agree at the check, then change (a lying getter)", () => {
    // 1/3 for the check's reads; -5 (fields and fraction alike, so still "consistent") after them.
    let checkDone = false;
    const later = () => checkDone;
    const proto = {
      get [brand]() {
        return true;
      },
      get num() {
        return later() ? -5n : 1n;
      },
      get den() {
        return later() ? 1n : 3n;
      },
      [fraction]: () => (later() ? [-5n, 1n] : [2n, 6n]),
      [double]: () => (later() ? -5 : Number.NaN),
    };
    const liar = Object.freeze(Object.create(proto)) as Rational;
    expect(isRational(liar)).toBe(true);
    checkDone = true;
    // Every use sees 1/3: its sign, its order, arithmetic, and the filter's double (none: 1/3 is not one).
    expect(orient2d([0, 0], [1, 0], [0, liar])).toBe(1);
    expect(Rational.ONE.add(liar).toString()).toBe('4/3');
    expect(Rational.of(1n, 3n).equals(liar)).toBe(true);
    expect(Rational.from(liar).toString()).toBe('1/3');
    expect(pointInBox([liar, liar], { min: [0, 0], max: [1, 1] })).toBe('inside');
    const cross = segmentIntersection(
      [
        [0, liar],
        [1, liar],
      ],
      [
        [0.5, -1],
        [0.5, 1],
      ],
    );
    expect(cross.kind === 'point' && cross.point.map(String)).toEqual(['1/2', '1/3']);
  });

  it('an eager shape (frozen own fields) whose FRACTION and EXACT_DOUBLE methods lie: only its fields count', () => {
    const liar = Object.freeze(
      Object.create(
        {
          get [brand]() {
            return true;
          },
          [fraction]: () => [1n, 2n],
          [double]: () => 0.5,
        },
        { num: { value: 1n, enumerable: true }, den: { value: 3n, enumerable: true } },
      ),
    ) as Rational;
    // At 1/2 the three points would be collinear; at 1/3 they turn clockwise.
    expect(orient2d([0, 0], [2, 1], [1, liar])).toBe(-1);
    expect(Rational.of(1n, 2n).compare(liar)).toBe(1);
  });
});
