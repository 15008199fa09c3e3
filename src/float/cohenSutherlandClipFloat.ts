import { outcodeFloat } from './outcodeFloat.js';
import type { FloatBox, FloatPoint, FloatSegment } from './types.js';

/**
 * Cohen–Sutherland clipping in doubles, as `cohen_sutherland_clip` of a
 * Python tutorial on segment–box intersection writes it: the closed segment s
 * clipped to the closed box, as `[p, q]` (same direction as s), or `null`
 * when it misses. Accept when both outcodes are 0, reject when they share a
 * bit, else move an outside endpoint to the first boundary its code names
 * (axis order x, y, z; min side before max side), at p0 + (p1 − p0)·t with
 * t = (bound − p0)/(p1 − p0), and repeat. 2D and 3D.
 *
 * Fixed from the original: its `while True` need not end in doubles. The
 * moved point p0 + (p1 − p0)·t is rounded and can land a rounding beyond
 * the boundary it was moved to (0.9000000000000001 for a box max of 0.9);
 * its outcode keeps the bit, the next move rounds to the same point, and
 * the loop spins — for 11001 of the 104976 segments with endpoints on a
 * 0.1 grid in [−0.5, 1.2]² against the box [0.1, 0.7] × [0.2, 0.9]. Setting
 * the clipped coordinate to the boundary itself (as textbook
 * Cohen–Sutherland does) is not enough: near a corner two moves then undo
 * each other forever. So the moved point also keeps every coordinate
 * between the two endpoints, where the exact point lies. Then a cleared bit
 * never comes back (a coordinate only moves toward the other endpoint), each
 * endpoint moves at most once per axis, and the loop ends. The original also
 * returns `True` with the comment `(p0, p1)`; this returns the segment.
 * Kept: the other coordinates of a moved point are rounded, so they may
 * differ from the exact clip, and a segment through a corner can be
 * accepted or rejected wrongly. `cohenSutherlandClip` is the exact twin.
 *
 * @example
 * ```ts
 * cohenSutherlandClipFloat([[-1, 0.5], [3, 0.5]], { min: [0, 0], max: [1, 1] }); // [[0, 0.5], [1, 0.5]]
 * cohenSutherlandClipFloat([[-0.9, -0.9], [-0.1, -0.1]], { min: [-0.3, -1.3], max: [0.7, -0.3] }); // null, yet it passes the corner (−0.3, −0.3)
 * ```
 */
export function cohenSutherlandClipFloat(s: FloatSegment, box: FloatBox): [number[], number[]] | null {
  let p0 = s[0] as FloatPoint;
  let p1 = s[1] as FloatPoint;
  let outcode0 = outcodeFloat(p0, box);
  let outcode1 = outcodeFloat(p1, box);
  for (;;) {
    if (!(outcode0 | outcode1)) return [Array.from(p0), Array.from(p1)]; // both inside: accept
    if (outcode0 & outcode1) return null; // both beyond one side: reject
    const outcodeOut = outcode0 ? outcode0 : outcode1;
    const p = clipToBoundary(p0, p1, outcodeOut, box);
    if (outcodeOut === outcode0) {
      p0 = p;
      outcode0 = outcodeFloat(p0, box);
    } else {
      p1 = p;
      outcode1 = outcodeFloat(p1, box);
    }
  }
}

/**
 * The point of the line p0–p1 on the first boundary named by `code`
 * (non-zero), computed as the original does, then put exactly on that boundary
 * and kept between p0 and p1 on every axis (the fix, see above).
 */
function clipToBoundary(p0: FloatPoint, p1: FloatPoint, code: number, box: FloatBox): number[] {
  const n = p0.length;
  for (let axis = 0; axis < n; axis++) {
    const shift = 2 * (n - 1 - axis);
    let bound: number;
    if (code & (0b01 << shift))
      bound = box.min[axis] as number; // crosses this axis' min
    else if (code & (0b10 << shift))
      bound = box.max[axis] as number; // crosses this axis' max
    else continue;
    const t = (bound - (p0[axis] as number)) / ((p1[axis] as number) - (p0[axis] as number));
    const p = new Array<number>(n);
    for (let i = 0; i < n; i++) {
      const a = p0[i] as number;
      const b = p1[i] as number;
      const x = i === axis ? bound : a + (b - a) * t;
      p[i] = Math.min(Math.max(x, Math.min(a, b)), Math.max(a, b));
    }
    return p;
  }
  // Unreachable: a non-zero outcode names some axis of the point.
  return Array.from(p0);
}
