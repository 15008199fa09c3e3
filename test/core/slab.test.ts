import { describe, expect, it } from 'vitest';
import type { SlabParam } from '../../src/core/slab.js';
import { compareParams, PARAM_ONE, PARAM_ZERO, paramValue, slabInterval } from '../../src/core/slab.js';

/*
 * The exact slab method's parts: a parameter (a − b)/(c − d) as a Rational
 * and the comparison of two parameters without dividing.
 */

const t = (a: number | bigint, b: number | bigint, c: number | bigint, d: number | bigint): SlabParam => {
  const s = (c as number) > (d as number) ? 1 : -1;
  return { a, b, c, d, s };
};

describe('paramValue', () => {
  it('0 and 1', () => {
    expect(paramValue(PARAM_ZERO).toString()).toBe('0');
    expect(paramValue(PARAM_ONE).toString()).toBe('1');
  });

  it('integer and fractional differences of doubles, reduced', () => {
    expect(paramValue(t(6, 2, 10, -2)).toString()).toBe('1/3');
    expect(paramValue(t(0.75, 0.25, 3, 1)).toString()).toBe('1/4');
    expect(paramValue(t(1, 0.5, -2, 1)).toString()).toBe('-1/6');
  });

  it('differences that doubles cannot hold are taken exactly, not rounded', () => {
    // 1 − (−2^60) = 2^60 + 1 is not a double; its rounding would give 1/2.
    expect(paramValue(t(1, -(2 ** 60), 2 ** 60, -(2 ** 60))).toString()).toBe(`${2n ** 60n + 1n}/${2n ** 61n}`);
    expect(paramValue(t(2 ** 60, 1, 2 ** 61, 0)).toString()).toBe(`${2n ** 60n - 1n}/${2n ** 61n}`);
  });

  it('bigints and mixes', () => {
    expect(paramValue(t(10n ** 30n, 0, 3n * 10n ** 30n, 0n)).toString()).toBe('1/3');
  });
});

describe('compareParams', () => {
  it('compares without dividing, whatever the signs of the denominators', () => {
    expect(compareParams(t(1, 0, 3, 0), t(2, 0, 6, 0))).toBe(0);
    expect(compareParams(t(1, 0, 3, 0), t(1, 0, 2, 0))).toBe(-1);
    expect(compareParams(t(-1, 0, -3, 0), t(1, 0, 2, 0))).toBe(-1);
    expect(compareParams(t(1, 0, 2, 0), t(-1, 0, -3, 0))).toBe(1);
  });
});

describe('slabInterval', () => {
  it('reads only the first dim coordinates of each array', () => {
    // A third coordinate that would cut the interval to nothing is ignored in 2D.
    const r = slabInterval(2, [0, 0, 5], [10, 0, 5], [0, 0, 5], [5, 0, 0], [6, 1, 1], PARAM_ZERO, PARAM_ONE);
    expect(r?.map((p) => p && paramValue(p).toString())).toEqual(['1/2', '3/5']);
  });
});
