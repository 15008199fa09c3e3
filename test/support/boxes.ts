import type { Coordinate } from '../../src/index.js';
import { Rational } from '../../src/index.js';

export { expectError } from './expectError.js';

// biome-ignore lint/suspicious/noExplicitAny: bad input on purpose
export const any = (v: unknown) => v as any;

/** Rational points as strings, for exact comparisons. */
export const show = (pts: readonly (readonly Rational[])[] | null) => pts?.map((p) => p.map(String)) ?? null;

/** The exact point p + t·(q − p). */
export function pointAt(p: readonly Coordinate[], q: readonly Coordinate[], t: Rational): Rational[] {
  return p.map((v, k) => {
    const a = Rational.from(v);
    return a.add(t.mul(Rational.from(q[k] as Coordinate).sub(a)));
  });
}

/** A seeded generator (mulberry32) so that failures can be replayed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
