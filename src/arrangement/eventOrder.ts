import type { Coordinate } from '../core/coordinate.js';
import type { Sign } from '../core/signs.js';
import {
  compareCoord,
  crossingCompareStored,
  crossingOffsetStored,
  crossingOrientStored,
  det2Stored,
  orient2dStored,
} from '../core/signs.js';

/*
 * Every comparison the sweep makes, each one sign from the kernel, on a
 * segment set's coordinates: `c` holds them as given (numbers, bigints,
 * Rationals) and `f` the same values as doubles when every one is a
 * number (else null). Segment s runs from (c[4s], c[4s + 1]) to
 * (c[4s + 2], c[4s + 3]); endpoint code e = 2s + end has its point at
 * (c[2e], c[2e + 1]).
 *
 * Each comparison is one of the kernel's `Stored` entries, which read
 * their arguments at the segments' indices: with doubles, from the
 * Float64Array into the kernel's filter first (no double crosses a call
 * boundary, where V8 would box it); only when the filter cannot decide,
 * the kernel's exact sign on the coordinates as given.
 *
 * A crossing event (a, b) is queued only when a lies below b just after the
 * sweep and b turns clockwise from a: D = dir(a) × dir(b) < 0. The kernels
 * give D·(X − x) and D₁·D₂·(X₁ − X₂) for crossings X; with D < 0 known, the
 * first changes sign and the second does not. Swapping x and y in every
 * argument gives the y comparisons, with D negated (so D > 0 there).
 */

/** A segment set's coordinates: as given, and as doubles when they all are numbers. */
export type Coordinates = { readonly c: ArrayLike<Coordinate>; readonly f: Float64Array | null };

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
  // Axis 0 compares x; axis 1, with every x and y swapped, y.
  const sx = crossingOffsetStored(xy.c, xy.f, 4 * a, 4 * b, 2 * e, 0);
  return sx !== 0 ? (-sx as Sign) : crossingOffsetStored(xy.c, xy.f, 4 * a, 4 * b, 2 * e, 1);
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
  const { c, f } = xy;
  return (
    crossingCompareStored(c, f, 4 * a1, 4 * b1, 4 * a2, 4 * b2, 0) ||
    crossingCompareStored(c, f, 4 * a1, 4 * b1, 4 * a2, 4 * b2, 1)
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
  return orient2dStored(c, f, 4 * s, p);
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
  return -crossingOrientStored(c, f, 4 * s, 4 * a, 4 * b) as Sign;
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
  return det2Stored(c, f, 4 * s, 4 * t);
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
