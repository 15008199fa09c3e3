/*
 * Lehmer's gcd (Knuth, TAOCP vol. 2, 4.5.2, Algorithm L) and the pieces it
 * shares with the half-gcd: bit lengths, and the block of Euclid's steps
 * that the leading bits of two numbers certify.
 */

const MAX_SAFE = 2 ** 53 - 1;
const MAX_SAFE_BIG = BigInt(MAX_SAFE);

/**
 * gcd(a, b) of two non-negative integers below 2^53 held in doubles; for
 * such integers `%` is exact.
 *
 * ```ts
 * gcdSmall(12, 18); // 6
 * gcdSmall(0, 5);   // 5
 * ```
 */
export function gcdSmall(a: number, b: number): number {
  while (b !== 0) {
    const r = a % b;
    a = b;
    b = r;
  }
  return a;
}

/** The number of bits of a non-negative bigint (0 for 0). */
export function bitLength(n: bigint): number {
  if (n <= MAX_SAFE_BIG) return bitsOf(Number(n));
  // Hex digits give the length to within 3 bits; the leading digit fixes it.
  const hex = n.toString(16);
  return (hex.length - 1) * 4 + bitsOf(Number.parseInt(hex[0] as string, 16));
}

/** Bits of a non-negative integer below 2^53 held in a double. */
function bitsOf(x: number): number {
  if (x < 2 ** 31) return 32 - Math.clz32(x);
  const high = Math.floor(x / 2 ** 31);
  return 31 + 32 - Math.clz32(high);
}

// Leading bits Lehmer simulates in doubles. With values and cofactors below
// 2^50 every sum, product and difference of the simulation stays below 2^52
// and is exact, and floor(n/d) of the rounded quotient is the true one: for
// n < 2^51 the distance of n/d from the next integer up, at least 1/d, is
// more than the division's rounding error, n/d · 2^-53.
const LEAD = 50;

/**
 * The block of Euclid's steps on a ≥ b > 0 that their leading LEAD bits
 * certify: the leading bits of a and b (the same shift for both), with
 * cofactors tracking both ends of their possible truncation, run Euclid's
 * steps in doubles for as long as both ends agree on every quotient. The
 * steps combined are the matrix [[A, B], [C, D]] (determinant ±1) that takes
 * (a, b) to (A·a + B·b, C·a + D·b), the pair those steps reach; B is 0 when
 * not one step is certified.
 *
 * ```ts
 * lehmerMatrix(2n ** 60n + 1n, 2n ** 59n); // [0, 1, 1, -2]: one step, quotient 2
 * ```
 */
export function lehmerMatrix(a: bigint, b: bigint, bitsA = bitLength(a)): [number, number, number, number] {
  const shift = BigInt(Math.max(0, bitsA - LEAD));
  let x = Number(a >> shift);
  let y = Number(b >> shift);
  let A = 1;
  let B = 0;
  let C = 0;
  let D = 1;
  while (y + C !== 0 && y + D !== 0) {
    const q = Math.floor((x + A) / (y + C));
    if (q !== Math.floor((x + B) / (y + D))) break;
    const nextA = A - q * C;
    A = C;
    C = nextA;
    const nextB = B - q * D;
    B = D;
    D = nextB;
    const nextX = x - q * y;
    x = y;
    y = nextX;
  }
  return [A, B, C, D];
}

/**
 * gcd of two positive bigints by Lehmer's algorithm: each block of
 * `lehmerMatrix` is applied to a and b at once. About LEAD/2 bits go per
 * multi-precision step, instead of one quotient.
 */
export function lehmer(a: bigint, b: bigint): bigint {
  if (a < b) [a, b] = [b, a];
  let bitsA = bitLength(a);
  while (b > MAX_SAFE_BIG) {
    const [A, B, C, D] = lehmerMatrix(a, b, bitsA);
    if (B === 0) {
      // Not one quotient could be certified: one step of Euclid.
      const r = a % b;
      a = b;
      b = r;
    } else {
      const nextA = BigInt(A) * a + BigInt(B) * b;
      b = BigInt(C) * a + BigInt(D) * b;
      a = nextA;
    }
    bitsA = bitLengthBelow(a, bitsA);
  }
  if (b === 0n) return a;
  // b fits a double; one division brings a under it too.
  return BigInt(gcdSmall(Number(b), Number(a % b)));
}

/** bitLength(n) for n > 0 known to have at most `upper` bits: one shift instead of a conversion to text. */
export function bitLengthBelow(n: bigint, upper: number): number {
  for (let s = upper - LEAD; s > 0; s -= LEAD) {
    const top = Number(n >> BigInt(s));
    if (top !== 0) return s + bitsOf(top);
  }
  return bitLength(n);
}
