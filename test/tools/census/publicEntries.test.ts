import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entrySources, filesUnder, importsOf } from '../../../tools/sourceImports.js';

/*
 * The census is a client of the package like any other program: its
 * geometry (the exact twins, the drawing's exact arithmetic) goes through
 * the public entries only. From the command line's code it takes the
 * shared helpers (flags, progress bar, usage errors, family seeds) and the
 * protocol encoder (its gallery prints replayable request lines), never a
 * command (`diff`, `eval`, `noding`).
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const CENSUS = join(ROOT, 'tools/census');
const files = filesUnder(CENSUS);
const entries = entrySources(ROOT);
const allowed = (target: string): boolean =>
  target.startsWith(`${CENSUS}/`) ||
  entries.has(target) ||
  target.startsWith(join(ROOT, 'src/cli/shared/')) ||
  target === join(ROOT, 'src/cli/encodeRequest.ts');

describe('tools/census uses only the public entries of the package', () => {
  it('finds its files', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('imports nothing outside tools/census but a public entry, src/cli/shared and the request encoder', () => {
    const outside = files.flatMap((file) =>
      importsOf(file)
        .filter((target) => !allowed(target))
        .map((target) => `${relative(ROOT, file)} imports ${relative(ROOT, target)}`),
    );
    expect(outside).toEqual([]);
  });

  it('is imported by nothing in src/', () => {
    const into = filesUnder(join(ROOT, 'src')).flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith(`${CENSUS}/`))
        .map((target) => `${relative(ROOT, file)} imports ${relative(ROOT, target)}`),
    );
    expect(into).toEqual([]);
  });
});
