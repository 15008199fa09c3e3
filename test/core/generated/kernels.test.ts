// Every generated kernel against an independent exact reference
// (test/support/frac.ts: plain fractions, determinants by Gaussian
// elimination, no tree shared with the kernels) on adversarial inputs:
// values bisected to the nearest doubles around a zero of the polynomial,
// then scaled by powers of two far into the underflow and overflow ranges,
// translated so that differences round, and mixed across magnitudes. The
// filter may decline; when it answers, and when any later stage answers,
// the sign must be the exact one. Every stage must be reached.
import { describe, expect, it } from 'vitest';
import type { Coordinate } from '../../../src/core/coordinate.js';
import * as cd2 from '../../../src/core/generated/compareDistance2.js';
import * as cd3 from '../../../src/core/generated/compareDistance3.js';
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
import type { KernelStage } from '../../../src/core/sign.js';
import { UNDECIDED } from '../../../src/core/sign.js';
import {
  compareDistanceExact,
  crossingCompareExact,
  crossingOffsetExact,
  crossingOrientExact,
  type Frac,
  frac,
  gridCrossingExact,
  gridSideExact,
  incircleExact,
  insphereExact,
  mul,
  orient2dExact,
  orient3dDirExact,
  orient3dExact,
  sign,
  sub,
} from '../../support/frac.js';
import { mulberry32 } from '../../support/random.js';
import {
  SUBNORMAL_COMPARE_DISTANCE2,
  SUBNORMAL_COMPARE_DISTANCE3,
  SUBNORMAL_CROSSING_COMPARE,
  SUBNORMAL_DET2,
  SUBNORMAL_ORIENT2D,
  SUBNORMAL_ORIENT2D_ROTATIONS,
} from '../../support/subnormalProducts.js';

type Fn = (...v: number[]) => number;
type Kernel = {
  name: string;
  arity: number;
  filter: Fn;
  exact: Fn;
  sign: (...v: Coordinate[]) => number;
  stage: (...v: Coordinate[]) => KernelStage;
  reference: (v: readonly Coordinate[]) => -1 | 0 | 1;
  /** Stages this kernel has (`products` only for a root A ± B of two leaf products). */
  stages: KernelStage[];
};

const points = (v: readonly Coordinate[], dim: number): Coordinate[][] =>
  Array.from({ length: v.length / dim }, (_, i) => v.slice(i * dim, i * dim + dim));

const ALL: KernelStage[] = ['filter', 'integers', 'differences', 'rounded', 'corrected', 'expansion', 'bigint'];
/** A root A ± B of two leaf products: exact differences are decided by comparing the products. */
const PAIR: KernelStage[] = ['filter', 'integers', 'products', 'rounded', 'corrected', 'expansion', 'bigint'];

