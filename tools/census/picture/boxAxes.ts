import type { Rational } from '../../../src/index.js';
import type { RVec } from './geometry.js';
import { distance } from './geometry.js';
import type { Axes } from './scene.js';

/** Which part of the box a boundary point is: a corner, an edge (3D) or a side/face. */
export function boxPart(x: RVec, min: RVec, max: RVec): string {
  const atBound = x.filter((v, i) => v.equals(min[i] as Rational) || v.equals(max[i] as Rational)).length;
  if (atBound === x.length) return 'corner';
  if (x.length === 3 && atBound === 2) return 'edge';
  return x.length === 2 ? 'side' : 'face';
}

/**
 * For 3D: the axis where the critical point sits tightest against a face
 * of the box (that face shows up edge-on), with the axis along which the
 * segment travels most. 2D: x–y.
 */
export function chooseAxes(focus: RVec, min: RVec, max: RVec, dir: RVec): Axes {
  if (focus.length === 2) return [0, 1];
  const tight = [0, 1, 2].map((i) => {
    const span = Math.max(distance([max[i] as Rational], [min[i] as Rational]), Number.MIN_VALUE);
    const gap = Math.min(
      distance([focus[i] as Rational], [min[i] as Rational]),
      distance([focus[i] as Rational], [max[i] as Rational]),
    );
    return gap / span;
  });
  const first = tight.indexOf(Math.min(...tight));
  const others = [0, 1, 2].filter((i) => i !== first);
  const travel = others.map((i) => Math.abs((dir[i] as Rational).toNumber()));
  const second = (travel[0] as number) >= (travel[1] as number) ? (others[0] as number) : (others[1] as number);
  return first < second ? [first, second] : [second, first];
}
