/*
 * The kernel's det2 and orient2d entries under the names of the stages they
 * run, for the tests written against the staged evaluation: each is a thin
 * composition of the generated entries (src/core/generated), never a
 * computation of its own.
 */
import type { Coordinate } from '../../src/core/coordinate.js';
import {
  det2At,
  det2Big,
  det2Exact,
  det2ExactAt,
  det2Filter,
  det2Sign,
  det2Stage as stageOf,
} from '../../src/core/generated/det2.js';
import { orient2dAt, orient2dExact, orient2dFilter } from '../../src/core/generated/orient2d.js';
import type { Sign } from '../../src/core/sign.js';
import { UNDECIDED } from '../../src/core/sign.js';

export { det2Filter, det2Sign, orient2dAt, UNDECIDED };

type Eight = [number, number, number, number, number, number, number, number];

const sign = (d: number): number => +(d > 0) - +(d < 0);

/** The filter as a sign: 1 or -1 when proven, 0 when not. */
export const det2FilterSign = (...v: Eight): number => sign(det2Filter(...v));
/** The exact stages in doubles, UNDECIDED outside the expansion range. */
export const det2SignDoubles = (...v: Eight): Sign | 2 => det2Exact(...v);
/** The same from a Float64Array of the eight values. */
export const det2SignStaged = (v: Float64Array): Sign | 2 => det2At(v, 0);
/** The filter, then the exact stages, on eight values stored from index i; and the exact stages alone. */
export const det2SignAt = (v: Float64Array, i: number): Sign | 2 => det2At(v, i);
export const det2SignExactAt = (v: Float64Array, i: number): Sign | 2 => det2ExactAt(v, i);
/** Every stage after the filter, BigInt included. */
export const det2SignAdaptive = (...v: Eight): Sign => {
  const s = det2Exact(...v);
  return s !== UNDECIDED ? s : det2Big(...v);
};
/** The filter, then the rest: the whole evaluation for doubles. */
export const det2SignNumbers = (...v: Eight): Sign => det2Sign(...v);
/** BigInt. */
export const det2SignBig = (
  ...v: [Coordinate, Coordinate, Coordinate, Coordinate, Coordinate, Coordinate, Coordinate, Coordinate]
): Sign => det2Big(...v);
/** 0 the filter, 1 exact in doubles, 2 BigInt. */
export const det2Stage = (
  ...v: [Coordinate, Coordinate, Coordinate, Coordinate, Coordinate, Coordinate, Coordinate, Coordinate]
): 0 | 1 | 2 => {
  const s = stageOf(...v);
  return s === 'filter' ? 0 : s === 'bigint' ? 2 : 1;
};
/** orient2d's exact stages in doubles on points [x, y]. */
export const orient2dDoubles = (a: ArrayLike<number>, b: ArrayLike<number>, c: ArrayLike<number>): Sign | 2 =>
  orient2dExact(a[0] as number, a[1] as number, b[0] as number, b[1] as number, c[0] as number, c[1] as number);
/** orient2d's filter as a sign, on points stored in a Float64Array. */
export const orient2dFilterAt = (v: Float64Array, i: number, j: number, k: number): number =>
  sign(
    orient2dFilter(v[i] as number, v[i + 1] as number, v[j] as number, v[j + 1] as number, v[k] as number, v[k + 1] as number),
  );
