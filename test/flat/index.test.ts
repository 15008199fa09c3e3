import * as fc from 'fast-check';
import {
  incircle as rpIncircle,
  insphere as rpInsphere,
  orient2d as rpOrient2d,
  orient3d as rpOrient3d,
} from 'robust-predicates';
import { describe, expect, it } from 'vitest';
import { doubleCoordinate } from '../../src/arbitraries/index.js';
import { orient2dFilter } from '../../src/core/generated/orient2d.js';
import { orient3dFilter, orient3dFilterNegated } from '../../src/core/generated/orient3d.js';
import {
  incircle,
  incirclefast,
  insphere,
  inspherefast,
  orient2d,
  orient2dfast,
  orient3d,
  orient3dfast,
} from '../../src/flat/index.js';
import { ExactRangeError, ExactTypeError } from '../../src/index.js';
import { expectError } from '../support/expectError.js';
import { incircleExact, insphereExact, orient2dExact, orient3dExact } from '../support/frac.js';
import { SUBNORMAL_ORIENT2D_ROTATIONS } from '../support/subnormalProducts.js';

/*
 * exact-predicates/flat: robust-predicates' argument lists and signs.
 * robust-predicates' orient2d and orient3d are minus this package's (its y
 * axis points down, its orient3d looks from the other side); incircle and
 * insphere have the same sign. Checked against independent fraction
 * evaluations, and against robust-predicates itself where it is exact.
 */

const pts = (v: readonly number[], dim: number): number[][] =>
  Array.from({ length: v.length / dim }, (_, i) => v.slice(i * dim, i * dim + dim));
const exact = {
  orient2d: (v: number[]) => 0 - orient2dExact(...(pts(v, 2) as [number[], number[], number[]])),
  orient3d: (v: number[]) => 0 - orient3dExact(...(pts(v, 3) as [number[], number[], number[], number[]])),
  incircle: (v: number[]) => incircleExact(...(pts(v, 2) as [number[], number[], number[], number[]])),
  insphere: (v: number[]) => insphereExact(...(pts(v, 3) as [number[], number[], number[], number[], number[]])),
};
const arity = { orient2d: 6, orient3d: 12, incircle: 8, insphere: 15 } as const;
type Name = keyof typeof arity;
type Flat = (...v: number[]) => number;
const ours: Record<Name, Flat> = { orient2d, orient3d, incircle, insphere } as Record<Name, Flat>;
const theirs: Record<Name, Flat> = {
  orient2d: rpOrient2d,
  orient3d: rpOrient3d,
  incircle: rpIncircle,
  insphere: rpInsphere,
} as Record<Name, Flat>;
const names = Object.keys(arity) as Name[];
const call = (f: Flat, v: number[]): number => Math.sign(f(...v));

/** Values of one small integer lattice, scaled: many exact degeneracies, no rounding trouble for anyone. */
const lattice = (n: number) => fc.array(fc.integer({ min: -4, max: 4 }), { minLength: n, maxLength: n });

