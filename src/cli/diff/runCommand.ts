import { spawn } from 'node:child_process';
import type { Writable } from 'node:stream';
import { drained } from '../shared/drained.js';
import { MAX_ANSWER_LINE, OutputLines, outputBudget } from './outputLines.js';

/** What one run of the user's command did, its answers aside. */
export interface CommandRun {
  /** How many lines it wrote in all (a final newline ends the last line; `\r\n` is accepted). */
  lineCount: number;
  /** True when it was killed for writing more than `outputBudget` allows (think `yes`), or one line past MAX_ANSWER_LINE. */
  tooMuchOutput: boolean;
  /** True when what was too much was one line. */
  lineTooLong: boolean;
  /** Exit code, or null when killed by a signal. */
  code: number | null;
  signal: NodeJS.Signals | null;
  /** True when it was killed for running past the timeout. */
  timedOut: boolean;
  /** The last part of its stderr, for error messages. */
  stderrTail: string;
  /** Set when the command could not be started at all. */
  spawnError?: string;
  ms: number;
}

/** A run with its first answer lines: at most one more than the requests. */
export interface CommandLines extends CommandRun {
  lines: string[];
}

const STDERR_TAIL = 2000;

/** Requests are written to the command this many characters at a time. */
const WRITE_CHUNK = 64 * 1024;

/**
 * Runs `command` through the shell (so `node x.js`, `python3 y.py --flag`
 * and pipes work), writes the `count` request lines of `requests` to its
 * stdin as they come (waiting while it does not read) and closes it, and
 * hands its stdout lines to `onLines` as they arrive, in order, with the
 * 0-based position of the first; stdout is not read while `onLines` works.
 * Nothing is kept, so that a million requests cost the memory of a few. A
 * run longer than `timeoutMs`, or writing more than `outputBudget(count)`
 * (or one line past MAX_ANSWER_LINE), is killed with its whole process
 * group (the shell and its children). Never rejects: every failure is in
 * the result.
 *
 * ```ts
 * const run = await streamCommand('node dist/cli.js eval', requests(), 1_000_000, 60_000, (lines, first) => check(lines, first));
 * ```
 */
export async function streamCommand(
  command: string,
  requests: AsyncIterable<string> | Iterable<string>,
  count: number,
  timeoutMs: number,
  onLines: (lines: string[], first: number) => Promise<void> | void,
): Promise<CommandRun> {
  const started = performance.now();
  let child: ReturnType<typeof spawn>;
  try {
    child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
  } catch (e) {
    return { ...NOT_RUN, spawnError: (e as Error).message };
  }
  const out = new OutputLines(Number.POSITIVE_INFINITY, outputBudget(count));
  let err = '';
  let timedOut = false;
  let spawnError: string | undefined;
  const timer = setTimeout(() => {
    timedOut = true;
    killGroup(child);
  }, timeoutMs);
  const closed = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => {
    child.on('close', (code, signal) => done({ code, signal }));
  });
  child.on('error', (e) => {
    spawnError = e.message;
  });
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (s: string) => {
    err = (err + s).slice(-STDERR_TAIL);
  });
  const writing = writeRequests(child.stdin, requests);
  let seen = 0;
  const hand = async (): Promise<void> => {
    const lines = out.drain();
    if (lines.length === 0) return;
    await onLines(lines, seen);
    seen += lines.length;
  };
  if (child.stdout !== null) {
    child.stdout.setEncoding('utf8');
    for await (const s of child.stdout as AsyncIterable<string>) {
      const ok = out.push(s);
      await hand();
      if (!ok) {
        killGroup(child);
        break;
      }
    }
  }
  out.end();
  await hand();
  const { code, signal } = await closed;
  clearTimeout(timer);
  await writing;
  const run: CommandRun = {
    lineCount: out.count,
    tooMuchOutput: out.overflowed,
    lineTooLong: out.lineTooLong,
    code,
    signal,
    timedOut,
    stderrTail: err,
    ms: performance.now() - started,
  };
  if (spawnError !== undefined) run.spawnError = spawnError;
  return run;
}

const NOT_RUN: CommandRun = {
  lineCount: 0,
  tooMuchOutput: false,
  lineTooLong: false,
  code: null,
  signal: null,
  timedOut: false,
  stderrTail: '',
  ms: 0,
};

/** Writes the request lines, a chunk at a time, waiting for 'drain'; stops when the command stops reading. Never rejects. */
async function writeRequests(stdin: Writable | null, requests: AsyncIterable<string> | Iterable<string>): Promise<void> {
  if (stdin === null) return;
  // A command that exits without reading all its input closes the pipe: not our failure.
  stdin.on('error', () => {});
  let chunk = '';
  const send = async (): Promise<void> => {
    if (!stdin.write(chunk)) await drained(stdin);
    chunk = '';
  };
  try {
    for await (const r of requests) {
      if (stdin.destroyed) break;
      chunk += `${r}\n`;
      if (chunk.length >= WRITE_CHUNK) await send();
    }
    if (chunk !== '' && !stdin.destroyed) await send();
  } finally {
    stdin.end();
  }
}

/**
 * `streamCommand` on a list of request lines, keeping the first answer
 * lines (at most one more than the requests).
 *
 * ```ts
 * const run = await runCommand('node dist/cli.js eval', ['{"op":"in_range","x":1,"a":0,"b":2}'], 10_000);
 * run.lines; // ['{"id":1,"result":true}']
 * ```
 */
export async function runCommand(command: string, input: readonly string[], timeoutMs: number): Promise<CommandLines> {
  const lines: string[] = [];
  const run = await streamCommand(command, input, input.length, timeoutMs, (got) => {
    for (const line of got) if (lines.length <= input.length) lines.push(line);
  });
  return { ...run, lines };
}

/** Kills the child's process group (it was started detached, as a group leader), or the child alone. */
function killGroup(child: ReturnType<typeof spawn>): void {
  if (child.pid === undefined) return;
  try {
    process.kill(process.platform === 'win32' ? child.pid : -child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

/**
 * Why a run cannot be trusted for all its lines, in one sentence, or null
 * when it answered every line. Exit status 1 is the protocol's "some line
 * got an error" and is not a failure by itself.
 *
 * ```ts
 * runProblem({ ...run, timedOut: true }, 50, 10000); // 'did not finish within 10000 ms (--timeout) and was killed; it answered 12 of 50 lines'
 * ```
 */
export function runProblem(run: CommandRun, expected: number, timeoutMs: number): string | null {
  const answered = `it answered ${Math.min(run.lineCount, expected)} of ${expected} lines`;
  if (run.spawnError !== undefined) return `could not be started: ${run.spawnError}`;
  if (run.lineTooLong)
    return `wrote a line of more than ${Math.floor(MAX_ANSWER_LINE / 1e6)} MB (one answer is a few hundred bytes) and was killed`;
  if (run.tooMuchOutput)
    return `wrote too much output (more than ${Math.floor(outputBudget(expected) / 1e6)} MB for ${expected} requests) and was killed`;
  if (run.timedOut) return `did not finish within ${timeoutMs} ms (--timeout) and was killed; ${answered}`;
  if (run.signal !== null) return `was killed by ${run.signal}; ${answered}`;
  if (run.lineCount < expected) {
    const how = run.code === 0 ? 'exited with status 0' : `exited with status ${run.code}`;
    return `${how} after answering only ${run.lineCount} of ${expected} lines`;
  }
  if (run.lineCount > expected) return `answered ${run.lineCount} lines to ${expected} requests (one line per request expected)`;
  if (run.code !== 0 && run.code !== 1) return `answered every line but exited with status ${run.code}`;
  return null;
}
