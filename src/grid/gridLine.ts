import type { Coordinate } from '../core/coordinate.js';
import { compareCoord } from '../core/coordinate.js';
import { exactDoubleRational, Rational } from '../core/rational.js';
import type { Sign } from '../core/signs.js';
import { gridCrossingSign } from '../core/signs.js';
import { gridParamOf, gridPointOf } from '../core/values.js';
import type { Index } from './locate.js';

/*
 * A line x(t) = P + t·(E − F) over a grid (origin o, sizes w): a segment p→q
 * is P = F = p, E = q; a ray is P = origin, E = dir, F = 0. The line
 * crosses plane n of axis k (the plane x_k = o_k + n·w_k) at
 *     t = ((o_k − P_k) + n·w_k) / (E_k − F_k),
 * and every parameter a walk compares has this form: a crossing, 0, 1, a
 * max t (n = 0, w = 0, E − F = 1 − 0), a box entry found by the slab method.
 * Two of them compare by the sign of the kernel's gridCrossing times the
 * signs of their denominators; no parameter is divided out until a caller
 * asks for its value.
 */

/** A line parameter t = ((a − b) + n·w)/(c − d) with s = sign(c − d), never 0. */
export type GridParam = {
  readonly a: Coordinate;
  readonly b: Coordinate;
  readonly n: Index;
  readonly w: Coordinate;
  readonly c: Coordinate;
  readonly d: Coordinate;
  readonly s: 1 | -1;
};

/** The parameter t of a coordinate value (0, 1, a max t): t = (t − 0 + 0·0)/(1 − 0). */
export function paramOf(t: Coordinate): GridParam {
  return { a: t, b: 0, n: 0, w: 0, c: 1, d: 0, s: 1 };
}

/** t = 0. */
export const T_ZERO = paramOf(0);
/** t = 1. */
export const T_ONE = paramOf(1);

/**
 * Exact comparison of two parameters: -1, 0 or 1.
 *
 * ```ts
 * compareParams(paramOf(Rational.of(1n, 3n)), { a: 0, b: 0, n: 1, w: 1, c: 3, d: 0, s: 1 }); // 0
 * ```
 */
export function compareParams(x: GridParam, y: GridParam): Sign {
  return crossingOrder(x.a, x.b, x.n, x.w, x.c, x.d, x.s, y.a, y.b, y.n, y.w, y.c, y.d, y.s);
}

/** compareParams on the parameters' parts (no objects): the kernel's sign (its filter first), times the denominators' signs. */
export function crossingOrder(
  a1: Coordinate,
  b1: Coordinate,
  n1: Index,
  w1: Coordinate,
  c1: Coordinate,
  d1: Coordinate,
  s1: number,
  a2: Coordinate,
  b2: Coordinate,
  n2: Index,
  w2: Coordinate,
  c2: Coordinate,
  d2: Coordinate,
  s2: number,
): Sign {
  return (gridCrossingSign(a1, b1, n1, w1, c1, d1, a2, b2, n2, w2, c2, d2) * s1 * s2) as Sign;
}

/**
 * The exact value of a parameter.
 *
 * ```ts
 * paramValue({ a: 0, b: 1, n: 2, w: 3, c: 4, d: 0, s: 1 }).toString(); // '5/4'
 * ```
 */
export function paramValue(x: GridParam): Rational {
  if (x === T_ZERO) return Rational.ZERO;
  if (x === T_ONE) return Rational.ONE;
  // Doubles: lazy, from the value kernel gridParam.
  if (isNumberParam(x)) return gridParamOf(x.a, x.b, x.n, x.w, x.c, x.d);
  const num = Rational.from(x.a).sub(x.b).add(Rational.from(x.n).mul(x.w));
  return num.div(Rational.from(x.c).sub(x.d));
}

/** A parameter whose parts are all numbers (doubles), the value kernels' inputs. */
type NumberParam = GridParam & { a: number; b: number; n: number; w: number; c: number; d: number };

/** Every part of x is a number. */
function isNumberParam(x: GridParam): x is NumberParam {
  return (
    typeof x.a === 'number' &&
    typeof x.b === 'number' &&
    typeof x.n === 'number' &&
    typeof x.w === 'number' &&
    typeof x.c === 'number' &&
    typeof x.d === 'number'
  );
}

