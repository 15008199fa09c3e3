import type { Coordinate } from './coordinate.js';
import { scaleToIntegers } from './coordinate.js';
import { EPS, expansionSign, growByProduct, inExpansionRange, SPLITTER, twoDiffTail } from './expansion.js';

/** -1, 0 or 1. */
export type Sign = -1 | 0 | 1;

/*
 * Every 2D sign in the package is the sign of
 *
 *     D = (a − b)·(c − d) − (e − f)·(g − h) = x·y − u·v.
 *
 * orient2d(p, q, r) is D with (q.x, p.x, r.y, p.y, q.y, p.y, r.x, p.x); the
 * comparison of two slab parameters (m₁ − p₁)/δ₁ against (m₂ − p₂)/δ₂ is D up
 * to the sign of δ₁δ₂. The evaluation is staged; each stage answers only when
 * it has proven the sign. Notation: ε = 2⁻⁵³ (unit roundoff), fl(·) a rounded
 * operation, x̃ = fl(a − b) and x̂ = (a − b) − x̃ its exact tail (likewise
 * ỹ ŷ, ũ û, ṽ v̂), L = fl(x̃ỹ), R = fl(ũṽ), S = fl(|L| + |R|). Two facts are
 * used throughout: rounding is monotonic, and |fl(z) − z| ≤ ε|z| and
 * ≤ ε|fl(z)| for any z in the normal range, while a sum or difference in the
 * subnormal range is exact. Only products can underflow, and a product that
 * does is off by at most 2⁻¹⁰⁷⁵ in absolute terms.
 *
 * Stage A (det2Filter). D̃ = fl(L − R). With θ = (1 + ε)³ − 1 = 3ε + 3ε² + ε³,
 * L = xy(1 + θ₁) with |θ₁| ≤ θ (three roundings), so
 *     |L − xy| ≤ θ|xy| ≤ θ|L|/(1 − θ) = c|L|,  c = 3ε + 12ε² + O(ε³),
 * and the same for R. sign(D̃) = sign(L − R), and |L − R| ≥ |D̃|/(1 + ε), so
 * sign(D̃) = sign(D) once |D̃| > (1 + ε)c(|L| + |R|) = (3ε + 15ε² + O(ε³))(|L| + |R|).
 * The bound is computed as fl(fl(K·S) + G) with K = (3 + 32ε)ε (exact in
 * binary64) and G = 2⁻¹⁰⁰⁰: fl(K·S) ≥ K·S(1 − ε) − 2⁻¹⁰⁷⁵ and S ≥ (|L| + |R|)(1 − ε),
 * so the computed bound is ≥ K(1 − ε)³(|L| + |R|) + 2⁻¹⁰⁰¹ ≥ (3ε + 23ε²)(|L| + |R|) + 2⁻¹⁰⁰¹.
 * That covers (1 + ε)c = 3ε + 15ε² with room for the O(ε³) terms, and G covers
 * the absolute error of two underflowed products (≤ 2⁻¹⁰⁷⁴). Overflow makes L,
 * R, D̃ or S infinite or NaN; then `|D̃| > bound` is false (∞ > ∞ and
 * comparisons with NaN are false), and so is it for NaN or infinite input.
 * The code computes S as fl(|L + R|), one operation fewer: when L and R have
 * the same sign (or one is 0) that is the same number, and when they have
 * strictly opposite signs no bound is needed at all, since then x̃ỹ and ũṽ
 * (whose signs L and R keep, as rounding does, and which have the signs of
 * xy and uv, as rounded differences keep the signs of differences) have
 * opposite signs, so D = xy − uv has the sign of L, as does D̃ = fl(L − R).
 *
 * The remaining stages are exact arithmetic on doubles (expansion.ts).
 * Sums and differences, and their tails (Two-Sum, Two-Diff), are exact for
 * any finite doubles; only products need care. Exact product tails (stages
 * B and C) need, for L = fl(xy): |x| + |y| ≤ 2⁴⁸⁰ (splitting and products
 * cannot overflow), and |L| ≥ 2⁻⁹⁶⁶ or a zero factor. Then ulp(x)·ulp(y) >
 * |xy|·2⁻¹⁰⁶ > 2⁻¹⁰⁷³ (ulp(z) > |z|·2⁻⁵³ for any double z), every partial
 * product of Dekker's algorithm is a multiple of that power of two, hence
 * representable even in the subnormal range, and the algorithm runs as with
 * unbounded exponents, where it is exact (Shewchuk, Thm 18); with a zero
 * factor the tail is 0. det2SignStaged checks this ("tailsExact") for both
 * products at once. Stage D multiplies tails by tails and needs every input
 * 0 or in [2⁻⁴⁸⁰, 2⁴⁸⁰] (expansion.ts). When a condition fails, stage E uses
 * BigInt.
 *
 * Stage B: all four differences exact (x̂ = ŷ = û = v̂ = 0, the usual case for
 * integer coordinates). Then D = xy − uv with x = x̃ etc. If L ≠ R, monotonic
 * rounding gives sign(D) = sign(L − R) (xy ≤ uv would force L ≤ R). If L = R,
 * D = (xy − L) − (uv − R), a difference of two exact product tails, whose
 * rounded value has the exact sign (a difference of doubles rounds to 0 only
 * when it is 0, and never changes sign).
 * B0, a shortcut for collinear integers: if x, y, u, v are integers and
 * |L| = |R| < 2⁵³, then D = 0. Indeed |xy| ≥ 2⁵³ would give |L| ≥ 2⁵³ (2⁵³ is
 * a double and rounding is monotonic), so xy is an integer below 2⁵³ in
 * magnitude, hence a double, so L = xy; likewise R = uv; and D = L − R = 0.
 *
 * Stage C: inexact differences (near-degenerate doubles), following the
 * structure of Shewchuk's adaptive orient2d with bounds derived here.
 * P = |L| + |R| ≤ S/(1 − ε). B = x̃ỹ − ũṽ is computed exactly as the
 * expansion b₀ + b₁ + b₂ + b₃ (Two-Two-Diff of L + l̂ and R + r̂, l̂ and r̂ the
 * exact product tails), and D = B + E₁ + E₂ with E₁ = x̃ŷ + x̂ỹ − ũv̂ − ûṽ and
 * E₂ = x̂ŷ − ûv̂. Since |x̂| ≤ ε|x̃| (and so on) and |x̃ỹ| + |ũṽ| ≤ P/(1 − ε):
 *     |E₁| ≤ 2ε(1 + ε)P,   |E₂| ≤ ε²(1 + ε)P.
 * Sizes of the components, from the Two-Two-Diff steps (|l̂| ≤ ε|L|,
 * |r̂| ≤ ε|R|; each tail is at most ε times the sum it comes from):
 * |b₀| ≤ 3ε²P, |b₁| ≤ ε(1 + 4ε)P, |b₂| ≤ ε|b₃|, |b₃| ≤ (|B| + ε(1 + 7ε)P)/(1 − ε).
 * est = fl(fl(fl(b₀ + b₁) + b₂) + b₃) then errs by at most
 * ε(|b₀| + |b₁|) + ε(1 + ε)(|b₀| + |b₁|) + ε|b₂| + ε|est|; with the sizes above
 * and |B| ≤ |est| + |est − B| this gives |est − B| ≤ (ε + 2ε²)|est| + 4ε²P.
 *   C1: sign(est) = sign(D) when |est| > |est − B| + |E₁| + |E₂|, implied by
 *       (1 − ε − 2ε²)|est| > (2ε + 9ε² + O(ε³))P, i.e. |est| > (2ε + 13ε² + O(ε³))S.
 *       We test |est| > fl(fl(K_B·S) + G) with K_B = (2 + 32ε)ε; as in stage A
 *       the computed bound is ≥ K_B(1 − ε)²S ≥ (2ε + 28ε²)S.
 *   C2: det = fl(est + F), F = fl(fl(fl(x̃ŷ) + fl(ỹx̂)) − fl(fl(ũv̂) + fl(ṽû))).
 *       Each of F's four terms passes three roundings, so |F − E₁| ≤ γ₃·2ε(1 + ε)P
 *       with γ₃ = 3ε/(1 − 3ε), and
 *       |D − det| ≤ ε|det| + (ε + 2ε²)|est| + (11ε² + O(ε³))P.
 *       Hence sign(det) = sign(D) when (1 − ε)|det| exceeds the rest, implied by
 *       |det| > (ε + 4ε²)|est| + 12ε²S. We test |det| > fl(fl(fl(R·|est|) +
 *       fl(K_C·S)) + G) with R = 3ε and K_C = 16ε²: the computed bound is
 *       ≥ (1 − ε)³(R|est| + K_C·S) ≥ (3ε − 9ε²)|est| + 15ε²S.
 *   Stage C runs when tailsExact holds for x̃, ỹ, ũ, ṽ: then l̂, r̂ and B are
 *   exact and L, R carry relative errors only (|L| ≥ 2⁻⁹⁶⁶ is far from the
 *   subnormal range). The other products — the four in F and those in the
 *   bounds — may underflow, each then off by at most 2⁻¹⁰⁷⁵ in absolute
 *   terms; G exceeds their sum many times over.
 *
 * Stage D: the exact expansion of (x̃ + x̂)(ỹ + ŷ) − (ũ + û)(ṽ + v̂); its sign is
 * the sign of its largest component. It runs when C cannot decide, or when
 * tailsExact fails, provided all inputs are in the expansion range.
 *
 * Stage E: BigInt, for values outside the expansion range, bigints and
 * Rationals: all values are scaled to integers by one common positive factor.
 *
 * Entry points. det2Filter / det2FilterSign (stage A, small, inline),
 * det2Sign (everything), det2SignNumbers and det2SignAdaptive (finite
 * doubles), det2SignDoubles / det2SignStaged (stages B–D in doubles, or
 * UNDECIDED), det2SignBig (E). Orientations and segment pairs, the hot
 * callers, have their own entries that read points themselves, from arrays
 * or from a Float64Array: orient2dFilterPoints, orient2dFilterAt,
 * segmentPairFilterPoints (stage A; segmentPairFilter takes the eight
 * doubles) and orient2dDoubles, orient2dAt (stage B, the rest through
 * det2SignStaged). They repeat stage A or B line for line, on purpose: V8
 * boxes the double arguments of a call it does not inline (a heap
 * allocation each), so hot code hands doubles only to small functions that
 * are sure to be inlined, and otherwise hands over arrays.
 */