describe('exact-predicates/flat', () => {
  it.each(names)("%s: the sign of the exact determinant, robust-predicates' convention, on lattice points", (name) => {
    fc.assert(
      fc.property(lattice(arity[name]), fc.integer({ min: -60, max: 60 }), (ints, e) => {
        const v = ints.map((x) => x * 2 ** e);
        expect(call(ours[name], v)).toBe(exact[name](v));
      }),
      { numRuns: 400 },
    );
  });

  it.each(names)('%s: the same sign as robust-predicates on doubles of one scale, where both are exact', (name) => {
    // Moderate exponents: no product underflows or overflows, so robust-predicates is exact too.
    const coordinate = doubleCoordinate({ minExponent: -60, maxExponent: -40 });
    fc.assert(
      fc.property(fc.array(coordinate, { minLength: arity[name], maxLength: arity[name] }), (v) => {
        expect(call(ours[name], v)).toBe(call(theirs[name], v));
      }),
      { numRuns: 300 },
    );
  });

  it('is right where products underflow, and robust-predicates is not', () => {
    // (t, 2t) and (2t, 3t) seen from the origin: the cross product is −t² = −2^-1080, which underflows to 0.
    const t = 2 ** -540;
    const v = [0, 0, t, 2 * t, 2 * t, 3 * t];
    expect(exact.orient2d(v)).toBe(1);
    expect(call(ours.orient2d, v)).toBe(1);
    expect(call(theirs.orient2d, v)).toBe(0);
  });

  it('orient2d: where subnormal products round toward each other beside a rounded difference, robust-predicates gives the opposite sign', () => {
    // test/support/subnormalProducts.ts: clockwise (1 in this convention) in every rotation; robust-predicates
    // says collinear for two rotations and counterclockwise for (b, c, a), from a double determinant of one
    // subnormal step whose relative bound underflows to 0.
    const [abc, bca, cab] = SUBNORMAL_ORIENT2D_ROTATIONS.map((v) => [...v]) as [number[], number[], number[]];
    for (const v of [abc, bca, cab]) {
      expect(exact.orient2d(v)).toBe(1);
      expect(call(ours.orient2d, v)).toBe(1);
    }
    expect([abc, bca, cab].map((v) => call(theirs.orient2d, v))).toEqual([0, -1, 0]);
  });

  it('incircle: where a huge lift meets a cross product that underflows, robust-predicates gives the opposite sign', () => {
    // d at the origin, a = (2^500, 0): |a|² = 2^1000 multiplies b × c = 0·(−2^-700) − 2^-100·2^-1000, which
    // underflows to 0 but is worth −2^-100 times that lift. The term that survives in doubles is +2^-400.
    // The filter's underflow term (G·u in the generated filter) sends this to the exact stages.
    const v = [2 ** 500, 0, 0, 2 ** -100, 2 ** -1000, -(2 ** -700), 0, 0];
    expect(exact.incircle(v)).toBe(-1);
    expect(Math.sign(call(ours.incircle, v))).toBe(-1);
    expect(Math.sign(call(theirs.incircle, v))).toBe(1);
  });

  it('orient3d: where a large coordinate multiplies a product that underflows, robust-predicates gives the opposite sign', () => {
    // robust-predicates takes d as the origin; here d = 0, a = (2^-10, 0, 2^600), b = (t, 0, 2^-100), c = (0, t, 0),
    // t = 2^-540. Its determinant is 2^600·t² − 2^-100·2^-10·t = 2^-480 − 2^-650, but t² underflows to 0 and
    // only −2^-650 survives in doubles. The filter's guard (about 2^-1010 times the coordinates' size) declines
    // such cases where a product underflows beside a large factor.
    const t = 2 ** -540;
    const v = [2 ** -10, 0, 2 ** 600, t, 0, 2 ** -100, 0, t, 0, 0, 0, 0];
    expect(exact.orient3d(v)).toBe(1);
    expect(Math.sign(call(ours.orient3d, v))).toBe(1);
    expect(Math.sign(call(theirs.orient3d, v))).toBe(-1);
  });

  it("orient2d: a value the filter decides is exactly minus the kernel filter's value (the negated root, not a negation)", () => {
    // The flat entry computes (by − ay)(cx − ax) − (bx − ax)(cy − ay), the
    // kernel's root with its operands swapped: in round-to-nearest that is
    // bit for bit the negated difference, so the filter's decisions agree too.
    let decided = 0;
    fc.assert(
      fc.property(fc.array(doubleCoordinate(), { minLength: 6, maxLength: 6 }), (v) => {
        const [ax, ay, bx, by, cx, cy] = v as [number, number, number, number, number, number];
        const filtered = orient2dFilter(ax, ay, bx, by, cx, cy);
        if (filtered === 0) return;
        decided++;
        expect(Object.is(orient2d(ax, ay, bx, by, cx, cy), -filtered)).toBe(true);
      }),
      { numRuns: 500 },
    );
    expect(decided).toBeGreaterThan(100);
  });
  it("orient3d: a value the filter decides is exactly minus the kernel filter's, and both decide alike", () => {
    // The flat entry's filter computes (a − d)x instead of (d − a)x and subtracts where the kernel adds:
    // the negated triple product bit for bit, with the same magnitude and guard.
    let decided = 0;
    fc.assert(
      fc.property(fc.array(doubleCoordinate(), { minLength: 12, maxLength: 12 }), (v) => {
        const args = v as Parameters<typeof orient3dFilter>;
        const filtered = orient3dFilter(...args);
        expect(Object.is(orient3dFilterNegated(...args), filtered === 0 ? 0 : -filtered)).toBe(true);
        if (filtered === 0) return;
        decided++;
        expect(Object.is(orient3d(...args), -filtered)).toBe(true);
      }),
      { numRuns: 1000 },
    );
    expect(decided).toBeGreaterThan(60);
  });

  it('the ...fast names are the same exact functions', () => {
    expect(orient2dfast).toBe(orient2d);
    expect(orient3dfast).toBe(orient3d);
    expect(incirclefast).toBe(incircle);
    expect(inspherefast).toBe(insphere);
  });

  it('NaN, infinities and non-numbers are typed errors naming the argument', () => {
    expectError(() => orient2d(0, 0, 1, 0, 0, Number.NaN), ExactRangeError, 'orient2d: cy is NaN');
    expectError(
      () => orient3d(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, Number.POSITIVE_INFINITY),
      ExactRangeError,
      'orient3d: dz is Infinity',
    );
    expectError(
      () => incircle(0, 0, 2, 0, 0, 2, '1' as unknown as number, 1),
      ExactTypeError,
      'incircle: dx is "1", expected a finite number',
    );
    expectError(
      () => (insphere as (...v: unknown[]) => number)(0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 1n),
      ExactTypeError,
      'insphere: ez is 1n, expected a finite number',
    );
    expectError(
      () => (orient2d as (...v: unknown[]) => number)(0, 0, 1, 0, 0),
      ExactTypeError,
      'orient2d: cy is undefined, expected a finite number',
    );
  });
});
