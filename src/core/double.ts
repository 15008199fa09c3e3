const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);
const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;
const HI = LITTLE_ENDIAN ? 1 : 0;
const LO = LITTLE_ENDIAN ? 0 : 1;

/**
 * Writes a finite double as m·2^e with m an odd bigint (sign included), the
 * trailing zero bits moved into e; ±0 gives [0n, 0].
 */
export function decomposeDouble(x: number): [bigint, number] {
  f64[0] = x;
  const hi = u32[HI] as number;
  const lo = u32[LO] as number;
  const biased = (hi >>> 20) & 0x7ff;
  // The mantissa's two words, the implicit bit included for normal numbers.
  const top = biased === 0 ? hi & 0xfffff : (hi & 0xfffff) | 0x100000;
  if (top === 0 && lo === 0) return [0n, 0];
  // Trailing zero bits, counted on the words (lowest set bit by x & −x), shifted out at once.
  const zeros = lo !== 0 ? 31 - Math.clz32(lo & -lo) : 63 - Math.clz32(top & -top);
  const m = zeros >= 32 ? BigInt(top >>> (zeros - 32)) : (BigInt(top) << BigInt(32 - zeros)) | BigInt(lo >>> zeros);
  const e = (biased === 0 ? -1074 : biased - 1075) + zeros;
  return [x < 0 ? -m : m, e];
}

/**
 * The exponent e of the lowest set bit of a finite non-zero double
 * (x = m·2^e with m odd), without making m: what scaling a set of doubles
 * to integers needs.
 *
 * ```ts
 * lowBitExponent(0.75); // -2
 * lowBitExponent(12);   // 2
 * ```
 */
export function lowBitExponent(x: number): number {
  f64[0] = x;
  const hi = u32[HI] as number;
  const lo = u32[LO] as number;
  const biased = (hi >>> 20) & 0x7ff;
  const top = biased === 0 ? hi & 0xfffff : (hi & 0xfffff) | 0x100000;
  const zeros = lo !== 0 ? 31 - Math.clz32(lo & -lo) : 63 - Math.clz32(top & -top);
  return (biased === 0 ? -1074 : biased - 1075) + zeros;
}
