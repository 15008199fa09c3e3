import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Point2, Segment2 } from '../src/core/coordinate.js';
import { orient2d, orient2dMany, segmentBoxMany, segmentsIntersect, segmentsIntersectMany } from '../src/index.js';
import { segmentPairFilter } from '../src/predicates/segmentPairFilter.js';
import {
  det2Filter,
  det2FilterSign,
  det2Sign,
  det2SignAdaptive,
  det2SignDoubles,
  det2SignStaged,
  orient2dDoubles,
  UNDECIDED,
} from '../test/support/det2Entries.js';
import { params } from './support/params.js';

/*
 * Every fast path equals a plain exact evaluation. The reference here is
 * deliberately independent of src/: each double is read bit by bit into the
 * integer x·2^1074 (exact for every finite double), and the orientation and
 * the Ruby post's segment test run on those integers with BigInt. Families:
 * collinear integers (±2^20, ±2^52) with ±1 nudges, near-collinear doubles
 * nudged by ulps, shared endpoints, values scaled to the edges of the
 * expansion range (2^±480), subnormals, values near overflow, and any
 * doubles at all.
 */

// --- the independent reference -------------------------------------------

const view = new DataView(new ArrayBuffer(8));

/** x·2^1074 as a bigint, from the bits of x (finite x). */
function scaled(x: number): bigint {
  view.setFloat64(0, x);
  const hi = view.getUint32(0);
  const lo = view.getUint32(4);
  const exp = (hi >>> 20) & 0x7ff;
  const frac = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  // Normal: x = (2^52 + frac)·2^(exp − 1075); subnormal: x = frac·2^(1 − 1075).
  const mant = exp === 0 ? frac : frac | (1n << 52n);
  const v = mant << BigInt(exp === 0 ? 0 : exp - 1);
  return hi >>> 31 ? -v : v;
}

/** sign((b − a) × (c − a)) exactly. */
function refOrient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const [Ax, Ay, Bx, By, Cx, Cy] = [ax, ay, bx, by, cx, cy].map(scaled) as [bigint, bigint, bigint, bigint, bigint, bigint];
  const d = (Bx - Ax) * (Cy - Ay) - (By - Ay) * (Cx - Ax);
  return d > 0n ? 1 : d < 0n ? -1 : 0;
}

/** sign((a − b)(c − d) − (e − f)(g − h)) exactly. */
function refDet2(v: readonly number[]): number {
  const [a, b, c, d, e, f, g, h] = v.map(scaled) as [bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint];
  const D = (a - b) * (c - d) - (e - f) * (g - h);
  return D > 0n ? 1 : D < 0n ? -1 : 0;
}

const within = (x: number, a: number, b: number): boolean => (a <= x && x <= b) || (b <= x && x <= a);

/** The Ruby post's seg_intersect? with exact orientations (doubles compare exactly as they are). */
function refSegments(px: number, py: number, qx: number, qy: number, ux: number, uy: number, vx: number, vy: number): boolean {
  const t1 = refOrient(px, py, qx, qy, ux, uy);
  const t2 = refOrient(px, py, qx, qy, vx, vy);
  const t3 = refOrient(ux, uy, vx, vy, px, py);
  const t4 = refOrient(ux, uy, vx, vy, qx, qy);
  return (
    (t1 * t2 < 0 && t3 * t4 < 0) ||
    (t1 === 0 && within(ux, px, qx) && within(uy, py, qy)) ||
    (t2 === 0 && within(vx, px, qx) && within(vy, py, qy)) ||
    (t3 === 0 && within(px, ux, vx) && within(py, uy, vy)) ||
    (t4 === 0 && within(qx, ux, vx) && within(qy, uy, vy))
  );
}

type Frac = [bigint, bigint]; // n/d with d > 0
const lessEq = (a: Frac, b: Frac): boolean => a[0] * b[1] <= b[0] * a[1];

/**
 * The slab method on exact fractions: the closed segment p→q meets the
 * closed box [lo, hi] iff the parameter interval [0, 1] cut by every slab is
 * not empty (coordinates as x·2^1074 integers).
 */
