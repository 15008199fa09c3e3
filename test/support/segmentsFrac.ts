import type { Coordinate } from '../../src/core/coordinate.js';
import type { Frac } from './frac.js';
import { between, fracPoint, orient2dFrac } from './frac.js';

type AnySegment = readonly [readonly Coordinate[], readonly Coordinate[]];

/**
 * Independent exact test that two closed 2D segments share a point, on the
 * fraction kernel: they cross properly (each pair of endpoints strictly on
 * both sides of the other's line), or an endpoint lies on the other segment
 * (orientation 0 and within its bounding box).
 */
export function segmentsIntersectFrac(s: AnySegment, t: AnySegment): boolean {
  const [p, q] = [fracPoint(s[0]), fracPoint(s[1])];
  const [u, v] = [fracPoint(t[0]), fracPoint(t[1])];
  const on = (x: Frac[], a: Frac[], b: Frac[]) =>
    orient2dFrac(a, b, x) === 0 &&
    between(x[0] as Frac, a[0] as Frac, b[0] as Frac) &&
    between(x[1] as Frac, a[1] as Frac, b[1] as Frac);
  if (on(u, p, q) || on(v, p, q) || on(p, u, v) || on(q, u, v)) return true;
  const o1 = orient2dFrac(p, q, u);
  const o2 = orient2dFrac(p, q, v);
  const o3 = orient2dFrac(u, v, p);
  const o4 = orient2dFrac(u, v, q);
  return o1 * o2 < 0 && o3 * o4 < 0;
}

/** For segments on one line: they meet iff their bounding boxes overlap. */
export function collinearOverlap(s: AnySegment, t: AnySegment): boolean {
  const [p, q] = [fracPoint(s[0]), fracPoint(s[1])];
  const [u, v] = [fracPoint(t[0]), fracPoint(t[1])];
  for (let i = 0; i < 2; i++) {
    const [a, b, c, d] = [p[i], q[i], u[i], v[i]] as [Frac, Frac, Frac, Frac];
    if (!(between(a, c, d) || between(b, c, d) || between(c, a, b))) return false;
  }
  return true;
}
