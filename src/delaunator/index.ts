/**
 * exact-predicates/delaunator: delaunator's API on the exact Delaunay
 * triangulation, so that code switches by changing the import:
 *
 * ```ts
 * // import Delaunator from 'delaunator';
 * import Delaunator from 'exact-predicates/delaunator';
 * const d = Delaunator.from([[0, 0], [1, 0], [0, 1], [1, 1]]);
 * d.triangles; // Uint32Array [...]: 2 triangles
 * ```
 *
 * The arrays mean what delaunator's mean, in its orientation: triangles
 * turn clockwise in y-up axes (counterclockwise on a y-down screen), the
 * hull goes round the same way, `halfedges[e]` is e's twin or −1, and a
 * repeated point is used once (at its first index). What changes is that
 * the triangulation is Delaunay exactly: no point lies strictly inside a
 * triangle's circle (delaunator's in-circle test is a float formula, so on
 * cocircular and nearly cocircular points its answer may not be), points a
 * rounding apart are never merged, and every point is used (delaunator
 * skips a point it finds on no hull edge). NaN, ±∞ and non-numbers throw a
 * typed error naming the index where delaunator computes with them.
 *
 * @packageDocumentation
 */
import { delaunayOfCoords } from '../triangulation/delaunay.js';

/** Reads x of a point `[x, y]`. */
const defaultGetX = (p: unknown): number => (p as ArrayLike<number>)[0] as number;
/** Reads y of a point `[x, y]`. */
const defaultGetY = (p: unknown): number => (p as ArrayLike<number>)[1] as number;

/** delaunator's class: the Delaunay triangulation of `coords`, exact. */
export default class Delaunator {
  /** The points, flat: the array given (as delaunator keeps it, so that `update` reads it again). */
  coords: ArrayLike<number>;
  /** Three point indices per triangle, clockwise in y-up axes (delaunator's order). */
  triangles: Uint32Array = new Uint32Array(0);
  /** The twin of each half-edge (half-edge e runs from `triangles[e]` to the next vertex of its triangle), −1 on the hull. */
  halfedges: Int32Array = new Int32Array(0);
  /** The hull's point indices, clockwise in y-up axes (for collinear points: all of them, in order along the line). */
  hull: Uint32Array = new Uint32Array(0);

  /**
   * The triangulation of points read by `getX` and `getY` (default: `p[0]`
   * and `p[1]`), each called once per point.
   *
   * @example
   * ```ts
   * Delaunator.from([{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 0, y: 1 }], (p) => p.x, (p) => p.y).triangles.length; // 3
   * ```
   */
  static from<P>(points: ArrayLike<P>, getX: (p: P) => number = defaultGetX, getY: (p: P) => number = defaultGetY): Delaunator {
    const n = points.length;
    const coords = new Float64Array(2 * n);
    for (let i = 0; i < n; i++) {
      const p = points[i] as P;
      coords[2 * i] = getX(p);
      coords[2 * i + 1] = getY(p);
    }
    return new Delaunator(coords);
  }

  /**
   * The triangulation of `[x0, y0, x1, y1, …]` (a typed array is fastest).
   *
   * @example
   * ```ts
   * new Delaunator([0, 0, 1, 0, 0, 1]).halfedges; // Int32Array [-1, -1, -1]
   * ```
   */
  constructor(coords: ArrayLike<number>) {
    this.coords = coords;
    this.update();
  }

  /**
   * Triangulates `coords` again after its values changed in place (for
   * relaxations such as Lloyd's).
   *
   * @example
   * ```ts
   * const d = new Delaunator(new Float64Array([0, 0, 1, 0, 0, 1, 1, 1]));
   * (d.coords as Float64Array)[6] = 0.2; // move the last point
   * d.update();
   * d.triangles.length; // 6
   * ```
   */
  update(): void {
    const t = delaunayOfCoords('Delaunator', this.coords);
    // Ours turn counterclockwise in y-up axes; delaunator's the other way: each triangle
    // (a, b, c) becomes (a, c, b), so its half-edge k (from vertex k) becomes half-edge 2 − k.
    const src = t.triangles;
    const twins = t.halfedges;
    const m = src.length;
    const triangles = new Uint32Array(m);
    const halfedges = new Int32Array(m);
    for (let e = 0; e < m; e += 3) {
      triangles[e] = src[e] as number;
      triangles[e + 1] = src[e + 2] as number;
      triangles[e + 2] = src[e + 1] as number;
      for (let k = 0; k < 3; k++) {
        const g = twins[e + k] as number;
        halfedges[e + 2 - k] = g < 0 ? -1 : g - 2 * (g % 3) + 2;
      }
    }
    this.triangles = triangles;
    this.halfedges = halfedges;
    this.hull = t.triangles.length === 0 ? Uint32Array.from(t.hull) : Uint32Array.from(t.hull).reverse();
  }
}

export { Delaunator };