function refSegmentBox(p: readonly number[], q: readonly number[], lo: readonly number[], hi: readonly number[]): boolean {
  let tMin: Frac = [0n, 1n];
  let tMax: Frac = [1n, 1n];
  for (let k = 0; k < p.length; k++) {
    const P = scaled(p[k] as number);
    const D = scaled(q[k] as number) - P;
    const L = scaled(lo[k] as number);
    const H = scaled(hi[k] as number);
    if (D === 0n) {
      if (P < L || P > H) return false;
      continue;
    }
    const enter: Frac = D > 0n ? [L - P, D] : [P - H, -D];
    const exit: Frac = D > 0n ? [H - P, D] : [P - L, -D];
    if (lessEq(tMin, enter)) tMin = enter;
    if (lessEq(exit, tMax)) tMax = exit;
  }
  return lessEq(tMin, tMax);
}

describe('the reference itself', () => {
  it('reads doubles exactly, subnormals and extremes included', () => {
    expect(scaled(1)).toBe(1n << 1074n);
    expect(scaled(-0.5)).toBe(-(1n << 1073n));
    expect(scaled(2 ** -1074)).toBe(1n);
    expect(scaled(3 * 2 ** -1074)).toBe(3n);
    expect(scaled(2 ** -1022)).toBe(1n << 52n);
    expect(scaled(Number.MAX_VALUE)).toBe(((1n << 53n) - 1n) << 2045n);
    expect(scaled(0)).toBe(0n);
    expect(scaled(-0)).toBe(0n);
  });
  it('knows the classic cases', () => {
    expect(refOrient(0, 0, 1, 0, 0, 1)).toBe(1);
    expect(refOrient(0, 0, 1, 1, 2, 2)).toBe(0);
    expect(refOrient(0.5, 0.5, 12, 12, 24, 24)).toBe(0);
    expect(refSegments(0, 0, 2, 2, 0, 2, 2, 0)).toBe(true);
    expect(refSegments(0, 0, 1, 1, 2, 2, 3, 3)).toBe(false);
    expect(refSegmentBox([0, 2], [2, 0], [1, 1], [3, 3])).toBe(true);
    expect(refSegmentBox([0, 2.5], [2.5, 0], [1, 1], [3, 3])).toBe(true);
    expect(refSegmentBox([0, 1.5], [1.5, 0], [1, 1], [3, 3])).toBe(false);
  });
});

// --- families --------------------------------------------------------------

type Triple = [number, number, number, number, number, number];
type Pair = [number, number, number, number, number, number, number, number];
type Det2Args = Pair;

/** 0 or |v| in [2^-480, 2^480]: the range where the expansion stages run (an independent restatement). */
const inRange = (v: number): boolean => v === 0 || (Math.abs(v) >= 2 ** -480 && Math.abs(v) <= 2 ** 480);

const view2 = new DataView(new ArrayBuffer(8));

/** x moved by k ulps (toward +∞ for k > 0), staying finite. */
function ulps(x: number, k: number): number {
  let y = x;
  for (let i = 0; i < Math.abs(k); i++) {
    if (y === 0) {
      y = k > 0 ? 2 ** -1074 : -(2 ** -1074);
      continue;
    }
    view2.setFloat64(0, y);
    const bits = view2.getBigUint64(0);
    const up = k > 0 === y > 0;
    view2.setBigUint64(0, up ? bits + 1n : bits - 1n);
    const z = view2.getFloat64(0);
    if (Number.isFinite(z)) y = z;
  }
  return y;
}

const int = (bits: number) => fc.integer({ min: -(2 ** bits), max: 2 ** bits });
const perm3 = fc.constantFrom([0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]);

/**
 * a, a + s·d, a + t·d with integers inside ±2^bits (a within ±2^(bits−1),
 * |s·d| ≤ 2^(bits−1)), in any order, then one coordinate nudged by -1, 0 or 1.
 */
function collinearInts(bits: number): fc.Arbitrary<Triple> {
  return fc
    .tuple(
      int(bits - 1),
      int(bits - 1),
      int(bits - 9),
      int(bits - 9),
      int(8),
      int(8),
      perm3,
      fc.nat(5),
      fc.integer({ min: -1, max: 1 }),
    )
    .map(([ax, ay, dx, dy, s, t, perm, which, nudge]) => {
      const pts = [
        [ax, ay],
        [ax + s * dx, ay + s * dy],
        [ax + t * dx, ay + t * dy],
      ];
      const out = perm.flatMap((i) => pts[i] as number[]) as Triple;
      out[which] = (out[which] as number) + nudge;
      return out;
    });
}

