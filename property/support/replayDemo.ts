import * as fc from 'fast-check';
import { orient2dFloat } from '../../src/float/index.js';
import { orient2d } from '../../src/index.js';
import { ulpGridPoint } from './doubleFamilies.js';

/**
 * A law that is false on purpose, for showing how a failure is reported and
 * replayed (property/replayDemo.prop.ts, docs/testing.md): "the naive float
 * orientation equals the exact one" on triples of points of the ulp grid
 * around (0.5, 0.5), (12, 12) and (24, 24).
 */
export const floatOrientationIsExact = fc.property(fc.tuple(ulpGridPoint, ulpGridPoint, ulpGridPoint), ([a, b, c]) => {
  return orient2dFloat(a as readonly number[], b as readonly number[], c as readonly number[]) === orient2d(a, b, c);
});
