// The browser suite: `npm run test:browser`.
//
// Two Vitest projects:
//  - "chromium": the unit tests and a CI-sized property run, executed inside
//    real headless Chromium (Debian's /usr/bin/chromium driven by Playwright),
//    proving the package runs in a browser, not only in Node.
//  - "demo-e2e": a Node-side test that builds the demo page, serves it on
//    127.0.0.1 and drives it in the same Chromium with playwright-core (click,
//    drag, verdict text, pixels of a screenshot).
//
// Chromium is a Debian package (apt-get install -y chromium), not an npm one.
// When it is missing outside CI the suite is skipped with a message; in CI
// (CI set) a missing browser is an error, so the run cannot pass silently.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './test/browser/chromium.js';
import { findNodeOnlyTests } from './test/browser/nodeOnly.js';
import { testWorkers } from './vitest.config.js';

const root = fileURLToPath(new URL('.', import.meta.url));

const inCi = Boolean(process.env.CI);
const haveChromium = existsSync(CHROMIUM_PATH);

if (!haveChromium && inCi) {
  throw new Error(`test:browser: ${CHROMIUM_PATH} is missing; CI must run "apt-get install -y chromium" first`);
}
if (!haveChromium) {
  console.warn(`\n[test:browser] SKIPPED: ${CHROMIUM_PATH} not found (install it with "apt-get install -y chromium").\n`);
}

// Test files that cannot run in a browser. First by pattern, for whole
// families that are Node-only by nature:
const NODE_ONLY_PATTERNS = [
  // The CLI spawns processes, reads stdin/files and checks exit codes.
  'test/cli/**',
  // Packaging tests read package.json / dist/ from disk and spawn node.
  'test/package/**',
  // Convention for any other test that needs Node on purpose.
  '**/*.node.test.ts',
];
// Then by content, so that a new file anywhere is judged on what it does: a
// test that (transitively, through our own modules) imports a Node built-in
// such as node:fs or node:child_process, or uses process.argv/Buffer/require,
// is left out and listed here with the reason.
const nodeOnly = findNodeOnlyTests(root);
const NODE_ONLY_FILES = [...nodeOnly.keys()];
if (haveChromium && nodeOnly.size > 0 && !process.env.VITEST_BROWSER_QUIET) {
  const lines = [...nodeOnly].map(([file, why]) => `  ${file}: ${why}`);
  console.log(`[test:browser] Node-only, not run in Chromium:\n${lines.join('\n')}`);
}

// The environment variables the tests may read in the browser (see define below).
const PASSED_ENV = ['NUM_RUNS', 'FC_SEED', 'FC_PATH', 'CI'];
const browserEnv = Object.fromEntries(PASSED_ENV.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]]));

// npm packages the tests import (peers they are compared with, fast-check,
// big.js), where installed.
const PREBUNDLED = [
  'fast-check',
  'big.js',
  'robust-predicates',
  'robust-orientation',
  'robust-segment-intersect',
  'liang-barsky',
  'three',
].filter((name) => existsSync(`${root}node_modules/${name}/package.json`));

const projects: TestProjectInlineConfiguration[] = [
  {
    // A browser has no `process`. The property tests read their run
    // size and replay seed from process.env (property/support/params.ts),
    // so the build replaces `process.env` with these variables' values:
    // unset NUM_RUNS gives each property its CI size.
    define: { 'process.env': JSON.stringify(browserEnv) },
    // Pre-bundle the libraries tests import, all at start: found one by
    // one mid-run, Vite reloads the page and Vitest warns of flaky runs.
    optimizeDeps: { include: PREBUNDLED },
    test: {
      name: 'chromium',
      setupFiles: ['test/support/rationalEquality.ts'],
      // test/browser/*.browser.ts: browser-only tests (the Node suite skips them).
      include: ['test/**/*.test.ts', 'property/**/*.prop.ts', 'test/browser/**/*.browser.ts'],
      exclude: ['**/node_modules/**', ...NODE_ONLY_PATTERNS, ...NODE_ONLY_FILES],
      testTimeout: 120_000,
      browser: {
        enabled: true,
        headless: true,
        screenshotFailures: false,
        provider: playwright({
          launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  },
  {
    test: {
      name: 'demo-e2e',
      environment: 'node',
      include: ['test/browser/**/*.e2e.ts'],
      testTimeout: 120_000,
      hookTimeout: 120_000,
    },
  },
];

export default defineConfig({
  // With no browser (outside CI) nothing runs, and that is not a failure.
  // One page per core, as the Node suite runs a file per core.
  test: haveChromium ? { projects, maxWorkers: testWorkers } : { include: [], passWithNoTests: true },
});
