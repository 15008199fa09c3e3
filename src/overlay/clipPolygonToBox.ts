import type { BoxLike } from '../core/box.js';
import { copyBox } from '../core/box.js';
import type { Coordinate } from '../core/coordinate.js';
import { arrayLikeLength } from '../core/coordinate.js';
import { describeValue, ExactRangeError, ExactTypeError } from '../core/errors.js';
import { Rational } from '../core/rational.js';
import { compareCoord, det2Value } from '../core/signs.js';
import type { PolygonInput } from '../polygon/geoJson.js';
import { ringsOfInput } from '../polygon/geoJson.js';
import type { Rings } from '../polygon/readRings.js';
import { acquire, readRing, release } from '../polygon/readRings.js';
import type { ResultPolygon } from './eventPoints.js';
import type { OverlayOptions } from './overlayOptions.js';
import { readOverlayOptions } from './overlayOptions.js';
import { normalizePolygon, polygonIntersection } from './polygonOverlay.js';

/** A ring as flat coordinates x0, y0, x1, y1, ... */
type FlatRing = Coordinate[];

/**
 * The part of a polygon operand inside a box, for tiles: the same answer as
 * `polygonIntersection(rings, [box's ring])`, as valid polygons, found
 * faster. Each ring is first cut to the box edge by edge (Sutherland–
 * Hodgman, exactly: the points where edges cross the box's sides are
 * exact), which keeps the winding number of every point inside the box
 * and leaves only edges in the box and along its sides; normalising that
 * drops what runs along the sides. A box without area gives `[]`. With
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
  const cut = readFlatRings(fn, rings).map((ring) => {
    let r = cutToHalfPlane(ring, 0, x0, 1);
    r = cutToHalfPlane(r, 0, x1, -1);
    r = cutToHalfPlane(r, 1, y0, 1);
    return cutToHalfPlane(r, 1, y1, -1);
  });
  const kept = cut.filter((ring) => ring.length >= 6);
  if (kept.length === 0 || compareCoord(x0, x1) === 0 || compareCoord(y0, y1) === 0) return [];
  const points = kept.map((ring) => {
    const out: [Coordinate, Coordinate][] = [];
    for (let i = 0; i < ring.length; i += 2) out.push([ring[i] as Coordinate, ring[i + 1] as Coordinate]);
    return out;
  });
  return normalizePolygon(points, options);
}

/** The operand's rings, each read once and validated (errors name `rings[i][j]`). */
function readFlatRings(fn: string, rings: unknown): FlatRing[] {
  const count = arrayLikeLength(rings);
  if (count < 0) {
    throw new ExactTypeError(`${fn}: rings is ${describeValue(rings)}, expected an array of rings (arrays of [x, y] points)`);
  }
  if (count === 0) throw new ExactRangeError(`${fn}: rings is empty, expected at least one ring`);
  const flat = acquire();
  try {
    const out: FlatRing[] = [];
    for (let r = 0; r < count; r++) {
      readRing(fn, `rings[${r}]`, (rings as ArrayLike<unknown>)[r], flat);
      const k = 2 * flat.vertices;
      out.push(flat.values !== null ? flat.values.slice(0, k) : Array.from(flat.xy.subarray(0, k)));
    }
    return out;
  } finally {
    release(flat);
  }
}

/**
 * The ring cut to the closed half-plane where coordinate `axis` is at least
 * `bound` (side 1) or at most it (side −1): the parts outside are replaced
 * by the stretch of the line between where the ring leaves and re-enters,
 * so every point strictly inside the half-plane keeps its winding number
 * (the arc outside and the stretch replacing it bound a region outside).
 */
function cutToHalfPlane(ring: FlatRing, axis: 0 | 1, bound: Coordinate, side: 1 | -1): FlatRing {
  const n = ring.length >> 1;
  const out: FlatRing = [];
  if (n === 0) return out;
  const inside = (i: number): number => side * compareCoord(ring[2 * i + axis] as Coordinate, bound);
  let prev = n - 1;
  let prevSide = inside(prev);
  for (let i = 0; i < n; i++) {
    const here = inside(i);
    if ((here > 0 && prevSide < 0) || (here < 0 && prevSide > 0)) pushCrossing(out, ring, prev, i, axis, bound);
    if (here >= 0) out.push(ring[2 * i] as Coordinate, ring[2 * i + 1] as Coordinate);
    prev = i;
    prevSide = here;
  }
  return out;
}

/**
 * Appends where the edge from vertex i to vertex j crosses the line where
 * coordinate `axis` equals `bound` (the ends strictly on either side): the
 * other coordinate is o_i + (bound − a_i)(o_j − o_i)/(a_j − a_i), that is
 * ((bound − a_i)(o_j − o_i) − o_i·(a_i − a_j)) / (a_j − a_i).
 */
function pushCrossing(out: FlatRing, ring: FlatRing, i: number, j: number, axis: 0 | 1, bound: Coordinate): void {
  const other = 1 - axis;
  const ai = ring[2 * i + axis] as Coordinate;
  const aj = ring[2 * j + axis] as Coordinate;
  const oi = ring[2 * i + other] as Coordinate;
  const oj = ring[2 * j + other] as Coordinate;
  const num = det2Value(bound, ai, oj, oi, oi, 0, ai, aj);
  const value = num.div(Rational.from(aj).sub(Rational.from(ai)));
  if (axis === 0) out.push(bound, value);
  else out.push(value, bound);
}
