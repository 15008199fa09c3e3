import type { Coordinate, PointLike } from '../core/coordinate.js';
import { arrayLikeLength } from '../core/coordinate.js';
import type { Sign } from '../core/signs.js';
import { compareCoord, orient2dSign } from '../core/signs.js';
import { pointCoordinate } from './readRings.js';

/**
 * Which half-turn the direction (x − ox, y − oy) lies in: 1 for angles in
 * [0, π) (above the origin, or straight right of it), 2 for [π, 2π), 0 for
 * the zero vector. Two exact comparisons, no arithmetic.
 */
function halfTurn(x: Coordinate, y: Coordinate, ox: Coordinate, oy: Coordinate): 0 | 1 | 2 {
  const sy = compareCoord(y, oy);
  if (sy !== 0) return sy > 0 ? 1 : 2;
  const sx = compareCoord(x, ox);
  return sx > 0 ? 1 : sx < 0 ? 2 : 0;
}

/**
 * Compares the directions from `origin` to a and to b by their angle,
 * exactly and without trigonometry: `-1` when a comes first, `1` when b
 * does, `0` when both point the same way (or both are the origin itself).
 * Angles run counterclockwise from 0 along the positive x axis, in [0, 2π):
 * a point straight right of the origin comes first, straight left (angle π)
 * after every point above. A point equal to the origin has no direction and
 * comes before every other. Points in the same direction compare equal
 * whatever their distances, so a stable sort keeps their order (break the
 * tie with `compareDistance` if nearer should come first).
 *
 * ```ts
 * const pts = [[-1, 0], [0, -1], [1, 1], [2, 0]];
 * pts.sort((a, b) => compareAngle([0, 0], a, b)); // [[2, 0], [1, 1], [-1, 0], [0, -1]]
 * compareAngle([0, 0], [1, 1], [3, 3]); // 0 (same direction)
 * ```
 */
export function compareAngle(origin: PointLike, a: PointLike, b: PointLike): Sign {
  const fn = 'compareAngle';
  const on = arrayLikeLength(origin);
  const ox = pointCoordinate(fn, 'origin', origin, 0, on);
  const oy = pointCoordinate(fn, 'origin', origin, 1, on);
  const an = arrayLikeLength(a);
  const ax = pointCoordinate(fn, 'a', a, 0, an);
  const ay = pointCoordinate(fn, 'a', a, 1, an);
  const bn = arrayLikeLength(b);
  const bx = pointCoordinate(fn, 'b', b, 0, bn);
  const by = pointCoordinate(fn, 'b', b, 1, bn);
  const ha = halfTurn(ax, ay, ox, oy);
  const hb = halfTurn(bx, by, ox, oy);
  if (ha !== hb) return ha < hb ? -1 : 1;
  if (ha === 0) return 0;
  // In one half-turn, b comes after a exactly when it lies counterclockwise of a.
  const o = orient2dSign(ox, oy, ax, ay, bx, by);
  return o > 0 ? -1 : o < 0 ? 1 : 0;
}
