import type { Frac } from './frac.js';
import { abs, cmp, fracOfNumber, sub } from './frac.js';
import { isEvenSignificand, nextDown, nextUp } from './ulp.js';

/*
 * Whether a double is the nearest double to an exact fraction (ties to the
 * even significand), by exact distances to it and to its two neighbours:
 * nothing of the library's rounding is used.
 */

/** True iff r is the double nearest x, ties going to the even significand (finite x and r). */
export function isNearestDouble(x: Frac, r: number): boolean {
  if (!Number.isFinite(r)) return false;
  const dist = abs(sub(x, fracOfNumber(r)));
  for (const n of [nextUp(r), nextDown(r)]) {
    if (!Number.isFinite(n)) continue;
    const c = cmp(dist, abs(sub(x, fracOfNumber(n))));
    if (c > 0 || (c === 0 && !isEvenSignificand(r))) return false;
  }
  return true;
}
