import type { BoxLike } from '../core/box.js';
import { checkBox } from '../core/box.js';
import type { Coordinate, PointLike, SegmentLike } from '../core/coordinate.js';
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
export function segmentBox(s: SegmentLike, box: BoxLike): [Rational, Rational] | null {
  const fn = 'segmentBox';
  const dim = checkSegment(fn, 's', s, 0);
  checkBox(fn, 'box', box, dim);
  const p = s[0] as PointLike;
  const q = s[1] as PointLike;
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
function allNumbers(v: ArrayLike<Coordinate>): v is ArrayLike<number> {
  for (let k = 0; k < v.length; k++) {
    // Stryker disable next-line StringLiteral,BooleanLiteral: equivalent (a probe made `typeof x === ""`, or a `false` made `true`, only takes the general path)
    if (typeof v[k] !== 'number') return false;
  }
  return true;
}

function meetsFast(
  dim: 2 | 3,
  p: ArrayLike<number>,
  q: ArrayLike<number>,
  lo: ArrayLike<number>,
  hi: ArrayLike<number>,
): boolean {
  const at = (v: ArrayLike<number>, k: number) => v[k] as number;
  return dim === 2
    ? segmentMeetsBox2(at(p, 0), at(p, 1), at(q, 0), at(q, 1), at(lo, 0), at(lo, 1), at(hi, 0), at(hi, 1))
    : segmentMeetsBox3(
        at(p, 0),
        at(p, 1),
        at(p, 2),
        at(q, 0),
        at(q, 1),
        at(q, 2),
        at(lo, 0),
        at(lo, 1),
        at(lo, 2),
        at(hi, 0),
        at(hi, 1),
        at(hi, 2),
      );
}