const ERR_A = (3 + 32 * EPS) * EPS;
const ERR_B = (2 + 32 * EPS) * EPS;
// Stryker disable next-line ArithmeticOperator: equivalent (each mutant makes the bound larger: stage C decides less, stage D the rest)
const ERR_C = 16 * EPS * EPS;
// Stryker disable next-line ArithmeticOperator: equivalent (each mutant makes the bound larger: stage C decides less, stage D the rest)
const RESULT_ERR = 3 * EPS;
const UNDERFLOW_GUARD = 2 ** -1000;

/**
 * Stage A. Returns D̃ when its sign is proven to be the sign of D, else 0
 * (also for NaN or infinite input). A proven D̃ is never 0.
 *
 * ```ts
 * det2Filter(1, 0, 1, 0, 0, 0, 0, 0); // 1 (D = 1·1 − 0·0)
 * det2Filter(3, 1, 3, 1, 3, 1, 3, 1); // 0 (D = 0: not proven)
 * ```
 */
export function det2Filter(a: number, b: number, c: number, d: number, e: number, f: number, g: number, h: number): number {
  const l = (a - b) * (c - d);
  const r = (e - f) * (g - h);
  const det = l - r;
  return Math.abs(det) > ERR_A * Math.abs(l + r) + UNDERFLOW_GUARD ? det : 0;
}

