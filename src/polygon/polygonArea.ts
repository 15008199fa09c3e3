import type { Coordinate } from '../core/coordinate.js';
import { Rational } from '../core/rational.js';
import type { Sign } from '../core/signs.js';
import { orient2dValue } from '../core/signs.js';
import type { FlatRings, Ring, Rings } from './readRings.js';
import { acquire, readRing, readRings, release } from './readRings.js';

/**
 * Twice the signed area of ring r (the shoelace sum), exactly: the fan of
 * triangles from the ring's first vertex, each triangle's doubled area
 * being the kernel's orientation value. Positive when the ring turns
 * counterclockwise; a self-intersecting ring adds each lobe with its own
 * sign.
 */
function ringArea2(flat: FlatRings, r: number): Rational {
  const v: ArrayLike<Coordinate> = flat.values ?? flat.xy;
  const first = 2 * (flat.starts[r] as number);
  const end = 2 * (flat.starts[r + 1] as number);
  const ox = v[first] as Coordinate;
  const oy = v[first + 1] as Coordinate;
  let sum = Rational.ZERO;
  for (let i = first + 2; i + 2 < end; i += 2) {
    const t = orient2dValue(ox, oy, v[i] as Coordinate, v[i + 1] as Coordinate, v[i + 2] as Coordinate, v[i + 3] as Coordinate);
    if (t.sign() !== 0) sum = sum.add(t);
  }
  return sum;
}

/** Twice the signed area of every ring read, added. */
function area2(flat: FlatRings): Rational {
  let sum = Rational.ZERO;
  for (let r = 0; r < flat.rings; r++) sum = sum.add(ringArea2(flat, r));
  return sum;
}

/**
 * The exact signed area of a polygon given by its rings: the sum of each
 * ring's shoelace area, positive for a counterclockwise ring and negative
 * for a clockwise one. So an outer ring and a hole of opposite windings give
 * the area between them. A ring of fewer than 3 vertices, or with all
 * vertices collinear, has area 0; a self-intersecting ring counts each lobe
 * with the sign of the way it winds (a figure eight can add up to 0).
 *
 * @example
 * ```ts
 * polygonArea([[[0, 0], [4, 0], [4, 4], [0, 4]], [[1, 1], [1, 3], [3, 3], [3, 1]]]).toString(); // '12'
 * polygonArea([[[0, 0], [0, 1], [1, 0]]]).toString(); // '-1/2'
 * ```
 */
export function polygonArea(rings: Rings): Rational {
  const flat = acquire();
  try {
    readRings('polygonArea', rings, flat);
    return area2(flat).div(2n);
  } finally {
    release(flat);
  }
}

/**
 * The orientation of a ring, exactly: `1` when it turns counterclockwise
 * (its signed area is positive), `-1` clockwise (negative area), `0` when
 * its signed area is 0 (fewer than 3 vertices, all collinear, or lobes that
 * cancel, as in a symmetric figure eight).
 *
 * @example
 * ```ts
 * polygonOrientation([[0, 0], [4, 0], [4, 4], [0, 4]]); // 1
 * polygonOrientation([[0, 0], [1, 1], [2, 2]]); // 0
 * ```
 */
export function polygonOrientation(ring: Ring): Sign {
  const flat = acquire();
  try {
    readRing('polygonOrientation', 'ring', ring, flat);
    return area2(flat).sign();
  } finally {
    release(flat);
  }
}
