// The Vitest configuration Stryker runs (stryker.config.mjs). The normal suite,
// minus the tests that cannot kill a mutant: Stryker switches mutants on inside
// the Vitest worker, so tests that spawn a process (the CLI runs, the
// built-package checks) or read dist/ always see the unmutated code and
// would only cost time. src/cli is not mutated for the same reason. The
// census's tests (test/tools/census) test a repository tool, not src/.
import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// MUTATION_TESTS="test/core/**/*.test.ts,property/orient2d.prop.ts" narrows the
// run to those tests (for a quick run on one folder of src/).
const only = process.env.MUTATION_TESTS?.split(',').filter((glob) => glob !== '');

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: only ?? base.test?.include ?? [],
    // Mutants are switched on by a global, not by reloading code, so the test
    // files of one mutant's run can share their modules: without this every
    // file re-imported the library, and a run took ten times as long.
    isolate: process.env.MUTATION_ISOLATE === '1',
    exclude: [
      ...configDefaults.exclude,
      'test/package/**',
      'test/browser/**',
      'test/cli/**',
      'test/tools/census/**',
      'test/diff/**',
      // Float-reference agreement tables: the exact side is checked by every
      // other suite, and these two would cost a third of each mutant's run.
      'property/agreementBox.prop.ts',
      'property/agreementOrientation.prop.ts',
    ],
  },
});
