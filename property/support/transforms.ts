import type { Coordinate } from '../../src/core/coordinate.js';
import { Rational } from '../../src/core/rational.js';

/*
 * Exact affine maps on coordinates for the metamorphic laws. Negation keeps
 * the coordinate's type (exact for every kind); translation and scaling
 * produce Rationals unless both sides are integers, so nothing rounds.
 */

export function negate(x: Coordinate): Coordinate {
  if (typeof x === 'number') return -x;
  if (typeof x === 'bigint') return -x;
  return x.neg();
}

export function plus(x: Coordinate, t: bigint): Coordinate {
  if (typeof x === 'bigint') return x + t;
  if (typeof x === 'number' && Number.isInteger(x)) return BigInt(x) + t;
  return Rational.from(x).add(Rational.of(t));
}

export function times(x: Coordinate, k: bigint): Coordinate {
  if (typeof x === 'bigint') return x * k;
  if (typeof x === 'number' && Number.isInteger(x)) return BigInt(x) * k;
  return Rational.from(x).mul(Rational.of(k));
}

type P = readonly Coordinate[];

export const translate = (p: P, t: readonly bigint[]): Coordinate[] => p.map((x, i) => plus(x, t[i] as bigint));
export const scale = (p: P, k: bigint): Coordinate[] => p.map((x) => times(x, k));
/** Rotation by 90° counterclockwise in the plane of axes i, j: (x_i, x_j) → (−x_j, x_i). */
export function rotate90(p: P, i = 0, j = 1): Coordinate[] {
  const q = [...p];
  q[i] = negate(p[j] as Coordinate);
  q[j] = p[i] as Coordinate;
  return q;
}
/** Mirror image across the hyperplane x_i = 0. */
export function reflect(p: P, i = 1): Coordinate[] {
  const q = [...p];
  q[i] = negate(p[i] as Coordinate);
  return q;
}
