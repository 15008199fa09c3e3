// orient2dFloat and cwTestFloat: the naive orientation in doubles. The Ruby
// post's own cw_test assertions pass (small integers are exact in doubles);
// near-collinear points and products past 2^53 do not.
import { describe, expect, it } from 'vitest';
import { cwTestFloat, orient2dFloat } from '../../src/float/index.js';
import { orient2d } from '../../src/index.js';
import { cwTest } from '../../src/ruby/index.js';
import { fixture } from '../support/fixtures.js';
import { orient2dExact } from '../support/frac.js';

/** A 2D point of doubles, as a tuple (the float functions take any array-like). */
type P2 = [number, number];

const u53 = 2 ** -53; // one ulp of 0.5
const u48 = 2 ** -48; // one ulp of 24

describe('orient2dFloat: ordinary cases', () => {
  it.each([
    [[0, 0], [1, 0], [0, 1], 1],
    [[0, 0], [0, 1], [1, 0], -1],
    [[0, 0], [1, 1], [2, 2], 0],
    [[0.5, 0.5], [12, 12], [24, 24], 0],
    [[1, 1], [1, 1], [5, -3], 0],
    [[-3.25, 2], [7.5, 2], [0, 2.125], 1],
  ] as [P2, P2, P2, number][])('%j %j %j → %i', (a, b, c, expected) => {
    expect(orient2dFloat(a, b, c)).toBe(expected);
    expect(orient2d(a, b, c)).toBe(expected);
  });

  it('NaN gives 0 (no validation)', () => {
    expect(orient2dFloat([0, 0], [1, Number.NaN], [0, 1])).toBe(0);
  });
});

describe('orient2dFloat: wrong answers near collinear (exact: orient2d)', () => {
  it('c = (24 + 1 ulp, 24 + 2 ulps) is left of (0.5, 0.5)→(12, 12): float says collinear', () => {
    const a: P2 = [0.5, 0.5];
    const b: P2 = [12, 12];
    const c: P2 = [24 + u48, 24 + 2 * u48];
    expect(orient2dFloat(a, b, c)).toBe(0);
    expect(orient2d(a, b, c)).toBe(1);
    expect(orient2dExact(a, b, c)).toBe(1);
  });

  it('a = (0.5 + 41 ulps, 0.5 + 48 ulps): float says clockwise, the turn is counterclockwise', () => {
    const a: P2 = [0.5 + 41 * u53, 0.5 + 48 * u53];
    const b: P2 = [12, 12];
    const c: P2 = [24, 24];
    expect(orient2dFloat(a, b, c)).toBe(-1);
    expect(orient2d(a, b, c)).toBe(1);
    expect(orient2dExact(a, b, c)).toBe(1);
  });

  it('on the 64×64 ulp grid around a = (0.5, 0.5) the float sign is wrong often, exact never', () => {
    let zeros = 0;
    let flips = 0;
    for (let i = 0; i < 64; i++) {
      for (let j = 0; j < 64; j++) {
        const a: P2 = [0.5 + i * u53, 0.5 + j * u53];
        const truth = orient2dExact(a, [12, 12], [24, 24]);
        expect(orient2d(a, [12, 12], [24, 24])).toBe(truth);
        const f = orient2dFloat(a, [12, 12], [24, 24]);
        if (f !== truth) {
          if (f === 0) zeros++;
          else flips++;
        }
      }
    }
    // Counted once (2052 false zeros, 112 flipped signs); the counts pin the float code.
    expect(zeros).toBe(2052);
    expect(flips).toBe(112);
  });
});

describe('cwTestFloat: the Ruby post in doubles', () => {
  it.each(fixture('ruby-post', 'cw_test'))('the post asserts $expect for $id (test/fixtures/ruby-post.ndjson)', (c) => {
    expect(cwTestFloat(c.a as P2, c.b as P2, c.c as P2)).toBe(c.expect);
  });

  it("NaN gives 2, the post's else branch", () => {
    expect(cwTestFloat([0, 0], [Number.NaN, 1], [0, 1])).toBe(2);
  });

  it('Ruby integers past 2^53 in the products: (2^27+1)·(2^27−1) rounds to 2^54, float says collinear', () => {
    // lhs = 2^27 · 2^27 = 2^54, rhs = (2^27 − 1)(2^27 + 1) = 2^54 − 1: clockwise.
    const a: P2 = [0, 0];
    const b: P2 = [134217729, 134217728];
    const c: P2 = [134217728, 134217727];
    expect(cwTestFloat(a, b, c)).toBe(0);
    expect(cwTest(a, b, c)).toBe(2);
    expect(orient2dExact(a, b, c)).toBe(-1);
  });

  it('near-collinear decimals: float says collinear, exact says counterclockwise', () => {
    const c: P2 = [24 + u48, 24 + 2 * u48];
    expect(cwTestFloat([0.5, 0.5], [12, 12], c)).toBe(0);
    expect(cwTest([0.5, 0.5], [12, 12], c)).toBe(1);
  });
});
