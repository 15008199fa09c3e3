import { det2Filter, det2SignAdaptive } from './det2.js';

/*
 * Segment (or ray) against a closed axis-aligned box on finite doubles,
 * exact, by the separating axis theorem: two disjoint compact convex
 * polytopes are strictly separated along a face normal of one of them or
 * along the cross product of an edge of each. For a segment with direction
 * d and a box those axes are the coordinate axes eᵢ and d × eᵢ. (A ray is
 * the union of its prefixes p→p + T·d; a box disjoint from the ray is
 * disjoint from every prefix, each is separated along one of the same
 * finitely many axes, and an axis that separates arbitrarily long prefixes
 * separates them all, so it separates the ray.)
 *
 * Along eᵢ the test is a comparison of doubles, which is exact. Along
 * d × eₖ the segment projects to one value and the test lives in the plane
 * of the two other axes (a, b): the projected line p + t·d separates the
 * projected rectangle iff its farthest corner along the normal n = (−d_b, d_a)
 * lies strictly right of the line, or its nearest corner strictly left.
 * That is the sign of the 2D determinant
 *     n·(c − p) = (e_a − f_a)(c_b − p_b) − (e_b − f_b)(c_a − p_a)
 * with d = e − f (segment: e = q, f = p; ray: e = dir, f = 0), decided by
 * det2Filter. When the filter cannot prove it (the line passes within
 * rounding of a corner, or exactly through it) the decision goes out of
 * line: plain double arithmetic when it is provably exact (integer inputs
 * with small products, below), else det2SignAdaptive, exact for all finite
 * doubles. When d_a or d_b is 0 the axis d × eₖ is 0 or a coordinate axis
 * and adds nothing. In 2D there is one such plane, (x, y).
 *
 * Nothing here allocates; no division is needed.
 *
 * Callers check that every input is finite and min ≤ max on every axis.
 */

/**
 * True iff the line p + t·(e − f) with (e − f) ≠ 0 in neither of its two
 * coordinates is strictly separated from the rectangle [a0, a1] × [b0, b1].
 */
function lineSeparates(
  pa: number,
  pb: number,
  ea: number,
  eb: number,
  fa: number,
  fb: number,
  a0: number,
  b0: number,
  a1: number,
  b1: number,
): boolean {
  const da = ea - fa;
  const db = eb - fb;
  // The corner farthest along n = (−db, da), and the opposite corner.
  const farA = db > 0 ? a0 : a1;
  const farB = da > 0 ? b1 : b0;
  const nearA = db > 0 ? a1 : a0;
  const nearB = da > 0 ? b0 : b1;
  const far = det2Filter(ea, fa, farB, pb, eb, fb, farA, pa);
  const near = det2Filter(ea, fa, nearB, pb, eb, fb, nearA, pa);
  if (far > 0 && near < 0) return false;
  // Stryker disable next-line LogicalOperator: equivalent (a narrower early answer leaves the rest to the exact path below)
  if (far < 0 || near > 0) return true;
  // A filter was unsure: the line passes within rounding of a corner, or
  // exactly through it (every grazing case lands here). The decision goes
  // out of line; the arguments travel through a typed array, because
  // doubles passed to a call that is not inlined are boxed on the heap.
  const u = unsure;
  u[0] = pa;
  u[1] = pb;
  u[2] = ea;
  u[3] = eb;
  u[4] = fa;
  u[5] = fb;
  u[6] = farA;
  u[7] = farB;
  u[8] = nearA;
  u[9] = nearB;
  return lineSeparatesUnsure();
}

const unsure = new Float64Array(10);

