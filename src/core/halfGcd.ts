import { bitLength, bitLengthBelow, lehmerMatrix } from './lehmer.js';

/*
 * The subquadratic half of gcd(a, b) for large operands: Möller's half-gcd
 * (N. Möller, "On Schönhage's algorithm and subquadratic integer GCD
 * computation", Math. Comp. 77 (2008), section 5 and its figure 5). Euclid's
 * quotients depend on the leading bits only, so the quotient sequence that
 * halves a pair of n-bit numbers is found from their leading n/2 bits, by
 * recursion, as one 2×2 matrix; applying it costs a few multiplications,
 * which V8 does in subquadratic time (Karatsuba, Toom-Cook, FFT). Lehmer's
 * algorithm, which finds about 25 bits of quotients per pass over the
 * whole numbers, is quadratic: reducing two 350 000-digit numbers took it
 * seconds.
 *
 * Reduction, in Möller's terms: for a, b > 0 with n = max(#a, #b) bits
 * and s = ⌊n/2⌋ + 1, a reduced pair (α, β) = M⁻¹(a, b), det M = 1, M ≥ 0,
 * has #α, #β > s and #|α − β| ≤ s. Every step on the way is a division
 * step that keeps both numbers above s bits: the larger x loses q·y, with
 * q = ⌊x/y⌋, or q − 1 when x − q·y would have s bits or fewer. gcd(α, β) =
 * gcd(a, b), since det M = 1.
 */

/** A 2×2 matrix [[w, x], [y, z]] of non-negative bigints with determinant 1. */
type Matrix = [w: bigint, x: bigint, y: bigint, z: bigint];

/** A reduced pair and the matrix M with (a, b) = M·(α, β). */
type Reduced = { m: Matrix; a: bigint; b: bigint };

/** Below this many bits the division steps run without recursion (Lehmer blocks, then single steps). */
const RECURSION_BITS = 4096;

const IDENTITY: Matrix = [1n, 0n, 0n, 1n];

/** M·N. */
function multiply([w, x, y, z]: Matrix, [w2, x2, y2, z2]: Matrix): Matrix {
  return [w * w2 + x * y2, w * x2 + x * z2, y * w2 + z * y2, y * x2 + z * z2];
}

/** 2^k, for comparisons that stand for bit counts: #x > k exactly when x ≥ 2^k. */
function pow2(k: number): bigint {
  return 1n << BigInt(k);
}

/**
 * One division step of the larger of a, b by the smaller, keeping the new
 * value at or above 2^s (above s bits; see above): the pair it reaches and
 * m times the step's matrix, [[1, q], [0, 1]] when a is the one reduced,
 * [[1, 0], [q, 1]] when b is (two products each, not a full product).
 */
function divisionStep([w, x, y, z]: Matrix, a: bigint, b: bigint, twoS: bigint): Reduced {
  if (a > b) {
    let q = a / b;
    let r = a - q * b;
    if (r < twoS) {
      q -= 1n;
      r += b;
    }
    return { m: [w, w * q + x, y, y * q + z], a: r, b };
  }
  let q = b / a;
  let r = b - q * a;
  if (r < twoS) {
    q -= 1n;
    r += a;
  }
  return { m: [w + x * q, x, y + z * q, z], a, b: r };
}

/**
 * Division steps on (a, b) while #|a − b| > s and max(#a, #b) > above
 * (−1 for no such bound: the first loop of Möller's hgcd has one); m is the
 * matrix so far, returned times the steps taken.
 */
function divisionSteps(m: Matrix, a: bigint, b: bigint, s: number, above: number): Reduced {
  const twoS = pow2(s);
  const twoAbove = above < 0 ? 0n : pow2(above);
  while ((a > b ? a - b : b - a) >= twoS && (a > b ? a : b) >= twoAbove) {
    ({ m, a, b } = divisionStep(m, a, b, twoS));
  }
  return { m, a, b };
}

/**
 * The reduced pair of small operands (under RECURSION_BITS): Lehmer blocks
 * while they leave both numbers well above s bits (a block is a run of
 * Euclid's steps, and Euclid's steps are the division steps as long as
 * every remainder keeps more than s bits: the last, smallest, one decides),
 * then single division steps.
 */
