import type { Coordinate } from './coordinate.js';
import { compareCoord, scaleToIntegers } from './coordinate.js';
import { det2Sign } from './generated/det2.js';
import { Rational } from './rational.js';
import type { Sign } from './sign.js';
import { lineParamOf } from './values.js';

/*
 * The slab method, exactly. The line is x(t) = p + t·(e − f): a segment
 * p→q is e = q, f = p; a ray is e = dir, f = 0. On axis k with direction
 * δ = e_k − f_k ≠ 0 the line is inside the slab lo ≤ x_k ≤ hi for t between
 * (lo − p_k)/δ and (hi − p_k)/δ; the box is the intersection of the slabs, so
 * the line is inside it for t from the largest entry to the smallest exit.
 *
 * No division happens while deciding: every parameter is kept as the
 * quotient of two coordinate differences, t = (a − b)/(c − d), and two of
 * them compare by the sign of
 *     (a₁ − b₁)(c₂ − d₂) − (a₂ − b₂)(c₁ − d₁)      (det2Sign)
 * times the signs of both denominators (compareCoord). Only the two
 * parameters that win are divided out, into Rationals.
 */

/** A slab parameter t = (a − b)/(c − d); s is the sign of c − d, never 0. */
export type SlabParam = {
  readonly a: Coordinate;
  readonly b: Coordinate;
  readonly c: Coordinate;
  readonly d: Coordinate;
  readonly s: 1 | -1;
};

/** t = 0 as a slab parameter: (0 − 0)/(1 − 0). */
export const PARAM_ZERO: SlabParam = { a: 0, b: 0, c: 1, d: 0, s: 1 };
/** t = 1 as a slab parameter: (1 − 0)/(1 − 0). */
export const PARAM_ONE: SlabParam = { a: 1, b: 0, c: 1, d: 0, s: 1 };

/**
 * Exact comparison of two slab parameters: -1, 0 or 1.
 *
 * ```ts
 * compareParams({ a: 1, b: 0, c: 3, d: 0, s: 1 }, { a: 2, b: 0, c: 6, d: 0, s: 1 }); // 0 (1/3 = 2/6)
 * ```
 */
export function compareParams(x: SlabParam, y: SlabParam): Sign {
  const cross = det2Sign(x.a, x.b, y.c, y.d, y.a, y.b, x.c, x.d);
  return (cross * x.s * y.s) as Sign;
}

/**
 * The exact value of a slab parameter.
 *
 * ```ts
 * paramValue({ a: 1, b: 0.5, c: -2, d: 1, s: -1 }).toString(); // '-1/6'
 * ```
 */
export function paramValue(x: SlabParam): Rational {
  if (x === PARAM_ZERO) return Rational.ZERO;
  if (x === PARAM_ONE) return Rational.ONE;
  const { a, b, c, d } = x;
  // Doubles: lazy, the nearest double proven by the value kernel lineParam.
  if (typeof a === 'number' && typeof b === 'number' && typeof c === 'number' && typeof d === 'number') {
    return lineParamOf(a, b, c, d);
  }
  // A common positive scale L cancels: t = (La − Lb)/(Lc − Ld).
  const [A, B, C, D] = scaleToIntegers([a, b, c, d]).ints as [bigint, bigint, bigint, bigint];
  return Rational.of(A - B, C - D);
}

/**
 * The closed parameter interval [t0, t1] on which p + t·(e − f) lies in the
 * closed box [min, max], intersected with [lower, upper] (upper null: no
 * upper limit). Returns null when it is empty, else the two bounding
 * parameters (t1 null only when no axis bounds it: e = f on every axis and
 * upper is null). All arrays have `dim` validated coordinates.
 *
 * ```ts
 * const r = slabInterval(2, [0, 0], [4, 2], [0, 0], [1, 0], [3, 4], PARAM_ZERO, PARAM_ONE);
 * r?.map((t) => t && paramValue(t).toString()); // ['1/4', '3/4']
 * ```
 */
export function slabInterval(
  dim: number,
  p: ArrayLike<Coordinate>,
  e: ArrayLike<Coordinate>,
  f: ArrayLike<Coordinate>,
  min: ArrayLike<Coordinate>,
  max: ArrayLike<Coordinate>,
  lower: SlabParam,
  upper: SlabParam | null,
): [SlabParam, SlabParam | null] | null {
  let t0 = lower;
  let t1 = upper;
  for (let k = 0; k < dim; k++) {
    const pk = p[k] as Coordinate;
    const lo = min[k] as Coordinate;
    const hi = max[k] as Coordinate;
    const ek = e[k] as Coordinate;
    const fk = f[k] as Coordinate;
    const s = compareCoord(ek, fk);
    if (s === 0) {
      // Parallel to the slab: inside it for every t, or for none.
      if (compareCoord(pk, lo) < 0 || compareCoord(pk, hi) > 0) return null;
      continue;
    }
    // Moving up the axis the line enters at lo and leaves at hi; down, the reverse.
    const enter: SlabParam = { a: s > 0 ? lo : hi, b: pk, c: ek, d: fk, s };
    const exit: SlabParam = { a: s > 0 ? hi : lo, b: pk, c: ek, d: fk, s };
    if (compareParams(enter, t0) > 0) t0 = enter;
    if (t1 === null || compareParams(exit, t1) < 0) t1 = exit;
    if (compareParams(t0, t1) > 0) return null;
  }
  return [t0, t1];
}
