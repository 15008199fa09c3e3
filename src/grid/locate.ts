import type { Coordinate } from '../core/coordinate.js';
import { coordinateToNumber, Rational } from '../core/rational.js';
import { gridSideFilter, gridSideSign } from '../core/signs.js';

/** An integer that is a number when it is a safe integer, else a bigint: how cell indices are given out. */
export type Index = number | bigint;

/** Where a coordinate lies on one axis: in slab m (plane m ≤ x < plane m + 1), on plane m when `on`. */
export type Place = { readonly m: Index; readonly on: boolean };

const SAFE = Number.MAX_SAFE_INTEGER;

/** n as a number when it is a safe integer, else as a bigint. */
export function toIndex(n: bigint): Index {
  return n >= -BigInt(SAFE) && n <= BigInt(SAFE) ? Number(n) : n;
}

/** The sign of x − (o + m·w), the kernel's filter first when every value is a number. */
export function side(x: Coordinate, o: Coordinate, m: Index, w: Coordinate): number {
  if (typeof x === 'number' && typeof o === 'number' && typeof m === 'number' && typeof w === 'number') {
    const f = gridSideFilter(x, o, m, w);
    if (f !== 0) return f > 0 ? 1 : -1;
  }
  return gridSideSign(x, o, m, w);
}

/**
 * The slab of coordinate x on an axis with origin o and cell size w > 0:
 * m = floor((x − o)/w), and whether x lies on the plane o + m·w. The guess
 * comes from doubles (or, when they cannot give it, from exact Rational
 * division); the kernel's gridSide decides, so the answer is exact.
 *
 * ```ts
 * locate(2.5, 0, 1);  // { m: 2, on: false }
 * locate(-1, 0, 0.5); // { m: -2, on: true }
 * ```
 */
export function locate(x: Coordinate, o: Coordinate, w: Coordinate): Place {
  const guess = Math.floor((coordinateToNumber(x) - coordinateToNumber(o)) / coordinateToNumber(w));
  if (Number.isSafeInteger(guess) && Math.abs(guess) < SAFE) {
    const at = side(x, o, guess, w);
    if (at === 0) return { m: guess, on: true };
    // Above plane `guess`: inside its slab unless at or past the next plane; below: look one slab down.
    const m = at > 0 ? guess : guess - 1;
    const lo = at > 0 ? 1 : side(x, o, m, w);
    const hi = at > 0 ? side(x, o, m + 1, w) : -1;
    if (lo === 0) return { m, on: true };
    if (lo > 0 && hi < 0) return { m, on: false };
    if (hi === 0) return { m: m + 1, on: true };
  }
  return locateExactly(x, o, w);
}

/** locate by Rational division, for coordinates whose doubles say nothing (huge, tiny, or far apart). */
function locateExactly(x: Coordinate, o: Coordinate, w: Coordinate): Place {
  const u = Rational.from(x).sub(o).div(w);
  // floor(n/d) for d > 0: BigInt division truncates toward zero.
  let q = u.num / u.den;
  if (u.num < 0n && q * u.den !== u.num) q -= 1n;
  const m = toIndex(q);
  // The kernel confirms what the division found.
  const lo = side(x, o, m, w);
  const hi = side(x, o, typeof m === 'number' ? m + 1 : m + 1n, w);
  if (lo < 0 || hi >= 0) throw new Error(`locate: inconsistent slab for ${String(x)}`);
  return { m, on: lo === 0 };
}