function reduceSmall(a: bigint, b: bigint, s: number, n: number): Reduced {
  let m = IDENTITY;
  const floor = pow2(s + 3);
  let bits = n;
  for (;;) {
    const forward = a > b;
    const big = forward ? a : b;
    const small = forward ? b : a;
    const [A, B, C, D] = lehmerMatrix(big, small, bits);
    if (B === 0) break;
    const nx = BigInt(A) * big + BigInt(B) * small;
    const ny = BigInt(C) * big + BigInt(D) * small;
    if (ny < floor) break;
    // (big, small) = R·(nx, ny), R the inverse of [[A, B], [C, D]]; an odd number of steps (det −1)
    // leaves the reduced number where the larger was: in a's place after a block from a > b.
    const odd = A * D - B * C === -1;
    const R: Matrix = odd ? [BigInt(-D), BigInt(B), BigInt(C), BigInt(-A)] : [BigInt(D), BigInt(-B), BigInt(-C), BigInt(A)];
    const swapNew = forward ? odd : !odd;
    // (a, b) = T·(a', b') with T = (forward ? I : P)·R·(swapNew ? P : I), P the swap.
    const [r0, r1, r2, r3] = forward ? R : [R[2], R[3], R[0], R[1]];
    m = multiply(m, swapNew ? [r1, r0, r3, r2] : [r0, r1, r2, r3]);
    a = swapNew ? ny : nx;
    b = swapNew ? nx : ny;
    bits = bitLengthBelow(nx, bits);
  }
  return divisionSteps(m, a, b, s, -1);
}

/**
 * The reduced pair of (a, b) (see above) and its matrix, for a, b > 0;
 * (a, b) itself when it is already reduced.
 */
export function halfGcd(a: bigint, b: bigint): Reduced {
  const n = Math.max(bitLength(a), bitLength(b));
  const s = (n >> 1) + 1;
  const twoS = pow2(s);
  if (a < twoS || b < twoS || (a > b ? a - b : b - a) < twoS) return { m: IDENTITY, a, b };
  if (n < RECURSION_BITS) return reduceSmall(a, b, s, n);
  let m = IDENTITY;
  const threeQuarters = (3 * n) >> 2;
  const twoThreeQuarters = pow2(threeQuarters + 2);
  if (a >= twoThreeQuarters && b >= twoThreeQuarters) ({ m, a, b } = applyToTop(a, b, s - 1));
  ({ m, a, b } = divisionSteps(m, a, b, s, threeQuarters + 1));
  // Reduced already (the steps stopped on the difference): the second half has nothing to do.
  if ((a > b ? a - b : b - a) < twoS) return { m, a, b };
  const twoS2 = pow2(s + 2);
  if (a >= twoS2 && b >= twoS2) {
    const second = applyToTop(a, b, 2 * s - bitLength(a > b ? a : b) + 1);
    m = multiply(m, second.m);
    a = second.a;
    b = second.b;
  }
  return divisionSteps(m, a, b, s, -1);
}

/**
 * The reduced pair of the leading bits (a >> p, b >> p), applied to all of
 * a and b: with (α, β) that pair and M its matrix, M⁻¹(a, b) is
 * (α, β)·2^p + M⁻¹(the low p bits), whose products are of the low parts by
 * entries of half their size.
 */
function applyToTop(a: bigint, b: bigint, p: number): Reduced {
  const shift = BigInt(p);
  const top = halfGcd(a >> shift, b >> shift);
  const mask = (1n << shift) - 1n;
  const lowA = a & mask;
  const lowB = b & mask;
  const [w, x, y, z] = top.m;
  // M⁻¹ = [[z, −x], [−y, w]] (det M = 1).
  return { m: top.m, a: (top.a << shift) + z * lowA - x * lowB, b: (top.b << shift) + w * lowB - y * lowA };
}

/**
 * (a, b) with a ≥ b > 0 brought below `bits` bits (the smaller of the two)
 * with gcd unchanged, by rounds of half-gcd and Euclid's steps; each round
 * about halves the larger. Returns [a, b] with a ≥ b.
 */
export function reduceLarge(a: bigint, b: bigint, bits: number): [bigint, bigint] {
  while (b !== 0n && bitLength(b) >= bits) {
    if (bitLength(b) > (bitLength(a) >> 1) + 1) {
      const r = halfGcd(a, b);
      a = r.a;
      b = r.b;
      if (a < b) [a, b] = [b, a];
    }
    // A Euclid step: after the half-gcd the two differ in their leading half, so this halves them.
    [a, b] = [b, a % b];
  }
  return [a, b];
}
