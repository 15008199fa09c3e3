/**
 * The number stages of the box predicates, src/predicates/generated/<module>.ts,
 * one per spec in specs.ts, and the entries' fast paths, written into their
 * predicates' files. `npm run kernel` writes them with the sign kernels, and
 * `npm run kernel -- --check` (through a test in CI) fails when one differs
 * from what the template writes now.
 */
import { readFileSync } from 'node:fs';
import { emitFastPath, endMark, startMark } from './fastPath.js';
import { emitStageModule } from './numberStage.js';
import { fastPathSpecs, stageSpecs } from './specs.js';

/** Each number stage's path and unformatted source. */
export function stageModules(): { path: string; source: string }[] {
  return stageSpecs.map(emitStageModule);
}

/**
 * Each file holding a generated fast path, with that fast path written
 * anew between its marks and the rest of the file as it is (unformatted:
 * the caller formats the whole file).
 */
export function fastPathFiles(): { path: string; source: string }[] {
  return fastPathSpecs.map((spec) => {
    const lines = readFileSync(spec.file, 'utf8').split('\n');
    const start = lines.findIndex((l) => l.trim() === startMark(spec));
    const end = lines.findIndex((l) => l.trim() === endMark(spec));
    if (start < 0 || end < start) throw new Error(`${spec.file}: the marks of ${spec.entry}'s fast path are missing`);
    const source = [...lines.slice(0, start), ...emitFastPath(spec), ...lines.slice(end + 1)].join('\n');
    return { path: spec.file, source };
  });
}
