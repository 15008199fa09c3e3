import type { Point, Segment, Segment2 } from '../../../index.js';
import { Rational, rayBox, segmentBox, segmentIntersection } from '../../../index.js';
import { type Algorithm, floatPointsOf, rayThrough } from '../algorithms.js';
import type { Disagreement } from '../runCensus.js';
import type { BoxCase, CaseOf, CensusCase, Pt } from '../types.js';
import { BOX, INK, MUTED, RIGHT, SHAPE, WRONG } from './colors.js';
import {
  add,
  boxCorners,
  closestApproach,
  cuboidFrame,
  distance,
  lerp,
  magnitude,
  nearestOnSegment,
  type RVec,
  rvec,
  scale,
  sub,
  ulp,
} from './geometry.js';
import { gridScene } from './gridScene.js';
import { polygonScene } from './polygonScene.js';
import { segmentSetScene } from './segmentSetScene.js';
import { triangleScene } from './triangleScene.js';
import type { RPt } from './view.js';

/** A line to draw (a segment in world coordinates). */
export interface SceneLine {
  p: RPt;
  q: RPt;
  color: string;
  width: number;
  dash?: string;
  /** Draw an arrowhead pointing from p to q (a ray's direction). */
  arrow?: boolean;
}

/** A marked point. */
export interface ScenePoint {
  p: RPt;
  color: string;
  shape: 'dot' | 'ring' | 'cross' | 'square';
  label?: string;
}

/**
 * What one gallery card shows, in world coordinates already projected to
 * the two axes drawn: lines and points, which points the main view must
 * contain, and where the inset zooms in (its centre and half-width).
 */
export interface Scene {
  /** The axes drawn: "x–y", "x–z", ... */
  axes: string;
  lines: SceneLine[];
  points: ScenePoint[];
  fit: RPt[];
  focus: RPt;
  /** Half-width of the inset window, in world units. */
  focusHalf: number;
  /** What the inset is centred on, in words. */
  focusWhat: string;
  /** One ulp of the case's largest coordinate: the scale bar of the inset. */
  ulp: number;
  /** What the colours mean, when the card's usual legend does not say it. */
  legend?: { text: string; color: string }[];
  /** How far apart the shapes are exactly (0 when they meet), in world units. */
  gap?: number;
  /** Exactly: they do not meet, meet in a single point, or share more. */
  contact?: 'none' | 'point' | 'more';
}

const AXIS_NAMES = ['x', 'y', 'z'];

/** The two axes (i, j) a case is drawn in. */
export type Axes = [number, number];

/** The point's coordinates on the two drawn axes. */
export function project(p: RVec, [i, j]: Axes): RPt {
  return [p[i] as Rational, p[j] as Rational];
}

/**
 * The inset's half-width: four times the gap it must show, so that both
 * sides of it fit — even when the gap is below one ulp of the coordinates
 * (the drawing is exact, so it can zoom past double resolution); for a
 * touch (no gap) 24 ulps of the case's largest coordinate, the scale at
 * which the float code went wrong.
 */
export function insetHalf(gap: number, pts: readonly Pt[]): number {
  return gap > 0 ? 4 * gap : 24 * ulp(magnitude(pts));
}

/** The box outline (projected to the drawn axes), dashed. */
function boxLines(min: RVec, max: RVec, axes: Axes): SceneLine[] {
  const [i, j] = axes;
  const x0 = min[i] as Rational;
  const y0 = min[j] as Rational;
  const x1 = max[i] as Rational;
  const y1 = max[j] as Rational;
  const c: RPt[] = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ];
  return c.map((p, k) => ({ p, q: c[(k + 1) % 4] as RPt, color: BOX, width: 1.2, dash: '5 3' }));
}

