import { det2Big, det2ExactAt, det2Filter } from './generated/det2.js';
import { UNDECIDED } from './sign.js';

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
 * the kernel's det2 filter. When the filter cannot prove it (the line
 * passes within rounding of a corner, or exactly through it) the kernel's
 * exact stages decide. When d_a or d_b is 0 the axis d × eₖ is 0 or a
 * coordinate axis and adds nothing. In 2D there is one such plane, (x, y).
 *
 * Nothing here allocates; no division is needed. The functions that take
 * doubles as arguments call nothing V8 could inline (see `LINE`), so their
 * size in V8's inlining budget does not depend on what it compiled first,
 * and they fit into their callers.
 *
 * Callers check that every input is finite and min ≤ max on every axis.
 */

/**
 * The line and the box of the plane tests: p (0–2), e (3–5), f (6–8),
 * min (9–11), max (12–14), x, y, z each (z unused in 2D). The callers,
 * which hold these as doubles, store them here and pass the plane test
 * only a small integer: doubles passed to a call that V8 does not inline
 * are boxed on the heap, one allocation each. The plane test, written once
 * and looped over the planes, is larger than V8 inlines a function at all,
 * so it is always a call of its own, with its two det2 filters inlined, and
 * never counts against its callers' budget (`npm run bench:v8` checks its
 * bytecode size against the running V8's limit, the inlining and the
 * allocation).
 */
const LINE = new Float64Array(15);

/** Stores axis k of the line p + t·(e − f) and of the box [lo, hi] in `LINE` (a leaf, which V8 inlines). */
function storeAxis(k: number, p: number, e: number, f: number, lo: number, hi: number): void {
  const L = LINE;
  L[k] = p;
  L[3 + k] = e;
  L[6 + k] = f;
  L[9 + k] = lo;
  L[12 + k] = hi;
}

/**
 * True iff the line p + t·(e − f) in `LINE` is strictly separated from the
 * box along d × eₖ for some k ≥ `first` (2 in 2D: the one plane (x, y); 0
 * in 3D). A plane where d_a or d_b is 0 is skipped: there d × eₖ is 0 or a
 * coordinate axis, which the callers have tested.
 */
function lineSeparates(first: number): boolean {
  const L = LINE;
  for (let k = first; k < 3; k++) {
    // The plane normal to axis k, with axes (a, b) = (k + 1, k + 2) mod 3.
    const a = k === 2 ? 0 : k + 1;
    const b = k === 0 ? 2 : k - 1;
    const ea = L[3 + a] as number;
    const eb = L[3 + b] as number;
    const fa = L[6 + a] as number;
    const fb = L[6 + b] as number;
    // fl(e − f) = 0 iff e = f: gradual underflow.
    if (ea === fa || eb === fb) continue;
    const pa = L[a] as number;
    const pb = L[b] as number;
    const a0 = L[9 + a] as number;
    const b0 = L[9 + b] as number;
    const a1 = L[12 + a] as number;
    const b1 = L[12 + b] as number;
    const da = ea - fa;
    const db = eb - fb;
    // The corner farthest along n = (−db, da), and the opposite corner.
    const farA = db > 0 ? a0 : a1;
    const farB = da > 0 ? b1 : b0;
    const nearA = db > 0 ? a1 : a0;
    const nearB = da > 0 ? b0 : b1;
    const far = det2Filter(ea, fa, farB, pb, eb, fb, farA, pa);
    const near = det2Filter(ea, fa, nearB, pb, eb, fb, nearA, pa);
    if (far > 0 && near < 0) continue;
    // Stryker disable next-line LogicalOperator: equivalent (a narrower early answer leaves the rest to the exact path below)
    if (far < 0 || near > 0) return true;
    // A filter was unsure: the line passes within rounding of a corner, or
    // exactly through it (every grazing case lands here). Here far ≥ 0 ≥ near
    // and one of them is unproven (0); only unproven ones are decided, by the
    // kernel's exact stages, from a typed array in its argument order.
    const u = unsure;
    u[0] = ea;
    u[1] = fa;
    u[3] = pb;
    u[4] = eb;
    u[5] = fb;
    u[7] = pa;
    if (far === 0) {
      u[2] = farB;
      u[6] = farA;
      if (unsureSign() < 0) return true;
    }
    if (near === 0) {
      u[2] = nearB;
      u[6] = nearA;
      if (unsureSign() > 0) return true;
    }
  }
  return false;
}

const unsure = new Float64Array(8);

/** The exact sign of the determinant in `unsure`: the kernel's stages in doubles, BigInt beyond their range. */
function unsureSign(): number {
  const s = det2ExactAt(unsure, 0);
  return s !== UNDECIDED ? s : unsureSignBig();
}

/** BigInt, out of line: rare (values beyond the expansion range), and large once inlined. */
function unsureSignBig(): number {
  const u = unsure;
  return det2Big(
    u[0] as number,
    u[1] as number,
    u[2] as number,
    u[3] as number,
    u[4] as number,
    u[5] as number,
    u[6] as number,
    u[7] as number,
  );
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
  storeAxis(0, px, qx, px, x0, x1);
  storeAxis(1, py, qy, py, y0, y1);
  return !lineSeparates(2);
}

/**
 * A 3D line piece from p (a segment p→u, or a ray p + t·u) against the
 * closed box [x0, x1] × [y0, y1] × [z0, z1], on finite doubles with min ≤ max.
 */
type LineBoxTest3 = (
  px: number,
  py: number,
  pz: number,
  ux: number,
  uy: number,
  uz: number,
  x0: number,
  y0: number,
  z0: number,
  x1: number,
  y1: number,
  z1: number,
) => boolean;

/**
 * True iff the closed 3D segment p→q meets the closed box [min, max].
 * Exact for finite doubles with min ≤ max on every axis (not checked here).
 *
 * ```ts
 * segmentMeetsBox3(0, 2, 0, 2, 0, 0, 1.5, 1.5, -1, 3, 3, 1); // false
 * ```
 */
export const segmentMeetsBox3: LineBoxTest3 = (px, py, pz, qx, qy, qz, x0, y0, z0, x1, y1, z1) => {
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
  storeAxis(0, px, qx, px, x0, x1);
  storeAxis(1, py, qy, py, y0, y1);
  storeAxis(2, pz, qz, pz, z0, z1);
  return !lineSeparates(0);
};

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
  storeAxis(0, ox, dx, 0, x0, x1);
  storeAxis(1, oy, dy, 0, y0, y1);
  return !lineSeparates(2);
}

/**
 * True iff the closed 3D ray o + t·dir (t ≥ 0) meets the closed box.
 * Exact for finite doubles, dir ≠ 0, min ≤ max (not checked here).
 *
 * ```ts
 * rayMeetsBox3(0, 0, 1, 1, 1, 1, 1, 1, 1, 2, 2, 2); // true (grazes the corner (1, 1, 2))
 * ```
 */
export const rayMeetsBox3: LineBoxTest3 = (ox, oy, oz, dx, dy, dz, x0, y0, z0, x1, y1, z1) => {
  if (rayMissesAxis(ox, dx, x0, x1) || rayMissesAxis(oy, dy, y0, y1) || rayMissesAxis(oz, dz, z0, z1)) return false;
  storeAxis(0, ox, dx, 0, x0, x1);
  storeAxis(1, oy, dy, 0, y0, y1);
  storeAxis(2, oz, dz, 0, z0, z1);
  return !lineSeparates(0);
};
