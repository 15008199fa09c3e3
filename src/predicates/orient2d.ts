import type { Point2, PointLike } from '../core/coordinate.js';
import { checkPoint } from '../core/coordinate.js';
import type { Sign } from '../core/det2.js';
import { det2Sign, det2SignBig, orient2dDoubles, orient2dFilterPoints, UNDECIDED } from '../core/det2.js';

/**
 * Exact orientation of three 2D points, with errors naming `fn`.
 *
 * The fast path: when the points are arrays of two numbers, the filter
 * answers (almost always, on input that is not near-degenerate) without
 * allocating. Everything else — undecided doubles, bigints, Rationals, bad
 * input — goes to one out-of-line function, so that this one stays small
 * enough for V8 to inline into the caller's loop.
 *
 * The first coordinate is read apart as a probe: only arrays that start
 * with a number reach orient2dFilterPoints, whose own reads then see number
 * arrays only. Had bigint points ever passed through the same reads, V8
 * would merge double and generic elements there and box every double it
 * loads (a heap allocation each), for number input too.
 *
 * @example
 * ```ts
 * orientation('f', [0, 0], [1, 0], [0, 1]); // 1
 * ```
 */
export function orientation(fn: string, a: Point2, b: Point2, c: Point2): Sign {
  const isArray = Array.isArray; // a local: smaller bytecode, so the fast path inlines
  // Stryker disable next-line StringLiteral,BlockStatement: equivalent (a probe made `typeof x === ""`, or the block emptied, only takes the general path)
  if (isArray(a) && isArray(b) && isArray(c) && typeof a[0] === 'number' && a.length === 2 && b.length === 2 && c.length === 2) {
    const s = orient2dFilterPoints(a, b, c);
    // Two predictable tests: `s === 1 || s === -1` would branch on the sign itself.
    if (s !== 0 && s !== 2) return s as Sign;
    return orientationSlow(fn, a, b, c, s === 0);
  }
  return orientationSlow(fn, a, b, c, false);
}

/**
 * Everything the filter did not decide. `filtered`: the points were checked
 * to be two numbers each; they go to the exact stages in doubles
 * (orient2dDoubles). Whatever doubles cannot decide (NaN, ±∞, beyond the expansion
 * range) and all other input goes to orientationChecked. Small, so that
 * inlining it into a caller's loop stays within V8's budget.
 */
function orientationSlow(fn: string, a: Point2, b: Point2, c: Point2, filtered: boolean): Sign {
  // Stryker disable next-line BlockStatement: equivalent (this fast path emptied, the general path gives the same answer)
  if (filtered) {
    const s = orient2dDoubles(
      a as unknown as ArrayLike<number>,
      b as unknown as ArrayLike<number>,
      c as unknown as ArrayLike<number>,
    );
    if (s !== UNDECIDED) return s;
  }
  return orientationChecked(fn, a, b, c);
}

/**
 * All-bigint points go straight to BigInt; anything else is validated
 * (throwing for bad input), then decided by det2Sign.
 */
function orientationChecked(fn: string, a: Point2, b: Point2, c: Point2): Sign {
  // Stryker disable next-line BlockStatement: equivalent (this fast path emptied, the general path gives the same answer)
  if (Array.isArray(a) && Array.isArray(b) && Array.isArray(c) && a.length === 2 && b.length === 2 && c.length === 2) {
    const ax = a[0];
    const ay = a[1];
    const bx = b[0];
    const by = b[1];
    const cx = c[0];
    const cy = c[1];
    if (
      // Stryker disable BlockStatement: equivalent (this fast path emptied, the general path gives the same answer)
      // Stryker disable StringLiteral: equivalent. A type probe made `typeof x === ""` fails for every value,
      // which only sends the input down the general exact path: the same answer, later.
      typeof ax === 'bigint' &&
      typeof ay === 'bigint' &&
      typeof bx === 'bigint' &&
      typeof by === 'bigint' &&
      typeof cx === 'bigint' &&
      typeof cy === 'bigint'
    ) {
      // Stryker restore StringLiteral
      // Stryker restore BlockStatement
      return det2SignBig(bx, ax, cy, ay, by, ay, cx, ax);
    }
  }
  checkPoint(fn, 'a', a, 2);
  checkPoint(fn, 'b', b, 2);
  checkPoint(fn, 'c', c, 2);
  return det2Sign(b[0], a[0], c[1], a[1], b[1], a[1], c[0], a[0]);
}

/**
 * Orientation of three 2D points: the sign of (b − a) × (c − a).
 * `1`: a, b, c turn counterclockwise (c left of the line a→b);
 * `-1`: clockwise; `0`: collinear (including coinciding points).
 *
 * @example
 * ```ts
 * orient2d([0, 0], [1, 0], [0, 1]);       // 1
 * orient2d([0, 0], [2n ** 300n, 1], [0.5, 2 ** -1074]); // -1, exact for any input
 * ```
 */
export function orient2d(a: PointLike, b: PointLike, c: PointLike): Sign {
  return orientation('orient2d', a as Point2, b as Point2, c as Point2);
}
