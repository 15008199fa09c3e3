import type { Algorithm } from './algorithms.js';
import type { Category, CensusCase, Verdict } from './types.js';

/** The outcome of one algorithm on one case. */
export type Outcome = { category: Category; float: Verdict | null; exact: Verdict; note?: string };

/**
 * Runs the float algorithm and its exact twin on one case and says how they
 * relate (see `Category`), or `null` when the exact twin rejects the case
 * (outside the algorithm's domain: skipped, not counted). A float answer that
 * is not a verdict (NaN, a throw) is an `error`.
 *
 * ```ts
 * classify(orient2dAlg, { kind: 'triple', a: [0, 0], b: [1, 1], c: [2, 2] }); // { category: 'agree', float: 0, exact: 0 }
 * ```
 */
export function classify(alg: Algorithm, c: CensusCase): Outcome | null {
  let exact: Verdict;
  try {
    exact = alg.exact(c as never);
  } catch {
    return null;
  }
  let float: Verdict;
  try {
    float = alg.float(c as never);
  } catch (e) {
    return { category: 'error', float: null, exact, note: e instanceof Error ? e.message : String(e) };
  }
  if (typeof float === 'number' && Number.isNaN(float)) return { category: 'error', float: null, exact, note: 'NaN' };
  if (float === exact) return { category: 'agree', float, exact };
  if (alg.compare) return { category: alg.compare(float, exact), float, exact };
  const fh = alg.isHit(float);
  const eh = alg.isHit(exact);
  if (eh && !fh) return { category: 'miss', float, exact };
  if (!eh && fh) return { category: 'falseHit', float, exact };
  return { category: 'wrong', float, exact };
}
