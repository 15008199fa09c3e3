import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entrySources, filesUnder, importsOf } from '../../tools/sourceImports.js';

/*
 * The command-line tool is a client of the package like any other program:
 * outside src/cli it imports only the package's public entries, the files
 * that package.json's "exports" publish (src/index.ts for ".",
 * src/float/index.ts for "./float", ..., and package.json itself), and
 * nothing of the repository's tools.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const CLI = join(ROOT, 'src/cli');

const files = filesUnder(CLI);
const entries = entrySources(ROOT);

describe('src/cli uses only the public entries of the package', () => {
  it('finds the entries in package.json and the files of src/cli', () => {
    expect([...entries].map((f) => relative(ROOT, f)).sort()).toEqual(
      expect.arrayContaining(['package.json', 'src/arbitraries/index.ts', 'src/float/index.ts', 'src/index.ts']),
    );
    expect(files.length).toBeGreaterThan(30);
  });

  it('imports nothing outside src/cli but a public entry', () => {
    const outside = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => !target.startsWith(`${CLI}/`) && !entries.has(target))
        .map((target) => `${relative(ROOT, file)} imports ${relative(ROOT, target)}`),
    );
    expect(outside).toEqual([]);
  });
});
