// Every generated value kernel against exact arithmetic, on adversarial
// inputs: random doubles and integers, near-parallel lines, values within a
// hair of a rounding midpoint (and exactly on one), huge, tiny and
// subnormal inputs. Each bound of valueAnalysis.ts is checked where the
// generated code uses it: the double-double numerators and denominator
// within β·W of the exact ones, the permanent W within (1 + γ) of the
// computed magnitude, c + d within the bound Δf of the value; and a value
// the kernel proves is the double nearest the exact quotient (an
// independent one where the test has it). A value it declines is built by
// its Exact entry, which must give the exact fraction.
import { describe, expect, it } from 'vitest';
import * as barycentric from '../../../src/core/generated/barycentric.js';
import * as coplanarParam from '../../../src/core/generated/coplanarParam.js';
import * as coplanarPoint from '../../../src/core/generated/coplanarPoint.js';
import * as crossingPoint from '../../../src/core/generated/crossingPoint.js';
import * as gridParam from '../../../src/core/generated/gridParam.js';
import * as gridPoint from '../../../src/core/generated/gridPoint.js';
import * as lineParam from '../../../src/core/generated/lineParam.js';
import * as linePoint from '../../../src/core/generated/linePoint.js';
import * as rayPlane from '../../../src/core/generated/rayPlane.js';
import * as segmentPlane from '../../../src/core/generated/segmentPlane.js';
import type { Node } from '../../../tools/kernel/expr.js';
import { Builder } from '../../../tools/kernel/expr.js';
import type { Frac as KernelFrac } from '../../../tools/kernel/frac.js';
import type { ValueSpec } from '../../../tools/kernel/spec.js';
import type { DDFacts } from '../../../tools/kernel/valueAnalysis.js';
import { ddAnalysis, valueRange } from '../../../tools/kernel/valueAnalysis.js';
import { valueSpecs } from '../../../tools/kernel/valueSpecs.js';
import type { Frac } from '../../support/frac.js';
import { abs, add, cmp, crossingFrac, determinant, div, eq, fracOfNumber, mul, sub } from '../../support/frac.js';
import { isNearestDouble } from '../../support/nearest.js';
import { mulberry32 } from '../../support/random.js';
import { nextUp } from '../../support/ulp.js';
import { evaluateExactly } from '../../support/valueTree.js';

type Module = {
  In: Float64Array;
  Out: Float64Array;
  Trace: Float64Array;
  values: () => number;
  check: () => number;
  exact: (args: readonly number[], i: number) => [bigint, bigint];
};

/** A value kernel: its generated entries, and an independent exact reference for its values where the test has one. */
type Kernel = { name: string; module: Module; reference?: (v: readonly number[]) => Frac[] | null };

function entries(m: Record<string, unknown>, name: string): Module {
  return {
    In: m[`${name}In`] as Float64Array,
    Out: m[`${name}Out`] as Float64Array,
    Trace: m[`${name}Trace`] as Float64Array,
    values: m[`${name}Values`] as () => number,
    check: m[`${name}Check`] as () => number,
    exact: m[`${name}Exact`] as Module['exact'],
  };
}

