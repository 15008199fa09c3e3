import type { Frac } from '../../test/support/frac.js';
import { abs, add, cmp, div, frac, fracOfNumber, isDouble, mul, ONE, sub, ZERO } from '../../test/support/frac.js';
import { nextDown, nextUp } from '../../test/support/ulp.js';

/*
 * When can a float algorithm be trusted? — the "well-separated" condition
 * of the agreement properties. It lives here, in test code, and never in
 * the exact code.
 *
 * A float algorithm's answer is a function of a few decisive comparisons
 * (a sign, or which of two computed parameters is larger). Each compared
 * quantity q̃ is computed with a handful of roundings; from the exact
 * inputs we compute the exact q and a bound err(q) ≥ |q̃ − q| that holds for
 * every input passing the range guards. When every decisive comparison of
 * q_a against q_b has |q_a − q_b| > err(q_a) + err(q_b), each float
 * comparison goes the exact way, the float run takes the exact run's
 * branches, and its answer must equal the exact answer: that is what the
 * agreement properties assert. Cases that are not well separated are only
 * counted (the agreement-rate table).
 *
 * Rounding model: IEEE-754 double, round to nearest, ε = 2^-53; an
 * operation on doubles returns x∘y·(1 + δ), |δ| ≤ ε, while the result is
 * normal. The range guards (every replayed intermediate below 2^1000, every
 * divisor at least 2^-1000) keep results finite and divisions' reciprocals
 * normal; an underflowing product or quotient is off by at most 2^-1075 in
 * absolute terms (subnormal sums and differences are exact), which the
 * constant TINY = 2^-1070 covers with room to spare. A quantity is "exact"
 * (err = 0) when every intermediate of its evaluation is itself a double:
 * then no operation rounds, and even a tie compares correctly.
 */

export const EPS: Frac = { n: 1n, d: 1n << 53n };
const TINY: Frac = { n: 1n, d: 1n << 1070n };
const BIG = 2 ** 1000;
const BIG_FRAC: Frac = { n: 1n << 1000n, d: 1n };
const SMALL = 2 ** -1000;

const times = (k: bigint, x: Frac): Frac => ({ n: k * x.n, d: x.d });
const inRange = (...xs: number[]) => xs.every((x) => Math.abs(x) < BIG);

/**
 * A compared quantity: its exact value t and a bound on its float's error,
 * kept in the form err = c·ε·|t| + j·TINY (c, j ≥ 0 integers) so that
 * comparing two quantities is one integer inequality (see separated).
 */
export type Quantity = { readonly t: Frac; readonly c: bigint; readonly j: bigint };

/** The quantity's error bound c·ε·|t| + j·TINY as a fraction. */
export const errorOf = (q: Quantity): Frac => add(mul(times(q.c, EPS), abs(q.t)), times(q.j, TINY));

/**
 * q_a and q_b compare the same way in floats as exactly: |t_a − t_b| is
 * above the sum of their error bounds. With t = n/d (d > 0), ε = 2^-53 and
 * TINY = 2^-1070, multiplying
 *     |t_a − t_b| > ε(c_a|t_a| + c_b|t_b|) + (j_a + j_b)·TINY
 * by d_a·d_b·2^1070 > 0 gives the integer inequality
 *     |n_a·d_b − n_b·d_a|·2^1070 > (c_a|n_a|d_b + c_b|n_b|d_a)·2^1017 + (j_a + j_b)·d_a·d_b,
 * which is what is evaluated (no fractions of thousands of bits).
 */
export function separated(a: Quantity, b: Quantity): boolean {
  if (a.c === 0n && a.j === 0n && b.c === 0n && b.j === 0n) return true; // both computed exactly
  const { n: na, d: da } = a.t;
  const { n: nb, d: db } = b.t;
  const gap = na * db - nb * da;
  const left = (gap < 0n ? -gap : gap) << 1070n;
  const absNa = na < 0n ? -na : na;
  const absNb = nb < 0n ? -nb : nb;
  const right = ((a.c * absNa * db + b.c * absNb * da) << 1017n) + (a.j + b.j) * da * db;
  return left > right;
}

