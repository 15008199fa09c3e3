import type * as fc from 'fast-check';

/*
 * Run sizes and replay for every property.
 *
 * - NUM_RUNS: runs per property. Unset, each property uses its own CI size
 *   (small: the whole suite stays well under two minutes on 2 cores);
 *   `npm run test:deep` sets it to 1000000.
 * - FC_SEED and FC_PATH: replay a failure. fast-check prints
 *   `{ seed: 1234, path: "12:3:0", endOnFailure: true }` when a property
 *   fails; run the same file with FC_SEED=1234 FC_PATH="12:3:0" and `-t` naming
 *   the property, and it goes straight to the shrunk counterexample.
 * - Outside a deep run a property stops after TIME_LIMIT, runs and shrinking
 *   included, and fails with the counterexample it has: a run is
 *   synchronous, so the test runner's own timeout cannot stop a property
 *   whose seed drew slow cases, and CI must end.
 */

const env = process.env;

/** How long one property may run in CI (below vitest's 120 s timeout). */
const TIME_LIMIT = 90_000;

/** Runs per property for a deep run (NUM_RUNS) or the CI default `ci`. */
export function numRuns(ci: number): number {
  const n = env.NUM_RUNS === undefined ? Number.NaN : Number(env.NUM_RUNS);
  return Number.isInteger(n) && n > 0 ? n : ci;
}

/** fast-check parameters: run count, and seed/path when replaying. */
export function params<T>(ci = 100): fc.Parameters<T> {
  const p: fc.Parameters<T> = { numRuns: numRuns(ci) };
  if (env.NUM_RUNS === undefined) {
    p.interruptAfterTimeLimit = TIME_LIMIT;
    p.markInterruptAsFailure = true;
  }
  if (env.FC_SEED !== undefined && env.FC_SEED !== '') p.seed = Number(env.FC_SEED);
  if (env.FC_PATH !== undefined && env.FC_PATH !== '') {
    p.path = env.FC_PATH;
    p.endOnFailure = true;
  }
  return p;
}

/** True during a deep run: heavier reporting is worth it. */
export const deep = env.NUM_RUNS !== undefined;
