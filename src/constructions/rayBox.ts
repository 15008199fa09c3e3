import type { BoxLike } from '../core/box.js';
import { copyBox } from '../core/box.js';
import type { PointLike } from '../core/coordinate.js';
import { copyPoint } from '../core/coordinate.js';
import type { Rational } from '../core/rational.js';
import type { SlabParam } from '../core/slab.js';
import { PARAM_ZERO, paramValue, slabInterval } from '../core/slab.js';
import { copyDirection } from '../predicates/rayIntersectsBox.js';

const ZEROS = [0, 0, 0] as const;

/**
 * The exact closed parameter interval `[t0, t1]`, 0 ≤ t0 ≤ t1, of the part
 * of the ray r(t) = origin + t·dir (t ≥ 0) that lies in the closed box (2D or
 * 3D), or `null` when they do not meet. t0 = 0 when the ray starts in the
 * box (or on its boundary); t0 = t1 when it only touches it. t1 is always
 * finite: dir ≠ 0 moves the ray along some axis, and it leaves that slab of
 * the bounded box. `dir` is not normalized, so t measures multiples of dir.
 * A zero `dir` is an ExactRangeError (code `bad_input`).
 *
 * @example
 * ```ts
 * rayBox([0, 0], [2, 1], { min: [2, 0], max: [4, 4] })?.map(String); // ['1', '2']
 * rayBox([3, 1], [1, 0], { min: [2, 0], max: [4, 4] })?.map(String); // ['0', '1'] (starts inside)
 * ```
 */
export function rayBox(origin: PointLike, dir: PointLike, box: BoxLike): [Rational, Rational] | null {
  const fn = 'rayBox';
  const o = copyPoint(fn, 'origin', origin, 0);
  const d = copyDirection(fn, dir, o.length);
  const { min, max } = copyBox(fn, 'box', box, o.length);
  const r = slabInterval(o.length, o, d, ZEROS, min, max, PARAM_ZERO, null);
  if (r === null) return null;
  // Some axis has dir ≠ 0 and set the exit, so r[1] is not null.
  return [paramValue(r[0]), paramValue(r[1] as SlabParam)];
}