const q = (v: readonly number[], i: number): Frac => fracOfNumber(v[i] as number);
const kernels: Kernel[] = [
  { name: 'crossingPoint', module: entries(crossingPoint, 'crossingPoint'), reference: (v) => crossingFrac(v).X },
  {
    name: 'lineParam',
    module: entries(lineParam, 'lineParam'),
    reference: (v) => [div(sub(q(v, 0), q(v, 1)), sub(q(v, 2), q(v, 3)))],
  },
  { name: 'gridParam', module: entries(gridParam, 'gridParam'), reference: (v) => [gridT(v, 0)] },
  {
    name: 'gridPoint',
    module: entries(gridPoint, 'gridPoint'),
    reference: (v) => [add(q(v, 0), mul(gridT(v, 3), sub(q(v, 1), q(v, 2))))],
  },
  { name: 'segmentPlane', module: entries(segmentPlane, 'segmentPlane'), reference: (v) => planeReference(v, false) },
  { name: 'rayPlane', module: entries(rayPlane, 'rayPlane'), reference: (v) => planeReference(v, true) },
  {
    name: 'barycentric',
    module: entries(barycentric, 'barycentric'),
    reference: (v) => {
      const [a, b, c, x] = [0, 2, 4, 6].map((i) => [q(v, i), q(v, i + 1)]) as [Frac[], Frac[], Frac[], Frac[]];
      const area = (p: Frac[], r: Frac[], t: Frac[]) => determinant([vec(r, p), vec(t, p)]);
      const whole = area(a, b, c);
      return whole.n === 0n ? null : [area(x, b, c), area(a, x, c), area(a, b, x)].map((y) => div(y, whole));
    },
  },
  { name: 'coplanarParam', module: entries(coplanarParam, 'coplanarParam'), reference: (v) => coplanarReference(v) },
  {
    name: 'coplanarPoint',
    module: entries(coplanarPoint, 'coplanarPoint'),
    reference: (v) => {
      const t = coplanarReference(v);
      return t === null ? null : [add(q(v, 10), mul(t[0] as Frac, sub(q(v, 11), q(v, 12))))];
    },
  },
  {
    name: 'linePoint',
    module: entries(linePoint, 'linePoint'),
    reference: (v) => [add(q(v, 0), mul(div(sub(q(v, 3), q(v, 4)), sub(q(v, 5), q(v, 6))), sub(q(v, 1), q(v, 2))))],
  },
];

/** ((a − b) + n·w)/(c − d) for the six inputs from v[i]. */
const gridT = (v: readonly number[], i: number): Frac =>
  div(add(sub(q(v, i), q(v, i + 1)), mul(q(v, i + 2), q(v, i + 3))), sub(q(v, i + 4), q(v, i + 5)));

/** b − a for points as fractions. */
const vec = (b: readonly Frac[], a: readonly Frac[]): Frac[] => b.map((x, k) => sub(x, a[k] as Frac));

/** t and the point where the segment p → q (or the ray p + t·d) crosses the plane of a, b, c: 3×3 determinants by elimination. */
function planeReference(v: readonly number[], ray: boolean): Frac[] | null {
  const [a, b, c, p, e] = [0, 3, 6, 9, 12].map((i) => [q(v, i), q(v, i + 1), q(v, i + 2)]) as Frac[][] as [
    Frac[],
    Frac[],
    Frac[],
    Frac[],
    Frac[],
  ];
  const g = (x: readonly Frac[]) => determinant([vec(b, a), vec(c, a), vec(x, a)]);
  const w = ray ? e : vec(e, p);
  const slope = determinant([vec(b, a), vec(c, a), w]);
  if (slope.n === 0n) return null;
  const t = div(sub({ n: 0n, d: 1n }, g(p)), slope);
  return [t, ...p.map((x, k) => add(x, mul(t, w[k] as Frac)))];
}

/** t where the line p + t·(wa − wb) crosses the line of e0 → e1 in the plane: −F/G by 2×2 determinants. */
function coplanarReference(v: readonly number[]): Frac[] | null {
  const [e0, e1, p, wa, wb] = [0, 2, 4, 6, 8].map((i) => [q(v, i), q(v, i + 1)]) as [Frac[], Frac[], Frac[], Frac[], Frac[]];
  const u = vec(e1, e0);
  const G = determinant([u, vec(wa, wb)]);
  if (G.n === 0n) return null;
  return [div(sub({ n: 0n, d: 1n }, determinant([u, vec(p, e0)])), G)];
}

const EPSF: Frac = { n: 1n, d: 1n << 53n };
const ONE: Frac = { n: 1n, d: 1n };
const kf = (x: KernelFrac): Frac => ({ n: x.n, d: x.d });
const F = (x: number): Frac => fracOfNumber(x);

type Tally = { cases: number; proven: number; declined: number };