/*
 * Orientation: orient2dFloat computes D̃ = fl(fl(x̃ỹ) − fl(ũṽ)) with
 * x̃ = fl(b.x − a.x), ỹ = fl(c.y − a.y), ũ = fl(b.y − a.y), ṽ = fl(c.x − a.x);
 * cwTestFloat compares the same two products. Each product carries three
 * roundings: fl(x̃ỹ) = xy(1 + θ), |θ| ≤ (1 + ε)³ − 1 < 3.01ε. So
 *     |D̃ − D| ≤ 3.01ε(1 + ε)(|xy| + |uv|) + ε|D| (+ underflow, in TINY).
 * If |D| > 4ε(|xy| + |uv|) + TINY the error is below 0.76|D| + ε|D| < |D|,
 * so D̃ has D's sign (and the two products compare as xy and uv do).
 */
export function orientSeparated(a: readonly number[], b: readonly number[], c: readonly number[]): boolean {
  const [ax, ay] = a as [number, number];
  const [bx, by] = b as [number, number];
  const [cx, cy] = c as [number, number];
  const xf = bx - ax;
  const yf = cy - ay;
  const uf = by - ay;
  const vf = cx - ax;
  if (!inRange(xf, yf, uf, vf, xf * yf, uf * vf, xf * yf - uf * vf)) return false;
  const x = sub(frac(bx), frac(ax));
  const y = sub(frac(cy), frac(ay));
  const u = sub(frac(by), frac(ay));
  const v = sub(frac(cx), frac(ax));
  const l = mul(x, y);
  const r = mul(u, v);
  const d = sub(l, r);
  if ([x, y, u, v, l, r, d].every(isDouble)) return true;
  return cmp(abs(d), add(mul(times(4n, EPS), add(abs(l), abs(r))), TINY)) > 0;
}

/**
 * segmentsIntersectFloat (the Ruby post in doubles) decides by four
 * cwTestFloat calls and exact comparisons of input doubles: separated when
 * all four orientations are.
 */
export function segmentsSeparated(s: readonly (readonly number[])[], t: readonly (readonly number[])[]): boolean {
  const [p1, p2] = s as [number[], number[]];
  const [q1, q2] = t as [number[], number[]];
  // cwTestFloat(a, b, c) takes its differences from a, the endpoint tested: so must the bound.
  return orientSeparated(p1, q1, q2) && orientSeparated(p2, q1, q2) && orientSeparated(q1, p1, p2) && orientSeparated(q2, p1, p2);
}

/*
 * Slab methods. On an axis with direction component d ≠ 0 a slab method
 * computes the two parameters t = (m − o)/d, m the box's min and max, as
 *   'recip': fl(fl(m − o)·fl(1/d̃))   (segmentBoxFloat, rayAabbFloat: the Python tutorial)
 *   'div':   fl(fl(m − o)/d̃)         (liangBarskyFloat, rayBoxFloat)
 * where d̃ = fl(q − p) for a segment (d̃ = d for rayBoxFloat's given dir).
 * That is at most four roundings, one of them in a divisor:
 *     t̃ = t(1 + δ₁)(1 + δ₂)(1 + δ₃)/(1 + δ₀),  |t̃ − t| ≤ 4.01ε|t| ≤ 5ε|t|.
 * (d̃ = 0 exactly iff d = 0; then the float compares o with min and max
 * directly, which is exact.) The answer "miss" is max(lower) > min(upper)
 * over the entry parameters plus the constant 0 and the exit parameters plus
 * the constant 1 (none for a ray) — every early exit of the loops is that
 * same test on a prefix, so the float misses iff some entry/exit pair
 * compares that way. Two parameters of one axis never flip (rounding is
 * monotone and min ≤ max), so only pairs from different axes, and pairs
 * with the constants, are decisive.
 */