/**
 * Stage A as a sign, for hot paths: `1` or `-1` when the filter proves the
 * sign of D, `0` when it cannot (then D may still be nonzero: ask
 * det2SignAdaptive). Small enough to inline; the sign is formed without a
 * branch, since V8 pays for an unpredictable `det > 0 ? 1 : -1`.
 *
 * ```ts
 * det2FilterSign(1, 0, 1, 0, 0, 0, 0, 0); // 1
 * det2FilterSign(3, 1, 3, 1, 3, 1, 3, 1); // 0 (unsure)
 * ```
 */
export function det2FilterSign(a: number, b: number, c: number, d: number, e: number, f: number, g: number, h: number): number {
  const abs = Math.abs; // a local: smaller bytecode, easier to inline
  const l = (a - b) * (c - d);
  const r = (e - f) * (g - h);
  const det = l - r;
  return abs(det) > ERR_A * abs(l + r) + UNDERFLOW_GUARD ? +(det > 0) - +(det < 0) : 0;
}

/**
 * Stage A for a pair of segments p–q and u–v at once: `1` when the filter
 * proves that they cross at one point inside both (each segment's endpoints
 * strictly on opposite sides of the other's line), `0` when it proves that
 * they are apart (some segment strictly on one side of the other's line),
 * `-1` when some orientation is unproven or zero (then decide exactly).
 *
 * The four orientations are det2Filter's D for (p, q, u), (p, q, v),
 * (u, v, p) and (u, v, q), each with its own bound. One guard asks "all four
 * proven": on random input it is always true, so it predicts well. The
 * answer is combined from the four signs without branching.
 *
 * ```ts
 * segmentPairFilter(0, 0, 2, 2, 0, 2, 2, 0); // 1 (an X)
 * segmentPairFilter(0, 0, 1, 1, 2, 2, 3, 3); // -1 (collinear: ask the exact path)
 * ```
 */
export function segmentPairFilter(
  px: number,
  py: number,
  qx: number,
  qy: number,
  ux: number,
  uy: number,
  vx: number,
  vy: number,
): number {
  // Kept small, so that V8 inlines it together with its callers (it inlines
  // at most 460 bytes of bytecode per function and 920 in all): the two
  // edge vectors are computed once, Math.abs and the constants are read into
  // locals once, and each bound uses |l + r|.
  const abs = Math.abs;
  const err = ERR_A;
  const guard = UNDERFLOW_GUARD;
  const sx = qx - px;
  const sy = qy - py;
  const tx = vx - ux;
  const ty = vy - uy;
  const l1 = sx * (uy - py);
  const r1 = sy * (ux - px);
  const l2 = sx * (vy - py);
  const r2 = sy * (vx - px);
  const l3 = tx * (py - uy);
  const r3 = ty * (px - ux);
  const l4 = tx * (qy - uy);
  const r4 = ty * (qx - ux);
  const d1 = l1 - r1;
  const d2 = l2 - r2;
  const d3 = l3 - r3;
  const d4 = l4 - r4;
  if (
    abs(d1) > err * abs(l1 + r1) + guard &&
    abs(d2) > err * abs(l2 + r2) + guard &&
    abs(d3) > err * abs(l3 + r3) + guard &&
    abs(d4) > err * abs(l4 + r4) + guard
  ) {
    // All four signs proven and nonzero: they meet iff both pairs straddle.
    // Stryker disable next-line UnaryOperator: equivalent (-1 & 1 = 1 and -0 & x = 0: the same answer)
    return +(d1 > 0 !== d2 > 0) & +(d3 > 0 !== d4 > 0);
  }
  return -1;
}

/**
 * Stage A for the orientation sign((b − a) × (c − a)) of three points held
 * as arrays: `1` or `-1` when the filter proves the sign, `0` when the six
 * coordinates are numbers but the filter cannot decide, `2` when some
 * coordinate is not a number. The caller has checked that the points are
 * arrays of length 2.
 *
 * It reads the points itself, so that whether or not V8 inlines it, no
 * double crosses a call boundary (V8 boxes doubles passed to a function it
 * does not inline: a heap allocation each). The arithmetic is det2FilterSign's.
 *
 * ```ts
 * orient2dFilterPoints([0, 0], [1, 0], [0, 1]); // 1
 * orient2dFilterPoints([0, 0], [1, 1], [2, 2]); // 0 (collinear: not proven)
 * ```
 */
