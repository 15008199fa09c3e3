import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameValue } from '../../src/cli/diff/compareResponses.js';
import { opCases } from '../../src/cli/diff/opCases.js';
import { sampleValues } from '../../src/cli/diff/sampleValues.js';
import { shrinkBatched } from '../../src/cli/diff/shrinkBatched.js';
import { requestLine } from '../../src/cli/encodeRequest.js';
import { evaluateLine } from '../../src/cli/evaluateLine.js';
import { DEFAULT_EVAL_OPTIONS } from '../../src/cli/evaluateRequest.js';
import { CLI_LABEL, runCli } from '../cli/cliProcess.js';

/*
 * `diff` end to end: the real CLI spawned, talking to small fixture
 * programs under test/diff/fixtures (a naive float orient2d, the exact
 * oracle itself, and programs that crash, hang or answer too few lines).
 */

const FIXTURES = 'test/diff/fixtures';
/** Our own eval, as the "user's program" that must agree everywhere. */
const EXACT_ORACLE = CLI_LABEL === 'dist/cli.js' ? 'node dist/cli.js eval' : 'node --import tsx src/cli/main.ts eval';

/** The table row of an op: [cases, agree, disagree, unanswered]. */
function row(stdout: string, op: string): number[] {
  const line = stdout.split('\n').find((l) => l.startsWith(`${op} `));
  if (line === undefined) throw new Error(`no row for ${op} in:\n${stdout}`);
  return line.trim().split(/\s+/).slice(1).map(Number);
}

describe(`exact-predicates diff (${CLI_LABEL})`, () => {
  it('finds where the naive float orient2d is wrong, shrinks it, and exits 1', async () => {
    const r = await runCli([
      'diff',
      '--cmd',
      `node ${FIXTURES}/naiveOrient2d.mjs`,
      '--ops',
      'orient2d',
      '--cases',
      '100',
      '--examples',
      '1',
    ]);
    expect(r.status, r.stderr).toBe(1);
    const [cases, agree, disagree, unanswered] = row(r.stdout, 'orient2d');
    expect(cases).toBe(100);
    expect(disagree).toBeGreaterThan(0);
    expect(agree).toBe(100 - (disagree as number));
    expect(unanswered).toBe(0);
    expect(r.stdout).toMatch(/orient2d: \d+ disagreements?; a minimal counterexample:/);
    const request = /request: {2}(.*)/.exec(r.stdout)?.[1] as string;
    const expected = /expected: (.*)/.exec(r.stdout)?.[1] as string;
    const got = /got: {6}(.*)/.exec(r.stdout)?.[1] as string;
    // Ready to paste: our eval gives the expected line, the fixture the other one.
    expect(evaluateLine(request, 1, DEFAULT_EVAL_OPTIONS)).toBe(expected);
    const replay = await runCli(['eval'], `${request}\n`);
    expect(replay.lines).toEqual([expected]);
    expect(got).not.toBe(expected);
    // Shrunk: fast-check drove a to the origin.
    expect(JSON.parse(request).a).toEqual([0, 0]);
    expect(r.stdout).toMatch(/shrunk in [1-9]\d* steps?/);
    expect(r.stdout).toContain('FAIL: ');
  }, 180_000);

  it('exits 0 when the command is the exact oracle itself, on every op', async () => {
    const r = await runCli(['diff', '--cmd', EXACT_ORACLE, '--cases', '15', '--coordinates', 'mixed']);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    for (const op of opCases('mixed').keys()) expect(row(r.stdout, op)).toEqual([15, 15, 0, 0]);
    expect(r.stdout).toContain(`OK: the command agrees with the exact answers on all ${15 * opCases('mixed').size} cases.`);
  }, 180_000);

  it('says clearly when the command crashes', async () => {
    const r = await runCli(['diff', '--cmd', `node ${FIXTURES}/crashes.mjs`, '--ops', 'orient2d', '--cases', '20']);
    expect(r.status).toBe(1);
    expect(row(r.stdout, 'orient2d')).toEqual([20, 3, 0, 17]);
    expect(r.stdout).toContain('COMMAND FAILED: the command exited with status 1 after answering only 3 of 20 lines.');
    expect(r.stdout).toContain('Error: boom: this oracle cannot handle request 4');
  }, 120_000);

  it('kills a command that hangs after --timeout', async () => {
    const started = Date.now();
    const r = await runCli([
      'diff',
      '--cmd',
      `node ${FIXTURES}/hangs.mjs`,
      '--ops',
      'orient2d,segment_box',
      '--cases',
      '10',
      '--timeout',
      '1500',
    ]);
    expect(r.status).toBe(1);
    expect(row(r.stdout, 'segment_box')).toEqual([10, 0, 0, 10]);
    expect(r.stdout).toContain(
      'COMMAND FAILED: the command did not finish within 1500 ms (--timeout) and was killed; it answered 0 of 20 lines.',
    );
    expect(Date.now() - started).toBeLessThan(60_000);
  }, 120_000);

  it('says clearly when the command answers fewer lines', async () => {
    const r = await runCli([
      'diff',
      '--cmd',
      `node ${FIXTURES}/answersFewer.mjs`,
      '--ops',
      'in_range',
      '--cases',
      '20',
      '--examples',
      '0',
    ]);
    expect(r.status).toBe(1);
    const [cases, agree, disagree, unanswered] = row(r.stdout, 'in_range');
    expect([cases, (agree as number) + (disagree as number), unanswered]).toEqual([20, 10, 10]);
    expect(r.stdout).toContain('COMMAND FAILED: the command exited with status 0 after answering only 10 of 20 lines.');
  }, 120_000);

  it('rejects bad usage with status 2', async () => {
    for (const args of [
      [],
      ['--cmd', 'cat', '--ops', 'orient4d'],
      ['--cmd', 'cat', '--cases', '0'],
      ['--cmd', 'cat', '--compare', 'loose'],
    ]) {
      const r = await runCli(['diff', ...args]);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/^exact-predicates diff: /);
    }
  }, 120_000);
});

