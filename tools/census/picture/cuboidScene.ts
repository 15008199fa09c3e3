import type { Segment } from '../../../src/index.js';
import { Rational, segmentBox } from '../../../src/index.js';
import type { Disagreement } from '../runCensus.js';
import type { CaseOf } from '../types.js';
import { boxPart, chooseAxes } from './boxAxes.js';
import { BOX, RIGHT, SHAPE } from './colors.js';
import { add, closestApproach, cuboidFrame, distance, lerp, magnitude, type RVec, rvec, sub, ulp } from './geometry.js';
import type { Scene, SceneLine } from './scene.js';
import { axesName, insetHalf, project } from './scene.js';

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

/**
 * A segment against a rotated cuboid: its twelve edges, the segment, and
 * the inset on the exact entry point, found in the cuboid's own frame
 * (where it is the unit box), or on the cuboid point nearest the segment.
 *
 * ```ts
 * cuboidScene(disagreement).focusWhat; // 'the single point where they touch'
 * ```
 */
export function cuboidScene(d: Disagreement): Scene {
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
