/**
 * The number stages of the box predicates, src/predicates/generated/<module>.ts,
 * one per spec in specs.ts. `npm run kernel` writes them with the sign
 * kernels, and `npm run kernel -- --check` (through a test in CI) fails when
 * one differs from what the template writes now.
 */
import { emitStageModule } from './numberStage.js';
import { stageSpecs } from './specs.js';

/** Each number stage's path and unformatted source. */
export function stageModules(): { path: string; source: string }[] {
  return stageSpecs.map(emitStageModule);
}
