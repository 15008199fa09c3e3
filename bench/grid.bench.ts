import { createRequire } from 'node:module';
import { amanatidesWooFloat } from '../src/float/index.js';
import type { GridLike, Rational, SegmentLike } from '../src/index.js';
import { gridCells, gridPieces, gridRaycast } from '../src/index.js';
import type { Suite } from './harness.js';
import type { Rng } from './rng.js';

/*
 * gridCells (half_open: the floor rule the float walks follow) against the
 * Amanatides–Woo walk of the float reference and, in 3D, fast-voxel-raycast,
 * on random segments crossing about 100 cells. Every implementation walks
 * the same segments and sums the indices of the cells it visits (the
 * checksum); gridCells is consumed as an iterator, the float walk returns
 * its array of cells, fast-voxel-raycast calls back per voxel.
 */

const require = createRequire(import.meta.url);
/** fast-voxel-raycast: calls getVoxel(x, y, z) for each unit voxel along the ray up to distance maxD, until it returns truthy. */
const traceRay = require('fast-voxel-raycast') as (
  getVoxel: (x: number, y: number, z: number) => number,
  origin: readonly number[],
  direction: readonly number[],
  maxD: number,
) => number;

type Seg = [number[], number[]];
export type GridSet = { name: string; dim: 2 | 3; grid: { origin: number[]; cell: number[] }; segments: Seg[] };

/**
 * Segments crossing about `cells` cells of the grid: a random start, a
 * random direction, a length that makes the sum over axes of |Δx|/w equal
 * `cells` (rounded to the grid's integers when `integer`). Segments on
 * which the float walk never ends (it stops at its step limit: along a
 * grid line, rounded past its end) are left out and counted in the name:
 * timing them would time the limit.
 */
export function gridSegments(
  rng: Rng,
  n: number,
  name: string,
  grid: { origin: number[]; cell: number[] },
  cells: number,
  integer: boolean,
): GridSet {
  const dim = grid.origin.length as 2 | 3;
  const segments: Seg[] = [];
  let endless = 0;
  while (segments.length < n) {
    const p = grid.origin.map((o, k) => o + rng.range(-1000, 1000) * (grid.cell[k] as number));
    const u = p.map(() => rng.range(-1, 1));
    const span = u.reduce((s, x, k) => s + Math.abs(x) / (grid.cell[k] as number), 0);
    const q = p.map((x, k) => x + ((u[k] as number) * cells) / span);
    const seg: Seg = integer ? [p.map(Math.round), q.map(Math.round)] : [p, q];
    if (amanatidesWooFloat(seg, grid, 10 * cells).length >= 10 * cells) endless++;
    else segments.push(seg);
  }
  let total = 0;
  for (const seg of segments) for (const _ of gridCells(seg as unknown as SegmentLike, grid, { mode: 'half_open' })) total++;
  const left = endless > 0 ? `, ${endless} on which the float walk never ends left out` : '';
  return { name: `${name}, ${(total / n).toFixed(0)} cells per segment${left}`, dim, grid, segments };
}

function loopOurs(S: readonly Seg[], grid: GridLike): number {
  let s = 0;
  const options = { mode: 'half_open' } as const;
  for (let i = 0; i < S.length; i++) {
    for (const c of gridCells(S[i] as unknown as SegmentLike, grid, options)) s += (c[0] as number) + (c[1] as number);
  }
  return s;
}

function loopFloat(S: readonly Seg[], grid: { origin: number[]; cell: number[] }): number {
  let s = 0;
  for (let i = 0; i < S.length; i++) {
    const cells = amanatidesWooFloat(S[i] as Seg, grid);
    for (let j = 0; j < cells.length; j++) {
      const c = cells[j] as number[];
      s += (c[0] as number) + (c[1] as number);
    }
  }
  return s;
}

let voxelSum = 0;
const sumVoxel = (x: number, y: number): number => {
  voxelSum += x + y;
  return 0;
};

function loopVoxel(S: readonly Seg[], D: readonly [number[], number][]): number {
  voxelSum = 0;
  for (let i = 0; i < S.length; i++) {
    const [dir, length] = D[i] as [number[], number];
    traceRay(sumVoxel, (S[i] as Seg)[0], dir, length);
  }
  return voxelSum;
}

