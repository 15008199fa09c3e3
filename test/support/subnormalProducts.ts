/*
 * Three points whose orientation a double filter gets wrong unless it
 * carries the underflow guard: two products in the subnormal range, each
 * within 2^-45 units of a midpoint, round one up and one down, and a
 * rounded difference moves the exact value by 2^-10 units the other way.
 * With u = 2^-1074 (the subnormal step):
 *
 *   a = (2^-54, 0)
 *   b = (1 + 2^-45, (2^46 − 1)·u)
 *   c = ((2^52 + 449)·2^-54, (2^44 + 1)·u)
 *
 * bx − ax = 1 + 2^-45 − 2^-54 rounds up to bx (doubles near 1 are 2^-52
 * apart); cx − ax = (2^52 + 448)·2^-54 is exact. The two products of
 * orient2d = (bx − ax)(cy − ay) − (by − ay)(cx − ax), in units of u:
 *
 *   bx·cy            = (1 + 2^-45)(2^44 + 1)            = 2^44 + 1.5 + 2^-45       → 2^44 + 2
 *   by·(cx − ax)     = (2^46 − 1)(2^52 + 448)·2^-54     = 2^44 + 1.5 − 448·2^-54   → 2^44 + 1
 *
 * so the double determinant is +u, and any relative bound times |p1 + p2|
 * (about 2^45 u) underflows to 0. The exact value uses bx − ax, which is
 * 2^-54 less than bx: 2^-45 − 2^-54·(2^44 + 1) + 448·2^-54 = 2^-45 − 2^-10 +
 * 447·2^-54 units, negative. The points turn clockwise.
 *
 * robust-predicates, which has no guard, says collinear for (a, b, c) and
 * (c, a, b) and counterclockwise for (b, c, a).
 */

const U = 2 ** -1074;

/** a, b, c above, flat: [ax, ay, bx, by, cx, cy]; orient2d is −1. */
export const SUBNORMAL_ORIENT2D: readonly number[] = [
  2 ** -54,
  0,
  1 + 2 ** -45,
  (2 ** 46 - 1) * U,
  (2 ** 52 + 449) * 2 ** -54,
  (2 ** 44 + 1) * U,
];

/** The same triple in its three rotations (a, b, c), (b, c, a), (c, a, b): every one turns clockwise. */
export const SUBNORMAL_ORIENT2D_ROTATIONS: readonly (readonly number[])[] = [0, 2, 4].map((k) => [
  ...SUBNORMAL_ORIENT2D.slice(k),
  ...SUBNORMAL_ORIENT2D.slice(0, k),
]);

/** The rotations as det2's (a − b)(c − d) − (e − f)(g − h) arguments: (bx, ax, cy, ay, by, ay, cx, ax); det2 is −1. */
export const SUBNORMAL_DET2: readonly (readonly number[])[] = SUBNORMAL_ORIENT2D_ROTATIONS.map((v) => {
  const [ax, ay, bx, by, cx, cy] = v as [number, number, number, number, number, number];
  return [bx, ax, cy, ay, by, ay, cx, ax];
});

/*
 * The same trap for compareDistance2 = |p − a|² − |p − b|², from squares.
 * With s = 6755399441068160, t = 7800418581834649 (both below 2^53),
 * i = 6291457 and q = 12582768:
 *
 *   p = (s·2^-567, t·2^-578)
 *   a = (2^-568 − 2^-620, 0)
 *   b = ((s − i·2^30)·2^-567, t·2^-578)
 *
 * px − ax rounds up to px (ax is below half of px's spacing, 2^-567);
 * py − ay = py; px − bx = i·2^-537 and py − by = 0 are exact. In units of u:
 *
 *   px² = s²·2^-60, less than 2^-10 above the midpoint P − 1/2   → P = 39582418600082
 *   py² = t²·2^-82, less than 2^-29 above the midpoint q − 1/2   → q
 *   (px − bx)² = i² = P + q − 1                                   (exact)
 *
 * so the double value is +u and the relative bound (about 2^-5 u)
 * underflows to 0: in doubles b is the nearer point. The exact (px − ax)²
 * is px² − 2·px·ax + ax², and 2·px·ax is about s·2^-60 ≈ 2^-7.4 units, more
 * than the two roundings gained: a is the nearer point, by that margin.
 */

/** p, a, b above, flat: [px, py, ax, ay, bx, by]; compareDistance2 is −1. */
export const SUBNORMAL_COMPARE_DISTANCE2: readonly number[] = [
  6755399441068160 * 2 ** -567,
  7800418581834649 * 2 ** -578,
  2 ** -568 - 2 ** -620,
  0,
  (6755399441068160 - 6291457 * 2 ** 30) * 2 ** -567,
  7800418581834649 * 2 ** -578,
];

/** The same points in 3D, with z = 0: [px, py, 0, ax, ay, 0, bx, by, 0]; compareDistance3 is −1. */
export const SUBNORMAL_COMPARE_DISTANCE3: readonly number[] = [0, 2, 4].flatMap((k) => [
  SUBNORMAL_COMPARE_DISTANCE2[k] as number,
  SUBNORMAL_COMPARE_DISTANCE2[k + 1] as number,
  0,
]);

/*
 * And for crossingCompare (its 16 inputs: p₁ q₁ u₁ v₁ p₂ q₂ u₂ v₂), found by
 * a search over points of this shape: line 1 from (0, 0) to (1, 0) against
 * the vertical through u₁ = (x, 0), so that D₁ = 1 and N₁ = x exactly; line
 * 2 along the x axis from p₂ = (2^-53 − 2^-70, 0) against the segment from
 * u₂ up to u₂ + (0, H), H subnormal, so that D₂ = E·H and N₂ = F·H with
 * E = q₂x − p₂x and F = u₂x − p₂x. The value is D₂·(x − p₂x) − N₂·E: the
 * rounded x − p₂x (p₂x is below half its spacing) against two products in
 * the subnormal range that round toward each other, as in orient2d. In
 * doubles it is −u with a relative bound that underflows to 0; exactly it is
 * positive.
 */
export const SUBNORMAL_CROSSING_COMPARE: readonly number[] = [
  0, 0, 1, 0, 1.0000000001177791, 0, 1.0000000001177791, 1, 1.110214554295684e-16, 0, 1.991639838552892, 0, 1.000000000117757, 0,
  1.000000000117757, 7.0172125893536e-311,
];
