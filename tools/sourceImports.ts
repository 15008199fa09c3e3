import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/*
 * The import graph of the repository's TypeScript, read as text: which
 * relative modules a file imports, and which files package.json publishes.
 * For the tests that keep the layers apart (the CLI and the census use only
 * the public entries) and for tools/deadExports.ts.
 */

/** Every .ts file below `dir`, as absolute paths. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** The source file of each published entry of the package at `root`: dist/x/index.js is built from src/x/index.ts. */
export function entrySources(root: string): Set<string> {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { import: { default: string } }>;
  };
  const out = new Set<string>();
  for (const target of Object.values(pkg.exports)) {
    const file = typeof target === 'string' ? target : target.import.default;
    out.add(join(root, file.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts')));
  }
  return out;
}

/** Every relative module a file imports or re-exports, resolved to a source path (x.js read as x.ts). */
export function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/\bfrom\s*'(\.[^']+)'|\bimport\s*\(?\s*'(\.[^']+)'/g)].map((m) =>
    resolve(dirname(file), (m[1] ?? m[2]) as string).replace(/\.js$/, '.ts'),
  );
}