/** The name of the 2D sets' comparison with the walk's general loop (see `gridSuite`). */
export const GENERAL_LOOP = 'the same segments in 3D, z in one slab (the general loop)';

/**
 * A suite: gridCells and the float walk, and fast-voxel-raycast on the unit
 * 3D grid. In 2D also the same segments lifted into 3D at z = 1/2 on cells
 * of depth 1: the walk visits the same cells (index z = 0, which adds
 * nothing to the checksum), by GridWalk's general loop, where a 2D line of
 * numbers takes its own copy of the loop (batch2); the copy stays only
 * while it is faster (a target in report.ts). The lifted walk also makes
 * three-element cells, a small cost on its side.
 */
export function gridSuite(set: GridSet): Suite {
  const S = set.segments;
  const impls = [
    { name: 'gridCells', run: () => loopOurs(S, set.grid) },
    { name: 'Amanatides–Woo (float)', run: () => loopFloat(S, set.grid) },
  ];
  if (set.dim === 2) {
    const lifted = S.map(([p, q]) => [
      [...p, 0.5],
      [...q, 0.5],
    ]) as Seg[];
    const grid3 = { origin: [...set.grid.origin, 0], cell: [...set.grid.cell, 1] };
    impls.push({ name: GENERAL_LOOP, run: () => loopOurs(lifted, grid3) });
  }
  const unit3 = set.dim === 3 && set.grid.origin.every((x) => x === 0) && set.grid.cell.every((x) => x === 1);
  if (unit3) {
    // fast-voxel-raycast's ray: the direction (it normalizes it) and the segment's length.
    const D = S.map(([p, q]) => {
      const d = q.map((x, k) => x - (p[k] as number));
      return [d, Math.hypot(...d)] as [number[], number];
    });
    impls.push({ name: 'fast-voxel-raycast', run: () => loopVoxel(S, D) });
  }
  return {
    topic: `gridCells ${set.dim}D`,
    set: set.name,
    cases: S.length,
    ours: 'gridCells',
    baseline: 'Amanatides–Woo (float)',
    impls,
    analyse: () => {
      // Segments on which the float walk lists other cells than gridCells (exact).
      let wrong = 0;
      for (const seg of S) {
        const exact = [...gridCells(seg as unknown as SegmentLike, set.grid, { mode: 'half_open' })].map((c) => c.join(','));
        const float = amanatidesWooFloat(seg, set.grid).map((c) => c.join(','));
        if (exact.join(' ') !== float.join(' ')) wrong++;
      }
      return { wrong: { 'Amanatides–Woo (float)': wrong } };
    },
  };
}

/**
 * The float twins of gridPieces and gridRaycast in half_open mode, 2D: the
 * Amanatides–Woo walk of amanatidesWooFloat on s = [p, q], in doubles, each
 * cell's parameter interval [t0, t1] kept (t0 the tMax stepped across to
 * enter it, t1 the smaller tMax, or 1 in q's cell). Pieces: the sum over
 * the cells of t1 and the end point p + t1·(q − p). Raycast (the ray
 * p + t·(q − p), t ≤ 1): t0 of the first blocked cell plus the point
 * there, 0 when none is met.
 */
function floatTwin2(s: Seg, grid: { origin: number[]; cell: number[] }, raycast: boolean): number {
  const [px, py] = s[0] as [number, number];
  const [qx, qy] = s[1] as [number, number];
  const [ox, oy] = grid.origin as [number, number];
  const [w, h] = grid.cell as [number, number];
  const dx = qx - px;
  const dy = qy - py;
  let x = Math.floor((px - ox) / w);
  let y = Math.floor((py - oy) / h);
  const endX = Math.floor((qx - ox) / w);
  const endY = Math.floor((qy - oy) / h);
  const stepX = dx > 0 ? 1 : -1;
  const stepY = dy > 0 ? 1 : -1;
  const tDeltaX = Math.abs(w / dx);
  const tDeltaY = Math.abs(h / dy);
  let tMaxX = (stepX > 0 ? ox + (x + 1) * w - px : px - (ox + x * w)) / Math.abs(dx);
  let tMaxY = (stepY > 0 ? oy + (y + 1) * h - py : py - (oy + y * h)) / Math.abs(dy);
  let t0 = 0;
  let sum = 0;
  for (let n = 0; n < 100000; n++) {
    if (raycast) {
      if (t0 > 1) return 0;
      if (blockedCell(x, y)) return t0 + (px + t0 * dx) + (py + t0 * dy);
    } else {
      const last = x === endX && y === endY;
      const t1 = last ? 1 : Math.min(tMaxX, tMaxY);
      sum += t1 + (px + t1 * dx) + (py + t1 * dy);
      if (last) break;
    }
    if (tMaxX < tMaxY) {
      t0 = tMaxX;
      x += stepX;
      tMaxX += tDeltaX;
    } else {
      t0 = tMaxY;
      y += stepY;
      tMaxY += tDeltaY;
    }
  }
  return sum;
}

