import { isRational } from '../core/brand.js';
import type { Coordinate } from '../core/coordinate.js';
import { arrayLikeLength, compareCoord, copyPoint } from '../core/coordinate.js';
import { describeValue, ExactTypeError } from '../core/errors.js';
import { coordinateToNumber, Rational } from '../core/rational.js';
import { incircleSign } from '../core/signs.js';
import { orient2dValue } from '../core/values.js';
import { PointTable } from './pointTable.js';

/** A point of a triangle list: two exact coordinates. */
export type ListPoint = readonly [Coordinate, Coordinate];

/** What a triangle list must be, besides its own rules (see `triangleListProblem`). */
export type TriangleListRules = {
  /** The vertices allowed. */
  readonly vertices: readonly ListPoint[];
  /** Whether every vertex allowed must be used too (when there are triangles at all). */
  readonly allVertices: boolean;
  /** The exact area of the region the triangles must cover. */
  readonly area: Rational;
  /** With `inside`: the region is the closure of the points off these segments where `inside` holds, and each triangle must lie in it. */
  readonly boundary?: readonly (readonly [ListPoint, ListPoint])[];
  /** With `boundary`: true for a point of the region off the boundary. */
  readonly inside?: (p: ListPoint) => boolean;
  /** Segments that must be unions of triangle edges. */
  readonly constraints?: readonly (readonly [ListPoint, ListPoint])[];
  /** Every triangle edge on no constraint must be locally Delaunay. */
  readonly delaunay?: boolean;
};

type Tri = { p: [ListPoint, ListPoint, ListPoint]; lo: [number, number]; hi: [number, number] };

const show = (p: ListPoint): string => `(${String(p[0])}, ${String(p[1])})`;

/** A double interval that holds the coordinate (its nearest double, widened by more than its rounding). */
function bounds(c: Coordinate): [number, number] {
  const d = coordinateToNumber(c);
  const slack = Math.abs(d) * 2 ** -50 + 2 ** -1000;
  return [d - slack, d + slack];
}

function triangleOf(p: [ListPoint, ListPoint, ListPoint]): Tri {
  const lo: [number, number] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  const hi: [number, number] = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const v of p) {
    for (let k = 0; k < 2; k++) {
      const [l, h] = bounds(v[k] as Coordinate);
      lo[k] = Math.min(lo[k] as number, l);
      hi[k] = Math.max(hi[k] as number, h);
    }
  }
  return { p, lo, hi };
}

/** True iff c lies on the closed segment a–b, given that a, b, c are collinear. */
function between(a: ListPoint, b: ListPoint, c: ListPoint): boolean {
  const k = compareCoord(a[0], b[0]) !== 0 ? 0 : 1;
  const lo = compareCoord(a[k], b[k]) <= 0 ? a : b;
  const hi = lo === a ? b : a;
  return compareCoord(lo[k], c[k]) <= 0 && compareCoord(c[k], hi[k]) <= 0;
}

/** What is wrong between two triangles that must meet edge to edge, or null. */
function pairProblem(A: Tri, B: Tri, table: PointTable): string | null {
  for (const [X, Y] of [
    [A, B],
    [B, A],
  ] as const) {
    for (const v of Y.p) {
      let inside = true;
      for (let k = 0; k < 3; k++) {
        const p = X.p[k] as ListPoint;
        const q = X.p[(k + 1) % 3] as ListPoint;
        const o = table.orientOf(p, q, v);
        if (o <= 0) inside = false;
        if (o === 0 && between(p, q, v) && table.index(p) !== table.index(v) && table.index(q) !== table.index(v)) {
          return `vertex ${show(v)} lies inside the edge ${show(p)}–${show(q)}`;
        }
      }
      if (inside) return `vertex ${show(v)} lies inside triangle ${X.p.map(show).join(' ')}`;
    }
  }
  // Disjoint interiors: some edge of one has the other wholly on its closed outer side.
  for (const [X, Y] of [
    [A, B],
    [B, A],
  ] as const) {
    for (let k = 0; k < 3; k++) {
      const p = X.p[k] as ListPoint;
      const q = X.p[(k + 1) % 3] as ListPoint;
      if (Y.p.every((v) => table.orientOf(p, q, v) <= 0)) return null;
    }
  }
  return `triangles ${A.p.map(show).join(' ')} and ${B.p.map(show).join(' ')} overlap`;
}

