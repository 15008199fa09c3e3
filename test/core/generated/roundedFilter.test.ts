// The filter for rounded inputs of every sign kernel (tools/kernel/analysis.ts,
// "Rounded inputs"): its inputs are doubles each within half an ulp of an
// exact value (a lazy construction result's nearest double), and it must
// answer only with the sign of the polynomial at the exact values. Checked
// against the independent references (test/support/kernelReferences.ts) on
// adversarial inputs: doubles bisected to a zero of the polynomial, moved
// off it by as much as the inputs' errors can take back, each exact value
// put just inside half an ulp from its double in the direction that pushes
// the value the other way (so that the sign of the doubles is wrong);
// around the origin (where the bound is tightest), translated far (where
// the differences cancel), and scaled deep into the underflow and overflow
// ranges, and to where the terms are subnormal (the guard's case); each exact value is half an ulp away by a dyadic fraction, or by
// one with a denominator of some 250 bits. The bound is tested for being
// tight too: the worst such case comes within a factor 64 of it, so a bound
// 64 times smaller fails. The same cases go through the kernel's Sign entry
// as Rationals that know their nearest double (toNumber() has run), mixed
// with numbers where the exact value is the double, and must answer the
// reference sign.
import { describe, expect, it } from 'vitest';
import * as compareDistance2 from '../../../src/core/generated/compareDistance2.js';
import * as compareDistance3 from '../../../src/core/generated/compareDistance3.js';
import * as crossingCompare from '../../../src/core/generated/crossingCompare.js';
import * as crossingOffset from '../../../src/core/generated/crossingOffset.js';
import * as crossingOrient from '../../../src/core/generated/crossingOrient.js';
import * as det2 from '../../../src/core/generated/det2.js';
import * as gridCrossing from '../../../src/core/generated/gridCrossing.js';
import * as gridSide from '../../../src/core/generated/gridSide.js';
import * as incircle from '../../../src/core/generated/incircle.js';
import * as insphere from '../../../src/core/generated/insphere.js';
import * as orient2d from '../../../src/core/generated/orient2d.js';
import * as orient3d from '../../../src/core/generated/orient3d.js';
import * as orient3dDir from '../../../src/core/generated/orient3dDir.js';
import { Rational } from '../../../src/core/rational.js';
import { analyse, boundConstant } from '../../../tools/kernel/analysis.js';
import { Builder, withInputsAsLeaves } from '../../../tools/kernel/expr.js';
import { specs } from '../../../tools/kernel/specs.js';
import type { Frac } from '../../support/frac.js';
import { abs, add, cmp, fracOfNumber, mul, sign, sub } from '../../support/frac.js';
import { kernelReferences } from '../../support/kernelReferences.js';
import { mulberry32 } from '../../support/random.js';
import { nextDown, nextUp } from '../../support/ulp.js';
import { evaluateExactly } from '../../support/valueTree.js';

type Fn = (...v: number[]) => number;
const modules: Record<string, Record<string, unknown>> = {
  compareDistance2,
  compareDistance3,
  crossingCompare,
  crossingOffset,
  crossingOrient,
  det2,
  gridCrossing,
  gridSide,
  incircle,
  insphere,
  orient2d,
  orient3d,
  orient3dDir,
};

/** A case: the doubles the filter reads, and the exact values they are nearest to. */
type Case = { doubles: number[]; exact: Frac[] };

/** Just below one half: the exact value stays strictly nearer its double than any other. */
const JUST_BELOW_HALF: Frac = { n: (1n << 30n) - 1n, d: 1n << 31n };
/** Just below one half too, with an odd denominator of 252 bits: the exact values get huge denominators. */
const HUGE_BELOW_HALF: Frac = { n: (1n << 250n) - 12345n, d: (1n << 251n) + 1n };

/**
 * The exact value t·gap away from the double x toward `dir` (t just below
 * 1/2, the gap to the neighbouring double that way), or x itself where the
 * filter's contract allows no error (0, or below 2^-1022).
 */
function nudged(x: number, dir: -1 | 0 | 1, t: Frac = JUST_BELOW_HALF): Frac {
  const fx = fracOfNumber(x);
  if (dir === 0 || x === 0 || Math.abs(x) < 2 ** -1022) return fx;
  const next = dir > 0 ? nextUp(x) : nextDown(x);
  if (!Number.isFinite(next)) return fx;
  return add(fx, mul(sub(fracOfNumber(next), fx), t));
}

