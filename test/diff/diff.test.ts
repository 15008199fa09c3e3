import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CommandSession } from '../../src/cli/diff/commandSession.js';
import { compareResponses, sameValue, withinUlps } from '../../src/cli/diff/compareResponses.js';
import { opCases } from '../../src/cli/diff/opCases.js';
import { OutputLines, outputBudget } from '../../src/cli/diff/outputLines.js';
import { shrinkBatched } from '../../src/cli/diff/shrinkBatched.js';
import { valueStream } from '../../src/cli/diff/valueStream.js';
import { requestLine } from '../../src/cli/encodeRequest.js';
import { evaluateLine } from '../../src/cli/evaluateLine.js';
import { DEFAULT_EVAL_OPTIONS } from '../../src/cli/evaluateRequest.js';
import { Rational } from '../../src/index.js';
import { CLI_LABEL, runCli } from '../cli/cliProcess.js';

/*
 * `diff` end to end: the real CLI spawned, talking to the example programs
 * the package ships (examples/: a naive float orient2d, a float slab
 * method), the exact oracle itself, and small programs under
 * test/diff/fixtures that crash, hang or answer too few lines.
 */

const FIXTURES = 'test/diff/fixtures';
/** Our own eval, as the "user's program" that must agree everywhere. */
const EXACT_ORACLE = CLI_LABEL === 'dist/cli.js' ? 'node dist/cli.js eval' : 'node --import tsx src/cli/main.ts eval';

/** Every value of an async stream. */
async function collect<T>(stream: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const v of stream) out.push(v);
  return out;
}

/** The table row of an op: [cases, agree, disagree, unanswered]. */
function row(stdout: string, op: string): number[] {
  const line = stdout.split('\n').find((l) => l.startsWith(`${op} `));
  if (line === undefined) throw new Error(`no row for ${op} in:\n${stdout}`);
  return line.trim().split(/\s+/).slice(1).map(Number);
}

/** `diff` of the naive float orient2d, one counterexample, with more arguments. */
const diffNaiveOrient2d = (...args: string[]) =>
  runCli(['diff', '--cmd', 'node examples/naive-orient2d.mjs', '--ops', 'orient2d', '--examples', '1', ...args]);