/** Doubles of any exponent in [-60, 60] (so that differences round). */
const wideDouble = fc
  .tuple(fc.double({ min: -1, max: 1, noNaN: true }), fc.integer({ min: -60, max: 60 }))
  .map(([m, e]) => m * 2 ** e);

/** c = a + t(b − a) rounded, then one coordinate moved by up to 2 ulps. */
const nearCollinearDoubles: fc.Arbitrary<Triple> = fc
  .tuple(
    wideDouble,
    wideDouble,
    wideDouble,
    wideDouble,
    fc.double({ min: -2, max: 3, noNaN: true }),
    perm3,
    fc.nat(5),
    fc.integer({ min: -2, max: 2 }),
  )
  .map(([ax, ay, bx, by, t, perm, which, k]) => {
    const pts = [
      [ax, ay],
      [bx, by],
      [ax + t * (bx - ax), ay + t * (by - ay)],
    ];
    const out = perm.flatMap((i) => pts[i] as number[]) as Triple;
    out[which] = ulps(out[which] as number, k);
    return out;
  });

/** Two of the three points equal (or all three). */
const sharedPoints: fc.Arbitrary<Triple> = fc
  .tuple(wideDouble, wideDouble, wideDouble, wideDouble, fc.constantFrom(0, 1, 2, 3))
  .map(([x, y, z, w, kind]) => {
    if (kind === 0) return [x, y, x, y, z, w];
    if (kind === 1) return [x, y, z, w, z, w];
    if (kind === 2) return [z, w, x, y, z, w];
    return [x, y, x, y, x, y];
  });

/** A triple family scaled by 2^k, k in [lo, hi] (exact while no result leaves the exponent range). */
const scaledBy = (family: fc.Arbitrary<Triple>, lo: number, hi: number): fc.Arbitrary<Triple> =>
  fc.tuple(family, fc.integer({ min: lo, max: hi })).map(([t, k]) => t.map((v) => v * 2 ** k) as Triple);

/** Each coordinate of a family scaled by its own power of two in [lo, hi]: mixed magnitudes. */
const mixedScales = (family: fc.Arbitrary<Triple>, lo: number, hi: number): fc.Arbitrary<Triple> =>
  fc
    .tuple(family, fc.array(fc.integer({ min: lo, max: hi }), { minLength: 6, maxLength: 6 }))
    .map(([t, ks]) => t.map((v, i) => v * 2 ** (ks[i] as number)) as Triple);

/**
 * Points λ·w, μ·w, ν·w on a line through the origin (w a small integer
 * direction, λ ≈ 2^-54, μ, ν ≈ 1..100, all exact): the differences round,
 * their tails are about ε of them, and the rounded products nearly cancel,
 * so the decision rests on the second-order terms (stage C2 and beyond).
 * Exactly collinear (D = 0) in 3 cases of 5, else one coordinate moved by an ulp.
 */
const tailsMatter: fc.Arbitrary<Triple> = fc
  .tuple(
    int(6),
    int(6),
    fc.integer({ min: 1, max: 2 ** 20 }),
    int(20),
    int(20),
    fc.integer({ min: 40, max: 60 }),
    perm3,
    fc.nat(5),
    fc.constantFrom(0, 0, 0, 1, -1),
  )
  .map(([w1, w2, lam, mu, nu, e, perm, which, k]) => {
    const pts = [
      [lam * 2 ** -e * w1, lam * 2 ** -e * w2],
      [mu * 2 ** -14 * w1, mu * 2 ** -14 * w2],
      [nu * 2 ** -14 * w1, nu * 2 ** -14 * w2],
    ];
    const out = perm.flatMap((i) => pts[i] as number[]) as Triple;
    out[which] = ulps(out[which] as number, k);
    return out;
  });

const anyDouble = fc.double({ noNaN: true, noDefaultInfinity: true });

