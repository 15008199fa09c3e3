import { Rational } from '../../../src/index.js';
import type { Pt } from '../types.js';

/*
 * Exact little vector helpers for the picture. They only place things on
 * screen (where to zoom, how far to draw a ray); no verdict is decided here.
 */

/** A point of any dimension with exact coordinates. */
export type RVec = Rational[];

export function rvec(p: readonly (number | Rational)[]): RVec {
  return p.map((v) => (typeof v === 'number' ? Rational.fromNumber(v) : v));
}

export function sub(a: RVec, b: RVec): RVec {
  return a.map((v, i) => v.sub(b[i] as Rational));
}

export function add(a: RVec, b: RVec): RVec {
  return a.map((v, i) => v.add(b[i] as Rational));
}

export function scale(a: RVec, t: Rational): RVec {
  return a.map((v) => v.mul(t));
}

function dot(a: RVec, b: RVec): Rational {
  return a.reduce((s, v, i) => s.add(v.mul(b[i] as Rational)), Rational.ZERO);
}

/** p + t·(q − p). */
export function lerp(p: RVec, q: RVec, t: Rational): RVec {
  return add(p, scale(sub(q, p), t));
}

const BIG = Rational.of(2n ** 1000n);
const BIG_INV = Rational.of(1n, 2n ** 1000n);

/** √r as a double, for r of any size (r ≥ 0). */
function sqrtApprox(r: Rational): number {
  if (r.sign() <= 0) return 0;
  let x = r;
  let e = 0;
  while (x.compare(BIG) > 0) {
    x = x.mul(BIG_INV);
    e += 500;
  }
  while (x.compare(BIG_INV) < 0) {
    x = x.mul(BIG);
    e -= 500;
  }
  return Math.sqrt(x.toNumber()) * 2 ** e;
}

/** The point of segment p–q nearest to c, exactly. */
export function nearestOnSegment(c: RVec, p: RVec, q: RVec): RVec {
  const d = sub(q, p);
  const dd = dot(d, d);
  if (dd.sign() === 0) return p;
  let t = dot(sub(c, p), d).div(dd);
  t = Rational.max(Rational.ZERO, Rational.min(Rational.ONE, t));
  return lerp(p, q, t);
}

/** Euclidean distance, as a double. */
export function distance(a: RVec, b: RVec): number {
  const d = sub(a, b);
  return sqrtApprox(dot(d, d));
}

/** The corners of a box (2^dim of them). */
export function boxCorners(min: RVec, max: RVec): RVec[] {
  let out: RVec[] = [[]];
  for (let i = 0; i < min.length; i++) {
    out = out.flatMap((c) => [
      [...c, min[i] as Rational],
      [...c, max[i] as Rational],
    ]);
  }
  return out;
}

/** The largest |coordinate| among points of doubles. */
export function magnitude(pts: readonly Pt[]): number {
  let m = 0;
  for (const p of pts) for (const v of p) m = Math.max(m, Math.abs(v));
  return m;
}

/** One unit in the last place of x (the gap to the next double), at least the smallest subnormal. */
export function ulp(x: number): number {
  const a = Math.abs(x);
  if (a < 2 ** -1022) return 2 ** -1074;
  return 2 ** (Math.floor(Math.log2(a)) - 52);
}

/** The point of the box nearest to x (clamp each coordinate), exactly. */
function clampToBox(x: RVec, min: RVec, max: RVec): RVec {
  return x.map((v, i) => Rational.max(min[i] as Rational, Rational.min(max[i] as Rational, v)));
}

/**
 * Where segment p–q passes closest to the box [min, max]: the parameter t
 * of the segment point nearest to the box, found by ternary search on the
 * convex function t ↦ dist(p + t(q − p), box) in doubles (placement on
 * screen only, never a verdict), then made exact: the segment point, the
 * box point nearest to it, and their distance.
 */
export function closestApproach(p: RVec, q: RVec, min: RVec, max: RVec): { onSegment: RVec; onBox: RVec; gap: number } {
  const pn = p.map((v) => v.toNumber());
  const dn = q.map((v, i) => v.toNumber() - (pn[i] as number));
  const lo = min.map((v) => v.toNumber());
  const hi = max.map((v) => v.toNumber());
  const dist = (t: number): number => {
    const parts = pn.map((x0, i) => {
      const x = x0 + t * (dn[i] as number);
      return Math.max((lo[i] as number) - x, 0, x - (hi[i] as number));
    });
    return Math.hypot(...parts);
  };
  let a = 0;
  let b = 1;
  for (let k = 0; k < 200 && b - a > 0; k++) {
    const m1 = a + (b - a) / 3;
    const m2 = b - (b - a) / 3;
    if (dist(m1) <= dist(m2)) b = m2;
    else a = m1;
  }
  const onSegment = lerp(p, q, Rational.fromNumber((a + b) / 2));
  const onBox = clampToBox(onSegment, min, max);
  return { onSegment, onBox, gap: distance(onSegment, onBox) };
}

/** The determinant of a square matrix of Rationals (2×2 or 3×3). */
function det(m: RVec[]): Rational {
  if (m.length === 2) {
    const [[a, b], [c, d]] = m as [[Rational, Rational], [Rational, Rational]];
    return a.mul(d).sub(b.mul(c));
  }
  const [[a, b, c], [d, e, f], [g, h, i]] = m as [
    [Rational, Rational, Rational],
    [Rational, Rational, Rational],
    [Rational, Rational, Rational],
  ];
  return a
    .mul(e.mul(i).sub(f.mul(h)))
    .sub(b.mul(d.mul(i).sub(f.mul(g))))
    .add(c.mul(d.mul(h).sub(e.mul(g))));
}

/**
 * The affine frame of a parallelepiped origin + Σ uᵢ·eᵢ: `toU` maps a world
 * point to its u coordinates (the solid is the unit box there), `fromU`
 * back, both exact (Cramer's rule). Null when the edges span nothing.
 */
export function cuboidFrame(origin: RVec, edges: RVec[]): { toU(x: RVec): RVec; fromU(u: RVec): RVec } | null {
  const n = edges.length;
  // Columns are the edges: x − origin = E·u.
  const E = Array.from({ length: n }, (_, r) => edges.map((e) => e[r] as Rational));
  const D = det(E);
  if (D.sign() === 0) return null;
  return {
    toU(x) {
      const rhs = sub(x, origin);
      return edges.map((_, col) => det(E.map((row, r) => row.map((v, c) => (c === col ? (rhs[r] as Rational) : v)))).div(D));
    },
    fromU(u) {
      return edges.reduce((acc, e, i) => add(acc, scale(e, u[i] as Rational)), origin);
    },
  };
}
