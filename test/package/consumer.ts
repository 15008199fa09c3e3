// A project that uses the package as a stranger would: the tarball `npm pack`
// makes, unpacked into node_modules/exact-predicates of a fresh folder outside
// the repository, beside big.js (its dependency) and fast-check (the optional
// peer), and nothing else: no @types/big.js, no @types/node. TypeScript is
// the repository's own compiler, run on that folder.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { root } from './dist.js';

/** The folder of a fresh consumer project with the packed package installed. */
export type Consumer = { dir: string; remove: () => void };

/**
 * Packs the built package (dist/ must be current: `npm test` builds first) and
 * installs it into a new folder, with big.js and fast-check beside it, and
 * `extra` packages of the repository's node_modules too (e.g. '@types/big.js').
 */
export function packedConsumer(extra: string[] = []): Consumer {
  const dir = mkdtempSync(join(tmpdir(), 'exact-predicates-consumer-'));
  // --ignore-scripts: no prepack rebuild while other test files read dist/.
  const out = execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', dir], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const [{ filename }] = JSON.parse(out) as [{ filename: string }];
  const pkgDir = join(dir, 'node_modules', 'exact-predicates');
  mkdirSync(pkgDir, { recursive: true });
  execFileSync('tar', ['-xzf', join(dir, filename), '-C', pkgDir, '--strip-components=1']);
  for (const dep of ['big.js', 'fast-check', ...extra]) {
    mkdirSync(dirname(join(dir, 'node_modules', dep)), { recursive: true });
    symlinkSync(join(root, 'node_modules', dep), join(dir, 'node_modules', dep), 'dir');
  }
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Writes files (paths relative to the consumer folder). */
export function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** Runs the repository's tsc with these arguments in `dir`; returns its output and whether it passed. */
export function tsc(dir: string, args: string[]): { ok: boolean; output: string } {
  const compiler = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  try {
    return { ok: true, output: execFileSync(process.execPath, [compiler, ...args], { cwd: dir, encoding: 'utf8' }) };
  } catch (e) {
    const r = e as { stdout?: string; stderr?: string };
    return { ok: false, output: `${r.stdout ?? ''}${r.stderr ?? ''}` };
  }
}

/** A strict tsconfig as a consumer might write it; `skipLibCheck: false`, so our declarations are checked too. */
export function tsconfig(options: Record<string, unknown>, include: string[]): string {
  return JSON.stringify({
    compilerOptions: { strict: true, skipLibCheck: false, target: 'ES2022', lib: ['ES2022', 'DOM'], types: [], ...options },
    include,
  });
}
