// The exactness test of a difference that every generated kernel uses to
// decide whether its differences were exact (src/core/generated, "the exact
// tails of the differences"): x = bx − ax is exact when
//     bx - (x + (bx - x)) + (bx - x - ax) === 0
// (the Two-Diff tail). Here the test and its small variants (an operator
// flipped) are run on every pair of floats of a small binary format
// (p-bit significands, round to nearest, ties to even, gradual underflow),
// simulated exactly in doubles, and on random doubles: the test itself passes
// only for exact differences; the variants either do too or are shown to
// fail. It is a check, not a proof for binary64; TAIL_CHECK_DEEP=1 widens it
// to 6–8 bits (a few minutes). The variant `x - (bx - x)` passes when bx − ax
// rounds at a tie; orient2d.ties.test.ts shows the wrong orientation that a
// kernel using it would give.
import { describe, expect, it } from 'vitest';
import { eq, fracOfNumber, sub as fracSub } from '../../support/frac.js';

type Op = (a: number, b: number) => number;

/** The check as written and each of its mutants: true when the check passes, given x. */
const checks: Record<string, (bx: number, ax: number, x: number, add: Op, sub: Op) => number> = {
  original: (bx, ax, x, add, sub) => add(sub(bx, add(x, sub(bx, x))), sub(sub(bx, x), ax)),
  'bx - (x + (bx - x)) - (bx - x - ax)': (bx, ax, x, add, sub) => sub(sub(bx, add(x, sub(bx, x))), sub(sub(bx, x), ax)),
  'bx + (x + (bx - x)) + …': (bx, ax, x, add, sub) => add(add(bx, add(x, sub(bx, x))), sub(sub(bx, x), ax)),
  'bx - (x + (bx + x)) + …': (bx, ax, x, add, sub) => add(sub(bx, add(x, add(bx, x))), sub(sub(bx, x), ax)),
  '… + (bx + x - ax)': (bx, ax, x, add, sub) => add(sub(bx, add(x, sub(bx, x))), sub(add(bx, x), ax)),
  '… + (bx - x + ax)': (bx, ax, x, add, sub) => add(sub(bx, add(x, sub(bx, x))), add(sub(bx, x), ax)),
  'bx - (x - (bx - x)) + …': (bx, ax, x, add, sub) => add(sub(bx, sub(x, sub(bx, x))), sub(sub(bx, x), ax)),
};
const NOT_EQUIVALENT = 'bx - (x - (bx - x)) + …';

/**
 * For every check, the pairs (bx, ax) where it passes although the difference
 * it vouches for is not bx − ax: x = bx − ax rounded, or x = bx + ax rounded
 * for the mutant `const x = bx + ax` (read by the original check).
 */
function falsePasses(values: readonly number[], add: Op, sub: Op, isExact: (bx: number, ax: number, x: number) => boolean) {
  const found = new Map<string, [number, number][]>();
  const note = (name: string, bx: number, ax: number) => {
    const list = found.get(name) ?? [];
    list.push([bx, ax]);
    found.set(name, list);
  };
  for (const bx of values) {
    for (const ax of values) {
      const x = sub(bx, ax);
      for (const [name, check] of Object.entries(checks)) {
        if (check(bx, ax, x, add, sub) === 0 && !isExact(bx, ax, x)) note(name, bx, ax);
      }
      const sum = add(bx, ax);
      if ((checks.original as (typeof checks)['original'])(bx, ax, sum, add, sub) === 0 && !isExact(bx, ax, sum)) {
        note('const x = bx + ax', bx, ax);
      }
    }
  }
  return found;
}

/** Round to p significant bits, ties to even, with no quantum below 2^emin (gradual underflow). */
function rounder(p: number, emin: number): (v: number) => number {
  return (v) => {
    if (v === 0) return 0;
    const mag = Math.abs(v);
    let e = Math.floor(Math.log2(mag));
    if (2 ** e > mag) e--;
    else if (2 ** (e + 1) <= mag) e++;
    const quantum = 2 ** Math.max(e - p + 1, emin);
    const r = mag / quantum;
    let n = Math.floor(r);
    if (r - n > 0.5 || (r - n === 0.5 && n % 2 === 1)) n++;
    return Math.sign(v) * n * quantum;
  };
}

/** Every float of p bits with exponents lo..hi, its subnormals and 0. */
function smallFloats(p: number, lo: number, hi: number): number[] {
  const values = [0];
  for (let e = lo; e <= hi; e++) {
    for (let m = 2 ** (p - 1); m < 2 ** p; m++) values.push(m * 2 ** (e - p + 1), -m * 2 ** (e - p + 1));
  }
  for (let m = 1; m < 2 ** (p - 1); m++) values.push(m * 2 ** (lo - p + 1), -m * 2 ** (lo - p + 1));
  return values;
}

const formats: [p: number, lo: number, hi: number][] =
  process.env.TAIL_CHECK_DEEP === '1'
    ? [
        [3, -12, 12],
        [4, -12, 12],
        [5, -20, 20],
        [6, -12, 12],
        [7, -8, 8],
        [8, -5, 5],
      ]
    : [
        [3, -12, 12],
        [4, -12, 12],
        [5, -6, 6],
      ];

describe('stage B exactness check: which mutants can pass for an inexact difference', () => {
  for (const [p, lo, hi] of formats) {
    it(`every pair of ${p}-bit floats with exponents ${lo}..${hi}`, { timeout: 600_000 }, () => {
      const round = rounder(p, lo - p + 1);
      // Sums and differences of these values are exact in doubles: the exponent span
      // plus p stays well under 53 bits.
      const found = falsePasses(
        smallFloats(p, lo, hi),
        (a, b) => round(a + b),
        (a, b) => round(a - b),
        (bx, ax, x) => bx - ax === x,
      );
      expect([...found.keys()]).toEqual([NOT_EQUIVALENT]);
    });
  }

  it('random doubles, all scales, many near-cancelling and tie-prone pairs', () => {
    let s = 0x9e3779b9;
    const next = () => {
      s ^= s << 13;
      s ^= s >>> 17;
      s ^= s << 5;
      return (s >>> 0) / 2 ** 32;
    };
    const value = () => {
      const k = next();
      const sign = next() < 0.5 ? -1 : 1;
      if (k < 0.1) return 0;
      if (k < 0.3) return sign * 2 ** Math.floor(next() * 200 - 100);
      if (k < 0.5) return sign * Math.floor(next() * 2 ** 53) * 2 ** Math.floor(next() * 120 - 100);
      return sign * next() * 2 ** Math.floor(next() * 200 - 100);
    };
    const values: number[] = [];
    for (let i = 0; i < 150; i++) {
      const v = value();
      values.push(
        v,
        v * (1 + 2 ** -Math.floor(next() * 60)),
        v + 2 ** -52 * v,
        (2 ** 53 - 1) * 2 ** Math.floor(next() * 100 - 80),
      );
    }
    const found = falsePasses(
      values,
      (a, b) => a + b,
      (a, b) => a - b,
      exactDifference,
    );
    expect([...found.keys()].filter((k) => k !== NOT_EQUIVALENT)).toEqual([]);
  });
});

/** bx − ax === x exactly (x finite). */
function exactDifference(bx: number, ax: number, x: number): boolean {
  return Number.isFinite(x) && eq(fracSub(fracOfNumber(bx), fracOfNumber(ax)), fracOfNumber(x));
}
