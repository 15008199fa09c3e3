import { spawn } from 'node:child_process';
import { OutputLines, outputBudget } from './outputLines.js';

/** What one run of the user's command gave back. */
export interface CommandRun {
  /** Output lines (a final newline ends the last line; `\r\n` is accepted), at most one more than the requests. */
  lines: string[];
  /** How many lines it wrote in all. */
  lineCount: number;
  /** True when it was killed for writing more than `outputBudget` allows (think `yes`). */
  tooMuchOutput: boolean;
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

const STDERR_TAIL = 2000;

/**
 * Runs `command` through the shell (so `node x.js`, `python3 y.py --flag`
 * and pipes work), writes `input` lines to its stdin and closes it, and
 * collects its stdout lines until it exits. A run longer than `timeoutMs`,
 * or writing more than `outputBudget` (memory stays bounded whatever it
 * writes), is killed with its whole process group (the shell and its children).
 * Never rejects: every failure is in the result.
 *
 * ```ts
 * const run = await runCommand('node dist/cli.js eval', ['{"op":"in_range","x":1,"a":0,"b":2}'], 10_000);
 * run.lines; // ['{"id":1,"result":true}']
 * ```
 */
export function runCommand(command: string, input: readonly string[], timeoutMs: number): Promise<CommandRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    let child: ReturnType<typeof spawn>;
    try {
      child = spawn(command, { shell: true, stdio: ['pipe', 'pipe', 'pipe'], detached: process.platform !== 'win32' });
    } catch (e) {
      resolve({
        lines: [],
        lineCount: 0,
        tooMuchOutput: false,
        code: null,
        signal: null,
        timedOut: false,
        stderrTail: '',
        spawnError: (e as Error).message,
        ms: 0,
      });
      return;
    }
    const out = new OutputLines(input.length + 1, outputBudget(input.length));
    let err = '';
    let timedOut = false;
    let spawnError: string | undefined;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup(child);
    }, timeoutMs);
    child.stdout?.setEncoding('utf8');
    child.stderr?.setEncoding('utf8');
    child.stdout?.on('data', (s: string) => {
      if (!out.push(s)) killGroup(child);
    });
    child.stderr?.on('data', (s: string) => {
      err = (err + s).slice(-STDERR_TAIL);
    });
    // A command that exits without reading all its input closes the pipe: not our failure.
    child.stdin?.on('error', () => {});
    child.on('error', (e) => {
      spawnError = e.message;
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      out.end();
      const run: CommandRun = {
        lines: out.lines,
        lineCount: out.count,
        tooMuchOutput: out.overflowed,
        code,
        signal,
        timedOut,
        stderrTail: err,
        ms: performance.now() - started,
      };
      if (spawnError !== undefined) run.spawnError = spawnError;
      resolve(run);
    });
    child.stdin?.end(input.length === 0 ? '' : `${input.join('\n')}\n`);
  });
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
  const answered = `it answered ${Math.min(run.lines.length, expected)} of ${expected} lines`;
  if (run.spawnError !== undefined) return `could not be started: ${run.spawnError}`;
  if (run.tooMuchOutput)
    return `wrote too much output (more than ${Math.floor(outputBudget(expected) / 1e6)} MB for ${expected} requests) and was killed`;
  if (run.timedOut) return `did not finish within ${timeoutMs} ms (--timeout) and was killed; ${answered}`;
  if (run.signal !== null) return `was killed by ${run.signal}; ${answered}`;
  if (run.lines.length < expected) {
    const how = run.code === 0 ? 'exited with status 0' : `exited with status ${run.code}`;
    return `${how} after answering only ${run.lines.length} of ${expected} lines`;
  }
  if (run.lineCount > expected) return `answered ${run.lineCount} lines to ${expected} requests (one line per request expected)`;
  if (run.code !== 0 && run.code !== 1) return `answered every line but exited with status ${run.code}`;
  return null;
}