/** A box that projects to a single point has no outline to dash: mark it with a square. */
function boxMarker(min: RVec, max: RVec, axes: Axes): ScenePoint[] {
  const [i, j] = axes;
  const flat = (min[i] as Rational).equals(max[i] as Rational) && (min[j] as Rational).equals(max[j] as Rational);
  return flat ? [{ p: project(min, axes), color: BOX, shape: 'square' }] : [];
}

/** Which part of the box a boundary point is: a corner, an edge (3D) or a side/face. */
function boxPart(x: RVec, min: RVec, max: RVec): string {
  const atBound = x.filter((v, i) => v.equals(min[i] as Rational) || v.equals(max[i] as Rational)).length;
  if (atBound === x.length) return 'corner';
  if (x.length === 3 && atBound === 2) return 'edge';
  return x.length === 2 ? 'side' : 'face';
}

/**
 * For 3D: the axis where the critical point sits tightest against a face
 * of the box (that face shows up edge-on), with the axis along which the
 * segment travels most. 2D: x–y.
 */
function chooseAxes(focus: RVec, min: RVec, max: RVec, dir: RVec): Axes {
  if (focus.length === 2) return [0, 1];
  const tight = [0, 1, 2].map((i) => {
    const span = Math.max(distance([max[i] as Rational], [min[i] as Rational]), Number.MIN_VALUE);
    const gap = Math.min(
      distance([focus[i] as Rational], [min[i] as Rational]),
      distance([focus[i] as Rational], [max[i] as Rational]),
    );
    return gap / span;
  });
  const first = tight.indexOf(Math.min(...tight));
  const others = [0, 1, 2].filter((i) => i !== first);
  const travel = others.map((i) => Math.abs((dir[i] as Rational).toNumber()));
  const second = (travel[0] as number) >= (travel[1] as number) ? (others[0] as number) : (others[1] as number);
  return first < second ? [first, second] : [second, first];
}

/** "x–y", "x–z" or "y–z". */
export function axesName([i, j]: Axes): string {
  return `${AXIS_NAMES[i]}–${AXIS_NAMES[j]}`;
}

/** The float code's own enter/exit points (red crosses), when it says where. */
function floatMarks(alg: Algorithm, c: CensusCase, axes: Axes): ScenePoint[] {
  return floatPointsOf(alg, c).map((p) => ({ p: project(rvec(p), axes), color: WRONG, shape: 'cross' as const }));
}

/**
 * A segment (or a ray drawn as a long segment) against a box: the exact
 * interval says where the inset goes — the exact entry point when they
 * meet, else the box point the segment passes closest to.
 */
function linearBoxScene(
  d: Disagreement,
  alg: Algorithm,
  p: RVec,
  q: RVec,
  drawnEnd: RVec,
  box: BoxCase,
  interval: readonly [Rational, Rational] | null,
  isRay: boolean,
): Scene {
  const min = rvec(box.min);
  const max = rvec(box.max);
  let focus: RVec;
  let gap = 0;
  let focusWhat: string;
  let contact: Scene['contact'] = 'none';
  if (interval !== null) {
    focus = lerp(p, q, interval[0]);
    contact = interval[0].equals(interval[1]) ? 'point' : 'more';
    focusWhat = contact === 'point' ? 'the single point where they touch' : 'the exact entry point';
  } else {
    const c = closestApproach(p, drawnEnd, min, max);
    focus = c.onBox;
    gap = c.gap;
    focusWhat = `the box ${boxPart(focus, min, max)} nearest the ${isRay ? 'ray' : 'segment'}`;
  }
  const axes = chooseAxes(focus, min, max, sub(q, p));
  const lines: SceneLine[] = [
    ...boxLines(min, max, axes),
    { p: project(p, axes), q: project(drawnEnd, axes), color: SHAPE, width: 2, arrow: isRay },
  ];
  const points: ScenePoint[] = [
    ...boxMarker(min, max, axes),
    { p: project(p, axes), color: SHAPE, shape: 'dot', label: isRay ? 'o' : 'p' },
  ];
  if (!isRay) points.push({ p: project(q, axes), color: SHAPE, shape: 'dot', label: 'q' });
  points.push(...floatMarks(alg, d.case, axes));
  points.push({ p: project(focus, axes), color: RIGHT, shape: 'ring' });
  const c = d.case as CaseOf<'segmentBox'> | CaseOf<'rayBox'>;
  const pts = 'origin' in c ? [c.origin, c.dir, box.min, box.max] : [c.s[0], c.s[1], box.min, box.max];
  const fit = [project(min, axes), project(max, axes), project(p, axes)];
  if (!isRay) fit.push(project(q, axes));
  return {
    axes: axesName(axes),
    lines,
    points,
    fit,
    focus: project(focus, axes),
    focusHalf: insetHalf(gap, pts),
    ulp: ulp(magnitude(pts)),
    focusWhat,
    gap,
    contact,
  };
}

