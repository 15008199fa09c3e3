// bitsOf against the length of the binary text, on every size around the
// powers of two (where the nearest double can round up to the next one)
// and past 2^1024, where the double is infinite.
import { describe, expect, it } from 'vitest';
import { bitsOf } from '../../src/core/bits.js';
import { mulberry32 } from '../support/random.js';

const byText = (n: bigint): number => (n === 0n ? 0 : n.toString(2).length);

describe('bitsOf', () => {
  it('is the length of the binary text around every power of two up to 2^5000', () => {
    for (let k = 0; k <= 5000; k += k < 1100 ? 1 : 37) {
      const p = 1n << BigInt(k);
      for (const n of [p - 1n, p, p + 1n, p - (p >> 60n), p + (p >> 60n), 2n * p - 1n]) {
        if (n >= 0n) expect(bitsOf(n), `2^${k}: ${n}`).toBe(byText(n));
      }
    }
  });

  it('is the length of the binary text on random numbers of every size', () => {
    const r = mulberry32(99);
    for (let i = 0; i < 2000; i++) {
      const bits = 1 + Math.floor(r() * 3000);
      let n = 0n;
      for (let b = 0; b < bits; b += 30) n = (n << 30n) | BigInt(Math.floor(r() * 2 ** 30));
      expect(bitsOf(n)).toBe(byText(n));
    }
    expect(bitsOf(0n)).toBe(0);
    expect(bitsOf((1n << 1024n) - (1n << 970n))).toBe(1024);
  });
});