/** A line over a grid, read once (see the comment at the top of this file). */
export type GridLine = {
  readonly dim: 2 | 3;
  /** The grid origin per axis; on a shifted axis, origin + base·w (so that indices stay small numbers). */
  readonly o: readonly Coordinate[];
  readonly w: readonly Coordinate[];
  readonly P: readonly Coordinate[];
  readonly E: readonly Coordinate[];
  readonly F: readonly Coordinate[];
  /** sign(E_k − F_k) per axis: the direction of motion, 0 on an axis the line does not move along. */
  readonly s: (-1 | 0 | 1)[];
  /** Per axis, the index added to the walk's small indices (0 except on a shifted axis). */
  readonly base: Index[];
  /** True when some axis is shifted (indices come out as base + small index). */
  readonly shifted: boolean;
};

/** A line P + t·(E − F) over the grid (o, w), no axis shifted. */
export function gridLine(
  dim: 2 | 3,
  o: readonly Coordinate[],
  w: readonly Coordinate[],
  P: readonly Coordinate[],
  E: readonly Coordinate[],
  F: readonly Coordinate[],
): GridLine {
  const s: (-1 | 0 | 1)[] = [];
  for (let k = 0; k < dim; k++) s.push(compareCoord(E[k] as Coordinate, F[k] as Coordinate));
  return { dim, o, w, P, E, F, s, base: new Array(dim).fill(0), shifted: false };
}

/**
 * The same line with axis k's indices counted from `base` (the walk's start
 * index, on an axis whose walk reaches beyond 2^53): the axis origin
 * becomes o + base·w, exactly.
 */
export function shiftAxis(line: GridLine, k: number, base: bigint): GridLine {
  const o = [...line.o];
  const b = [...line.base];
  o[k] = Rational.from(line.o[k] as Coordinate).add(Rational.from(base).mul(line.w[k] as Coordinate));
  b[k] = base;
  return { ...line, o, base: b, shifted: true };
}

/** The parameter at which the line crosses plane n (a walk index) of moving axis k. */
export function crossingParam(line: GridLine, k: number, n: Index): GridParam {
  return {
    a: line.o[k] as Coordinate,
    b: line.P[k] as Coordinate,
    n,
    w: line.w[k] as Coordinate,
    c: line.E[k] as Coordinate,
    d: line.F[k] as Coordinate,
    s: line.s[k] as 1 | -1,
  };
}

/**
 * The exact point x(t) of the line at the parameter x: for doubles each
 * coordinate is lazy (the value kernel gridPoint), but on an axis the line
 * does not move along, where it is P's coordinate itself.
 *
 * ```ts
 * pointAtParam(gridLine(2, [0, 0], [1, 1], [0, 0], [4, 2], [0, 0]), { a: 0, b: 0, n: 1, w: 2, c: 4, d: 0, s: 1 }).map(String); // ['2', '1']
 * ```
 */
export function pointAtParam(line: GridLine, x: GridParam): Rational[] {
  if (!isNumberParam(x)) return pointAt(line, paramValue(x));
  const out: Rational[] = [];
  for (let k = 0; k < line.dim; k++) {
    const p = line.P[k] as Coordinate;
    const e = line.E[k] as Coordinate;
    const f = line.F[k] as Coordinate;
    if (line.s[k] === 0 || x === T_ZERO) out.push(typeof p === 'number' ? exactDoubleRational(p) : Rational.from(p));
    else if (typeof p === 'number' && typeof e === 'number' && typeof f === 'number')
      out.push(gridPointOf(p, e, f, x.a, x.b, x.n, x.w, x.c, x.d));
    else out.push(pointAt(line, paramValue(x))[k] as Rational);
  }
  return out;
}

/**
 * The exact point x(t) of the line.
 *
 * ```ts
 * pointAt(gridLine(2, [0, 0], [1, 1], [0, 0], [4, 2], [0, 0]), Rational.of(1n, 2n)).map(String); // ['2', '1']
 * ```
 */
export function pointAt(line: GridLine, t: Rational): Rational[] {
  const out: Rational[] = [];
  for (let k = 0; k < line.dim; k++) {
    const p = Rational.from(line.P[k] as Coordinate);
    out.push(line.s[k] === 0 ? p : p.add(t.mul(Rational.from(line.E[k] as Coordinate).sub(line.F[k] as Coordinate))));
  }
  return out;
}
