import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The command-line tool is a client of the package like any other program:
 * outside src/cli it imports only the package's public entries, the files
 * that package.json's "exports" publish (src/index.ts for ".",
 * src/float/index.ts for "./float", ..., and package.json itself). And
 * `diff` and `census` share code through src/cli/shared/, never each other.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = join(ROOT, 'src/cli');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** The source file of each published entry: dist/x/index.js is built from src/x/index.ts. */
function entrySources(): Set<string> {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    exports: Record<string, string | { import: { default: string } }>;
  };
  const out = new Set<string>();
  for (const target of Object.values(pkg.exports)) {
    const file = typeof target === 'string' ? target : target.import.default;
    out.add(join(ROOT, file.replace(/^\.\/dist\//, 'src/').replace(/\.js$/, '.ts')));
  }
  return out;
}

/** Every relative module a file imports or re-exports, resolved to a source path. */
function importsOf(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/\bfrom\s*'(\.[^']+)'|\bimport\s*\(?\s*'(\.[^']+)'/g)].map((m) =>
    resolve(dirname(file), (m[1] ?? m[2]) as string).replace(/\.js$/, '.ts'),
  );
}

const files = filesUnder(CLI);
const entries = entrySources();

describe('src/cli uses only the public entries of the package', () => {
  it('finds the entries in package.json and the files of src/cli', () => {
    expect([...entries].map((f) => relative(ROOT, f)).sort()).toEqual(
      expect.arrayContaining(['package.json', 'src/arbitraries/index.ts', 'src/float/index.ts', 'src/index.ts']),
    );
    expect(files.length).toBeGreaterThan(40);
  });

  it('imports nothing outside src/cli but a public entry', () => {
    const outside = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => !target.startsWith(`${CLI}/`) && !entries.has(target))
        .map((target) => `${relative(ROOT, file)} imports ${relative(ROOT, target)}`),
    );
    expect(outside).toEqual([]);
  });

  it('diff and census do not import each other (shared code lives in src/cli/shared)', () => {
    const across = files.flatMap((file) => {
      const from = relative(CLI, file);
      const other = from.startsWith('diff') ? 'census' : from.startsWith('census') ? 'diff' : null;
      if (other === null) return [];
      return importsOf(file)
        .filter((target) => relative(CLI, target).startsWith(other))
        .map((target) => `${relative(ROOT, file)} imports ${relative(ROOT, target)}`);
    });
    expect(across).toEqual([]);
  });
});