/** x moved by k steps to neighbouring doubles (down for k < 0). */
function stepped(x: number, k: number): number {
  let y = x;
  for (let i = 0; i < Math.abs(k); i++) y = k > 0 ? nextUp(y) : nextDown(y);
  return y;
}

/** A fraction's approximate value, for choosing how far to move (never for a verdict). */
const approx = (a: Frac): number => {
  const shift = BigInt(Math.max(0, a.d.toString(2).length - 900, a.n.toString(2).length - 900));
  return Number(a.n >> shift) / Number(a.d >> shift);
};

const ratioOf = (a: Frac, b: Frac): number => {
  // a/b for b > 0 through the bit lengths first, so that huge and tiny values do not overflow.
  if (a.n === 0n) return 0;
  const q = { n: a.n * b.d, d: a.d * b.n };
  return approx(q);
};

describe.each(specs.map((s) => [s.name] as const))('%s', (name) => {
  const spec = specs.find((s) => s.name === name) as (typeof specs)[number];
  const root = spec.build(new Builder(spec.inputs));
  const rounded = withInputsAsLeaves(root, spec.inputs);
  const analysis = analyse(rounded, 'rounded');
  const FILTER_ROUNDED = boundConstant(analysis.filter).value;
  // The scale that puts the polynomial's terms of inputs near 1 into the subnormal range, where products lose η (the guard's part).
  const subnormalTerms = -Math.round(1072 / analysis.degree);
  const { arity, reference } = kernelReferences[name] as (typeof kernelReferences)[string];
  const mod = modules[name] as Record<string, unknown>;
  const filterRounded = mod[`${name}FilterRounded`] as Fn;
  const filter = mod[`${name}Filter`] as Fn;
  const kernelSign = mod[`${name}Sign`] as Fn;
  const P = (x: readonly (number | Frac)[]): Frac => evaluateExactly(root, x).value;
  const exactSign = (c: Case): -1 | 0 | 1 => reference(c.exact.map((f) => Rational.of(f.n, f.d)));

  /**
   * The adversarial case from doubles w: coordinate j moved off the zero so
   * that P(w') has sign σ and a fraction f of what the inputs' errors can
   * change, then every exact value nudged against σ.
   */
  function adversarial(w: readonly number[], sigma: 1 | -1, f: number, t: Frac): Case | null {
    const effect = (v: readonly number[]): Frac[] => {
      const base = P(v);
      return v.map((_, i) => {
        const x = [...v] as (number | Frac)[];
        x[i] = nudged(v[i] as number, 1);
        return sub(P(x), base);
      });
    };
    const d = effect(w);
    const reach = d.reduce((s, x) => s + Math.abs(approx(x)), 0);
    let j = 0;
    for (let i = 1; i < arity; i++) if (cmp(abs(d[i] as Frac), abs(d[j] as Frac)) > 0) j = i;
    if (sign(d[j] as Frac) === 0) return null;
    // One step of coordinate j changes P by about twice its nudge.
    const step = 2 * approx(d[j] as Frac);
    const m = Math.round((sigma * f * reach - approx(P(w))) / step);
    if (!Number.isFinite(m) || Math.abs(m) > 1000) return null;
    const moved = [...w];
    moved[j] = stepped(w[j] as number, m);
    const dm = effect(moved);
    const exact = moved.map((x, i) => nudged(x, (-sigma * sign(dm[i] as Frac)) as -1 | 0 | 1, t));
    return { doubles: moved, exact };
  }

  /** Bisects coordinate j of v to where the exact sign changes: the doubles either side. */
  function bisect(v: number[], j: number, lo: number, hi: number): number[][] {
    const at = (x: number): number[] => v.map((y, i) => (i === j ? x : y));
    let sl = kernelSign(...at(lo));
    if (sl === 0) return [at(lo)];
    if (kernelSign(...at(hi)) === sl) return [];
    for (let i = 0; i < 2000; i++) {
      const mid = lo + (hi - lo) / 2;
      if (mid === lo || mid === hi) break;
      const sm = kernelSign(...at(mid));
      if (sm === 0) return [at(mid)];
      if (sm === sl) {
        lo = mid;
        sl = sm;
      } else hi = mid;
    }
    return [at(lo), at(hi)];
  }

  function cases(seed: number): Case[] {
    const rand = mulberry32(seed);
    const uniform = (s: number) => (rand() * 2 - 1) * s;
    const out: Case[] = [];
    for (let trial = 0, found = 0; found < 10 && trial < 400; trial++) {
      // Around the origin (mixed signs: |a| + |b| is |a − b|), or translated far (differences cancel).
      const shift = trial % 3 === 2 ? 2 ** (10 + Math.floor(rand() * 30)) + 1 / 3 : 0;
      const v = Array.from({ length: arity }, () => uniform(1) * 2 ** Math.round(uniform(3)) + shift);
      // The random doubles themselves, away from the zero: cases the filter should decide.
      for (const s of [0, -600, 300]) {
        const scaled = v.map((x) => x * 2 ** s);
        out.push({ doubles: scaled, exact: scaled.map((x) => nudged(x, rand() < 0.5 ? -1 : 1, HUGE_BELOW_HALF)) });
      }
      const j = Math.floor(rand() * arity);
      const near = bisect(v, j, shift - 4, shift + 4);
      if (near.length === 0) continue;
      found++;
      for (const w of near) {
        for (const s of [0, -1000, -600, subnormalTerms, 300]) {
          const scaled = w.map((x) => x * 2 ** s);
          for (const f of [0.5, 0.99])
            for (const sigma of [1, -1] as const) {
              const c = adversarial(scaled, sigma, f, sigma === 1 ? HUGE_BELOW_HALF : JUST_BELOW_HALF);
              if (c) out.push(c);
            }
          // Random directions, and the doubles themselves (exact inputs).
          out.push({ doubles: scaled, exact: scaled.map((x) => nudged(x, rand() < 0.5 ? -1 : 1)) });
          out.push({ doubles: scaled, exact: scaled.map((x) => fracOfNumber(x)) });
        }
      }
    }
    return out;
  }

  const all = cases(20261207 + arity);

  it('answers only with the sign at the exact values, and declines where the doubles have the wrong sign', () => {
    let decided = 0;
    let flipped = 0;
    let worst = 0;
    for (const c of all) {
      const want = exactSign(c);
      const d = filterRounded(...c.doubles);
      if (d !== 0) {
        decided++;
        expect(Math.sign(d), `${c.doubles}`).toBe(want);
      }
      const doubleSign = sign(P(c.doubles));
      if (doubleSign !== want && doubleSign !== 0) {
        flipped++;
        // How close the wrong sign came to the bound: |P(doubles)| against FILTER_ROUNDED·M.
        const M = evaluateExactly(rounded, c.doubles).permanent;
        worst = Math.max(worst, ratioOf(abs(P(c.doubles)), mul(fracOfNumber(FILTER_ROUNDED), M)));
      }
    }
    expect(decided).toBeGreaterThan(0);
    expect(flipped).toBeGreaterThan(0);
    // A bound 64 times smaller would decide the worst flipped case, with the wrong sign.
    expect(worst).toBeGreaterThan(1 / 64);
  });

  it("the kernel's Sign entry answers the reference sign on Rationals that know their nearest double, mixed with numbers", () => {
    const rand = mulberry32(7 + arity);
    let rationals = 0;
    for (const c of all) {
      const inputs = c.exact.map((f, i) => {
        const x = c.doubles[i] as number;
        // Where the exact value is the double, half the time the number itself.
        if (cmp(f, fracOfNumber(x)) === 0 && rand() < 0.5) return x;
        const r = Rational.of(f.n, f.d);
        // toNumber() is correctly rounded: the double of the case.
        expect(r.toNumber()).toBe(x + 0);
        rationals++;
        return r;
      });
      expect(kernelSign(...(inputs as never[])), `${c.doubles}`).toBe(exactSign(c));
    }
    expect(rationals).toBeGreaterThan(all.length);
  });

  it('declines when any input is NaN (a value without a known double): the entry goes to BigInt', () => {
    const decidable = all.filter((c) => filterRounded(...c.doubles) !== 0);
    expect(decidable.length).toBeGreaterThan(0);
    for (const c of decidable.slice(0, 5))
      for (let i = 0; i < arity; i++) {
        const v = [...c.doubles];
        v[i] = Number.NaN;
        expect(filterRounded(...v), `NaN at ${i}`).toBe(0);
      }
  });

  it('the filter for exact inputs would answer a wrong sign on some of them', () => {
    const wrong = all.filter((c) => {
      const d = filter(...c.doubles);
      return d !== 0 && Math.sign(d) !== exactSign(c);
    });
    expect(wrong.length).toBeGreaterThan(0);
  });
});

