import * as fc from 'fast-check';
import type { Point2 } from '../core/coordinate.js';
import { boolField } from './boolField.js';
import { choiceField, intField, readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf } from './coordinate.js';
import { kindField } from './coordinate.js';
import type { IntPoint } from './polygonParts.js';
import { finish, unitBits } from './polygonParts.js';

/** Constraints of {@link hullPoints}. */
export interface HullPointsConstraints<K extends CoordinateKind = CoordinateKind> {
  /** The coordinate kind, exactly (default `'mixed'`). */
  coordinates?: K;
  /**
   * `'edges'` (default): a triangle's three corners, points on its edges
   * and points inside it (the hull is the triangle); `'line'`: every point on one line (the
   * hull is the two extremes); `'free'`: lattice points on a small grid.
   */
  shape?: 'edges' | 'line' | 'free';
  /** At most this many points (1 to 500, default 40), besides the corners of `'edges'`. */
  maxPoints?: number;
  /** Move the points by a random exact affine map (default true). */
  affine?: boolean;
}

/** A position k/16 along a →b, for integer points that are multiples of 16. */
const along = (a: IntPoint, b: IntPoint, k: bigint): IntPoint => a.map((x, i) => x + (k * ((b[i] as bigint) - x)) / 16n);

/**
 * Point sets whose convex hull has many collinear points: a triangle's
 * corners with points on its edges and inside it; or all on one line; or free points on a small grid.
 * Repeated points are common. In random order, moved by a random exact
 * affine map, carried into the coordinate kind exactly. Shrinks toward
 * few points of a small triangle.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(hullPoints(), (pts) => pts.every((p) => pointInConvexPolygon(p, convexHull(pts)) !== 'outside')));
 * ```
 */
export function hullPoints<K extends CoordinateKind = 'mixed'>(
  constraints?: HullPointsConstraints<K>,
): fc.Arbitrary<Point2<CoordinateOf<K>>[]>;
export function hullPoints(constraints?: HullPointsConstraints): fc.Arbitrary<Point2[]> {
  const fn = 'hullPoints';
  const c = readConstraints(fn, constraints, ['coordinates', 'shape', 'maxPoints', 'affine']);
  const kind = kindField(fn, c, 'mixed');
  const shape = choiceField(fn, c, 'shape', 'edges', ['edges', 'line', 'free'] as const);
  const maxPoints = intField(fn, c, 'maxPoints', 40, 1, 500);
  const affine = boolField(fn, c, 'affine', true);
  const m = 1n << BigInt(unitBits(kind));
  const size = fc.bigInt({ min: 1n, max: 64n * m });
  const step = fc.bigInt({ min: 0n, max: 16n });
  const point = fc.record({ where: fc.nat(3), k: step, w: fc.tuple(step, step), key: fc.nat() });
  const config = fc.record({
    corners: fc.tuple(size, size, fc.bigInt({ min: -64n * m, max: 64n * m }), size),
    points: fc.array(point, { minLength: 1, maxLength: maxPoints, size: 'max' }),
  });
  return finish(kind, { collinear: false, duplicates: false, affine }, config, ({ corners: [s, h, t, g], points }) => {
    const c0 = [0n, 0n];
    const c1 = [16n * s, 0n];
    const c2 = [16n * t, 16n * h];
    // The triangle's corners are always there (its hull is the triangle), at drawn places in the order.
    const corners =
      shape === 'edges'
        ? [0, 1, 2].map((where, i) => ({ where, k: 0n, w: [0n, 0n], key: points[i % points.length]?.key ?? 0 }))
        : [];
    const ordered = [...corners, ...points].sort((p, q) => p.key - q.key);
    return ordered.map(({ where, k, w }) => {
      if (shape === 'line') return along(c0, [16n * s, 16n * g], k);
      if (shape === 'free') return [k - 8n, (w[0] as bigint) - 8n];
      if (where < 3) {
        const a = [c0, c1, c2][where] as IntPoint;
        return along(a, [c1, c2, c0][where] as IntPoint, k);
      }
      // Inside: weights w0, w1 of the corners c1, c2 (at most 16 together), the rest on c0.
      const w1 = w[0] as bigint;
      const w2 = (w[1] as bigint) > 16n - w1 ? 16n - w1 : (w[1] as bigint);
      return c1.map((x, i) => (w1 * x + w2 * (c2[i] as bigint)) / 16n);
    });
  }) as fc.Arbitrary<Point2[]>;
}