const tripleFamilies: [string, fc.Arbitrary<Triple>][] = [
  ['collinear ints ±2^20 (nudged by 0/±1)', collinearInts(20)],
  ['collinear ints ±2^52 (nudged by 0/±1)', collinearInts(52)],
  ['near-collinear doubles (nudged by ulps)', nearCollinearDoubles],
  ['shared points', sharedPoints],
  ['second-order decisions (tails matter)', tailsMatter],
  ['collinear ints near 2^-480', scaledBy(collinearInts(20), -505, -455)],
  ['collinear ints near 2^+480', scaledBy(collinearInts(20), 440, 470)],
  ['mixed magnitudes across 2^±480', mixedScales(collinearInts(10), -500, 480)],
  ['near-collinear doubles near 2^-480', scaledBy(nearCollinearDoubles, -470, -420)],
  ['products in the subnormal range', scaledBy(collinearInts(16), -560, -525)],
  ['subnormal collinear ints', scaledBy(collinearInts(20), -1074, -1060)],
  ['subnormal and normal mixed', mixedScales(collinearInts(20), -1074, -1000)],
  ['near overflow', scaledBy(collinearInts(20), 980, 1002)],
  ['any doubles', fc.tuple(anyDouble, anyDouble, anyDouble, anyDouble, anyDouble, anyDouble)],
];

/** Four points from two triples of a family: segments a–b and c–d, where c, d come from the second triple. */
function pairsFrom(family: fc.Arbitrary<Triple>): fc.Arbitrary<Pair> {
  return fc.tuple(family, family, fc.constantFrom(0, 1, 2)).map(([t, u, how]) => {
    if (how === 0) return [...t, ...u.slice(0, 2)] as Pair; // p, q, u on one line (or nearly), v from the same family
    if (how === 1) return [t[0], t[1], t[2], t[3], t[4], t[5], t[0], t[1]] as Pair; // v = p: shared endpoint
    return [t[0], t[1], t[4], t[5], u[0], u[1], t[2], t[3]] as Pair; // mixed
  });
}

/**
 * Four collinear integer points (parameters on one line), in any order: overlapping,
 * touching end to end, apart, or contained; then one coordinate nudged by -1, 0 or 1.
 */
function collinearSegments(bits: number): fc.Arbitrary<Pair> {
  return fc
    .tuple(
      int(bits - 1),
      int(bits - 1),
      int(bits - 9),
      int(bits - 9),
      fc.array(int(8), { minLength: 4, maxLength: 4 }),
      fc.nat(7),
      fc.integer({ min: -1, max: 1 }),
    )
    .map(([ax, ay, dx, dy, ks, which, nudge]) => {
      const out = ks.flatMap((k) => [ax + k * dx, ay + k * dy]) as Pair;
      out[which] = (out[which] as number) + nudge;
      return out;
    });
}

/** A T-junction: u is a lattice point strictly inside p–q, v anywhere; or a shared endpoint. */
function touchingSegments(bits: number): fc.Arbitrary<Pair> {
  return fc
    .tuple(int(bits - 1), int(bits - 1), int(bits - 9), int(bits - 9), int(8), int(bits - 1), int(bits - 1), fc.boolean())
    .map(([ax, ay, dx, dy, k, vx, vy, shared]): Pair => {
      const j = Math.abs(k);
      if (shared) return [ax, ay, ax + j * dx, ay + j * dy, ax, ay, vx, vy];
      return [ax - 256 * dx, ay - 256 * dy, ax + 256 * dx, ay + 256 * dy, ax + (k % 256) * dx, ay + (k % 256) * dy, vx, vy];
    });
}

const scalePair = (family: fc.Arbitrary<Pair>, lo: number, hi: number): fc.Arbitrary<Pair> =>
  fc.tuple(family, fc.integer({ min: lo, max: hi })).map(([p, k]) => p.map((v) => v * 2 ** k) as Pair);

const pairFamilies: [string, fc.Arbitrary<Pair>][] = [
  ['collinear segments ±2^20', collinearSegments(20)],
  ['collinear segments ±2^52', collinearSegments(52)],
  ['touching / shared endpoints ±2^20', touchingSegments(20)],
  ['touching / shared endpoints ±2^52', touchingSegments(52)],
  ['near-collinear doubles', pairsFrom(nearCollinearDoubles)],
  ['shared points', pairsFrom(sharedPoints)],
  ['collinear segments near 2^-480', scalePair(collinearSegments(20), -505, -455)],
  ['touching near 2^+480', scalePair(touchingSegments(20), 440, 470)],
  ['segments with products in the subnormal range', scalePair(touchingSegments(16), -560, -525)],
  ['subnormal collinear segments', scalePair(collinearSegments(20), -1074, -1060)],
  ['near overflow', scalePair(touchingSegments(20), 980, 1002)],
  ['any doubles', fc.tuple(anyDouble, anyDouble, anyDouble, anyDouble, anyDouble, anyDouble, anyDouble, anyDouble)],
];

