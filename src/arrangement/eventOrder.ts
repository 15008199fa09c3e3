import type { Coordinate } from '../core/coordinate.js';
import type { Sign } from '../core/signs.js';
import {
  compareCoord,
  crossingCompareFilter,
  crossingCompareSign,
  crossingOffsetFilter,
  crossingOffsetSign,
  crossingOrientFilter,
  crossingOrientSign,
  det2Filter,
  det2Sign,
  orient2dFilter,
  orient2dSign,
} from '../core/signs.js';

/*
 * Every comparison the sweep makes, each one sign from the kernel, on a
 * segment set's coordinates: `c` holds them as given (numbers, bigints,
 * Rationals) and `f` the same values as doubles when every one is a
 * number (else null). Segment s runs from (c[4s], c[4s + 1]) to
 * (c[4s + 2], c[4s + 3]); endpoint code e = 2s + end has its point at
 * (c[2e], c[2e + 1]).
 *
 * With doubles, each function reads them from the Float64Array and asks
 * the kernel's filter first (no double crosses a call boundary, where V8
 * would box it); only when the filter cannot decide does it ask the
 * kernel's exact entry, which then runs its exact stages.
 *
 * A crossing event (a, b) is queued only when a lies below b just after the
 * sweep and b turns clockwise from a: D = dir(a) × dir(b) < 0. The kernels
 * give D·(X − x) and D₁·D₂·(X₁ − X₂) for crossings X; with D < 0 known, the
 * first changes sign and the second does not. Swapping x and y in every
 * argument gives the y comparisons, with D negated (so D > 0 there).
 */

/** A segment set's coordinates: as given, and as doubles when they all are numbers. */
export type Coordinates = { readonly c: ArrayLike<Coordinate>; readonly f: Float64Array | null };

/** The sign of a filter's proven value. */
const signOf = (v: number): Sign => (v > 0 ? 1 : -1);

/**
 * Compares two endpoints in (x, then y) order: -1, 0 or 1.
 *
 * ```ts
 * compareEndpoints({ c: [0, 0, 2, 1], f: null }, 0, 1); // -1 (the start comes first)
 * ```
 */
export function compareEndpoints({ c, f }: Coordinates, e1: number, e2: number): Sign {
  const i = 2 * e1;
  const j = 2 * e2;
  if (f !== null) {
    const x1 = f[i] as number;
    const x2 = f[j] as number;
    if (x1 !== x2) return x1 < x2 ? -1 : 1;
    const y1 = f[i + 1] as number;
    const y2 = f[j + 1] as number;
    return y1 < y2 ? -1 : y1 > y2 ? 1 : 0;
  }
  return compareCoord(c[i] as Coordinate, c[j] as Coordinate) || compareCoord(c[i + 1] as Coordinate, c[j + 1] as Coordinate);
}

/**
 * Compares the crossing X of segments a and b (a queued crossing, D < 0)
 * with endpoint e in (x, then y) order: the sign of X − P.
 *
 * ```ts
 * compareCrossingToEndpoint({ c: [0, 2, 2, 0, 0, 0, 2, 2], f: null }, 1, 0, 1); // -1: X = (1, 1) comes before (2, 0)
 * ```
 */
export function compareCrossingToEndpoint(xy: Coordinates, a: number, b: number, e: number): Sign {
  const sx = crossingOffsetOn(xy, 4 * a, 4 * b, 0, 2 * e);
  return sx !== 0 ? (-sx as Sign) : crossingOffsetOn(xy, 4 * a, 4 * b, 1, 2 * e + 1);
}

