import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One test file per core. Vitest leaves a core to its own main thread by
// default, which on a two-core machine runs the suite in one worker; the
// main thread does little while files run, so it shares a core.
export const testWorkers = availableParallelism();

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'property/**/*.prop.ts'],
    testTimeout: 120_000,
    maxWorkers: testWorkers,
    setupFiles: ['test/support/rationalEquality.ts'],
  },
});
