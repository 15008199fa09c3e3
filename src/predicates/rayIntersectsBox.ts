import type { BoxLike } from '../core/box.js';
import { copyBox, showCoordinate } from '../core/box.js';
import type { Point, PointLike } from '../core/coordinate.js';
import { compareCoord, copyPoint } from '../core/coordinate.js';
import { ExactRangeError } from '../core/errors.js';
import { lineMeetsBoxExact } from '../core/separatingAxisExact.js';
import { rayBoxOnDoubles } from './generated/rayBoxOnDoubles.js';

const ZEROS = [0, 0, 0] as const;
const FN = 'rayIntersectsBox';

/**
 * True iff the closed ray r(t) = origin + t·dir, t ≥ 0, meets the closed box
 * (2D or 3D): starting inside or on the boundary, grazing a corner or an
 * edge, running along a face all count. A zero `dir` is an ExactRangeError
 * (code `bad_input`). `rayBox` gives the parameter interval.
 *
 * @example
 * ```ts
 * rayIntersectsBox([0, 0], [1, 1], { min: [2, 2], max: [3, 3] });  // true
 * rayIntersectsBox([5, 5], [1, 1], { min: [2, 2], max: [3, 3] });  // false (the box is behind)
 * ```
 */
export function rayIntersectsBox(origin: PointLike, dir: PointLike, box: BoxLike): boolean {
  const r = rayBoxOnDoubles(origin, dir, box);
  return typeof r === 'boolean' ? r : rayIntersectsBoxChecked(FN, r.origin, r.dir, r.box);
}

/**
 * `rayIntersectsBox` without the fast path: reads origin, dir and box once
 * (validated copies), then decides exactly for any coordinates; errors
 * name `fn`.
 *
 * @example
 * ```ts
 * rayIntersectsBoxChecked('f', [0, 0], [1, 1], { min: [2n, 2n], max: [3n, 3n] }); // true
 * ```
 */
export function rayIntersectsBoxChecked(fn: string, origin: unknown, dir: unknown, box: unknown): boolean {
  const o = copyPoint(fn, 'origin', origin, 0);
  const d = copyDirection(fn, dir, o.length);
  const { min, max } = copyBox(fn, 'box', box, o.length);
  return lineMeetsBoxExact(o.length, o, d, ZEROS, min, max, true);
}

/**
 * Reads dir once: throws unless it is a point of `dim` coordinates, not all
 * zero, else returns a validated copy (see `copyPoint`).
 *
 * @example
 * ```ts
 * copyDirection('f', [0, 1], 2); // [0, 1]
 * copyDirection('f', [0, 0], 2); // throws ExactRangeError: f: dir is [0, 0], expected a non-zero direction
 * ```
 */
export function copyDirection(fn: string, dir: unknown, dim: 2 | 3): Point {
  const d = copyPoint(fn, 'dir', dir, dim);
  if (d.every((v) => compareCoord(v, 0) === 0)) {
    throw new ExactRangeError(`${fn}: dir is [${d.map(showCoordinate).join(', ')}], expected a non-zero direction`);
  }
  return d;
}
