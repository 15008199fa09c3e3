import type { SegmentLike } from '../../../src/index.js';
import { gridCells, Rational } from '../../../src/index.js';
import { PIXELS } from '../gridAlgorithms.js';
import type { Disagreement } from '../runCensus.js';
import type { Pt } from '../types.js';
import { INK, MUTED, RIGHT, WRONG } from './colors.js';
import { closestApproach, lerp, magnitude, rvec, ulp } from './geometry.js';
import type { Scene, SceneLine } from './scene.js';
import type { RPt } from './view.js';

/** Cells drawn at most (the first ones along the segment, and every wrong one among them). */
const MOST = 150;

const AXIS_NAMES = ['x', 'y', 'z'];

/** A verdict's cells as index lists ("0,1 1,1" → [[0, 1], [1, 1]]); none for an error. */
function cellsOf(v: unknown): bigint[][] {
  if (typeof v !== 'string') return [];
  return v
    .split(' ')
    .filter(Boolean)
    .map((c) => c.split(',').map(BigInt));
}

/**
 * A grid walk's disagreement: the segment (black), every cell both lists
 * share (grey outline), the cells the float walk misses (red) and the
 * cells it adds (orange, dashed), in the plane of the two axes the segment
 * travels most along; the inset zooms on where the segment touches the
 * first wrong cell (or passes nearest it).
 *
 * ```ts
 * gridScene(disagreement).focusWhat; // 'where the segment touches the first wrong cell'
 * ```
 */
export function gridScene(d: Disagreement): Scene {
  const c = d.case;
  if (c.kind !== 'gridSegment' && c.kind !== 'pixelSegment') throw new Error('census: gridScene needs a grid case');
  const grid = c.kind === 'gridSegment' ? c.grid : PIXELS;
  const [p, q] = c.s;
  const dim = p.length;
  const travel = p.map((x, k) => Math.abs((q[k] as number) - x) / (grid.cell[k] as number));
  const axes =
    dim === 2
      ? [0, 1]
      : [0, 1, 2]
          .sort((a, b) => (travel[b] as number) - (travel[a] as number))
          .slice(0, 2)
          .sort();
  const [i, j] = axes as [number, number];
  const exact = cellsOf(d.exact);
  const float = cellsOf(d.float);
  const key = (cell: bigint[]) => cell.join(',');
  const inExact = new Set(exact.map(key));
  const inFloat = new Set(float.map(key));
  const wrong = [...exact.filter((x) => !inFloat.has(key(x))), ...float.filter((x) => !inExact.has(key(x)))];
  const shown = new Map<string, bigint[]>();
  for (const cell of [...wrong, ...exact, ...float]) if (shown.size < MOST) shown.set(key(cell), cell);
  const corner = (cell: bigint[], k: number, plus: bigint): Rational =>
    Rational.fromNumber(grid.origin[k] as number).add(
      Rational.fromNumber(grid.cell[k] as number).mul((cell[k] as bigint) + plus),
    );
  const lines: SceneLine[] = [];
  for (const [name, cell] of shown) {
    const missing = inExact.has(name) && !inFloat.has(name);
    const extra = inFloat.has(name) && !inExact.has(name);
    const style = missing
      ? { color: RIGHT, width: 2.2 }
      : extra
        ? { color: WRONG, width: 2.2, dash: '4 2' }
        : { color: MUTED, width: 0.8 };
    const box: RPt[] = [
      [corner(cell, i, 0n), corner(cell, j, 0n)],
      [corner(cell, i, 1n), corner(cell, j, 0n)],
      [corner(cell, i, 1n), corner(cell, j, 1n)],
      [corner(cell, i, 0n), corner(cell, j, 1n)],
    ];
    for (let n = 0; n < 4; n++) lines.push({ p: box[n] as RPt, q: box[(n + 1) % 4] as RPt, ...style });
  }
  const at = (x: Pt): RPt => [Rational.fromNumber(x[i] as number), Rational.fromNumber(x[j] as number)];
  lines.push({ p: at(p), q: at(q), color: INK, width: 1.6 });
  // Zoom on where the segment meets the first wrong cell: exactly, where it touches the closed cell (a vertex, an
  // edge); else the nearest approach, shown at four times the gap (a walk that rounded across a boundary).
  const first = wrong[0] ?? exact[0] ?? p.map(() => 0n);
  const touched = [...gridCells(c.s as unknown as SegmentLike, grid, { mode: 'closed', params: true })].find(
    (x) => key(x.index.map(BigInt)) === key(first),
  );
  const P = rvec(p);
  const Q = rvec(q);
  let focus3: Rational[];
  let gap = 0;
  if (touched !== undefined) focus3 = lerp(P, Q, touched.t[0]);
  else {
    const near = closestApproach(
      P,
      Q,
      first.map((_, k) => corner(first, k, 0n)),
      first.map((_, k) => corner(first, k, 1n)),
    );
    focus3 = near.onSegment;
    gap = near.gap;
  }
  const focus: RPt = [focus3[i] as Rational, focus3[j] as Rational];
  const unit = ulp(magnitude([p, q, grid.origin]));
  return {
    axes: `${AXIS_NAMES[i]}–${AXIS_NAMES[j]}`,
    lines,
    points: [
      { p: at(p), color: INK, shape: 'dot', label: 'p' },
      { p: at(q), color: INK, shape: 'dot', label: 'q' },
    ],
    fit: [at(p), at(q), focus],
    focus,
    focusHalf: gap > 0 ? 4 * gap : 24 * unit,
    focusWhat:
      touched !== undefined ? 'where the segment touches the first wrong cell' : 'the first wrong cell, nearest the segment',
    ulp: unit,
    legend: [
      { text: '□ a cell the float walk misses', color: RIGHT },
      { text: '□ a cell it adds', color: WRONG },
    ],
  };
}