function segmentBoxScene(d: Disagreement, alg: Algorithm): Scene {
  const c = d.case as CaseOf<'segmentBox'>;
  const p = rvec(c.s[0]);
  const q = rvec(c.s[1]);
  const interval = segmentBox(c.s as unknown as Segment, c.box as never);
  return linearBoxScene(d, alg, p, q, q, c.box, interval, false);
}

function rayBoxScene(d: Disagreement, alg: Algorithm): Scene {
  const c = d.case as CaseOf<'rayBox'>;
  // The two-point ray_aabb gets p2 = origin + dir rounded; draw the ray it was given.
  const dir = alg.name === 'rayAabbFloat' ? rayThrough(c).dir : rvec(c.dir);
  const o = rvec(c.origin);
  const interval = rayBox(c.origin as unknown as Point, dir as unknown as Point, c.box as never);
  // Draw far enough to cross the box: past the farthest corner's parameter, and past the exit.
  const dd = dir.reduce((s, v) => s.add(v.mul(v)), Rational.ZERO);
  let far = Rational.ONE;
  for (const corner of boxCorners(rvec(c.box.min), rvec(c.box.max))) {
    const t = sub(corner, o)
      .reduce((s, v, i) => s.add(v.mul(dir[i] as Rational)), Rational.ZERO)
      .div(dd);
    far = Rational.max(far, t);
  }
  if (interval !== null) far = Rational.max(far, interval[1]);
  const end = add(o, scale(dir, far.mul(Rational.of(3n, 2n))));
  return linearBoxScene(d, alg, o, add(o, dir), end, c.box, interval, true);
}

function tripleScene(d: Disagreement): Scene {
  const c = d.case as CaseOf<'triple'>;
  const [a, b, cc] = [rvec(c.a), rvec(c.b), rvec(c.c)];
  const axes: Axes = [0, 1];
  const lines: SceneLine[] = [];
  let gap = 0;
  const ab = sub(b, a);
  if (ab.some((v) => v.sign() !== 0)) {
    // The line through a and b, long enough to cross the main view.
    const span = Math.max(distance(a, b), distance(a, cc), distance(b, cc));
    const t = Rational.fromNumber(Math.max(4, (4 * span) / Math.max(distance(a, b), Number.MIN_VALUE)));
    lines.push({
      p: project(add(a, scale(ab, t.neg())), axes),
      q: project(add(a, scale(ab, t)), axes),
      color: MUTED,
      width: 1,
      dash: '2 3',
    });
    lines.push({ p: project(a, axes), q: project(b, axes), color: INK, width: 1.6 });
    const foot = add(
      a,
      scale(
        ab,
        sub(cc, a)
          .reduce((s, v, i) => s.add(v.mul(ab[i] as Rational)), Rational.ZERO)
          .div(ab.reduce((s, v) => s.add(v.mul(v)), Rational.ZERO)),
      ),
    );
    gap = distance(cc, foot);
  }
  const points: ScenePoint[] = [
    { p: project(a, axes), color: INK, shape: 'dot', label: 'a' },
    { p: project(b, axes), color: INK, shape: 'dot', label: 'b' },
    { p: project(cc, axes), color: SHAPE, shape: 'dot', label: 'c' },
  ];
  return {
    axes: 'x–y',
    lines,
    points,
    fit: [a, b, cc].map((p) => project(p, axes)),
    focus: project(cc, axes),
    focusHalf: insetHalf(gap, [c.a, c.b, c.c]),
    ulp: ulp(magnitude([c.a, c.b, c.c])),
    focusWhat: 'c, beside the line a–b',
    gap,
    contact: gap === 0 ? 'more' : 'none',
  };
}

