import { Rational } from '../../../src/index.js';
import type { Disagreement } from '../runCensus.js';
import type { CaseOf } from '../types.js';
import { INK, MUTED, SHAPE } from './colors.js';
import { add, distance, magnitude, rvec, scale, sub, ulp } from './geometry.js';
import type { Axes, Scene, SceneLine, ScenePoint } from './scene.js';
import { insetHalf, project } from './scene.js';

/**
 * Three points of an orientation: the line through a and b, and the inset
 * on c, at its exact distance from that line.
 *
 * ```ts
 * tripleScene(disagreement).focusWhat; // 'c, beside the line a–b'
 * ```
 */
export function tripleScene(d: Disagreement): Scene {
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
