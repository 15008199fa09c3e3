import { segmentIntersectionsFloat } from './segmentIntersectionsFloat.js';
import type { FloatPoint2, FloatSegment2 } from './types.js';

/** A snap-rounding grid of doubles: pixel centres at origin + (i·w, j·h). */
export type FloatSnapGrid = {
  /** The centre of pixel [0, 0] (default [0, 0]). */
  origin?: FloatPoint2;
  /** The pixel size [w, h] (default [1, 1]). */
  cell?: FloatPoint2;
};

/**
 * Snap rounding (Hobby) in doubles, as float code writes it: hot pixels are
 * the pixels of the endpoints and of the crossings the float sweep
 * (`segmentIntersectionsFloat`) reports, a point's pixel is
 * `Math.floor((x − x0) / w + 0.5)`, and each segment is tested against each
 * hot pixel's half-open box by the slab method in doubles, the pixels it
 * passes through ordered by their entry parameter. The same definitions as
 * the exact `snapRound`, so the answers differ only where doubles do: a
 * crossing the sweep missed or put in the wrong pixel leaves two polylines
 * crossing away from any vertex, and a pixel boundary misjudged by a
 * rounded parameter bends a segment through a pixel it never entered.
 *
 * @example
 * ```ts
 * snapRoundFloat([[[0, 0], [4, 1.2]], [[2, -1], [2.4, 3]]]); // [[[0, 0], [2, 1], [4, 1]], [[2, -1], [2, 1], [2, 3]]]
 * ```
 */
export function snapRoundFloat(segments: ArrayLike<FloatSegment2>, grid?: FloatSnapGrid): [number, number][][] {
  const origin = grid?.origin ?? [0, 0];
  const cell = grid?.cell ?? [1, 1];
  const x0 = origin[0] as number;
  const y0 = origin[1] as number;
  const w = cell[0] as number;
  const h = cell[1] as number;
  const hot = new Map<string, [number, number]>();
  const heat = (x: number, y: number): void => {
    const i = Math.floor((x - x0) / w + 0.5);
    const j = Math.floor((y - y0) / h + 0.5);
    hot.set(`${i},${j}`, [i, j]);
  };
  for (let k = 0; k < segments.length; k++) {
    const s = segments[k] as FloatSegment2;
    for (const p of [s[0], s[1]] as FloatPoint2[]) heat(p[0] as number, p[1] as number);
  }
  for (const { point } of segmentIntersectionsFloat(segments)) heat(point[0], point[1]);
  const lines: [number, number][][] = [];
  for (let k = 0; k < segments.length; k++) {
    const s = segments[k] as FloatSegment2;
    const p = s[0] as FloatPoint2;
    const q = s[1] as FloatPoint2;
    const hits: { t: number; closed: boolean; i: number; j: number }[] = [];
    for (const [i, j] of hot.values()) {
      const lo = [x0 + (i - 0.5) * w, y0 + (j - 0.5) * h];
      const hi = [x0 + (i + 0.5) * w, y0 + (j + 0.5) * h];
      const hit = halfOpenSlab(p, q, lo, hi);
      if (hit !== null) hits.push({ ...hit, i, j });
    }
    hits.sort((a, b) => a.t - b.t || +b.closed - +a.closed || a.i - b.i || a.j - b.j);
    lines.push(hits.map(({ i, j }) => [x0 + i * w, y0 + j * h]));
  }
  return lines;
}

/** The slab method on [lo, hi) in doubles: the entry parameter and whether the entry point is in the box, or null. */
function halfOpenSlab(p: FloatPoint2, q: FloatPoint2, lo: number[], hi: number[]): { t: number; closed: boolean } | null {
  let t0 = 0;
  let open0 = false;
  let t1 = 1;
  let open1 = false;
  for (let k = 0; k < 2; k++) {
    const a = p[k] as number;
    const d = (q[k] as number) - a;
    const l = lo[k] as number;
    const u = hi[k] as number;
    if (d === 0) {
      if (a < l || a >= u) return null;
      continue;
    }
    const tl = (l - a) / d;
    const tu = (u - a) / d;
    const [enter, enterOpen, exit, exitOpen] = d > 0 ? [tl, false, tu, true] : [tu, true, tl, false];
    if (enter > t0) [t0, open0] = [enter, enterOpen];
    else if (enter === t0) open0 ||= enterOpen;
    if (exit < t1) [t1, open1] = [exit, exitOpen];
    else if (exit === t1) open1 ||= exitOpen;
  }
  if (t0 > t1 || (t0 === t1 && (open0 || open1))) return null;
  return { t: t0, closed: !open0 };
}
