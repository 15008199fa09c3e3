import type { Coordinate, Point } from '../core/coordinate.js';
import { scaleToIntegers } from '../core/coordinate.js';
import { exactDoubleRational, Rational } from '../core/rational.js';
import { det2Sign } from '../core/signs.js';
import { linePointOf } from '../core/values.js';

/*
 * A bound of the clipping functions on the segment p + t·(q − p): a
 * parameter t = (a − b)/(c − d) kept as four coordinates (two bounds
 * compare by one det2 sign times the signs of their denominators), with
 * the box side that sets it. The point s(t) lies on that side, so its
 * coordinate on that axis is the side's coordinate exactly.
 */

/** t = (a − b)/(c − d), s the sign of c − d (non-zero); the point s(t) has coordinate `at` on axis `axis` (−1: none). */
export type Ratio = {
  readonly a: Coordinate;
  readonly b: Coordinate;
  readonly c: Coordinate;
  readonly d: Coordinate;
  readonly s: number;
  readonly axis: number;
  readonly at: Coordinate;
};

/** t = 0 and t = 1. */
export const RATIO_ZERO: Ratio = { a: 0, b: 0, c: 1, d: 0, s: 1, axis: -1, at: 0 };
export const RATIO_ONE: Ratio = { a: 1, b: 0, c: 1, d: 0, s: 1, axis: -1, at: 0 };

/**
 * Sign of x − y for two bounds.
 *
 * ```ts
 * compareRatios({ ...RATIO_ONE, a: 1, c: 3 }, RATIO_ONE); // -1 (1/3 < 1)
 * ```
 */
export function compareRatios(x: Ratio, y: Ratio): number {
  // Stryker disable next-line ArithmeticOperator: equivalent (s is 1 or -1, and dividing by it is multiplying by it)
  return det2Sign(x.a, x.b, y.c, y.d, y.a, y.b, x.c, x.d) * x.s * y.s;
}

/**
 * The point s(t) of the segment p → q, exactly. For doubles each coordinate
 * is lazy (the value kernel linePoint), but where it is known to be a double:
 * p's or q's at t = 0 or 1, an axis the segment does not move along, and
 * the axis of the box side that sets t.
 *
 * ```ts
 * pointAtRatio([0, 0], [4, 2], { a: 3, b: 0, c: 4, d: 0, s: 1, axis: 0, at: 3 }).map(String); // ['3', '3/2']
 * ```
 */
export function pointAtRatio(p: Point, q: Point, t: Ratio): Rational[] {
  const { a, b, c, d } = t;
  const dim = p.length;
  let numbers = typeof a === 'number' && typeof b === 'number' && typeof c === 'number' && typeof d === 'number';
  for (let k = 0; k < dim; k++) numbers = numbers && typeof p[k] === 'number' && typeof q[k] === 'number';
  if (!numbers) return exactPointAtRatio(p, q, t);
  const out: Rational[] = [];
  for (let k = 0; k < dim; k++) {
    const pk = p[k] as number;
    const qk = q[k] as number;
    if (t === RATIO_ZERO || pk === qk) out.push(exactDoubleRational(pk));
    else if (t === RATIO_ONE) out.push(exactDoubleRational(qk));
    else if (k === t.axis) out.push(exactDoubleRational(t.at as number));
    else out.push(linePointOf(pk, qk, pk, a as number, b as number, c as number, d as number));
  }
  return out;
}

/**
 * s(t) for any coordinates: on integers scaled by one common positive factor
 * L, s_k(t) = (P_k·(C − D) + (A − B)·(Q_k − P_k)) / ((C − D)·L), one
 * reduction per coordinate.
 */
function exactPointAtRatio(p: Point, q: Point, t: Ratio): Rational[] {
  const dim = p.length;
  const { ints, scale } = scaleToIntegers([...p, ...q, t.a, t.b, t.c, t.d]);
  const int = (i: number) => ints[i] as bigint;
  const num = int(2 * dim) - int(2 * dim + 1);
  const den = int(2 * dim + 2) - int(2 * dim + 3);
  return Array.from({ length: dim }, (_, k) => {
    const pk = int(k);
    return Rational.of(pk * den + num * (int(dim + k) - pk), den * scale);
  });
}
