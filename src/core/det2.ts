import type { Coordinate } from './coordinate.js';
import { scaleToIntegers } from './coordinate.js';
import {
  EPS,
  expansionEstimate,
  expansionSign,
  growByProduct,
  growExpansion,
  outsideExpansionRange,
  twoDiffTail,
  twoProductTail,
} from './expansion.js';

/** -1, 0 or 1. */
export type Sign = -1 | 0 | 1;

/*
 * Every 2D sign in the package is the sign of
 *
 *     D = (a − b)·(c − d) − (e − f)·(g − h)
 *
 * orient2d(p, q, r) is D with (q.x, p.x, r.y, p.y, q.y, p.y, r.x, p.x); the
 * comparison of two slab parameters (m₁ − p₁)/δ₁ against (m₂ − p₂)/δ₂ is D up
 * to the sign of δ₁δ₂. The evaluation is staged; each stage answers only when
 * it can prove the sign.
 *
 * Stage A (det2Filter), in doubles. Write x̃ = fl(a − b) = (a − b)(1 + δ₁),
 * |δᵢ| ≤ ε = 2⁻⁵³, and likewise ỹ, ũ, ṽ; L = fl(x̃ỹ), R = fl(ũṽ), D̃ = fl(L − R).
 * Each computed product carries three roundings, so L = xy(1 + θ) with
 * |θ| ≤ 3ε + 3ε² + ε³, and the same for R. Shewchuk (1997, §4.2) bounds the
 * total, including the rounding of D̃ and of the bound itself, by
 *     |D̃ − D| ≤ (3ε + 16ε²)(|L| + |R|).
 * We use 32ε² in place of 16ε² so that the one extra addition below is also
 * covered. The analysis assumes no underflow: a product that underflows is
 * off by at most 2⁻¹⁰⁷⁵ in absolute terms (differences of doubles never
 * lose anything to underflow), so a constant 2⁻¹⁰⁰⁰ is added to the bound.
 * Overflow makes D̃ or the bound infinite or NaN, and the comparison fails.
 * So |D̃| > bound proves sign(D̃) = sign(D).
 *
 * Stage B, all differences exact (the common case for integer input): the
 * products are then xy and uv themselves; fl is monotonic, so L ≠ R decides
 * by L > R, and L = R leaves D = (xy − L) − (uv − R), two exact product tails.
 *
 * Stages C–D (inexact differences, near-degenerate doubles): Shewchuk's
 * adaptive orient2d stages with the error bounds ccwerrboundB/C: the exact
 * product of the rounded differences, then a first-order correction by the
 * difference tails, then the exact expansion of (x̃ + x̂)(ỹ + ŷ) − (ũ + û)(ṽ + v̂).
 *
 * Stage E: BigInt, for doubles outside the expansion-safe range, bigints and
 * Rationals: all values are scaled to integers by one common positive factor.
 */
const ERR_A = (3 + 32 * EPS) * EPS;
const ERR_B = (2 + 12 * EPS) * EPS;
const ERR_C = (9 + 64 * EPS) * EPS * EPS;
const RESULT_ERR = (3 + 8 * EPS) * EPS;
const UNDERFLOW_GUARD = 2 ** -1000;

/**
 * Stage A. Returns D̃ when its sign is proven to be the sign of D, else 0
 * (also for NaN or infinite input). A proven D̃ is never 0.
 */
export function det2Filter(a: number, b: number, c: number, d: number, e: number, f: number, g: number, h: number): number {
  const l = (a - b) * (c - d);
  const r = (e - f) * (g - h);
  const det = l - r;
  return Math.abs(det) > ERR_A * (Math.abs(l) + Math.abs(r)) + UNDERFLOW_GUARD ? det : 0;
}

