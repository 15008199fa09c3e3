import { Rational } from '../../../index.js';
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

export function dot(a: RVec, b: RVec): Rational {
  return a.reduce((s, v, i) => s.add(v.mul(b[i] as Rational)), Rational.ZERO);
}

/** p + t·(q − p). */
export function lerp(p: RVec, q: RVec, t: Rational): RVec {
  return add(p, scale(sub(q, p), t));
}

const BIG = Rational.of(2n ** 1000n);
const BIG_INV = Rational.of(1n, 2n ** 1000n);

/** √r as a double, for r of any size (r ≥ 0). */
export function sqrtApprox(r: Rational): number {
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
