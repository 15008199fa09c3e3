import type { BoxLike } from '../core/box.js';
import { copyBox } from '../core/box.js';
import type { Coordinate, SegmentLike } from '../core/coordinate.js';
import { copySegment } from '../core/coordinate.js';
import type { Rational } from '../core/rational.js';
import type { SlabParam } from '../core/slab.js';
import { PARAM_ONE, PARAM_ZERO, paramValue, slabInterval } from '../core/slab.js';
import { MET, segmentBoxOnDoubles } from '../predicates/segmentIntersectsBox.js';

const FN = 'segmentBox';

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
  // A miss proven on doubles (exactly) needs no Rationals and allocates
  // nothing; a hit is clipped from the values read.
  const r = segmentBoxOnDoubles(s, box, true);
  if (r === 0) return null;
  if (typeof r === 'number') return interval(r, MET.p, MET.q, MET.min, MET.max);
  return segmentBoxChecked(r.s, r.box);
}

/** Validates s and box (reading each coordinate once), then their interval. */
function segmentBoxChecked(s: unknown, box: unknown): [Rational, Rational] | null {
  const [p, q] = copySegment(FN, 's', s, 0);
  const { min, max } = copyBox(FN, 'box', box, p.length);
  return interval(p.length, p, q, min, max);
}

/** The interval of validated values (the first `dim` of each array). */
function interval(
  dim: number,
  p: ArrayLike<Coordinate>,
  q: ArrayLike<Coordinate>,
  min: ArrayLike<Coordinate>,
  max: ArrayLike<Coordinate>,
): [Rational, Rational] | null {
  const r = slabInterval(dim, p, q, p, min, max, PARAM_ZERO, PARAM_ONE);
  if (r === null) return null;
  return [paramValue(r[0]), paramValue(r[1] as SlabParam)];
}