export function orient2dFilterPoints(pa: ArrayLike<unknown>, pb: ArrayLike<unknown>, pc: ArrayLike<unknown>): number {
  const ax = pa[0];
  const ay = pa[1];
  const bx = pb[0];
  const by = pb[1];
  const cx = pc[0];
  const cy = pc[1];
  if (
    // Stryker disable StringLiteral: equivalent. A type probe made `typeof x === ""` fails for every value,
    // which only sends the input down the general exact path: the same answer, later.
    typeof ax !== 'number' ||
    typeof ay !== 'number' ||
    typeof bx !== 'number' ||
    typeof by !== 'number' ||
    typeof cx !== 'number' ||
    typeof cy !== 'number'
  ) {
    // Stryker restore StringLiteral
    return 2;
  }
  const abs = Math.abs;
  const l = (bx - ax) * (cy - ay);
  const r = (by - ay) * (cx - ax);
  const det = l - r;
  return abs(det) > ERR_A * abs(l + r) + UNDERFLOW_GUARD ? +(det > 0) - +(det < 0) : 0;
}

/**
 * segmentPairFilter for segments p–q and u–v held as arrays: `1` meet, `0`
 * apart, `-1` unsure (then decide exactly), `-2` when some coordinate is not
 * a number. The caller has checked that the points are arrays of length 2.
 * Reads the points itself, as orient2dFilterPoints does; the arithmetic is
 * segmentPairFilter's, line for line.
 *
 * ```ts
 * segmentPairFilterPoints([0, 0], [2, 2], [0, 2], [2, 0]); // 1
 * ```
 */
export function segmentPairFilterPoints(
  p: ArrayLike<unknown>,
  q: ArrayLike<unknown>,
  u: ArrayLike<unknown>,
  v: ArrayLike<unknown>,
): number {
  const px = p[0];
  const py = p[1];
  const qx = q[0];
  const qy = q[1];
  const ux = u[0];
  const uy = u[1];
  const vx = v[0];
  const vy = v[1];
  if (
    // Stryker disable StringLiteral: equivalent. A type probe made `typeof x === ""` fails for every value,
    // which only sends the input down the general exact path: the same answer, later.
    typeof px !== 'number' ||
    typeof py !== 'number' ||
    typeof qx !== 'number' ||
    typeof qy !== 'number' ||
    typeof ux !== 'number' ||
    typeof uy !== 'number' ||
    typeof vx !== 'number' ||
    typeof vy !== 'number'
  ) {
    // Stryker restore StringLiteral
    return -2;
  }
  const abs = Math.abs;
  const err = ERR_A;
  const guard = UNDERFLOW_GUARD;
  const sx = qx - px;
  const sy = qy - py;
  const tx = vx - ux;
  const ty = vy - uy;
  const l1 = sx * (uy - py);
  const r1 = sy * (ux - px);
  const l2 = sx * (vy - py);
  const r2 = sy * (vx - px);
  const l3 = tx * (py - uy);
  const r3 = ty * (px - ux);
  const l4 = tx * (qy - uy);
  const r4 = ty * (qx - ux);
  const d1 = l1 - r1;
  const d2 = l2 - r2;
  const d3 = l3 - r3;
  const d4 = l4 - r4;
  if (
    // Stryker disable BlockStatement: equivalent (this shortcut emptied, the later exact stages give the same answer)
    abs(d1) > err * abs(l1 + r1) + guard &&
    abs(d2) > err * abs(l2 + r2) + guard &&
    abs(d3) > err * abs(l3 + r3) + guard &&
    abs(d4) > err * abs(l4 + r4) + guard
  ) {
    // Stryker restore BlockStatement
    // Stryker disable next-line UnaryOperator: equivalent (-1 & 1 = 1 and -0 & x = 0: the same answer)
    return +(d1 > 0 !== d2 > 0) & +(d3 > 0 !== d4 > 0);
  }
  return -1;
}

/**
 * The exact sign of D for any coordinates (validated by the caller).
 *
 * ```ts
 * det2Sign(1, 0, 1, 0, 0, 0, 0, 0);        // 1
 * det2Sign(2n ** 80n, 0, 1, 0, 2 ** 80, 0, 1, 0); // 0
 * ```
 */
export function det2Sign(
  a: Coordinate,
  b: Coordinate,
  c: Coordinate,
  d: Coordinate,
  e: Coordinate,
  f: Coordinate,
  g: Coordinate,
  h: Coordinate,
): Sign {
  if (
    // Stryker disable BlockStatement: equivalent (this shortcut emptied, the later exact stages give the same answer)
    // Stryker disable StringLiteral: equivalent. A type probe made `typeof x === ""` fails for every value,
    // which only sends the input down the general exact path: the same answer, later.
    typeof a === 'number' &&
    typeof b === 'number' &&
    typeof c === 'number' &&
    typeof d === 'number' &&
    typeof e === 'number' &&
    typeof f === 'number' &&
    typeof g === 'number' &&
    typeof h === 'number'
  ) {
    // Stryker restore StringLiteral
    // Stryker restore BlockStatement
    return det2SignNumbers(a, b, c, d, e, f, g, h);
  }
  return det2SignBig(a, b, c, d, e, f, g, h);
}

/**
 * The exact sign of D for finite doubles: stage A inline, the rest out of line.
 *
 * ```ts
 * det2SignNumbers(0.1, 0, 0.3, 0, 0.3, 0, 0.1, 0); // 0 (the same product twice)
 * ```
 */
