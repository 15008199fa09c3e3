import { amanatidesWooFloat } from './amanatidesWooFloat.js';
import type { FloatGrid, FloatPoint } from './types.js';

/**
 * Line of sight as game code builds it on the Amanatides–Woo walk: walk
 * the cells from a to b and answer false at the first blocked one. The
 * walk from b to a can take the other side of a grid vertex, so the answer
 * can change when the ends are swapped (two walls sharing a corner see
 * each other one way and not the other); `lineOfSight` is the exact twin,
 * the same both ways by construction.
 *
 * @example
 * ```ts
 * const grid = { origin: [0, 0], cell: [1, 1] };
 * const wall = ([x, y]: number[]) => x === 0 && y === 1;
 * lineOfSightFloat([0.5, 0.5], [1.5, 1.5], grid, wall); // false (the walk goes through [0, 1])
 * lineOfSightFloat([1.5, 1.5], [0.5, 0.5], grid, wall); // true (the walk back goes through [1, 0])
 * ```
 */
export function lineOfSightFloat(a: FloatPoint, b: FloatPoint, grid: FloatGrid, isBlocked: (cell: number[]) => boolean): boolean {
  for (const cell of amanatidesWooFloat([a, b], grid)) if (isBlocked(cell)) return false;
  return true;
}
