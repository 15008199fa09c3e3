import type * as fc from 'fast-check';

/** Limits of one shrink. */
export interface ShrinkLimits {
  /** Candidates sent to the command at once. */
  chunk: number;
  /** Most candidates tried in all. */
  budget: number;
}

/** The smallest failing value found, how many steps led to it, and how many candidates were tried. */
export interface Shrunk<T> {
  value: fc.Value<T>;
  steps: number;
  tried: number;
}

/**
 * fast-check's greedy shrink, batched: from a failing value, walk its
 * shrink stream (`arb.shrink(value, context)`) and move to the first
 * candidate that still fails, until no candidate fails or the budget is
 * spent — the same walk `fc.check` does, except that candidates are tested
 * `chunk` at a time by `failing`, one run of the user's command per chunk
 * instead of one per candidate.
 *
 * ```ts
 * const r = await shrinkBatched(fc.nat(), start, async (xs) => xs.map((x) => x >= 10), { chunk: 50, budget: 500 });
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
  outer: while (tried < limits.budget) {
    const stream = arb.shrink(current.value, current.context);
    let chunk: fc.Value<T>[] = [];
    const test = async (): Promise<fc.Value<T> | null> => {
      tried += chunk.length;
      const verdicts = await failing(chunk.map((v) => v.value));
      const i = verdicts.indexOf(true);
      return i < 0 ? null : (chunk[i] as fc.Value<T>);
    };
    for (const candidate of stream) {
      chunk.push(candidate);
      if (chunk.length < limits.chunk && tried + chunk.length < limits.budget) continue;
      const next = await test();
      if (next !== null) {
        current = next;
        steps++;
        continue outer;
      }
      chunk = [];
      if (tried >= limits.budget) break outer;
    }
    if (chunk.length > 0) {
      const next = await test();
      if (next !== null) {
        current = next;
        steps++;
        continue;
      }
    }
    break;
  }
  return { value: current, steps, tried };
}