/** True iff the closed segment a–b meets the open triangle t. */
function segmentEntersTriangle(a: ListPoint, b: ListPoint, t: Tri, table: PointTable): boolean {
  for (let k = 0; k < 3; k++) {
    const p = t.p[k] as ListPoint;
    const q = t.p[(k + 1) % 3] as ListPoint;
    if (table.orientOf(p, q, a) <= 0 && table.orientOf(p, q, b) <= 0) return false;
  }
  const o = t.p.map((v) => table.orientOf(a, b, v));
  return !(o.every((x) => x >= 0) || o.every((x) => x <= 0));
}

/** Pairs (i, j), i < j, of boxes that overlap, by a sweep over x. */
function overlappingPairs(
  boxes: readonly { lo: readonly number[]; hi: readonly number[] }[],
  visit: (i: number, j: number) => string | null,
): string | null {
  const order = boxes.map((_, i) => i).sort((i, j) => (boxes[i]?.lo[0] as number) - (boxes[j]?.lo[0] as number));
  const active: number[] = [];
  for (const i of order) {
    const b = boxes[i] as { lo: readonly number[]; hi: readonly number[] };
    for (let k = active.length - 1; k >= 0; k--) {
      const j = active[k] as number;
      const c = boxes[j] as { lo: readonly number[]; hi: readonly number[] };
      if ((c.hi[0] as number) < (b.lo[0] as number)) {
        active.splice(k, 1);
        continue;
      }
      if ((c.lo[1] as number) <= (b.hi[1] as number) && (b.lo[1] as number) <= (c.hi[1] as number)) {
        const why = visit(Math.min(i, j), Math.max(i, j));
        if (why !== null) return why;
      }
    }
    active.push(i);
  }
  return null;
}

/**
 * What is wrong with a triangle list, by the rules of PROTOCOL.md
 * ("Overlay and triangulation (2D)"), exactly; null when nothing is. Every
 * triangle must turn counterclockwise (non-zero area); two triangles share
 * nothing, one vertex or one whole edge; the triangles' area adds up to
 * the region's; each vertex is an allowed one (all of them, with
 * `allVertices`); with a boundary, each triangle lies in the region (a
 * point inside it passes `inside`, and no boundary segment enters it);
 * every constraint is a union of triangle edges (when there are
 * triangles: collinear vertices have none); with `delaunay`, every
 * edge on no constraint is locally Delaunay (the vertex beyond it is not
 * strictly inside the circle of the triangle on this side). Disjoint
 * interiors, an area equal to the region's and every triangle in the
 * (closed, regular) region mean that the union is the region.
 *
 * ```ts
 * const square = { vertices: [[0, 0], [1, 0], [1, 1], [0, 1]], allVertices: true, area: Rational.ONE } as const;
 * triangleListProblem([[[0, 0], [1, 0], [1, 1]], [[0, 0], [1, 1], [0, 1]]], square); // null
 * ```
 */
export function triangleListProblem(triangles: readonly (readonly ListPoint[])[], rules: TriangleListRules): string | null {
  return problemOfCopies(copyLists(triangles, 'triangles'), copyRules(rules));
}

const FN = 'triangleListProblem';

/** An array-like of lists of points, copied (each length and coordinate read once, validated). */
function copyLists(lists: unknown, name: string): ListPoint[][] {
  const n = arrayLikeLength(lists);
  if (n < 0) throw new ExactTypeError(`${FN}: ${name} is ${describeValue(lists)}, expected an array`);
  const out: ListPoint[][] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = copyPoints((lists as ArrayLike<unknown>)[i], `${name}[${i}]`);
  return out;
}