const kernels: Kernel[] = [
  {
    name: 'det2',
    arity: 8,
    ...pick(det2, 'det2'),
    reference: (v) => {
      const [a, b, c, d, e, f, g, h] = v.map((x) => frac(x)) as Frac[] as [Frac, Frac, Frac, Frac, Frac, Frac, Frac, Frac];
      return sign(sub(mul(sub(a, b), sub(c, d)), mul(sub(e, f), sub(g, h))));
    },
    stages: [...PAIR],
  },
  {
    name: 'orient2d',
    arity: 6,
    ...pick(orient2d, 'orient2d'),
    reference: (v) => {
      const [a, b, c] = points(v, 2) as [Coordinate[], Coordinate[], Coordinate[]];
      return orient2dExact(a, b, c);
    },
    stages: [...PAIR],
  },
  {
    name: 'orient3d',
    arity: 12,
    ...pick(orient3d, 'orient3d'),
    reference: (v) => {
      const [a, b, c, d] = points(v, 3) as [Coordinate[], Coordinate[], Coordinate[], Coordinate[]];
      return orient3dExact(a, b, c, d);
    },
    stages: ALL,
  },
  {
    name: 'incircle',
    arity: 8,
    ...pick(incircle, 'incircle'),
    reference: (v) => {
      const [a, b, c, d] = points(v, 2) as [Coordinate[], Coordinate[], Coordinate[], Coordinate[]];
      return incircleExact(a, b, c, d);
    },
    stages: ALL,
  },
  {
    name: 'insphere',
    arity: 15,
    ...pick(insphere, 'insphere'),
    reference: (v) => {
      const [a, b, c, d, e] = points(v, 3) as [Coordinate[], Coordinate[], Coordinate[], Coordinate[], Coordinate[]];
      return insphereExact(a, b, c, d, e);
    },
    stages: ALL,
  },
  {
    name: 'compareDistance2',
    arity: 6,
    ...pick(cd2, 'compareDistance2'),
    reference: (v) => {
      const [p, a, b] = points(v, 2) as [Coordinate[], Coordinate[], Coordinate[]];
      return compareDistanceExact(p, a, b);
    },
    stages: ALL,
  },
  {
    name: 'compareDistance3',
    arity: 9,
    ...pick(cd3, 'compareDistance3'),
    reference: (v) => {
      const [p, a, b] = points(v, 3) as [Coordinate[], Coordinate[], Coordinate[]];
      return compareDistanceExact(p, a, b);
    },
    stages: ALL,
  },
  {
    name: 'orient3dDir',
    arity: 12,
    ...pick(orient3dDir, 'orient3dDir'),
    reference: (v) => {
      const [a, b, c, d] = points(v, 3) as [Coordinate[], Coordinate[], Coordinate[], Coordinate[]];
      return orient3dDirExact(a, b, c, d);
    },
    stages: ALL,
  },
  {
    name: 'gridSide',
    arity: 4,
    ...pick(gridSide, 'gridSide'),
    reference: (v) => gridSideExact(v[0] as Coordinate, v[1] as Coordinate, v[2] as Coordinate, v[3] as Coordinate),
    // Linear in its one difference: adding the difference's tail (stage C) is exact, so the later stages never run.
    stages: ['filter', 'integers', 'differences', 'corrected', 'bigint'],
  },
  {
    name: 'gridCrossing',
    arity: 12,
    ...pick(gridCrossing, 'gridCrossing'),
    reference: gridCrossingExact,
    stages: ALL,
  },
  {
    name: 'crossingOffset',
    arity: 9,
    ...pick(crossingOffset, 'crossingOffset'),
    reference: crossingOffsetExact,
    stages: ALL,
  },
  {
    name: 'crossingCompare',
    arity: 16,
    ...pick(crossingCompare, 'crossingCompare'),
    reference: crossingCompareExact,
    stages: ALL,
  },
  {
    name: 'crossingOrient',
    arity: 12,
    ...pick(crossingOrient, 'crossingOrient'),
    reference: crossingOrientExact,
    stages: ALL,
  },
];

/** The generated entries of one module, by the kernel's stem. */
function pick(mod: Record<string, unknown>, stem: string): Pick<Kernel, 'filter' | 'exact' | 'sign' | 'stage'> {
  return {
    filter: mod[`${stem}Filter`] as Fn,
    exact: mod[`${stem}Exact`] as Fn,
    sign: mod[`${stem}Sign`] as Kernel['sign'],
    stage: mod[`${stem}Stage`] as Kernel['stage'],
  };
}

/**
 * Moves coordinate j of v to where the exact sign changes, to adjacent
 * doubles if it can: the closest inputs to a zero of the polynomial that
 * doubles allow. Returns both sides, or nothing when the signs agree.
 */
function bisect(k: Kernel, v: number[], j: number, lo: number, hi: number): number[][] {
  const at = (x: number): number[] => {
    const w = [...v];
    w[j] = x;
    return w;
  };
  let sl = k.sign(...at(lo));
  const sh = k.sign(...at(hi));
  if (sl === 0) return [at(lo)];
  if (sh === 0) return [at(hi)];
  if (sl === sh) return [];
  for (let i = 0; i < 2000; i++) {
    const mid = lo + (hi - lo) / 2;
    if (mid === lo || mid === hi) break;
    const sm = k.sign(...at(mid));
    if (sm === 0) return [at(mid)];
    if (sm === sl) {
      lo = mid;
      sl = sm;
    } else hi = mid;
  }
  return [at(lo), at(hi)];
}

/** The spacing of doubles at x. */
function ulp(x: number): number {
  const a = Math.abs(x);
  if (a < 2 ** -1021) return 2 ** -1074;
  return 2 ** (Math.floor(Math.log2(a)) - 52);
}

