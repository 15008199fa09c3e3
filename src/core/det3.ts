import type { Coordinate } from './coordinate.js';
import { scaleToIntegers } from './coordinate.js';
import type { Sign } from './det2.js';
import { EPS } from './expansion.js';

/*
 * The sign of the 3×3 determinant of differences
 *
 *         | a₀−o₀  a₁−o₁  a₂−o₂ |
 *     D = | b₀−o₀  b₁−o₁  b₂−o₂ |
 *         | c₀−o₀  c₁−o₁  c₂−o₂ |
 *
 * orient3d(p, q, r, s) is D with o = p and rows q, r, s (the triple product
 * ((q−p)×(r−p))·(s−p)).
 *
 * Filter: expanding along the first column, D̃ is computed with nine rounded
 * differences, six products in the 2×2 minors, three minor differences,
 * three products and two additions. Shewchuk (1997, §4.3, o3derrboundA)
 * bounds the error by (7ε + 56ε²)·P where P is the permanent, the same
 * expression with every product and sum replaced by its absolute value,
 * computed in doubles. We use 112ε² to also cover the extra additions of the
 * underflow terms below. Otherwise: exact BigInt on the values scaled to
 * integers.
 *
 * Underflow: that bound assumes no product falls below the normal range. A
 * product that does is off by up to 2⁻¹⁰⁷⁵ absolutely (sums and differences
 * of such values are exact), so each minor carries up to 2·2⁻¹⁰⁷⁵ of it, and
 * multiplying a minor by ax, ay or az scales that: in all at most
 * (|ax| + |ay| + |az|)·2⁻¹⁰⁷⁴ (times 1 + 3ε, below 2⁻¹⁰⁷³), plus 2⁻¹⁰⁷⁵ for
 * each of the three outer products and the rounding of this term itself,
 * which the guard 2⁻¹⁰⁰⁰ covers. (In det2 no product is multiplied again, and
 * the guard alone suffices.) Without the scaled term, a minor of 10⁻³¹⁰ times
 * an ax of 10²² decided a zero determinant as positive.
 */
const ERR = (7 + 112 * EPS) * EPS;
const UNDERFLOW_GUARD = 2 ** -1000;
const SCALED_UNDERFLOW = 2 ** -1073;

/** Returns D̃ when its sign is proven, else 0 (also for NaN/infinite input). */
export function det3Filter(
  a0: number,
  a1: number,
  a2: number,
  b0: number,
  b1: number,
  b2: number,
  c0: number,
  c1: number,
  c2: number,
  o0: number,
  o1: number,
  o2: number,
): number {
  const ax = a0 - o0,
    ay = a1 - o1,
    az = a2 - o2;
  const bx = b0 - o0,
    by = b1 - o1,
    bz = b2 - o2;
  const cx = c0 - o0,
    cy = c1 - o1,
    cz = c2 - o2;
  const m1l = by * cz,
    m1r = bz * cy;
  const m2l = bz * cx,
    m2r = bx * cz;
  const m3l = bx * cy,
    m3r = by * cx;
  const det = ax * (m1l - m1r) + ay * (m2l - m2r) + az * (m3l - m3r);
  const absX = Math.abs(ax);
  const absY = Math.abs(ay);
  const absZ = Math.abs(az);
  const permanent =
    absX * (Math.abs(m1l) + Math.abs(m1r)) + absY * (Math.abs(m2l) + Math.abs(m2r)) + absZ * (Math.abs(m3l) + Math.abs(m3r));
  const bound = ERR * permanent + (absX + absY + absZ) * SCALED_UNDERFLOW + UNDERFLOW_GUARD;
  return Math.abs(det) > bound ? det : 0;
}

/** The exact sign of D for any coordinates (validated by the caller). */
export function det3Sign(
  a0: Coordinate,
  a1: Coordinate,
  a2: Coordinate,
  b0: Coordinate,
  b1: Coordinate,
  b2: Coordinate,
  c0: Coordinate,
  c1: Coordinate,
  c2: Coordinate,
  o0: Coordinate,
  o1: Coordinate,
  o2: Coordinate,
): Sign {
  if (
    // Stryker disable BlockStatement: equivalent (this shortcut emptied, the general exact path gives the same answer)
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
    typeof o0 === 'number' &&
    typeof o1 === 'number' &&
    typeof o2 === 'number'
  ) {
    // Stryker restore StringLiteral
    // Stryker restore BlockStatement
    const det = det3Filter(a0, a1, a2, b0, b1, b2, c0, c1, c2, o0, o1, o2);
    if (det > 0) return 1;
    if (det < 0) return -1;
  }
  return det3SignBig([a0, a1, a2, b0, b1, b2, c0, c1, c2, o0, o1, o2]);
}

/** Exact BigInt evaluation after scaling to integers. */
export function det3SignBig(values: readonly Coordinate[]): Sign {
  const [A0, A1, A2, B0, B1, B2, C0, C1, C2, O0, O1, O2] = scaleToIntegers(values).ints as bigint[] as [
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  const ax = A0 - O0,
    ay = A1 - O1,
    az = A2 - O2;
  const bx = B0 - O0,
    by = B1 - O1,
    bz = B2 - O2;
  const cx = C0 - O0,
    cy = C1 - O1,
    cz = C2 - O2;
  const det = ax * (by * cz - bz * cy) + ay * (bz * cx - bx * cz) + az * (bx * cy - by * cx);
  return det > 0n ? 1 : det < 0n ? -1 : 0;
}
