import type { Coordinate } from '../core/coordinate.js';
import { compareCoord, scaleToIntegers } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';
import type { RationalPoint } from './segmentIntersection.js';

/**
 * The exact crossing of the lines through p→q and u→v, which must not be
 * parallel: p + τ·(q − p) with τ = ((u − p) × (v − u)) / ((q − p) × (v − u)).
 * A coordinate that one of the lines holds constant (a horizontal or
 * vertical line) is read off it instead: no BigInt work for it.
 *
 * ```ts
 * crossingPoint(0, 0, 3, 0, 1, -1, 2, 2).map(String); // ['4/3', '0']
 * ```
 */
export function crossingPoint(
  px: Coordinate,
  py: Coordinate,
  qx: Coordinate,
  qy: Coordinate,
  ux: Coordinate,
  uy: Coordinate,
  vx: Coordinate,
  vy: Coordinate,
): RationalPoint {
  const x = compareCoord(px, qx) === 0 ? px : compareCoord(ux, vx) === 0 ? ux : null;
  const y = compareCoord(py, qy) === 0 ? py : compareCoord(uy, vy) === 0 ? uy : null;
  if (x !== null && y !== null) return [Rational.from(x), Rational.from(y)];
  // On integers scaled by one common factor L: X = (P·D + N·r) / (L·D) with
  // r = Q − P, w = V − U, D = r × w, N = (U − P) × w. One reduction per
  // coordinate (a chain of Rational operations would reduce at every step).
  const { ints, scale } = scaleToIntegers([px, py, qx, qy, ux, uy, vx, vy]);
  const [Px, Py, Qx, Qy, Ux, Uy, Vx, Vy] = ints as [bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint];
  const rx = Qx - Px;
  const ry = Qy - Py;
  const wx = Vx - Ux;
  const wy = Vy - Uy;
  const D = rx * wy - ry * wx;
  const N = (Ux - Px) * wy - (Uy - Py) * wx;
  const den = D * scale;
  return [
    x !== null ? Rational.from(x) : Rational.of(Px * D + N * rx, den),
    y !== null ? Rational.from(y) : Rational.of(Py * D + N * ry, den),
  ];
}
