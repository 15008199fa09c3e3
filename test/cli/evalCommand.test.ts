import { Readable, Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_LINE_BYTES, parseEvalArgs, runEval } from '../../src/cli/evalCommand.js';
import { DEFAULT_MAX_DIGITS } from '../../src/cli/evaluateRequest.js';
import { UsageError } from '../../src/cli/shared/usage.js';

/** A Writable that keeps what it gets; `delayMs` makes it slow, `isTTY` a terminal. */
function sink(options: { isTTY?: boolean; delayMs?: number; highWaterMark?: number } = {}) {
  const chunks: string[] = [];
  const stream = new Writable({
    highWaterMark: options.highWaterMark ?? 16 * 1024,
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      if (options.delayMs) setTimeout(done, options.delayMs);
      else done();
    },
  }) as Writable & { isTTY?: boolean };
  if (options.isTTY) stream.isTTY = true;
  return { stream, text: () => chunks.join('') };
}

const ORIENT = '{"op":"orient2d","a":[0,0],"b":[1,0],"c":[0,1]}\n';

describe('parseEvalArgs', () => {
  it('reads FILE and both options in either form and order', () => {
    expect(parseEvalArgs([])).toEqual({
      file: null,
      maxDigits: DEFAULT_MAX_DIGITS,
      maxLineBytes: DEFAULT_MAX_LINE_BYTES,
      maxDepth: 128,
      maxValues: 1_000_000,
      jobs: 1,
    });
    expect(
      parseEvalArgs([
        '--max-digits',
        '5',
        'in.ndjson',
        '--max-line-bytes=100',
        '--max-depth=4',
        '--max-values',
        '9',
        '--jobs',
        '3',
      ]),
    ).toEqual({ file: 'in.ndjson', maxDigits: 5, maxLineBytes: 100, maxDepth: 4, maxValues: 9, jobs: 3 });
    expect(parseEvalArgs(['-'])).toMatchObject({ file: null });
  });

  it.each([
    [['--max-digits'], '--max-digits needs a value'],
    [['--max-digits', '-3'], '--max-digits must be an integer from 1 to 1000000000, not "-3"'],
    [['--max-digits=1e3'], '--max-digits must be an integer from 1 to 1000000000, not "1e3"'],
    [['--max-line-bytes', '8'], '--max-line-bytes must be an integer from 16 to 1000000000, not "8"'],
    [['--fast'], 'unknown option "--fast"'],
    [['a', 'b'], 'one FILE at most (got "a" and "b")'],
  ])('%j: %s', (argv, message) => {
    expect(() => parseEvalArgs(argv)).toThrow(UsageError);
    expect(() => parseEvalArgs(argv)).toThrow(message);
  });
});

describe('runEval (in process)', () => {
  it('waits for a slow reader (backpressure) and keeps every line in order', async () => {
    const out = sink({ delayMs: 2, highWaterMark: 1024 });
    const err = sink();
    const lines = 20_000;
    const input = Readable.from(
      (function* () {
        for (let i = 0; i < lines / 1000; i++) yield Buffer.from(ORIENT.repeat(1000));
      })(),
    );
    const status = await runEval([], { stdin: input, stdout: out.stream, stderr: err.stream });
    expect(status).toBe(0);
    const got = out.text().split('\n');
    expect(got).toHaveLength(lines + 1);
    expect(got[lines - 1]).toBe(`{"id":${lines},"result":1}`);
    expect(err.text()).toBe('');
  });

  it('shows progress on stderr only when it is a terminal, and erases it at the end', async () => {
    const slowInput = () =>
      Readable.from(
        (async function* () {
          for (let i = 0; i < 4; i++) {
            yield Buffer.from(ORIENT.repeat(100));
            await sleep(250);
          }
        })(),
      );
    const tty = sink({ isTTY: true });
    await runEval([], { stdin: slowInput(), stdout: sink().stream, stderr: tty.stream });
    expect(tty.text()).toMatch(/^\rexact-predicates eval: 100 lines, \d+ lines\/s/);
    expect(tty.text().endsWith('\r\x1b[K')).toBe(true);
    const pipe = sink();
    await runEval([], { stdin: slowInput(), stdout: sink().stream, stderr: pipe.stream });
    expect(pipe.text()).toBe('');
  });

  it('a usage error exits 2 with one line on stderr and nothing on stdout', async () => {
    const out = sink();
    const err = sink();
    expect(await runEval(['--nope'], { stdin: Readable.from([]), stdout: out.stream, stderr: err.stream })).toBe(2);
    expect(out.text()).toBe('');
    expect(err.text()).toBe('exact-predicates eval: unknown option "--nope" (see \'exact-predicates eval --help\')\n');
  });
});
