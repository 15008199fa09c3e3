import type { Coordinate } from '../core/coordinate.js';
import { compareCoord } from '../core/coordinate.js';

/** True iff every coordinate of v is exactly zero (0, -0, 0n or the Rational 0). */
export function isZeroVector(v: readonly Coordinate[]): boolean {
  return v.every((x) => compareCoord(x, 0) === 0);
}
