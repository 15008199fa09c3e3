import type { Box } from '../core/box.js';
import { checkBox } from '../core/box.js';
import type { Coordinate, Segment } from '../core/coordinate.js';
import { checkSegment } from '../core/coordinate.js';
import type { Rational } from '../core/rational.js';
import { segmentMeetsBox2, segmentMeetsBox3 } from '../core/separatingAxis.js';
import type { SlabParam } from '../core/slab.js';
import { PARAM_ONE, PARAM_ZERO, paramValue, slabInterval } from '../core/slab.js';

/**
 * The exact closed parameter interval `[t0, t1]` ⊆ [0, 1] of the part of the
 * segment s(t) = p + t·(q − p) that lies in the closed box (2D or 3D), or
 * `null` when they do not meet. t0 = t1 when the segment only touches the
 * box (a corner, an edge, or an endpoint on a face); a zero-length segment
 * in the box gives `[0, 1]`. Slab method, no rounding: every bound is a
 * Rational.
 *
 * @example
 * ```ts
 * segmentBox([[0, 0], [4, 2]], { min: [1, 0], max: [3, 0.5] })?.map(String); // ['1/4', '1/4']
 * segmentBox([[0, 0], [4, 0]], { min: [1, 0], max: [3, 1] })?.map(String);   // ['1/4', '3/4'] (in a face)
 * ```
 */
export function segmentBox(s: Segment, box: Box): [Rational, Rational] | null {
  const fn = 'segmentBox';
  const dim = checkSegment(fn, 's', s, 0);
  checkBox(fn, 'box', box, dim);
  const [p, q] = s;
  // Stryker disable next-line BlockStatement: equivalent (this fast path emptied, the general path gives the same answer)
  if (allNumbers(p) && allNumbers(q) && allNumbers(box.min) && allNumbers(box.max) && !meetsFast(dim, p, q, box.min, box.max)) {
    // A miss proven on doubles (exactly) needs no Rationals.
    return null;
  }
  const r = slabInterval(dim, p, q, p, box.min, box.max, PARAM_ZERO, PARAM_ONE);
  if (r === null) return null;
  return [paramValue(r[0]), paramValue(r[1] as SlabParam)];
}

// Stryker disable next-line BlockStatement: equivalent (this fast path emptied, the general path gives the same answer)
function allNumbers(v: readonly Coordinate[]): v is readonly number[] {
  // Stryker disable next-line StringLiteral,ArrowFunction: equivalent (a probe made `typeof x === ""`, or one returning undefined, only takes the general path)
  return v.every((x) => typeof x === 'number');
}

function meetsFast(
  dim: 2 | 3,
  p: readonly number[],
  q: readonly number[],
  lo: readonly number[],
  hi: readonly number[],
): boolean {
  const [px, py, pz] = p as [number, number, number];
  const [qx, qy, qz] = q as [number, number, number];
  const [x0, y0, z0] = lo as [number, number, number];
  const [x1, y1, z1] = hi as [number, number, number];
  return dim === 2
    ? segmentMeetsBox2(px, py, qx, qy, x0, y0, x1, y1)
    : segmentMeetsBox3(px, py, pz, qx, qy, qz, x0, y0, z0, x1, y1, z1);
}