/*
 * Integer tier. D = (a − b)(c − d) − (e − f)(g − h) computed plainly is
 * exact when all inputs are integers and the computed |L| + |R| < 2⁵³
 * (L = fl(x·y), x = fl(a − b), y = fl(c − d); likewise R = fl(u·v)):
 * - the difference of two integers is an integer; if its magnitude is at
 *   most 2⁵³ it is representable and fl returns it exactly, otherwise
 *   |fl| ≥ 2⁵³ (rounding is monotone and 2⁵³ is a double). Either way x, y
 *   are integers (every double ≥ 2⁵³ is one).
 * - fl(|L| + |R|) ≥ max(|L|, |R|) (monotone), so |L|, |R| < 2⁵³.
 * - if y = 0 then c = d (fl(c − d) = 0 only when c = d: gradual underflow)
 *   and L = 0 = (a − b)(c − d) exactly. Otherwise |y| ≥ 1, so
 *   |L| = fl(|x||y|) ≥ fl(|x|) = |x|, hence |x| < 2⁵³ and x is exact;
 *   symmetrically y is exact; the integer xy then has |xy| < 2⁵³ (monotone
 *   again), so it is representable and L = xy exactly.
 * - the same holds for R. L − R is a difference of integers below 2⁵³ in
 *   magnitude: its rounding keeps the sign and gives 0 only when L = R.
 * So L < R, L = R, L > R are exactly D < 0, D = 0, D > 0. Integer inputs whose
 * differences stay below 2²⁶ always qualify; the guard is on the products,
 * not on the coordinates (coordinates below 2²⁶ can still have differences
 * whose products round).
 *
 * Integrality of v is Math.floor(v) = v; the fractional parts v − ⌊v⌋ are
 * exact, lie in [0, 1), and their rounded sum is 0 only when every one is 0.
 */
const TWO_53 = 2 ** 53;

/** The decision of lineSeparates when a filter was unsure, from `unsure`. */
function lineSeparatesUnsure(): boolean {
  const u = unsure;
  const pa = u[0] as number;
  const pb = u[1] as number;
  const ea = u[2] as number;
  const eb = u[3] as number;
  const fa = u[4] as number;
  const fb = u[5] as number;
  const farA = u[6] as number;
  const farB = u[7] as number;
  const nearA = u[8] as number;
  const nearB = u[9] as number;
  let fraction = 0;
  for (let i = 0; i < 10; i++) {
    const v = u[i] as number;
    // Stryker disable next-line AssignmentOperator: equivalent (a sum of parts in [0, 1) and its negation are 0 for the same inputs)
    fraction += v - Math.floor(v);
  }
  // Stryker disable next-line BlockStatement: equivalent (this shortcut emptied, the general exact path gives the same answer)
  if (fraction === 0) {
    const da = ea - fa;
    const db = eb - fb;
    const farL = da * (farB - pb);
    const farR = db * (farA - pa);
    const nearL = da * (nearB - pb);
    const nearR = db * (nearA - pa);
    // Stryker disable next-line BlockStatement: equivalent (this shortcut emptied, the general exact path gives the same answer)
    if (Math.abs(farL) + Math.abs(farR) < TWO_53 && Math.abs(nearL) + Math.abs(nearR) < TWO_53) {
      return farL < farR || nearL > nearR;
    }
  }
  return det2SignAdaptive(ea, fa, farB, pb, eb, fb, farA, pa) < 0 || det2SignAdaptive(ea, fa, nearB, pb, eb, fb, nearA, pa) > 0;
}

/**
 * True iff the closed 2D segment p→q meets the closed box [x0, x1] × [y0, y1].
 * Exact for finite doubles with x0 ≤ x1, y0 ≤ y1 (not checked here).
 *
 * ```ts
 * segmentMeetsBox2(0, 2, 2, 0, 1, 1, 3, 3); // true (through the corner (1, 1))
 * ```
 */
export function segmentMeetsBox2(
  px: number,
  py: number,
  qx: number,
  qy: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): boolean {
  // Separated along x or y: both ends strictly beyond the same side.
  if ((px < x0 && qx < x0) || (px > x1 && qx > x1) || (py < y0 && qy < y0) || (py > y1 && qy > y1)) return false;
  // An axis-parallel segment (or a point) is its own bounding box, so it
  // meets the box now. fl(q − p) = 0 iff q = p: gradual underflow.
  // Stryker disable next-line LogicalOperator: equivalent (only points answer early; axis-parallel segments take the exact test, which is right for them too)
  if (qx === px || qy === py) return true;
  return !lineSeparates(px, py, qx, qy, px, py, x0, y0, x1, y1);
}

