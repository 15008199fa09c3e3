import type { Point2 } from '../../../src/index.js';
import { pointInPolygon } from '../../../src/index.js';
import type { Disagreement } from '../runCensus.js';
import type { CaseOf, Pt, Verdict } from '../types.js';
import { INK, RIGHT, SHAPE, WRONG } from './colors.js';
import { distance, magnitude, nearestOnSegment, type RVec, rvec, ulp } from './geometry.js';
import type { Scene, SceneLine, ScenePoint } from './scene.js';
import { insetHalf, project } from './scene.js';
import type { RPt } from './view.js';

/*
 * The gallery scenes of the polygon cases, in the x–y plane. A point in a
 * polygon: the rings dashed red, the point coloured by its exact verdict,
 * the inset on the point and the nearest boundary point, which shows the
 * side the point is really on (or that it lies on the edge the crossing
 * test rounded away). An area: the rings, the inset on the first vertex.
 * A hull: every input point, the exact hull in red, the float hull dashed
 * orange, the inset on the first vertex where they differ.
 */

const XY = [0, 1] as [number, number];
const at = (p: RVec): RPt => project(p, XY);

/** The edges of every ring (closed), dashed or solid. */
function ringLines(rings: readonly (readonly Pt[])[], color: string, dash?: string): SceneLine[] {
  const lines: SceneLine[] = [];
  for (const ring of rings) {
    ring.forEach((v, i) => {
      const line: SceneLine = { p: at(rvec(v)), q: at(rvec(ring[(i + 1) % ring.length] as Pt)), color, width: 1.4 };
      if (dash !== undefined) line.dash = dash;
      lines.push(line);
    });
  }
  return lines;
}

/** The point of any ring edge nearest to p, exactly, and its distance. */
function nearestBoundary(p: RVec, rings: readonly (readonly Pt[])[]): { point: RVec; gap: number } {
  let best = { point: p, gap: Number.POSITIVE_INFINITY };
  for (const ring of rings) {
    ring.forEach((v, i) => {
      const near = nearestOnSegment(p, rvec(v), rvec(ring[(i + 1) % ring.length] as Pt));
      const gap = distance(p, near);
      if (gap < best.gap) best = { point: near, gap };
    });
  }
  return best;
}

function pointScene(c: CaseOf<'pointPolygon'>): Scene {
  const p = rvec(c.p);
  const location = pointInPolygon(c.p as unknown as Point2, c.rings as unknown as Point2[][], { rule: 'evenodd' });
  const near = nearestBoundary(p, c.rings);
  const all = [c.p, ...c.rings.flat()];
  const points: ScenePoint[] = [{ p: at(p), color: SHAPE, shape: 'dot', label: 'p' }];
  if (near.gap > 0) points.push({ p: at(near.point), color: INK, shape: 'ring' });
  return {
    axes: 'x–y',
    lines: ringLines(c.rings, SHAPE, '5 3'),
    points,
    fit: all.map((v) => at(rvec(v))),
    focus: at(p),
    focusHalf: insetHalf(near.gap, all),
    ulp: ulp(magnitude(all)),
    focusWhat: location === 'boundary' ? 'p, exactly on the boundary' : `p, ${location}, and the nearest boundary point`,
  };
}

function areaScene(c: CaseOf<'polygonRings'>): Scene {
  const all = c.rings.flat();
  const first = rvec(all[0] as Pt);
  return {
    axes: 'x–y',
    lines: ringLines(c.rings, SHAPE),
    points: [{ p: at(first), color: INK, shape: 'ring' }],
    fit: all.map((v) => at(rvec(v))),
    focus: at(first),
    focusHalf: insetHalf(0, all),
    ulp: ulp(magnitude(all)),
    focusWhat: 'the first vertex',
  };
}

/** A hull verdict ("x,y x,y ...") as points. */
function hullPointsOf(v: Verdict | null): Pt[] {
  if (typeof v !== 'string') return [];
  return v
    .split(' ')
    .filter(Boolean)
    .map((s) => s.split(',').map(Number));
}

function hullScene(d: Disagreement, c: CaseOf<'hullPoints'>): Scene {
  const exact = hullPointsOf(d.exact);
  const float = hullPointsOf(d.float);
  const key = (p: Pt) => p.join(',');
  const inExact = new Set(exact.map(key));
  const inFloat = new Set(float.map(key));
  const kept = float.find((p) => !inExact.has(key(p)));
  const dropped = exact.find((p) => !inFloat.has(key(p)));
  const focusPt = kept ?? dropped ?? exact[0] ?? c.points[0] ?? [0, 0];
  const focus = rvec(focusPt);
  // How far the point the float hull keeps lies inside the exact hull (0 on its boundary).
  const gap = kept !== undefined && exact.length > 0 ? nearestBoundary(focus, [exact]).gap : 0;
  const points: ScenePoint[] = c.points.map((v) => ({ p: at(rvec(v)), color: INK, shape: 'dot' as const }));
  points.push({ p: at(focus), color: INK, shape: 'ring' });
  return {
    axes: 'x–y',
    lines: [...ringLines([exact], RIGHT), ...ringLines([float], WRONG, '4 2')],
    points,
    fit: c.points.map((v) => at(rvec(v))),
    focus: at(focus),
    focusHalf: insetHalf(gap, c.points),
    ulp: ulp(magnitude(c.points)),
    focusWhat:
      kept !== undefined
        ? 'a point the float hull keeps as a vertex'
        : dropped !== undefined
          ? 'a vertex the float hull drops'
          : 'the first vertex (the order differs)',
    legend: [
      { text: '— the exact hull', color: RIGHT },
      { text: '- - the float hull', color: WRONG },
    ],
  };
}

/**
 * The scene of a polygon disagreement.
 *
 * ```ts
 * polygonScene(disagreement).focusWhat; // 'p, exactly on the boundary'
 * ```
 */
export function polygonScene(d: Disagreement): Scene {
  const c = d.case;
  if (c.kind === 'pointPolygon') return pointScene(c);
  if (c.kind === 'polygonRings') return areaScene(c);
  if (c.kind === 'hullPoints') return hullScene(d, c);
  throw new Error('census: polygonScene needs a polygon case');
}
