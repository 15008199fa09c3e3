import type { FloatGrid, FloatPoint, FloatSegment } from './types.js';

/**
 * The Amanatides–Woo grid walk in doubles, as tile-map and voxel game code
 * writes it: the cells a segment s = [p, q] passes through, from p's cell
 * to q's, 2D or 3D. Start in cell floor((p − origin)/cell); per axis keep
 * tMax, the parameter of the next cell boundary, and tDelta = cell/|q − p|,
 * the parameter one cell takes; step the axis with the smallest tMax (at a
 * tie the later axis: `tMaxX < tMaxY ? x : y`) and add tDelta to
 * it; stop on reaching q's cell.
 *
 * As the code it follows, it has no special case for a zero direction
 * component: the step is then -1 (`d > 0 ? 1 : -1`), tDelta = |cell/0| = ∞,
 * and tMax = distance/0, which is ∞ unless p lies on a boundary of that
 * axis: then 0/0 = NaN, every comparison with it is false, and a segment
 * along a grid line walks off across the lines instead of along them. Where
 * that, or rounding, carries the walk past q's cell, it would never end: it
 * stops after `maxCells` cells (the only addition; game code writes it as a
 * step limit). Wrong where it is wrong: at a
 * grid vertex it lists one side cell, never both or neither; rounded tMax
 * can pick the wrong side near a vertex or skip a corner cell; swapping p
 * and q can change the side. `gridCells` is the exact twin (half_open mode
 * is the floor rule it means to follow).
 *
 * @example
 * ```ts
 * amanatidesWooFloat([[0.5, 0.5], [1.5, 1.5]], { origin: [0, 0], cell: [1, 1] }); // [[0, 0], [0, 1], [1, 1]]: through the vertex (1, 1) it adds [0, 1]
 * ```
 */
export function amanatidesWooFloat(s: FloatSegment, grid: FloatGrid, maxCells = 100000): number[][] {
  const p = s[0] as FloatPoint;
  const q = s[1] as FloatPoint;
  return p.length === 3 ? walk3(p, q, grid, maxCells) : walk2(p, q, grid, maxCells);
}

/** The 2D walk, written out per axis as tile-map code writes it. */
function walk2(p: FloatPoint, q: FloatPoint, grid: FloatGrid, maxCells: number): number[][] {
  const [px, py] = p as [number, number];
  const [qx, qy] = q as [number, number];
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
  // The parameter of one cell, and of the next boundary: the distance to the cell's top (moving up) or bottom, over |d|.
  const tDeltaX = Math.abs(w / dx);
  const tDeltaY = Math.abs(h / dy);
  let tMaxX = (stepX > 0 ? ox + (x + 1) * w - px : px - (ox + x * w)) / Math.abs(dx);
  let tMaxY = (stepY > 0 ? oy + (y + 1) * h - py : py - (oy + y * h)) / Math.abs(dy);
  const cells = [[x, y]];
  while ((x !== endX || y !== endY) && cells.length < maxCells) {
    if (tMaxX < tMaxY) {
      x += stepX;
      tMaxX += tDeltaX;
    } else {
      y += stepY;
      tMaxY += tDeltaY;
    }
    cells.push([x, y]);
  }
  return cells;
}

/** The 3D walk, the same per axis. */
function walk3(p: FloatPoint, q: FloatPoint, grid: FloatGrid, maxCells: number): number[][] {
  const [px, py, pz] = p as [number, number, number];
  const [qx, qy, qz] = q as [number, number, number];
  const [ox, oy, oz] = grid.origin as [number, number, number];
  const [w, h, e] = grid.cell as [number, number, number];
  const dx = qx - px;
  const dy = qy - py;
  const dz = qz - pz;
  let x = Math.floor((px - ox) / w);
  let y = Math.floor((py - oy) / h);
  let z = Math.floor((pz - oz) / e);
  const endX = Math.floor((qx - ox) / w);
  const endY = Math.floor((qy - oy) / h);
  const endZ = Math.floor((qz - oz) / e);
  const stepX = dx > 0 ? 1 : -1;
  const stepY = dy > 0 ? 1 : -1;
  const stepZ = dz > 0 ? 1 : -1;
  const tDeltaX = Math.abs(w / dx);
  const tDeltaY = Math.abs(h / dy);
  const tDeltaZ = Math.abs(e / dz);
  let tMaxX = (stepX > 0 ? ox + (x + 1) * w - px : px - (ox + x * w)) / Math.abs(dx);
  let tMaxY = (stepY > 0 ? oy + (y + 1) * h - py : py - (oy + y * h)) / Math.abs(dy);
  let tMaxZ = (stepZ > 0 ? oz + (z + 1) * e - pz : pz - (oz + z * e)) / Math.abs(dz);
  const cells = [[x, y, z]];
  while ((x !== endX || y !== endY || z !== endZ) && cells.length < maxCells) {
    if (tMaxX < tMaxY && tMaxX < tMaxZ) {
      x += stepX;
      tMaxX += tDeltaX;
    } else if (tMaxY < tMaxZ) {
      y += stepY;
      tMaxY += tDeltaY;
    } else {
      z += stepZ;
      tMaxZ += tDeltaZ;
    }
    cells.push([x, y, z]);
  }
  return cells;
}
