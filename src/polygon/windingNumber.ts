import type { PointLike } from '../core/coordinate.js';
import { arrayLikeLength } from '../core/coordinate.js';
import { ON_BOUNDARY } from './edgeStep.js';
import type { PolygonInput } from './geoJson.js';
import { ringsOfInput } from './geoJson.js';
import { acquire, pointCoordinate, readRings, release } from './readRings.js';
import { windingOfValues, windRings } from './windRings.js';

/**
 * The winding number of a point around rings: `{ boundary: true }` when the
 * point lies on an edge of some ring, else `{ boundary: false, winding }`
 * with `winding` the number of times the rings, as given, wind
 * counterclockwise around it (negative for clockwise turns).
 */
export type WindingNumber =
  | {
      /** The point lies on an edge or a vertex of some ring. */
      readonly boundary: true;
    }
  | {
      /** The point lies on no edge. */
      readonly boundary: false;
      /** How many times the rings wind counterclockwise around the point (negative: clockwise). */
      readonly winding: number;
    };

/**
 * Reads p and rings for `fn` (each coordinate once, errors naming `fn`) and
 * returns the winding number, or ON_BOUNDARY.
 *
 * @example
 * ```ts
 * windingOfInput('f', [1, 1], [[[0, 0], [0, 3], [3, 0]]]); // -1
 * ```
 */
export function windingOfInput(fn: string, p: unknown, rings: unknown): number {
  const n = arrayLikeLength(p);
  const px = pointCoordinate(fn, 'p', p, 0, n);
  const py = pointCoordinate(fn, 'p', p, 1, n);
  const input = ringsOfInput(fn, rings);
  const flat = acquire();
  try {
    // A number point: the winding number is added up while the rings are read, as far as they are numbers.
    if (typeof px === 'number' && typeof py === 'number') return windRings(fn, input, flat, px, py);
    readRings(fn, input, flat);
    return windingOfValues(flat, 0, false, 0, px, py);
  } finally {
    release(flat);
  }
}

/**
 * The winding number of p around the rings, exactly: how many times they
 * wind counterclockwise around p (each ring as given, the sum over rings),
 * or `{ boundary: true }` when p lies on an edge or a vertex of any ring.
 * Rings may be in any winding, self-intersecting, with repeated or
 * collinear vertices; a ring of one point or of two is a point or a
 * segment, which has p on it or winds 0 times.
 *
 * The rings may also be given as a GeoJSON Polygon, MultiPolygon or
 * Feature of either: each polygon's first ring is its exterior and the
 * others its holes, whatever their winding in the file (see `ringsOfInput`
 * and docs/polygon.md).
 *
 * @example
 * ```ts
 * windingNumber([1, 1], [[[0, 0], [3, 0], [0, 3]]]); // { boundary: false, winding: 1 }
 * windingNumber([3, 0], [[[0, 0], [3, 0], [0, 3]]]); // { boundary: true }
 * ```
 */
export function windingNumber(p: PointLike, rings: PolygonInput): WindingNumber {
  const w = windingOfInput('windingNumber', p, rings);
  return w === ON_BOUNDARY ? { boundary: true } : { boundary: false, winding: w };
}
