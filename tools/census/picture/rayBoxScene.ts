import type { Point } from '../../../src/index.js';
import { Rational, rayBox } from '../../../src/index.js';
import { type Algorithm, rayThrough } from '../algorithms.js';
import type { Disagreement } from '../runCensus.js';
import type { CaseOf } from '../types.js';
import { add, boxCorners, rvec, scale, sub } from './geometry.js';
import { linearBoxScene } from './linearBoxScene.js';
import type { Scene } from './scene.js';

/**
 * A ray against a box, drawn as a segment long enough to cross it: as
 * `segmentBoxScene`, with the ray the float code was given (the two-point
 * ray_aabb's rounded direction).
 *
 * ```ts
 * rayBoxScene(disagreement, algorithmNamed('rayBoxFloat')).focusWhat; // 'the exact entry point'
 * ```
 */
export function rayBoxScene(d: Disagreement, alg: Algorithm): Scene {
  const c = d.case as CaseOf<'rayBox'>;
  // The two-point ray_aabb gets p2 = origin + dir rounded; draw the ray it was given.
  const dir = alg.name === 'rayAabbFloat' ? rayThrough(c).dir : rvec(c.dir);
  const o = rvec(c.origin);
  const interval = rayBox(c.origin as unknown as Point, dir as unknown as Point, c.box as never);
  // Draw far enough to cross the box: past the farthest corner's parameter, and past the exit.
  const dd = dir.reduce((s, v) => s.add(v.mul(v)), Rational.ZERO);
  let far = Rational.ONE;
  for (const corner of boxCorners(rvec(c.box.min), rvec(c.box.max))) {
    const t = sub(corner, o)
      .reduce((s, v, i) => s.add(v.mul(dir[i] as Rational)), Rational.ZERO)
      .div(dd);
    far = Rational.max(far, t);
  }
  if (interval !== null) far = Rational.max(far, interval[1]);
  const end = add(o, scale(dir, far.mul(Rational.of(3n, 2n))));
  return linearBoxScene(d, alg, o, add(o, dir), end, c.box, interval, true);
}