/** Runs one case through the kernel and checks every bound and answer; returns how many values it proved. */
function runCase(kernel: Kernel, spec: ValueSpec, trees: { nums: Node[]; den: Node }, facts: Map<number, DDFacts>, v: number[]) {
  const m = kernel.module;
  m.In.set(v);
  m.Trace.fill(Number.NaN);
  const mask = m.check();
  const out = Array.from(m.Out);
  // The entry without the trace makes the same decisions and answers.
  expect(m.values()).toBe(mask);
  for (let i = 0; i < spec.values.length; i++) if (mask & (1 << i)) expect(m.Out[i]).toBe(out[i]);
  const range = valueRange([trees.den, ...trees.nums]);
  const inRange = v.every((x) => x === 0 || (Math.abs(x) >= 2 ** range.lo && Math.abs(x) <= 2 ** range.hi));
  if (!inRange) expect(mask).toBe(0);
  const q = evaluateExactly(trees.den, v);
  const qf = facts.get(trees.den.id) as DDFacts;
  const tr = m.Trace;
  if (inRange) {
    // |Q̂ − Q| ≤ β_Q·W_Q and W_Q ≤ (1 + γ_Q)·M̃Q.
    const qHat = add(F(tr[0] as number), F(tr[1] as number));
    expect(cmp(abs(sub(qHat, q.value)), mul(kf(qf.beta), q.permanent))).toBeLessThanOrEqual(0);
    expect(cmp(q.permanent, mul(add(ONE, kf(qf.gamma)), F(tr[2] as number)))).toBeLessThanOrEqual(0);
  }
  const reference = kernel.reference?.(v) ?? null;
  let proven = 0;
  trees.nums.forEach((num, i) => {
    const p = evaluateExactly(num, v);
    const pf = facts.get(num.id) as DDFacts;
    const x = q.value.n === 0n ? null : div(p.value, q.value);
    if (x !== null && reference !== null)
      expect(eq(x, reference[i] as Frac), `${spec.values[i]} of the tree against the reference`).toBe(true);
    // The exact entry, on which a declined value is built.
    const [n, d] = m.exact(v, i);
    if (x !== null) expect(eq({ n: d < 0n ? -n : n, d: d < 0n ? -d : d }, x)).toBe(true);
    const base = 3 + 6 * i;
    const ph = tr[base] as number;
    if (!Number.isNaN(ph)) {
      const pHat = add(F(ph), F(tr[base + 1] as number));
      expect(cmp(abs(sub(pHat, p.value)), mul(kf(pf.beta), p.permanent)), 'the numerator within β·W').toBeLessThanOrEqual(0);
      expect(cmp(p.permanent, mul(add(ONE, kf(pf.gamma)), F(tr[base + 2] as number))), 'W within (1 + γ)·M̃').toBeLessThanOrEqual(
        0,
      );
      // |c + d − x| + ε|d| ≤ Δf·(1 − ε).
      const c = F(tr[base + 3] as number);
      const dd = F(tr[base + 4] as number);
      const w = F(tr[base + 5] as number);
      const lhs = add(abs(sub(add(c, dd), x as Frac)), mul(EPSF, abs(dd)));
      expect(cmp(lhs, mul(w, sub(ONE, EPSF))), 'c + d within Δf of the value').toBeLessThanOrEqual(0);
    }
    if (mask & (1 << i)) {
      proven++;
      expect(isNearestDouble(x as Frac, out[i] as number), `${spec.values[i]} = ${out[i]} is the nearest double`).toBe(true);
    }
  });
  return proven;
}

/** Uniform in [-1, 1) times 2^e. */
const rand = (r: () => number, e = 0): number => (2 * r() - 1) * 2 ** e;

type Families = [string, number[][]][];
const many = (n: number, f: () => number[]): number[][] => Array.from({ length: n }, f);

/** Families for any kernel of n inputs: random doubles and integers, several scales, and inputs beyond the range. */
function randomFamilies(n: number, r: () => number, range: { lo: number; hi: number }): Families {
  const families: Families = [];
  families.push(['random doubles', many(2000, () => Array.from({ length: n }, () => rand(r)))]);
  families.push(['random integers ±2^20', many(2000, () => Array.from({ length: n }, () => Math.round(rand(r, 20))))]);
  for (const e of [Math.ceil(range.lo / 2), Math.floor(range.hi / 2), range.lo + 6, range.hi - 6])
    families.push([`random doubles at 2^${e}`, many(300, () => Array.from({ length: n }, () => rand(r, e)))]);
  families.push([
    'beyond the range (2^(hi + 10), 2^(lo − 10), subnormal)',
    [
      ...many(50, () => Array.from({ length: n }, () => rand(r, range.hi + 10))),
      ...many(50, () => Array.from({ length: n }, () => rand(r, range.lo - 10))),
      ...many(50, () => Array.from({ length: n }, (_, k) => (k === 1 ? 5e-324 * Math.round(1 + 100 * r()) : rand(r)))),
    ].filter(() => range.lo > -1000),
  ]);
  return families;
}