/** Adversarial cases for one kernel, from a fixed seed. */
function cases(k: Kernel, seed: number): number[][] {
  const rand = mulberry32(seed);
  const out: number[][] = [];
  const uniform = (s: number) => (rand() * 2 - 1) * s;
  // 40 random configurations bisected to a zero (attempts whose signs agree are skipped).
  for (let trial = 0, found = 0; found < 40 && trial < 1000; trial++) {
    // Random integers or doubles, sometimes translated far (so that their
    // differences round), then one coordinate bisected to a zero.
    const ints = trial % 2 === 0;
    const scale = ints ? 2 ** 20 : 1;
    const shift = trial % 4 < 2 ? 0 : 2 ** (10 + Math.floor(rand() * 40)) + 1 / 3;
    // Doubles of mixed exponents: their differences round.
    const v = Array.from(
      { length: k.arity },
      () => (ints ? Math.round(uniform(scale)) : uniform(scale) * 2 ** Math.round(uniform(12))) + shift,
    );
    const j = Math.floor(rand() * k.arity);
    const reach = ints ? 4 * scale : 2 ** 14;
    const near = bisect(k, v, j, shift - reach, shift + reach);
    if (near.length > 0) found++;
    for (const w of near) {
      out.push(w);
      // Moved away from the zero by 2^i ulps: from the exact stages back to the filter.
      for (let i = 0; i <= 48; i++) {
        const m = [...w];
        m[j] = (m[j] as number) + 2 ** i * ulp(m[j] as number);
        out.push(m);
      }
      // The same configuration at other scales: exact while nothing underflows.
      for (const s of [-1060, -1000, -700, -400, -250, -120, -40, 40, 120, 250, 400, 700, 950])
        out.push(w.map((x) => x * 2 ** s));
    }
    // Mixed magnitudes, each coordinate on its own scale (how underflow in a
    // small minor meets a large factor).
    out.push(v.map((x) => x * 2 ** Math.round(uniform(600))));
  }
  // The last point of an exact degeneracy moved by 2^i ulps: through every stage.
  for (const w of degenerate[k.name] ?? []) {
    out.push(w);
    for (let i = 0; i <= 60; i++) {
      const m = [...w];
      m[k.arity - 1] = (m[k.arity - 1] as number) + 2 ** i * ulp(m[k.arity - 1] as number);
      out.push(m);
    }
  }
  return out;
}

/**
 * Cases where a product of small differences underflows (2^-540 · 2^-540)
 * while another factor is large (up to 2^600) and the terms that survive
 * are small: the filter's underflow guard, not its relative bound, must
 * decline them. Coordinates are sums of a few scales, with repeats, so that
 * differences are small, zero or large.
 */
