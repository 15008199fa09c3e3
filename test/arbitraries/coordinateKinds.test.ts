import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as A from '../../src/arbitraries/index.js';
import type { Coordinate } from '../../src/core/coordinate.js';
import { Rational } from '../../src/index.js';
import { sample, typeOf } from './sampling.js';

/*
 * coordinate({ kind }) gives the kind it names, and the coordinate
 * arbitraries keep the ranges their doc comments promise, at the extremes.
 */

describe('coordinate({ kind }) gives that kind', () => {
  it("'grid': integers in the default -8..8", () => {
    const xs = sample(A.coordinate({ kind: 'grid' }), 300);
    expect(xs.every((x) => typeof x === 'number' && Number.isInteger(x) && x >= -8 && x <= 8)).toBe(true);
  });
  it("'safe': safe integers, many beyond the grid", () => {
    const xs = sample(A.coordinate({ kind: 'safe' }), 300);
    expect(xs.every((x) => Number.isSafeInteger(x))).toBe(true);
    expect(xs.some((x) => Math.abs(x as number) > 2 ** 40)).toBe(true);
  });
  it("'huge': bigints", () => {
    expect(sample(A.coordinate({ kind: 'huge' }), 100).every((x) => typeof x === 'bigint')).toBe(true);
  });
  it("'double': finite numbers, some of them not integers", () => {
    const xs = sample(A.coordinate({ kind: 'double' }), 300);
    expect(xs.every((x) => typeof x === 'number' && Number.isFinite(x))).toBe(true);
    expect(xs.some((x) => !Number.isInteger(x))).toBe(true);
  });
  it("'rational': Rationals only", () => {
    expect(sample(A.coordinate({ kind: 'rational' }), 100).every((x) => x instanceof Rational)).toBe(true);
  });
});

describe("'mixed' shrinks toward grid values", () => {
  // A property that always fails: its counterexample is shrunk as far as it goes.
  const shrunk = (seed: number): Coordinate => {
    const out = fc.check(
      fc.property(A.coordinate(), () => false),
      { seed, numRuns: 1 },
    );
    return out.counterexample?.[0] as Coordinate;
  };
  it('whatever kind fails first, the shrunk value is the number 0', () => {
    const firstKinds = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      firstKinds.add(typeOf(sample(A.coordinate(), 1, seed)[0] as Coordinate));
      expect(shrunk(seed), `seed ${seed}`).toBe(0);
    }
    // The check means something only if some first values were not numbers.
    expect(firstKinds.size).toBeGreaterThan(1);
  });
});

describe('doubleCoordinate: m·2^e with |m| < 2^53 is always exact and finite', () => {
  it('at the largest exponent every value is finite, up to Number.MAX_VALUE', () => {
    const xs = sample(A.doubleCoordinate({ minExponent: 971, maxExponent: 971 }), 1000);
    expect(xs.every(Number.isFinite)).toBe(true);
    expect(xs.some((x) => x > 2 ** 1023)).toBe(true);
    expect(xs.some((x) => x < -(2 ** 1023))).toBe(true);
  });
  it('at exponent 0 the values are the safe integers, both ends reached', () => {
    const xs = sample(A.doubleCoordinate({ minExponent: 0, maxExponent: 0 }), 1000);
    expect(xs.every(Number.isSafeInteger)).toBe(true);
    expect(xs.some((x) => x > 2 ** 52)).toBe(true);
    expect(xs.some((x) => x < -(2 ** 52))).toBe(true);
  });
});
