import { chmod, readFile, writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';

/*
 * Two builds.
 *
 * 1. The library: nine entry points, each as ESM (.js + .d.ts) and CommonJS
 *    (.cjs + .d.cts). Code splitting is on for both formats so that an entry
 *    point that reuses core code (decimal, arbitraries) shares the same
 *    chunk — and therefore the same `Rational` and error classes — as the
 *    main entry, instead of carrying its own copy that `instanceof` would
 *    not recognise. Dependencies (big.js) and peer dependencies (fast-check)
 *    stay external; tsup does that from package.json.
 *
 * 2. The CLI: one ESM file, dist/cli.js, with a shebang, no declarations.
 *    fast-check is bundled into it (`diff` generates cases with the
 *    arbitraries and shrinks them), so that the command works for a user
 *    who installed the package without the optional peer dependency. The
 *    census is a repository tool (tools/census, `npm start`), not in it.
 *    The shebang is added after the build rather than as a banner: esbuild
 *    keeps a hashbang written in the source, and a banner on top of it
 *    would give two lines starting with `#!`, a syntax error.
 *
 * The library build cleans dist/ except cli.js; both builds run at once and
 * the CLI build writes cli.js itself.
 *
 * Not minified: consumers minify; size-limit measures min+gzip itself.
 */
const target = 'es2022'; // BigInt and class fields: Node 18+, all current browsers.
// Not keepNames: esbuild renames a class that refers to itself (so the built
// `Rational.name` is '_Rational'), and keepNames would restore it, but with a
// top-level `__name(fn, ...)` call per function that no bundler can drop,
// which ends tree shaking: `import { orient2d }` would then cost the whole
// entry point (measured 10.1 kB min+gzip instead of 2.9 kB).

const shebang = '#!/usr/bin/env node\n';

async function addShebang(): Promise<void> {
  const file = 'dist/cli.js';
  const code = await readFile(file, 'utf8');
  if (!code.startsWith('#!')) await writeFile(file, shebang + code);
  await chmod(file, 0o755);
}

export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      'float/index': 'src/float/index.ts',
      'ruby/index': 'src/ruby/index.ts',
      'arbitraries/index': 'src/arbitraries/index.ts',
      'decimal/index': 'src/decimal/index.ts',
      'flat/index': 'src/flat/index.ts',
      'clip/index': 'src/clip/index.ts',
      'earcut/index': 'src/earcut/index.ts',
      'delaunator/index': 'src/delaunator/index.ts',
    },
    format: ['esm', 'cjs'],
    dts: true,
    splitting: true,
    sourcemap: false,
    clean: ['!cli.js'],
    target,
    platform: 'neutral',
    outDir: 'dist',
  },
  {
    entry: { cli: 'src/cli/main.ts' },
    format: ['esm'],
    dts: false,
    splitting: false,
    clean: false,
    target,
    platform: 'node',
    noExternal: ['fast-check'],
    outDir: 'dist',
    onSuccess: addShebang,
  },
]);
