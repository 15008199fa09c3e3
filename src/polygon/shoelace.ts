import type { Coordinate } from '../core/coordinate.js';
import { fraction } from '../core/coordinate.js';
import { decomposeDouble, lowBitExponent } from '../core/double.js';
import { gcd } from '../core/gcd.js';
import { Rational } from '../core/rational.js';

/*
 * Twice the signed area of rings, exactly: the shoelace sum over every edge
 * (x_i, y_i) → (x_j, y_j) of x_i·y_j − x_j·y_i. The terms are fractions
 * (a double is m/2^k); they are added in a balanced tree, each sum over a
 * common denominator, the lcm of the two (no reduction), and the result is
 * reduced once. Adding the terms one after the other into a reduced
 * Rational made every addition a gcd of the growing sum: with vertices
 * whose denominators are distinct primes, 4000 vertices took 70 s (the sum
 * grows with n, so n additions cost n^2 gcd work or worse); the tree does
 * O(log n) levels of multiplications, and one gcd at the top. Rings of
 * numbers need no fractions at all (see twiceAreaOfNumbers).
 */

/** n/d with d > 0, not reduced. */
type Fraction = [num: bigint, den: bigint];

/** a/b + c/d over the lcm of b and d. */
function add([a, b]: Fraction, [c, d]: Fraction): Fraction {
  if (b === d) return [a + c, b];
  if (b === 1n) return [a * d + c, d];
  if (d === 1n) return [a + c * b, b];
  const g = gcd(b, d);
  if (g === 1n) return [a * d + c * b, b * d];
  const bg = b / g;
  return [a * (d / g) + c * bg, bg * d];
}

/** The sum of terms[lo] .. terms[hi − 1], halves first. */
function sum(terms: readonly Fraction[], lo: number, hi: number): Fraction {
  if (hi - lo === 1) return terms[lo] as Fraction;
  if (hi === lo) return [0n, 1n];
  const mid = (lo + hi) >> 1;
  return add(sum(terms, lo, mid), sum(terms, mid, hi));
}

/** Appends the shoelace terms of ring r's edges (its closing edge included). */
function ringTerms(v: ArrayLike<Coordinate>, starts: ArrayLike<number>, r: number, out: Fraction[]): void {
  const first = 2 * (starts[r] as number);
  const end = 2 * (starts[r + 1] as number);
  if (end - first < 6) return;
  let [xi, xd] = fraction(v[end - 2] as Coordinate);
  let [yi, yd] = fraction(v[end - 1] as Coordinate);
  for (let k = first; k < end; k += 2) {
    const [xj, xjd] = fraction(v[k] as Coordinate);
    const [yj, yjd] = fraction(v[k + 1] as Coordinate);
    // x_i·y_j − x_j·y_i = (xi·yj)/(xd·yjd) − (xj·yi)/(xjd·yd).
    if (xi !== 0n && yj !== 0n) out.push([xi * yj, xd * yjd]);
    if (xj !== 0n && yi !== 0n) out.push([-(xj * yi), xjd * yd]);
    xi = xj;
    xd = xjd;
    yi = yj;
    yd = yjd;
  }
}

/**
 * The shoelace sum of number rings: every double is an integer times 2^E,
 * E the smallest exponent of any coordinate's lowest set bit (at most 0),
 * so the sum is an integer sum S of products of those integers, times
 * 2^(2E): no fraction, no gcd until the one that reduces S/2^(−2E).
 */
function twiceAreaOfNumbers(xy: Float64Array, starts: ArrayLike<number>, from: number, to: number): Rational {
  const lo = 2 * (starts[from] as number);
  const hi = 2 * (starts[to] as number);
  let e = 0;
  for (let i = lo; i < hi; i++) {
    const x = xy[i] as number;
    if (!Number.isInteger(x)) e = Math.min(e, lowBitExponent(x));
  }
  const scale = 2 ** -e;
  const integer = (x: number): bigint => {
    const scaled = x * scale;
    // Finite means exact: a power-of-two scale only moves the exponent, until it overflows.
    if (Number.isFinite(scaled)) return BigInt(scaled);
    const [m, k] = decomposeDouble(x);
    return m << BigInt(k - e);
  };
  let s = 0n;
  for (let r = from; r < to; r++) {
    const first = 2 * (starts[r] as number);
    const end = 2 * (starts[r + 1] as number);
    if (end - first < 6) continue;
    let xi = integer(xy[end - 2] as number);
    let yi = integer(xy[end - 1] as number);
    for (let k = first; k < end; k += 2) {
      const xj = integer(xy[k] as number);
      const yj = integer(xy[k + 1] as number);
      s += xi * yj - xj * yi;
      xi = xj;
      yi = yj;
    }
  }
  return Rational.of(s, 1n << BigInt(-2 * e));
}

/**
 * Twice the signed area of rings `from` to `to` − 1, added, exactly:
 * positive when they turn counterclockwise on balance. Vertex i is at
 * (v[2i], v[2i + 1]), ring r holds vertices starts[r] to starts[r + 1] − 1
 * (as the rings readers store them); a Float64Array v takes the number
 * path.
 *
 * ```ts
 * twiceArea([0, 0, 2, 0, 0, 1], [0, 3], 0, 1).toString(); // '2'
 * ```
 */
export function twiceArea(v: ArrayLike<Coordinate>, starts: ArrayLike<number>, from: number, to: number): Rational {
  if (v instanceof Float64Array) return twiceAreaOfNumbers(v, starts, from, to);
  const terms: Fraction[] = [];
  for (let r = from; r < to; r++) ringTerms(v, starts, r, terms);
  const [n, d] = sum(terms, 0, terms.length);
  return Rational.of(n, d);
}
