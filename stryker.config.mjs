// Mutation testing: `npm run mutation`. Stryker mutates src/, runs the tests
// that cover each mutant (Vitest, stryker.vitest.config.ts) and reports the
// share of mutants some test kills. HTML report: reports/mutation/index.html.
//
// Not mutated:
// - src/cli: its tests spawn the command, which never sees a mutant (see
//   stryker.vitest.config.ts); it holds no geometry of its own (it calls the
//   public entries; the census, with its drawing, is a repository tool in
//   tools/census, outside src/ and so never mutated).
// - src/float: the float algorithms, a reference kept for comparison, not
//   the product.
// - src/core/generated: the kernels, written by tools/kernel/generate.ts.
//   Their source is the generator; what they must guarantee (every stage
//   answers only with the exact sign) is checked on adversarial inputs by
//   test/core/generated, and almost every mutant of a staged evaluation is
//   equivalent (each stage is a shortcut the later stages also decide).
// - src/predicates/generated: the box predicates' number stages, written by
//   tools/predicates/generate.ts from one template. A surviving mutant there
//   could only be fixed in the template (tools/, never mutated); the
//   generator test (test/tools/kernel/generate.test.ts) keeps the files
//   equal to what the template writes, and the predicates that call them
//   are tested on every kind of input (test/predicates, property/fastPath,
//   property/boxLaws).
//
// Equivalent mutants of patterns that recur (type probes of fast paths,
// finiteness sums, arrays made with a length) are ignored by the plugin in
// stryker/equivalentMutants.mjs, which says why for each pattern.
// Everything else is: core, predicates, constructions, batch, decimal and the
// arbitraries (test/arbitraries checks what each arbitrary promises).
//
// A narrower run, e.g. the core only:
//   npx stryker run --mutate 'src/core/**/*.ts'
// Stryker has no overall time limit; concurrency 2 keeps it to the two cores
// of the build machine.

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './stryker/equivalentMutants.mjs'],
  ignorers: ['EquivalentMutants'],
  vitest: { configFile: 'stryker.vitest.config.ts' },
  mutate: ['src/**/*.ts', '!src/cli/**', '!src/float/**', '!src/core/generated/**', '!src/predicates/generated/**'],
  // Stryker's sandbox needs the sources and tests, not build output or reports,
  // nor the sandboxes of other runs (area runs may go side by side).
  ignorePatterns: ['dist', 'docs', 'reports', 'census-out', 'coverage', '.stryker-tmp*'],
  concurrency: 2,
  // A mutant that makes a loop endless is killed by timeout: the normal run
  // time of its tests times 1.5, plus this many milliseconds.
  timeoutMS: 10_000,
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0, reportScoreTable: true },
  thresholds: { high: 95, low: 90, break: null },
  tempDirName: '.stryker-tmp',
  // Reruns test only the mutants whose code or tests changed since the last run.
  incremental: process.env.MUTATION_INCREMENTAL !== '0',
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  cleanTempDir: true,
};
