// Helpers for the tests of the built package: they read dist/ as a user's
// Node would, so `npm run build` must have run first (`npm test` does that).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  exports: Record<string, string | Record<string, Record<string, string>>>;
  bin: Record<string, string>;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/** The library's subpaths, as a user writes them in an import. */
export const subpaths = ['.', './ruby', './float', './arbitraries', './decimal', './clip', './earcut', './delaunator'] as const;
export type Subpath = (typeof subpaths)[number];

export function specifier(subpath: Subpath): string {
  return subpath === '.' ? pkg.name : `${pkg.name}${subpath.slice(1)}`;
}

/** The file the exports map sends `condition` (import/require) to for `subpath`. */
export function target(subpath: Subpath, condition: 'import' | 'require', kind: 'types' | 'default'): string {
  const entry = pkg.exports[subpath];
  if (typeof entry !== 'object') throw new Error(`exports["${subpath}"] is not a condition object`);
  const file = entry[condition]?.[kind];
  if (file === undefined) throw new Error(`exports["${subpath}"].${condition}.${kind} is missing`);
  return join(root, file);
}

export function assertBuilt(): void {
  if (!existsSync(join(root, 'dist/index.js'))) {
    throw new Error('dist/ is missing: run `npm run build` first (npm test does)');
  }
}

/**
 * Runs `code` in a fresh Node process inside the package, so that the package
 * name resolves through its own `exports` map exactly as for an installed
 * dependency. ESM when `type` is 'module', CommonJS otherwise. Returns stdout.
 */
export function runNode(type: 'module' | 'commonjs', code: string): string {
  return execFileSync(process.execPath, [`--input-type=${type}`, '-e', code], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

// `from` after a dot is a property in code or text (`"Rational.from", "x"`), never an import.
const importPattern = /(?:(?<![.\w])from\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']([^"']+)["']/g;

/** Every module specifier that a built file imports or requires. */
export function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(importPattern)].map((m) => m[1] as string);
}

/**
 * Follows relative imports from `entry` through the shared chunks and
 * returns the bare specifiers (packages, node: built-ins) reached on the way.
 */
export function bareImportsReachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const bare = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const spec of importsOf(file)) {
      if (spec.startsWith('.')) queue.push(join(dirname(file), spec));
      else bare.add(spec);
    }
  }
  return bare;
}
