import type { FloatPoint } from './types.js';

/**
 * The supercover line walk of pixel-art and roguelike code, for integer
 * endpoints: the cells from cell a to cell b (cells are the unit squares
 * centred on integer points, so cell [x, y] is [x − 1/2, x + 1/2] ×
 * [y − 1/2, y + 1/2]) that the segment between their centres passes
 * through. Bresenham's idea with a decision value instead of parameters:
 * after ix steps along x and iy along y the next step is along x, along y,
 * or, when the line passes exactly through the corner ahead, diagonal,
 * as the sign of (1 + 2·ix)·ny − (1 + 2·iy)·nx says (nx = |bx − ax|,
 * ny = |by − ay|). 2D only.
 *
 * Exact on integers whose products stay below 2^53 — but it answers a
 * question of its own: at a corner it steps diagonally, so the two cells
 * the line only touches there are not listed (`gridCells` lists them in
 * `'closed'` mode; the walk equals `'open'` mode on the grid with origin
 * (−1/2, −1/2) and unit cells). Endpoints that are not integers are rounded
 * to the nearest integer first, as callers passing positions do, and then
 * the cells are those of another segment.
 *
 * @example
 * ```ts
 * supercoverFloat([0, 0], [2, 2]); // [[0, 0], [1, 1], [2, 2]]: the corner cells [0, 1], [1, 0], [1, 2], [2, 1] are touched, not listed
 * supercoverFloat([0, 0], [3, 1]); // [[0, 0], [1, 0], [2, 1], [3, 1]]
 * ```
 */
export function supercoverFloat(a: FloatPoint, b: FloatPoint): number[][] {
  let x = Math.round(a[0] as number);
  let y = Math.round(a[1] as number);
  const dx = Math.round(b[0] as number) - x;
  const dy = Math.round(b[1] as number) - y;
  const nx = Math.abs(dx);
  const ny = Math.abs(dy);
  const signX = dx > 0 ? 1 : -1;
  const signY = dy > 0 ? 1 : -1;
  const cells = [[x, y]];
  for (let ix = 0, iy = 0; ix < nx || iy < ny; ) {
    const decision = (1 + 2 * ix) * ny - (1 + 2 * iy) * nx;
    if (decision === 0) {
      // Through the corner ahead: diagonally.
      x += signX;
      y += signY;
      ix++;
      iy++;
    } else if (decision < 0) {
      x += signX;
      ix++;
    } else {
      y += signY;
      iy++;
    }
    cells.push([x, y]);
  }
  return cells;
}