/** crossingOffset on axis k (0: x, 1: y, with every x and y swapped) for segments at c[i] and c[j], against the value at c[v]. */
function crossingOffsetOn({ c, f }: Coordinates, i: number, j: number, k: number, v: number): Sign {
  const l = 1 - k;
  if (f !== null) {
    const d = crossingOffsetFilter(
      f[i + k] as number,
      f[i + l] as number,
      f[i + 2 + k] as number,
      f[i + 2 + l] as number,
      f[j + k] as number,
      f[j + l] as number,
      f[j + 2 + k] as number,
      f[j + 2 + l] as number,
      f[v] as number,
    );
    if (d !== 0) return signOf(d);
  }
  return crossingOffsetSign(
    c[i + k] as Coordinate,
    c[i + l] as Coordinate,
    c[i + 2 + k] as Coordinate,
    c[i + 2 + l] as Coordinate,
    c[j + k] as Coordinate,
    c[j + l] as Coordinate,
    c[j + 2 + k] as Coordinate,
    c[j + 2 + l] as Coordinate,
    c[v] as Coordinate,
  );
}

/**
 * Compares the crossings of (a1, b1) and (a2, b2), both queued crossings,
 * in (x, then y) order: -1, 0 or 1.
 *
 * ```ts
 * const c = [0, 2, 2, 0, 0, 0, 2, 2, 0, 4, 4, 0, 0, 0, 4, 4];
 * compareCrossings({ c, f: null }, 1, 0, 3, 2); // -1: (1, 1) before (2, 2)
 * ```
 */
export function compareCrossings(xy: Coordinates, a1: number, b1: number, a2: number, b2: number): Sign {
  if (a1 === a2 && b1 === b2) return 0;
  return crossingCompareOn(xy, 4 * a1, 4 * b1, 4 * a2, 4 * b2, 0) || crossingCompareOn(xy, 4 * a1, 4 * b1, 4 * a2, 4 * b2, 1);
}

/** crossingCompare on axis k (0: x, 1: y, with every x and y swapped) for segments at c[i], c[j] and c[g], c[h]. */
function crossingCompareOn({ c, f }: Coordinates, i: number, j: number, g: number, h: number, k: number): Sign {
  const l = 1 - k;
  if (f !== null) {
    const d = crossingCompareFilter(
      f[i + k] as number,
      f[i + l] as number,
      f[i + 2 + k] as number,
      f[i + 2 + l] as number,
      f[j + k] as number,
      f[j + l] as number,
      f[j + 2 + k] as number,
      f[j + 2 + l] as number,
      f[g + k] as number,
      f[g + l] as number,
      f[g + 2 + k] as number,
      f[g + 2 + l] as number,
      f[h + k] as number,
      f[h + l] as number,
      f[h + 2 + k] as number,
      f[h + 2 + l] as number,
    );
    if (d !== 0) return signOf(d);
  }
  return crossingCompareSign(
    c[i + k] as Coordinate,
    c[i + l] as Coordinate,
    c[i + 2 + k] as Coordinate,
    c[i + 2 + l] as Coordinate,
    c[j + k] as Coordinate,
    c[j + l] as Coordinate,
    c[j + 2 + k] as Coordinate,
    c[j + 2 + l] as Coordinate,
    c[g + k] as Coordinate,
    c[g + l] as Coordinate,
    c[g + 2 + k] as Coordinate,
    c[g + 2 + l] as Coordinate,
    c[h + k] as Coordinate,
    c[h + l] as Coordinate,
    c[h + 2 + k] as Coordinate,
    c[h + 2 + l] as Coordinate,
  );
}

/**
 * The side of segment s's line that the point at c[p], c[p + 1] lies on
 * (p even: an endpoint code times 2): 1 above (to the left, going from
 * start to end), -1 below, 0 on it.
 *
 * ```ts
 * sideOfPoint({ c: [0, 0, 2, 0, 1, 1, 1, 1], f: null }, 0, 2); // 1: (1, 1) is above y = 0
 * ```
 */
