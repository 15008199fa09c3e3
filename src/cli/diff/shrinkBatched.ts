import type * as fc from 'fast-check';

/** Limits of one shrink. */
export interface ShrinkLimits {
  /** Candidates in the first batch of each step; a batch with no failure doubles the next one, up to 16 times this. */
  chunk: number;
  /** Most batches (runs of the command) in all. */
  maxBatches: number;
}

/** The smallest failing value found, how many steps led to it, and how many candidates were tried. */
export interface Shrunk<T> {
  value: fc.Value<T>;
  steps: number;
  tried: number;
  batches: number;
}

/**
 * fast-check's greedy shrink, batched: from a failing value, walk its
 * shrink stream (`arb.shrink(value, context)`) and move to the first
 * candidate that still fails, until no candidate fails or the batch budget
 * is spent — the same walk `fc.check` does, except that candidates are
 * tested a batch at a time by `failing` (one run of the user's command per
 * batch instead of one per candidate). Batches grow while they find
 * nothing, so a long stream costs few runs.
 *
 * ```ts
 * const r = await shrinkBatched(fc.nat(), start, async (xs) => xs.map((x) => x >= 10), { chunk: 50, maxBatches: 40 });
 * r.value.value; // 10
 * ```
 */
export async function shrinkBatched<T>(
  arb: fc.Arbitrary<T>,
  start: fc.Value<T>,
  failing: (candidates: readonly T[]) => Promise<readonly boolean[]>,
  limits: ShrinkLimits,
): Promise<Shrunk<T>> {
  let current = start;
  let steps = 0;
  let tried = 0;
  let batches = 0;
  while (batches < limits.maxBatches) {
    const stream = arb.shrink(current.value, current.context)[Symbol.iterator]();
    let size = limits.chunk;
    let next: fc.Value<T> | null = null;
    let exhausted = false;
    while (next === null && !exhausted && batches < limits.maxBatches) {
      const batch: fc.Value<T>[] = [];
      while (batch.length < size) {
        const r = stream.next();
        if (r.done) {
          exhausted = true;
          break;
        }
        batch.push(r.value);
      }
      if (batch.length === 0) break;
      batches++;
      tried += batch.length;
      const verdicts = await failing(batch.map((v) => v.value));
      const i = verdicts.indexOf(true);
      if (i >= 0) next = batch[i] as fc.Value<T>;
      size = Math.min(size * 2, limits.chunk * 16);
    }
    if (next === null) break;
    current = next;
    steps++;
  }
  return { value: current, steps, tried, batches };
}
