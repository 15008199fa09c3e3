import type { BoxLike } from '../core/box.js';
import { copyBox } from '../core/box.js';
import type { Segment, SegmentLike } from '../core/coordinate.js';
import { copySegment } from '../core/coordinate.js';
import { arrayAsRead } from '../core/readInputs.js';
import { lineMeetsBoxExact } from '../core/separatingAxisExact.js';
import { lineBoxOnDoubles } from './lineBoxOnDoubles.js';

const FN = 'segmentIntersectsBox';

/**
 * True iff the closed segment s = [p, q] meets the closed box (2D or 3D):
 * crossing, touching a corner, lying in a face or along an edge, or a
 * zero-length segment on the box all count. Exact for any mix of number,
 * bigint and Rational coordinates; `segmentBox` gives the parameter interval.
 *
 * @example
 * ```ts
 * segmentIntersectsBox([[0, 2], [2, 0]], { min: [1, 1], max: [3, 3] }); // true (touches the corner (1, 1))
 * segmentIntersectsBox([[0, 0, 0], [1, 1, 0]], { min: [0, 2, 0], max: [1, 3, 1] }); // false
 * ```
 */
export function segmentIntersectsBox(s: SegmentLike, box: BoxLike): boolean {
  const r = segmentBoxOnDoubles(s, box, false);
  return typeof r === 'number' ? r !== 0 : segmentIntersectsBoxChecked(FN, r.s, r.box);
}

/** A segment and a box as `segmentBoxOnDoubles` read them, for a checked path. */
export type SegmentBoxAsRead = { readonly s: unknown; readonly box: unknown };

export { MET } from './lineBoxOnDoubles.js';

/**
 * Reads the segment and the box once (`lineBoxOnDoubles`): 0 when finite
 * numbers with min ≤ max do not meet, the dimension when they do (with
 * `record`, the values are then in `MET`); else the segment and box as
 * read, for a checked path.
 *
 * @example
 * ```ts
 * segmentBoxOnDoubles([[0, 2], [2, 0]], { min: [1, 1], max: [3, 3] }, true);    // 2 (they meet, in 2D; MET holds them)
 * segmentBoxOnDoubles([[0n, 2n], [2n, 0n]], { min: [1, 1], max: [3, 3] }, true); // { s: [[0n, 2n], [2n, 0n]], box: { min: [1, 1], max: [3, 3] } }
 * ```
 */
export function segmentBoxOnDoubles(s: SegmentLike, box: BoxLike, record: boolean): 0 | 2 | 3 | SegmentBoxAsRead {
  // The cast only names the shape the reads below test for.
  const p = (s as Segment)?.[0];
  const q = (s as Segment)?.[1];
  const sn = s?.length;
  const r = lineBoxOnDoubles(false, p, q, box, sn === 2, typeof s === 'object', record);
  // The values read go on, never the caller's arrays again.
  return typeof r === 'number' ? r : { s: arrayAsRead(s, sn, [r.a, r.b], 2), box: r.box };
}

/**
 * `segmentIntersectsBox` without the fast path: reads s and box once
 * (validated copies), then decides exactly for any coordinates; errors
 * name `fn`.
 *
 * @example
 * ```ts
 * segmentIntersectsBoxChecked('f', [[0, 2], [2, 0]], { min: [1, 1], max: [3, 3] }); // true (touches the corner (1, 1))
 * ```
 */
export function segmentIntersectsBoxChecked(fn: string, s: unknown, box: unknown): boolean {
  const [p, q] = copySegment(fn, 's', s, 0);
  const { min, max } = copyBox(fn, 'box', box, p.length);
  return lineMeetsBoxExact(p.length, p, q, p, min, max, false);
}