export type SlabForm = 'recip' | 'div';

/** An axis' slab parameter t = (m − o)/d, exactly, and which of its float intermediates are exact. */
type SlabParameter = { readonly t: Frac; readonly exactDiv: boolean; readonly d: Frac };

function slabParameter(m: number, o: number, dRounded: number, dExact: Frac): SlabParameter | null {
  const mo = m - o;
  if (!inRange(mo) || Math.abs(dRounded) < SMALL || Math.abs(dRounded) > BIG) return null;
  const moExact = sub(frac(m), frac(o));
  const t = div(moExact, dExact);
  if (cmp(abs(t), BIG_FRAC) >= 0) return null;
  return { t, exactDiv: isDouble(dExact) && isDouble(moExact) && isDouble(t), d: dExact };
}

/** The compared quantity of a slab parameter computed in the given form. */
function slabQuantity(p: SlabParameter, form: SlabForm, reciprocalIsDouble: () => boolean): Quantity {
  const exact = p.exactDiv && (form === 'div' || reciprocalIsDouble());
  return exact ? { t: p.t, c: 0n, j: 0n } : { t: p.t, c: 5n, j: 1n };
}

export type SlabCheck = {
  /** Every decisive comparison is separated: the float answer must be the exact one. */
  readonly separated: boolean;
  /** A bound on the error of any parameter the float returns (when separated; 0 otherwise). */
  readonly err: () => Frac;
};

const NOT_SEPARATED: SlabCheck = { separated: false, err: () => ZERO };

/**
 * The separation checks of slab methods on the line origin + t·d (d exact,
 * dRounded as the float computes it), parameters limited to [lower, upper]
 * (upper null: a ray), one check per form. The exact parameters are shared
 * by the forms and computed once.
 */
export function slabChecks(
  origin: readonly number[],
  dRounded: readonly number[],
  dExact: readonly Frac[],
  box: { readonly min: readonly number[]; readonly max: readonly number[] },
  forms: readonly SlabForm[],
  upper: Frac | null,
): SlabCheck[] {
  const axes: { lo: SlabParameter; hi: SlabParameter; axis: number; positive: boolean; recip: () => boolean }[] = [];
  for (let i = 0; i < origin.length; i++) {
    const dExactI = dExact[i] as Frac;
    if (dExactI.n === 0n) continue; // exact comparisons of o with min and max
    const o = origin[i] as number;
    const lo = slabParameter(box.min[i] as number, o, dRounded[i] as number, dExactI);
    const hi = slabParameter(box.max[i] as number, o, dRounded[i] as number, dExactI);
    if (lo === null || hi === null) return forms.map(() => NOT_SEPARATED);
    let recip: boolean | undefined;
    axes.push({ lo, hi, axis: i, positive: dExactI.n > 0n, recip: () => (recip ??= isDouble(div(ONE, dExactI))) });
  }
  return forms.map((form) => {
    const lowers: { q: Quantity; axis: number }[] = [{ q: { t: ZERO, c: 0n, j: 0n }, axis: -1 }];
    const uppers: { q: Quantity; axis: number }[] = upper === null ? [] : [{ q: { t: upper, c: 0n, j: 0n }, axis: -1 }];
    const quantities: Quantity[] = [];
    for (const { lo, hi, axis, positive, recip } of axes) {
      const qLo = slabQuantity(lo, form, recip);
      const qHi = slabQuantity(hi, form, recip);
      lowers.push({ q: positive ? qLo : qHi, axis });
      uppers.push({ q: positive ? qHi : qLo, axis });
      quantities.push(qLo, qHi);
    }
    for (const a of lowers) {
      for (const b of uppers) {
        if (a.axis === b.axis && a.axis !== -1) continue;
        if (!separated(a.q, b.q)) return NOT_SEPARATED;
      }
    }
    // Any parameter the float returns is one of these quantities (or a constant 0 or 1, exact).
    const err = () => {
      let max = ZERO;
      for (const q of quantities) {
        const e = errorOf(q);
        if (cmp(e, max) > 0) max = e;
      }
      return max;
    };
    return { separated: true, err };
  });
}