/** The exact sign of D for any coordinates (validated by the caller). */
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
    typeof a === 'number' &&
    typeof b === 'number' &&
    typeof c === 'number' &&
    typeof d === 'number' &&
    typeof e === 'number' &&
    typeof f === 'number' &&
    typeof g === 'number' &&
    typeof h === 'number'
  ) {
    const det = det2Filter(a, b, c, d, e, f, g, h);
    if (det > 0) return 1;
    if (det < 0) return -1;
    return det2SignAdaptive(a, b, c, d, e, f, g, h);
  }
  return det2SignBig(a, b, c, d, e, f, g, h);
}

const scratch = new Float64Array(32);

/** Stages B–E for finite doubles on which the filter failed. */
export function det2SignAdaptive(a: number, b: number, c: number, d: number, e: number, f: number, g: number, h: number): Sign {
  if (
    outsideExpansionRange(a) ||
    outsideExpansionRange(b) ||
    outsideExpansionRange(c) ||
    outsideExpansionRange(d) ||
    outsideExpansionRange(e) ||
    outsideExpansionRange(f) ||
    outsideExpansionRange(g) ||
    outsideExpansionRange(h)
  ) {
    return det2SignBig(a, b, c, d, e, f, g, h);
  }
  const x = a - b;
  const y = c - d;
  const u = e - f;
  const v = g - h;
  const xt = twoDiffTail(a, b, x);
  const yt = twoDiffTail(c, d, y);
  const ut = twoDiffTail(e, f, u);
  const vt = twoDiffTail(g, h, v);
  const l = x * y;
  const r = u * v;
  if (xt === 0 && yt === 0 && ut === 0 && vt === 0) {
    // Stage B: D = xy − uv exactly.
    if (l !== r) return l > r ? 1 : -1;
    const diff = twoProductTail(x, y, l) - twoProductTail(u, v, r);
    return diff > 0 ? 1 : diff < 0 ? -1 : 0;
  }
  // Stage C: B = xy − uv exactly, as an expansion.
  const detsum = Math.abs(l) + Math.abs(r);
  let n = growByProduct(scratch, 0, x, y);
  n = growByProduct(scratch, n, -u, v);
  let det = expansionEstimate(scratch, n);
  if (Math.abs(det) >= ERR_B * detsum) return det > 0 ? 1 : det < 0 ? -1 : 0;
  // First-order correction by the difference tails.
  const bound = ERR_C * detsum + RESULT_ERR * Math.abs(det);
  det += x * yt + y * xt - (u * vt + v * ut);
  if (Math.abs(det) >= bound) return det > 0 ? 1 : det < 0 ? -1 : 0;
  // Stage D: the exact expansion of (x + xt)(y + yt) − (u + ut)(v + vt).
  n = growByProduct(scratch, n, x, yt);
  n = growByProduct(scratch, n, xt, y);
  n = growByProduct(scratch, n, xt, yt);
  n = growByProduct(scratch, n, -u, vt);
  n = growByProduct(scratch, n, -ut, v);
  n = growByProduct(scratch, n, -ut, vt);
  return expansionSign(scratch, n);
}

/** Stage E: exact BigInt evaluation after scaling to integers. */
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
  let A: bigint, B: bigint, C: bigint, Dd: bigint, E: bigint, F: bigint, G: bigint, H: bigint;
  if (
    typeof a === 'bigint' &&
    typeof b === 'bigint' &&
    typeof c === 'bigint' &&
    typeof d === 'bigint' &&
    typeof e === 'bigint' &&
    typeof f === 'bigint' &&
    typeof g === 'bigint' &&
    typeof h === 'bigint'
  ) {
    [A, B, C, Dd, E, F, G, H] = [a, b, c, d, e, f, g, h];
  } else {
    const { ints } = scaleToIntegers([a, b, c, d, e, f, g, h]);
    [A, B, C, Dd, E, F, G, H] = ints as [bigint, bigint, bigint, bigint, bigint, bigint, bigint, bigint];
  }
  const l = (A - B) * (C - Dd);
  const r = (E - F) * (G - H);
  return l > r ? 1 : l < r ? -1 : 0;
}
