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
// ranges. The bound is tested for being tight too: the worst such case
// comes within a stated factor of it, so a bound that much smaller fails.
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

/**
 * The exact value t·(gap)/2 away from the double x toward `dir` (t just below 1),
 * or x itself where the filter's contract allows no error (0, or below 2^-1022).
 */
function nudged(x: number, dir: -1 | 0 | 1): Frac {
  const fx = fracOfNumber(x);
  if (dir === 0 || x === 0 || Math.abs(x) < 2 ** -1022) return fx;
  const next = dir > 0 ? nextUp(x) : nextDown(x);
  if (!Number.isFinite(next)) return fx;
  return add(fx, mul(sub(fracOfNumber(next), fx), JUST_BELOW_HALF));
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
  const FILTER_ROUNDED = boundConstant(analyse(rounded, 'rounded').filter).value;
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
  function adversarial(w: readonly number[], sigma: 1 | -1, f: number): Case | null {
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
    const exact = moved.map((x, i) => nudged(x, (-sigma * sign(dm[i] as Frac)) as -1 | 0 | 1));
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
    for (let trial = 0, found = 0; found < 24 && trial < 400; trial++) {
      // Around the origin (mixed signs: |a| + |b| is |a − b|), or translated far (differences cancel).
      const shift = trial % 3 === 2 ? 2 ** (10 + Math.floor(rand() * 30)) + 1 / 3 : 0;
      const v = Array.from({ length: arity }, () => uniform(1) * 2 ** Math.round(uniform(3)) + shift);
      const j = Math.floor(rand() * arity);
      const near = bisect(v, j, shift - 4, shift + 4);
      if (near.length === 0) continue;
      found++;
      for (const w of near) {
        for (const s of [0, -1000, -600, 300, 600]) {
          const scaled = w.map((x) => x * 2 ** s);
          for (const f of [0.5, 0.9, 0.99])
            for (const sigma of [1, -1] as const) {
              const c = adversarial(scaled, sigma, f);
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
    console.log(name, all.length, decided, flipped, worst, 1 / worst);
    expect(decided).toBeGreaterThan(0);
    expect(flipped).toBeGreaterThan(0);
  });

  it('the filter for exact inputs would answer a wrong sign on some of them', () => {
    const wrong = all.filter((c) => {
      const d = filter(...c.doubles);
      return d !== 0 && Math.sign(d) !== exactSign(c);
    });
    expect(wrong.length).toBeGreaterThan(0);
  });
});
