import { segmentIntersectionsFloat, snapRoundFloat } from '../../../src/float/index.js';
import type { IntersectionPair, RationalPoint } from '../../../src/index.js';
import { type Rational, segmentIntersections } from '../../../src/index.js';
import type { Algorithm } from '../algorithms.js';
import { exactPolylines, polylineEdges } from '../arrangementAlgorithms.js';
import type { Disagreement } from '../runCensus.js';
import type { CaseOf, Pt } from '../types.js';
import { INK, MUTED, RIGHT, WRONG } from './colors.js';
import { magnitude, rvec, ulp } from './geometry.js';
import type { Scene, SceneLine, ScenePoint } from './scene.js';
import type { RPt } from './view.js';

type SetCase = CaseOf<'segmentSet'>;
const unlimited = { maxPairs: Number.POSITIVE_INFINITY };
const rpt = (p: readonly number[]): RPt => rvec(p) as unknown as RPt;
const at = (p: IntersectionPair): RationalPoint => (p.kind === 'point' ? p.point : p.segment[0]);

/** The segments themselves, thin and grey, with their ends: the input every card shows. */
function inputLines(c: SetCase): { lines: SceneLine[]; points: ScenePoint[] } {
  return {
    lines: c.segments.map(([p, q]) => ({ p: rpt(p), q: rpt(q), color: MUTED, width: 1.2 })),
    points: c.segments.flatMap(([p, q]) => [
      { p: rpt(p), color: MUTED, shape: 'dot' as const },
      { p: rpt(q), color: MUTED, shape: 'dot' as const },
    ]),
  };
}

/**
 * The scene of a disagreement on a set of segments. For the float sweep:
 * every exact meeting point (rings) and every point the float sweep
 * reported (crosses), zoomed on a pair it missed or made up. For float snap
 * rounding: the exact polylines (green) and the float ones (orange,
 * dashed), zoomed on where the float ones cross.
 */
export function segmentSetScene(d: Disagreement, alg: Algorithm): Scene {
  const c = d.case as SetCase;
  const base = inputLines(c);
  const fit = c.segments.flat().map(rpt);
  const scale = ulp(magnitude(c.segments.flat()));
  if (alg.name === 'snapRoundFloat') return snapScene(c, base, fit, scale);
  const exact = segmentIntersections(c.segments, unlimited);
  const found = segmentIntersectionsFloat(c.segments);
  const floatPairs = new Set(found.flatMap((r) => r.segments.flatMap((i, a) => r.segments.slice(a + 1).map((j) => `${i} ${j}`))));
  const missed = exact.find((p) => !floatPairs.has(`${p.i} ${p.j}`));
  const extra = found.find((r) =>
    r.segments.some((i, a) => r.segments.slice(a + 1).some((j) => !exact.some((p) => p.i === i && p.j === j))),
  );
  const focus: RPt =
    missed !== undefined
      ? at(missed)
      : extra !== undefined
        ? rpt(extra.point)
        : exact[0] !== undefined
          ? at(exact[0])
          : (fit[0] as RPt);
  return {
    axes: 'x–y',
    lines: base.lines,
    points: [
      ...base.points,
      ...exact.map((p) => ({ p: at(p), color: INK, shape: 'ring' as const })),
      ...found.map((r) => ({ p: rpt(r.point), color: WRONG, shape: 'cross' as const })),
    ],
    fit,
    focus,
    focusHalf: 24 * scale,
    focusWhat:
      missed !== undefined
        ? `a meeting of segments ${missed.i} and ${missed.j} the float sweep missed`
        : 'a meeting the float sweep made up',
    ulp: scale,
  };
}

function snapScene(c: SetCase, base: { lines: SceneLine[]; points: ScenePoint[] }, fit: RPt[], scale: number): Scene {
  const exact = exactPolylines(c);
  const float = snapRoundFloat(c.segments, c.grid);
  const lines = (polylines: readonly (readonly RPt[])[], color: string, dash?: string): SceneLine[] =>
    polylines.flatMap((l) =>
      l
        .slice(1)
        .map((q, k) =>
          dash === undefined ? { p: l[k] as RPt, q, color, width: 2 } : { p: l[k] as RPt, q, color, width: 2, dash },
        ),
    );
  const floatR = float.map((l) => l.map(rpt));
  // Where the float polylines meet away from a shared vertex.
  const edges = polylineEdges(floatR.map((l) => l.map((p) => [...p] as Rational[])));
  const bad = segmentIntersections(edges, unlimited).find((p) => {
    const ends = (k: number) => edges[k] as Rational[][];
    const isEnd = (x: RationalPoint, k: number) =>
      ends(k).some((e) => (e[0] as Rational).equals(x[0]) && (e[1] as Rational).equals(x[1]));
    return p.kind === 'segment' || !isEnd(p.point, p.i) || !isEnd(p.point, p.j);
  });
  const cell = c.grid?.cell ?? [1, 1];
  return {
    axes: 'x–y',
    lines: [...base.lines, ...lines(exact as unknown as RPt[][], RIGHT), ...lines(floatR, WRONG, '6 3')],
    points: base.points,
    fit: [...fit, ...exact.flat(), ...floatR.flat()] as RPt[],
    focus: bad !== undefined ? at(bad) : (fit[0] as RPt),
    focusHalf: 2 * Math.max(...(cell as Pt)),
    focusWhat: 'where the float polylines cross away from a shared vertex',
    ulp: scale,
  };
}
