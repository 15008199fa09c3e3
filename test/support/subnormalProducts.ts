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
