import * as fc from 'fast-check';
import type { CoordinateKind } from '../../arbitraries/index.js';
import {
  box2,
  box3,
  collinearSegments,
  collinearTriple,
  convexPolygon,
  coordinate,
  nearlyCollinearTriple,
  parallelepiped,
  point2,
  point3,
  rayGrazingBoxFace,
  rayNearBox,
  segment2,
  segment3,
  segmentInBoxFace,
  segmentNearBox,
  segmentThroughBoxCorner,
  segmentThroughBoxEdge,
  sharedEndpointSegments,
  thinTriangle,
  tJunctionSegments,
  touchingSegmentBox,
  zeroLengthSegment,
} from '../../arbitraries/index.js';
import type { Coordinate } from '../../index.js';
import { Rational } from '../../index.js';
import { arrangementCases } from './arrangementCases.js';
import { gridOpCases } from './gridOpCases.js';
import { kernelOpCases } from './kernelOpCases.js';
import { overlayOpCases } from './overlayOpCases.js';
import { polygonOpCases } from './polygonOpCases.js';
import { triangleOpCases } from './triangleOpCases.js';
import { triangulationOpCases } from './triangulationOpCases.js';

/** The fields of one request (everything but `id` and `op`), values as library coordinates. */
export type Fields = Record<string, unknown>;

type Box = { min: readonly Coordinate[]; max: readonly Coordinate[] };
type SegBox = { segment: readonly (readonly Coordinate[])[]; box: Box };
type RayBox = { origin: readonly Coordinate[]; dir: readonly Coordinate[]; box: Box };

/** Both dimensions of a family that takes `{ dim }`, as one arbitrary. */
function bothDims<T>(
  make: (c: { coordinates: CoordinateKind; dim: 2 | 3 }) => fc.Arbitrary<unknown>,
  coordinates: CoordinateKind,
): fc.Arbitrary<T> {
  return fc.oneof(make({ coordinates, dim: 2 }), make({ coordinates, dim: 3 })) as fc.Arbitrary<T>;
}

/** Every segment-and-box family, 2D and 3D, zero-length segments included. */
function segmentBoxCases(k: CoordinateKind): fc.Arbitrary<SegBox> {
  const zero = bothDims<SegBox>((c) => segmentNearBox(c as never), k).map((v) => ({
    ...v,
    segment: [v.segment[0], v.segment[0]] as never,
  }));
  return fc.oneof(
    bothDims<SegBox>((c) => segmentNearBox(c as never), k),
    bothDims<SegBox>((c) => segmentInBoxFace(c as never), k),
    bothDims<SegBox>((c) => segmentThroughBoxCorner(c as never), k),
    bothDims<SegBox>((c) => segmentThroughBoxEdge(c as never), k),
    bothDims<SegBox>((c) => touchingSegmentBox(c as never), k),
    zero,
  );
}

/** A point near a box (often on a face, edge or corner) with the box. */
function pointBoxCases(k: CoordinateKind): fc.Arbitrary<{ p: readonly Coordinate[]; box: Box }> {
  return segmentBoxCases(k).map((v) => ({ p: v.segment[0] as readonly Coordinate[], box: v.box }));
}

/**
 * Σ kᵢ·pᵢ computed exactly, written in the points' own kind when it holds
 * the value (all doubles: a double; all bigints: a bigint), else null; in
 * any other mix, as Rationals.
 */
function combination(points: readonly (readonly Coordinate[])[], ks: readonly Rational[]): readonly Coordinate[] | null {
  const first = points[0] as readonly Coordinate[];
  const m = first.map((_, i) =>
    points.reduce((sum, p, j) => sum.add(Rational.from(p[i] as Coordinate).mul(ks[j] as Rational)), Rational.ZERO),
  );
  const all = (test: (x: Coordinate) => boolean) => points.every((p) => p.every(test));
  if (all((x) => typeof x === 'number')) {
    const d = m.map((r) => r.toNumber());
    return d.every((x, i) => Rational.fromNumber(x).equals(m[i] as Rational)) ? d : null;
  }
  if (all((x) => typeof x === 'bigint')) return m.every((r) => r.isInteger()) ? m.map((r) => r.num) : null;
  return m;
}

const int = (n: bigint): Rational => Rational.of(n);

/** The midpoint of a–b when it is exactly a coordinate of the same kind as a (a double stays a double), else a. */
function midpointOrFirst(a: readonly Coordinate[], b: readonly Coordinate[]): readonly Coordinate[] {
  return combination([a, b], [Rational.of(1n, 2n), Rational.of(1n, 2n)]) ?? a;
}

