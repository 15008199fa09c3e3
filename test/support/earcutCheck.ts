import { Rational } from '../../src/core/rational.js';
import { readPolygon } from '../../src/earcut/earcutTriangles.js';
import { flatten } from '../../src/earcut/index.js';
import { preparePolygon } from '../../src/index.js';
import { simpleRingTriangles } from '../../src/triangulation/simpleRingTriangles.js';
import type { ListPoint, TriangleListRules } from '../../src/triangulation/triangleListProblem.js';
import { triangleListProblem } from '../../src/triangulation/triangleListProblem.js';
import type { Frac } from './frac.js';
import { add, between, cmp, div, frac, mul, orient2dFrac, reduce, sub } from './frac.js';
import { regionAreaSweep } from './regionAreaSweep.js';
import { ringEdges, sharedPointsFrac } from './triangulationFrac.js';

/*
 * The checks of the earcut entry's answers: the triangle-list rules for the
 * rings' even-odd region (exact area by the fraction-kernel sweep, boundary
 * edges, inside by the exact point-in-polygon), with the input vertices as
 * the only vertices allowed (an index list can name no other).
 *
 * A part without area (a spike, an edge there and back, an overlap covered
 * an even number of times) adds nothing to the region (PROTOCOL.md), so a
 * triangle may lie across it. earcutProblem therefore takes as boundary
 * only the pieces of edges (between the arrangement's vertices) covered an
 * odd number of times, the ones the even-odd parity changes across, and
 * reads a point's parity by a ray that leaves out the edges through the
 * point (those cover each direction from it an even number of times where
 * no boundary piece is near, so they change no parity). This costs a test
 * per pair of edges: for small rings (the property and unit tests).
 */

/** Rings of number points, as GeoJSON gives a polygon. */
export type NumberRings = readonly (readonly (readonly number[])[])[];

/**
 * The rules for triangles of the rings' even-odd region, with the vertices
 * allowed; the boundary is the stretches of edges covered an odd number of
 * times (oddCoveredLines), so a triangle may lie across a stretch covered
 * twice.
 */
export function evenOddRules(rings: NumberRings, vertices: readonly ListPoint[]): TriangleListRules {
  const prepared = preparePolygon(rings as never);
  return {
    vertices,
    allVertices: false,
    area: regionAreaSweep(rings, true),
    boundary: oddCoveredLines(rings),
    inside: (p: ListPoint) => prepared.pointInPolygon(p, { rule: 'evenodd' }) === 'inside',
  };
}

type FPoint = readonly [Frac, Frac];

const fp = (p: readonly number[]): FPoint => [frac(p[0] as number), frac(p[1] as number)];
const keyOf = (p: FPoint): string => p.map((c) => String(Rational.of(c.n, c.d))).join(',');
const onSegment = (x: FPoint, a: FPoint, b: FPoint): boolean =>
  orient2dFrac(a, b, x) === 0 && between(x[0], a[0], b[0]) && between(x[1], a[1], b[1]);
const asListPoint = (p: FPoint): ListPoint => [Rational.of(p[0].n, p[0].d), Rational.of(p[1].n, p[1].d)];

/**
 * The stretches of the rings' edges covered an odd number of times, for
 * rings of any size: edges are grouped by their line (exact: its reduced
 * slope and intercept), and along a line with several edges the count
 * changes only at their ends (a crossing elsewhere changes no count), so
 * each stretch between consecutive ends is kept when its count is odd.
 */
export function oddCoveredLines(rings: NumberRings): [ListPoint, ListPoint][] {
  const lines = new Map<string, [FPoint, FPoint][]>();
  for (const [a0, b0] of ringEdges(rings as never)) {
    const a = fp(a0 as number[]);
    const b = fp(b0 as number[]);
    const dx = sub(b[0], a[0]);
    const vertical = dx.n === 0n;
    const slope = vertical ? null : reduce(div(sub(b[1], a[1]), dx));
    const key = slope === null ? `x=${keyOf([a[0], a[0]])}` : `${keyOf([slope, reduce(sub(a[1], mul(slope, a[0])))])}`;
    const list = lines.get(key) ?? [];
    list.push([a, b]);
    lines.set(key, list);
  }
  const out: [ListPoint, ListPoint][] = [];
  for (const [key, edges] of lines) {
    if (edges.length === 1) {
      const [a, b] = edges[0] as [FPoint, FPoint];
      out.push([asListPoint(a), asListPoint(b)]);
      continue;
    }
    // Along the line by x (by y on a vertical line): +1 at each edge's first end, −1 at its last.
    const t = (p: FPoint): Frac => (key.startsWith('x=') ? p[1] : p[0]);
    const ends: { p: FPoint; d: number }[] = [];
    for (const [a, b] of edges) {
      const [u, v] = cmp(t(a), t(b)) < 0 ? [a, b] : [b, a];
      ends.push({ p: u, d: 1 }, { p: v, d: -1 });
    }
    ends.sort((e, f) => cmp(t(e.p), t(f.p)));
    let cover = 0;
    for (let i = 0; i + 1 < ends.length; i++) {
      cover += (ends[i] as { d: number }).d;
      const u = (ends[i] as { p: FPoint }).p;
      const v = (ends[i + 1] as { p: FPoint }).p;
      if (cover % 2 !== 0 && cmp(t(u), t(v)) !== 0) out.push([asListPoint(u), asListPoint(v)]);
    }
  }
  return out;
}