describe('diff internals', () => {
  it('generates only valid requests, for every op and coordinate kind', () => {
    for (const kind of ['double', 'mixed', 'huge', 'grid'] as const) {
      for (const [op, arb] of opCases(kind)) {
        for (const fields of fc.sample(arb, { seed: 3, numRuns: 40 })) {
          const line = requestLine(op, fields, 1);
          expect(evaluateLine(line, 1, DEFAULT_EVAL_OPTIONS), line).toMatch(/^\{"id":1,"result":/);
        }
      }
    }
  });

  it('samples the values fc.sample gives, with their shrink contexts', () => {
    const arb = fc.tuple(fc.nat(1000), fc.string());
    const values = sampleValues(arb, 11, 25);
    expect(values.map((v) => v.value)).toEqual(fc.sample(arb, { seed: 11, numRuns: 25 }));
  });

  it('shrinks like fast-check, a batch of candidates at a time', async () => {
    const arb = fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }));
    const start = sampleValues(arb, 5, 200).find((v) => v.value[0] + v.value[1] >= 777) as fc.Value<[number, number]>;
    let batches = 0;
    const r = await shrinkBatched(
      arb,
      start,
      async (xs) => {
        batches++;
        return xs.map(([a, b]) => a + b >= 777);
      },
      { chunk: 16, maxBatches: 500 },
    );
    expect(r.value.value[0] + r.value.value[1]).toBe(777);
    expect(r.batches).toBe(batches);
    expect(r.tried).toBeGreaterThanOrEqual(r.steps);
  });

  it('compares results by exact value, or by verdict', () => {
    expect(sameValue({ hit: true, t: ['1/2', '1'] }, { hit: true, t: [0.5, 1] }, 'exact')).toBe(true);
    expect(sameValue({ hit: true, t: ['1/10', '1'] }, { hit: true, t: [0.1, 1] }, 'exact')).toBe(false);
    expect(sameValue({ hit: true, t: ['1/10', '1'] }, { hit: true, t: [0.1, 1] }, 'verdict')).toBe(true);
    expect(sameValue({ hit: true, t: ['0', '1'] }, { hit: false }, 'verdict')).toBe(false);
    expect(sameValue('inside', 'boundary', 'exact')).toBe(false);
    expect(sameValue(-1, '-1', 'exact')).toBe(true);
  });
});