function underflowCases(k: Kernel, seed: number): number[][] {
  const rand = mulberry32(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const scales = [0, 2 ** -540, 3 * 2 ** -541, 2 ** -10, 2 ** -100, 2 ** 300, 2 ** 600, 1];
  const out: number[][] = [];
  for (let i = 0; i < 4000; i++) {
    const v = Array.from({ length: k.arity }, () => (rand() < 0.5 ? -1 : 1) * pick(scales) * pick([1, 2, 3]));
    // Repeat one coordinate in another place: a difference of exactly 0 or of one small scale.
    v[Math.floor(rand() * k.arity)] = v[Math.floor(rand() * k.arity)] as number;
    out.push(v);
  }
  return out;
}

/**
 * Kernels with cases where two subnormal products round toward each other
 * beside a difference that rounds (test/support/subnormalProducts.ts): the
 * double determinant is one subnormal step of the wrong sign and the
 * relative bound underflows to 0, so only the guard declines them.
 */
const roundedSubnormal: Partial<Record<string, { sign: 1 | -1; cases: readonly (readonly number[])[] }>> = {
  orient2d: { sign: -1, cases: SUBNORMAL_ORIENT2D_ROTATIONS },
  det2: { sign: -1, cases: SUBNORMAL_DET2 },
  compareDistance2: { sign: -1, cases: [SUBNORMAL_COMPARE_DISTANCE2] },
  compareDistance3: { sign: -1, cases: [SUBNORMAL_COMPARE_DISTANCE3] },
  crossingCompare: { sign: 1, cases: [SUBNORMAL_CROSSING_COMPARE] },
};

/**
 * Exactly degenerate configurations: every input equal (all differences 0:
 * the integer stage); big integers on a line, plane, circle or sphere
 * (exact differences whose products pass 2^53); a repeated point among
 * coordinates whose differences round (the whole expansion is needed to see
 * the exact 0).
 */
const far = [2 ** 60, 1 / 3, -(2 ** 61), 2 ** 30 + 0.5, 3 * 2 ** 59, -5 / 3, 2 ** 55];
const repeated = (arity: number, dim: number): number[] => {
  const v = Array.from({ length: arity }, (_, i) => far[i % far.length] as number);
  for (let i = 0; i < dim; i++) v[arity - dim + i] = v[i] as number;
  return v;
};
/*
 * Crossings exactly at P = (2^60, 1/3): lines through P along offsets that
 * keep every coordinate a double, and the horizontal y = 1/3 through
 * -5/3, 2^30 + 1/2 and 2^55, whose differences with P round. The last
 * coordinate tilts a line through P, so moving it moves the crossing.
 */
const P = [2 ** 60, 1 / 3] as const;
const plus = (o: readonly number[]): number[] => [P[0] + (o[0] as number), P[1] + (o[1] as number)];
const minus = (o: readonly number[]): number[] => [P[0] - (o[0] as number), P[1] - (o[1] as number)];
const [e, d, f] = [
  [2 ** 50, 2 ** -5],
  [2 ** 52, -(2 ** -3)],
  [-(2 ** 51), 2 ** -4],
];
const atP = {
  offset: [...plus(e), ...minus(e), -5 / 3, 1 / 3, 2 ** 55, 1 / 3, 2 ** 60],
  compare: [
    -5 / 3,
    1 / 3,
    2 ** 55,
    1 / 3,
    ...plus(d),
    ...minus(d),
    ...plus(e),
    ...minus(e),
    2 ** 30 + 0.5,
    1 / 3,
    -(2 ** 61),
    1 / 3,
  ],
  orient: [-5 / 3, 1 / 3, 2 ** 55, 1 / 3, ...plus(e), ...minus(e), ...minus(f), ...plus(f)],
};
const degenerate: Record<string, number[][]> = {
  crossingOffset: [Array(9).fill(5), [0, 0, 2, 2, 0, 2, 2, 0, 1].map((x) => x * 2 ** 40 + 3), atP.offset],
  crossingCompare: [Array(16).fill(5), [0, 0, 2, 2, 0, 2, 2, 0, 0, 0, 4, 2, 2, 0, 0, 2].map((x) => x * 2 ** 30 + 3), atP.compare],
  crossingOrient: [Array(12).fill(5), [0, 1, 2, 1, 0, 0, 2, 2, 0, 2, 2, 0].map((x) => x * 2 ** 30 + 3), atP.orient],
  det2: [Array(8).fill(3), [2, 0, 3, 0, 6, 0, 1, 0].map((x) => x * 2 ** 40), [2 ** 60, 1 / 3, 0.1, 0.1, 2 ** 60, 1 / 3, 5, 5]],
  orient2d: [[5, 7, 5, 7, 5, 7], [0, 0, 1, 1, 3, 3].map((x) => x * 2 ** 40), repeated(6, 2)],
  orient3d: [Array(12).fill(5), [0, 0, 0, 1, 0, 0, 0, 1, 0, 1, 1, 0].map((x) => x * 2 ** 40 + 1), repeated(12, 3)],
  incircle: [Array(8).fill(5), [1, 0, 0, 1, -1, 0, 0, -1].map((x) => x * 2 ** 30 + 7), repeated(8, 2)],
  insphere: [Array(15).fill(5), [1, 0, 0, 0, 1, 0, 0, 0, 1, -1, 0, 0, 0, -1, 0].map((x) => x * 2 ** 30 + 7), repeated(15, 3)],
  compareDistance2: [Array(6).fill(5), [0, 0, 3, 4, 5, 0].map((x) => x * 2 ** 30 + 7), repeated(6, 2)],
  compareDistance3: [Array(9).fill(5), [0, 0, 0, 3, 4, 0, 0, 0, 5].map((x) => x * 2 ** 30 + 7), repeated(9, 3)],
  // The plane through a, b, c has normal (0, −1, 1), and v = (3, 5, 5)·2^40 lies in it; c = a among far values.
  orient3dDir: [
    Array(12).fill(5),
    [...[0, 0, 0, 1, 0, 0, 0, 1, 1].map((x) => x * 2 ** 40 + 1), 3 * 2 ** 40, 5 * 2 ** 40, 5 * 2 ** 40],
    [...far.slice(0, 6), ...far.slice(0, 3), ...far.slice(3, 6)],
  ],
  // 2.5 on the plane 0.5 + 2·1; planes 3·(1/3) and 2·(1/2) of two axes crossed at the same parameter.
  gridSide: [Array(4).fill(5), [5, 1, 2, 2].map((x) => x * 2 ** 20), [2 ** 60 + 2 ** 8, 2 ** 60, 2 ** 6, 4]],
  gridCrossing: [Array(12).fill(5), [0, 0, 3, 1 / 3, 4, 2, 0, 0, 2, 1 / 2, 6, 3].map((x) => x * 2 ** 40), repeated(12, 6)],
};

/** True when the exact stages in doubles may decline: a non-zero input outside [2^-162, 2^195] (every kernel's range contains it). */
const outsideCommonRange = (v: readonly number[]): boolean =>
  v.some((x) => x !== 0 && (Math.abs(x) < 2 ** -162 || Math.abs(x) > 2 ** 195));

describe('subnormal products beside a rounded difference', () => {
  it('fool a relative bound: the double determinant is one subnormal step of the wrong sign, the bound underflows to 0', () => {
    const [ax, ay, bx, by, cx, cy] = SUBNORMAL_ORIENT2D as [number, number, number, number, number, number];
    const p1 = (bx - ax) * (cy - ay);
    const p2 = (by - ay) * (cx - ax);
    expect(p1 - p2).toBe(2 ** -1074);
    expect(2 ** -51 * Math.abs(p1 + p2)).toBe(0);
    expect(orient2dExact([ax, ay], [bx, by], [cx, cy])).toBe(-1);
  });

  it('in compareDistance2 too: squares of a rounded difference and of an exact one, each rounded up', () => {
    const [px, py, ax, ay, bx, by] = SUBNORMAL_COMPARE_DISTANCE2 as [number, number, number, number, number, number];
    const toA = (px - ax) * (px - ax) + (py - ay) * (py - ay);
    const toB = (px - bx) * (px - bx) + (py - by) * (py - by);
    expect(toA - toB).toBe(2 ** -1074);
    expect(2 ** -51 * (toA + toB)).toBe(0);
    expect(compareDistanceExact([px, py], [ax, ay], [bx, by])).toBe(-1);
  });

  it.each(Object.entries(roundedSubnormal))(
    '%s: the filter declines them, the dispatch answers the exact sign',
    (name, fixture) => {
      const k = kernels.find((x) => x.name === name) as Kernel;
      for (const c of fixture?.cases ?? []) {
        const v = [...c];
        expect(k.reference(v), `${v}`).toBe(fixture?.sign);
        expect(k.filter(...v), `${v}`).toBe(0);
        expect(k.sign(...v), `${v}`).toBe(fixture?.sign);
      }
    },
  );
});

describe.each(kernels)('$name', (k) => {
  const all = cases(k, 20261124 + k.arity);

  it('the filter answers only with the exact sign', () => {
    let decided = 0;
    for (const v of all) {
      const d = k.filter(...v);
      if (d !== 0) {
        decided++;
        expect(Math.sign(d), `${v}`).toBe(k.reference(v));
      }
    }
    expect(decided).toBeGreaterThan(0);
  });

  it('the filter answers only with the exact sign where products underflow beside large factors', () => {
    let decided = 0;
    for (const v of [...underflowCases(k, 20261126 + k.arity), ...(roundedSubnormal[k.name]?.cases ?? []).map((c) => [...c])]) {
      const d = k.filter(...v);
      if (d !== 0) {
        decided++;
        expect(Math.sign(d), `${v}`).toBe(k.reference(v));
      }
    }
    expect(decided).toBeGreaterThan(0);
  });

  it('the exact stages in doubles answer only with the exact sign, and decline only beyond their range', () => {
    for (const v of all) {
      const s = k.exact(...v);
      if (s === UNDECIDED) expect(outsideCommonRange(v), `${v}`).toBe(true);
      else expect(s, `${v}`).toBe(k.reference(v));
    }
  });

  it('the dispatch is exact, and every stage is reached', () => {
    const seen = new Set<KernelStage>();
    for (const v of all) {
      expect(k.sign(...v), `${v}`).toBe(k.reference(v));
      seen.add(k.stage(...v));
    }
    expect([...seen].sort()).toEqual([...k.stages].sort());
  });

  it('bigints, Rationals and mixtures agree with numbers', () => {
    for (const v of all.slice(0, 60)) {
      const want = k.reference(v);
      const big = v.map((x) => (Number.isInteger(x) && Math.abs(x) < 2 ** 60 ? BigInt(x) : x));
      expect(k.sign(...big), `${v}`).toBe(want);
    }
  });
});