export function det2SignNumbers(a: number, b: number, c: number, d: number, e: number, f: number, g: number, h: number): Sign {
  const s = det2FilterSign(a, b, c, d, e, f, g, h);
  return s !== 0 ? (s as Sign) : det2SignAdaptive(a, b, c, d, e, f, g, h);
}

/**
 * Stages B–E for finite doubles (any, but meant for those the filter left
 * undecided): exact in doubles when possible, else BigInt.
 *
 * ```ts
 * det2SignAdaptive(3, 1, 3, 1, 3, 1, 3, 1);        // 0
 * det2SignAdaptive(2 ** 600, 0, 1, 0, 1, 0, 2 ** 600, 0); // 0 (via BigInt: out of the expansion range)
 * ```
 */
export function det2SignAdaptive(a: number, b: number, c: number, d: number, e: number, f: number, g: number, h: number): Sign {
  const s = det2SignDoubles(a, b, c, d, e, f, g, h);
  return s !== UNDECIDED ? s : det2SignBig(a, b, c, d, e, f, g, h);
}

/** What det2SignDoubles and det2SignStaged return when doubles cannot decide. */
export const UNDECIDED = 2;

/** The eight doubles handed to det2SignStaged by det2SignDoubles. */
const args = new Float64Array(8);

/**
 * Stages B–D: the exact sign of D computed in doubles, or UNDECIDED (2) when
 * a value is NaN, infinite or outside the expansion range (then validate,
 * and use det2SignBig for finite values). A small wrapper, meant to be
 * inlined: the values travel to the large out-of-line stages in a typed
 * array, because V8 boxes every non-Smi double passed to a function it does
 * not inline (one heap allocation each).
 *
 * ```ts
 * det2SignDoubles(3, 1, 3, 1, 3, 1, 3, 1);   // 0
 * det2SignDoubles(NaN, 1, 3, 1, 3, 1, 3, 1); // 2
 * ```
 */
export function det2SignDoubles(
  a: number,
  b: number,
  c: number,
  d: number,
  e: number,
  f: number,
  g: number,
  h: number,
): Sign | 2 {
  const v = args;
  v[0] = a;
  v[1] = b;
  v[2] = c;
  v[3] = d;
  v[4] = e;
  v[5] = f;
  v[6] = g;
  v[7] = h;
  return det2SignStaged(v);
}

/**
 * The orientation sign((b − a) × (c − a)) of three points of two numbers
 * each, by stages B–D (for points the caller's filter left undecided; the
 * caller has checked shapes and types); UNDECIDED (2) for NaN, ±∞ or values
 * beyond the expansion range. The same computation as orient2dAt, for
 * points held as arrays (two functions rather than one polymorphic one, so
 * that each compiles to monomorphic loads).
 *
 * ```ts
 * orient2dDoubles([0, 0], [1, 1], [3, 3]); // 0
 * ```
 */
export function orient2dDoubles(pa: ArrayLike<number>, pb: ArrayLike<number>, pc: ArrayLike<number>): Sign | 2 {
  const ax = pa[0] as number;
  const ay = pa[1] as number;
  const bx = pb[0] as number;
  const by = pb[1] as number;
  const cx = pc[0] as number;
  const cy = pc[1] as number;
  // Stryker disable ArithmeticOperator: equivalent but one. A mutant of a difference or of its tail
  // test can change an answer only by letting the test pass for an inexact difference (a failing test
  // sends the input to det2SignStaged, which starts from the inputs again); tailCheckMutants.test.ts
  // finds that none does but `x - (bx - x)`, which passes at a rounding tie. tieDifferences.test.ts
  // kills that one; it is ignored with the rest because a directive names a mutator, not a mutant.
  const x = bx - ax;
  const y = cy - ay;
  const u = by - ay;
  const v = cx - ax;
  if (
    // Stryker disable BlockStatement: equivalent (this shortcut emptied, the later exact stages give the same answer)
    bx - (x + (bx - x)) + (bx - x - ax) === 0 &&
    cy - (y + (cy - y)) + (cy - y - ay) === 0 &&
    by - (u + (by - u)) + (by - u - ay) === 0 &&
    cx - (v + (cx - v)) + (cx - v - ax) === 0
  ) {
    // Stryker restore BlockStatement
    // Stryker restore ArithmeticOperator
    const l = x * y;
    const r = u * v;
    if (l !== r) return l > r ? 1 : -1;
    const abs = Math.abs;
    const floor = Math.floor;
    if (abs(l) < 2 ** 53 && floor(x) === x && floor(y) === y && floor(u) === u && floor(v) === v) return 0;
    if (
      // Stryker disable BlockStatement: equivalent (this shortcut emptied, the later exact stages give the same answer)
      abs(x) + abs(y) + abs(u) + abs(v) <= 2 ** 480 &&
      // Stryker disable LogicalOperator,UnaryOperator,ConditionalExpression: equivalent but one per line.
      // Each mutant makes tailsExact stricter, which only sends the input on to stage D or BigInt, except
      // the `true` for a whole parenthesized guard, which tests kill; a directive names a mutator, not a
      // mutant, so that one is ignored with the `false` mutants beside it.
      (abs(l) >= 2 ** -966 || x === 0 || y === 0) &&
      (abs(r) >= 2 ** -966 || u === 0 || v === 0)
    ) {
      // Stryker restore LogicalOperator,UnaryOperator,ConditionalExpression
      // Stryker restore BlockStatement
      let w = SPLITTER * x;
      const xh = w - (w - x);
      const xl = x - xh;
      w = SPLITTER * y;
      const yh = w - (w - y);
      const yl = y - yh;
      w = SPLITTER * u;
      const uh = w - (w - u);
      const ul = u - uh;
      w = SPLITTER * v;
      const vh = w - (w - v);
      const vl = v - vh;
      const t = xl * yl - (l - xh * yh - xl * yh - xh * yl) - (ul * vl - (r - uh * vh - ul * vh - uh * vl));
      return t > 0 ? 1 : t < 0 ? -1 : 0;
    }
  }
  const buf = args;
  buf[0] = bx;
  buf[1] = ax;
  buf[2] = cy;
  buf[3] = ay;
  buf[4] = by;
  buf[5] = ay;
  buf[6] = cx;
  buf[7] = ax;
  return det2SignStaged(buf);
}

