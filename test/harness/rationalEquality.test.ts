// The suite's deep equality of Rationals (test/support/rationalEquality.ts,
// a setup file of every vitest config): by value, lazy or eager.
import { describe, expect, it } from 'vitest';
import { Rational, segmentIntersection } from '../../src/index.js';

/** The crossing point of (0,0)–(a,1) and (0,1)–(1,0): (a/(a+1), 1/(a+1)), a lazy result. */
function crossingPoint(a: number): unknown {
  const hit = segmentIntersection(
    [
      [0, 0],
      [a, 1],
    ],
    [
      [0, 1],
      [1, 0],
    ],
  );
  if (hit.kind !== 'point') throw new Error(`expected a point, got ${hit.kind}`);
  return hit.point;
}

describe('toEqual on Rationals', () => {
  it('tells lazy results of different value apart', () => {
    expect(crossingPoint(3)).not.toEqual(crossingPoint(1));
    expect(() => expect(crossingPoint(3)).toEqual(crossingPoint(1))).toThrow();
  });

  it('finds a lazy result equal to the eager Rationals of its value, and only those', () => {
    expect(crossingPoint(1)).toEqual([Rational.of(1n, 2n), Rational.of(1n, 2n)]);
    expect(crossingPoint(3)).toEqual([Rational.of(3n, 4n), Rational.of(1n, 4n)]);
    expect(crossingPoint(3)).not.toEqual([Rational.of(3n, 4n), Rational.of(1n, 3n)]);
  });

  it('leaves other values to the default comparison', () => {
    expect({ num: 1n, den: 2n }).not.toEqual(Rational.of(1n, 2n));
    expect([1, 2]).toEqual([1, 2]);
  });
});
