import type { CensusCase } from './types.js';

/** The magnitudes a reader takes in at a glance: the largest coordinate from 1e-3 to 1e6. */
const ORDINARY = { low: -3, high: 6 };

/**
 * How far a case is from the ordinary scale, in decades: 0 when its largest
 * nonzero |coordinate| lies from 1e-3 to 1e6 (or every coordinate is 0),
 * else how many powers of ten it lies beyond. The gallery shows ordinary
 * cases first: the families scale their cases from 1e-309 to 1e290, and a
 * failure at 1e-300 looks exotic even when the same one happens at 1.
 *
 * ```ts
 * scaleDistance({ kind: 'triple', a: [0, 0], b: [12, 5], c: [24, 10.000000000000002] }); // 0
 * scaleDistance({ kind: 'triple', a: [0, 0], b: [1e-300, 0], c: [2e-300, 1e-310] });  // 297
 * ```
 */
export function scaleDistance(c: CensusCase): number {
  const largest = largestMagnitude(c);
  if (largest === 0) return 0;
  const decade = Math.log10(largest);
  return Math.max(0, ORDINARY.low - decade, decade - ORDINARY.high);
}

/** The largest |number| in a case (0 when every one is 0). */
export function largestMagnitude(c: CensusCase): number {
  let largest = 0;
  const visit = (v: unknown): void => {
    if (typeof v === 'number') largest = Math.max(largest, Math.abs(v));
    else if (Array.isArray(v)) v.forEach(visit);
    else if (typeof v === 'object' && v !== null) Object.values(v).forEach(visit);
  };
  visit(c);
  return largest;
}