function segmentsScene(d: Disagreement): Scene {
  const c = d.case as CaseOf<'segments'>;
  const s = [rvec(c.s[0]), rvec(c.s[1])] as const;
  const t = [rvec(c.t[0]), rvec(c.t[1])] as const;
  const axes: Axes = [0, 1];
  const meet = segmentIntersection(c.s as unknown as Segment2, c.t as unknown as Segment2);
  let focus: RVec;
  let gap = 0;
  let focusWhat: string;
  if (meet.kind === 'point') {
    focus = [...meet.point];
    focusWhat = 'the exact intersection point';
  } else if (meet.kind === 'segment') {
    focus = [...meet.segment[0]];
    focusWhat = 'where the exact overlap starts';
  } else {
    const candidates = [
      { e: s[0], n: nearestOnSegment(s[0], t[0], t[1]) },
      { e: s[1], n: nearestOnSegment(s[1], t[0], t[1]) },
      { e: t[0], n: nearestOnSegment(t[0], s[0], s[1]) },
      { e: t[1], n: nearestOnSegment(t[1], s[0], s[1]) },
    ].map((x) => ({ ...x, gap: distance(x.e, x.n) }));
    candidates.sort((x, y) => x.gap - y.gap);
    const best = candidates[0] as { e: RVec; gap: number };
    focus = best.e;
    gap = best.gap;
    focusWhat = 'the endpoint nearest the other segment';
  }
  const color = SHAPE;
  return {
    axes: 'x–y',
    lines: [
      { p: project(s[0], axes), q: project(s[1], axes), color, width: 2 },
      { p: project(t[0], axes), q: project(t[1], axes), color, width: 2, dash: '6 3' },
    ],
    points: [
      { p: project(s[0], axes), color, shape: 'dot', label: 's' },
      { p: project(s[1], axes), color, shape: 'dot' },
      { p: project(t[0], axes), color, shape: 'dot', label: 't' },
      { p: project(t[1], axes), color, shape: 'dot' },
      { p: project(focus, axes), color: RIGHT, shape: 'ring' },
    ],
    fit: [s[0], s[1], t[0], t[1]].map((p) => project(p, axes)),
    focus: project(focus, axes),
    focusHalf: insetHalf(gap, [c.s[0], c.s[1], c.t[0], c.t[1]]),
    ulp: ulp(magnitude([c.s[0], c.s[1], c.t[0], c.t[1]])),
    focusWhat,
    gap,
    contact: meet.kind === 'point' ? 'point' : meet.kind === 'segment' ? 'more' : 'none',
  };
}

/** The vertices of origin + Σ uᵢ·eᵢ (uᵢ ∈ {0, 1}), with the index pairs of its edges. */
function solid(origin: RVec, edges: RVec[]): { vertices: RVec[]; pairs: [number, number][] } {
  const n = edges.length;
  const vertices: RVec[] = [];
  for (let mask = 0; mask < 1 << n; mask++) {
    let v = origin;
    for (let i = 0; i < n; i++) if (mask & (1 << i)) v = add(v, edges[i] as RVec);
    vertices.push(v);
  }
  const pairs: [number, number][] = [];
  for (let mask = 0; mask < 1 << n; mask++)
    for (let i = 0; i < n; i++) if (!(mask & (1 << i))) pairs.push([mask, mask | (1 << i)]);
  return { vertices, pairs };
}

