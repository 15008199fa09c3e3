/*
 * The value kernels' door (src/core/generated, from tools/kernel/valueSpecs.ts):
 * constructions get their results here as lazy Rationals, each carrying the
 * nearest double its kernel proved and the recipe of its exact value. A
 * value the kernel cannot prove (an input outside the double-double range,
 * a denominator too close to 0, a value too close to a rounding midpoint)
 * is built exactly at once, and reduced only when shown.
 */
import type { Coordinate } from './coordinate.js';
import { compareCoord } from './coordinate.js';

export { doubleOf } from './coordinate.js';

import { barycentricExact, barycentricIn, barycentricOut, barycentricValues } from './generated/barycentric.js';
import { coplanarParamExact, coplanarParamIn, coplanarParamOut, coplanarParamValues } from './generated/coplanarParam.js';
import { coplanarPointExact, coplanarPointIn, coplanarPointOut, coplanarPointValues } from './generated/coplanarPoint.js';
import { crossingCompareSign } from './generated/crossingCompare.js';
import { crossingOffsetSign } from './generated/crossingOffset.js';
import { crossingPointExact, crossingPointIn, crossingPointOut, crossingPointValues } from './generated/crossingPoint.js';
import { det2Fraction, det2Sign } from './generated/det2.js';
import { gridCrossingSign } from './generated/gridCrossing.js';
import { gridParamExact, gridParamIn, gridParamOut, gridParamValues } from './generated/gridParam.js';
import { gridPointExact, gridPointIn, gridPointOut, gridPointValues } from './generated/gridPoint.js';
import { lineParamExact, lineParamIn, lineParamOut, lineParamValues } from './generated/lineParam.js';
import { linePointExact, linePointIn, linePointOut, linePointValues } from './generated/linePoint.js';
import { orient2dFraction } from './generated/orient2d.js';
import { orient3dFraction } from './generated/orient3d.js';
import { orient3dDirFraction } from './generated/orient3dDir.js';
import { rayPlaneExact, rayPlaneIn, rayPlaneOut, rayPlaneValues } from './generated/rayPlane.js';
import { segmentPlaneExact, segmentPlaneIn, segmentPlaneOut, segmentPlaneValues } from './generated/segmentPlane.js';
import type { LazyRecipe } from './rational.js';
import { lazyRational, Rational, unreducedRational } from './rational.js';
import type { Sign } from './sign.js';

/**
 * A kernel's inputs as a plain array of doubles, the recipe's inputs that
 * the lazy values of one answer share: allocated at its size, copied by a
 * loop (Array.from on a typed array goes through its iterator, and is slow).
 */
function inputsOf(v: Float64Array): number[] {
  const n = v.length;
  const a = new Array<number>(n);
  for (let i = 0; i < n; i++) a[i] = v[i] as number;
  return a;
}

/** A sign kernel's exact value (a fraction) as a Rational in lowest terms. */
function asRational<A extends Coordinate[]>(fraction: (...a: A) => [bigint, bigint]): (...a: A) => Rational {
  return (...a) => {
    const [n, d] = fraction(...a);
    return Rational.of(n, d);
  };
}

/*
 * The exact values of the sign kernels' polynomials, for constructions (the
 * kernels give fractions, so that signs.ts does not import the class).
 */
/** (a − b)·(c − d) − (e − f)·(g − h). */
export const det2Value = /* @__PURE__ */ asRational(det2Fraction);
/** (b − a) × (c − a): positive when a, b, c turn counterclockwise. */
export const orient2dValue = /* @__PURE__ */ asRational(orient2dFraction);
/** ((b − a) × (c − a)) · (d − a): positive when d sees a, b, c counterclockwise. */
export const orient3dValue = /* @__PURE__ */ asRational(orient3dFraction);
/** ((b − a) × (c − a)) · d for a direction d: orient3d(a, b, c, a + d) without rounding a + d. */
export const orient3dDirValue = /* @__PURE__ */ asRational(orient3dDirFraction);

/**
 * Value i of a value kernel's answer: lazy with the nearest double the
 * kernel wrote to out[i] when bit i of `proven` is set, else exact at once.
 */
export function valueAt(proven: number, out: Float64Array, i: number, recipe: LazyRecipe, args: readonly Coordinate[]): Rational {
  if ((proven & (1 << i)) !== 0) return lazyRational(out[i] as number, recipe, args, i);
  const [n, d] = recipe.exact(args, i);
  return unreducedRational(n, d);
}

/** sign(D), D = (q − p) × (v − u), for the crossing inputs at a[0..7]. */
function crossingDenominatorSign(a: readonly Coordinate[]): Sign {
  const [px, py, qx, qy, ux, uy, vx, vy] = a as Eight;
  return det2Sign(qx, px, vy, uy, qy, py, vx, ux);
}

