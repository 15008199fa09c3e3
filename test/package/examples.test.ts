// Every TypeScript example of README.md and docs/*.md compiles against the
// packed package, as a stranger's project would use it, and its commented
// answers are what the code really returns (see examples.ts for the rules).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Consumer, packedConsumer, tsc, tsconfig, writeFiles } from './consumer.js';
import { assertBuilt } from './dist.js';
import { checkModule, documents, type Example, examplesOf, instrument } from './examples.js';

const examples: (Example & { name: string; checks: number; program: string })[] = documents().flatMap((doc) =>
  examplesOf(doc).map((ex, i) => ({ ...ex, ...instrument(ex), name: `${doc.replace(/[/.]/g, '_')}_${i + 1}` })),
);

let consumer: Consumer;
let compiled: { ok: boolean; output: string };

beforeAll(() => {
  assertBuilt();
  // A project that uses big.js itself installs its types; the package's own need none (consumer.test.ts).
  consumer = packedConsumer(['@types/big.js']);
  const files: Record<string, string> = { 'examples/check.ts': checkModule };
  for (const ex of examples) files[`examples/${ex.name}.ts`] = ex.program;
  files['tsconfig.json'] = tsconfig({ module: 'nodenext', moduleResolution: 'nodenext', outDir: 'out' }, ['examples']);
  writeFiles(consumer.dir, files);
  compiled = tsc(consumer.dir, ['-p', 'tsconfig.json']);
}, 180_000);

afterAll(() => consumer?.remove());

/** tsc's messages, each with the document line of its example instead of the generated file. */
function located(output: string): string {
  return output.replace(/examples\/(\w+)\.ts\((\d+),\d+\)/g, (whole, name: string, line: string) => {
    const ex = examples.find((e) => e.name === name);
    return ex === undefined ? whole : `${ex.file}:${ex.line + Number(line) - 2}`;
  });
}

describe('the examples of README.md and docs/*.md', () => {
  it('there are examples, with answers to check', () => {
    expect(examples.length).toBeGreaterThan(20);
    expect(examples.reduce((n, e) => n + e.checks, 0)).toBeGreaterThan(100);
  });

  it('compile with tsc, strict, against the packed package', () => {
    expect(located(compiled.output)).toBe('');
    expect(compiled.ok).toBe(true);
  });

  it.each(examples.map((e) => [`${e.file}:${e.line}`, e] as const))('%s gives the answers its comments state', (_, ex) => {
    const out = execFileSync(process.execPath, [join(consumer.dir, 'out', `${ex.name}.js`)], { encoding: 'utf8' });
    const { checks, failures } = JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as { checks: number; failures: string[] };
    expect(failures).toEqual([]);
    expect(checks).toBe(ex.checks);
  });
});
