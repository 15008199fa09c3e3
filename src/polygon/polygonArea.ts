import type { Rational } from '../core/rational.js';
import type { Sign } from '../core/signs.js';
import type { PolygonInput } from './geoJson.js';
import { ringsOfInput } from './geoJson.js';
import type { Ring } from './readRings.js';
import { acquire, readRing, readRings, release } from './readRings.js';
import { twiceArea } from './shoelace.js';

/**
 * The exact signed area of a polygon given by its rings: the sum of each
 * ring's shoelace area, positive for a counterclockwise ring and negative
 * for a clockwise one. So an outer ring and a hole of opposite windings give
 * the area between them. A ring of fewer than 3 vertices, or with all
 * vertices collinear, has area 0; a self-intersecting ring counts each lobe
 * with the sign of the way it winds (a figure eight can add up to 0).
 *
 * The rings may also be given as a GeoJSON Polygon, MultiPolygon or
 * Feature of either: each polygon's first ring is its exterior and the
 * others its holes, whatever their winding in the file (see `ringsOfInput`
 * and docs/polygon.md).
 *
 * @example
 * ```ts
 * polygonArea([[[0, 0], [4, 0], [4, 4], [0, 4]], [[1, 1], [1, 3], [3, 3], [3, 1]]]).toString(); // '12'
 * polygonArea([[[0, 0], [0, 1], [1, 0]]]).toString(); // '-1/2'
 * ```
 */
export function polygonArea(rings: PolygonInput): Rational {
  const input = ringsOfInput('polygonArea', rings);
  const flat = acquire();
  try {
    readRings('polygonArea', input, flat);
    return twiceArea(flat.values ?? flat.xy, flat.starts, 0, flat.rings).div(2n);
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
    return twiceArea(flat.values ?? flat.xy, flat.starts, 0, 1).sign();
  } finally {
    release(flat);
  }
}
