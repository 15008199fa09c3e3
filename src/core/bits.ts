/*
 * The bit length of a bigint without writing it out as text: from the
 * exponent of its nearest double where that is finite, else from the
 * length of a shifted part.
 */

const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);
const HI = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1 ? 1 : 0;
const MAX_SAFE_BIG = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * The number of bits of a non-negative bigint (0 for 0). Below 2^1024 the
 * double nearest n has exponent e with 2^e ≤ n < 2^(e + 1), except where n
 * rounded up to a power of two (then n < 2^e); above, a part shifted right
 * by a known count is measured the same way.
 *
 * ```ts
 * bitsOf(255n); bitsOf(256n); bitsOf(2n ** 2000n); // 8, 9, 2001
 * ```
 */
export function bitsOf(n: bigint): number {
  if (n <= MAX_SAFE_BIG) return bitsSmall(Number(n));
  const x = Number(n);
  if (x !== Number.POSITIVE_INFINITY) {
    f64[0] = x;
    const word = u32[HI] as number;
    const e = ((word >>> 20) & 0x7ff) - 1023;
    // A power of two: n may have rounded up to it.
    const power = (word & 0xfffff) === 0 && u32[1 - HI] === 0;
    return power && n < 1n << BigInt(e) ? e : e + 1;
  }
  // n ≥ 2^1024 − 2^970: drop s bits, s doubled until the rest is finite (it stays at least 1).
  let s = 1000;
  while (Number(n >> BigInt(2 * s)) === Number.POSITIVE_INFINITY) s *= 2;
  return s + bitsOf(n >> BigInt(s));
}

/** Bits of an integer in [0, 2^53) held in a double. */
function bitsSmall(x: number): number {
  if (x < 2 ** 31) return 32 - Math.clz32(x);
  return 31 + 32 - Math.clz32(Math.floor(x / 2 ** 31));
}
