import { open } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import type { BatchAnswer, BatchSettings } from './evalBatch.js';
import { answerBatch } from './evalBatch.js';
import { EvalPool } from './evalJobs.js';
import { DEFAULT_MAX_DIGITS } from './evaluateRequest.js';
import type { SplitLine } from './LineSplitter.js';
import { LineSplitter } from './LineSplitter.js';
import { DEFAULT_JSON_LIMITS } from './parseJson.js';
import { drained } from './shared/drained.js';
import type { CommandIo, CommandRunner } from './shared/usage.js';
import {
  EXIT_OK,
  EXIT_OUTPUT,
  EXIT_SOME_ERROR,
  EXIT_USAGE,
  oneLine,
  UsageError,
  wantsHelp,
  withUsageErrors,
} from './shared/usage.js';

export const DEFAULT_MAX_LINE_BYTES = 64 * 1024 * 1024;
/** The most worker threads `--jobs` starts. */
const MAX_JOBS = 256;

export const EVAL_USAGE = `usage: exact-predicates eval [FILE] [--max-digits N] [--max-line-bytes N]
                            [--max-depth N] [--max-values N] [--jobs N]

Answers NDJSON geometry requests exactly, one response line per non-blank
input line, in order. The requests, answers and error codes are PROTOCOL.md,
in the package: node_modules/exact-predicates/PROTOCOL.md. Reads FILE, or stdin when FILE is absent
or "-"; writes stdout. Every limit below is per line; a line past one is
answered with error too_large, and the next line is read as usual.

  --max-digits N      most decimal digits a numeric string's numerator or
                      denominator may need (default ${DEFAULT_MAX_DIGITS})
  --max-line-bytes N  longest input line kept (default ${DEFAULT_MAX_LINE_BYTES}); a longer
                      line is skipped unread
  --max-depth N       most arrays and objects open at once (default ${DEFAULT_JSON_LIMITS.maxDepth})
  --max-values N      most JSON values in a line (default ${DEFAULT_JSON_LIMITS.maxValues})
  --jobs N            answer in N worker threads (default 1, at most ${MAX_JOBS}); the
                      answers are the same, byte for byte, in the same order

Exit status: 0 every line answered with a result, 1 some line got an error,
2 bad usage or unreadable input, 4 stdout could not be written (said on
stderr).`;

export interface EvalArgs {
  file: string | null;
  maxDigits: number;
  maxLineBytes: number;
  maxDepth: number;
  maxValues: number;
  /** Worker threads answering the lines (1: the main thread alone). */
  jobs: number;
}

/** The largest value a limit takes. */
const OPTION_MAX = 1_000_000_000;

/**
 * The numeric options: the EvalArgs field each sets, its least and largest
 * value (the lower bound for line bytes keeps the splitter's
 * byte-order-mark look-ahead simple).
 */
const NUMERIC_OPTIONS: Record<string, { key: Exclude<keyof EvalArgs, 'file'>; least: number; most: number }> = {
  '--max-digits': { key: 'maxDigits', least: 1, most: OPTION_MAX },
  '--max-line-bytes': { key: 'maxLineBytes', least: 16, most: OPTION_MAX },
  '--max-depth': { key: 'maxDepth', least: 1, most: OPTION_MAX },
  '--max-values': { key: 'maxValues', least: 1, most: OPTION_MAX },
  '--jobs': { key: 'jobs', least: 1, most: MAX_JOBS },
};

/** Parses `eval`'s arguments. Throws UsageError. */
export function parseEvalArgs(argv: readonly string[]): EvalArgs {
  const args: EvalArgs = {
    file: null,
    maxDigits: DEFAULT_MAX_DIGITS,
    maxLineBytes: DEFAULT_MAX_LINE_BYTES,
    ...DEFAULT_JSON_LIMITS,
    jobs: 1,
  };
  let fileSeen = false;
  // Options may come before or after FILE, as `--name N` or `--name=N`.
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    const option = Object.hasOwn(NUMERIC_OPTIONS, name) ? NUMERIC_OPTIONS[name] : undefined;
    if (option !== undefined) {
      const value = eq > 0 && arg.startsWith('--') ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined) throw new UsageError(`${name} needs a value`);
      if (!/^[0-9]+$/.test(value) || Number(value) < option.least || Number(value) > option.most) {
        throw new UsageError(`${name} must be an integer from ${option.least} to ${option.most}, not ${JSON.stringify(value)}`);
      }
      args[option.key] = Number(value);
    } else if (arg.startsWith('-') && arg !== '-') {
      throw new UsageError(`unknown option ${JSON.stringify(arg)}`);
    } else {
      if (fileSeen) throw new UsageError(`one FILE at most (got ${JSON.stringify(args.file)} and ${JSON.stringify(arg)})`);
      fileSeen = true;
      args.file = arg === '-' ? null : arg;
    }
  }
  return args;
}

/** How many internal-error stacks go to stderr before the rest are only counted. */
const MAX_REPORTED_BUGS = 10;

/**
 * `exact-predicates eval`: streams requests from FILE or stdin to responses
 * on stdout. Resolves to the exit status. Reads a chunk, answers its lines,
 * and writes with backpressure (waits for 'drain'), so memory stays flat
 * whatever the input's length. A progress line goes to stderr only when it
 * is a terminal.
 */
