// The "one ulp off" families of the agreement properties are built by
// nudged(): these tests hold it to what those families promise.
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nudged } from '../../property/support/doubleFamilies.js';
import { nextDown, nextUp } from '../support/ulp.js';

type RayCase = { origin: number[]; dir: number[]; box: { min: number[]; max: number[] } };

const leaves = (c: RayCase) => [...c.origin, ...c.dir];

describe('nudged', () => {
  it('never nudges a ray direction to zero (regression: the deep run drew dir [0, -MIN_VALUE] and got [0, -0])', () => {
    const ray: RayCase = { origin: [0, -1e-323], dir: [0, -Number.MIN_VALUE], box: { min: [0, 0], max: [0, 0] } };
    const seen = new Set<number>();
    fc.assert(
      fc.property(nudged(fc.constant(ray)), (c) => {
        expect(c.dir.some((d) => d !== 0)).toBe(true);
        seen.add(c.dir[1] as number);
      }),
      { numRuns: 300 },
    );
    // The move toward zero went the other way; the move away from zero stays.
    expect([...seen].sort((a, b) => a - b)).toEqual([-2 * Number.MIN_VALUE, -Number.MIN_VALUE]);
  });

  it('moves exactly one number by one ulp and leaves the box alone', () => {
    const base: RayCase = { origin: [0.1, -3], dir: [1e-300, 0], box: { min: [0, 1], max: [2, 3] } };
    fc.assert(
      fc.property(nudged(fc.constant(base)), (c) => {
        expect(c.box).toEqual(base.box);
        const before = leaves(base);
        const moved = leaves(c).filter((x, i) => !Object.is(x, before[i]));
        expect(moved).toHaveLength(1);
        const i = leaves(c).findIndex((x, j) => !Object.is(x, before[j]));
        const x = before[i] as number;
        expect([nextUp(x), nextDown(x)]).toContain(leaves(c)[i]);
      }),
      { numRuns: 300 },
    );
  });
});