export function sideOfPoint({ c, f }: Coordinates, s: number, p: number): Sign {
  const i = 4 * s;
  if (f !== null) {
    const d = orient2dFilter(
      f[i] as number,
      f[i + 1] as number,
      f[i + 2] as number,
      f[i + 3] as number,
      f[p] as number,
      f[p + 1] as number,
    );
    if (d !== 0) return signOf(d);
  }
  return orient2dSign(
    c[i] as Coordinate,
    c[i + 1] as Coordinate,
    c[i + 2] as Coordinate,
    c[i + 3] as Coordinate,
    c[p] as Coordinate,
    c[p + 1] as Coordinate,
  );
}

/**
 * The side of segment s's line that the crossing of a and b (a queued
 * crossing, D < 0) lies on: 1 above, -1 below, 0 on it.
 *
 * ```ts
 * sideOfCrossing({ c: [0, 0, 2, 0, 0, 2, 2, 0, 0, 0, 2, 2], f: null }, 0, 2, 1); // 1: (1, 1) is above y = 0
 * ```
 */
export function sideOfCrossing({ c, f }: Coordinates, s: number, a: number, b: number): Sign {
  const h = 4 * s;
  const i = 4 * a;
  const j = 4 * b;
  if (f !== null) {
    const d = crossingOrientFilter(
      f[h] as number,
      f[h + 1] as number,
      f[h + 2] as number,
      f[h + 3] as number,
      f[i] as number,
      f[i + 1] as number,
      f[i + 2] as number,
      f[i + 3] as number,
      f[j] as number,
      f[j + 1] as number,
      f[j + 2] as number,
      f[j + 3] as number,
    );
    if (d !== 0) return signOf(-d);
  }
  return -crossingOrientSign(
    c[h] as Coordinate,
    c[h + 1] as Coordinate,
    c[h + 2] as Coordinate,
    c[h + 3] as Coordinate,
    c[i] as Coordinate,
    c[i + 1] as Coordinate,
    c[i + 2] as Coordinate,
    c[i + 3] as Coordinate,
    c[j] as Coordinate,
    c[j + 1] as Coordinate,
    c[j + 2] as Coordinate,
    c[j + 3] as Coordinate,
  ) as Sign;
}

/**
 * dir(s) × dir(t), directions from start to end: 1 when t turns
 * counterclockwise from s (t is steeper, so above s after a common point),
 * -1 clockwise, 0 parallel.
 *
 * ```ts
 * turn({ c: [0, 0, 1, 0, 0, 0, 1, 1], f: null }, 0, 1); // 1
 * ```
 */
export function turn({ c, f }: Coordinates, s: number, t: number): Sign {
  const i = 4 * s;
  const j = 4 * t;
  if (f !== null) {
    const d = det2Filter(
      f[i + 2] as number,
      f[i] as number,
      f[j + 3] as number,
      f[j + 1] as number,
      f[i + 3] as number,
      f[i + 1] as number,
      f[j + 2] as number,
      f[j] as number,
    );
    if (d !== 0) return signOf(d);
  }
  return det2Sign(
    c[i + 2] as Coordinate,
    c[i] as Coordinate,
    c[j + 3] as Coordinate,
    c[j + 1] as Coordinate,
    c[i + 3] as Coordinate,
    c[i + 1] as Coordinate,
    c[j + 2] as Coordinate,
    c[j] as Coordinate,
  );
}

/**
 * True iff segments a and b cross at one point interior to both (every
 * orientation of an endpoint against the other segment's line is non-zero
 * and the pairs straddle).
 *
 * ```ts
 * crossProperly({ c: [0, 0, 2, 2, 0, 2, 2, 0], f: null }, 0, 1); // true
 * ```
 */
export function crossProperly(xy: Coordinates, a: number, b: number): boolean {
  const o1 = sideOfPoint(xy, a, 4 * b);
  const o2 = sideOfPoint(xy, a, 4 * b + 2);
  if (o1 * o2 >= 0) return false;
  const o3 = sideOfPoint(xy, b, 4 * a);
  const o4 = sideOfPoint(xy, b, 4 * a + 2);
  return o3 * o4 < 0;
}