/** The pieces of the rings' edges covered by an odd number of edges (between consecutive arrangement vertices). */
export function oddCoveredPieces(rings: NumberRings): [ListPoint, ListPoint][] {
  const edges = ringEdges(rings as never).map(([a, b]) => [fp(a as number[]), fp(b as number[])] as const);
  const points = [...rings.flatMap((r) => r.map(fp)), ...(sharedPointsFrac(ringEdges(rings as never)) as FPoint[])];
  const out = new Map<string, [ListPoint, ListPoint]>();
  for (const [a, b] of edges) {
    const dx = sub(b[0], a[0]);
    const dy = sub(b[1], a[1]);
    const along = (x: FPoint): Frac => reduce(add(mul(sub(x[0], a[0]), dx), mul(sub(x[1], a[1]), dy)));
    const on = points.filter((x) => onSegment(x, a, b)).map((x) => ({ x, t: along(x) }));
    on.sort((u, v) => cmp(u.t, v.t));
    for (let i = 0; i + 1 < on.length; i++) {
      const u = (on[i] as { x: FPoint }).x;
      const v = (on[i + 1] as { x: FPoint }).x;
      if (keyOf(u) === keyOf(v)) continue;
      const half = { n: 1n, d: 2n };
      const m: FPoint = [reduce(mul(add(u[0], v[0]), half)), reduce(mul(add(u[1], v[1]), half))];
      const cover = edges.filter(([p, q]) => onSegment(m, p, q)).length;
      const key = [keyOf(u), keyOf(v)].sort().join(' ');
      if (cover % 2 === 1 && !out.has(key)) out.set(key, [asListPoint(u), asListPoint(v)]);
    }
  }
  return [...out.values()];
}

/**
 * The even-odd parity at p of the points near it off the edges: the edges
 * crossing the upward ray from p (each x interval half open), those through
 * p left out.
 */
export function evenOddNear(rings: NumberRings, p: ListPoint): boolean {
  const q: FPoint = [frac(p[0]), frac(p[1])];
  let odd = false;
  for (const [a0, b0] of ringEdges(rings as never)) {
    const a = fp(a0 as number[]);
    const b = fp(b0 as number[]);
    const aRight = sub(a[0], q[0]).n > 0n;
    if (aRight === sub(b[0], q[0]).n > 0n) continue;
    const [lo, hi] = aRight ? [b, a] : [a, b];
    if (orient2dFrac(lo, hi, q) < 0) odd = !odd;
  }
  return odd;
}

/** What is wrong with `indices` (three input vertices per triangle) as earcut's answer for the rings (null: nothing). */
export function earcutProblem(rings: NumberRings, indices: readonly number[]): string | null {
  const { vertices } = flatten(rings as number[][][]);
  const input: ListPoint[] = [];
  for (let i = 0; i + 1 < vertices.length; i += 2) input.push([vertices[i] as number, vertices[i + 1] as number]);
  if (indices.length % 3 !== 0) return `${indices.length} indices, not a multiple of 3`;
  const tris: ListPoint[][] = [];
  for (let i = 0; i < indices.length; i += 3) {
    const t = [0, 1, 2].map((j) => input[indices[i + j] as number]);
    if (t.some((p) => p === undefined)) return `triangle ${i / 3} names a vertex that is not in the input`;
    tris.push(t as ListPoint[]);
  }
  return triangleListProblem(tris, {
    vertices: input,
    allVertices: false,
    area: regionAreaSweep(rings, true),
    boundary: oddCoveredPieces(rings),
    inside: (p: ListPoint) => evenOddNear(rings, p),
  });
}

/** The fast path's answer for the rings (simpleRingTriangles on earcut's reading of them), null when it declines. */
export function fastPathTriangles(rings: NumberRings): number[] | null {
  const { vertices, holes } = flatten(rings as number[][][]);
  const [mesh, starts] = readPolygon(vertices, holes, 2);
  return mesh.n < 3 ? [] : simpleRingTriangles(mesh.xy, starts);
}
