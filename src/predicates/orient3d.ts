import type { Coordinate, PointLike } from '../core/coordinate.js';
import { checkPoint } from '../core/coordinate.js';
import type { Sign } from '../core/det2.js';
import { det3Filter, det3SignBig } from '../core/det3.js';

/**
 * Orientation of four 3D points: the sign of ((b − a) × (c − a)) · (d − a).
 * `1`: d lies on the side of the plane through a, b, c from which a, b, c
 * appear counterclockwise; `-1`: the other side; `0`: coplanar. (This is the
 * opposite sign of Shewchuk's `orient3d`.)
 *
 * @example
 * ```ts
 * orient3d([0, 0, 0], [1, 0, 0], [0, 1, 0], [0, 0, 1]); // 1
 * ```
 */
export function orient3d(a: PointLike, b: PointLike, c: PointLike, d: PointLike): Sign {
  const a0 = a?.[0],
    a1 = a?.[1],
    a2 = a?.[2];
  const b0 = b?.[0],
    b1 = b?.[1],
    b2 = b?.[2];
  const c0 = c?.[0],
    c1 = c?.[1],
    c2 = c?.[2];
  const d0 = d?.[0],
    d1 = d?.[1],
    d2 = d?.[2];
  if (
    // Stryker disable BlockStatement: equivalent (this fast path emptied, the general path gives the same answer)
    // Stryker disable StringLiteral: equivalent. A type probe made `typeof x === ""` fails for every value,
    // which only sends the input down the general exact path: the same answer, later.
    typeof a0 === 'number' &&
    typeof a1 === 'number' &&
    typeof a2 === 'number' &&
    typeof b0 === 'number' &&
    typeof b1 === 'number' &&
    typeof b2 === 'number' &&
    typeof c0 === 'number' &&
    typeof c1 === 'number' &&
    typeof c2 === 'number' &&
    typeof d0 === 'number' &&
    typeof d1 === 'number' &&
    typeof d2 === 'number' &&
    // Stryker restore StringLiteral
    a.length === 3 &&
    b.length === 3 &&
    c.length === 3 &&
    d.length === 3
  ) {
    // Stryker restore BlockStatement
    const det = det3Filter(b0, b1, b2, c0, c1, c2, d0, d1, d2, a0, a1, a2);
    if (det > 0) return 1;
    if (det < 0) return -1;
  }
  checkPoint('orient3d', 'a', a, 3);
  checkPoint('orient3d', 'b', b, 3);
  checkPoint('orient3d', 'c', c, 3);
  checkPoint('orient3d', 'd', d, 3);
  // Valid number input has already been through the filter above, undecided:
  // straight to the exact stage rather than filtering again.
  return det3SignBig([b[0], b[1], b[2], c[0], c[1], c[2], d[0], d[1], d[2], a[0], a[1], a[2]] as Coordinate[]);
}