/**
 * Stage A for the orientation sign((b − a) × (c − a)) of the points stored at
 * values[i], values[i + 1] (a), values[j], values[j + 1] (b) and values[k],
 * values[k + 1] (c), as det2FilterSign: `1` or `-1` when proven, `0` when
 * unsure. Takes the typed array rather than doubles, like orient2dAt.
 *
 * ```ts
 * orient2dFilterAt(new Float64Array([0, 0, 1, 0, 0, 1]), 0, 2, 4); // 1
 * ```
 */
export function orient2dFilterAt(values: Float64Array, i: number, j: number, k: number): number {
  const ax = values[i] as number;
  const ay = values[i + 1] as number;
  const l = ((values[j] as number) - ax) * ((values[k + 1] as number) - ay);
  const r = ((values[j + 1] as number) - ay) * ((values[k] as number) - ax);
  const det = l - r;
  return Math.abs(det) > ERR_A * Math.abs(l + r) + UNDERFLOW_GUARD ? +(det > 0) - +(det < 0) : 0;
}

/**
 * The orientation sign((b − a) × (c − a)) of the points stored at
 * values[i], values[i + 1] (a), values[j], values[j + 1] (b) and
 * values[k], values[k + 1] (c), by stages B–D (for points the filter left
 * undecided): stage B right here, the rest out of line; UNDECIDED (2) for
 * NaN, ±∞ or values beyond the expansion range.
 *
 * Everything is written out in this one function, and it takes a typed
 * array and indices rather than six doubles, on purpose: no double crosses
 * a call boundary, where V8 would box it (one heap allocation each) unless
 * it inlines the callee. It is also too big for V8 to inline (over 460
 * bytes of bytecode), which keeps this slow path out of its callers' loops:
 * a slow path inlined there costs the fast path registers and code size.
 *
 * ```ts
 * orient2dAt(new Float64Array([0, 0, 1, 1, 3, 3]), 0, 2, 4); // 0
 * ```
 */
export function orient2dAt(values: Float64Array, i: number, j: number, k: number): Sign | 2 {
  const ax = values[i] as number;
  const ay = values[i + 1] as number;
  const bx = values[j] as number;
  const by = values[j + 1] as number;
  const cx = values[k] as number;
  const cy = values[k + 1] as number;
  // D = (bx − ax)(cy − ay) − (by − ay)(cx − ax) = x·y − u·v.
  // Stryker disable ArithmeticOperator: equivalent but one. A mutant of a difference or of its tail
  // test can change an answer only by letting the test pass for an inexact difference (a failing test
  // sends the input to det2SignStaged, which starts from the inputs again); tailCheckMutants.test.ts
  // finds that none does but `x - (bx - x)`, which passes at a rounding tie. tieDifferences.test.ts
  // kills that one; it is ignored with the rest because a directive names a mutator, not a mutant.
  const x = bx - ax;
  const y = cy - ay;
  const u = by - ay;
  const v = cx - ax;
  // All four Two-Diff tails zero: stage B (as in det2SignStaged).
  if (
    // Stryker disable BlockStatement: equivalent (this shortcut emptied, the later exact stages give the same answer)
    bx - (x + (bx - x)) + (bx - x - ax) === 0 &&
    cy - (y + (cy - y)) + (cy - y - ay) === 0 &&
    by - (u + (by - u)) + (by - u - ay) === 0 &&
    cx - (v + (cx - v)) + (cx - v - ax) === 0
  ) {
    // Stryker restore BlockStatement
    // Stryker restore ArithmeticOperator
    const l = x * y;
    const r = u * v;
    if (l !== r) return l > r ? 1 : -1;
    const abs = Math.abs;
    const floor = Math.floor;
    if (abs(l) < 2 ** 53 && floor(x) === x && floor(y) === y && floor(u) === u && floor(v) === v) return 0;
    // L = R: D = lt − rt, the exact product tails ("tailsExact", see det2SignStaged).
    if (
      // Stryker disable BlockStatement: equivalent (this shortcut emptied, the later exact stages give the same answer)
      abs(x) + abs(y) + abs(u) + abs(v) <= 2 ** 480 &&
      // Stryker disable LogicalOperator,UnaryOperator,ConditionalExpression: equivalent but one per line.
      // Each mutant makes tailsExact stricter, which only sends the input on to stage D or BigInt, except
      // the `true` for a whole parenthesized guard, which tests kill; a directive names a mutator, not a
      // mutant, so that one is ignored with the `false` mutants beside it.
      (abs(l) >= 2 ** -966 || x === 0 || y === 0) &&
      (abs(r) >= 2 ** -966 || u === 0 || v === 0)
    ) {
      // Stryker restore LogicalOperator,UnaryOperator,ConditionalExpression
      // Stryker restore BlockStatement
      let w = SPLITTER * x;
      const xh = w - (w - x);
      const xl = x - xh;
      w = SPLITTER * y;
      const yh = w - (w - y);
      const yl = y - yh;
      w = SPLITTER * u;
      const uh = w - (w - u);
      const ul = u - uh;
      w = SPLITTER * v;
      const vh = w - (w - v);
      const vl = v - vh;
      const t = xl * yl - (l - xh * yh - xl * yh - xh * yl) - (ul * vl - (r - uh * vh - ul * vh - uh * vl));
      return t > 0 ? 1 : t < 0 ? -1 : 0;
    }
  }
  const buf = args;
  buf[0] = bx;
  buf[1] = ax;
  buf[2] = cy;
  buf[3] = ay;
  buf[4] = by;
  buf[5] = ay;
  buf[6] = cx;
  buf[7] = ax;
  return det2SignStaged(buf);
}