export const runEval: CommandRunner = withUsageErrors('eval', async (argv, io) => {
  if (wantsHelp(argv)) {
    io.stdout.write(`${EVAL_USAGE}\n`);
    return EXIT_OK;
  }
  const args = parseEvalArgs(argv);
  let input: Readable;
  if (args.file === null) input = io.stdin;
  else {
    try {
      input = (await open(args.file, 'r')).createReadStream({ highWaterMark: 64 * 1024 });
    } catch (e) {
      throw new UsageError(`cannot read ${args.file}: ${(e as Error).message}`);
    }
  }
  return streamEval(input, io, args);
});

/**
 * Reads chunks, answers each chunk's lines (here, or in the pool's worker
 * threads with --jobs), and writes the answers in input order as soon as
 * each chunk's are ready, waiting for 'drain' when stdout is slow. At most
 * IN_FLIGHT_PER_JOB chunks per job are read ahead of the writing, so memory
 * stays flat whatever the input's length.
 */
async function streamEval(input: Readable, io: CommandIo, args: EvalArgs): Promise<number> {
  const settings: BatchSettings = {
    options: { maxDigits: args.maxDigits, json: { maxDepth: args.maxDepth, maxValues: args.maxValues } },
    maxLineBytes: args.maxLineBytes,
  };
  const pool = args.jobs > 1 ? new EvalPool(args.jobs, settings) : null;
  const progress = io.stderr.isTTY === true ? new Progress(io.stderr) : null;
  const splitter = new LineSplitter(args.maxLineBytes);
  let lineNo = 0;
  let bugs = 0;
  let anyError = false;
  let outputClosed = false;
  io.stdout.on('error', () => {
    // EPIPE, ENOSPC and the like: stop answering (main says why on stderr).
    outputClosed = true;
  });

  // Chunks answered or being answered, in input order, and the writer's wake-ups.
  const queue: (BatchAnswer | Promise<BatchAnswer>)[] = [];
  let ended = false;
  let wakeWriter: (() => void) | null = null;
  let wakeReader: (() => void) | null = null;
  const wake = (w: (() => void) | null): void => w?.();

  const write = async (answer: BatchAnswer): Promise<void> => {
    for (const bug of answer.bugs) {
      if (++bugs <= MAX_REPORTED_BUGS)
        io.stderr.write(`exact-predicates eval: internal error on line ${bug.lineNo}:\n${bug.stack}\n`);
    }
    if (answer.anyError) anyError = true;
    if (answer.text === '' || outputClosed) return;
    if (!io.stdout.write(answer.text)) await drained(io.stdout);
  };
  const writer = (async () => {
    for (;;) {
      if (queue.length === 0) {
        if (ended) return;
        await new Promise<void>((resume) => {
          wakeWriter = resume;
        });
        continue;
      }
      await write(await (queue[0] as BatchAnswer | Promise<BatchAnswer>));
      queue.shift();
      wake(wakeReader);
    }
  })();
  // A failed job ends the writer before the reader is done: the reader stops, and the failure is thrown below.
  let writerFailed = false;
  writer.catch(() => {
    writerFailed = true;
    wake(wakeReader);
  });

  // Lines of the chunk being split, and the number of its first line.
  let lines: SplitLine[] = [];
  let first = 1;
  const onLine = (line: SplitLine): void => {
    lineNo++;
    lines.push(line);
  };
  const submit = (): void => {
    if (lines.length === 0) return;
    queue.push(pool === null ? answerBatch(lines, first, settings) : pool.answer(lines, first));
    lines = [];
    first = lineNo + 1;
    wake(wakeWriter);
  };
  const inFlight = IN_FLIGHT_PER_JOB * args.jobs;

  try {
    try {
      for await (const chunk of input) {
        splitter.push(chunk as Buffer, onLine);
        // Answer what has come in before waiting for more: a client may send
        // one line and wait for its answer (a co-process), so never hold a
        // response back until more input arrives.
        submit();
        while (queue.length >= inFlight && !outputClosed && !writerFailed)
          await new Promise<void>((resume) => {
            wakeReader = resume;
          });
        if (outputClosed || writerFailed) break;
        progress?.update(lineNo);
      }
      splitter.end(onLine);
      submit();
    } catch (e) {
      if (outputClosed) return EXIT_OUTPUT;
      ended = true;
      wake(wakeWriter);
      await writer.catch(() => {});
      progress?.clear();
      io.stderr.write(`exact-predicates eval: cannot read input: ${oneLine((e as Error).message)}\n`);
      return EXIT_USAGE;
    }
    ended = true;
    wake(wakeWriter);
    await writer;
  } finally {
    pool?.close();
  }
  progress?.clear();
  if (bugs > MAX_REPORTED_BUGS) io.stderr.write(`exact-predicates eval: ${bugs} internal errors in all\n`);
  if (outputClosed) return EXIT_OUTPUT;
  return anyError ? EXIT_SOME_ERROR : EXIT_OK;
}

/** Chunks read ahead of the writing, per job: one being answered, one waiting. */
const IN_FLIGHT_PER_JOB = 2;

/** A one-line counter on a terminal, redrawn at most 5 times a second. */
class Progress {
  private readonly start = Date.now();
  private last = 0;
  constructor(private readonly tty: Writable) {}
  update(lines: number): void {
    const now = Date.now();
    if (now - this.last < 200) return;
    this.last = now;
    const rate = Math.round((lines * 1000) / Math.max(1, now - this.start));
    this.tty.write(`\rexact-predicates eval: ${lines} lines, ${rate} lines/s`);
  }
  clear(): void {
    if (this.last !== 0) this.tty.write('\r\x1b[K');
  }
}
