// The built entry points import only what the package promises: the core
// entry nothing at all, big.js only behind ./decimal and the CLI, fast-check
// only behind ./arbitraries.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assertBuilt, bareImportsReachable, pkg, root, type Subpath, subpaths, target } from './dist.js';

beforeAll(assertBuilt);

/** Packages each entry point may load at run time, for both of its formats. */
const allowed: Record<Subpath, string[]> = {
  '.': [],
  './ruby': [],
  './float': [],
  './arbitraries': ['fast-check'],
  './decimal': ['big.js'],
  './clip': [],
  './earcut': [],
  './delaunator': [],
};

describe('runtime imports of the built entry points', () => {
  for (const subpath of subpaths) {
    for (const condition of ['import', 'require'] as const) {
      it(`${subpath} (${condition}) imports only ${JSON.stringify(allowed[subpath])}`, () => {
        const bare = [...bareImportsReachable(target(subpath, condition, 'default'))];
        expect(bare.filter((spec) => !allowed[subpath].includes(spec))).toEqual([]);
      });
    }
  }

  it('the core entry is self-contained: no import or require of any package', () => {
    for (const condition of ['import', 'require'] as const) {
      expect([...bareImportsReachable(target('.', condition, 'default'))]).toEqual([]);
    }
  });

  it('big.js is a dependency and fast-check an optional peer, nothing else at run time', () => {
    expect(Object.keys(pkg.dependencies ?? {})).toEqual(['big.js']);
    expect(Object.keys(pkg.peerDependencies ?? {})).toEqual(['fast-check']);
  });
});

describe('exports map', () => {
  it('every file it names exists', () => {
    for (const subpath of subpaths) {
      for (const condition of ['import', 'require'] as const) {
        for (const kind of ['types', 'default'] as const) {
          const file = target(subpath, condition, kind);
          expect(existsSync(file), file).toBe(true);
        }
      }
    }
  });

  it('declarations match the format: .d.ts beside .js (ESM), .d.cts beside .cjs', () => {
    for (const subpath of subpaths) {
      expect(target(subpath, 'import', 'default')).toMatch(/\.js$/);
      expect(target(subpath, 'import', 'types')).toMatch(/\.d\.ts$/);
      expect(target(subpath, 'require', 'default')).toMatch(/\.cjs$/);
      expect(target(subpath, 'require', 'types')).toMatch(/\.d\.cts$/);
    }
  });
});

describe('CLI build', () => {
  const cli = join(root, pkg.bin['exact-predicates'] ?? 'missing');

  it('is dist/cli.js, starts with exactly one shebang line and is executable', () => {
    expect(pkg.bin).toEqual({ 'exact-predicates': 'dist/cli.js' });
    const lines = readFileSync(cli, 'utf8').split('\n');
    expect(lines[0]).toBe('#!/usr/bin/env node');
    expect(lines[1]?.startsWith('#!')).toBe(false);
    expect(statSync(cli).mode & 0o111).not.toBe(0);
  });

  it('loads nothing beyond big.js and Node built-ins (fast-check is bundled in)', () => {
    const builtin = (spec: string) => spec.startsWith('node:') || builtinModules.includes(spec);
    const bare = [...bareImportsReachable(cli)];
    expect(bare.filter((spec) => spec !== 'big.js' && !builtin(spec))).toEqual([]);
  });
});