/** The bench's blocked cells: about one in 32, by a hash of the index (the same predicate for every contender). */
function blockedCell(x: number, y: number): boolean {
  return (Math.imul(x, 73856093) ^ Math.imul(y, 19349663)) % 32 === 0;
}

/**
 * A suite of one exact function and its float twin on the set's segments,
 * each a sum of doubles per case (`ours(i)`, `twin(i)`, each in its own
 * loop); the analysis counts the cases whose sums differ (the float twin's
 * rounding, a piece more or less, another first hit).
 */
function twinSuite(
  topic: string,
  set: GridSet,
  names: readonly [string, string],
  ours: (i: number) => number,
  twin: (i: number) => number,
): Suite {
  const n = set.segments.length;
  const loop = (f: (i: number) => number) => () => {
    let s = 0;
    for (let i = 0; i < n; i++) s += f(i);
    return s;
  };
  return {
    topic,
    set: set.name,
    cases: n,
    ours: names[0],
    baseline: names[1],
    impls: [
      { name: names[0], run: loop(ours) },
      { name: names[1], run: loop(twin) },
    ],
    analyse: () => {
      let wrong = 0;
      for (let i = 0; i < n; i++) if (ours(i) !== twin(i)) wrong++;
      return { wrong: { [names[1]]: wrong } };
    },
  };
}

/**
 * gridPieces (half_open, 2D) against its float twin on the same segments:
 * each piece's t1 and end point read as doubles (toNumber: the nearest
 * double a lazy Rational carries).
 */
export function gridPiecesSuite(set: GridSet): Suite {
  const S = set.segments;
  const options = { mode: 'half_open' } as const;
  const ours = (i: number): number => {
    let sum = 0;
    for (const piece of gridPieces(S[i] as unknown as SegmentLike, set.grid, options)) {
      const end = piece.segment[1];
      sum += piece.t[1].toNumber() + (end[0] as Rational).toNumber() + (end[1] as Rational).toNumber();
    }
    return sum;
  };
  const twin = (i: number) => floatTwin2(S[i] as Seg, set.grid, false);
  return twinSuite('gridPieces 2D (t1 and the end point)', set, ['gridPieces', 'Amanatides–Woo pieces (float)'], ours, twin);
}

/**
 * gridRaycast (half_open, 2D, a predicate, maxT = 1) against its float twin
 * on the rays p + t·(q − p) of the grid sets' segments: the hit's t and
 * point read as doubles (toNumber).
 */
export function gridRaycastSuite(set: GridSet): Suite {
  const S = set.segments;
  const rays = S.map(([p, q]) => [p, q.map((x, k) => x - (p[k] as number))] as Seg);
  const options = { mode: 'half_open', maxT: 1 } as const;
  const isBlocked = (c: readonly (number | bigint)[]) => blockedCell(c[0] as number, c[1] as number);
  const ours = (i: number): number => {
    const [o, d] = rays[i] as Seg;
    const hit = gridRaycast(o, d, set.grid, isBlocked, options);
    if (!hit.hit) return 0;
    return hit.t.toNumber() + (hit.point[0] as Rational).toNumber() + (hit.point[1] as Rational).toNumber();
  };
  const twin = (i: number) => floatTwin2(S[i] as Seg, set.grid, true);
  return twinSuite('gridRaycast 2D (t and the point)', set, ['gridRaycast', 'Amanatides–Woo raycast (float)'], ours, twin);
}