/** slabChecks for one form. */
export function slabSeparated(
  origin: readonly number[],
  dRounded: readonly number[],
  dExact: readonly Frac[],
  box: { readonly min: readonly number[]; readonly max: readonly number[] },
  form: SlabForm,
  upper: Frac | null,
): SlabCheck {
  return slabChecks(origin, dRounded, dExact, box, [form], upper)[0] as SlabCheck;
}

/** The segment p→q as slabSeparated wants it: d̃ = fl(q − p), d = q − p exactly. */
export function segmentLine(s: readonly (readonly number[])[]): { origin: number[]; dRounded: number[]; dExact: Frac[] } {
  const [p, q] = s as [number[], number[]];
  return {
    origin: [...p],
    dRounded: p.map((x, i) => (q[i] as number) - x),
    dExact: p.map((x, i) => sub(frac(q[i] as number), frac(x))),
  };
}

/*
 * Cohen–Sutherland (cohenSutherlandClipFloat) moves an endpoint to a box
 * plane at p0 + (p1 − p0)·t, t = (b − p0ₐ)/(p1ₐ − p0ₐ), sets the clipped
 * coordinate to the bound b itself and clamps the others between the two
 * endpoints' (its fix for the original's endless loop), and repeats with the
 * moved, already rounded point, so errors compound; instead of a closed
 * form we replay it with interval arithmetic. Every coordinate carries its
 * float value (replayed operation for operation) and an interval holding
 * both that value and the value exact Cohen–Sutherland has at the same step:
 * each operation's endpoints are rounded outward by one ulp
 * (nextDown/nextUp), which contains the exact result, and since rounding is
 * monotone the float result of operands inside the intervals lies inside
 * too. The clamp is the median of three values, monotone in each, so the
 * medians of the interval ends bound it (the exact point lies between the
 * endpoints, where the clamp does nothing). The clipped coordinate is b in
 * both runs. A region-code comparison is decided when the interval lies on
 * one side of the bound (or both values are known exactly); the case is
 * well separated when every comparison of the run is decided.
 */
type Interval = { lo: number; hi: number };
type Coord = { f: number; iv: Interval; exact: Frac | null };

const around = (a: number, b: number): Interval | null => {
  const lo = nextDown(Math.min(a, b));
  const hi = nextUp(Math.max(a, b));
  return Number.isFinite(lo) && Number.isFinite(hi) ? { lo, hi } : null;
};
const hull = (xs: number[]): Interval | null => {
  if (!xs.every(Number.isFinite)) return null;
  return around(Math.min(...xs), Math.max(...xs));
};
const isub = (x: Interval, y: Interval) => hull([x.lo - y.hi, x.hi - y.lo]);
const iadd = (x: Interval, y: Interval) => hull([x.lo + y.lo, x.hi + y.hi]);
const imul = (x: Interval, y: Interval) => hull([x.lo * y.lo, x.lo * y.hi, x.hi * y.lo, x.hi * y.hi]);
const idiv = (x: Interval, y: Interval) =>
  y.lo <= 0 && y.hi >= 0 ? null : hull([x.lo / y.lo, x.lo / y.hi, x.hi / y.lo, x.hi / y.hi]);
const point = (x: number): Interval => ({ lo: x, hi: x });
const median = (a: number, b: number, c: number) => Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));

type Box = { readonly min: readonly number[]; readonly max: readonly number[] };

