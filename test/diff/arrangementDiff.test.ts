import { describe, expect, it } from 'vitest';
import { evaluateLine } from '../../src/cli/evaluateLine.js';
import { DEFAULT_EVAL_OPTIONS } from '../../src/cli/evaluateRequest.js';
import { CLI_LABEL, runCli } from '../cli/cliProcess.js';

/*
 * `diff` on the arrangement ops: a noding check in doubles (all pairs, float
 * orientations: test/diff/fixtures/floatNodingCheck.mjs) is caught and
 * shrunk to a small set of segments; the exact oracle agrees with itself.
 */

const EXACT_ORACLE = CLI_LABEL === 'dist/cli.js' ? 'node dist/cli.js eval' : 'node --import tsx src/cli/main.ts eval';

describe(`exact-predicates diff on sets of segments (${CLI_LABEL})`, () => {
  it('finds where a float noding check is wrong, and shrinks the set', async () => {
    const r = await runCli([
      'diff',
      '--cmd',
      'node test/diff/fixtures/floatNodingCheck.mjs',
      '--ops',
      'noding_check',
      '--cases',
      '200',
      '--examples',
      '1',
    ]);
    expect(r.status, r.stderr).toBe(1);
    expect(r.stdout).toMatch(/noding_check +200 +\d+ +[1-9]\d* +0/);
    const request = /request: {2}(.*)/.exec(r.stdout)?.[1] as string;
    const expected = /expected: (.*)/.exec(r.stdout)?.[1] as string;
    expect(evaluateLine(request, 1, DEFAULT_EVAL_OPTIONS)).toBe(expected);
    // Shrunk to a handful of segments.
    expect((JSON.parse(request) as { segments: unknown[] }).segments.length).toBeLessThanOrEqual(3);
  }, 180_000);

  it('the exact oracle agrees with itself on segment_intersections, noding_check and snap_round', async () => {
    const r = await runCli([
      'diff',
      '--cmd',
      EXACT_ORACLE,
      '--ops',
      'segment_intersections,noding_check,snap_round',
      '--cases',
      '40',
      '--coordinates',
      'mixed',
    ]);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toContain('OK: the command agrees with the exact answers on all 120 cases.');
  }, 180_000);
});
