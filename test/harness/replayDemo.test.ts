// docs/testing.md shows a failing property's report and the command that
// replays it. This holds the page to what fast-check really does: the seed
// shown leads to the path shown, and that seed and path go straight to the
// counterexample shown, in one run.
import { readFileSync } from 'node:fs';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { floatOrientationIsExact } from '../../property/support/replayDemo.js';

const page = readFileSync(new URL('../../docs/testing.md', import.meta.url), 'utf8');
const report = /\{ seed: (-?\d+), path: "([\d:]+)", endOnFailure: true \}\nCounterexample: (.*)\n/.exec(page);
const command = /^FC_SEED=(-?\d+) FC_PATH="([\d:]+)" REPLAY_DEMO=1 npx vitest run property\/replayDemo\.prop\.ts$/m.exec(page);

describe('the replay walk-through of docs/testing.md', () => {
  it('shows a report and a replay command with the same seed and path', () => {
    expect(report, 'the report block').not.toBeNull();
    expect(command, 'the replay command').not.toBeNull();
    expect(command?.slice(1, 3)).toEqual(report?.slice(1, 3));
  });

  it('the seed fails at the path shown, with the counterexample shown', () => {
    const [, seed, path, counterexample] = report as RegExpExecArray;
    const run = fc.check(floatOrientationIsExact, { seed: Number(seed), numRuns: 1000 });
    expect(run.failed).toBe(true);
    expect(run.counterexamplePath).toBe(path);
    expect(JSON.stringify(run.counterexample)).toBe(counterexample);
  });

  it('seed and path replay that counterexample in a single run', () => {
    const [, seed, path] = command as RegExpExecArray;
    const run = fc.check(floatOrientationIsExact, { seed: Number(seed), path, endOnFailure: true });
    expect(run.failed).toBe(true);
    expect(run.numRuns).toBe(1);
    expect(JSON.stringify(run.counterexample)).toBe(report?.[3]);
  });
});
