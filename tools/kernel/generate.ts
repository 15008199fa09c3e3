/**
 * `npm run kernel` writes src/core/generated/<name>.ts for every spec in
 * specs.ts and valueSpecs.ts, and the box predicates' number stages
 * (tools/predicates, src/predicates/generated) and the predicates' fast
 * paths (between their marks in src/predicates); `npm run kernel -- --check`
 * fails if a generated file differs from what the generator writes now (CI
 * runs it through a test).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fastPathFiles, stageModules } from '../predicates/generate.js';
import { emitModule } from './emitModule.js';
import { emitValueModule } from './emitValue.js';
import { specs } from './specs.js';
import { valueSpecs } from './valueSpecs.js';

const OUT = 'src/core/generated';

/** Each generated module's source, formatted as the repository formats TypeScript. */
export function generatedSources(): Map<string, string> {
  const biome = join(process.cwd(), 'node_modules/.bin/biome');
  const out = new Map<string, string>();
  const modules = [...specs.map(emitModule), ...valueSpecs.map(emitValueModule)].map(({ name, source }) => ({
    path: `${OUT}/${name}.ts`,
    source,
  }));
  for (const { path, source } of [...modules, ...stageModules(), ...fastPathFiles()]) {
    const formatted = execFileSync(biome, ['check', '--write', `--stdin-file-path=${path}`], { input: source, encoding: 'utf8' });
    out.set(path, formatted);
  }
  return out;
}

function main(): void {
  const check = process.argv.includes('--check');
  let stale = 0;
  for (const [path, source] of generatedSources()) {
    if (check) {
      let old = '';
      try {
        old = readFileSync(path, 'utf8');
      } catch {}
      if (old !== source) {
        console.error(`${path} is stale: run npm run kernel`);
        stale++;
      }
    } else writeFileSync(path, source);
  }
  if (stale) process.exit(1);
}

if (process.argv[1]?.endsWith('generate.ts')) main();