/**
 * Stages B–D on values[0..7] = a, b, c, d, e, f, g, h, or UNDECIDED (2) when
 * a value is NaN, infinite or outside the expansion range. Deliberately one
 * large function: it must stay out of line so that the small paths calling
 * it stay cheap to inline. The error-free transformations (expansion.ts)
 * are written out here rather than called: V8 may compile a call to a small
 * helper as a real call when the inlining budget of this large function
 * runs out, and a real call boxes its double arguments.
 *
 * Stage B needs no finiteness check: a tail of a − b is NaN whenever a, b
 * or a − b is infinite or NaN, so "all tails zero" implies finite values and
 * exact, finite differences. UNDECIDED implies that some input is not 0 or
 * in [2^-480, 2^480].
 *
 * ```ts
 * det2SignStaged(new Float64Array([0.3, 0.1, 0.3, 0.1, 0.3, 0.1, 0.3, 0.1])); // 0
 * ```
 */
export function det2SignStaged(values: Float64Array): Sign | 2 {
  const a = values[0] as number;
  const b = values[1] as number;
  const c = values[2] as number;
  const d = values[3] as number;
  const e = values[4] as number;
  const f = values[5] as number;
  const g = values[6] as number;
  const h = values[7] as number;
  const abs = Math.abs;
  // The differences and their exact tails (Two-Diff: p − q = z + tail).
  const x = a - b;
  let w = a - x;
  const xt = a - (x + w) + (w - b);
  const y = c - d;
  w = c - y;
  const yt = c - (y + w) + (w - d);
  const u = e - f;
  w = e - u;
  const ut = e - (u + w) + (w - f);
  const v = g - h;
  w = g - v;
  const vt = g - (v + w) + (w - h);
  const l = x * y;
  const r = u * v;
  const exact = xt === 0 && yt === 0 && ut === 0 && vt === 0;
  if (exact) {
    // Stage B: D = xy − uv exactly.
    if (l > r) return 1;
    if (l < r) return -1;
    // L = R. Integer differences with |L| < 2^53: both products are exact (B0).
    const floor = Math.floor;
    if (abs(l) < 2 ** 53 && floor(x) === x && floor(y) === y && floor(u) === u && floor(v) === v) return 0;
  }
  // tailsExact (see the header): the product tails below are exact.
  if (
    !(
      abs(x) + abs(y) + abs(u) + abs(v) <= 2 ** 480 &&
      // Stryker disable LogicalOperator,UnaryOperator,ConditionalExpression: equivalent but one per line.
      // Each mutant makes tailsExact stricter, which only sends the input on to stage D or BigInt, except
      // the `true` for a whole parenthesized guard, which tests kill; a directive names a mutator, not a
      // mutant, so that one is ignored with the `false` mutants beside it.
      (abs(l) >= 2 ** -966 || x === 0 || y === 0) &&
      (abs(r) >= 2 ** -966 || u === 0 || v === 0)
    )
  ) {
    // Stryker restore LogicalOperator,UnaryOperator,ConditionalExpression
    return allInRange(values) ? stageD(values) : UNDECIDED;
  }
  // The exact product tails lt = xy − L and rt = uv − R (Dekker's Two-Product).
  w = SPLITTER * x;
  const xh = w - (w - x);
  const xl = x - xh;
  w = SPLITTER * y;
  const yh = w - (w - y);
  const yl = y - yh;
  w = SPLITTER * u;
  const uh = w - (w - u);
  const ul = u - uh;
  w = SPLITTER * v;
  const vh = w - (w - v);
  const vl = v - vh;
  const lt = xl * yl - (l - xh * yh - xl * yh - xh * yl);
  const rt = ul * vl - (r - uh * vh - ul * vh - uh * vl);
  // Stryker disable next-line BlockStatement: equivalent (this shortcut emptied, the later exact stages give the same answer)
  if (exact) {
    // Stage B with L = R: D = lt − rt, and a rounded difference keeps the sign.
    const t = lt - rt;
    return t > 0 ? 1 : t < 0 ? -1 : 0;
  }
  // Stage C1: B = (L + lt) − (R + rt) = b0 + b1 + b2 + b3 (Two-Two-Diff).
  const i0 = lt - rt;
  w = lt - i0;
  const b0 = lt - (i0 + w) + (w - rt);
  const j0 = l + i0;
  w = j0 - l;
  const k0 = l - (j0 - w) + (i0 - w);
  const i1 = k0 - r;
  w = k0 - i1;
  const b1 = k0 - (i1 + w) + (w - r);
  const b3 = j0 + i1;
  w = b3 - j0;
  const b2 = j0 - (b3 - w) + (i1 - w);
  const est = b0 + b1 + b2 + b3;
  const detsum = abs(l) + abs(r);
  if (abs(est) > ERR_B * detsum + UNDERFLOW_GUARD) return est > 0 ? 1 : -1;
  // Stage C2: first-order correction by the difference tails.
  const det = est + (x * yt + y * xt - (u * vt + v * ut));
  if (abs(det) > RESULT_ERR * abs(est) + ERR_C * detsum + UNDERFLOW_GUARD) return det > 0 ? 1 : -1;
  return allInRange(values) ? stageD(values) : UNDECIDED;
}

