import type { Frac } from '../../test/support/frac.js';
import { abs, add, cmp, div, frac, isDouble, mul, sub } from '../../test/support/frac.js';
import { EPS, orientSeparated } from './separation.js';

/*
 * When the float polygon code can be trusted: the well-separated condition
 * (separation.ts) for the ray crossing test, the shoelace area and the
 * monotone chain. Test code only.
 */

const TINY: Frac = { n: 1n, d: 1n << 1070n };
const BIG = 2 ** 1000;
const times = (k: bigint, x: Frac): Frac => ({ n: k * x.n, d: x.d });
type P = readonly number[];

/*
 * PNPOLY decides each edge by two exact comparisons of doubles (is yi > y,
 * is yj > y) and, for an edge that straddles, by x < X̃ with
 * X̃ = fl(fl(fl(fl(xj − xi)·fl(y − yi))/fl(yj − yi)) + xi). The quotient
 * Q = (xj − xi)(y − yi)/(yj − yi) carries five roundings,
 * |Q̃ − Q| ≤ ((1 + ε)⁵/(1 − ε) − 1)|Q| < 6.01ε|Q|, and the sum one more:
 * |X̃ − X| ≤ 6.01ε(1 + ε)|Q| + ε|X̃| < 6.1ε|Q| + 1.01ε|X| (+ underflow).
 * So x < X̃ goes the exact way when |x − X| > 7ε|Q| + 2ε|X| + TINY. A
 * product or quotient below 2^-1000 may have lost its relative precision to
 * underflow (its absolute error, divided by a small fl(yj − yi), can be as
 * large as Q itself): such an edge is not separated unless it is exact. The
 * crossing test is then exact for every edge, and its parity is the exact
 * even-odd answer, unless p is on the boundary, where the float test has no
 * answer to give: boundary points are never separated.
 */
export function pnpolySeparated(p: P, rings: readonly (readonly P[])[], onBoundary: boolean): boolean {
  if (onBoundary) return false;
  const [x, y] = p as [number, number];
  for (const vs of rings) {
    for (let i = 0, j = vs.length - 1; i < vs.length; j = i++) {
      const [xi, yi] = vs[i] as [number, number];
      const [xj, yj] = vs[j] as [number, number];
      if (yi > y === yj > y) continue;
      const dx = xj - xi;
      const dy = y - yi;
      const dd = yj - yi;
      const q = (dx * dy) / dd;
      if ([dx, dy, dx * dy, q, q + xi].some((v) => !(Math.abs(v) < BIG)) || Math.abs(dd) < 2 ** -1000) return false;
      // A product or quotient of non-zero values below 2^-1000 (or rounded to 0) may have underflowed.
      const underflow = (v: number) => Math.abs(v) < 2 ** -1000;
      const DX = sub(frac(xj), frac(xi));
      const DY = sub(frac(y), frac(yi));
      const DD = sub(frac(yj), frac(yi));
      const Q = div(mul(DX, DY), DD);
      const X = add(Q, frac(xi));
      const gap = abs(sub(frac(x), X));
      if ([DX, DY, DD, mul(DX, DY), Q, X].every(isDouble)) {
        if (gap.n === 0n) return false;
        continue;
      }
      if (dx !== 0 && dy !== 0 && (underflow(dx * dy) || underflow(q))) return false;
      const bound = add(add(mul(times(7n, EPS), abs(Q)), mul(times(2n, EPS), abs(X))), TINY);
      if (cmp(gap, bound) <= 0) return false;
    }
  }
  return true;
}

/*
 * The shoelace sum S̃ adds n terms fl(fl(xa·yb) − fl(xb·ya)) one after the
 * other. Each term is off by at most 2.01ε(|xa·yb| + |xb·ya|) and the n − 1
 * additions by (n − 1)·1.01ε times the sum of the terms' magnitudes, so
 * |S̃ − S| < (n + 2)·1.01ε·Σ(|xa·yb| + |xb·ya|) + n·TINY. The sign of S̃ is
 * S's when |S| exceeds that. A sum whose products, terms and partial sums
 * are all doubles is exact.
 */
export function shoelaceSeparated(rings: readonly (readonly P[])[]): boolean {
  let s: Frac = { n: 0n, d: 1n };
  let mag: Frac = { n: 0n, d: 1n };
  let n = 0n;
  let exact = true;
  let float = 0;
  for (const vs of rings) {
    for (let i = 0, j = vs.length - 1; i < vs.length; j = i++) {
      const [xa, ya] = vs[j] as [number, number];
      const [xb, yb] = vs[i] as [number, number];
      const p1 = mul(frac(xa), frac(yb));
      const p2 = mul(frac(xb), frac(ya));
      const term = sub(p1, p2);
      if (!(Math.abs(xa * yb) < BIG && Math.abs(xb * ya) < BIG)) return false;
      s = add(s, term);
      float += xa * yb - xb * ya;
      exact &&= isDouble(p1) && isDouble(p2) && isDouble(term) && isDouble(s) && frac(float).n * s.d === s.n * frac(float).d;
      mag = add(mag, add(abs(p1), abs(p2)));
      n++;
    }
  }
  if (exact) return true;
  const bound = add(mul(times(101n * (n + 2n), { n: EPS.n, d: EPS.d * 100n }), mag), times(n + 1n, TINY));
  return cmp(abs(s), bound) > 0;
}

/*
 * The monotone chain in doubles sorts by exact comparisons of doubles and
 * decides by the signs of cross(o, a, b) = (a − o) × (b − o), which is
 * orient2dFloat(o, a, b)'s product difference: if every cross product the
 * float run computes is separated (orientSeparated), the run pops and keeps
 * exactly as the exact chain with the same rule does, and its hull is the
 * exact hull (equal points coming out as one of them). The exceptions are
 * not roundings but the code's own degenerate cases: two equal points come
 * back as two, three or more equal points as none.
 */
export function hullSeparated(points: readonly P[]): boolean {
  const pts = [...points].sort((p, q) => (p[0] as number) - (q[0] as number) || (p[1] as number) - (q[1] as number));
  // Fewer than 3 points come back as given, and all-equal points as nothing: only distinct points give the hull.
  const first = pts[0] as P;
  if (pts.every((p) => p[0] === first[0] && p[1] === first[1])) return pts.length === 1;
  if (pts.length < 3) return true;
  const chain = (seq: readonly P[]): boolean => {
    const out: P[] = [];
    for (const p of seq) {
      while (out.length >= 2) {
        const o = out[out.length - 2] as P;
        const a = out[out.length - 1] as P;
        if (!orientSeparated(o, a, p)) return false;
        const cross =
          ((a[0] as number) - (o[0] as number)) * ((p[1] as number) - (o[1] as number)) -
          ((a[1] as number) - (o[1] as number)) * ((p[0] as number) - (o[0] as number));
        if (cross > 0) break;
        out.pop();
      }
      out.push(p);
    }
    return true;
  };
  return chain(pts) && chain([...pts].reverse());
}
