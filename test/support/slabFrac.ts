import type { Coordinate } from '../../src/core/coordinate.js';
import type { Frac } from './frac.js';
import { cmp, div, frac, ONE, sign, sub, ZERO } from './frac.js';

/*
 * An independent exact slab method on the fraction kernel: the parameter
 * interval of p + t·d inside the closed box, intersected with
 * [lower, upper] (upper null: unbounded). Divides eagerly — slow, simple.
 */

type AnyPoint = readonly Coordinate[];
type AnyBox = { readonly min: AnyPoint; readonly max: AnyPoint };

export function slabFrac(
  p: readonly Frac[],
  d: readonly Frac[],
  box: AnyBox,
  lower: Frac,
  upper: Frac | null,
): [Frac, Frac | null] | null {
  let t0 = lower;
  let t1 = upper;
  for (let i = 0; i < p.length; i++) {
    const o = p[i] as Frac;
    const lo = frac(box.min[i] as Coordinate);
    const hi = frac(box.max[i] as Coordinate);
    const di = d[i] as Frac;
    if (sign(di) === 0) {
      if (cmp(o, lo) < 0 || cmp(o, hi) > 0) return null;
      continue;
    }
    let a = div(sub(lo, o), di);
    let b = div(sub(hi, o), di);
    if (sign(di) < 0) [a, b] = [b, a];
    if (cmp(a, t0) > 0) t0 = a;
    if (t1 === null || cmp(b, t1) < 0) t1 = b;
  }
  return t1 !== null && cmp(t0, t1) > 0 ? null : [t0, t1];
}

/** The segment's interval in [0, 1], or null when it misses the box. */
export function segmentBoxFrac(s: readonly [AnyPoint, AnyPoint], box: AnyBox): [Frac, Frac] | null {
  const p = s[0].map((x) => frac(x));
  const d = s[1].map((x, i) => sub(frac(x), p[i] as Frac));
  return slabFrac(p, d, box, ZERO, ONE) as [Frac, Frac] | null;
}

/** The ray's interval in [0, ∞), or null when it misses the box (t1 null: unbounded). */
export function rayBoxFrac(origin: AnyPoint, dir: AnyPoint, box: AnyBox): [Frac, Frac | null] | null {
  return slabFrac(
    origin.map((x) => frac(x)),
    dir.map((x) => frac(x)),
    box,
    ZERO,
    null,
  );
}
