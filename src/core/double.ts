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
  let m = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let e: number;
  if (biased === 0) {
    e = -1074;
  } else {
    m |= 1n << 52n;
    e = biased - 1075;
  }
  if (m === 0n) return [0n, 0];
  while ((m & 1n) === 0n) {
    m >>= 1n;
    e += 1;
  }
  return [x < 0 ? -m : m, e];
}