/**
 * True iff the closed 3D segment p→q meets the closed box [min, max].
 * Exact for finite doubles with min ≤ max on every axis (not checked here).
 *
 * ```ts
 * segmentMeetsBox3(0, 2, 0, 2, 0, 0, 1.5, 1.5, -1, 3, 3, 1); // false
 * ```
 */
export function segmentMeetsBox3(
  px: number,
  py: number,
  pz: number,
  qx: number,
  qy: number,
  qz: number,
  x0: number,
  y0: number,
  z0: number,
  x1: number,
  y1: number,
  z1: number,
): boolean {
  if (
    (px < x0 && qx < x0) ||
    (px > x1 && qx > x1) ||
    (py < y0 && qy < y0) ||
    (py > y1 && qy > y1) ||
    (pz < z0 && qz < z0) ||
    (pz > z1 && qz > z1)
  ) {
    return false;
  }
  const mx = qx !== px;
  const my = qy !== py;
  const mz = qz !== pz;
  if (my && mz && lineSeparates(py, pz, qy, qz, py, pz, y0, z0, y1, z1)) return false;
  if (mz && mx && lineSeparates(pz, px, qz, qx, pz, px, z0, x0, z1, x1)) return false;
  if (mx && my && lineSeparates(px, py, qx, qy, px, py, x0, y0, x1, y1)) return false;
  return true;
}

/** One axis of a ray's bounding test: the ray's half-line on it misses [lo, hi]. */
function rayMissesAxis(o: number, d: number, lo: number, hi: number): boolean {
  return d > 0 ? o > hi : d < 0 ? o < lo : o < lo || o > hi;
}

/**
 * True iff the closed 2D ray o + t·dir (t ≥ 0) meets the closed box.
 * Exact for finite doubles, dir ≠ 0, min ≤ max (not checked here).
 *
 * ```ts
 * rayMeetsBox2(0, 2, 1, -1, 1, 1, 3, 3); // true (grazes the corner (1, 1))
 * ```
 */
export function rayMeetsBox2(
  ox: number,
  oy: number,
  dx: number,
  dy: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): boolean {
  if (rayMissesAxis(ox, dx, x0, x1) || rayMissesAxis(oy, dy, y0, y1)) return false;
  // Stryker disable next-line LogicalOperator: equivalent (axis-parallel rays take the exact test, which is right for them too)
  if (dx === 0 || dy === 0) return true;
  return !lineSeparates(ox, oy, dx, dy, 0, 0, x0, y0, x1, y1);
}

/**
 * True iff the closed 3D ray o + t·dir (t ≥ 0) meets the closed box.
 * Exact for finite doubles, dir ≠ 0, min ≤ max (not checked here).
 *
 * ```ts
 * rayMeetsBox3(0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2); // true (grazes the corner (1, 1, 2))
 * ```
 */
export function rayMeetsBox3(
  ox: number,
  oy: number,
  oz: number,
  dx: number,
  dy: number,
  dz: number,
  x0: number,
  y0: number,
  z0: number,
  x1: number,
  y1: number,
  z1: number,
): boolean {
  if (rayMissesAxis(ox, dx, x0, x1) || rayMissesAxis(oy, dy, y0, y1) || rayMissesAxis(oz, dz, z0, z1)) return false;
  if (dy !== 0 && dz !== 0 && lineSeparates(oy, oz, dy, dz, 0, 0, y0, z0, y1, z1)) return false;
  if (dz !== 0 && dx !== 0 && lineSeparates(oz, ox, dz, dx, 0, 0, z0, x0, z1, x1)) return false;
  if (dx !== 0 && dy !== 0 && lineSeparates(ox, oy, dx, dy, 0, 0, x0, y0, x1, y1)) return false;
  return true;
}
