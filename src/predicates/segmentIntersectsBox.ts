import type { BoxLike } from '../core/box.js';
import { copyBox } from '../core/box.js';
import type { SegmentLike } from '../core/coordinate.js';
import { copySegment } from '../core/coordinate.js';
import { lineMeetsBoxExact } from '../core/separatingAxisExact.js';
import { segmentBoxOnDoubles } from './generated/segmentBoxOnDoubles.js';

// The number stage is generated (tools/predicates/specs.ts); segmentBox uses it too.
export { MET, type SegmentBoxAsRead, segmentBoxOnDoubles } from './generated/segmentBoxOnDoubles.js';

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
