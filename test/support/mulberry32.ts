/**
 * mulberry32: a tiny seeded generator of doubles in [0, 1), so that a test
 * or a generated benchmark file is the same on every run and every machine.
 * Not for cryptography, nor for statistics beyond "well spread".
 *
 * ```ts
 * const rnd = mulberry32(11);
 * rnd(); // the same double in [0, 1) on every run
 * ```
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
