import type { Algorithm } from '../algorithms.js';
import type { Disagreement } from '../runCensus.js';
import { scaleDistance } from '../scale.js';

const PREFERENCE = ['miss', 'falseHit', 'wrong', 'error'] as const;

/**
 * The disagreements worth drawing: up to `perAlgorithm` for each algorithm,
 * one of each kind of disagreement first (float misses before false hits:
 * a touching segment reported as missing is the failure users meet), each
 * from a different family where possible, in algorithm order; within that,
 * cases at an ordinary scale (see `scaleDistance`) before cases at 1e-300
 * or 1e290. Deterministic: depends only on the list's order.
 *
 * ```ts
 * pickGallery(result.disagreements, ALGORITHMS, 2).length; // ≤ 2 × ALGORITHMS.length
 * ```
 */
export function pickGallery(
  all: readonly Disagreement[],
  algorithms: readonly Algorithm[],
  perAlgorithm: number,
): Disagreement[] {
  const out: Disagreement[] = [];
  // A case drawn for one algorithm is not drawn again for another (orient2d and cw_test fail on the same triples).
  const drawn = new Set<string>();
  const key = (d: Disagreement): string => `${d.family}#${d.index}`;
  for (const alg of algorithms) {
    const mine = all.filter((d) => d.algorithm === alg.name && !drawn.has(key(d)));
    const scale = new Map(mine.map((d) => [d, scaleDistance(d.case)]));
    const ranked = [...mine].sort(
      (a, b) =>
        (scale.get(a) as number) - (scale.get(b) as number) || PREFERENCE.indexOf(a.category) - PREFERENCE.indexOf(b.category),
    );
    const picked: Disagreement[] = [];
    const families = new Set<string>();
    const take = (d: Disagreement | undefined): void => {
      if (d === undefined || picked.length >= perAlgorithm) return;
      families.add(d.family);
      picked.push(d);
    };
    // One of each kind of disagreement first, then other families (another dimension first), then anything.
    const dimOf = (d: Disagreement): string => d.family.slice(-2);
    for (const c of PREFERENCE) take(ranked.find((d) => d.category === c && !families.has(d.family)));
    for (const d of ranked) if (!families.has(d.family) && !picked.some((x) => dimOf(x) === dimOf(d))) take(d);
    for (const d of ranked) if (!families.has(d.family)) take(d);
    for (const d of ranked) {
      if (picked.length >= perAlgorithm) break;
      if (!picked.includes(d)) picked.push(d);
    }
    for (const d of picked) drawn.add(key(d));
    out.push(...picked.sort((a, b) => (scale.get(a) as number) - (scale.get(b) as number)));
  }
  return out;
}