// --- the laws ----------------------------------------------------------------

const pt = (x: number, y: number): Point2 => [x, y];

describe.each(tripleFamilies)('orientation fast paths equal exact BigInt: %s', (_name, family) => {
  it('orient2d (filter, then the exact stages)', () => {
    fc.assert(
      fc.property(family, ([ax, ay, bx, by, cx, cy]) => {
        expect(orient2d(pt(ax, ay), pt(bx, by), pt(cx, cy))).toBe(refOrient(ax, ay, bx, by, cx, cy));
      }),
      params(200),
    );
  });

  it('orient2dDoubles (the exact stages orient2d uses after the filter)', () => {
    fc.assert(
      fc.property(family, ([ax, ay, bx, by, cx, cy]) => {
        const s = orient2dDoubles([ax, ay], [bx, by], [cx, cy]);
        if (s === UNDECIDED) expect([ax, ay, bx, by, cx, cy].some((v) => !inRange(v))).toBe(true);
        else expect(s).toBe(refOrient(ax, ay, bx, by, cx, cy));
      }),
      params(200),
    );
  });

  it('det2Filter and det2FilterSign: a decided sign is the exact sign', () => {
    fc.assert(
      fc.property(family, ([ax, ay, bx, by, cx, cy]) => {
        const args = [bx, ax, cy, ay, by, ay, cx, ax] as const;
        const exact = refOrient(ax, ay, bx, by, cx, cy);
        const d = det2Filter(...args);
        if (d !== 0) expect(Math.sign(d)).toBe(exact);
        const s = det2FilterSign(...args);
        if (s !== 0) expect(s).toBe(exact);
        expect(Math.sign(d)).toBe(s);
      }),
      params(200),
    );
  });

  it('the exact stages on their own: det2SignDoubles, det2SignStaged, det2SignAdaptive, det2Sign', () => {
    fc.assert(
      fc.property(family, fc.constantFrom(0, 1), ([ax, ay, bx, by, cx, cy], swap) => {
        // Also as a general det2 (not an orientation): (a − b)(c − d) − (e − f)(g − h) with unrelated terms.
        const args = (swap ? [bx, ax, cy, ay, by, ay, cx, ax] : [ax, by, cx, ay, bx, cy, ay, ax]) as Det2Args;
        const exact = refDet2(args);
        // Doubles decide unless some value is outside the expansion range.
        const outside = args.some((v) => !inRange(v));
        const d = det2SignDoubles(...args);
        if (d === UNDECIDED) expect(outside).toBe(true);
        else expect(d).toBe(exact);
        const s = det2SignStaged(Float64Array.from(args));
        if (s === UNDECIDED) expect(outside).toBe(true);
        else expect(s).toBe(exact);
        expect(det2SignAdaptive(...args)).toBe(exact);
        expect(det2Sign(...args)).toBe(exact);
      }),
      params(200),
    );
  });

  it('orient2dMany equals the reference item by item', () => {
    fc.assert(
      fc.property(fc.array(family, { minLength: 1, maxLength: 12 }), (triples) => {
        const out = orient2dMany(Float64Array.from(triples.flat()), new Int8Array(triples.length));
        expect([...out]).toEqual(triples.map((t) => refOrient(...t)));
      }),
      params(50),
    );
  });
});

describe.each(pairFamilies)('segment fast paths equal exact BigInt: %s', (_name, family) => {
  it('segmentsIntersect', () => {
    fc.assert(
      fc.property(family, ([px, py, qx, qy, ux, uy, vx, vy]) => {
        const s: Segment2 = [pt(px, py), pt(qx, qy)];
        const t: Segment2 = [pt(ux, uy), pt(vx, vy)];
        const exact = refSegments(px, py, qx, qy, ux, uy, vx, vy);
        expect(segmentsIntersect(s, t)).toBe(exact);
        expect(segmentsIntersect(t, s)).toBe(exact);
      }),
      params(200),
    );
  });

  it('segmentPairFilter: a decided answer is the exact answer', () => {
    fc.assert(
      fc.property(family, (c) => {
        const m = segmentPairFilter(...c);
        if (m >= 0) expect(m === 1).toBe(refSegments(...c));
      }),
      params(200),
    );
  });

  it('segmentsIntersectMany equals the reference item by item', () => {
    fc.assert(
      fc.property(fc.array(family, { minLength: 1, maxLength: 12 }), (pairs) => {
        const out = segmentsIntersectMany(Float64Array.from(pairs.flat()), new Uint8Array(pairs.length));
        expect([...out]).toEqual(pairs.map((c) => (refSegments(...c) ? 1 : 0)));
      }),
      params(50),
    );
  });
});

