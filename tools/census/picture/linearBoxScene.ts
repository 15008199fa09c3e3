import type { Rational } from '../../../src/index.js';
import { type Algorithm, floatPointsOf } from '../algorithms.js';
import type { Disagreement } from '../runCensus.js';
import type { BoxCase, CaseOf, CensusCase } from '../types.js';
import { boxPart, chooseAxes } from './boxAxes.js';
import { BOX, RIGHT, SHAPE, WRONG } from './colors.js';
import { closestApproach, lerp, magnitude, type RVec, rvec, sub, ulp } from './geometry.js';
import type { Axes, Scene, SceneLine, ScenePoint } from './scene.js';
import { axesName, insetHalf, project } from './scene.js';
import type { RPt } from './view.js';

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

/** The float code's own enter/exit points (red crosses), when it says where. */
function floatMarks(alg: Algorithm, c: CensusCase, axes: Axes): ScenePoint[] {
  return floatPointsOf(alg, c).map((p) => ({ p: project(rvec(p), axes), color: WRONG, shape: 'cross' as const }));
}

/**
 * A segment (or a ray drawn as a long segment) against a box: the exact
 * interval says where the inset goes — the exact entry point when they
 * meet, else the box point the segment passes closest to.
 */
export function linearBoxScene(
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
