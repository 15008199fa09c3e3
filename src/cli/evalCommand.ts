import { once } from 'node:events';
import { open } from 'node:fs/promises';
import type { Readable, Writable } from 'node:stream';
import { answerLine, formatError } from './evaluateLine.js';
import type { EvalOptions } from './evaluateRequest.js';
import { DEFAULT_MAX_DIGITS } from './evaluateRequest.js';
import type { SplitLine } from './LineSplitter.js';
import { LineSplitter } from './LineSplitter.js';
import { DEFAULT_JSON_LIMITS } from './parseJson.js';
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

export const EVAL_USAGE = `usage: exact-predicates eval [FILE] [--max-digits N] [--max-line-bytes N]
                            [--max-depth N] [--max-values N]

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

Exit status: 0 every line answered with a result, 1 some line got an error,
2 bad usage or unreadable input, 4 stdout could not be written (said on
stderr).`;

export interface EvalArgs {
  file: string | null;
  maxDigits: number;
  maxLineBytes: number;
  maxDepth: number;
  maxValues: number;
}

/** The largest value any numeric option takes. */
const OPTION_MAX = 1_000_000_000;

/**
 * The numeric options: the EvalArgs field each sets and its least value
 * (the lower bound for line bytes keeps the splitter's byte-order-mark
 * look-ahead simple).
 */
const NUMERIC_OPTIONS: Record<string, { key: Exclude<keyof EvalArgs, 'file'>; least: number }> = {
  '--max-digits': { key: 'maxDigits', least: 1 },
  '--max-line-bytes': { key: 'maxLineBytes', least: 16 },
  '--max-depth': { key: 'maxDepth', least: 1 },
  '--max-values': { key: 'maxValues', least: 1 },
};

/** Parses `eval`'s arguments. Throws UsageError. */
export function parseEvalArgs(argv: readonly string[]): EvalArgs {
  const args: EvalArgs = {
    file: null,
    maxDigits: DEFAULT_MAX_DIGITS,
    maxLineBytes: DEFAULT_MAX_LINE_BYTES,
    ...DEFAULT_JSON_LIMITS,
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
      if (!/^[0-9]+$/.test(value) || Number(value) < option.least || Number(value) > OPTION_MAX) {
        throw new UsageError(`${name} must be an integer from ${option.least} to ${OPTION_MAX}, not ${JSON.stringify(value)}`);
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

async function streamEval(input: Readable, io: CommandIo, args: EvalArgs): Promise<number> {
  let bugs = 0;
  const options: EvalOptions = {
    maxDigits: args.maxDigits,
    json: { maxDepth: args.maxDepth, maxValues: args.maxValues },
    onInternalError(e) {
      bugs++;
      if (bugs <= MAX_REPORTED_BUGS)
        io.stderr.write(
          `exact-predicates eval: internal error on line ${lineNo}:\n${e instanceof Error ? e.stack : String(e)}\n`,
        );
    },
  };
  const progress = io.stderr.isTTY === true ? new Progress(io.stderr) : null;
  const splitter = new LineSplitter(args.maxLineBytes);
  let lineNo = 0;
  let anyError = false;
  let out = '';
  let outputClosed = false;
  io.stdout.on('error', () => {
    // EPIPE, ENOSPC and the like: stop answering (main says why on stderr).
    outputClosed = true;
  });

  // Responses to one input chunk (at most 64 KiB of lines) are written together.
  const onLine = (line: SplitLine): void => {
    lineNo++;
    let response: string;
    if (line.kind === 'text') {
      const answer = answerLine(line.text, lineNo, options);
      if (answer === null) return;
      response = answer.line;
      if (answer.isError) anyError = true;
    } else {
      anyError = true;
      response =
        line.kind === 'invalid_utf8'
          ? formatError(String(lineNo), 'bad_json', 'not JSON: the line is not valid UTF-8')
          : formatError(
              String(lineNo),
              'too_large',
              `the line is ${line.bytes} bytes long, over --max-line-bytes ${args.maxLineBytes}`,
            );
    }
    out += `${response}\n`;
  };

  const flush = async (): Promise<void> => {
    if (out.length === 0 || outputClosed) return;
    const ok = io.stdout.write(out);
    out = '';
    if (!ok) await once(io.stdout, 'drain');
  };

  try {
    for await (const chunk of input) {
      splitter.push(chunk as Buffer, onLine);
      // Answer what has come in before waiting for more: a client may send
      // one line and wait for its answer (a co-process), so never hold a
      // response back until more input arrives.
      await flush();
      if (outputClosed) break;
      progress?.update(lineNo);
    }
    splitter.end(onLine);
    await flush();
  } catch (e) {
    if (outputClosed) return EXIT_OUTPUT;
    await flush().catch(() => {});
    progress?.clear();
    io.stderr.write(`exact-predicates eval: cannot read input: ${oneLine((e as Error).message)}\n`);
    return EXIT_USAGE;
  }
  progress?.clear();
  if (bugs > MAX_REPORTED_BUGS) io.stderr.write(`exact-predicates eval: ${bugs} internal errors in all\n`);
  if (outputClosed) return EXIT_OUTPUT;
  return anyError ? EXIT_SOME_ERROR : EXIT_OK;
}

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
