import type { Coordinate } from '../../src/core/coordinate.js';
import type { Frac } from './frac.js';
import { add, cmp, div, eq, fracPoint, mul, neg, ONE, sign, sub, ZERO } from './frac.js';
import { windingFrac } from './polygonsFrac.js';

/*
 * Independent exact methods for convex polygons on the fraction kernel,
 * different in kind from the library's half-plane test: crossing numbers
 * for points, Cyrus–Beck parametric clipping for segments.
 */

type AnyPoint = readonly Coordinate[];

const cross = (a: Frac[], b: Frac[], c: Frac[]): Frac =>
  sub(
    mul(sub(b[0] as Frac, a[0] as Frac), sub(c[1] as Frac, a[1] as Frac)),
    mul(sub(b[1] as Frac, a[1] as Frac), sub(c[0] as Frac, a[0] as Frac)),
  );

/**
 * 'boundary' if p is on an edge, else 'inside' or 'outside' by the parity
 * of the crossings of the horizontal ray from p to +∞ (see `windingFrac`:
 * the parity of the winding number).
 */
export function locateFrac(p: AnyPoint, polygon: readonly AnyPoint[]): 'inside' | 'boundary' | 'outside' {
  const w = windingFrac(p, [polygon]);
  return w === 'boundary' ? 'boundary' : w % 2 !== 0 ? 'inside' : 'outside';
}

/** Twice the signed area (shoelace): its sign is the winding. */
export function signedArea2(polygon: readonly AnyPoint[]): Frac {
  const V = polygon.map(fracPoint);
  let s = ZERO;
  for (let i = 1; i + 1 < V.length; i++) s = add(s, cross(V[0] as Frac[], V[i] as Frac[], V[i + 1] as Frac[]));
  return s;
}

/**
 * Cyrus–Beck: the closed segment meets the closed convex polygon (with
 * non-zero area) iff some t in [0, 1] satisfies every edge's inner
 * half-plane inequality w·((b − a) × (p + t·d − a)) ≥ 0, w the winding.
 */
export function segmentMeetsPolygonFrac(s: readonly [AnyPoint, AnyPoint], polygon: readonly AnyPoint[]): boolean {
  const w = sign(signedArea2(polygon));
  if (w === 0) throw new Error('segmentMeetsPolygonFrac: polygon has no area');
  const p = fracPoint(s[0]);
  const q = fracPoint(s[1]);
  const d = [sub(q[0] as Frac, p[0] as Frac), sub(q[1] as Frac, p[1] as Frac)];
  const V = polygon.map(fracPoint);
  let lo = ZERO;
  let hi = ONE;
  for (let i = 0; i < V.length; i++) {
    const a = V[i] as Frac[];
    const b = V[(i + 1) % V.length] as Frac[];
    if (eq(a[0] as Frac, b[0] as Frac) && eq(a[1] as Frac, b[1] as Frac)) continue; // repeated vertex
    const e = [sub(b[0] as Frac, a[0] as Frac), sub(b[1] as Frac, a[1] as Frac)] as [Frac, Frac];
    let c0 = cross(a, b, p);
    let c1 = sub(mul(e[0], d[1] as Frac), mul(e[1], d[0] as Frac));
    if (w < 0) [c0, c1] = [neg(c0), neg(c1)];
    // c0 + t·c1 ≥ 0.
    if (c1.n === 0n) {
      if (sign(c0) < 0) return false;
      continue;
    }
    const t = div(neg(c0), c1);
    if (sign(c1) > 0) {
      if (cmp(t, lo) > 0) lo = t;
    } else if (cmp(t, hi) < 0) hi = t;
  }
  return cmp(lo, hi) <= 0;
}
