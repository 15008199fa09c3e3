import type { BoxLike } from '../core/box.js';
import { copyBox } from '../core/box.js';
import type { Coordinate } from '../core/coordinate.js';
import { compareCoord } from '../core/signs.js';
import type { PolygonInput } from '../polygon/geoJson.js';
import { ringsOfInput } from '../polygon/geoJson.js';
import type { Rings } from '../polygon/readRings.js';
import { acquire, readRings, release } from '../polygon/readRings.js';
import { clampedAnswer } from './clampedAnswer.js';
import type { ClampState } from './clampRingToBox.js';
import { clampedRings, clampRingToBox, clampState } from './clampRingToBox.js';
import type { ResultPolygon } from './eventPoints.js';
import type { OverlayOptions } from './overlayOptions.js';
import { readOverlayOptions } from './overlayOptions.js';
import { normalizeTouchingRings, polygonIntersection } from './polygonOverlay.js';

/** The clamp's state, kept from call to call for its typed arrays: a typed array is slow to make. */
let kept: ClampState | undefined;

/**
 * The part of a polygon operand inside a box, for tiles: the same answer as
 * `polygonIntersection(rings, [box's ring])`, as valid polygons, found
 * faster. Each ring is first mapped onto the box, every point outside
 * sent to the nearest point of the box's edge (only the points where
 * edges cross the box's edge are built, exactly), which keeps the winding
 * number of every point inside the box and leaves only edges in the box
 * and along its sides, runs along a side merged; normalising that drops
 * what runs along the sides. A box without area gives `[]`. With
 * `options.grid` it is the snapped intersection (the box's edges are
 * snapped with the operand's, as `polygonIntersection` does). The operand
 * is rings or GeoJSON, as for `polygonIntersection`.
 *
 * @example
 * ```ts
 * const triangle = [[[-2, 0], [6, 0], [2, 8]]];
 * clipPolygonToBox(triangle, { min: [0, 0], max: [4, 4] }); // [[[[0, 0], [4, 0], [4, 4], [0, 4]]]] (Rationals where cut)
 * ```
 */
export function clipPolygonToBox(input: PolygonInput, box: BoxLike, options?: OverlayOptions): ResultPolygon[] {
  const fn = 'clipPolygonToBox';
  const rings = ringsOfInput(fn, input) as Rings;
  const { min, max } = copyBox(fn, 'box', box, 2);
  const [x0, y0] = min as [Coordinate, Coordinate];
  const [x1, y1] = max as [Coordinate, Coordinate];
  const read = readOverlayOptions(fn, options);
  if (read.grid !== undefined) {
    return polygonIntersection(
      rings,
      [
        [
          [x0, y0],
          [x1, y0],
          [x1, y1],
          [x0, y1],
        ],
      ],
      options,
    );
  }
  const flat = acquire();
  const state = clampState(x0, y0, x1, y1, kept);
  kept = state;
  try {
    readRings(fn, rings, flat);
    // A box without area holds no interior (the rings are still checked).
    if (compareCoord(x0, x1) === 0 || compareCoord(y0, y1) === 0) return [];
    const c: ArrayLike<Coordinate> = flat.values ?? flat.xy;
    for (let r = 0; r < flat.rings; r++) clampRingToBox(c, flat.starts[r] as number, flat.starts[r + 1] as number, state);
  } finally {
    release(flat);
  }
  if (state.points.length === 0) return [];
  const answer = clampedAnswer(state, read.evenOdd);
  if (answer === null || answer === 'crossing') return normalizeTouchingRings(clampedRings(state), read, answer === 'crossing');
  return answer;
}