/** Stage D's condition: all eight inputs 0 or in the expansion range (false for NaN and ±∞). */
function allInRange(values: Float64Array): boolean {
  for (let i = 0; i < 8; i++) if (!inExpansionRange(values[i] as number)) return false;
  return true;
}

const scratch = new Float64Array(32);

/**
 * Stage D: the sign of (a − b)(c − d) − (e − f)(g − h) for values all in the
 * expansion range, by exact expansion arithmetic: with exact differences
 * x + xt etc., the eight products of two components each (at most 16
 * components, within the scratch).
 */
function stageD(values: Float64Array): Sign {
  const a = values[0] as number;
  const b = values[1] as number;
  const c = values[2] as number;
  const d = values[3] as number;
  const e = values[4] as number;
  const f = values[5] as number;
  const g = values[6] as number;
  const h = values[7] as number;
  const x = a - b;
  const y = c - d;
  const u = e - f;
  const v = g - h;
  const xt = twoDiffTail(a, b, x);
  const yt = twoDiffTail(c, d, y);
  const ut = twoDiffTail(e, f, u);
  const vt = twoDiffTail(g, h, v);
  let n = growByProduct(scratch, 0, x, y);
  n = growByProduct(scratch, n, -u, v);
  n = growByProduct(scratch, n, x, yt);
  n = growByProduct(scratch, n, xt, y);
  n = growByProduct(scratch, n, xt, yt);
  n = growByProduct(scratch, n, -u, vt);
  n = growByProduct(scratch, n, -ut, v);
  n = growByProduct(scratch, n, -ut, vt);
  return expansionSign(scratch, n);
}

/**
 * Stage E: exact BigInt evaluation after scaling to integers.
 *
 * ```ts
 * det2SignBig(2n ** 100n, 0n, 3n, 0n, 3n, 0n, 2n ** 100n, 0n); // 0
 * ```
 */
export function det2SignBig(
  a: Coordinate,
  b: Coordinate,
  c: Coordinate,
  d: Coordinate,
  e: Coordinate,
  f: Coordinate,
  g: Coordinate,
  h: Coordinate,
): Sign {
  if (
    // Stryker disable BlockStatement: equivalent (this shortcut emptied, the later exact stages give the same answer)
    // Stryker disable StringLiteral: equivalent. A type probe made `typeof x === ""` fails for every value,
    // which only sends the input down the general exact path: the same answer, later.
    typeof a === 'bigint' &&
    typeof b === 'bigint' &&
    typeof c === 'bigint' &&
    typeof d === 'bigint' &&
    typeof e === 'bigint' &&
    typeof f === 'bigint' &&
    typeof g === 'bigint' &&
    typeof h === 'bigint'
  ) {
    // Stryker restore StringLiteral
    // Stryker restore BlockStatement
    return bigSign(a, b, c, d, e, f, g, h);
  }
  const ints = scaleToIntegers([a, b, c, d, e, f, g, h]).ints as [bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint];
  return bigSign(ints[0], ints[1], ints[2], ints[3], ints[4], ints[5], ints[6], ints[7]);
}

/** sign((a − b)(c − d) − (e − f)(g − h)) on bigints: compare the products instead of subtracting them. */
function bigSign(a: bigint, b: bigint, c: bigint, d: bigint, e: bigint, f: bigint, g: bigint, h: bigint): Sign {
  const l = (a - b) * (c - d);
  const r = (e - f) * (g - h);
  return l > r ? 1 : l < r ? -1 : 0;
}

/** Which stage of det2Sign decides: 0 the filter, 1 exact doubles (B–D), 2 BigInt. */
export type Det2Stage = 0 | 1 | 2;

/**
 * Diagnostic for benchmarks and tests (never on a hot path): the stage that
 * decides D for these coordinates in det2Sign, by running the same stages.
 *
 * ```ts
 * det2Stage(1, 0, 1, 0, 0, 0, 0, 0);  // 0 (the filter)
 * det2Stage(3, 1, 3, 1, 3, 1, 3, 1);  // 1 (exact in doubles)
 * ```
 */
export function det2Stage(
  a: Coordinate,
  b: Coordinate,
  c: Coordinate,
  d: Coordinate,
  e: Coordinate,
  f: Coordinate,
  g: Coordinate,
  h: Coordinate,
): Det2Stage {
  if (
    typeof a !== 'number' ||
    typeof b !== 'number' ||
    typeof c !== 'number' ||
    typeof d !== 'number' ||
    typeof e !== 'number' ||
    typeof f !== 'number' ||
    typeof g !== 'number' ||
    typeof h !== 'number'
  ) {
    return 2;
  }
  if (det2FilterSign(a, b, c, d, e, f, g, h) !== 0) return 0;
  return det2SignDoubles(a, b, c, d, e, f, g, h) === UNDECIDED ? 2 : 1;
}