/** An array-like of 2D points, copied. */
function copyPoints(points: unknown, name: string): ListPoint[] {
  const n = arrayLikeLength(points);
  if (n < 0) throw new ExactTypeError(`${FN}: ${name} is ${describeValue(points)}, expected an array of points`);
  const out: ListPoint[] = new Array(n);
  for (let i = 0; i < n; i++) out[i] = copyPoint(FN, name, (points as ArrayLike<unknown>)[i], 2, '', i);
  return out;
}

/** The rules with every field read once and every point copied. */
function copyRules(rules: TriangleListRules): TriangleListRules {
  const { vertices, allVertices, area, boundary, inside, constraints, delaunay } = rules;
  if (!isRational(area)) throw new ExactTypeError(`${FN}: rules.area is ${describeValue(area)}, expected a Rational`);
  const pairs = (v: unknown, name: string) =>
    v === undefined ? undefined : (copyLists(v, name) as unknown as (readonly [ListPoint, ListPoint])[]);
  return {
    vertices: copyPoints(vertices, 'rules.vertices'),
    allVertices: allVertices === true,
    area,
    ...(boundary === undefined ? {} : { boundary: pairs(boundary, 'rules.boundary') }),
    ...(inside === undefined ? {} : { inside }),
    ...(constraints === undefined ? {} : { constraints: pairs(constraints, 'rules.constraints') }),
    delaunay: delaunay === true,
  } as TriangleListRules;
}

/** triangleListProblem on copies that nothing else can change. */
function problemOfCopies(triangles: readonly (readonly ListPoint[])[], rules: TriangleListRules): string | null {
  const table = new PointTable();
  const allowed = new Map<number, boolean>();
  for (const v of rules.vertices) allowed.set(table.index(v), false);
  const tris: Tri[] = [];
  let area2 = Rational.ZERO;
  for (const [i, t] of triangles.entries()) {
    if (t.length !== 3) return `triangle ${i} has ${t.length} points`;
    const [a, b, c] = t as [ListPoint, ListPoint, ListPoint];
    const o = table.orientOf(a, b, c);
    if (o <= 0) return `triangle ${i} ${[a, b, c].map(show).join(' ')} ${o === 0 ? 'has no area' : 'turns clockwise'}`;
    for (const v of [a, b, c]) {
      const k = table.index(v);
      if (!allowed.has(k)) return `triangle ${i} has vertex ${show(v)}, which is not a vertex it may have`;
      allowed.set(k, true);
    }
    area2 = area2.add(orient2dValue(a[0], a[1], b[0], b[1], c[0], c[1]));
    tris.push(triangleOf([a, b, c]));
  }
  if (rules.allVertices && tris.length > 0) {
    for (const v of rules.vertices) if (allowed.get(table.index(v)) !== true) return `vertex ${show(v)} is in no triangle`;
  }
  const area = area2.div(2n);
  if (!area.equals(rules.area)) return `the triangles' area is ${area}, the region's ${rules.area}`;
  const pairs = overlappingPairs(tris, (i, j) => pairProblem(tris[i] as Tri, tris[j] as Tri, table));
  if (pairs !== null) return pairs;
  const region = regionProblem(tris, rules, table);
  if (region !== null) return region;
  // No triangles (collinear vertices): no edges to hold the constraints either.
  return tris.length === 0 ? null : edgeProblem(tris, rules, table);
}

