import type { BoxLike } from '../core/box.js';
import { copyBox } from '../core/box.js';
import type { PointLike } from '../core/coordinate.js';
import { copyPoint } from '../core/coordinate.js';
import { regionOf } from './axisRegion.js';
import { boxRegionOnDoubles } from './generated/boxRegionOnDoubles.js';

/**
 * The region (code and flag, see axisRegion.ts) of p against the box, both
 * as callers pass them; errors name `fn`. Each coordinate is read once.
 * The number stage (generated) answers finite numbers with min ≤ max on
 * doubles, where comparisons are exact, allocating nothing; otherwise the
 * checked path takes the values it read.
 *
 * @example
 * ```ts
 * boxRegion('f', [-1, 5], { min: [0, 0], max: [4, 4] }) & CODE_BITS; // 6 = 0b0110
 * ```
 */
export function boxRegion(fn: string, p: PointLike, box: BoxLike): number {
  const r = boxRegionOnDoubles(p, box);
  return typeof r === 'number' ? r : boxRegionChecked(fn, r.p, r.box);
}

/** Validates p and box (reading each coordinate once), then their region. */
function boxRegionChecked(fn: string, p: unknown, box: unknown): number {
  const point = copyPoint(fn, 'p', p, 0);
  const { min, max } = copyBox(fn, 'box', box, point.length);
  return regionOf(point.length, point, min, max);
}
