import type { Segment } from '../../../src/index.js';
import { segmentBox } from '../../../src/index.js';
import type { Algorithm } from '../algorithms.js';
import type { Disagreement } from '../runCensus.js';
import type { CaseOf } from '../types.js';
import { rvec } from './geometry.js';
import { linearBoxScene } from './linearBoxScene.js';
import type { Scene } from './scene.js';

/**
 * A segment against a box: the box outline, the segment, the float code's
 * own points, and the inset on the exact entry point (or, when they do not
 * meet, the box point nearest the segment).
 *
 * ```ts
 * segmentBoxScene(disagreement, algorithmNamed('segmentBoxFloat')).focusWhat; // 'the single point where they touch'
 * ```
 */
export function segmentBoxScene(d: Disagreement, alg: Algorithm): Scene {
  const c = d.case as CaseOf<'segmentBox'>;
  const p = rvec(c.s[0]);
  const q = rvec(c.s[1]);
  const interval = segmentBox(c.s as unknown as Segment, c.box as never);
  return linearBoxScene(d, alg, p, q, q, c.box, interval, false);
}
