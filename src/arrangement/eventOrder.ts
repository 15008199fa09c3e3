import type { Coordinate } from '../core/coordinate.js';
import type { Sign } from '../core/signs.js';
import {
  compareCoord,
  crossingCompareSign,
  crossingOffsetSign,
  crossingOrientSign,
  det2Sign,
  orient2dSign,
} from '../core/signs.js';

/*
 * Every comparison the sweep makes, each one sign from the kernel. `c` is a
 * SegmentSet's flat coordinates: segment s runs from (c[4s], c[4s + 1]) to
 * (c[4s + 2], c[4s + 3]), and endpoint code e = 2s + end has its point at
 * (c[2e], c[2e + 1]).
 *
 * A crossing event (a, b) is queued only when a lies below b just after the
 * sweep and b turns clockwise from a: D = dir(a) × dir(b) < 0. The kernels
 * give D·(X − x) and D₁·D₂·(X₁ − X₂) for crossings X; with D < 0 known, the
 * first changes sign and the second does not. Swapping x and y in every
 * argument gives the y comparisons, with D negated (so D > 0 there).
 */

/**
 * Compares two endpoints in (x, then y) order: -1, 0 or 1.
 *
 * ```ts
 * compareEndpoints([0, 0, 2, 1], 0, 1); // -1 (the start comes first)
 * ```
 */
export function compareEndpoints(c: readonly Coordinate[], e1: number, e2: number): Sign {
  return (
    compareCoord(c[2 * e1] as Coordinate, c[2 * e2] as Coordinate) ||
    compareCoord(c[2 * e1 + 1] as Coordinate, c[2 * e2 + 1] as Coordinate)
  );
}

/**
 * Compares the crossing X of segments a and b (a queued crossing, D < 0)
 * with the point (x, y) in (x, then y) order: the sign of X − (x, y).
 *
 * ```ts
 * compareCrossingToPoint([0, 2, 2, 0, 0, 0, 2, 2], 1, 0, 1, 0); // 1: X = (1, 1) is above (1, 0)
 * ```
 */
export function compareCrossingToPoint(c: readonly Coordinate[], a: number, b: number, x: Coordinate, y: Coordinate): Sign {
  const sx = crossingOffsetOn(c, 4 * a, 4 * b, 0, x);
  return sx !== 0 ? (-sx as Sign) : crossingOffsetOn(c, 4 * a, 4 * b, 1, y);
}

/** crossingOffset on axis k (0: x, 1: y, with every x and y swapped) for segments at c[i] and c[j]. */
function crossingOffsetOn(c: readonly Coordinate[], i: number, j: number, k: number, v: Coordinate): Sign {
  const l = 1 - k;
  return crossingOffsetSign(
    c[i + k] as Coordinate,
    c[i + l] as Coordinate,
    c[i + 2 + k] as Coordinate,
    c[i + 2 + l] as Coordinate,
    c[j + k] as Coordinate,
    c[j + l] as Coordinate,
    c[j + 2 + k] as Coordinate,
    c[j + 2 + l] as Coordinate,
    v,
  );
}

/**
 * Compares the crossings of (a1, b1) and (a2, b2), both queued crossings,
 * in (x, then y) order: -1, 0 or 1.
 *
 * ```ts
 * const c = [0, 2, 2, 0, 0, 0, 2, 2, 0, 4, 4, 0, 0, 0, 4, 4];
 * compareCrossings(c, 1, 0, 3, 2); // -1: (1, 1) before (2, 2)
 * ```
 */
export function compareCrossings(c: readonly Coordinate[], a1: number, b1: number, a2: number, b2: number): Sign {
  if (a1 === a2 && b1 === b2) return 0;
  return crossingCompareOn(c, 4 * a1, 4 * b1, 4 * a2, 4 * b2, 0) || crossingCompareOn(c, 4 * a1, 4 * b1, 4 * a2, 4 * b2, 1);
}

/** crossingCompare on axis k (0: x, 1: y, with every x and y swapped) for segments at c[i], c[j] and c[g], c[h]. */
function crossingCompareOn(c: readonly Coordinate[], i: number, j: number, g: number, h: number, k: number): Sign {
  const l = 1 - k;
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
 * The side of segment s's line that the point (x, y) lies on: 1 above
 * (to the left, going from start to end), -1 below, 0 on it.
 *
 * ```ts
 * sideOfPoint([0, 0, 2, 0], 0, 1, 1); // 1
 * ```
 */
export function sideOfPoint(c: readonly Coordinate[], s: number, x: Coordinate, y: Coordinate): Sign {
  const i = 4 * s;
  return orient2dSign(c[i] as Coordinate, c[i + 1] as Coordinate, c[i + 2] as Coordinate, c[i + 3] as Coordinate, x, y);
}

/**
 * The side of segment s's line that the crossing of a and b (a queued
 * crossing, D < 0) lies on: 1 above, -1 below, 0 on it.
 *
 * ```ts
 * sideOfCrossing([0, 0, 2, 0, 0, 2, 2, 0, 0, 0, 2, 2], 0, 2, 1); // 1: (1, 1) is above y = 0
 * ```
 */
export function sideOfCrossing(c: readonly Coordinate[], s: number, a: number, b: number): Sign {
  const h = 4 * s;
  const i = 4 * a;
  const j = 4 * b;
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
 * turn([0, 0, 1, 0, 0, 0, 1, 1], 0, 1); // 1
 * ```
 */
export function turn(c: readonly Coordinate[], s: number, t: number): Sign {
  const i = 4 * s;
  const j = 4 * t;
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
 * crossProperly([0, 0, 2, 2, 0, 2, 2, 0], 0, 1); // true
 * ```
 */
export function crossProperly(c: readonly Coordinate[], a: number, b: number): boolean {
  const i = 4 * a;
  const j = 4 * b;
  const o1 = sideOfPoint(c, a, c[j] as Coordinate, c[j + 1] as Coordinate);
  const o2 = sideOfPoint(c, a, c[j + 2] as Coordinate, c[j + 3] as Coordinate);
  if (o1 * o2 >= 0) return false;
  const o3 = sideOfPoint(c, b, c[i] as Coordinate, c[i + 1] as Coordinate);
  const o4 = sideOfPoint(c, b, c[i + 2] as Coordinate, c[i + 3] as Coordinate);
  return o3 * o4 < 0;
}