/** Crossing inputs p, q, u, v for the families of adversarial cases. */
function crossingFamilies(r: () => number): Families {
  const families: Families = [];
  families.push([
    'near-parallel lines',
    many(1000, () => {
      const [px, py, qx, qy] = Array.from({ length: 4 }, () => rand(r)) as [number, number, number, number];
      const t = 2 ** -(1 + Math.floor(r() * 50));
      const ux = px + rand(r) * 0.1;
      const uy = py + rand(r) * 0.1;
      return [px, py, qx, qy, ux, uy, ux + (qx - px) * (1 + t * rand(r)), uy + (qy - py) * (1 + t * rand(r))];
    }),
  ]);
  families.push([
    'offset far from the origin (2^20 + small segments)',
    many(1000, () => {
      const [cx, cy] = [rand(r, 20), rand(r, 20)];
      return Array.from({ length: 8 }, (_, k) => (k % 2 === 0 ? cx : cy) + rand(r, -10));
    }),
  ]);
  // Directions 2^8·(F(k+1), F(k)) and 2^8·(F(k), F(k−1)) of consecutive Fibonacci numbers near 2^52:
  // D = ±2^16 against a permanent near 2^120, so that Q's error bound passes A/16 and Q is declined.
  const fib = [0, 1];
  while ((fib[fib.length - 1] as number) < 2 ** 52) fib.push((fib[fib.length - 1] as number) + (fib[fib.length - 2] as number));
  const fibonacci: number[][] = [];
  for (let k = 40; k < fib.length - 1; k++) {
    const [a, b, c] = [fib[k + 1], fib[k], fib[k - 1]].map((x) => (x as number) * 2 ** 8) as [number, number, number];
    const u = 2 ** 8 * Math.round(1000 * r());
    fibonacci.push([0, 0, a, b, u, 0, u + b, c], [0, 0, b, a, 0, u, c, u + b]);
  }
  families.push(['parallel to within 2^-105 (Fibonacci directions)', fibonacci]);
  // The line y = h against u = (a, 0), v = (a + ulp, 2): x = a + ulp·h/2, a midpoint between
  // a and its successor at h = 1, and within a hair of it nearby; swapped, the same for y.
  const ties: number[][] = [];
  for (let k = 0; k < 400; k++) {
    const a = (1 + r()) * 2 ** Math.floor(rand(r, 6));
    const ulp = nextUp(a) - a;
    const h = [1, 1 + 2 ** -52, 1 - 2 ** -53, 1 + 2 ** -30, 1 + k * 2 ** -52][k % 5] as number;
    const vy = [2, 2 + 2 ** -51, 2 - 2 ** -52][k % 3] as number;
    const c = [-5, h, 5, h, a, 0, a + ulp, vy];
    ties.push(c, [c[1], c[0], c[3], c[2], c[5], c[4], c[7], c[6]] as number[]);
  }
  families.push(['on and beside rounding midpoints', ties]);
  families.push([
    'crossing at 0, and parallel',
    [
      [-1, -1, 1, 1, -1, 1, 1, -1],
      [-1, 0, 1, 0, 0, -1, 0, 1],
      [0, 0, 1, 1, 0, 1, 1, 2],
      [0, 0, 1, 1, 2, 2, 3, 3],
    ],
  ]);
  return families;
}

/** t = (a − b)/(c − d) on and beside midpoints: a − b = 1 + 2^-53·(1 + h) (not a double) over c − d = 1, and scaled. */
function paramFamilies(r: () => number): Families {
  const ties: number[][] = [];
  for (let k = 0; k < 300; k++) {
    const h = [0, 2 ** -40, -(2 ** -40), 2 ** -10][k % 4] as number;
    const s = 2 ** Math.floor(rand(r, 8));
    ties.push([s, -(2 ** -53) * (1 + h) * s, s * (1 + 2 ** -52), s * 2 ** -52]);
  }
  return [
    ['on and beside rounding midpoints', ties],
    ['near-cancelling denominators', many(500, () => [rand(r), rand(r), 1 + rand(r, -40), 1])],
  ];
}

