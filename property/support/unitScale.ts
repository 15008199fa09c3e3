import type * as fc from 'fast-check';

/*
 * The integer families (`'safe'` kind: integers below 2^52) carried to
 * doubles of unit size, exactly: every number of a configuration times one
 * power of two, chosen so that the largest magnitude lies in [1/2, 1). A
 * power of two is a similarity that keeps every incidence and every double
 * exact. Unlike the `'double'` kind (scales from subnormal to 1e276), this
 * is where float code with absolute thresholds is meant to work.
 */

/** Every number of a configuration, depth first. */
function numbers(x: unknown): number[] {
  if (typeof x === 'number') return [x];
  if (Array.isArray(x)) return x.flatMap(numbers);
  if (x !== null && typeof x === 'object') return Object.values(x).flatMap(numbers);
  return [];
}

/** The same configuration scaled by a power of two so that its largest magnitude is in [1/2, 1). */
export function unitScaled<T>(arb: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return arb.map((v) => {
    const top = Math.max(...numbers(v).map(Math.abs));
    const s = top === 0 ? 1 : 2 ** -(Math.floor(Math.log2(top)) + 1);
    const walk = (x: unknown): unknown => {
      if (typeof x === 'number') return x * s;
      if (Array.isArray(x)) return x.map(walk);
      if (x !== null && typeof x === 'object') return Object.fromEntries(Object.entries(x).map(([k, y]) => [k, walk(y)]));
      return x;
    };
    return walk(v) as T;
  });
}
