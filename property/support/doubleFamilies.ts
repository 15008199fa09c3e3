import * as fc from 'fast-check';
import type { Point2 } from '../../src/core/coordinate.js';
import { nextDown, nextUp } from '../../test/support/ulp.js';

/*
 * Families of double inputs for the float comparisons that the exported
 * arbitraries do not make, because they are about doubles in particular.
 */

/**
 * Points (b + i·ulp(b), b + j·ulp(b)) with b = 0.5, 12 or 24: the grid on
 * the diagonal where naive orientation famously draws noise.
 */
export const ulpGridPoint: fc.Arbitrary<Point2> = fc
  .tuple(fc.constantFrom(0.5, 12, 24), fc.integer({ min: -8, max: 8 }), fc.integer({ min: -8, max: 8 }))
  .map(([b, i, j]) => {
    const ulp = 2 ** (Math.floor(Math.log2(b)) - 52);
    return [b + i * ulp, b + j * ulp] as Point2;
  });

/**
 * Three exactly collinear points sᵢ·2^eᵢ·u on a line through the origin,
 * with exponents eᵢ up to 2^200 apart: every point is an exact double, but
 * their differences are not, so the float products round differently.
 */
export const collinearWideTriple: fc.Arbitrary<readonly [Point2, Point2, Point2]> = fc
  .tuple(
    fc.tuple(fc.integer({ min: -(2 ** 20), max: 2 ** 20 }), fc.integer({ min: -(2 ** 20), max: 2 ** 20 })),
    fc.array(fc.tuple(fc.integer({ min: -(2 ** 12), max: 2 ** 12 }), fc.integer({ min: -100, max: 100 })), {
      minLength: 3,
      maxLength: 3,
    }),
  )
  .map(
    ([[ux, uy], ks]) =>
      ks.map(([s, e]) => [s * 2 ** e * ux, s * 2 ** e * uy] as Point2) as unknown as readonly [Point2, Point2, Point2],
  );

/** The value has a `dir` array of zeros only. */
function zeroDirection(x: unknown): boolean {
  const dir = x !== null && typeof x === 'object' ? (x as { dir?: unknown }).dir : undefined;
  return Array.isArray(dir) && dir.every((d) => d === 0);
}

/**
 * Moves one number of a configuration (the `which`-th, depth first) by one
 * ulp up or down. A `box` field is left alone, so that min ≤ max survives,
 * and a ray's `dir` never becomes zero: a move from ±Number.MIN_VALUE to
 * zero goes the other way instead (the deep run once drew dir [0, -MIN_VALUE]
 * and nudged it to [0, -0], which is no ray).
 */
export function nudged<T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.tuple(arb, fc.nat(), fc.boolean()).map(([v, which, up]) => {
    let k = 0;
    let count = 0;
    const countLeaves = (x: unknown): void => {
      if (typeof x === 'number') count++;
      else if (Array.isArray(x)) x.forEach(countLeaves);
      else if (x !== null && typeof x === 'object') for (const [key, y] of Object.entries(x)) if (key !== 'box') countLeaves(y);
    };
    countLeaves(v);
    const target = count === 0 ? -1 : which % count;
    const walk = (x: unknown, upward: boolean): unknown => {
      if (typeof x === 'number') return k++ === target ? (upward ? nextUp(x) : nextDown(x)) : x;
      if (Array.isArray(x)) return x.map((y) => walk(y, upward));
      if (x !== null && typeof x === 'object')
        return Object.fromEntries(Object.entries(x).map(([key, y]) => [key, key === 'box' ? y : walk(y, upward)]));
      return x;
    };
    const moved = walk(v, up);
    if (!zeroDirection(moved) || zeroDirection(v)) return moved as T;
    k = 0;
    return walk(v, !up) as T;
  });
}