/** One axis' region bits (0b01 below, 0b10 above), or null when float and exact may differ. */
function axisBits(c: Coord, lo: number, hi: number): number | null {
  const floatBits = c.f < lo ? 0b01 : c.f > hi ? 0b10 : 0;
  if (c.exact !== null) {
    const e = c.exact;
    const exactBits = cmp(e, frac(lo)) < 0 ? 0b01 : cmp(e, frac(hi)) > 0 ? 0b10 : 0;
    return exactBits === floatBits ? floatBits : null;
  }
  if (c.iv.hi < lo) return 0b01;
  if (c.iv.lo > hi) return 0b10;
  if (c.iv.lo >= lo && c.iv.hi <= hi) return 0;
  return null;
}

function regionCode(p: Coord[], box: Box): number | null {
  let code = 0;
  for (let i = 0; i < p.length; i++) {
    const bits = axisBits(p[i] as Coord, box.min[i] as number, box.max[i] as number);
    if (bits === null) return null;
    code = (code << 2) | bits;
  }
  return code;
}

export type CohenSutherlandReplay =
  | { readonly separated: false }
  | {
      readonly separated: true;
      readonly result: [number[], number[]] | null;
      readonly intervals: [Interval[], Interval[]] | null;
    };

export function cohenSutherlandSeparated(s: readonly (readonly number[])[], box: Box): CohenSutherlandReplay {
  const start = (p: readonly number[]): Coord[] => p.map((x) => ({ f: x, iv: point(x), exact: frac(x) }));
  let p0 = start(s[0] as number[]);
  let p1 = start(s[1] as number[]);
  const n = p0.length;
  for (let step = 0; step < 8 * n; step++) {
    const c0 = regionCode(p0, box);
    const c1 = regionCode(p1, box);
    if (c0 === null || c1 === null) return { separated: false };
    if (!(c0 | c1)) {
      return {
        separated: true,
        result: [p0.map((c) => c.f), p1.map((c) => c.f)],
        intervals: [p0.map((c) => c.iv), p1.map((c) => c.iv)],
      };
    }
    if (c0 & c1) return { separated: true, result: null, intervals: null };
    const out = c0 ? c0 : c1;
    let axis = -1;
    let bound = 0;
    for (let a = 0; a < n; a++) {
      const shift = 2 * (n - 1 - a);
      if (out & (0b01 << shift)) [axis, bound] = [a, box.min[a] as number];
      else if (out & (0b10 << shift)) [axis, bound] = [a, box.max[a] as number];
      else continue;
      break;
    }
    const a0 = p0[axis] as Coord;
    const a1 = p1[axis] as Coord;
    const tf = (bound - a0.f) / (a1.f - a0.f);
    const ti = (() => {
      const num = isub(point(bound), a0.iv);
      const den = isub(a1.iv, a0.iv);
      return num && den ? idiv(num, den) : null;
    })();
    if (ti === null || !Number.isFinite(tf)) return { separated: false };
    const moved: Coord[] = [];
    for (let i = 0; i < n; i++) {
      const x0 = p0[i] as Coord;
      const x1 = p1[i] as Coord;
      if (i === axis) {
        moved.push({ f: bound, iv: point(bound), exact: fracOfNumber(bound) });
        continue;
      }
      const raw = x0.f + (x1.f - x0.f) * tf;
      const f = Math.min(Math.max(raw, Math.min(x0.f, x1.f)), Math.max(x0.f, x1.f));
      const diff = isub(x1.iv, x0.iv);
      const prod = diff && imul(diff, ti);
      const iv = prod && iadd(x0.iv, prod);
      if (iv === null || !Number.isFinite(f)) return { separated: false };
      const clamped = { lo: median(iv.lo, x0.iv.lo, x1.iv.lo), hi: median(iv.hi, x0.iv.hi, x1.iv.hi) };
      moved.push({ f, iv: clamped, exact: null });
    }
    if (out === c0) p0 = moved;
    else p1 = moved;
  }
  return { separated: false };
}
