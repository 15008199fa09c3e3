import type { Coordinate, ListPoint, Segment2, TriangleListRules } from '../../index.js';
import { pointInPolygon, Rational, segmentIntersections, triangleListProblem } from '../../index.js';
import { decodeCoordinate, isProblem } from '../decodeCoordinate.js';
import type { JsonObject } from '../parseJson.js';
import { parseJson } from '../parseJson.js';
import type { Comparison } from './compareResponses.js';

/*
 * A triangle list's order, first vertices and, where points are cocircular
 * or the polygon allows it, the triangles themselves are free (PROTOCOL.md),
 * so `diff` does not compare a program's list with ours: it checks the
 * program's list against the rules, exactly, for the same request, with
 * what ours shows of the region (its area, its vertices).
 */

/** The ops whose answer is a triangle list. */
export const TRIANGLE_OPS: ReadonlySet<string> = new Set(['triangulate', 'delaunay', 'constrained_delaunay']);

const coordinate = (v: unknown): Coordinate | null => {
  const c = decodeCoordinate(v, 100_000);
  return isProblem(c) ? null : c;
};

/** A request's point, decoded. */
const point = (v: unknown): ListPoint => {
  const p = v as unknown[];
  return [coordinate(p[0]) as Coordinate, coordinate(p[1]) as Coordinate];
};

/** A triangle list as JSON (ours or the program's), as exact points; null when it is not one. */
function triangles(v: unknown): ListPoint[][] | null {
  const list = (v as { triangles?: unknown } | null)?.triangles;
  if (!Array.isArray(list)) return null;
  const out: ListPoint[][] = [];
  for (const t of list) {
    if (!Array.isArray(t) || t.length !== 3) return null;
    const tri: ListPoint[] = [];
    for (const p of t) {
      if (!Array.isArray(p) || p.length !== 2) return null;
      const x = coordinate(p[0]);
      const y = coordinate(p[1]);
      if (x === null || y === null) return null;
      tri.push([x, y]);
    }
    out.push(tri);
  }
  return out;
}

/** The exact area of a triangle list (its triangles turn counterclockwise). */
function areaOf(list: readonly (readonly ListPoint[])[]): Rational {
  let sum = Rational.ZERO;
  for (const [a, b, c] of list as [ListPoint, ListPoint, ListPoint][]) {
    const [ax, ay, bx, by, cx, cy] = [a[0], a[1], b[0], b[1], c[0], c[1]].map((v) => Rational.from(v));
    sum = sum.add(
      (bx as Rational)
        .sub(ax as Rational)
        .mul((cy as Rational).sub(ay as Rational))
        .sub((by as Rational).sub(ay as Rational).mul((cx as Rational).sub(ax as Rational))),
    );
  }
  return sum.div(2n);
}

/** The rules a request's answer must obey, from the request and our answer. */
function rulesOf(request: JsonObject, ours: ListPoint[][]): TriangleListRules {
  const area = areaOf(ours);
  const op = request.op as string;
  if (op === 'triangulate') {
    const rings = (request.rings as unknown[][]).map((r) => r.map(point));
    const edges: Segment2[] = rings.flatMap((r) => r.map((p, i) => [p, r[(i + 1) % r.length] as ListPoint] as Segment2));
    const vertices: ListPoint[] = rings.flat();
    for (const pair of segmentIntersections(edges, { maxPairs: Number.POSITIVE_INFINITY })) {
      if (pair.kind === 'point') vertices.push(pair.point);
      else vertices.push(pair.segment[0], pair.segment[1]);
    }
    const rule = request.rule as 'nonzero' | 'evenodd';
    return {
      vertices,
      allVertices: false,
      area,
      boundary: edges as unknown as (readonly [ListPoint, ListPoint])[],
      inside: (p) => pointInPolygon(p, rings, { rule }) === 'inside',
    };
  }
  const vertices = ours.flat();
  if (op === 'delaunay') return { vertices: (request.points as unknown[]).map(point), allVertices: true, area, delaunay: true };
  const segments = (request.segments as unknown[][]).map(([p, q]) => [point(p), point(q)] as const);
  return { vertices, allVertices: true, area, constraints: segments, delaunay: true };
}

/**
 * Our answer (a triangle list) against the program's for the same request:
 * agreement when the program's list obeys the rules, else what is wrong.
 *
 * ```ts
 * judgeTriangles('{"op":"delaunay","points":[[0,0],[1,0],[0,1]]}', ours, theirs); // { agree: true } when theirs is the triangle
 * ```
 */
export function judgeTriangles(requestLine: string, expected: unknown, got: unknown): Comparison {
  const theirs = triangles(got);
  if (theirs === null) return { agree: false, why: `result ${JSON.stringify(got)}, expected a triangle list` };
  const ours = triangles(expected) as ListPoint[][];
  const request = parseJson(requestLine) as JsonObject;
  const why = triangleListProblem(theirs, rulesOf(request, ours));
  return why === null ? { agree: true } : { agree: false, why };
}