function cuboidScene(d: Disagreement): Scene {
  const c = d.case as CaseOf<'segmentCuboid'>;
  const p = rvec(c.s[0]);
  const q = rvec(c.s[1]);
  const origin = rvec(c.origin);
  const edges = c.edges.map(rvec);
  const { vertices, pairs } = solid(origin, edges);
  // In the solid's own frame it is the unit box: find the critical point there, exactly.
  const frame = cuboidFrame(origin, edges) as NonNullable<ReturnType<typeof cuboidFrame>>;
  const up = frame.toU(p);
  const uq = frame.toU(q);
  const zero = up.map(() => Rational.ZERO);
  const one = up.map(() => Rational.ONE);
  const interval = segmentBox([up, uq] as unknown as Segment, { min: zero, max: one } as never);
  let focus: RVec;
  let gap = 0;
  let focusWhat: string;
  let contact: Scene['contact'] = 'none';
  if (interval !== null) {
    const u = lerp(up, uq, interval[0]);
    focus = frame.fromU(u);
    contact = interval[0].equals(interval[1]) ? 'point' : 'more';
    focusWhat = contact === 'point' ? 'the single point where they touch' : 'the exact entry point';
  } else {
    const a = closestApproach(up, uq, zero, one);
    focus = frame.fromU(a.onBox);
    gap = distance(frame.fromU(a.onSegment), focus);
    focusWhat = `the cuboid ${boxPart(a.onBox, zero, one)} nearest the segment`;
  }
  let min = vertices[0] as RVec;
  let max = vertices[0] as RVec;
  for (const v of vertices) {
    min = min.map((x, i) => Rational.min(x, v[i] as Rational));
    max = max.map((x, i) => Rational.max(x, v[i] as Rational));
  }
  const axes = chooseAxes(focus, min, max, sub(q, p));
  const color = SHAPE;
  const lines: SceneLine[] = pairs.map(([i, j]) => ({
    p: project(vertices[i] as RVec, axes),
    q: project(vertices[j] as RVec, axes),
    color: BOX,
    width: 1.2,
    dash: '5 3',
  }));
  lines.push({ p: project(p, axes), q: project(q, axes), color, width: 2 });
  return {
    axes: axesName(axes),
    lines,
    points: [
      { p: project(p, axes), color, shape: 'dot', label: 'p' },
      { p: project(q, axes), color, shape: 'dot', label: 'q' },
      { p: project(focus, axes), color: RIGHT, shape: 'ring' },
    ],
    fit: [...vertices, p, q].map((v) => project(v, axes)),
    focus: project(focus, axes),
    focusHalf: insetHalf(gap, [c.s[0], c.s[1], c.origin, ...c.edges]),
    ulp: ulp(magnitude([c.s[0], c.s[1], c.origin, ...c.edges])),
    focusWhat,
    gap,
    contact,
  };
}

/**
 * The scene of one disagreement: what to draw and where to zoom.
 *
 * ```ts
 * const scene = caseScene(disagreement, algorithmNamed(disagreement.algorithm));
 * scene.focusWhat; // 'the single point where they touch'
 * ```
 */
export function caseScene(d: Disagreement, alg: Algorithm): Scene {
  switch (d.case.kind) {
    case 'triple':
      return tripleScene(d);
    case 'segments':
      return segmentsScene(d);
    case 'segmentBox':
      return segmentBoxScene(d, alg);
    case 'rayBox':
      return rayBoxScene(d, alg);
    case 'segmentCuboid':
      return cuboidScene(d);
    case 'gridSegment':
    case 'pixelSegment':
      return gridScene(d);
    case 'rayTriangle':
    case 'rayMesh':
    case 'trianglePair':
      return triangleScene(d, alg);
    case 'segmentSet':
      return segmentSetScene(d, alg);
    case 'pointPolygon':
    case 'polygonRings':
    case 'hullPoints':
      return polygonScene(d);
  }
}