/** A triangle not in the region: a boundary segment enters it, or a point inside it is outside. */
function regionProblem(tris: readonly Tri[], rules: TriangleListRules, table: PointTable): string | null {
  const { boundary, inside } = rules;
  if (boundary === undefined || inside === undefined) return null;
  for (const t of tris) {
    const [a, b, c] = t.p;
    const g: ListPoint = [0, 1].map((k) =>
      Rational.from(a[k] as Coordinate)
        .add(Rational.from(b[k] as Coordinate))
        .add(Rational.from(c[k] as Coordinate))
        .div(3n),
    ) as unknown as ListPoint;
    if (!inside(g)) return `triangle ${t.p.map(show).join(' ')} lies outside the region`;
  }
  const segs = boundary.map(([p, q]) => {
    const [x0, x1] = bounds(p[0]);
    const [y0, y1] = bounds(p[1]);
    const [u0, u1] = bounds(q[0]);
    const [v0, v1] = bounds(q[1]);
    return { lo: [Math.min(x0, u0), Math.min(y0, v0)], hi: [Math.max(x1, u1), Math.max(y1, v1)] };
  });
  const boxes = [...tris, ...segs];
  return overlappingPairs(boxes, (i, j) => {
    if (i >= tris.length || j < tris.length) return null;
    const s = boundary[j - tris.length] as readonly [ListPoint, ListPoint];
    const t = tris[i] as Tri;
    return segmentEntersTriangle(s[0], s[1], t, table)
      ? `the boundary segment ${show(s[0])}–${show(s[1])} crosses triangle ${t.p.map(show).join(' ')}`
      : null;
  });
}

/** Constraints not covered by edges, and edges that are not locally Delaunay. */
function edgeProblem(tris: readonly Tri[], rules: TriangleListRules, table: PointTable): string | null {
  const constraints = rules.constraints ?? [];
  if (constraints.length === 0 && rules.delaunay !== true) return null;
  // Each undirected edge: the vertices opposite it (one per triangle beside it).
  type Edge = { a: ListPoint; b: ListPoint; opposite: ListPoint[]; sides: ListPoint[][] };
  const edges = new Map<string, Edge>();
  for (const t of tris) {
    for (let k = 0; k < 3; k++) {
      const a = t.p[k] as ListPoint;
      const b = t.p[(k + 1) % 3] as ListPoint;
      const ka = table.index(a);
      const kb = table.index(b);
      const key = ka < kb ? `${ka} ${kb}` : `${kb} ${ka}`;
      let e = edges.get(key);
      if (e === undefined) {
        e = { a, b, opposite: [], sides: [] };
        edges.set(key, e);
      }
      e.opposite.push(t.p[(k + 2) % 3] as ListPoint);
      e.sides.push(t.p as unknown as ListPoint[]);
    }
  }
  const onConstraint = new Set<Edge>();
  for (const [s, t] of constraints) {
    if (table.index(s) === table.index(t)) continue;
    // The edges along s–t, as parameter intervals along the axis on which s and t differ.
    const k = compareCoord(s[0], t[0]) !== 0 ? 0 : 1;
    const along = (p: ListPoint) => Rational.from(p[k] as Coordinate);
    const from = along(s);
    const to = along(t);
    const [lo, hi] = from.le(to) ? [from, to] : [to, from];
    const pieces: [Rational, Rational][] = [];
    for (const e of edges.values()) {
      if (table.orientOf(s, t, e.a) !== 0 || table.orientOf(s, t, e.b) !== 0) continue;
      const u = along(e.a);
      const v = along(e.b);
      const [p, q] = u.le(v) ? [u, v] : [v, u];
      if (p.lt(lo) || hi.lt(q)) continue;
      pieces.push([p, q]);
      onConstraint.add(e);
    }
    pieces.sort((x, y) => x[0].compare(y[0]));
    let reach = lo;
    for (const [p, q] of pieces) {
      if (!p.equals(reach)) break;
      reach = q;
    }
    if (!reach.equals(hi)) return `the constraint ${show(s)}–${show(t)} is not a union of triangle edges`;
  }
  if (rules.delaunay !== true) return null;
  for (const e of edges.values()) {
    if (e.opposite.length !== 2 || onConstraint.has(e)) continue;
    const [x, y, z] = e.sides[0] as [ListPoint, ListPoint, ListPoint];
    const d = e.opposite[1] as ListPoint;
    if (incircleSign(x[0], x[1], y[0], y[1], z[0], z[1], d[0], d[1]) > 0) {
      return `the edge ${show(e.a)}–${show(e.b)} is not locally Delaunay: ${show(d)} lies inside the circle through ${[x, y, z].map(show).join(' ')}`;
    }
  }
  return null;
}
