/**
 * exact-predicates/earcut: earcut's API on an exact polygon triangulation,
 * so that code switches by changing the import:
 *
 * ```ts
 * // import earcut, { flatten } from 'earcut';
 * import earcut, { flatten } from 'exact-predicates/earcut';
 * earcut([0, 0, 4, 0, 4, 4, 0, 4, 1, 1, 1, 3, 3, 3, 3, 1], [4]).length / 3; // 8
 * ```
 *
 * `earcut(data, holeIndices, dim)` returns three indices into the input
 * vertices per triangle, counterclockwise in y-up axes as earcut's. The
 * triangles cover exactly the polygon read with the even-odd rule (so a
 * hole is a hole whichever way it turns, as in earcut): for a valid
 * polygon, the outer ring minus its holes, and for any other, the points
 * inside an odd number of rings, with zero area deviation. Holes may touch
 * each other and the outer ring, rings may touch themselves, overlap along
 * edges or pass through each other's vertices; parts without area vanish.
 *
 * Rings that cross (two edges meeting at a point inside both) would need a
 * vertex that is not in the input, which earcut's answer cannot name:
 * earcut throws an ExactRangeError naming the two edges and the point;
 * `triangulatePolygon` triangulates such rings, with the new vertices.
 *
 * @packageDocumentation
 */
import { Rational } from '../core/rational.js';
import { orient2dValue } from '../core/values.js';
import { earcutTriangles, readPolygon } from './earcutTriangles.js';

/**
 * earcut's triangulation, exact: three input vertex indices per triangle
 * (see the module's notes for what the triangles cover). `data` holds the
 * vertices flat, `dim` values each (x and y first); `holeIndices[k]` is
 * the first vertex of hole k (the outer ring is the vertices before
 * `holeIndices[0]`).
 *
 * @example
 * ```ts
 * earcut([10, 0, 0, 50, 60, 60, 70, 10]).length / 3; // 2
 * ```
 */
export default function earcut(data: ArrayLike<number>, holeIndices?: ArrayLike<number> | null, dim = 2): number[] {
  return earcutTriangles(data, holeIndices, dim, true);
}

/** A polygon as earcut takes it (what `flatten` returns). */
export type FlatPolygon = {
  /** Every vertex's values, flat, `dimensions` per vertex. */
  vertices: number[];
  /** The first vertex of each hole. */
  holes: number[];
  /** Values per vertex (2 for `[x, y]` points). */
  dimensions: number;
};

/**
 * earcut's `flatten`: rings of points (GeoJSON polygon coordinates) as flat
 * vertices, hole indices and the number of values per vertex.
 *
 * @example
 * ```ts
 * flatten([[[0, 0], [4, 0], [0, 4]], [[1, 1], [1, 2], [2, 1]]]); // { vertices: [0, 0, 4, 0, 0, 4, 1, 1, 1, 2, 2, 1], holes: [3], dimensions: 2 }
 * ```
 */
export function flatten(data: readonly (readonly (readonly number[])[])[]): FlatPolygon {
  const dimensions = data[0]?.[0]?.length ?? 2;
  const vertices: number[] = [];
  const holes: number[] = [];
  let count = 0;
  for (const [r, ring] of data.entries()) {
    if (r > 0) holes.push(count);
    for (const p of ring) for (let d = 0; d < dimensions; d++) vertices.push(p[d] as number);
    count += ring.length;
  }
  return { vertices, holes, dimensions };
}

/**
 * earcut's `deviation`, computed exactly (then rounded once): |area of the
 * triangles − area of the polygon| / area of the polygon, with the
 * polygon's area taken as earcut takes it (the outer ring's minus the
 * holes'), 0 when both are 0. It is 0 for this module's triangles of any
 * polygon whose holes lie inside its outer ring without overlapping; for
 * other rings the even-odd region the triangles cover has another area.
 *
 * @example
 * ```ts
 * const data = [0, 0, 4, 0, 4, 4, 0, 4];
 * deviation(data, [], 2, earcut(data)); // 0
 * ```
 */
export function deviation(
  data: ArrayLike<number>,
  holeIndices: ArrayLike<number> | null | undefined,
  dim: number,
  triangles: ArrayLike<number>,
): number {
  const [mesh, starts] = readPolygon(data, holeIndices, dim);
  const xy = mesh.xy;
  const area2 = (i: number, j: number, k: number): Rational =>
    orient2dValue(
      xy[2 * i] as number,
      xy[2 * i + 1] as number,
      xy[2 * j] as number,
      xy[2 * j + 1] as number,
      xy[2 * k] as number,
      xy[2 * k + 1] as number,
    );
  let polygon = Rational.ZERO;
  for (let r = 0; r + 1 < starts.length; r++) {
    const lo = starts[r] as number;
    const hi = starts[r + 1] as number;
    let ring = Rational.ZERO;
    for (let i = lo + 1; i + 1 < hi; i++) ring = ring.add(area2(lo, i, i + 1));
    polygon = r === 0 ? ring.abs() : polygon.sub(ring.abs());
  }
  let cover = Rational.ZERO;
  for (let k = 0; k + 2 < triangles.length; k += 3) {
    cover = cover.add(area2(triangles[k] as number, triangles[k + 1] as number, triangles[k + 2] as number).abs());
  }
  if (polygon.sign() === 0 && cover.sign() === 0) return 0;
  return cover.sub(polygon).div(polygon).abs().toNumber();
}

export { earcut };