describe('fast paths on random (non-degenerate) input', () => {
  it('segmentPairFilter decides random pairs of ±2^20 integers and agrees', () => {
    let decided = 0;
    fc.assert(
      fc.property(fc.tuple(int(20), int(20), int(20), int(20), int(20), int(20), int(20), int(20)), (c) => {
        const m = segmentPairFilter(...c);
        if (m >= 0) {
          decided++;
          expect(m === 1).toBe(refSegments(...c));
        }
      }),
      params(300),
    );
    expect(decided).toBeGreaterThan(0);
  });
});

// --- segment against box ----------------------------------------------------

type BoxCase = { dim: 2 | 3; seg: number[]; box: number[] };

/**
 * Degenerate integer segment/box configurations (a segment in a face plane,
 * through a corner, ending on the boundary, a flat box, a point on the
 * boundary), then scaled by 2^k: exact while nothing leaves the range.
 */
const boxCase = (dim: 2 | 3, bits: number, lo: number, hi: number): fc.Arbitrary<BoxCase> =>
  fc
    .tuple(
      fc.array(int(bits - 2), { minLength: dim, maxLength: dim }),
      fc.array(fc.integer({ min: 0, max: 2 ** (bits - 2) }), { minLength: dim, maxLength: dim }),
      fc.array(fc.boolean(), { minLength: dim, maxLength: dim }),
      fc.array(int(bits - 10), { minLength: dim, maxLength: dim }),
      fc.integer({ min: -64, max: 64 }),
      fc.integer({ min: -64, max: 64 }),
      fc.constantFrom(0, 1, 2, 3, 4),
      fc.nat(dim - 1),
      fc.integer({ min: lo, max: hi }),
    )
    .map(([min, size, side, d, s, t, kind, axis, k]) => {
      const max = min.map((m, i) => m + (kind === 3 && i === axis ? 0 : (size[i] as number)));
      const corner = min.map((m, i) => (side[i] ? m : (max[i] as number)));
      if (kind === 0) d[axis] = 0; // in the face plane through the corner
      const from = kind === 2 || kind === 4 ? corner : corner.map((c, i) => c + s * (d[i] as number));
      const to = kind === 4 ? corner : corner.map((c, i) => c + t * (d[i] as number));
      const scale = 2 ** k;
      return { dim, seg: [...from, ...to].map((v) => v * scale), box: [...min, ...max].map((v) => v * scale) };
    });

const boxFamilies: [string, fc.Arbitrary<BoxCase>][] = [
  ['2D integers ±2^20', boxCase(2, 20, 0, 0)],
  ['2D integers ±2^52', boxCase(2, 52, 0, 0)],
  ['3D integers ±2^20', boxCase(3, 20, 0, 0)],
  ['2D near 2^±480', boxCase(2, 20, -505, 450)],
  ['3D near 2^±480', boxCase(3, 20, -505, 450)],
  ['2D subnormal', boxCase(2, 20, -1074, -1060)],
];

describe.each(boxFamilies)('segmentBoxMany equals exact BigInt slabs: %s', (_name, family) => {
  it('one box per segment, item by item', () => {
    fc.assert(
      fc.property(fc.array(family, { minLength: 1, maxLength: 10 }), (cases) => {
        const dim = (cases[0] as BoxCase).dim;
        const out = segmentBoxMany(
          Float64Array.from(cases.flatMap((c) => c.seg)),
          Float64Array.from(cases.flatMap((c) => c.box)),
          new Uint8Array(cases.length),
          dim,
        );
        expect([...out]).toEqual(
          cases.map((c) => +refSegmentBox(c.seg.slice(0, dim), c.seg.slice(dim), c.box.slice(0, dim), c.box.slice(dim))),
        );
      }),
      params(60),
    );
  });
});