/**
 * Two segments from a thin triangle a, b, c (c a hair beside a–b): t from
 * c back along a–b on c's side (they never meet, though every orientation
 * is nearly 0), or t from c across a–b to its mirror image a + b − c
 * (they meet at the midpoint of a–b).
 */
function thinSegmentPairs(k: CoordinateKind): fc.Arbitrary<readonly [readonly Coordinate[][], readonly Coordinate[][]]> {
  return fc.tuple(thinTriangle({ coordinates: k }), fc.boolean()).map(([[a, b, c], across]) => {
    const end = across ? combination([a, b, c], [int(1n), int(1n), int(-1n)]) : combination([b, c], [int(-1n), int(2n)]);
    return [
      [a, b],
      [c, end ?? a],
    ] as unknown as readonly [readonly Coordinate[][], readonly Coordinate[][]];
  });
}

/** A convex polygon: the general ones, or a thin triangle (its orientation hangs on one lattice unit). */
function convexPolygons(k: CoordinateKind): fc.Arbitrary<readonly (readonly Coordinate[])[]> {
  return fc.oneof(convexPolygon({ coordinates: k }), thinTriangle({ coordinates: k }));
}

/** A convex polygon and a point on a vertex, on an edge, or anywhere. */
function polygonPointCases(k: CoordinateKind): fc.Arbitrary<Fields> {
  return fc.tuple(convexPolygons(k), fc.nat(), fc.nat(2), point2({ coordinates: k })).map(([polygon, i, how, free]) => {
    const a = polygon[i % polygon.length] as readonly Coordinate[];
    const b = polygon[(i + 1) % polygon.length] as readonly Coordinate[];
    const p = how === 0 ? a : how === 1 ? midpointOrFirst(a, b) : free;
    return { p, polygon };
  });
}

/** A convex polygon and a segment through or near its vertices. */
function polygonSegmentCases(k: CoordinateKind): fc.Arbitrary<Fields> {
  return fc
    .tuple(convexPolygons(k), fc.nat(), fc.nat(), segment2({ coordinates: k }), fc.boolean())
    .map(([polygon, i, j, free, useFree]) => {
      const a = polygon[i % polygon.length];
      const b = polygon[j % polygon.length];
      return { s: useFree ? free : [a, b === a ? free[1] : b], polygon };
    });
}

/** Four 3D points, often coplanar: d = a + i·(b − a) + j·(c − a) on the integer lattice. */
function orient3dCases(k: CoordinateKind): fc.Arbitrary<Fields> {
  const small = fc.integer({ min: -4, max: 4 });
  const lattice = fc.array(fc.integer({ min: -(2 ** 20), max: 2 ** 20 }), { minLength: 3, maxLength: 3 });
  const coplanar = fc.tuple(lattice, lattice, lattice, small, small).map(([a, b, c, i, j]) => ({
    a,
    b,
    c,
    d: a.map((x, n) => x + i * ((b[n] as number) - x) + j * ((c[n] as number) - x)),
  }));
  const free = fc
    .tuple(point3({ coordinates: k }), point3({ coordinates: k }), point3({ coordinates: k }), point3({ coordinates: k }))
    .map(([a, b, c, d]) => ({ a, b, c, d }));
  return fc.oneof(coplanar, free);
}

/** Two boxes that often touch: a box and the bounding box of a segment near it. */
function boxPairCases(k: CoordinateKind): fc.Arbitrary<Fields> {
  const touching = segmentBoxCases(k).map((v) => {
    const [p, q] = v.segment as [readonly Coordinate[], readonly Coordinate[]];
    const lo = p.map((x, i) => (Rational.from(x).le(Rational.from(q[i] as Coordinate)) ? x : (q[i] as Coordinate)));
    const hi = p.map((x, i) => (Rational.from(x).le(Rational.from(q[i] as Coordinate)) ? (q[i] as Coordinate) : x));
    return { a: v.box, b: { min: lo, max: hi } };
  });
  const free = fc
    .oneof(
      fc.tuple(box2({ coordinates: k }), box2({ coordinates: k })),
      fc.tuple(box3({ coordinates: k }), box3({ coordinates: k })),
    )
    .map(([a, b]) => ({ a, b }));
  return fc.oneof(touching, free);
}