/** The crossing's inputs with every x and y swapped: the y of a crossing is the x of the swapped one. */
function swapped(a: readonly Coordinate[]): Coordinate[] {
  return [a[1], a[0], a[3], a[2], a[5], a[4], a[7], a[6]] as Coordinate[];
}

/**
 * The coordinates of a crossing of two lines (value 0: x, 1: y): exact by
 * the generated crossingPointExact; two coordinates of one axis with equal
 * nearest doubles ordered by crossingCompare, D₁·D₂·(X₁ − X₂), and one
 * against a double by crossingOffset, D·(X − a) (x and y swapped for y,
 * which negates D), without building a fraction.
 */
export const CROSSING: LazyRecipe = {
  exact: (args, i) => crossingPointExact(args as readonly Coordinate[], i),
  tie(a, i, b, j) {
    const p = a as readonly Coordinate[];
    const q = b as readonly Coordinate[];
    if (i !== j) return compareFractions(crossingPointExact(p, i), crossingPointExact(q, j));
    const [s, t] = i === 0 ? [p, q] : [swapped(p), swapped(q)];
    const c = crossingCompareSign(...(s as Eight), ...(t as Eight));
    return (c * crossingDenominatorSign(p) * crossingDenominatorSign(q) + 0) as Sign; // + 0: no −0
  },
  tieNumber(a, i, x) {
    const p = a as readonly Coordinate[];
    const s = i === 0 ? p : swapped(p);
    const offset = crossingOffsetSign(...(s as Eight), x);
    // Swapping x and y negates D.
    return (offset * crossingDenominatorSign(p) * (i === 0 ? 1 : -1) + 0) as Sign;
  },
};

type Eight = [Coordinate, Coordinate, Coordinate, Coordinate, Coordinate, Coordinate, Coordinate, Coordinate];

/** The order of two fractions n/d (denominators of any sign, not 0). */
function compareFractions([an, ad]: readonly [bigint, bigint], [bn, bd]: readonly [bigint, bigint]): Sign {
  const l = an * bd;
  const r = bn * ad;
  const s = ad < 0n !== bd < 0n ? -1 : 1;
  return (l < r ? -s : l > r ? s : 0) as Sign;
}

/**
 * The crossing of the lines through p→q and u→v (not parallel), for eight
 * doubles already written to crossingPointIn (by the caller, so that no
 * double crosses a call): x and y, lazy where the kernel proves them.
 */
export function crossingOfWritten(): [Rational, Rational] {
  const v = crossingPointIn;
  const proven = crossingPointValues();
  // A literal: one allocation, of doubles, at its size (the hot path of segmentIntersection).
  const args: number[] = [
    v[0] as number,
    v[1] as number,
    v[2] as number,
    v[3] as number,
    v[4] as number,
    v[5] as number,
    v[6] as number,
    v[7] as number,
  ];
  return [valueAt(proven, crossingPointOut, 0, CROSSING, args), valueAt(proven, crossingPointOut, 1, CROSSING, args)];
}

/** Where the caller writes the eight doubles of crossingOfWritten: px, py, qx, qy, ux, uy, vx, vy. */
export const CROSSING_INPUTS: Float64Array = crossingPointIn;

/**
 * The same crossing for integers that are the coordinates times one common
 * positive factor `scale` (scaleToIntegers' answer): exact fractions, in
 * lowest terms when shown. The crossing of the scaled lines is the crossing
 * times `scale`, so each value's denominator takes the factor back; the
 * coordinates' fractions are not scaled again.
 *
 * ```ts
 * crossingOfIntegers([0n, 0n, 6n, 0n, 2n, -2n, 4n, 4n], 2n).map(String); // ['4/3', '0']
 * ```
 */
export function crossingOfIntegers(ints: readonly bigint[], scale: bigint): [Rational, Rational] {
  const [xn, xd] = crossingPointExact(ints, 0);
  const [yn, yd] = crossingPointExact(ints, 1);
  return [unreducedRational(xn, xd * scale), unreducedRational(yn, yd * scale)];
}

type Four = [Coordinate, Coordinate, Coordinate, Coordinate];

/**
 * A parameter t = (a − b)/(c − d) (slab bounds, clipping bounds): exact by
 * the generated lineParamExact; two with equal nearest doubles ordered by
 * det2, (a₁ − b₁)(c₂ − d₂) − (a₂ − b₂)(c₁ − d₁), times the signs of both
 * denominators, and one against a double x by (a − b)·1 − x·(c − d).
 */