describe('products of rounded inputs that underflow (the guard)', () => {
  // a·b just above and just below 2^-1075, half the smallest subnormal: the
  // first product rounds up to 2^-1074, the second down to 0, so the doubles
  // give det = 2^-1074 ≥ FILTER·m0; the exact values, each just under half an
  // ulp from its double, order the products the other way. Only the guard
  // (GUARD·u, the η each product may lose) keeps the filter from answering.
  const rand = mulberry32(1022);
  const pairs: { x: number[]; exact: Frac[] }[] = [];
  const half: Frac = { n: 1n, d: 1n << 1075n };
  const within: Frac = { n: 1n, d: 1n << 1135n };
  // a·fl(1/a) within 2^-60 of 1 (about one a in 2^7), above or below: the nudges (about 2^-53 each) then decide.
  const near = (above: boolean): { x: [number, number]; e: [Frac, Frac] } | null => {
    for (let tries = 0; tries < 100000; tries++) {
      const a = 1 + Math.floor(rand() * 2 ** 52) * 2 ** -52;
      const x = a * 2 ** -537;
      const y = (1 / a) * 2 ** -538;
      const p = mul(fracOfNumber(x), fracOfNumber(y));
      if (cmp(p, half) !== (above ? 1 : -1) || cmp(abs(sub(p, half)), within) > 0) continue;
      const dir = above ? -1 : 1;
      return { x: [x, y], e: [nudged(x, dir), nudged(y, dir)] };
    }
    return null;
  };
  for (let k = 0; k < 20; k++) {
    const p = near(true);
    const q = near(false);
    if (p === null || q === null) break;
    // orient2d at a = 0: det = bx·cy − by·cx, with bx·cy the product rounding up.
    const x = [0, 0, p.x[0], q.x[0], q.x[1], p.x[1]];
    const exact = [fracOfNumber(0), fracOfNumber(0), p.e[0], q.e[0], q.e[1], p.e[1]];
    if (kernelReferences.orient2d?.reference(exact.map((f) => Rational.of(f.n, f.d))) === -1) pairs.push({ x, exact });
  }

  it('orient2d: the doubles say 1, the exact values −1; the filter declines and the Sign entry answers −1', () => {
    expect(pairs.length).toBe(20);
    for (const { x, exact } of pairs) {
      expect((x[2] as number) * (x[5] as number) - (x[3] as number) * (x[4] as number)).toBe(2 ** -1074);
      expect(orient2d.orient2dFilterRounded(...(x as [number, number, number, number, number, number]))).toBe(0);
      const r = exact.map((f) => Rational.of(f.n, f.d));
      for (const [i, v] of r.entries()) expect(v.toNumber()).toBe(x[i]);
      expect(orient2d.orient2dSign(...(r as [Rational, Rational, Rational, Rational, Rational, Rational]))).toBe(-1);
    }
  });

  it('det2: the same products, (a − 0)(c − 0) − (e − 0)(g − 0)', () => {
    expect(pairs.length).toBe(20);
    for (const { x, exact } of pairs) {
      const v = [x[2], 0, x[5], 0, x[3], 0, x[4], 0] as [number, number, number, number, number, number, number, number];
      const e = [exact[2], exact[0], exact[5], exact[0], exact[3], exact[0], exact[4], exact[0]] as Frac[];
      expect(kernelReferences.det2?.reference(e.map((f) => Rational.of(f.n, f.d)))).toBe(-1);
      expect(det2.det2FilterRounded(...v)).toBe(0);
      const r = e.map((f) => Rational.of(f.n, f.d));
      for (const w of r) w.toNumber();
      expect(det2.det2Sign(...(r as [Rational, Rational, Rational, Rational, Rational, Rational, Rational, Rational]))).toBe(-1);
    }
  });
});