/**
 * The request fields `diff` sends for each protocol op, drawn from the
 * degeneracy-biased arbitraries (collinear and nearly collinear triples,
 * thin triangles, whose integer products pass 2^53 with an answer that
 * hangs on one unit,
 * shared endpoints, T-junctions, collinear overlaps, zero-length segments,
 * segments in faces and through corners or edges, rays grazing faces) with
 * some free cases, in coordinates of `kind`. All are valid requests, so the
 * exact answer is always a result. Every one shrinks (map-composed).
 *
 * ```ts
 * fc.sample(opCases('double').get('orient2d')!, 1); // [{ a: [...], b: [...], c: [...] }]
 * ```
 */
export function opCases(kind: CoordinateKind): ReadonlyMap<string, fc.Arbitrary<Fields>> {
  const k = kind;
  const triple = fc
    .oneof(
      collinearTriple({ coordinates: k }),
      nearlyCollinearTriple({ coordinates: k }),
      thinTriangle({ coordinates: k }),
      fc.tuple(point2({ coordinates: k }), point2({ coordinates: k }), point2({ coordinates: k })),
    )
    .map(([a, b, c]) => ({ a, b, c }));
  const segPair = fc
    .oneof(
      sharedEndpointSegments({ coordinates: k }),
      tJunctionSegments({ coordinates: k }),
      collinearSegments({ coordinates: k }),
      thinSegmentPairs(k),
      fc.tuple(segment2({ coordinates: k }), zeroLengthSegment({ coordinates: k })),
      fc.tuple(segment2({ coordinates: k }), segment2({ coordinates: k })),
    )
    .map(([s, t]) => ({ s, t }));
  const x = coordinate({ kind: k });
  const inRange = fc.tuple(x, x, x, fc.nat(2)).map(([a, b, free, how]) => ({ x: how === 0 ? a : how === 1 ? b : free, a, b }));
  const inBox = pointBoxCases(k).map(({ p, box }) => ({ p, a: box.max, b: box.min }));
  const segBox = segmentBoxCases(k).map((v) => ({ s: v.segment, box: v.box }));
  const rays = fc
    .oneof(
      bothDims<RayBox>((c) => rayNearBox(c as never), k),
      bothDims<RayBox>((c) => rayGrazingBoxFace(c as never), k),
    )
    .map((v) => ({ origin: v.origin, dir: v.dir, box: v.box }));
  const boundingBox = fc
    .oneof(
      fc.array(point2({ coordinates: k }), { minLength: 1, maxLength: 6 }),
      fc.array(point3({ coordinates: k }), { minLength: 1, maxLength: 6 }),
    )
    .map((points) => ({ points }));
  const pp = fc
    .tuple(parallelepiped({ coordinates: k }), segment3({ coordinates: k }), fc.nat(7), fc.boolean())
    .map(([solid, free, corner, useFree]) => {
      // Often a segment from a vertex of the solid to a free point.
      const v = solid.edges.reduce<readonly Coordinate[]>(
        (acc, e, i) => (corner & (1 << i) ? acc.map((c, n) => Rational.from(c).add(Rational.from(e[n] as Coordinate))) : acc),
        solid.origin,
      );
      const exactVertex = v.map((c) => (c instanceof Rational && Rational.fromNumber(c.toNumber()).equals(c) ? c.toNumber() : c));
      const s = useFree ? free : [exactVertex, free[1]];
      return { s, origin: solid.origin, edges: solid.edges };
    });
  return new Map<string, fc.Arbitrary<Fields>>([
    ['orient2d', triple],
    ['cw_test', triple],
    ['orient3d', orient3dCases(k)],
    ['in_range', inRange],
    ['in_box', inBox],
    ['segments_intersect', segPair],
    ['segment_intersection', segPair],
    ['point_in_convex_polygon', polygonPointCases(k)],
    ['segment_intersects_convex_polygon', polygonSegmentCases(k)],
    ['point_in_box', pointBoxCases(k)],
    ['boxes_overlap', boxPairCases(k)],
    ['bounding_box', boundingBox],
    ['segment_box', segBox],
    ['ray_box', rays],
    ['clip_segment', segBox],
    ['outcode', pointBoxCases(k)],
    ['segment_parallelepiped', pp],
    ...kernelOpCases(k),
    ...gridOpCases(k),
    ...triangleOpCases(k),
    ...arrangementCases(k),
    ...polygonOpCases(k),
    ...overlayOpCases(k),
    ...triangulationOpCases(k),
  ]);
}
