import type { Coordinate } from '../core/coordinate.js';
import { scaleToIntegers } from '../core/coordinate.js';
import { exactDoubleRational, Rational } from '../core/rational.js';
import { CROSSING_INPUTS, crossingOfIntegers, crossingOfWritten, doubleOf } from '../core/values.js';
import type { RationalPoint } from './segmentIntersection.js';

/**
 * The exact crossing of the lines through p→q and u→v, which must not be
 * parallel: p + τ·(q − p) with τ = ((u − p) × (v − u)) / ((q − p) × (v − u)).
 * A coordinate that one of the lines holds constant (a horizontal or
 * vertical line) is read off it instead. For doubles the coordinates are
 * lazy Rationals: each carries its nearest double, proven by the generated
 * value kernel crossingPoint, and builds its fraction only when asked.
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
  const w = CROSSING_INPUTS;
  w[0] = doubleOf(px);
  w[1] = doubleOf(py);
  w[2] = doubleOf(qx);
  w[3] = doubleOf(qy);
  w[4] = doubleOf(ux);
  w[5] = doubleOf(uy);
  w[6] = doubleOf(vx);
  w[7] = doubleOf(vy);
  // A NaN is a coordinate that is not a double (the sum of finite doubles is never NaN).
  const sum = (w[0] as number) + (w[1] as number) + (w[2] as number) + (w[3] as number);
  if (!Number.isNaN(sum + (w[4] as number) + (w[5] as number) + (w[6] as number) + (w[7] as number))) return crossingOfInputs();
  const c = [px, py, qx, qy, ux, uy, vx, vy];
  const { ints, scale } = scaleToIntegers(c);
  return crossingPointOfScaled(c, ints, scale);
}

/**
 * crossingPoint of the eight coordinates c (px, py, qx, qy, ux, uy, vx, vy)
 * given also as integers ints = scale · c (scaleToIntegers' answer), for a
 * caller that has scaled them already: the exact work runs on the integers,
 * and a coordinate a line holds constant is the input's own value.
 *
 * ```ts
 * crossingPointOfScaled([0, 0, 3, 0, 0.5, -1, 2, 2], [0n, 0n, 6n, 0n, 1n, -2n, 4n, 4n], 2n).map(String); // ['1', '0']
 * ```
 */
export function crossingPointOfScaled(c: readonly Coordinate[], ints: readonly bigint[], scale: bigint): RationalPoint {
  const x = ints[0] === ints[2] ? 0 : ints[4] === ints[6] ? 4 : -1;
  const y = ints[1] === ints[3] ? 1 : ints[5] === ints[7] ? 5 : -1;
  if (x >= 0 && y >= 0) return [Rational.from(c[x] as Coordinate), Rational.from(c[y] as Coordinate)];
  const [cx, cy] = crossingOfIntegers(ints, scale);
  return [x >= 0 ? Rational.from(c[x] as Coordinate) : cx, y >= 0 ? Rational.from(c[y] as Coordinate) : cy];
}

/**
 * crossingPoint of the segments stored in a Float64Array, p and q from
 * c[i], u and v from c[j] (as the sweep keeps them): the doubles go to the
 * kernel without crossing a call.
 *
 * ```ts
 * crossingPointOfFlat(Float64Array.of(0, 0, 2, 2, 0, 2, 2, 0), 0, 4).map(String); // ['1', '1']
 * ```
 */
export function crossingPointOfFlat(c: Float64Array, i: number, j: number): RationalPoint {
  const w = CROSSING_INPUTS;
  w[0] = c[i] as number;
  w[1] = c[i + 1] as number;
  w[2] = c[i + 2] as number;
  w[3] = c[i + 3] as number;
  w[4] = c[j] as number;
  w[5] = c[j + 1] as number;
  w[6] = c[j + 2] as number;
  w[7] = c[j + 3] as number;
  return crossingOfInputs();
}

/**
 * The crossing of the doubles written to CROSSING_INPUTS (px, py, qx, qy,
 * ux, uy, vx, vy: lines that are not parallel); an axis a line holds
 * constant is read off it (exactly a double).
 */
export function crossingOfInputs(): RationalPoint {
  const w = CROSSING_INPUTS;
  const x = w[0] === w[2] ? (w[0] as number) : w[4] === w[6] ? (w[4] as number) : Number.NaN;
  const y = w[1] === w[3] ? (w[1] as number) : w[5] === w[7] ? (w[5] as number) : Number.NaN;
  // The general crossing (neither line axis-parallel): the kernel's pair is the point, no second array.
  if (Number.isNaN(x) && Number.isNaN(y)) return crossingOfWritten();
  if (!Number.isNaN(x) && !Number.isNaN(y)) return [exactDoubleRational(x), exactDoubleRational(y)];
  const [cx, cy] = crossingOfWritten();
  return [Number.isNaN(x) ? cx : exactDoubleRational(x), Number.isNaN(y) ? cy : exactDoubleRational(y)];
}