describe(`exact-predicates diff (${CLI_LABEL})`, () => {
  it('finds where the naive float orient2d is wrong, shrinks it, and exits 1', async () => {
    const r = await diffNaiveOrient2d('--cases', '100');
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

  it('finds the naive orient2d wrong on safe integers too, where its products pass 2^53 (--coordinates safe)', async () => {
    const r = await diffNaiveOrient2d('--coordinates', 'safe', '--cases', '400');
    expect(r.status, r.stderr).toBe(1);
    const [cases, , disagree] = row(r.stdout, 'orient2d');
    expect(cases).toBe(400);
    expect(disagree).toBeGreaterThan(20);
    const request = JSON.parse(/request: {2}(.*)/.exec(r.stdout)?.[1] as string) as Record<'a' | 'b' | 'c', number[]>;
    const coordinates = [...request.a, ...request.b, ...request.c];
    expect(coordinates.every(Number.isSafeInteger)).toBe(true);
    // Exact products, in bigints: one of them is beyond 2^53, where doubles round.
    const [ax, ay, bx, by, cx, cy] = coordinates.map(BigInt) as [bigint, bigint, bigint, bigint, bigint, bigint];
    const products = [(bx - ax) * (cy - ay), (by - ay) * (cx - ax)].map((x) => (x < 0n ? -x : x));
    expect(
      products.some((x) => x > 2n ** 53n),
      JSON.stringify(request),
    ).toBe(true);
  }, 180_000);

  it('--compare ulps:N tolerates N ulps on numbers, and only on numbers', async () => {
    const slab = ['diff', '--cmd', 'node examples/slab-segment-box.mjs', '--ops', 'segment_box', '--coordinates', 'grid'];
    const exact = await runCli([...slab, '--cases', '300', '--examples', '1']);
    expect(exact.status).toBe(1);
    // Its parameters are the correctly rounded doubles of the exact ones: 0.6666666666666666 for 2/3 ...
    expect(exact.stdout).toMatch(/got: {6}\{"id":1,"result":\{"hit":true,"t":\[[^\]]*\d\.\d{12,}/);
    const ulps = await runCli([...slab, '--cases', '300', '--compare', 'ulps:0']);
    expect(ulps.status, ulps.stdout).toBe(0);
    expect(ulps.stdout).toContain('compare ulps:0');
    expect(row(ulps.stdout, 'segment_box')).toEqual([300, 300, 0, 0]);
    // ... while a wrong sign is no number of ulps away.
    const naive = await diffNaiveOrient2d('--cases', '100', '--compare', 'ulps:1000000');
    expect(naive.status).toBe(1);
    expect(row(naive.stdout, 'orient2d')[2]).toBeGreaterThan(0);
  }, 180_000);

  it('exits 0 when the command is the exact oracle itself, on every op', async () => {
    const r = await runCli(['diff', '--cmd', EXACT_ORACLE, '--cases', '15', '--coordinates', 'mixed']);
    expect(r.status, r.stdout + r.stderr).toBe(0);
    for (const op of opCases('mixed').keys()) expect(row(r.stdout, op)).toEqual([15, 15, 0, 0]);
    expect(r.stdout).toContain(`OK: the command agrees with the exact answers on all ${15 * opCases('mixed').size} cases.`);
  }, 180_000);

  it('says clearly when the command crashes', async () => {
    const r = await runCli([
      'diff',
      '--cmd',
      `node ${FIXTURES}/crashes.mjs`,
      '--ops',
      'orient2d',
      '--cases',
      '20',
      '--examples',
      '0',
    ]);
    expect(r.status).toBe(1);
    // Its first three answers are the naive formula's: right or wrong, they count; the other 17 are unanswered.
    const [cases, agree, disagree, unanswered] = row(r.stdout, 'orient2d') as [number, number, number, number];
    expect([cases, agree + disagree, unanswered]).toEqual([20, 3, 17]);
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

  it.each([
    ['yes', 'more lines than requests, without end', 'wrote too much output (more than 67 MB for 20 requests)'],
    ["yes | tr -d '\\n'", 'one line without end', 'wrote a line of more than 67 MB (one answer is a few hundred bytes)'],
  ])(
    'stops a command that floods its output (%s: %s) and says so, without crashing',
    async (cmd, _what, why) => {
      const r = await runCli(['diff', '--cmd', cmd, '--ops', 'orient2d', '--cases', '20', '--examples', '1']);
      expect(r.status).toBe(1);
      expect(r.stdout).toContain(`COMMAND FAILED: the command ${why} and was killed.`);
      expect(r.stderr).toBe('');
    },
    120_000,
  );
});

describe(`diff reads number literals in answers by their text (${CLI_LABEL})`, () => {
  // Regression: answers were read with JSON.parse, which rounds integer
  // literals past 2^53; a program answering every 17+-digit integer one
  // too large passed 192 of 200 changed bounding_box answers as "OK".
  const bigLiterals = (mode: string) =>
    runCli([
      'diff',
      '--cmd',
      `node ${FIXTURES}/bigIntegerLiterals.mjs ${mode}`,
      '--ops',
      'bounding_box',
      '--cases',
      '200',
      '--examples',
      '1',
    ]);

  it('an integer literal one too large disagrees, shown as written', async () => {
    const r = await bigLiterals('off');
    expect(r.status, r.stderr).toBe(1);
    const [cases, agree, disagree] = row(r.stdout, 'bounding_box');
    expect([cases, agree, disagree]).toEqual([200, 8, 192]);
    const got = /got: {6}(.*)/.exec(r.stdout)?.[1] as string;
    const shown = /\(result (.*), expected/.exec(r.stdout)?.[1] as string;
    expect(got).toContain(shown);
  }, 180_000);

  it('the same answers written exactly agree', async () => {
    const r = await bigLiterals('exact');
    expect(r.status, r.stdout).toBe(0);
    expect(row(r.stdout, 'bounding_box')).toEqual([200, 200, 0, 0]);
  }, 180_000);
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

  it("keeps a bounded part of a command's output: the first lines, a count of the rest, nothing past the budget", () => {
    const out = new OutputLines(2, 20);
    expect(out.push('a\r\nb')).toBe(true);
    expect(out.push('\nc\nd')).toBe(true);
    out.end();
    expect([out.lines, out.count, out.overflowed]).toEqual([['a', 'b'], 4, false]);
    const flood = new OutputLines(5, 10);
    expect(flood.push('y\ny\ny\n')).toBe(true);
    expect(flood.push('y\ny\ny\n')).toBe(false);
    expect([flood.lines, flood.overflowed]).toEqual([['y', 'y', 'y'], true]);
    expect(outputBudget(20)).toBe(64 * 1024 * 1024 + 20 * 4096);
  });

  it('a session stops a command that answers more lines than it was asked', async () => {
    const session = new CommandSession(`node -e "process.stdin.on('data', () => console.log('1\\n2'))"`);
    expect(await session.ask(['x'], 10_000)).toEqual(['1']);
    await new Promise((done) => setTimeout(done, 200));
    expect(session.alive).toBe(false);
    expect(await session.ask(['y'], 1000)).toEqual([]);
  });

  it('streams the values fc.sample gives, one at a time, with their shrink contexts', async () => {
    const arb = fc.tuple(fc.nat(1000), fc.string());
    const values = await collect(valueStream(arb, 11, 25));
    expect(values.map((v) => v.value)).toEqual(fc.sample(arb, { seed: 11, numRuns: 25 }));
    // The contexts shrink as fast-check's own do: a failing value shrinks to the smallest one.
    const big = values.find((v) => v.value[0] > 10) as fc.Value<[number, string]>;
    const first = arb.shrink(big.value, big.context).take(1000);
    expect([...first].some((v) => v.value[0] === 0)).toBe(true);
  });

  it('streams the cases of every op exactly as fc.sample draws them, and stops when asked', async () => {
    for (const [op, arb] of opCases('mixed')) {
      const streamed = (await collect(valueStream(arb, 7, 60))).map((v) => fc.stringify(v.value));
      expect(streamed, op).toEqual(fc.sample(arb, { seed: 7, numRuns: 60 }).map((v) => fc.stringify(v)));
    }
    let n = 0;
    for await (const _ of valueStream(fc.nat(), 1, 1_000_000_000)) if (++n === 3) break;
    expect(n).toBe(3);
  });

  it('shrinks like fast-check, a batch of candidates at a time', async () => {
    const arb = fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 }));
    const start = (await collect(valueStream(arb, 5, 200))).find((v) => v.value[0] + v.value[1] >= 777) as fc.Value<
      [number, number]
    >;
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

  it('compares numbers within N ulps of the correctly rounded exact value', () => {
    const third = 1 / 3;
    const next = third + 2 ** -54; // the double after 1/3
    expect(next).not.toBe(third);
    expect(withinUlps(Rational.of(1n, 3n), Rational.fromNumber(third), 0)).toBe(true);
    expect(withinUlps(Rational.of(1n, 3n), Rational.fromNumber(next), 0)).toBe(false);
    expect(withinUlps(Rational.of(1n, 3n), Rational.fromNumber(next), 1)).toBe(true);
    expect(withinUlps(Rational.ZERO, Rational.fromNumber(-0), 0)).toBe(true);
    expect(withinUlps(Rational.ZERO, Rational.fromNumber(1e-17), 4)).toBe(false);
    expect(withinUlps(Rational.ZERO, Rational.fromNumber(2 ** -1074), 1)).toBe(true);
    expect(withinUlps(Rational.fromNumber(-1), Rational.fromNumber(-1 - 2 ** -52), 1)).toBe(true);
    expect(withinUlps(Rational.fromNumber(-1), Rational.fromNumber(1), 2 ** 52)).toBe(false);
    expect(sameValue({ hit: true, t: ['1/3', '1'] }, { hit: true, t: [third, 1] }, 'ulps:0')).toBe(true);
    expect(sameValue({ hit: true, t: ['1/3', '1'] }, { hit: true, t: ['0.3333333333333333', 1] }, 'ulps:0')).toBe(true);
    expect(sameValue({ hit: true, t: ['1/3', '1'] }, { hit: true, t: [next, 1] }, 'ulps:0')).toBe(false);
    expect(sameValue({ hit: true, t: ['1/3', '1'] }, { hit: false }, 'ulps:9')).toBe(false);
    expect(sameValue('inside', 'boundary', 'ulps:9')).toBe(false);
    expect(sameValue(-1, 1, 'ulps:9')).toBe(false);
  });

  it('compares number literals of answers by their text, and shows them as written', () => {
    const expected = '{"id":1,"result":{"min":["12345678901234567890","0"],"max":["3/4","0"]}}';
    const answer = (x: string, y: string) => `{"id":1,"result":{"min":[${x},0],"max":[${y},0]}}`;
    expect(compareResponses(expected, answer('12345678901234567890', '0.75'), 'exact')).toEqual({ agree: true });
    expect(compareResponses(expected, answer('12345678901234567891', '0.75'), 'exact')).toEqual({
      agree: false,
      why: 'result {"min":[12345678901234567891,0],"max":[0.75,0]}, expected {"min":["12345678901234567890","0"],"max":["3/4","0"]}',
    });
    // Regression: a program's 1e999999 was reported as "result null".
    expect(compareResponses('{"id":1,"result":"3/4"}', '{"id":1,"result":1e999999}', 'exact')).toEqual({
      agree: false,
      why: 'result 1e999999, expected "3/4"',
    });
    expect(compareResponses('{"id":1,"result":1}', '{"id":1.0,"result":1.0}', 'exact')).toEqual({ agree: true });
    expect(compareResponses('{"id":1,"result":1}', '{"id":1,"result":[[[[[1]]]]]}', 'exact').agree).toBe(false);
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
