import type { Point3, RayTriangleHit } from '../../../src/index.js';
import { Rational, rayTriangle, segmentTriangle } from '../../../src/index.js';
import { type Algorithm, floatPointsOf } from '../algorithms.js';
import type { Disagreement } from '../runCensus.js';
import type { CaseOf, Pt } from '../types.js';
import { BOX, INK, SHAPE, WRONG } from './colors.js';
import { add, distance, magnitude, type RVec, rvec, scale, ulp } from './geometry.js';
import type { Axes, Scene, SceneLine, ScenePoint } from './scene.js';
import { axesName, insetHalf, project } from './scene.js';

/*
 * The gallery scenes of the triangle cases. A ray is drawn looking roughly
 * along it (the two axes other than its longest component), so that the
 * triangles it meets show their shared edge or vertex and the ray crosses
 * it at the point the inset zooms into: where a float test lets a ray slip
 * between two triangles, the inset shows the ray passing exactly through
 * their common edge. A pair of triangles is drawn face-on to the first.
 */

type Tri = readonly [Pt, Pt, Pt];
const p3 = (p: Pt): Point3 => p as unknown as Point3;

/** The axes of a view along vector v: the two other than its largest component. */
function alongAxes(v: readonly Rational[]): Axes {
  const m = v.map((x) => Math.abs(x.toNumber()));
  const k = m.indexOf(Math.max(...m));
  return ([0, 1, 2].filter((i) => i !== k) as Axes).sort((x, y) => x - y) as Axes;
}

/** The three edges of a triangle as lines. */
function edges(t: readonly RVec[], axes: Axes, color: string, dash?: string): SceneLine[] {
  return t.map((v, i) => {
    const line: SceneLine = { p: project(v, axes), q: project(t[(i + 1) % 3] as RVec, axes), color, width: 1.4 };
    if (dash !== undefined) line.dash = dash;
    return line;
  });
}

function rayScene(alg: Algorithm, c: CaseOf<'rayTriangle'> | CaseOf<'rayMesh'>): Scene {
  const triangles: readonly Tri[] = c.kind === 'rayTriangle' ? [c.triangle] : c.triangles;
  const o = rvec(c.origin);
  const dir = rvec(c.dir);
  // The exact first hit over all triangles, and every triangle hit there.
  const hits = triangles.map((t) => rayTriangle(p3(c.origin), p3(c.dir), t as unknown as Point3[]));
  let first: RayTriangleHit | null = null;
  for (const h of hits) if (h !== null && (first === null || h.t.lt(first.t))) first = h;
  const drawn = first === null ? triangles : triangles.filter((_, i) => hits[i]?.t.equals((first as RayTriangleHit).t));
  const floats = floatPointsOf(alg, c);
  const focus = first !== null ? (first.point as RVec) : floats.length > 0 ? rvec(floats[0] as Pt) : o;
  const axes = alongAxes(dir);
  const reach = first !== null ? first.t : Rational.ONE;
  const end = add(o, scale(dir, Rational.max(reach.mul(Rational.of(3n, 2n)), Rational.ONE)));
  const color = SHAPE;
  const verts = drawn.flatMap((t) => t.map(rvec));
  const lines: SceneLine[] = [
    ...drawn.flatMap((t) => edges(t.map(rvec), axes, BOX, '5 3')),
    { p: project(o, axes), q: project(end, axes), color, width: 2 },
  ];
  const points: ScenePoint[] = [
    { p: project(o, axes), color, shape: 'dot', label: 'o' },
    ...floats.map((p) => ({ p: project(rvec(p), axes), color: WRONG, shape: 'cross' as const })),
    { p: project(focus, axes), color: INK, shape: 'ring' },
  ];
  const pts = [c.origin, c.dir, ...drawn.flat()];
  return {
    axes: axesName(axes),
    lines,
    points,
    fit: [...verts, o, focus].map((v) => project(v, axes)),
    focus: project(focus, axes),
    focusHalf: insetHalf(0, pts),
    ulp: ulp(magnitude(pts)),
    focusWhat:
      first === null
        ? 'where the float test says it hits'
        : drawn.length > 1
          ? `the exact hit, shared by ${drawn.length} triangles`
          : `the exact hit (${first.where})`,
  };
}

/** A point both closed triangles hold: where an edge of one meets the other; null when they are apart. */
function commonPoint(a: Tri, b: Tri): RVec | null {
  for (const [s, t] of [
    [a, b],
    [b, a],
  ] as const) {
    for (let i = 0; i < 3; i++) {
      const x = segmentTriangle([p3(s[i] as Pt), p3(s[(i + 1) % 3] as Pt)], t as unknown as Point3[]);
      if (x.kind === 'point') return x.point;
      if (x.kind === 'segment') return x.segment[0];
    }
  }
  return null;
}

function pairScene(c: CaseOf<'trianglePair'>): Scene {
  const a = c.a.map(rvec);
  const b = c.b.map(rvec);
  // Face-on to a: drop the axis of its normal's largest component.
  const [u, v] = [0, 1].map((i) => (a[i + 1] as RVec).map((x, k) => x.sub((a[0] as RVec)[k] as Rational)));
  const [ux, uy, uz] = u as [Rational, Rational, Rational];
  const [vx, vy, vz] = v as [Rational, Rational, Rational];
  const normal = [uy.mul(vz).sub(uz.mul(vy)), uz.mul(vx).sub(ux.mul(vz)), ux.mul(vy).sub(uy.mul(vx))];
  const axes = alongAxes(normal);
  const common = commonPoint(c.a, c.b);
  let focus = common;
  let gap = 0;
  if (focus === null) {
    // Apart: b's vertex nearest to a vertex of a.
    const pairs = b.flatMap((p) => a.map((q) => ({ p, gap: distance(p, q) })));
    pairs.sort((x, y) => x.gap - y.gap);
    focus = (pairs[0] as { p: RVec }).p;
    gap = (pairs[0] as { gap: number }).gap;
  }
  const color = SHAPE;
  const pts = [...c.a, ...c.b];
  return {
    axes: axesName(axes),
    lines: [...edges(a, axes, INK), ...edges(b, axes, color, '6 3')],
    points: [
      { p: project(a[0] as RVec, axes), color: INK, shape: 'dot', label: 'a' },
      { p: project(b[0] as RVec, axes), color, shape: 'dot', label: 'b' },
      { p: project(focus, axes), color: INK, shape: 'ring' },
    ],
    fit: [...a, ...b].map((p) => project(p, axes)),
    focus: project(focus, axes),
    focusHalf: insetHalf(gap, pts),
    ulp: ulp(magnitude(pts)),
    focusWhat: common === null ? "b's vertex nearest to a" : 'a point both triangles hold',
  };
}

/**
 * The scene of a triangle disagreement (a ray against a triangle or a
 * mesh, or two triangles).
 *
 * ```ts
 * triangleScene(disagreement, algorithmNamed('rayTriangleFloat on a mesh')).focusWhat; // 'the exact hit, shared by 2 triangles'
 * ```
 */
export function triangleScene(d: Disagreement, alg: Algorithm): Scene {
  const c = d.case;
  if (c.kind === 'trianglePair') return pairScene(c);
  if (c.kind === 'rayTriangle' || c.kind === 'rayMesh') return rayScene(alg, c);
  throw new Error(`census: no triangle scene for a ${c.kind} case`);
}
