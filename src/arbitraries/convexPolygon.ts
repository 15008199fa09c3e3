import * as fc from 'fast-check';
import type { Point2 } from '../core/coordinate.js';
import { boolField } from './boolField.js';
import { intField, readConstraints } from './constraints.js';
import type { CoordinateKind, CoordinateOf } from './coordinate.js';
import { kindField } from './coordinate.js';
import { EMBEDDING_BITS, embed, embedding } from './embedding.js';
import { intVector, rareFlag } from './lattice.js';

/** Constraints of {@link convexPolygon}. */
export interface ConvexPolygonConstraints<K extends CoordinateKind = CoordinateKind> {
  /** The coordinate kind the polygon is carried into, exactly (default `'mixed'`). */
  coordinates?: K;
  /** Number of random points whose hull is taken (3 to 64, default 8). */
  maxPoints?: number;
  /** Insert extra vertices in the middle of edges (default true, one edge in four). */
  collinear?: boolean;
  /** Repeat vertices (default true, one vertex in four). */
  duplicates?: boolean;
}

/** Twice the signed area of (a, b, c): > 0 counterclockwise. */
function cross(a: readonly bigint[], b: readonly bigint[], c: readonly bigint[]): bigint {
  const [ax, ay] = a as [bigint, bigint];
  const [bx, by] = b as [bigint, bigint];
  const [cx, cy] = c as [bigint, bigint];
  return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
}

/** Strictly convex hull, counterclockwise (Andrew's monotone chain on bigints). */
function hull(points: bigint[][]): bigint[][] {
  const pts = [...points].sort((p, q) => {
    const dx = (p[0] as bigint) - (q[0] as bigint);
    const dy = (p[1] as bigint) - (q[1] as bigint);
    return dx !== 0n ? (dx < 0n ? -1 : 1) : dy < 0n ? -1 : dy > 0n ? 1 : 0;
  });
  const half = (seq: bigint[][]) => {
    const out: bigint[][] = [];
    for (const p of seq) {
      while (out.length >= 2 && cross(out[out.length - 2] as bigint[], out[out.length - 1] as bigint[], p) <= 0n) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(pts), ...half([...pts].reverse())];
}

const FALLBACK: bigint[][] = [
  [0n, 0n],
  [1n, 0n],
  [0n, 1n],
];

/**
 * A convex polygon with non-zero area as an array of 2D vertices: the
 * convex hull of random lattice points, in either winding, starting at any
 * vertex, with extra vertices in the middle of some edges (collinear
 * vertices) and some vertices repeated — all of which
 * `pointInConvexPolygon` must accept. Built exactly on integers and then
 * carried into the coordinate kind by an exact scaling. Shrinks toward a
 * small counterclockwise triangle.
 *
 * @example
 * ```ts
 * fc.assert(fc.property(convexPolygon(), (poly) => poly.every((v) => pointInConvexPolygon(v, poly) === 'boundary')));
 * ```
 */
export function convexPolygon<K extends CoordinateKind = 'mixed'>(
  constraints?: ConvexPolygonConstraints<K>,
): fc.Arbitrary<Point2<CoordinateOf<K>>[]>;
export function convexPolygon(constraints?: ConvexPolygonConstraints): fc.Arbitrary<Point2[]> {
  const fn = 'convexPolygon';
  const c = readConstraints(fn, constraints, ['coordinates', 'maxPoints', 'collinear', 'duplicates']);
  const kind = kindField(fn, c, 'mixed');
  const maxPoints = intField(fn, c, 'maxPoints', 8, 3, 64);
  const collinear = boolField(fn, c, 'collinear', true);
  const duplicates = boolField(fn, c, 'duplicates', true);
  const b = EMBEDDING_BITS[kind];
  const flags = (on: boolean) =>
    fc.array(on ? rareFlag() : fc.constant(false), { minLength: 2 * maxPoints, maxLength: 2 * maxPoints });
  const config = fc.tuple(
    fc.array(intVector(2, b - 2), { minLength: 3, maxLength: maxPoints }),
    fc.boolean(),
    fc.nat(maxPoints - 1),
    flags(collinear),
    flags(duplicates),
  );
  return fc.tuple(config, embedding(kind)).map(([[points, clockwise, start, mid, dup], e]) => {
    let v = hull(points);
    // A copy: the reverse below must not turn the shared fallback around for later draws.
    if (v.length < 3) v = [...FALLBACK];
    if (clockwise) v.reverse();
    v = [...v.slice(start % v.length), ...v.slice(0, start % v.length)];
    if (mid.some((f) => f)) {
      // Doubling every coordinate makes each edge's midpoint a lattice point.
      const w = v.map((p) => p.map((x) => 2n * x));
      v = w.flatMap((p, i) => {
        const q = w[(i + 1) % w.length] as bigint[];
        return mid[i] ? [p, p.map((x, k) => (x + (q[k] as bigint)) / 2n)] : [p];
      });
    }
    v = v.flatMap((p, i) => (dup[i % dup.length] ? [p, [...p]] : [p]));
    return embed<Point2[]>(v, e);
  });
}
