// What the tarball ships besides dist/: PROTOCOL.md (the contract that
// `eval --help` points to) and the example programs the diff docs use, each
// run under the installed command as a user would run it.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Consumer, packedConsumer } from './consumer.js';
import { assertBuilt } from './dist.js';

let consumer: Consumer;
let pkgDir = '';

beforeAll(() => {
  assertBuilt();
  consumer = packedConsumer();
  pkgDir = join(consumer.dir, 'node_modules', 'exact-predicates');
}, 180_000);

afterAll(() => consumer?.remove());

/** `exact-predicates ...args` from the installed package, in the consumer's examples folder. */
function installed(args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [join(pkgDir, 'dist/cli.js'), ...args], {
    cwd: join(pkgDir, 'examples'),
    encoding: 'utf8',
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The [cases, agree, disagree, unanswered] row of a diff report. */
function row(stdout: string, op: string): number[] {
  const line = stdout.split('\n').find((l) => l.startsWith(`${op} `)) ?? '';
  return line.trim().split(/\s+/).slice(1).map(Number);
}

const hasPython = (() => {
  try {
    execFileSync('python3', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('the packed package ships PROTOCOL.md and the examples', () => {
  it('has PROTOCOL.md, README.md, LICENSE and every example', () => {
    for (const file of ['PROTOCOL.md', 'README.md', 'LICENSE', 'dist/cli.js'])
      expect(existsSync(join(pkgDir, file)), file).toBe(true);
    expect(readdirSync(join(pkgDir, 'examples')).sort()).toEqual([
      'README.md',
      'exact_orient2d.py',
      'naive-orient2d.mjs',
      'naive_orient2d.py',
      'slab-segment-box.mjs',
    ]);
  });

  it('ships the guides: every relative link of README.md resolves inside the installed package', () => {
    const readme = readFileSync(join(pkgDir, 'README.md'), 'utf8');
    const links = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((m) => m[1] as string)
      .filter((href) => !/^[a-z]+:/i.test(href));
    expect(links.filter((href) => href.startsWith('docs/')).length).toBeGreaterThan(10);
    expect(links.filter((href) => !existsSync(join(pkgDir, href)))).toEqual([]);
  });

  it('eval --help points to PROTOCOL.md where it is installed', () => {
    const help = installed(['eval', '--help']);
    expect(help.status).toBe(0);
    const path = /node_modules\/exact-predicates\/PROTOCOL\.md/.exec(help.stdout)?.[0];
    expect(path).toBeDefined();
    expect(existsSync(join(consumer.dir, path as string))).toBe(true);
  });

  it('diff --help points to the examples where they are installed', () => {
    const help = installed(['diff', '--help']);
    expect(help.status).toBe(0);
    const path = /node_modules\/exact-predicates\/examples/.exec(help.stdout)?.[0];
    expect(path).toBeDefined();
    expect(existsSync(join(consumer.dir, path as string, 'naive-orient2d.mjs'))).toBe(true);
  });

  it('python3 is there to run the Python examples', () => {
    expect(hasPython).toBe(true);
  });
});

describe('the shipped examples under the installed diff', () => {
  it('naive-orient2d.mjs fails, also on safe integers', () => {
    for (const coordinates of ['double', 'safe']) {
      const r = installed(['diff', '--cmd', 'node naive-orient2d.mjs', '--ops', 'orient2d', '--coordinates', coordinates]);
      expect(r.status, r.stdout + r.stderr).toBe(1);
      expect(row(r.stdout, 'orient2d')[2]).toBeGreaterThan(0);
    }
  }, 120_000);

  it('slab-segment-box.mjs passes within 0 ulps and fails the exact comparison', () => {
    const args = ['diff', '--cmd', 'node slab-segment-box.mjs', '--ops', 'segment_box'];
    expect(installed([...args, '--compare', 'ulps:0']).status).toBe(0);
    expect(installed([...args, '--compare', 'exact']).status).toBe(1);
  }, 120_000);

  it.runIf(hasPython)(
    'naive_orient2d.py fails; exact_orient2d.py agrees on every kind of coordinate',
    () => {
      const naive = installed(['diff', '--cmd', 'python3 naive_orient2d.py', '--ops', 'orient2d']);
      expect(naive.status, naive.stdout + naive.stderr).toBe(1);
      expect(row(naive.stdout, 'orient2d')[2]).toBeGreaterThan(0);
      const exact = installed(['diff', '--cmd', 'python3 exact_orient2d.py', '--ops', 'orient2d', '--coordinates', 'mixed']);
      expect(exact.status, exact.stdout + exact.stderr).toBe(0);
      expect(row(exact.stdout, 'orient2d')).toEqual([100, 100, 0, 0]);
    },
    120_000,
  );
});