export const PARAM: LazyRecipe = {
  exact: (args) => lineParamExact(args as readonly Coordinate[], 0),
  tie(x, _i, y) {
    const [a1, b1, c1, d1] = x as Four;
    const [a2, b2, c2, d2] = y as Four;
    return (det2Sign(a1, b1, c2, d2, a2, b2, c1, d1) * compareCoord(c1, d1) * compareCoord(c2, d2) + 0) as Sign;
  },
  tieNumber(x, _i, v) {
    const [a, b, c, d] = x as Four;
    return (det2Sign(a, b, 1, 0, v, 0, c, d) * compareCoord(c, d) + 0) as Sign;
  },
};

/**
 * t = (a − b)/(c − d) for doubles with c ≠ d: lazy with its nearest double
 * where the kernel proves it, else exact at once.
 *
 * ```ts
 * lineParamOf(1, 0, 3, 0).toString(); // '1/3'
 * ```
 */
export function lineParamOf(a: number, b: number, c: number, d: number): Rational {
  const v = lineParamIn;
  v[0] = a;
  v[1] = b;
  v[2] = c;
  v[3] = d;
  return valueAt(lineParamValues(), lineParamOut, 0, PARAM, [a, b, c, d]);
}

/** A coordinate of a point p + t·(e − f) at t = (a − b)/(c − d): exact by the generated linePointExact (ties exactly). */
export const LINE_POINT: LazyRecipe = { exact: (args) => linePointExact(args as readonly Coordinate[], 0) };

/**
 * The coordinate p + t·(e − f), t = (a − b)/(c − d), for doubles with c ≠ d:
 * lazy with its nearest double where the kernel proves it, else exact at once.
 *
 * ```ts
 * linePointOf(1, 4, 1, 1, 0, 3, 0).toString(); // '2' (1 + (1/3)·3)
 * ```
 */
export function linePointOf(p: number, e: number, f: number, a: number, b: number, c: number, d: number): Rational {
  const v = linePointIn;
  v[0] = p;
  v[1] = e;
  v[2] = f;
  v[3] = a;
  v[4] = b;
  v[5] = c;
  v[6] = d;
  return valueAt(linePointValues(), linePointOut, 0, LINE_POINT, [p, e, f, a, b, c, d]);
}

/*
 * Values of the kernels without tie kernels: exact by their Exact entry.
 * Object literals, not calls, at the top level: a bundler keeps a module's
 * top-level call, and with it every kernel it names.
 */
const SEGMENT_PLANE: LazyRecipe = { exact: (args, i) => segmentPlaneExact(args as readonly Coordinate[], i) };
const RAY_PLANE: LazyRecipe = { exact: (args, i) => rayPlaneExact(args as readonly Coordinate[], i) };
const BARYCENTRIC: LazyRecipe = { exact: (args, i) => barycentricExact(args as readonly Coordinate[], i) };
const COPLANAR_PARAM: LazyRecipe = { exact: (args, i) => coplanarParamExact(args as readonly Coordinate[], i) };
const COPLANAR_POINT: LazyRecipe = { exact: (args, i) => coplanarPointExact(args as readonly Coordinate[], i) };

/** The values of a kernel for the doubles written to `input`: each lazy where it is proven, else exact at once. */
function valuesOfWritten(input: Float64Array, run: () => number, out: Float64Array, recipe: LazyRecipe, k: number): Rational[] {
  const proven = run();
  const args = inputsOf(input);
  const values: Rational[] = [];
  for (let i = 0; i < k; i++) values.push(valueAt(proven, out, i, recipe, args));
  return values;
}

/** Where the caller writes a, b, c, p, q (15 doubles) for planeHitOfWritten: the segment's kernel, and the ray's (q its direction). */
export const SEGMENT_PLANE_INPUTS: Float64Array = segmentPlaneIn;
export const RAY_PLANE_INPUTS: Float64Array = rayPlaneIn;

/**
 * Where a segment p → q (or the ray p + t·q) crosses the plane of a, b, c,
 * for the doubles written to SEGMENT_PLANE_INPUTS (RAY_PLANE_INPUTS): t and
 * the point's x, y, z, lazy where proven. The 15 inputs are copied once,
 * into the array the four values share as their recipe's inputs.
 */
export function planeHitOfWritten(ray: boolean): { t: Rational; point: [Rational, Rational, Rational] } {
  const v = ray ? rayPlaneIn : segmentPlaneIn;
  const proven = ray ? rayPlaneValues() : segmentPlaneValues();
  const out = ray ? rayPlaneOut : segmentPlaneOut;
  const recipe = ray ? RAY_PLANE : SEGMENT_PLANE;
  const args = inputsOf(v);
  return {
    t: valueAt(proven, out, 0, recipe, args),
    point: [valueAt(proven, out, 1, recipe, args), valueAt(proven, out, 2, recipe, args), valueAt(proven, out, 3, recipe, args)],
  };
}

