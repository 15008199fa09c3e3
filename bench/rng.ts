/**
 * A small seeded generator (sfc32 seeded through splitmix32), so every run
 * and every machine benchmarks the same inputs. Not for cryptography.
 *
 * ```ts
 * const rng = new Rng(42);
 * rng.int(20); // an integer in [-2^20, 2^20]
 * ```
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    let s = seed >>> 0;
    const next = (): number => {
      s = (s + 0x9e3779b9) >>> 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.u32();
  }

  /** A uniform 32-bit unsigned integer. */
  u32(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** A uniform double in [0, 1) with 53 random bits. */
  unit(): number {
    return ((this.u32() >>> 5) * 67108864 + (this.u32() >>> 6)) / 9007199254740992;
  }

  /** A uniform double in [lo, hi). */
  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.unit();
  }

  /** A uniform integer in [-2^bits, 2^bits] (bits ≤ 52), exact as a double. */
  int(bits: number): number {
    const span = 2 ** (bits + 1) + 1;
    return Math.floor(this.unit() * span) - 2 ** bits;
  }

  /** A uniform integer in [lo, hi] (both safe integers). */
  between(lo: number, hi: number): number {
    return lo + Math.floor(this.unit() * (hi - lo + 1));
  }

  /** A random bigint in (-2^bits, 2^bits). */
  bigint(bits: number): bigint {
    let v = 0n;
    for (let b = 0; b < bits; b += 32) v = (v << 32n) | BigInt(this.u32());
    v &= (1n << BigInt(bits)) - 1n;
    return this.u32() & 1 ? -v : v;
  }

  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.unit() * list.length)] as T;
  }
}