/** p + t·(e − f) on and beside midpoints: 1 + 2^-53·(1 + h) from p = 1, t = 2^-53·(1 + h), e − f = 1. */
function pointFamilies(r: () => number): Families {
  const ties: number[][] = [];
  for (let k = 0; k < 300; k++) {
    const h = [0, 2 ** -40, -(2 ** -40), 2 ** -10][k % 4] as number;
    const s = 2 ** Math.floor(rand(r, 8));
    ties.push([s, 2 * s, s, 2 ** -53 * (1 + h), 0, 1 + 2 ** -52 * k, 2 ** -52 * k]);
  }
  return [['on and beside rounding midpoints', ties]];
}

/** The plane z = 0 against p = (1, y, 1) and q = (1 + 2^-52, y', −(1 + k·2^-52)): x = 1 + 2^-52·t, t = 1/(2 + k·2^-52), a midpoint at k = 0. */
function planeFamilies(ray: boolean): (r: () => number) => Families {
  return (r) => {
    const ties: number[][] = [];
    for (let k = 0; k < 300; k++) {
      const plane = [rand(r), rand(r), 0, 1 + rand(r), rand(r), 0, rand(r), 1 + rand(r), 0];
      const end = ray ? [2 ** -52, rand(r), -(2 + k * 2 ** -51)] : [1 + 2 ** -52, rand(r), -(1 + k * 2 ** -52)];
      ties.push([...plane, 1, rand(r), 1, ...end]);
    }
    return [['on and beside rounding midpoints', ties]];
  };
}

/** The unit right triangle against x = (2^-54·(1 + h), y): α = 1 − 2^-54·(1 + h) − y, a midpoint at h = y = 0. */
function barycentricFamilies(r: () => number): Families {
  const ties: number[][] = [];
  for (let k = 0; k < 300; k++) {
    const h = [0, 2 ** -40, -(2 ** -40), 2 ** -10][k % 4] as number;
    ties.push([0, 0, 1, 0, 0, 1, 2 ** -54 * (1 + h), k % 8 === 0 ? 0 : rand(r, -60)]);
  }
  return [['on and beside rounding midpoints', ties]];
}

const familiesOf: Record<string, (r: () => number) => Families> = {
  segmentPlane: planeFamilies(false),
  rayPlane: planeFamilies(true),
  barycentric: barycentricFamilies,
  gridParam: () => [],
  gridPoint: () => [],
  coplanarParam: () => [],
  coplanarPoint: () => [],
  crossingPoint: crossingFamilies,
  lineParam: paramFamilies,
  linePoint: pointFamilies,
};

describe.each(kernels.map((k) => [k.name, k] as const))('the value kernel %s', (name, kernel) => {
  const spec = valueSpecs.find((s) => s.name === name) as ValueSpec;
  const trees = spec.build(new Builder(spec.inputs));
  const facts = ddAnalysis([trees.den, ...trees.nums]);
  const r = mulberry32(3407);
  const range = valueRange([trees.den, ...trees.nums]);
  const families = [...randomFamilies(spec.inputs.length, r, range), ...(familiesOf[name] as (r: () => number) => Families)(r)];

  it.each(families.map(([family, cases]) => [family, cases] as const))(
    'on %s: every bound holds, every proven value is the nearest double, and Exact is exact',
    (family, cases) => {
      const tally: Tally = { cases: 0, proven: 0, declined: 0 };
      for (const v of cases) {
        const proven = runCase(kernel, spec, trees, facts, v);
        tally.cases++;
        tally.proven += proven;
        tally.declined += spec.values.length - proven;
      }
      // Random and offset inputs are nearly always proven; the checks above hold for every case.
      if (family === 'random doubles' || family === 'random integers ±2^20')
        expect(tally.proven).toBeGreaterThan(0.99 * tally.cases * spec.values.length);
      if (family.startsWith('beyond')) expect(tally.proven).toBe(0);
      if (family.startsWith('on and beside')) expect(tally.declined).toBeGreaterThan(0);
    },
  );
});