/**
 * The barycentric coordinates of x in the triangle a, b, c of a plane, for
 * the 2D doubles ax, ay, bx, by, cx, cy, xx, xy (a, b, c not collinear):
 * α, β, γ, lazy where proven.
 *
 * ```ts
 * barycentricOf([0, 0, 4, 0, 0, 4, 1, 1]).map(String); // ['1/2', '1/4', '1/4']
 * ```
 */
export function barycentricOf(v: readonly number[]): Rational[] {
  barycentricIn.set(v);
  return valuesOfWritten(barycentricIn, barycentricValues, barycentricOut, BARYCENTRIC, 3);
}

/**
 * Where the line p + t·(wa − wb) of a triangle's plane crosses the line of
 * the edge e0 → e1 (projected doubles: the ten inputs of coplanarParam),
 * and the 3D point s + t·(e − f) there (s, e, f: three coordinates each):
 * t, then the point's coordinates, lazy where proven.
 */
export function coplanarHitOf(
  projected: readonly number[],
  s: readonly number[],
  e: readonly number[],
  f: readonly number[],
): Rational[] {
  const v = coplanarParamIn;
  v.set(projected);
  const t = valuesOfWritten(v, coplanarParamValues, coplanarParamOut, COPLANAR_PARAM, 1);
  const w = coplanarPointIn;
  for (let k = 0; k < 3; k++) {
    w.set(projected);
    w[10] = s[k] as number;
    w[11] = e[k] as number;
    w[12] = f[k] as number;
    t.push(...valuesOfWritten(w, coplanarPointValues, coplanarPointOut, COPLANAR_POINT, 1));
  }
  return t;
}

type Six = [Coordinate, Coordinate, Coordinate, Coordinate, Coordinate, Coordinate];

/**
 * A grid walk's parameter t = ((a − b) + n·w)/(c − d): exact by the
 * generated gridParamExact; two with equal nearest doubles ordered by the
 * kernel gridCrossing times the signs of both denominators, and one against
 * a double v as against t = (v − 0 + 0·0)/(1 − 0).
 */
export const GRID_PARAM: LazyRecipe = {
  exact: (args) => gridParamExact(args as readonly Coordinate[], 0),
  tie(x, _i, y) {
    const [a1, b1, n1, w1, c1, d1] = x as Six;
    const [a2, b2, n2, w2, c2, d2] = y as Six;
    return (gridCrossingSign(a1, b1, n1, w1, c1, d1, a2, b2, n2, w2, c2, d2) * compareCoord(c1, d1) * compareCoord(c2, d2) +
      0) as Sign;
  },
  tieNumber(x, _i, v) {
    const [a, b, n, w, c, d] = x as Six;
    return (gridCrossingSign(a, b, n, w, c, d, v, 0, 0, 0, 1, 0) * compareCoord(c, d) + 0) as Sign;
  },
};

/**
 * `args`, the inputs a lazy value's recipe keeps, also written to its
 * kernel's input array `v`, by a loop (TypedArray#set from an array is a
 * generic copy).
 */
function written(v: Float64Array, args: number[]): number[] {
  for (let i = 0; i < args.length; i++) v[i] = args[i] as number;
  return args;
}

/**
 * t = ((a − b) + n·w)/(c − d) for doubles with c ≠ d: lazy where proven.
 *
 * ```ts
 * gridParamOf(0, 1, 2, 3, 4, 0).toString(); // '5/4'
 * ```
 */
export function gridParamOf(a: number, b: number, n: number, w: number, c: number, d: number): Rational {
  const args = written(gridParamIn, [a, b, n, w, c, d]);
  return valueAt(gridParamValues(), gridParamOut, 0, GRID_PARAM, args);
}

const GRID_POINT: LazyRecipe = { exact: (args, i) => gridPointExact(args as readonly Coordinate[], i) };

/**
 * The coordinate P + t·(E − F), t = ((a − b) + n·w)/(c − d), for the doubles
 * P, E, F, a, b, n, w, c, d (c ≠ d): lazy where proven.
 *
 * ```ts
 * gridPointOf(0, 4, 0, 1, 0, 0, 0, 2, 0).toString(); // '2'
 * ```
 */
export function gridPointOf(
  P: number,
  E: number,
  F: number,
  a: number,
  b: number,
  n: number,
  w: number,
  c: number,
  d: number,
): Rational {
  const args = written(gridPointIn, [P, E, F, a, b, n, w, c, d]);
  return valueAt(gridPointValues(), gridPointOut, 0, GRID_POINT, args);
}
