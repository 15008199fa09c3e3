import { createInterface } from 'node:readline';
import * as fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { opCases } from '../../src/cli/diff/opCases.js';
import { requestLine } from '../../src/cli/encodeRequest.js';
import type { CliRun } from './cliProcess.js';
import { CLI_LABEL, runCli, spawnCli } from './cliProcess.js';

/*
 * `eval --jobs N`: worker threads answer the chunks, the main thread writes
 * their answers in input order. The output must be the one job's, byte for
 * byte, on a large mixed file: every op with every coordinate kind, errors
 * of every code, blank and CRLF lines, a byte-order mark, invalid UTF-8,
 * lines past --max-line-bytes and --max-values, heavy lines among light
 * ones (so that jobs finish out of order).
 */

/** The mixed input: about 24 000 lines in chunks of all sizes. */
function mixedInput(): Buffer {
  const lines: (string | Buffer)[] = [];
  let seed = 36;
  for (const kind of ['mixed', 'double', 'rational'] as const) {
    for (const [op, arb] of opCases(kind)) {
      for (const fields of fc.sample(arb, { seed: seed++, numRuns: 240 })) lines.push(requestLine(op, fields, lines.length));
    }
  }
  const odd = [
    '',
    '   \r',
    '{"op":"orient2d","a":[0,0],"b":[1,0],"c":[0,1]}\r',
    '{"op":"nope"}',
    '{"id":"bad","op":"orient2d","a":[0,0],"b":[1,"x"],"c":[0,1]}',
    '[1,2]',
    'not json',
    Buffer.from('{"id":"\xff"}', 'latin1'),
    `{"id":"long","op":"orient2d","pad":"${'x'.repeat(3000)}"}`,
    `{"id":"values","op":"bounding_box","points":[${Array.from({ length: 200 }, () => '[1,2]').join(',')}]}`,
    // Heavy among light: every pair of 60 crossing segments, then light lines.
    JSON.stringify({
      op: 'segment_intersections',
      segments: Array.from({ length: 60 }, (_, i) => [
        [0, i],
        [100, 60 - i + i * i * 0.001],
      ]),
    }),
  ];
  const out: (string | Buffer)[] = [];
  lines.forEach((line, i) => {
    out.push(line);
    if (i % 97 === 0) out.push(odd[(i / 97) % odd.length] as string | Buffer);
  });
  return Buffer.concat([
    Buffer.from('\uFEFF'),
    ...out.flatMap((l) => [Buffer.isBuffer(l) ? l : Buffer.from(l), Buffer.from('\n')]),
  ]);
}

describe(`eval --jobs N (${CLI_LABEL})`, () => {
  const input = mixedInput();
  const limits = ['--max-line-bytes', '2048', '--max-values', '300'];
  let one: CliRun;
  beforeAll(async () => {
    one = await runCli(['eval', ...limits], input);
  }, 300_000);

  it('the one-job run answers every line (the reference for the others)', () => {
    expect(one.status).toBe(1);
    expect(one.lines.length).toBeGreaterThan(20_000);
    expect(one.stdout).toContain('"code":"too_large","message":"the line is 3041 bytes long, over --max-line-bytes 2048"');
    expect(one.stdout).toContain('{"id":"values","error":{"code":"too_large"');
    expect(one.stdout).toContain('"code":"bad_json","message":"not JSON: the line is not valid UTF-8"');
  });

  it.each([2, 3])(
    '--jobs %d gives the same output, byte for byte, the same stderr and exit status',
    async (jobs) => {
      const many = await runCli(['eval', ...limits, '--jobs', String(jobs)], input);
      expect(many.status).toBe(one.status);
      expect(many.stderr).toBe(one.stderr);
      expect(many.stdout === one.stdout).toBe(true);
    },
    300_000,
  );

  it('answers each line as soon as it arrives (a co-process), with jobs too', async () => {
    const child = spawnCli(['eval', '--jobs', '2']);
    const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const ask = async (line: string): Promise<string> => {
      child.stdin.write(`${line}\n`);
      return (await answers.next()).value as string;
    };
    for (let k = 0; k < 5; k++)
      expect(await ask(`{"id":${k},"op":"in_range","x":${k},"a":0,"b":2}`)).toBe(`{"id":${k},"result":${k <= 2}}`);
    child.stdin.end();
    expect(await new Promise((done) => child.on('close', done))).toBe(0);
  });

  it.each([
    [['--jobs', '0'], '--jobs must be an integer from 1 to 256, not "0"'],
    [['--jobs=257'], '--jobs must be an integer from 1 to 256, not "257"'],
  ])('%j: a usage error', async (args, message) => {
    const run = await runCli(['eval', ...args]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(message);
  });
});
